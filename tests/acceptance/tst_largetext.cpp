// Every page that is not a chart reads at the largest text size in a window
// of 1024x600, in both languages and both themes: each text in sight fits its
// widget (or wraps into the height it needs), and no widget lies outside its
// parent unless a scroll area shows it. What a text needs is worked out here
// from the widget's own font metrics and the style, never from numbers in the
// pages' code.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/reviewstore.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "review/reviewpage.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "support/settle.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFontMetrics>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionButton>
#include <QStyleOptionComboBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QToolBar>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)
Q_DECLARE_METATYPE(Appearance::Theme)

namespace {

enum class Page {
    Library,
    Question,
    QuestionFeedback,
    QuestionBothLanguages,
    QuestionEndMode,
    Results,
    ResultsBothLanguages,
    ResultsManyTopics,
    ExportDialog,
    Review,
    ReviewChecked,
    ReviewSummary,
    ReviewFlagged,
    ReadThrough,
    History,
    Search,
    SearchQuestion,
    Glossary,
    Guide,
    Shortcuts,
    AboutDialog,
    SubmitDialog,
    AttemptInProgressDialog,
};

QString describe(const QWidget *widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        name += u" \""_s + widget->objectName() + u'"';
    for (const QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        if (!parent->objectName().isEmpty() && !parent->objectName().startsWith(u"qt_"_s)) {
            name += u" in \""_s + parent->objectName() + u'"';
            break;
        }
    }
    return name;
}

// Whether a scroll area between the widget and root shows it (it may lie
// outside its parent there: the area scrolls to it).
bool shownByScrollArea(const QWidget *widget, const QWidget *root)
{
    for (const QWidget *w = widget; w && w != root; w = w->parentWidget()) {
        const auto *area = qobject_cast<const QAbstractScrollArea *>(w->parentWidget());
        if (area && area->viewport() == w)
            return true;
    }
    return false;
}

bool isRichText(const QLabel *label)
{
    return label->textFormat() == Qt::RichText
           || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
}

// The size a label's text needs within the width it has (or on one line when
// it does not wrap), laid out with the label's font as a text document lays
// it out, or measured by the font metrics for plain text on one line.
QSize neededTextSize(const QLabel *label, int width)
{
    if (!label->wordWrap() && !isRichText(label)) {
        return QFontMetrics(label->font())
            .boundingRect(QRect(0, 0, 100000, 100000),
                          int(label->alignment()) | Qt::TextShowMnemonic, label->text())
            .size();
    }
    QTextDocument document;
    document.setDefaultFont(label->font());
    document.setDocumentMargin(0);
    if (isRichText(label))
        document.setHtml(label->text());
    else
        document.setPlainText(label->text());
    if (label->wordWrap())
        document.setTextWidth(width);
    return {int(std::ceil(label->wordWrap() ? document.size().width() : document.idealWidth())),
            int(std::ceil(document.size().height()))};
}

QString labelMisfit(const QLabel *label)
{
    if (label->text().isEmpty())
        return {};
    const int margin = label->margin();
    const QRect inside = label->contentsRect().adjusted(margin, margin, -margin, -margin);
    const int indent = std::max(label->indent(), 0);
    const QSize needed = neededTextSize(label, inside.width() - indent);
    // One pixel for the rounding of fractional glyph advances; across, two:
    // a wrapped line that fills its width exactly can lay out a little wider
    // (a Bengali card description capped at 900 px measured 901.125).
    if (needed.width() + indent > inside.width() + 2 || needed.height() > inside.height() + 1) {
        return u"%1 needs %2x%3 for its text, has %4x%5: %6"_s.arg(describe(label))
            .arg(needed.width() + indent)
            .arg(needed.height())
            .arg(inside.width())
            .arg(inside.height())
            .arg(label->text().left(60));
    }
    return {};
}

// The size a button needs for its text and icon: the text measured by its
// font, given to the style as the contents of such a button.
QSize neededButtonSize(const QAbstractButton *button)
{
    const QFontMetrics metrics(button->font());
    QStyleOptionButton option;
    option.initFrom(button);
    option.text = button->text();
    option.icon = button->icon();
    option.iconSize = button->iconSize();
    QSize contents = metrics.size(Qt::TextShowMnemonic, button->text());
    if (!button->icon().isNull()) {
        contents.rwidth() += button->iconSize().width() + 4;
        contents.setHeight(std::max(contents.height(), button->iconSize().height()));
    }
    QStyle::ContentsType type = QStyle::CT_PushButton;
    if (qobject_cast<const QCheckBox *>(button))
        type = QStyle::CT_CheckBox;
    else if (qobject_cast<const QRadioButton *>(button))
        type = QStyle::CT_RadioButton;
    else if (!qobject_cast<const QPushButton *>(button))
        return contents; // a tool button: its text alone
    return button->style()->sizeFromContents(type, &option, contents, button);
}

QString buttonMisfit(const QAbstractButton *button)
{
    if (button->text().isEmpty())
        return {};
    const QSize needed = neededButtonSize(button);
    if (needed.width() > button->width() || needed.height() > button->height()) {
        return u"%1 needs %2x%3 for its text, has %4x%5: %6"_s.arg(describe(button))
            .arg(needed.width())
            .arg(needed.height())
            .arg(button->width())
            .arg(button->height())
            .arg(button->text());
    }
    return {};
}

QString comboMisfit(const QComboBox *combo)
{
    if (combo->currentText().isEmpty())
        return {};
    const QFontMetrics metrics(combo->font());
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    option.currentText = combo->currentText();
    option.frame = combo->hasFrame();
    QSize contents(metrics.horizontalAdvance(combo->currentText()), metrics.height());
    if (!combo->itemIcon(combo->currentIndex()).isNull())
        contents.rwidth() += combo->iconSize().width() + 4;
    const QSize needed = combo->style()->sizeFromContents(QStyle::CT_ComboBox, &option, contents,
                                                          combo);
    if (needed.width() > combo->width() || metrics.height() > combo->height()) {
        return u"%1 needs %2x%3 for \"%4\", has %5x%6"_s.arg(describe(combo))
            .arg(needed.width())
            .arg(needed.height())
            .arg(combo->currentText())
            .arg(combo->width())
            .arg(combo->height());
    }
    return {};
}

// Everything in sight under root whose text does not fit, or that lies
// outside its parent where no scroll area shows it. Counts the texts checked
// in *checkedTexts when given.
QStringList misfits(QWidget *root, int *checkedTexts = nullptr)
{
    QStringList found;
    int checked = 0;
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        if (!widget->isVisible() || widget->isWindow() || widget->window() != root->window())
            continue;
        QString misfit;
        if (const auto *label = qobject_cast<const QLabel *>(widget)) {
            misfit = labelMisfit(label);
            checked += !label->text().isEmpty();
        } else if (const auto *button = qobject_cast<const QAbstractButton *>(widget)) {
            misfit = buttonMisfit(button);
            checked += !button->text().isEmpty();
        } else if (const auto *combo = qobject_cast<const QComboBox *>(widget)) {
            misfit = comboMisfit(combo);
            checked += !combo->currentText().isEmpty();
        }
        if (!misfit.isEmpty())
            found << misfit;
        const QWidget *parent = widget->parentWidget();
        if (!shownByScrollArea(widget, root) && !parent->rect().contains(widget->geometry())) {
            found << u"%1 at (%2,%3 %4x%5) lies outside its parent (%6x%7)"_s.arg(describe(widget))
                         .arg(widget->x())
                         .arg(widget->y())
                         .arg(widget->width())
                         .arg(widget->height())
                         .arg(parent->width())
                         .arg(parent->height());
        }
    }
    // A toolbar too narrow for its actions hides the last behind its extension button.
    for (const QToolBar *toolBar : root->findChildren<QToolBar *>()) {
        const auto *extension = toolBar->findChild<QWidget *>(u"qt_toolbar_ext_button"_s);
        if (toolBar->isVisible() && extension && extension->isVisible())
            found << describe(toolBar) + u" has actions hidden behind its extension button"_s;
    }
    if (checkedTexts)
        *checkedTexts = checked;
    return found;
}

