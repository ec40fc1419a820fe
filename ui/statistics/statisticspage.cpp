#include "statistics/statisticspage.h"

#include "charts/charttools.h"
#include "core/study.h"
#include "statistics/calendarheatmap.h"
#include "statistics/statisticscharts.h"
#include "statistics/statisticstext.h"
#include "widgets/fonts.h"
#include "widgets/scrollplace.h"
#include "widgets/wrappedlabel.h"

#include <QChart>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

StatisticsPage::StatisticsPage(const Study *study, QWidget *parent)
    : QWidget(parent)
    , m_study(study)
{
    setObjectName(u"statisticsPage"_s);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(u"statisticsScrollArea"_s);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(buildContent());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll);
    connect(m_study, &Study::reviewsChanged, this, [this] {
        m_stale = true;
        if (isVisible())
            refresh();
    });
    connect(m_study, &Study::banksChanged, this, [this] {
        m_stale = true;
        if (isVisible())
            refresh();
    });
    retranslate();
}

QLabel *StatisticsPage::sectionHeading(const QString &objectName)
{
    auto *heading = new QLabel;
    heading->setObjectName(objectName);
    heading->setWordWrap(true);
    Fonts::apply(heading, Fonts::Role::SectionTitle);
    return heading;
}

QWidget *StatisticsPage::buildContent()
{
    auto *content = new QWidget;
    m_title = new QLabel(content);
    m_title->setObjectName(u"statisticsTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);
    m_summary = new WrappedLabel(content);
    m_summary->setObjectName(u"statisticsSummary"_s);

    m_calendarHeading = sectionHeading(u"calendarHeading"_s);
    m_calendar = new CalendarHeatmap(content);
    m_calendarNote = new WrappedLabel(content);
    m_calendarNote->setObjectName(u"calendarNote"_s);

    m_timeSpentHeading = sectionHeading(u"timeSpentHeading"_s);
    m_timeSpent = new CountBarChart(content);
    m_timeSpent->setObjectName(u"timeSpentChart"_s);

    m_retentionHeading = sectionHeading(u"retentionHeading"_s);
    m_periodLabel = new QLabel(content);
    m_period = new QComboBox(content);
    m_period->setObjectName(u"retentionPeriod"_s);
    m_period->addItems({QString(), QString()});
    m_periodLabel->setBuddy(m_period);
    connect(m_period, &QComboBox::currentIndexChanged, this, &StatisticsPage::showRetention);
    m_retention = new RetentionChart(content);
    m_retentionLegend = new WrappedLabel(content);
    m_retentionLegend->setObjectName(u"retentionLegend"_s);
    m_retentionLegend->setTextFormat(Qt::RichText);

    m_upcomingHeading = sectionHeading(u"upcomingHeading"_s);
    m_upcoming = new CountBarChart(content);
    m_upcoming->setObjectName(u"upcomingChart"_s);
    m_itemsHeading = sectionHeading(u"itemsHeading"_s);
    m_stability = new CountBarChart(content);
    m_stability->setObjectName(u"stabilityChart"_s);
    m_difficulty = new CountBarChart(content);
    m_difficulty->setObjectName(u"difficultyChart"_s);

    m_tools = new ChartTools(ChartTools::Pin::LeftOut, content);
    m_tools->setObjectName(u"statisticsTools"_s);
    m_tools->setCharts({
        {m_calendar, [] { return tr("Review calendar"); },
         [] {
             return u"review-calendar"_s;
         }},
        {m_timeSpent, [this] { return m_timeSpent->chart()->title(); },
         [] {
             return u"review-time-spent"_s;
         }},
        {m_retention, [this] { return m_retention->chart()->title(); },
         [] { return u"review-retention"_s; }, m_retentionLegend},
        {m_upcoming, [this] { return m_upcoming->chart()->title(); },
         [] {
             return u"review-upcoming"_s;
         }},
        {m_stability, [this] { return m_stability->chart()->title(); },
         [] {
             return u"review-stability"_s;
         }},
        {m_difficulty, [this] { return m_difficulty->chart()->title(); },
         [] {
             return u"review-difficulty"_s;
         }},
    });
    m_tools->setTables([this] {
        return QList<ChartTable>{m_calendar->dataTable(),  m_timeSpent->dataTable(),
                                 m_retention->dataTable(), m_upcoming->dataTable(),
                                 m_stability->dataTable(), m_difficulty->dataTable()};
    });
    m_tools->setFigures([this] {
        QString text = m_summary->text() + u"\n\n"_s;
        for (const ChartTable &table :
             {m_timeSpent->dataTable(), m_retention->dataTable(), m_upcoming->dataTable(),
              m_stability->dataTable(), m_difficulty->dataTable(), m_calendar->dataTable()})
            text += table.title + u'\n' + tabSeparated(table) + u'\n';
        return text;
    });

    auto *top = new QHBoxLayout;
    auto *topText = new QVBoxLayout;
    topText->addWidget(m_title);
    topText->addWidget(m_summary);
    topText->addStretch();
    top->addLayout(topText, 1);
    top->addWidget(m_tools, 0, Qt::AlignTop);

    auto *periodRow = new QHBoxLayout;
    periodRow->addWidget(m_periodLabel);
    periodRow->addWidget(m_period);
    periodRow->addStretch();

    auto *layout = new QVBoxLayout(content);
    layout->addLayout(top);
    layout->addSpacing(8);
    layout->addWidget(m_calendarHeading);
    layout->addWidget(m_calendar);
    layout->addWidget(m_calendarNote);
    layout->addSpacing(8);
    layout->addWidget(m_timeSpentHeading);
    layout->addWidget(m_timeSpent);
    layout->addSpacing(8);
    layout->addWidget(m_retentionHeading);
    layout->addLayout(periodRow);
    layout->addWidget(m_retention);
    layout->addWidget(m_retentionLegend);
    layout->addSpacing(8);
    layout->addWidget(m_upcomingHeading);
    layout->addWidget(m_upcoming);
    layout->addSpacing(8);
    layout->addWidget(m_itemsHeading);
    // One above the other: side by side, their titles at the largest text
    // would need more than a small window's width.
    layout->addWidget(m_stability);
    layout->addWidget(m_difficulty);
    layout->addStretch();
    return content;
}

void StatisticsPage::refresh()
{
    m_statistics = m_study->reviewStatistics();
    m_stale = false;
    showStatistics();
}

void StatisticsPage::setRetentionByMonth(bool byMonth)
{
    m_period->setCurrentIndex(byMonth ? 1 : 0);
}

void StatisticsPage::showEvent(QShowEvent *event)
{
    if (m_stale)
        refresh();
    QWidget::showEvent(event);
}

void StatisticsPage::showStatistics()
{
    const ReviewStatistics &s = m_statistics;
    m_summary->setText(StatisticsText::summary(s));
    m_calendar->setCounts(s.calendarStart(), s.reviewsPerDay, s.timePerDayMs);
    const StatisticsText::Bars timeSpent = StatisticsText::timeSpent(s.today, timeSpentDays);
    QList<int> minutes;
    for (int i = timeSpentDays - 1; i >= 0; --i) {
        // To the nearest minute, but a day with any time spent shows at least
        // one: a study day of a few quick answers must not look like none.
        const qint64 timeMs = s.timeOn(s.today.addDays(-i));
        minutes << (timeMs > 0 ? std::max(1, int((timeMs + 30000) / 60000)) : 0);
    }
    m_timeSpent->setBars(timeSpent.title, minutes, timeSpent.names, timeSpent.axisLabels, tr("Day"),
                         tr("Minutes"));
    showRetention();
    const StatisticsText::Bars upcoming = StatisticsText::upcoming(s.today, int(s.upcoming.size()));
    m_upcoming->setBars(upcoming.title, s.upcoming, upcoming.names, upcoming.axisLabels, tr("Day"),
                        tr("Questions due"));
    const StatisticsText::Bars stability = StatisticsText::stability();
    m_stability->setBars(stability.title,
                         QList<int>(s.stabilityHistogram.cbegin(), s.stabilityHistogram.cend()),
                         stability.names, stability.axisLabels, tr("Stability"), tr("Questions"));
    const StatisticsText::Bars difficulty = StatisticsText::difficulty();
    m_difficulty->setBars(difficulty.title,
                          QList<int>(s.difficultyHistogram.cbegin(), s.difficultyHistogram.cend()),
                          difficulty.names, difficulty.axisLabels, tr("Difficulty"),
                          tr("Questions"));
    m_tools->dataChanged();
}

void StatisticsPage::showRetention()
{
    const bool byMonth = m_period->currentIndex() == 1;
    m_retention->setPeriods(byMonth ? m_statistics.months : m_statistics.weeks, byMonth,
                            m_statistics.desiredRetention);
    m_retentionLegend->setText(m_retention->legend());
    m_tools->dataChanged();
}

void StatisticsPage::retranslate()
{
    m_title->setText(tr("Review statistics"));
    m_calendarHeading->setText(tr("Review calendar"));
    m_calendarNote->setText(
        tr("Each square is a study day of the past year, darker for more reviews. "
           "Point at a square, or move to it with the arrow keys, for its reviews and the "
           "time their answers took. Answers are timed from this version on: earlier ones "
           "count no time."));
    m_timeSpentHeading->setText(
        tr("Time spent answering: the past %Ln day(s)", nullptr, timeSpentDays));
    m_retentionHeading->setText(tr("Retention over time"));
    m_periodLabel->setText(tr("&Show:"));
    m_period->setItemText(0, tr("By week"));
    m_period->setItemText(1, tr("By month"));
    m_period->setAccessibleName(tr("Retention by week or by month"));
    m_upcomingHeading->setText(
        tr("What is coming: the next %Ln day(s)", nullptr, ReviewStatistics::upcomingDays));
    m_itemsHeading->setText(tr("Questions by stability and by difficulty"));
    showStatistics();
}

// The section in sight nearest the top: where the learner is reading.
QWidget *StatisticsPage::placeAnchor() const
{
    if (QWidget *focus = focusWidget(); focus && m_scroll->widget()->isAncestorOf(focus))
        return focus;
    const int top = m_scroll->verticalScrollBar()->value();
    for (QWidget *widget :
         std::initializer_list<QWidget *>{m_calendarHeading, m_calendar, m_timeSpentHeading,
                                          m_timeSpent, m_retentionHeading, m_retention,
                                          m_upcomingHeading, m_upcoming, m_itemsHeading,
                                          m_stability}) {
        if (widget->geometry().bottom() >= top)
            return widget;
    }
    return m_title;
}

void StatisticsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        ScrollPlace place(m_scroll, placeAnchor());
        retranslate();
        place.restore();
    }
    QWidget::changeEvent(event);
}
