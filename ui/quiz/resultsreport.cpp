#include "quiz/resultsreport.h"

#include "core/historyformat.h"
#include "core/percentformat.h"
#include "core/questionbank.h"
#include "core/quizsession.h"
#include "core/richtext.h"
#include "core/topicbreakdown.h"
#include "core/translations.h"
#include "question/optionlabels.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

constexpr char context[] = "ResultsReport";

} // namespace

ResultsReport::ResultsReport(const QuizSession &session, const QuestionBank &bank,
                             const Translations &translations, Entries entries)
    : m_session(session)
    , m_bank(bank)
    , m_translations(translations)
    , m_entries(entries)
{ }

QString ResultsReport::text(Language language, const char *sourceText) const
{
    return m_translations.translate(language, context, sourceText);
}

QString ResultsReport::pageFooter(int page, int pageCount, Language language) const
{
    const QLocale locale = localeFor(language);
    return text(language, QT_TRANSLATE_NOOP("ResultsReport", "Page %1 of %2"))
        .arg(locale.toString(page), locale.toString(pageCount));
}

ResultsReport::Status ResultsReport::status(int position) const
{
    if (!m_session.isAnswered(position))
        return Status::Unanswered;
    return m_session.isCorrect(position) ? Status::Correct : Status::Incorrect;
}

QString ResultsReport::statusText(Status status, Language language) const
{
    switch (status) {
    case Status::Correct:
        return text(language, QT_TRANSLATE_NOOP("ResultsReport", "Correct"));
    case Status::Incorrect:
        return text(language, QT_TRANSLATE_NOOP("ResultsReport", "Incorrect"));
    case Status::Unanswered:
        break;
    }
    return text(language, QT_TRANSLATE_NOOP("ResultsReport", "Not answered"));
}

QString ResultsReport::title(Language language) const
{
    return text(language, QT_TRANSLATE_NOOP("ResultsReport", "Results: %1"))
        .arg(m_bank.title.text(language));
}

QString ResultsReport::scoreText(Language language) const
{
    const QLocale locale = localeFor(language);
    const Score score = m_session.score();
    return text(language, QT_TRANSLATE_NOOP("ResultsReport", "Score: %1 of %2 (%3)"))
        .arg(locale.toString(score.correct), locale.toString(score.total),
             PercentFormat::text(score.percent(), locale));
}

QString ResultsReport::optionText(int position, int slot, Language language) const
{
    const Question &question = m_bank.questions.at(m_session.bankRow(position));
    const int option = m_session.optionOrder(position)[std::size_t(slot)];
    return OptionLabels::label(slot, language, m_translations) + u". "_s
           + RichText::toHtml(question.options.at(std::size_t(option)).text(language));
}

QString ResultsReport::plainQuestionHtml(const QString &text, const QString &)
{
    return RichText::toHtml(text);
}

QString ResultsReport::entryHtml(int position, Language language,
                                 const QuestionTextHtml &questionHtml) const
{
    const Question &question = m_bank.questions.at(m_session.bankRow(position));
    const Status answerStatus = status(position);
    const std::optional<int> chosen = m_session.chosenSlot(position);
    auto label = [&](const char *sourceText) {
        return u"<b>"_s + text(language, sourceText) + u"</b> "_s;
    };

    QString html = u"<b>"_s
                   + text(language, QT_TRANSLATE_NOOP("ResultsReport", "Question %1 — %2"))
                         .arg(localeFor(language).toString(position + 1),
                              statusText(answerStatus, language))
                   + u"</b><br>"_s + questionHtml(question.prompt.text(language), question.id)
                   + u"<br><br>"_s;
    html += label(QT_TRANSLATE_NOOP("ResultsReport", "Your answer:"))
            + (chosen ? optionText(position, *chosen, language)
                      : text(language, QT_TRANSLATE_NOOP("ResultsReport", "not answered")))
            + u"<br>"_s;
    if (answerStatus == Status::Incorrect) {
        const int option = m_session.optionOrder(position)[std::size_t(*chosen)];
        const QString &why = question.feedbackOf(option).text(language);
        if (!why.isEmpty())
            html += label(QT_TRANSLATE_NOOP("ResultsReport", "Why not:"))
                    + questionHtml(why, question.id) + u"<br>"_s;
    }
    if (answerStatus != Status::Correct)
        html += label(QT_TRANSLATE_NOOP("ResultsReport", "Right answer:"))
                + optionText(position, m_session.correctSlot(position), language) + u"<br>"_s;
    html += u"<br>"_s + label(QT_TRANSLATE_NOOP("ResultsReport", "Explanation:"))
            + questionHtml(question.explanation.text(language), question.id);
    return html;
}

