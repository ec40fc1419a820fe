#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QVBoxLayout;
class QuestionModel;
class QuizSession;

// The end of an attempt: the score, and every question with the learner's
// answer, the right answer and the explanation.
class ResultsPage : public QWidget
{
    Q_OBJECT

public:
    explicit ResultsPage(QuestionModel *model, QWidget *parent = nullptr);

    // The session is owned by the caller and must outlive its use here.
    void setSession(const QuizSession *session);

signals:
    void retryWrongRequested();
    void libraryRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    QWidget *makeEntry(int position) const;

    QuestionModel *m_model = nullptr;
    const QuizSession *m_session = nullptr;
    bool m_stale = true; // entries not built since the last change
    // A long bank's results come in steps: each entry is a rich-text layout.
    static constexpr int entriesPerStep = 50;
    int m_entryLimit = entriesPerStep;
    QLabel *m_heading = nullptr;
    QLabel *m_score = nullptr;
    QCheckBox *m_onlyWrong = nullptr;
    QWidget *m_entries = nullptr;
    QVBoxLayout *m_entriesLayout = nullptr;
    QPushButton *m_retryWrong = nullptr;
    QPushButton *m_library = nullptr;
};
