#pragma once

#include "core/language.h"
#include "core/questionbank.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QRect>
#include <QStackedWidget>
#include <QTextBrowser>

#include <array>
#include <utility>

class LanguageManager;
class QTextFrame;
class QuizSession;
class Translations;

// One language's document of the results page's list (ResultsEntries): the
// breakdown by topic, then every question of the attempt (or only the wrong
// ones) with its mark, the learner's answer, the right answer and the
// explanation, as ResultsReport writes them, and, when asked, the same texts
// in the other language beneath. It scrolls, and Tab reaches its links
// (glossary terms, and "Open the ... chart" under a concept question), Enter
// opens one. The text reads in a centred column no wider than the question
// page's.
class ResultsDocument : public QTextBrowser
{
    Q_OBJECT

public:
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

    ResultsDocument(Language language, QWidget *parent = nullptr);

    // Writes the document afresh.
    void setContent(const Content &content);
    // The entry at the top of the view and where it begins ({-1, 0} at the
    // top of the document); keepPlace() puts it there again.
    std::pair<int, int> place() const;
    void keepPlace(std::pair<int, int> place);

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
    QColor mutedColour() const;
    QString otherLanguageHtml(int position, Language language) const;
    QTextFrame *entryFrame(int position) const;
    void openLink(const QUrl &url);
    void showTermToolTip(const QUrl &url);
    void centreColumn();

    Language m_language;
    Content m_content;
    QList<int> m_positions; // listed, in order
    int m_margin = 0; // either side of the column
};

// The results page's list, in the current language: a ResultsDocument per
// language, each written when its language is first current for the same
// entries and kept, so that a switch back lays nothing out again. The entry
// at the top of the view stays there across a switch.
class ResultsEntries : public QStackedWidget
{
    Q_OBJECT

public:
    using Content = ResultsDocument::Content;

    explicit ResultsEntries(const LanguageManager *languages, QWidget *parent = nullptr);

    // Where the view is after a change: at the top (a new attempt or
    // filter: what was written before is dropped), or with the entry that was
    // at the top of the view still there (the same entries in another
    // language, or with the other one beneath).
    enum class Place { Top, Kept };
    void setContent(const Content &content, Place place);

    // The document in sight (none before the first content).
    ResultsDocument *view() const;
    const QList<int> &positions() const { return view() ? view()->positions() : m_none; }
    QString entryText(int position) const
    {
        return view() ? view()->entryText(position) : QString();
    }
    QImage entryMark(int position) const { return view() ? view()->entryMark(position) : QImage(); }
    QRect entryRect(int position) const { return view() ? view()->entryRect(position) : QRect(); }
    void setViewsAccessibleName(const QString &name);

signals:
    void conceptRequested(Concept chartConcept, const QString &questionId);
    void glossaryEntryRequested(const QString &entryId);

private:
    const LanguageManager *m_languages = nullptr;
    Content m_content;
    std::array<ResultsDocument *, allLanguages.size()> m_views{}; // by Language, made when needed
    std::array<bool, allLanguages.size()> m_written{}; // the view shows m_content
    QList<int> m_none;
};
