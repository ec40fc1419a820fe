#pragma once

#include "core/reviewdeck.h"

#include <QWidget>

class FlaggedQuestionList;
class LanguageManager;
class QLabel;
class QPushButton;
class QStackedWidget;
class QuestionReadView;
class Study;
class WrappedLabel;

// The questions the learner flagged, of every loaded quiz: a list to open a
// question from (to read it with its right answer and explanation), to unflag
// questions, and to review them all in a session. Says how to flag one when
// there are none.
class FlaggedPage : public QWidget
{
    Q_OBJECT

public:
    FlaggedPage(Study *study, const LanguageManager *languages, QWidget *parent = nullptr);

    // The list, brought up to date, in view and focused.
    void activate();
    bool isReading() const;
    const FlaggedQuestionList *list() const { return m_list; }
    // The question's texts in the other language too.
    void setOtherLanguageShown(bool shown);

signals:
    void reviewRequested();
    void libraryRequested();
    void glossaryEntryRequested(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void open(const ReviewItemKey &key);
    void unflag(const ReviewItemKey &key);
    void unflagCurrent();
    void openCurrent();
    void showList();
    void retranslateUi();

    Study *m_study;

    QStackedWidget *m_views = nullptr;
    QWidget *m_listView = nullptr;
    QWidget *m_column = nullptr; // the list and its buttons, at a comfortable line length
    QLabel *m_title = nullptr;
    WrappedLabel *m_status = nullptr;
    FlaggedQuestionList *m_list = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_unflag = nullptr;
    QPushButton *m_review = nullptr;
    QPushButton *m_back = nullptr;
    QuestionReadView *m_readView = nullptr;
};
