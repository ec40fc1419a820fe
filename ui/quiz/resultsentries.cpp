#include "quiz/resultsentries.h"

#include "core/languagemanager.h"
#include "core/quizsession.h"
#include "core/richtext.h"
#include "question/conceptlinktext.h"
#include "question/markicon.h"
#include "question/optionlabels.h"
#include "question/otherlanguagetext.h"
#include "question/termlinks.h"
#include "quiz/resultsreport.h"
#include "widgets/readingcolumn.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QCursor>
#include <QEvent>
#include <QFontMetrics>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QToolTip>

#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

// The page's words, in its translation context.
struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(ResultsPage)
};

const auto chartScheme = u"chart"_s;
const auto markScheme = u"mark"_s;
constexpr int markSize = 24;

bool sameContent(const ResultsEntries::Content &a, const ResultsEntries::Content &b)
{
    return a.session == b.session && a.bank == b.bank && a.translations == b.translations
           && a.onlyWrong == b.onlyWrong && a.otherLanguageShown == b.otherLanguageShown;
}

MarkIcon::Kind markOf(ResultsReport::Status status)
{
    switch (status) {
    case ResultsReport::Status::Correct:
        return MarkIcon::Kind::Correct;
    case ResultsReport::Status::Incorrect:
        return MarkIcon::Kind::Incorrect;
    case ResultsReport::Status::Unanswered:
        break;
    }
    return MarkIcon::Kind::Unanswered;
}

QString markName(MarkIcon::Kind kind)
{
    switch (kind) {
    case MarkIcon::Kind::Correct:
        return u"correct"_s;
    case MarkIcon::Kind::Incorrect:
        return u"incorrect"_s;
    case MarkIcon::Kind::Unanswered:
        break;
    }
    return u"unanswered"_s;
}

} // namespace