// Three weeks ago the learner answered the first questions of every quiz,
// and flagged the last: reviews are due now.
void writeReviewsBeside(const QString &progressFilePath)
{
    ReviewStore store(ReviewStore::filePathBeside(progressFilePath));
    store.load();
    const QDateTime then = QDateTime::currentDateTime().addDays(-21);
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    for (const QuestionBank &bank : library.banks) {
        for (qsizetype row = 0; row < std::min<qsizetype>(4, bank.questions.size()); ++row) {
            store.record({bank.id, bank.questions.at(row).id, then.addSecs(row * 60),
                          row == 1 ? Grade::Again : Grade::Good, Confidence::FairlySure, false});
        }
        store.setFlagged({bank.id, bank.questions.constLast().id}, true);
    }
    store.compact();
}

} // namespace

class TestLargeText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void checkFindsWhatDoesNotFit_data();
    void checkFindsWhatDoesNotFit();
    void pagesFitAtTheLargestTextSize_data();
    void pagesFitAtTheLargestTextSize();

private:
    void trigger(const QString &actionName);
    void pressOnPage(Qt::Key key);
    void answerAndCheck(int position, bool right);
    void finishQuiz();
    // Opens the page; a dialog's misfits are collected while it is open.
    void open(Page page);
    void collectFromNextDialog(const std::function<void()> &opensDialog);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_dialogMisfits;
    QString m_dialogName; // of the last dialog seen
    QSize m_dialogSize;
    int m_dialogTexts = 0;
};

