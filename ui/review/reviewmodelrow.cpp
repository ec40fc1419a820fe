#include "review/reviewmodelrow.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

ReviewModelRow::ReviewModelRow(QWidget *parent)
    : QWidget(parent)
{
    m_text = new QLabel(this);
    m_text->setObjectName(u"reviewModelText"_s);
    m_text->setWordWrap(true);
    m_optimize = new QPushButton(this);
    m_optimize->setObjectName(u"optimizeButton"_s);
    connect(m_optimize, &QPushButton::clicked, this, &ReviewModelRow::optimizeRequested);
    m_defaults = new QPushButton(this);
    m_defaults->setObjectName(u"defaultParametersButton"_s);
    connect(m_defaults, &QPushButton::clicked, this, &ReviewModelRow::defaultsRequested);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_optimize);
    layout->addWidget(m_defaults);
    retranslateUi();
}

void ReviewModelRow::showSettings(const ReviewSettings &settings)
{
    m_fitted = !settings.defaultParameters();
    m_defaults->setEnabled(m_fitted);
    retranslateUi();
}

void ReviewModelRow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ReviewModelRow::retranslateUi()
{
    m_text->setText(m_fitted ? tr("Scheduling: FSRS-6 with parameters fitted to your own reviews.")
                             : tr("Scheduling: FSRS-6 with its default parameters."));
    m_optimize->setText(tr("Optimize…"));
    m_optimize->setToolTip(tr("Fit the scheduler's parameters to your own reviews, and see "
                              "what you gain before using them"));
    m_defaults->setText(tr("Use the defaults"));
    m_defaults->setToolTip(tr("Go back to FSRS-6's published parameters"));
}
