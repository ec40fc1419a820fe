#pragma once

#include <QWidget>

class QLocale;
class QPushButton;
class ReviewSession;
class WrappedLabel;

// What an empty review session shows in place of its results: why it is
// empty (nothing flagged, nothing answered yet, nothing due until a named day,
// or the day's limit reached), for a due session what Review is in two
// sentences, and a button to the user guide's section on it.
class ReviewEmptyNotice : public QWidget
{
    Q_OBJECT

public:
    explicit ReviewEmptyNotice(QWidget *parent = nullptr);

    // Shown for an empty due or flagged session, hidden for any other.
    void showFor(const ReviewSession &session, const QLocale &locale);

signals:
    void guideRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    WrappedLabel *m_reason = nullptr;
    WrappedLabel *m_about = nullptr;
    QPushButton *m_guide = nullptr;
};