void TestLargeText::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_largetext"_s);
}

void TestLargeText::cleanup()
{
    m_window.reset();
    m_languages.reset();
    m_dir.reset();
}

void TestLargeText::trigger(const QString &actionName)
{
    auto *action = m_window->findChild<QAction *>(actionName);
    QVERIFY2(action, qPrintable(actionName));
    action->trigger();
}

// Keys go where a learner's would: to the focused widget, or to the page.
void TestLargeText::pressOnPage(Qt::Key key)
{
    auto *page = m_window->findChild<QuestionPage *>();
    QTest::keyClick(page->focusWidget() ? page->focusWidget() : page, key);
}

void TestLargeText::answerAndCheck(int position, bool right)
{
    const int correct = m_window->session()->correctSlot(position);
    pressOnPage(Qt::Key(Qt::Key_1 + (right ? correct : (correct + 1) % 4)));
    pressOnPage(Qt::Key_Return);
}

void TestLargeText::finishQuiz()
{
    m_window->startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
    const int count = m_window->session()->questionCount();
    for (int position = 0; position < count; ++position) {
        answerAndCheck(position, position % 2 == 1);
        pressOnPage(Qt::Key_Return); // the next question, or the results after the last
    }
}

void TestLargeText::collectFromNextDialog(const std::function<void()> &opensDialog)
{
    QTimer::singleShot(200, this, [this] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog)
            return;
        m_dialogName = dialog->objectName();
        settle();
        m_dialogSize = dialog->frameGeometry().size();
        m_dialogMisfits = misfits(dialog, &m_dialogTexts);
        QTest::keyClick(dialog, Qt::Key_Escape);
    });
    opensDialog();
}

void TestLargeText::open(Page page)
{
    switch (page) {
    case Page::Library:
        m_window->showLibrary();
        break;
    case Page::Question:
    case Page::QuestionFeedback:
    case Page::QuestionBothLanguages:
        m_window->startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
        if (page != Page::Question)
            answerAndCheck(0, false);
        if (page == Page::QuestionBothLanguages)
            trigger(u"otherLanguageAction"_s);
        break;
    case Page::QuestionEndMode:
    case Page::SubmitDialog:
    case Page::AttemptInProgressDialog:
        m_window->startQuiz(u"jax-gpu"_s, FeedbackMode::AtEnd);
        for (int position = 0; position < 3; ++position) {
            pressOnPage(Qt::Key(Qt::Key_1 + position));
            pressOnPage(Qt::Key_PageDown);
        }
        if (page == Page::SubmitDialog) {
            collectFromNextDialog(
                [this] { m_window->findChild<QPushButton *>(u"submitButton"_s)->click(); });
        } else if (page == Page::AttemptInProgressDialog) {
            m_window->showLibrary();
            collectFromNextDialog([this] {
                m_window->findChild<QuizCard *>(u"quizCard_jax-gpu"_s)
                    ->findChild<QPushButton *>(u"startButton"_s)
                    ->click();
            });
            // Escape kept the attempt and its three answers.
            QCOMPARE(m_window->session()->answeredCount(), 3);
        }
        break;
    case Page::Results:
    case Page::ResultsBothLanguages:
    case Page::ExportDialog:
        finishQuiz();
        if (page == Page::ResultsBothLanguages)
            trigger(u"otherLanguageAction"_s);
        if (page == Page::ExportDialog)
            collectFromNextDialog([this] { trigger(u"exportResultsAction"_s); });
        break;
    case Page::ResultsManyTopics: {
        // Eight topics above the list: every question answered at the end, then submitted.
        m_window->startQuiz(u"jax-gpu"_s, FeedbackMode::AtEnd);
        const int count = m_window->session()->questionCount();
        for (int position = 0; position < count; ++position) {
            pressOnPage(Qt::Key(Qt::Key_1 + position % 4));
            pressOnPage(Qt::Key_PageDown);
        }
        m_window->findChild<QPushButton *>(u"submitButton"_s)->click();
        break;
    }
    case Page::Review:
    case Page::ReviewChecked:
    case Page::ReviewSummary: {
        trigger(u"reviewAction"_s);
        auto *review = m_window->findChild<ReviewPage *>();
        if (page == Page::Review)
            break;
        QTest::keyClick(review, Qt::Key_C);
        QTest::keyClick(review, Qt::Key(Qt::Key_1 + (review->correctSlot() + 1) % 4));
        QTest::keyClick(review, Qt::Key_Return);
        if (page == Page::ReviewSummary)
            QTest::keyClick(review, Qt::Key_Escape);
        break;
    }
    case Page::ReviewFlagged:
        trigger(u"reviewFlaggedAction"_s);
        break;
    case Page::ReadThrough:
        trigger(u"readThrough-parallelism"_s);
        break;
    case Page::History:
        finishQuiz();
        m_window->showHistory(u"parallelism"_s);
        break;
    case Page::Search:
    case Page::SearchQuestion: {
        trigger(u"searchAction"_s);
        auto *query = m_window->findChild<QLineEdit *>(u"searchQuery"_s);
        // "Unintended", found in one question only (not in the glossary).
        for (QChar c : u"অনিচ্ছাকৃত"_s) {
            QTest::sendKeyEvent(QTest::Click, query, Qt::Key_unknown, QString(c), Qt::NoModifier);
        }
        QTest::qWait(400); // the search waits for typing to pause
        if (page == Page::SearchQuestion)
            QTest::keyClick(query, Qt::Key_Return);
        break;
    }
    case Page::Glossary:
        trigger(u"glossaryAction"_s);
        break;
    case Page::Guide:
        m_window->showHelp(MainWindow::HelpTopic::Guide);
        break;
    case Page::Shortcuts:
        m_window->showHelp(MainWindow::HelpTopic::Shortcuts);
        break;
    case Page::AboutDialog:
        collectFromNextDialog([this] { trigger(u"aboutAction"_s); });
        break;
    }
}

