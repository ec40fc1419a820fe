#pragma once

#include "core/language.h"
#include "core/reviewdeck.h"

#include <QListView>

#include <optional>

class QStandardItemModel;
class Study;

// The flagged questions, one row each: the prompt in the interface language
// as plain text, wrapped, and beneath it, quieter, the quiz's title and the
// question's number in its quiz. Enter (or a double click) asks to open the
// current question, Delete to unflag it.
class FlaggedQuestionList : public QListView
{
    Q_OBJECT

public:
    explicit FlaggedQuestionList(QWidget *parent = nullptr);

    // Rows for these questions of study's banks (a question no bank has is
    // left out). The current question stays current when it is still listed;
    // when it is gone, the row that took its place is.
    void setQuestions(const Study &study, const QList<ReviewItemKey> &keys, Language language);
    int count() const;
    std::optional<ReviewItemKey> currentQuestion() const;
    void setCurrentQuestion(const ReviewItemKey &key);

signals:
    void openRequested(const ReviewItemKey &key);
    void unflagRequested(const ReviewItemKey &key);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    ReviewItemKey keyAt(int row) const;
    int rowOf(const ReviewItemKey &key) const;

    QStandardItemModel *m_model = nullptr;
};
