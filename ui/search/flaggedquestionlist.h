#pragma once

#include "core/reviewdeck.h"

#include <QListView>

#include <optional>

class LanguageManager;
class QuestionListModel;
class Study;

// The flagged questions, one row each: the prompt in the interface language
// as plain text, wrapped, and beneath it, quieter, the quiz's title and the
// question's number in its quiz. A view over a QuestionListModel of the
// study's banks. Enter (or a double click) asks to open the current question,
// Delete to unflag it.
class FlaggedQuestionList : public QListView
{
    Q_OBJECT

public:
    // languages and study must outlive the list.
    FlaggedQuestionList(const LanguageManager *languages, const Study *study,
                        QWidget *parent = nullptr);

    // Rows for these questions (a question no loaded bank has is left out).
    // The current question stays current when it is still listed; when it is
    // gone, the row that took its place is.
    void setQuestions(const QList<ReviewItemKey> &keys);
    int count() const;
    std::optional<ReviewItemKey> currentQuestion() const;
    void setCurrentQuestion(const ReviewItemKey &key);

signals:
    void openRequested(const ReviewItemKey &key);
    void unflagRequested(const ReviewItemKey &key);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QString detailsOf(const QModelIndex &index) const;
    void restoreCurrent();

    QuestionListModel *m_questions = nullptr;
    std::optional<ReviewItemKey> m_wasCurrent; // before the rows were last worked out
    int m_wasCurrentRow = -1;
};
