#pragma once

#include "core/language.h"
#include "core/questionbank.h"

#include <QImage>
#include <QList>
#include <QRect>
#include <QTextBrowser>

#include <array>

class LanguageManager;
class QTextFrame;
class QuizSession;
class Translations;

// The results page's list: the breakdown by topic, then every question of
// the attempt (or only the wrong ones) with its mark, the learner's answer,
// the right answer and the explanation, as ResultsReport writes them in the
// current language, and, when asked, the same texts in the other language
// beneath. One document in one view: it scrolls, and Tab reaches its links
// (glossary terms, and "Open the ... chart" under a concept question), Enter
// opens one. The text reads in a centred column no wider than the question
// page's.
class ResultsEntries : public QTextBrowser
{
    Q_OBJECT

public:
    explicit ResultsEntries(const LanguageManager *languages, QWidget *parent = nullptr);

    struct Content
    {
        // Owned by the caller, both null for no attempt; bank is the one the
        // session was started on.
        const QuizSession *session = nullptr;
        const QuestionBank *bank = nullptr;
        const Translations *translations = nullptr;
        bool onlyWrong = false;
        bool otherLanguageShown = false;
    };
    // Where the view is after a change: at the top (a new attempt or
    // filter: what was written before is dropped), or with the entry that was
    // at the top of the view still there (the same entries in another
    // language, or with the other one beneath).
    enum class Place { Top, Kept };
    // Writes the document afresh, in the current language.
    void setContent(const Content &content, Place place);

    // What is shown, for each listed question by its position in the attempt.
    const QList<int> &positions() const { return m_positions; }
    QString entryText(int position) const; // plain text, as it reads
    QImage entryMark(int position) const; // the mark drawn at its start
    QRect entryRect(int position) const; // in the viewport

signals:
    void conceptRequested(Concept chartConcept, const QString &questionId);
    void glossaryEntryRequested(const QString &entryId);

protected:
    QVariant loadResource(int type, const QUrl &name) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QString documentHtml() const;
    QString entryHtml(int position) const;
    QString otherLanguageHtml(int position, Language language) const;
    QTextFrame *entryFrame(int position) const;
    void openLink(const QUrl &url);
    void showTermToolTip(const QUrl &url);
    void centreColumn();

    const LanguageManager *m_languages = nullptr;
    Content m_content;
    QList<int> m_positions; // listed, in order
    int m_margin = 0; // either side of the column
    // The document as written in each language, by Language, for m_content;
    // null where not written yet.
    std::array<QString, allLanguages.size()> m_written;
};
