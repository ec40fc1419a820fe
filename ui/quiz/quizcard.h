#pragma once

#include "core/optionlengths.h"
#include "core/progressstore.h"
#include "core/questionbank.h"

#include <QFrame>

class LanguageManager;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class ScoreSparkline;

// One quiz in the library: what it is, how the learner has done, and the
// buttons that start, resume or retry it. Its texts follow the language on
// QEvent::LanguageChange, in LanguageManager's language.
class QuizCard : public QFrame
{
    Q_OBJECT

public:
    QuizCard(const QuestionBank &bank, const LanguageManager *languages, QWidget *parent = nullptr);

    const QString &bankId() const { return m_bank.id; }
    void setRecord(const QuizRecord &record);
    // The last scores of finished attempts at the whole quiz, oldest first.
    void setTrend(const QList<int> &percents);
    FeedbackMode chosenMode() const;
    // Names the bank's file beside its title: another bank has the same title.
    void setFileNameShown(bool shown);
    // The bank's answers can be guessed by length: the card says so, in the
    // learner's language, when that language's texts give them away.
    void setLengthWarnings(const QList<LengthWarning> &warnings);
    QPushButton *startButton() const { return m_start; }
    QPushButton *resumeButton() const { return m_resume; }
    QPushButton *readThroughButton() const { return m_readThrough; }
    // Resume when an attempt is in progress, otherwise Start.
    QPushButton *primaryButton() const;
    bool hasAttemptInProgress() const { return m_record.attempt.has_value(); }

signals:
    void startRequested(const QString &bankId, FeedbackMode mode);
    void resumeRequested(const QString &bankId);
    void retryWrongRequested(const QString &bankId, FeedbackMode mode);
    void historyRequested(const QString &bankId);
    void readThroughRequested(const QString &bankId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void connectButtons();
    void retranslateUi();
    QString attemptFact() const;
    void showLengthWarning(Language language);
    void capTextWidths();
    static QHBoxLayout *inReadingColumn(QWidget *text);
    // True when nothing is in progress or the learner agrees to end it.
    bool mayEndAttemptInProgress();

    QuestionBank m_bank;
    const LanguageManager *m_languages = nullptr;
    QuizRecord m_record;
    bool m_fileNameShown = false;
    QList<LengthWarning> m_lengthWarnings;
    QLabel *m_title = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_facts = nullptr;
    QLabel *m_lengthWarning = nullptr;
    QLabel *m_modeLabel = nullptr;
    QComboBox *m_mode = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_retryWrong = nullptr;
    QPushButton *m_readThrough = nullptr;
    ScoreSparkline *m_trend = nullptr;
    QPushButton *m_history = nullptr;
};
