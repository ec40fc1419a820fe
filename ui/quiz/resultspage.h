#pragma once

#include "core/attempt.h"
#include "core/attempthistory.h"
#include "core/language.h"
#include "core/questionbank.h"
#include "core/translations.h"
#include "quiz/resultsentries.h"
#include "quiz/resultsreport.h"

#include <QList>
#include <QWidget>

#include <memory>

class LanguageManager;
class QCheckBox;
class QLabel;
class QPushButton;
class QuizSession;

// The end of an attempt: the score, the breakdown by topic, and every
// question with its status (right, wrong, not answered), the learner's
// answer, the right answer, the explanation and, for a concept question, a
// link to its chart: all in one ResultsEntries view, written when the page is
// shown and again at a language switch. The results can be exported to PDF or
// HTML. A page of its own shows a past attempt from the history the same
// way, read only: no retry, its way back to the history.
class ResultsPage : public QWidget
{
    Q_OBJECT

public:
    explicit ResultsPage(const LanguageManager *languages, QWidget *parent = nullptr);
    ~ResultsPage() override;

    // Both are owned by the caller and must outlive their use here; bank is
    // the one the session was started on.
    // Study's attempt (or none), shown until the next one is set.
    void setAttempt(const Attempt &attempt);
    // A past attempt from the history, on its quiz as the library has it now
    // (AttemptRecord::toSession); false, showing nothing, when it cannot be
    // shown. The page keeps copies.
    bool setPastAttempt(const AttemptRecord &attempt, const QuestionBank &bank);
    bool isPastAttempt() const { return m_past != nullptr; }

    // Asks for the format, the languages and the file, then writes the results.
    void exportResults();
    bool canExport() const { return hasSession(); }
    // Each entry's prompt, answers and explanation in the other language too,
    // under the current one's.
    void setOtherLanguageShown(bool shown);
    bool isOtherLanguageShown() const { return m_otherLanguageShown; }

signals:
    void retryWrongRequested();
    void libraryRequested();
    // A past attempt's way back.
    void historyRequested(const QString &bankId);
    void conceptRequested(Concept chartConcept, const QString &questionId);
    void glossaryEntryRequested(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    bool hasSession() const;
    ResultsReport report(ResultsReport::Entries entries = ResultsReport::Entries::All) const;
    // Writes the entries afresh: a new attempt, the filter or the language changed.
    void rebuild(ResultsEntries::Place place = ResultsEntries::Place::Top);
    void retranslatePage();
    QString suggestedExportPath() const;
    void showBackButton();

    // A past attempt's session and bank, which m_session and m_bank then point at.
    struct Past
    {
        QuizSession session;
        QuestionBank bank;
        AttemptRecord attempt;
    };

    const LanguageManager *m_languages = nullptr;
    const QuizSession *m_session = nullptr;
    const QuestionBank *m_bank = nullptr;
    Translations m_translations;
    // Work left for when the page is shown: starting a long quiz must not
    // wait for its results to be written.
    bool m_entriesStale = true;
    bool m_otherLanguageShown = false;
    QString m_exportedTo; // the last export of this attempt
    QString m_exportFolder; // where the learner last exported to
    std::unique_ptr<Past> m_past;
    QLabel *m_heading = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_pastNote = nullptr;
    QCheckBox *m_onlyWrong = nullptr;
    ResultsEntries *m_entries = nullptr;
    QLabel *m_exportStatus = nullptr;
    QPushButton *m_retryWrong = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_library = nullptr;
};
