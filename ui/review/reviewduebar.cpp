#include "review/reviewduebar.h"

#include "core/study.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

using namespace Qt::StringLiterals;

ReviewDueBar::ReviewDueBar(const Study *study, QWidget *parent)
    : QWidget(parent)
    , m_study(study)
{
    setObjectName(u"reviewDueBar"_s);
    m_due = new QLabel(this);
    m_due->setObjectName(u"dueForReviewLabel"_s);
    m_review = new QPushButton(this);
    m_review->setObjectName(u"reviewDueButton"_s);
    m_flagged = new QPushButton(this);
    m_flagged->setObjectName(u"reviewFlaggedFromLibraryButton"_s);
    connect(m_review, &QPushButton::clicked, this, &ReviewDueBar::reviewRequested);
    connect(m_flagged, &QPushButton::clicked, this, &ReviewDueBar::flaggedRequested);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_due);
    layout->addWidget(m_review);
    layout->addWidget(m_flagged);
    layout->addStretch();
    connect(m_study, &Study::reviewsChanged, this, &ReviewDueBar::updateTexts);
    connect(m_study, &Study::banksChanged, this, &ReviewDueBar::updateTexts);
    updateTexts();
}

void ReviewDueBar::updateTexts()
{
    const QLocale locale;
    const int due = m_study->dueForReviewCount();
    const qsizetype flagged = m_study->flaggedForReview().size();
    m_due->setText(tr("Due for review: %1").arg(locale.toString(due)));
    m_review->setText(tr("Review (Ctrl+R)"));
    m_flagged->setText(tr("Flagged (%1)").arg(locale.toString(flagged)));
    m_flagged->setEnabled(flagged > 0);
}

void ReviewDueBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateTexts();
    QWidget::changeEvent(event);
}
