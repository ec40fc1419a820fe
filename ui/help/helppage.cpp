#include "help/helppage.h"

#include "core/languagemanager.h"
#include "question/otherlanguageview.h"
#include "question/termlinks.h"
#include "widgets/readingcolumn.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QHeaderView>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTextFrame>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QString readResource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// "&Library" as "Library", and a Bengali item's bracketed key too: "লাইব্রেরি (&L)".
QString withoutMnemonic(QString text)
{
    static const QRegularExpression bracketedKey(u"\\s*\\(&[^&]\\)"_s);
    return text.remove(bracketedKey).remove(u'&');
}

} // namespace

// The guide's text in a column of comfortable line length, centred on wide
// windows; the scroll bar stays at the window's edge.
class GuideBrowser : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    void setGuide(const QString &html)
    {
        setHtml(html);
        centreColumn();
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        centreColumn();
        QTextBrowser::resizeEvent(event);
    }

    void changeEvent(QEvent *event) override
    {
        QTextBrowser::changeEvent(event);
        if (event->type() == QEvent::FontChange)
            centreColumn();
    }

private:
    void centreColumn()
    {
        const int cap = fontMetrics().averageCharWidth() * ReadingColumn::comfortableLineLength;
        const int side = std::max(0, (viewport()->width() - cap) / 2);
        QTextFrame *root = document()->rootFrame();
        QTextFrameFormat format = root->frameFormat();
        if (format.leftMargin() == side && format.rightMargin() == side)
            return;
        format.setLeftMargin(side);
        format.setRightMargin(side);
        root->setFrameFormat(format);
    }
};

HelpPage::HelpPage(const LanguageManager *languages, QString progressPath, QString settingsPath,
                   QWidget *parent)
    : QWidget(parent)
    , m_languages(languages)
    , m_progressPath(std::move(progressPath))
    , m_settingsPath(std::move(settingsPath))
{
    setObjectName(u"helpPage"_s);
    m_guide = new GuideBrowser(this);
    m_guide->setObjectName(u"guideBrowser"_s);
    m_guide->setOpenLinks(false);

    m_shortcuts = new QTableWidget(0, 2, this);
    m_shortcuts->setObjectName(u"shortcutTable"_s);
    m_shortcuts->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_shortcuts->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_shortcuts->verticalHeader()->hide();
    m_shortcuts->horizontalHeader()->setStretchLastSection(true);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"helpTabs"_s);
    m_tabs->addTab(m_guide, QString());
    m_tabs->addTab(m_shortcuts, QString());

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    retranslateUi();
}

void HelpPage::setShortcutActions(const QList<QAction *> &actions)
{
    m_actions = {actions.cbegin(), actions.cend()};
    fillShortcuts();
}

void HelpPage::showGuide(const QString &section)
{
    m_tabs->setCurrentWidget(m_guide);
    m_guide->setFocus();
    if (section.isEmpty())
        return;
    // Again once the page has its size: a first showing lays the text out anew.
    m_guide->scrollToAnchor(section);
    QTimer::singleShot(0, m_guide, [this, section] { m_guide->scrollToAnchor(section); });
}

void HelpPage::showShortcuts()
{
    m_tabs->setCurrentWidget(m_shortcuts);
    m_shortcuts->setFocus();
}

void HelpPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void HelpPage::retranslateUi()
{
    m_tabs->setTabText(m_tabs->indexOf(m_guide), tr("User guide"));
    m_tabs->setTabText(m_tabs->indexOf(m_shortcuts), tr("Keyboard shortcuts"));
    m_guide->setAccessibleName(tr("User guide"));
    m_shortcuts->setAccessibleName(tr("Keyboard shortcuts"));
    m_shortcuts->setHorizontalHeaderLabels({tr("Keys"), tr("What they do")});
    const QString code = languageCode(m_languages->language());
    m_guide->setGuide(readResource(u":/help/guide-"_s + code + u".html"_s)
                          .arg(QDir::toNativeSeparators(m_progressPath).toHtmlEscaped(),
                               QDir::toNativeSeparators(m_settingsPath).toHtmlEscaped()));
    fillShortcuts();
}

void HelpPage::fillShortcuts()
{
    // Keys of the question page first: they have no menu entry to show them.
    QList<std::pair<QString, QString>> rows{
        {tr("1–4"), tr("Choose option A–D")},
        {tr("Shift+1–4 or right-click"),
         tr("Strike out an option you have ruled out, or take the strike off")},
        {tr("Enter"), tr("Check the answer, go to the next question, or submit")},
        {tr("← → or PageUp PageDown"), tr("Previous or next question (answers at the end)")},
        {QKeySequence(TermLinks::lookUpKey).toString(QKeySequence::NativeText),
         tr("Look up a glossary term of the question")},
        {tr("Hold %1").arg(
             QKeySequence(OtherLanguageView::peekKey).toString(QKeySequence::NativeText)),
         tr("Show the other language while the key is held")},
        {u"F10"_s, tr("Open the menu bar")},
    };
    for (const QAction *action : std::as_const(m_actions)) {
        if (action && !action->shortcut().isEmpty()) {
            // An action whose text is not what it does (the language toggle
            // names the other language) says so in a "helpText" property.
            const QString helpText = action->property("helpText").toString();
            rows.append({QKeySequence::listToString(action->shortcuts(), QKeySequence::NativeText),
                         helpText.isEmpty() ? withoutMnemonic(action->text()) : helpText});
        }
    }
    m_shortcuts->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        m_shortcuts->setItem(row, 0, new QTableWidgetItem(rows.at(row).first));
        m_shortcuts->setItem(row, 1, new QTableWidgetItem(rows.at(row).second));
    }
    m_shortcuts->resizeColumnToContents(0);
}
