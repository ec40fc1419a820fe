#pragma once

#include <QAbstractListModel>
#include <QSize>

class QuizSession;

// The question numbers of an attempt for end mode's navigator strip
// (quiz/QuestionNavigator), one row per question: its number in the default
// QLocale's digits, "✓" after it once answered (so the state does not rest on
// colour), and for screen readers and tooltips "Question 3, answered". The
// size of every cell is the view's to measure, and the model's to hand back
// (Qt::SizeHintRole). Translated in the QuestionNavigator context.
class QuestionNavigatorModel : public QAbstractListModel
{
    Q_OBJECT

public:
    using QAbstractListModel::QAbstractListModel;

    // The session is owned by the caller and must outlive its use here.
    void setSession(const QuizSession *session);
    const QuizSession *session() const { return m_session; }
    // The answered marks or the language changed: every row, every role.
    void refreshAll();
    void setCellSize(QSize size);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    const QuizSession *m_session = nullptr;
    QSize m_cellSize;
};