ResultsDocument::ResultsDocument(Language language, QWidget *parent)
    : QTextBrowser(parent)
    , m_language(language)
{
    setObjectName(u"resultsDocument"_s);
    setOpenLinks(false);
    setFrameShape(QFrame::NoFrame);
    // On the page's own background, as the entries' frames were.
    viewport()->setAutoFillBackground(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(this, &QTextBrowser::anchorClicked, this, &ResultsDocument::openLink);
    connect(this, &QTextBrowser::highlighted, this, &ResultsDocument::showTermToolTip);
}

void ResultsDocument::setContent(const Content &content)
{
    m_content = content;
    m_positions.clear();
    for (int position = 0; content.session && position < content.session->questionCount();
         ++position) {
        if (!content.onlyWrong || !content.session->isCorrect(position))
            m_positions << position;
    }
    setHtml(documentHtml());
}

// The entry at the top of the view (the last to begin at or above it, else
// the first), and where it begins; none at the top of the document.
std::pair<int, int> ResultsDocument::place() const
{
    std::pair<int, int> place{-1, 0};
    if (verticalScrollBar()->value() == 0)
        return place;
    for (int position : m_positions) {
        const int top = entryRect(position).top();
        if (place.first >= 0 && top > 0)
            break;
        place = {position, top};
    }
    return place;
}

void ResultsDocument::keepPlace(std::pair<int, int> place)
{
    QScrollBar *bar = verticalScrollBar();
    if (place.first < 0 || !m_positions.contains(place.first)) {
        bar->setValue(0);
        return;
    }
    // The scroll bar would learn a new height only at the next turn of the
    // event loop; it is given it now, as it will be then.
    const int height = int(std::ceil(document()->size().height()));
    bar->setRange(0, std::max(0, height - viewport()->height()));
    bar->setValue(bar->value() + entryRect(place.first).top() - place.second);
}

QString ResultsDocument::documentHtml() const
{
    if (!m_content.session)
        return {};
    const ResultsReport report(*m_content.session, *m_content.bank, *m_content.translations);
    const Language language = m_language;
    QString html = report.topicsHtml(language);
    if (m_content.onlyWrong && m_content.session->wrongQuestionIds().isEmpty())
        html += u"<p>"_s + PageText::tr("No wrong answers: well done.") + u"</p>"_s;
    for (int position : m_positions)
        html += entryHtml(position);
    return html;
}

// A framed table of one cell: the mark and ResultsReport's entry, the other
// language's texts, the chart link.
QString ResultsDocument::entryHtml(int position) const
{
    const ResultsReport report(*m_content.session, *m_content.bank, *m_content.translations);
    const Language language = m_language;
    const QColor textColour = palette().color(QPalette::Text);
    const QString frame = palette().color(QPalette::Mid).name();
    QString html = u"<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"8\" "
                   "style=\"border-style:solid; border-collapse:collapse; border-color:"_s
                   + frame + u"; margin-top:6px; margin-bottom:6px\"><tr><td>"_s;
    html += u"<img src=\"mark:%1\" width=\"%2\" height=\"%2\" style=\"vertical-align:middle\"> "_s
                .arg(markName(markOf(report.status(position))))
                .arg(markSize);
    html += report.entryHtml(position, language,
                             [language, textColour](const QString &part, const QString &id) {
                                 return TermLinks::html(part, language, id, textColour);
                             });
    if (m_content.otherLanguageShown)
        html += otherLanguageHtml(position, OtherLanguageText::otherThan(language));
    const Question &question = m_content.bank->questions.at(m_content.session->bankRow(position));
    if (question.chartConcept != Concept::None) {
        const QString text = ConceptLinkText::openChart(question.chartConcept);
        html += u"<p><a href=\"chart:%1\">%2</a></p>"_s.arg(position).arg(text.toHtmlEscaped());
    }
    return html + u"</td></tr></table>"_s;
}

// The entry's question, answers and explanation in the other language, with
// the headings in the current one: smaller, in the muted colour, led by the
// language's name.
QString ResultsDocument::otherLanguageHtml(int position, Language language) const
{
    const QuizSession &session = *m_content.session;
    const Question &question = m_content.bank->questions.at(session.bankRow(position));
    const OptionOrder &order = session.optionOrder(position);
    const std::optional<int> chosen = session.chosenSlot(position);
    const int right = session.correctSlot(position);
    auto option = [&](int slot) {
        return question.options.at(std::size_t(order[std::size_t(slot)])).text(language);
    };
    auto heading = [](const QString &text) {
        return u"<br><b>"_s + text + u"</b> "_s;
    };
    QString html = u"<b>"_s + OtherLanguageText::languageName(language) + u"</b><br>"_s
                   + RichText::toHtml(question.prompt.text(language));
    if (chosen)
        html += heading(PageText::tr("Your answer:")) + OptionLabels::label(*chosen) + u". "_s
                + RichText::toHtml(option(*chosen));
    const QString why = chosen && chosen != right
                            ? question.feedbackOf(order.at(*chosen)).text(language)
                            : QString();
    if (!why.isEmpty())
        html += heading(PageText::tr("Why not:")) + RichText::toHtml(why);
    if (chosen != right)
        html += heading(PageText::tr("Right answer:")) + OptionLabels::label(right) + u". "_s
                + RichText::toHtml(option(right));
    html += heading(PageText::tr("Explanation:"))
            + RichText::toHtml(question.explanation.text(language));
    const double size = font().pointSizeF() * 0.9;
    return u"<p style=\"color:%1; font-size:%2pt\">"_s.arg(mutedColour().name(),
                                                           QString::number(size, 'f', 1))
           + html + u"</p>"_s;
}

// The palette's placeholder colour as seen on the base: rich text takes no
// alpha, and Qt's placeholder is the text colour half transparent.
QColor ResultsDocument::mutedColour() const
{
    const QColor muted = palette().color(QPalette::PlaceholderText);
    const QColor base = palette().color(QPalette::Base);
    const double alpha = muted.alphaF();
    const auto mix = [alpha](double over, double under) {
        return over * alpha + under * (1 - alpha);
    };
    return QColor::fromRgbF(float(mix(muted.redF(), base.redF())),
                            float(mix(muted.greenF(), base.greenF())),
                            float(mix(muted.blueF(), base.blueF())));
}

// The entries are the document's last frames, one table each, in order.
QTextFrame *ResultsDocument::entryFrame(int position) const
{
    const qsizetype index = m_positions.indexOf(position);
    const QList<QTextFrame *> frames = document()->rootFrame()->childFrames();
    const qsizetype first = frames.size() - m_positions.size();
    return index >= 0 && first >= 0 ? frames.at(first + index) : nullptr;
}

QString ResultsDocument::entryText(int position) const
{
    QTextFrame *frame = entryFrame(position);
    if (!frame)
        return {};
    QTextCursor cursor(document());
    cursor.setPosition(frame->firstPosition());
    cursor.setPosition(frame->lastPosition(), QTextCursor::KeepAnchor);
    // The mark is an image: no text.
    return cursor.selection().toPlainText().remove(QChar::ObjectReplacementCharacter).trimmed();
}

QImage ResultsDocument::entryMark(int position) const
{
    QTextFrame *frame = entryFrame(position);
    if (!frame)
        return {};
    const QTextBlock block = document()->findBlock(frame->firstPosition());
    for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
        const QTextCharFormat format = fragment.fragment().charFormat();
        if (format.isImageFormat())
            return document()
                ->resource(QTextDocument::ImageResource, QUrl(format.toImageFormat().name()))
                .value<QPixmap>()
                .toImage();
    }
    return {};
}

QRect ResultsDocument::entryRect(int position) const
{
    QTextFrame *frame = entryFrame(position);
    if (!frame)
        return {};
    const QRectF inDocument = document()->documentLayout()->frameBoundingRect(frame);
    return inDocument.toAlignedRect().translated(-horizontalScrollBar()->value(),
                                                 -verticalScrollBar()->value());
}