// The check itself: a widget given less room than its text needs (worked out
// here from the font's line height and the width of a few characters) is
// found, and the same widget given room to spare is not.
void TestLargeText::checkFindsWhatDoesNotFit_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("roomy");
    for (const char *kind : {"label", "wrapped label", "rich label", "button", "check box",
                             "radio button", "combo box", "child outside"}) {
        QTest::addRow("%s squeezed", kind) << QString::fromLatin1(kind) << false;
        QTest::addRow("%s roomy", kind) << QString::fromLatin1(kind) << true;
    }
}

void TestLargeText::checkFindsWhatDoesNotFit()
{
    QFETCH(QString, kind);
    QFETCH(bool, roomy);
    QWidget window;
    window.resize(1000, 600);
    const QString text = u"Words enough to need some room"_s;
    const QFontMetrics metrics(window.font());
    // Squeezed: ten characters wide, half a line high. Roomy: twice the
    // text's width and ten lines high.
    const QSize squeezed(metrics.horizontalAdvance(u'x') * 10, metrics.height() / 2);
    const QSize room(metrics.horizontalAdvance(text) * 2, metrics.height() * 10);
    QWidget *tested = nullptr;
    if (kind == u"label" || kind == u"wrapped label" || kind == u"rich label") {
        auto *label = new QLabel(kind == u"rich label" ? u"<b>"_s + text + u"</b>"_s : text,
                                 &window);
        label->setWordWrap(kind == u"wrapped label");
        tested = label;
    } else if (kind == u"button") {
        tested = new QPushButton(text, &window);
    } else if (kind == u"check box") {
        tested = new QCheckBox(text, &window);
    } else if (kind == u"radio button") {
        tested = new QRadioButton(text, &window);
    } else if (kind == u"combo box") {
        auto *combo = new QComboBox(&window);
        combo->addItem(text);
        tested = combo;
    } else {
        // A child placed past its parent's right edge, or well inside it.
        auto *parent = new QWidget(&window);
        parent->setGeometry(0, 0, room.width() * 2, room.height() * 2);
        tested = new QWidget(parent);
        tested->setGeometry(roomy ? 0 : room.width() * 2 - 1, 0, room.width(), room.height());
    }
    if (kind != u"child outside")
        tested->setGeometry(QRect(QPoint(0, 0), roomy ? room : squeezed));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QStringList found = misfits(&window);
    if (roomy)
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u"\n"_s)));
    else
        QCOMPARE(found.size(), 1);
}

