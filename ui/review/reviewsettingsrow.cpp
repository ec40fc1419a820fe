#include "review/reviewsettingsrow.h"

#include "core/percentformat.h"
#include "core/studycalendar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

using namespace Qt::StringLiterals;

ReviewSettingsRow::ReviewSettingsRow(QWidget *parent)
    : QWidget(parent)
{
    m_limitLabel = new QLabel(this);
    m_limit = new QSpinBox(this);
    m_limit->setObjectName(u"dailyLimitSpinBox"_s);
    m_limit->setRange(ReviewSettings::minimumDailyLimit, ReviewSettings::maximumDailyLimit);
    m_limitLabel->setBuddy(m_limit);
    m_retentionLabel = new QLabel(this);
    m_retention = new QSpinBox(this);
    m_retention->setObjectName(u"desiredRetentionSpinBox"_s);
    m_retention->setRange(qRound(ReviewSettings::minimumDesiredRetention * 100),
                          qRound(ReviewSettings::maximumDesiredRetention * 100));
    m_retention->setSuffix(QString(PercentFormat::sign));
    m_retentionLabel->setBuddy(m_retention);
    m_dayStartLabel = new QLabel(this);
    m_dayStart = new QSpinBox(this);
    m_dayStart->setObjectName(u"dayStartSpinBox"_s);
    m_dayStart->setRange(StudyCalendar::minimumDayStartHour, StudyCalendar::maximumDayStartHour);
    m_dayStartLabel->setBuddy(m_dayStart);
    for (QSpinBox *box : {m_limit, m_retention, m_dayStart})
        connect(box, &QSpinBox::valueChanged, this, &ReviewSettingsRow::changed);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_limitLabel);
    layout->addWidget(m_limit);
    layout->addSpacing(16);
    layout->addWidget(m_retentionLabel);
    layout->addWidget(m_retention);
    layout->addSpacing(16);
    layout->addWidget(m_dayStartLabel);
    layout->addWidget(m_dayStart);
    layout->addStretch();
    retranslateUi();
}

ReviewSettingsRow::~ReviewSettingsRow()
{
    // A box that has the focus finishes its editing when the row, already
    // half destroyed, is closed: no signal of it may reach us then.
    for (QSpinBox *box : {m_limit, m_retention, m_dayStart})
        box->disconnect(this);
}

void ReviewSettingsRow::showSettings(const ReviewSettings &settings)
{
    const QLocale locale;
    const QSignalBlocker limit(m_limit), retention(m_retention), dayStart(m_dayStart);
    for (QSpinBox *box : {m_limit, m_retention, m_dayStart})
        box->setLocale(locale);
    m_limit->setValue(settings.dailyLimit());
    m_retention->setValue(qRound(settings.desiredRetention() * 100));
    m_dayStart->setValue(settings.dayStartHour());
}

ReviewSettings ReviewSettingsRow::edited(ReviewSettings stored) const
{
    stored.setDailyLimit(m_limit->value());
    if (m_retention->value() != qRound(stored.desiredRetention() * 100))
        stored.setDesiredRetention(m_retention->value() / 100.0);
    stored.setDayStartHour(m_dayStart->value());
    return stored;
}

void ReviewSettingsRow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ReviewSettingsRow::retranslateUi()
{
    m_limitLabel->setText(tr("Questions to review per day:"));
    m_retentionLabel->setText(tr("Desired retention:"));
    const QLocale locale;
    m_retention->setToolTip(
        tr("How likely you should still know a question when it comes back (%1–%2); higher "
           "means more frequent reviews")
            .arg(PercentFormat::text(m_retention->minimum(), locale),
                 PercentFormat::text(m_retention->maximum(), locale)));
    m_dayStartLabel->setText(tr("A new day starts at (hour):"));
}