QVariant ResultsDocument::loadResource(int type, const QUrl &name)
{
    if (type != QTextDocument::ImageResource || name.scheme() != markScheme)
        return QTextBrowser::loadResource(type, name);
    for (MarkIcon::Kind kind :
         {MarkIcon::Kind::Correct, MarkIcon::Kind::Incorrect, MarkIcon::Kind::Unanswered}) {
        if (name.path() == markName(kind))
            return MarkIcon::pixmap(kind, markSize);
    }
    return {};
}

void ResultsDocument::openLink(const QUrl &url)
{
    if (const QString entryId = TermLinks::entryIdOf(url.toString()); !entryId.isEmpty()) {
        emit glossaryEntryRequested(entryId);
        return;
    }
    if (url.scheme() != chartScheme || !m_content.session)
        return;
    bool valid = false;
    const int position = url.path().toInt(&valid);
    if (!valid || !m_positions.contains(position))
        return;
    const Question &question = m_content.bank->questions.at(m_content.session->bankRow(position));
    emit conceptRequested(question.chartConcept, question.id);
}

// A term's tooltip as soon as the mouse is over it, as on the question page.
void ResultsDocument::showTermToolTip(const QUrl &url)
{
    const GlossaryEntry *entry = TermLinks::glossary().entryById(
        TermLinks::entryIdOf(url.toString()));
    if (entry)
        QToolTip::showText(QCursor::pos(), TermLinks::toolTip(*entry, m_language), this);
    else
        QToolTip::hideText();
}

bool ResultsDocument::viewportEvent(QEvent *event)
{
    if (event->type() != QEvent::Resize)
        return QTextBrowser::viewportEvent(event);
    centreColumn();
    // A view shown again (the other language's, on a language switch) gets
    // the resize Qt kept while it was hidden, with no old size, and QTextEdit
    // takes that for a new width: it lays the whole document out again,
    // shaping every line (most of the switch's time). Where the document is
    // laid out at this width already, it is told the width stayed.
    const auto *resize = static_cast<QResizeEvent *>(event);
    const int width = resize->size().width();
    if (!resize->oldSize().isValid() && document()->pageSize().width() == width) {
        QResizeEvent sameWidth(resize->size(), QSize(width, resize->size().height()));
        return QTextBrowser::viewportEvent(&sameWidth);
    }
    return QTextBrowser::viewportEvent(event);
}

void ResultsDocument::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        centreColumn();
    // The glossary links, the frames and the muted texts carry the palette's colours.
    if (event->type() == QEvent::PaletteChange) {
        const std::pair<int, int> kept = place();
        setContent(m_content);
        keepPlace(kept);
    }
}

// Equal margins either side of a column of comfortableLineLength characters,
// in the room the viewport and its margins have beside the scroll bar.
void ResultsDocument::centreColumn()
{
    const int column = QFontMetrics(font()).averageCharWidth()
                       * ReadingColumn::comfortableLineLength;
    const int room = viewport()->width() + 2 * m_margin;
    const int margin = std::max(0, (room - column + 1) / 2);
    if (margin == m_margin)
        return;
    m_margin = margin;
    setViewportMargins(margin, 0, margin, 0);
}

ResultsEntries::ResultsEntries(const LanguageManager *languages, QWidget *parent)
    : QStackedWidget(parent)
    , m_languages(languages)
{
    setObjectName(u"resultsEntries"_s);
}

ResultsDocument *ResultsEntries::view() const
{
    return qobject_cast<ResultsDocument *>(currentWidget());
}

void ResultsEntries::setContent(const Content &content, Place place)
{
    const std::pair<int, int> kept = place == Place::Kept && view() ? view()->place()
                                                                    : std::pair{-1, 0};
    if (place == Place::Top || !sameContent(content, m_content))
        m_written = {};
    m_content = content;
    const Language language = m_languages->language();
    ResultsDocument *&shown = m_views[std::size_t(language)];
    if (!shown) {
        shown = new ResultsDocument(language, this);
        shown->setAccessibleName(accessibleName());
        connect(shown, &ResultsDocument::conceptRequested, this, &ResultsEntries::conceptRequested);
        connect(shown, &ResultsDocument::glossaryEntryRequested, this,
                &ResultsEntries::glossaryEntryRequested);
        addWidget(shown);
    }
    if (!m_written[std::size_t(language)]) {
        shown->setContent(content);
        m_written[std::size_t(language)] = true;
    }
    const bool hadFocus = view() && view()->hasFocus();
    setCurrentWidget(shown);
    setFocusProxy(shown);
    if (hadFocus)
        shown->setFocus();
    shown->keepPlace(kept);
}

void ResultsEntries::setViewsAccessibleName(const QString &name)
{
    setAccessibleName(name);
    for (ResultsDocument *view : m_views) {
        if (view)
            view->setAccessibleName(name);
    }
}
