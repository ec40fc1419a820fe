#pragma once

#include "core/models/questionnavigatormodel.h"

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
    QuestionNavigatorModel m_model;
    bool m_refreshing = false;
};