QString ResultsReport::topicsHtml(Language language) const
{
    const QList<TopicScore> topics = topicBreakdown(m_session, m_bank);
    if (topics.isEmpty())
        return {};
    const QLocale locale = localeFor(language);
    QString html = u"<p><b>"_s + text(language, QT_TRANSLATE_NOOP("ResultsReport", "By topic"))
                   + u"</b></p><table cellspacing=\"0\" cellpadding=\"2\">"_s;
    for (const TopicScore &topic : topics) {
        const Topic *named = m_bank.topicById(topic.topicId);
        const QString name = named ? named->name.text(language)
                                   : text(language, QT_TRANSLATE_NOOP("ResultsReport",
                                                                      "Questions without a topic"));
        const QString figure = text(language, QT_TRANSLATE_NOOP("ResultsReport", "%1 of %2 (%3)"))
                                   .arg(locale.toString(topic.score.correct),
                                        locale.toString(topic.score.total),
                                        PercentFormat::text(topic.score.percent(), locale));
        html += u"<tr><td>"_s + name.toHtmlEscaped() + u"</td><td width=\"24\"></td><td>"_s + figure
                + u"</td></tr>"_s;
    }
    return html + u"</table>"_s;
}

QString ResultsReport::document(const QList<Language> &languages) const
{
    if (languages.isEmpty())
        return {};
    QStringList titles;
    for (Language language : languages)
        titles << title(language);
    QString html = u"<!DOCTYPE html>\n<html lang=\""_s + languageCode(languages.constFirst())
                   + u"\">\n<head>\n<meta charset=\"utf-8\">\n<title>"_s
                   + titles.join(u" / "_s).toHtmlEscaped() + u"</title>\n</head>\n<body>\n"_s;
    auto inLanguage = [](Language language, const QString &content) {
        return u"<div lang=\""_s + languageCode(language) + u"\">\n"_s + content + u"\n</div>\n"_s;
    };
    const bool onlyWrong = m_entries == Entries::OnlyWrong;
    for (Language language : languages) {
        const QString filter = onlyWrong
                                   ? u"<p>"_s
                                         + text(language, QT_TRANSLATE_NOOP("ResultsReport",
                                                                            "Only the questions "
                                                                            "answered wrong or not "
                                                                            "at all are listed."))
                                               .toHtmlEscaped()
                                         + u"</p>\n"_s
                                   : QString();
        // Two exports of one quiz tell their attempts apart.
        const QString when = m_session.started().isValid()
                                 ? u"<p>"_s
                                       + text(language,
                                              QT_TRANSLATE_NOOP("ResultsReport", "Attempt of %1"))
                                             .arg(HistoryFormat::dateTime(m_session.started(),
                                                                          language))
                                             .toHtmlEscaped()
                                       + u"</p>\n"_s
                                 : QString();
        html += inLanguage(language, u"<h1>"_s + title(language).toHtmlEscaped() + u"</h1>\n"_s
                                         + when + u"<p><b>"_s + scoreText(language)
                                         + u"</b></p>\n"_s + filter + topicsHtml(language));
    }
    for (int position = 0; position < m_session.questionCount(); ++position) {
        if (onlyWrong && status(position) == Status::Correct)
            continue;
        html += u"<hr>\n"_s;
        for (Language language : languages)
            html += inLanguage(language, u"<p>"_s + entryHtml(position, language) + u"</p>"_s);
    }
    return html + u"</body>\n</html>\n"_s;
}
