#pragma once

#include <QAbstractListModel>
#include <QListView>

class QuizSession;

// End mode's strip of question numbers, answered ones marked ✓. A list view,
// so that a quiz of any length costs only the items on screen, and the strip
// is one Tab stop whose arrow keys move between questions.
class QuestionNavigator : public QListView
{
    Q_OBJECT

public:
    explicit QuestionNavigator(QWidget *parent = nullptr);

    // The session is owned by the caller and must outlive its use here.
    void setSession(const QuizSession *session);
    // Re-reads the answered marks, the current question and the language.
    void refresh();

signals:
    void positionChosen(int position);

private:
    class Model : public QAbstractListModel
    {
    public:
        using QAbstractListModel::QAbstractListModel;
        int rowCount(const QModelIndex &parent = {}) const override;
        QVariant data(const QModelIndex &index, int role) const override;
        void setSession(const QuizSession *session);
        const QuizSession *session() const { return m_session; }
        void refreshAll();
        void setCellSize(QSize size);

    private:
        const QuizSession *m_session = nullptr;
        QSize m_cellSize;
    };

    Model m_model;
    bool m_refreshing = false;
};
