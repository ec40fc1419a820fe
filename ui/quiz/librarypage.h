#pragma once

#include "core/bankloader.h"
#include "core/progressstore.h"

#include <QWidget>

class BankProblemsPanel;
class LanguageManager;
class QLabel;
class QVBoxLayout;
class QuizCard;

// The start screen: a card for every quiz, and above them, in the same
// scrolling column, any problem found while loading question banks.
class LibraryPage : public QWidget
{
    Q_OBJECT

public:
    explicit LibraryPage(const LanguageManager *languages, QWidget *parent = nullptr);

    void setBanks(const QList<QuestionBank> &banks);
    void setRecord(const QString &bankId, const QuizRecord &record);
    // The quiz's last scores for its card's trend, oldest first.
    void setTrend(const QString &bankId, const QList<int> &percents);
    // removablePaths: banks the learner opened that did not load; each can be
    // taken out of the library, and all of them at once.
    void setProblems(const QList<BankProblem> &problems, const QStringList &removablePaths = {});
    // Banks whose answers can be guessed by length: each card says so.
    void setWarnings(const QList<LengthWarning> &warnings);
    QuizCard *card(const QString &bankId) const;
    // Focuses Resume on the first card with an attempt in progress, or else
    // the first card's Start.
    void focusPrimaryButton();
    // A widget shown above the quiz cards (the review line).
    void addTopWidget(QWidget *widget);

signals:
    void startRequested(const QString &bankId, FeedbackMode mode);
    void resumeRequested(const QString &bankId);
    void retryWrongRequested(const QString &bankId, FeedbackMode mode);
    void removeBanksRequested(const QStringList &paths);
    void historyRequested(const QString &bankId);
    void readThroughRequested(const QString &bankId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    const LanguageManager *m_languages = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_intro = nullptr;
    BankProblemsPanel *m_problems = nullptr;
    QVBoxLayout *m_cardsLayout = nullptr;
    QList<QuizCard *> m_cards;
};
