#include "review/reviewemptynotice.h"

#include "core/reviewsession.h"
#include "review/reviewoutlooktext.h"
#include "widgets/readingcolumn.h"
#include "widgets/wrappedlabel.h"

#include <QEvent>

#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ReviewEmptyNotice::ReviewEmptyNotice(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"reviewEmptyNotice"_s);
    m_reason = new WrappedLabel(this);
    m_reason->setObjectName(u"reviewEmptyReason"_s);
    m_reason->setTextFormat(Qt::PlainText);
    m_about = new WrappedLabel(this);
    m_about->setObjectName(u"reviewAboutText"_s);
    m_about->setTextFormat(Qt::PlainText);
    m_guide = new QPushButton(this);
    m_guide->setObjectName(u"reviewGuideButton"_s);
    connect(m_guide, &QPushButton::clicked, this, &ReviewEmptyNotice::guideRequested);
    auto *guideRow = new QHBoxLayout;
    guideRow->addWidget(m_guide);
    guideRow->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_reason);
    layout->addWidget(m_about);
    layout->addLayout(guideRow);
    ReadingColumn::cap(this, font()); // at a comfortable line length on a wide window
    hide();
}

void ReviewEmptyNotice::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        ReadingColumn::cap(this, font());
    QWidget::changeEvent(event);
}

void ReviewEmptyNotice::showFor(const ReviewSession &session, const QLocale &locale)
{
    const QString reason = ReviewOutlookText::whyEmpty(session, locale);
    setVisible(!reason.isEmpty());
    if (reason.isEmpty())
        return;
    m_reason->setText(reason);
    // A flagged session's learner has reviewed already; a due one's may be new.
    const bool due = session.mode() == ReviewSession::Mode::Due;
    m_about->setVisible(due);
    m_guide->setVisible(due);
    m_about->setText(ReviewOutlookText::whatReviewIs());
    m_guide->setText(tr("How review works (user guide)"));
}