void TestLargeText::pagesFitAtTheLargestTextSize_data()
{
    QTest::addColumn<Page>("page");
    QTest::addColumn<Language>("language");
    QTest::addColumn<Appearance::Theme>("theme");
    // What shows that the page (or dialog) is in sight.
    QTest::addColumn<QString>("inSight");
    struct Row
    {
        Page page;
        const char *name;
        QString inSight;
    };
    const Row pages[] = {
        {Page::Library, "library", u"libraryPage"_s},
        {Page::Question, "question", u"questionPage"_s},
        {Page::QuestionFeedback, "question feedback", u"feedbackFrame"_s},
        {Page::QuestionBothLanguages, "question both languages", u"otherExplanationLabel"_s},
        {Page::QuestionEndMode, "question end mode", u"navigator"_s},
        {Page::Results, "results", u"resultsPage"_s},
        {Page::ResultsBothLanguages, "results both languages", u"resultsPage"_s},
        {Page::ResultsManyTopics, "results many topics", u"resultsPage"_s},
        {Page::ExportDialog, "export dialog", u"resultsExportDialog"_s},
        {Page::Review, "review", u"reviewCheckButton"_s},
        {Page::ReviewChecked, "review checked", u"reviewNextButton"_s},
        {Page::ReviewSummary, "review summary", u"reviewSummaryText"_s},
        {Page::ReviewFlagged, "review flagged", u"reviewCheckButton"_s},
        {Page::ReadThrough, "read-through", u"reviewPreviousButton"_s},
        {Page::History, "history", u"attemptsTable"_s},
        {Page::Search, "search", u"searchPage"_s},
        {Page::SearchQuestion, "search question", u"questionReadView"_s},
        {Page::Glossary, "glossary", u"glossaryPage"_s},
        {Page::Guide, "guide", u"helpPage"_s},
        {Page::Shortcuts, "shortcuts", u"helpPage"_s},
        {Page::AboutDialog, "about dialog", u"aboutBox"_s},
        {Page::SubmitDialog, "submit dialog", u"confirmSubmitBox"_s},
        {Page::AttemptInProgressDialog, "attempt in progress dialog", u"confirmNewAttemptBox"_s},
    };
    for (const auto &[page, name, inSight] : pages) {
        for (Language language : allLanguages) {
            for (const auto &[theme, themeName] : {std::pair{Appearance::Theme::Light, "light"},
                                                   std::pair{Appearance::Theme::Dark, "dark"}}) {
                QTest::addRow("%s %s %s", name, qPrintable(languageCode(language)), themeName)
                    << page << language << theme << inSight;
            }
        }
    }
}

void TestLargeText::pagesFitAtTheLargestTextSize()
{
    QFETCH(Page, page);
    QFETCH(Language, language);
    QFETCH(Appearance::Theme, theme);
    QFETCH(QString, inSight);
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    const QString progressPath = m_dir->filePath(u"progress.json"_s);
    writeReviewsBeside(progressPath);
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(language);
    m_window = std::make_unique<MainWindow>(m_languages.get(), progressPath);
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->appearance()->setTheme(theme);
    m_window->appearance()->setTextSize(Appearance::largestTextSize);
    m_window->resize(1024, 600);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_window->size(), QSize(1024, 600));

    m_dialogMisfits.clear();
    m_dialogName.clear();
    m_dialogTexts = 0;
    open(page);
    if (QTest::currentTestFailed())
        return;
    settle();
    int windowTexts = 0;
    const QStringList found = m_dialogMisfits + misfits(m_window.get(), &windowTexts);
    if (inSight.endsWith(u"Box"_s) || inSight.endsWith(u"Dialog"_s)) {
        QCOMPARE(m_dialogName, inSight);
        QVERIFY(m_dialogTexts > 0);
        // Whole on a screen the size of the window.
        QVERIFY2(m_dialogSize.boundedTo(m_window->size()) == m_dialogSize,
                 qPrintable(u"%1x%2"_s.arg(m_dialogSize.width()).arg(m_dialogSize.height())));
    } else {
        const auto *shown = m_window->findChild<QWidget *>(inSight);
        QVERIFY2(shown && shown->isVisible(), qPrintable(inSight));
    }
    QVERIFY(windowTexts > 0);
    if (inSight == u"resultsPage") {
        // The answers keep room to be read: five lines of text at least.
        const auto *entries = m_window->findChild<QWidget *>(u"resultsPage"_s)
                                  ->findChild<QAbstractScrollArea *>()
                                  ->viewport();
        QVERIFY2(entries->height() >= 5 * entries->fontMetrics().lineSpacing(),
                 qPrintable(QString::number(entries->height())));
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u"\n"_s)));
}

QTEST_MAIN(TestLargeText)
#include "tst_largetext.moc"
