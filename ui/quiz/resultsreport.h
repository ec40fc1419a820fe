#pragma once

#include "core/language.h"

#include <QList>
#include <QString>

#include <functional>

struct QuestionBank;
class QuizSession;
class Translations;

// The results of an attempt as text, in any interface language whatever the
// current one is: the score, the breakdown by topic, and each question with
// the learner's answer, the right answer and the explanation. The results
// page shows its pieces; an export is the whole document, in one language or
// in several, each question's text in one language beneath the other.
class ResultsReport
{
public:
    enum class Status { Correct, Incorrect, Unanswered };
    // Which questions the document lists: all, or (as the results page's
    // filter shows them) only those answered wrong or not at all.
    enum class Entries { All, OnlyWrong };

    // All three are owned by the caller and must outlive the report; bank is
    // the one the session was started on.
    ResultsReport(const QuizSession &session, const QuestionBank &bank,
                  const Translations &translations, Entries entries = Entries::All);

    Status status(int position) const;
    QString statusText(Status status, Language language) const;
    // "Score: 4 of 8 (50%)"
    QString scoreText(Language language) const;
    // A question's part, as rich text: heading and status, the prompt, the
    // learner's answer (and why it is wrong), the right answer, the explanation.
    // The prompt, why and the explanation go through questionHtml (a
    // question's text, its id): the page links their glossary terms.
    using QuestionTextHtml = std::function<QString(const QString &text, const QString &questionId)>;
    QString entryHtml(int position, Language language,
                      const QuestionTextHtml &questionHtml = plainQuestionHtml) const;
    static QString plainQuestionHtml(const QString &text, const QString &questionId);
    // Right answers out of the questions, per topic, as an HTML table with a
    // heading; empty when the bank has no topics.
    QString topicsHtml(Language language) const;
    // A whole HTML file (UTF-8, lang attributes) with everything above and
    // when the attempt began, in each of languages, the first one the
    // document's own; with
    // Entries::OnlyWrong, the questions answered right are left out and the
    // document says so under the score.
    QString document(const QList<Language> &languages) const;
    // "Results: <quiz title>", for a document's title.
    QString title(Language language) const;
    // A printed page's footer, "Page 2 of 5" in the language's words and digits.
    QString pageFooter(int page, int pageCount, Language language) const;

private:
    QString text(Language language, const char *sourceText) const;
    QString optionText(int position, int slot, Language language) const;

    const QuizSession &m_session;
    const QuestionBank &m_bank;
    const Translations &m_translations;
    Entries m_entries = Entries::All;
};
