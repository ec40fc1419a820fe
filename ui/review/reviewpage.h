#pragma once

#include "core/reviewsession.h"

#include <QWidget>

#include <array>

class LanguageManager;
class QHBoxLayout;
class QuestionView;
class QLabel;
class QPushButton;
class QRadioButton;
class QScrollArea;
class QStackedWidget;
class ReviewSummary;
class Study;

// Shows a ReviewSession (due or flagged questions, or a read-through of one
// quiz) and takes the learner's keys: the options reshuffled; the learner may
// say how sure they are before checking (G, F, C; fairly sure unless changed)
// and sees at once whether they were right, the explanation and when the
// question comes back. A summary with the calibration chart ends a session.
// The rules are the session's and Study's; the page holds only widgets.
class ReviewPage : public QWidget
{
    Q_OBJECT

public:
    using Mode = ReviewSession::Mode;

    ReviewPage(Study *study, const LanguageManager *languages, QWidget *parent = nullptr);
    ~ReviewPage() override;

    void startDue();
    void startFlagged();
    void startReadThrough(const QString &bankId);

    Mode mode() const { return m_session.mode(); }
    int itemCount() const { return m_session.itemCount(); }
    int position() const { return m_session.position(); }
    ReviewItemKey currentItem() const { return m_session.currentItem(); }
    bool isShowingSummary() const;
    Confidence confidence() const { return m_session.confidence(); }
    // The displayed slot holding the right answer of the current question.
    int correctSlot() const { return m_session.correctSlot(); }
    // The prompt, the options and the explanation in the other language too,
    // under the current one's; the focus and the place in the text stay.
    void setOtherLanguageShown(bool shown);
    bool isOtherLanguageShown() const;

signals:
    void libraryRequested();
    void statisticsRequested();
    void glossaryEntryRequested(const QString &entryId);
    // The user guide's section on review, from an empty session's notice.
    void guideRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QWidget *buildItem();
    QWidget *buildConfidenceRow(QWidget *parent);
    QHBoxLayout *buildItemButtons(QWidget *item);
    QWidget *buildSummary();
    void addKeys();
    void begin(ReviewSession session);
    void updateItemTexts();
    void updateStatusTexts();
    void choose(int slot);
    void setConfidence(Confidence confidence);
    void checkAnswer();
    void goNext();
    void goPrevious();
    void toggleFlag();
    // Esc and the end button: a session's summary, or the library after a read-through.
    void endSession();
    void showSummary();
    void updateSummaryTexts();
    void applySettings();
    // The learner's choice of the model's parameters: fitted ones or the defaults.
    void adoptParameters(const Fsrs::Parameters &parameters);
    void openOptimizer();
    void retranslateUi();
    void capLineLength();
    void addKey(const QKeySequence &key, void (ReviewPage::*slot)());

    Study *m_study;
    const LanguageManager *m_languages;
    ReviewSession m_session;

    QStackedWidget *m_views = nullptr;
    QWidget *m_column = nullptr; // the question, at a comfortable line length
    QLabel *m_heading = nullptr;
    QLabel *m_progress = nullptr;
    QScrollArea *m_itemScroll = nullptr;
    QuestionView *m_view = nullptr;
    QWidget *m_confidenceRow = nullptr;
    QLabel *m_confidenceLabel = nullptr;
    std::array<QRadioButton *, 3> m_confidenceButtons{};
    QLabel *m_nextReview = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_flag = nullptr;
    QPushButton *m_finish = nullptr;

    ReviewSummary *m_summary = nullptr;
};
