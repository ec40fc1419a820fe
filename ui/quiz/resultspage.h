#pragma once

#include "core/attempt.h"
#include "core/language.h"
#include "core/questionbank.h"
#include "core/translations.h"

#include <QList>
#include <QWidget>

#include <array>

class LanguageManager;
class QCheckBox;
class QFrame;
class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;
class QuizSession;
class ResultsReport;

// The end of an attempt: the score, the breakdown by topic, and every
// question with its status (right, wrong, not answered), the learner's
// answer, the right answer, the explanation and, for a concept question, its
// chart. The results can be exported to PDF or HTML. Entries are built when
// the page is shown, a step at a time. A language switch updates the page
// once, on QEvent::LanguageChange: each entry keeps its text in every language
// it was shown in (written when that language was current) and shows the
// current one, so switching back lays out no text again.
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
    void conceptRequested(Concept chartConcept, const QString &questionId);
    void glossaryEntryRequested(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct Entry
    {
        int position = 0;
        QFrame *frame = nullptr;
        QVBoxLayout *body = nullptr; // the texts, then the chart button
        std::array<QLabel *, allLanguages.size()> texts{}; // by Language; made when first needed
        QPushButton *chart = nullptr; // for a concept question only
        // The texts shown under them in the other language, by that Language.
        std::array<QLabel *, allLanguages.size()> otherTexts{};
    };

    bool hasSession() const;
    ResultsReport report() const;
    // Builds the entries afresh: a new attempt, or the filter changed.
    void rebuild();
    void addEntries();
    void updateShowMore();
    void retranslate();
    void retranslatePage();
    void showEntryText(Entry &entry);
    QLabel *makeEntryText(const Entry &entry);
    QPushButton *makeChartButton(Entry &entry);
    QLabel *makeOtherLanguageText(const Entry &entry, Language language) const;
    bool isListed(int position) const;
    QString suggestedExportPath() const;

    const LanguageManager *m_languages = nullptr;
    const QuizSession *m_session = nullptr;
    const QuestionBank *m_bank = nullptr;
    Translations m_translations;
    // Work left for when the page is shown: an entry per question is a
    // rich-text layout each, and starting a long quiz must not wait for them.
    bool m_entriesStale = true;
    bool m_textsStale = true;
    bool m_otherLanguageShown = false;
    // A long bank's results come in steps.
    static constexpr int entriesPerStep = 50;
    int m_nextPosition = 0; // where the next step starts looking for entries
    QList<Entry> m_shown;
    QString m_exportedTo; // the last export of this attempt
    QString m_exportFolder; // where the learner last exported to
    QLabel *m_heading = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_topics = nullptr;
    QCheckBox *m_onlyWrong = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_entries = nullptr; // the column of entries, capped like the question page's
    QVBoxLayout *m_entriesLayout = nullptr;
    QPushButton *m_showMore = nullptr;
    QLabel *m_noWrong = nullptr;
    QLabel *m_exportStatus = nullptr;
    QPushButton *m_retryWrong = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_library = nullptr;
};
