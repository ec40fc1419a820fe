#include "review/reviewduebar.h"

#include "core/study.h"
#include "review/reviewoutlooktext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimer>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

ReviewDueBar::ReviewDueBar(const Study *study, QWidget *parent)
    : QWidget(parent)
    , m_study(study)
{
    setObjectName(u"reviewDueBar"_s);
    m_due = new QLabel(this);
    m_due->setObjectName(u"dueForReviewLabel"_s);
    // Two-line at the largest text in Bengali beside three buttons.
    m_due->setWordWrap(true);
    m_review = new QPushButton(this);
    m_review->setObjectName(u"reviewDueButton"_s);
    m_flagged = new QPushButton(this);
    m_flagged->setObjectName(u"reviewFlaggedFromLibraryButton"_s);
    connect(m_review, &QPushButton::clicked, this, &ReviewDueBar::reviewRequested);
    connect(m_flagged, &QPushButton::clicked, this, &ReviewDueBar::flaggedRequested);
    m_statistics = new QPushButton(this);
    m_statistics->setObjectName(u"reviewStatisticsFromLibraryButton"_s);
    connect(m_statistics, &QPushButton::clicked, this, &ReviewDueBar::statisticsRequested);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_due, 1);
    layout->addWidget(m_review);
    layout->addWidget(m_flagged);
    layout->addWidget(m_statistics);
    m_rollover = new QTimer(this);
    m_rollover->setObjectName(u"dayRolloverTimer"_s);
    m_rollover->setSingleShot(true);
    // A coarse timer may fire up to 5 % early: an hour on a day's interval.
    m_rollover->setTimerType(Qt::PreciseTimer);
    connect(m_rollover, &QTimer::timeout, this, &ReviewDueBar::refresh);
    m_wallClockCheck = new QTimer(this);
    m_wallClockCheck->setInterval(60 * 1000);
    connect(m_wallClockCheck, &QTimer::timeout, this, &ReviewDueBar::refresh);
    m_wallClockCheck->start();
    // Also when the clock or the day-start hour changed.
    connect(m_study, &Study::reviewsChanged, this, &ReviewDueBar::refresh);
    connect(m_study, &Study::banksChanged, this, &ReviewDueBar::updateTexts);
    refresh();
}

void ReviewDueBar::refresh()
{
    updateTexts();
    armRollover();
}

void ReviewDueBar::armRollover()
{
    const qint64 msecs = m_study->msecsToNextStudyDay();
    // Fired early (a clock set back, a slow start): the next call sets it again.
    m_rollover->start(int(std::clamp<qint64>(msecs, 0, std::numeric_limits<int>::max())));
}

void ReviewDueBar::updateTexts()
{
    const QLocale locale;
    const qsizetype flagged = m_study->flaggedForReview().size();
    m_due->setText(ReviewOutlookText::counts(m_study->reviewOutlook(), locale));
    m_review->setText(tr("Review (Ctrl+R)"));
    // Open with none flagged too: the list then says how to flag a question.
    m_flagged->setText(tr("Flagged (%1)").arg(locale.toString(flagged)));
    m_statistics->setText(tr("Statistics"));
}

void ReviewDueBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateTexts();
    QWidget::changeEvent(event);
}

bool ReviewDueBar::event(QEvent *event)
{
    // Back from a suspend, the learner's first act is often to bring the
    // window forward; its visible children hear of it by this event.
    if (event->type() == QEvent::WindowActivate)
        refresh();
    return QWidget::event(event);
}

void ReviewDueBar::showEvent(QShowEvent *event)
{
    refresh(); // the library shown again
    QWidget::showEvent(event);
}
