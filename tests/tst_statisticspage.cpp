// The review statistics page, read as the learner sees it, in both languages:
// the review calendar's cells by their accessible names as the arrow keys move
// over them, its month and weekday names (Bengali's as CLDR spells them), the
// charts' values, the Data view's texts in Bengali digits, the summary, and the
// place kept across a language switch, the time spent per day, and the page
// following a bank change while in sight. The review clock is fixed in UTC; every
// expected figure is worked out by hand in the comments.
#include "charts/chartdatadialog.h"
#include "charts/charttools.h"
#include "core/languagemanager.h"
#include "core/study.h"
#include "statistics/calendarheatmap.h"
#include "statistics/statisticscharts.h"
#include "statistics/statisticspage.h"
#include "support/files.h"
#include "support/settle.h"
#include "support/testbanks.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

QDateTime utc(int day, int hour, int minute = 0)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, minute), QTimeZone::utc());
}

const ReviewItemKey a1{u"alpha"_s, u"a1"_s};
const ReviewItemKey a2{u"alpha"_s, u"a2"_s};

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column)).toString();
}

} // namespace

class TestStatisticsPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void calendarCellsByKeyboard();
    void bengaliNamesAndDigits();
    void chartsShowTheFigures();
    void dataViewInBengaliDigits();
    void languageSwitchKeepsThePlace();
    void timeSpentPerDay();
    void followsABankChangeInSight();

private:
    // Sunday 1 March 2026: a1 right twice (the second the same day), answered
    // in 20 s and 10 s; Monday 2 March: a2 right, then a1 wrong, in 95 s and
    // 30 s. The clock then stays at noon on Tuesday 3 March, in UTC (study
    // days begin at 04:00).
    std::unique_ptr<Study> makeStudy();
    void show(StatisticsPage &page);

    std::unique_ptr<QTemporaryDir> m_dir;
    LanguageManager *m_languages = nullptr;
};

void TestStatisticsPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_statisticspage"_s);
    m_languages = new LanguageManager(this);
}

void TestStatisticsPage::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(m_dir->filePath(u"alpha.json"_s), bankJson(u"alpha"_s, {u"a1"_s, u"a2"_s})));
    m_languages->setLanguage(Language::English);
}

void TestStatisticsPage::cleanup()
{
    m_languages->setLanguage(Language::English);
    QSettings().clear();
    m_dir.reset();
}

std::unique_ptr<Study> TestStatisticsPage::makeStudy()
{
    auto study = std::make_unique<Study>(m_dir->filePath(u"progress.json"_s));
    study->loadBanks({m_dir->filePath(u"alpha.json"_s)});
    const auto first = Study::ReviewAnswer::First;
    study->setReviewClock([] { return utc(1, 10); });
    study->recordReview(a1, true, Confidence::FairlySure, first, 20000);
    study->setReviewClock([] { return utc(1, 10, 5); });
    study->recordReview(a1, true, Confidence::FairlySure, first, 10000);
    study->setReviewClock([] { return utc(2, 10); });
    study->recordReview(a2, true, Confidence::FairlySure, first, 95000);
    study->setReviewClock([] { return utc(2, 10, 5); });
    study->recordReview(a1, false, Confidence::FairlySure, first, 30000);
    study->setReviewClock([] { return utc(3, 12); });
    return study;
}

void TestStatisticsPage::show(StatisticsPage &page)
{
    page.resize(1024, 600);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    settle();
}

void TestStatisticsPage::calendarCellsByKeyboard()
{
    auto study = makeStudy();
    StatisticsPage page(study.get());
    show(page);
    CalendarHeatmap *calendar = page.calendar();
    // 3 March 2026 less 364 days: 4 March 2025.
    QCOMPARE(calendar->firstDay(), QDate(2025, 3, 4));
    // Today first, with none yet; up a row is the day before.
    QCOMPARE(calendar->accessibleName(), u"3 March 2026: 0 reviews"_s);
    calendar->setFocus();
    // 95 s + 30 s = 2 min 5 s on 2 March; 20 s + 10 s on 1 March.
    QTest::keyClick(calendar, Qt::Key_Up);
    QCOMPARE(calendar->accessibleName(), u"2 March 2026: 2 reviews, 2 min 5 s"_s);
    QTest::keyClick(calendar, Qt::Key_Up);
    QCOMPARE(calendar->accessibleName(), u"1 March 2026: 2 reviews, 30 s"_s);
    // Left a column is a week before; right a week on stops at today.
    QTest::keyClick(calendar, Qt::Key_Left);
    QCOMPARE(calendar->accessibleName(), u"22 February 2026: 0 reviews"_s);
    QTest::keyClick(calendar, Qt::Key_Right);
    QTest::keyClick(calendar, Qt::Key_Right);
    QCOMPARE(calendar->accessibleName(), u"3 March 2026: 0 reviews"_s);
    QTest::keyClick(calendar, Qt::Key_Home);
    QCOMPARE(calendar->accessibleName(), u"4 March 2025: 0 reviews"_s);
    // Two reviews each on 1 and 2 March, the busiest days: the darkest shade.
    QCOMPARE(calendar->shade(QDate(2026, 3, 1)), 4);
    QCOMPARE(calendar->shade(QDate(2026, 3, 3)), 0);
    // The months whose 1st falls in the calendar, April 2025 to March 2026;
    // English weeks start on Sunday, so rows 2, 4 and 6 are Mon, Wed, Fri.
    QCOMPARE(calendar->monthLabels(),
             (QStringList{u"Apr"_s, u"May"_s, u"Jun"_s, u"Jul"_s, u"Aug"_s, u"Sep"_s, u"Oct"_s,
                          u"Nov"_s, u"Dec"_s, u"Jan"_s, u"Feb"_s, u"Mar"_s}));
    QCOMPARE(calendar->weekdayLabels(), (QStringList{u"Mon"_s, u"Wed"_s, u"Fri"_s}));
    // Streaks: 1 and 2 March, today none yet; 4 reviews on 2 days in 30 s +
    // 125 s = 2 min 35 s; 2 questions.
    const auto *summary = page.findChild<QLabel *>(u"statisticsSummary"_s);
    QCOMPARE(summary->text(),
             u"Current streak: 2 days in a row. Longest streak: 2 days. In the past year: 4 "
             "reviews on 2 days. Time spent answering in the past year: 2 min 35 s. Questions "
             "with a review schedule: 2."_s);
}

void TestStatisticsPage::bengaliNamesAndDigits()
{
    m_languages->setLanguage(Language::Bengali);
    auto study = makeStudy();
    StatisticsPage page(study.get());
    show(page);
    CalendarHeatmap *calendar = page.calendar();
    QCOMPARE(calendar->accessibleName(), u"৩ মার্চ ২০২৬: ০টি রিভিউ"_s);
    calendar->setFocus();
    QTest::keyClick(calendar, Qt::Key_Up);
    QCOMPARE(calendar->accessibleName(), u"২ মার্চ ২০২৬: ২টি রিভিউ, ২ মিনিট ৫ সেকেন্ড"_s);
    // CLDR's abbreviated Bengali months, as Qt's QLocale for Bengali has them.
    QCOMPARE(calendar->monthLabels(),
             (QStringList{u"এপ্রিল"_s, u"মে"_s, u"জুন"_s, u"জুলাই"_s, u"আগস্ট"_s, u"সেপ্টেম্বর"_s,
                          u"অক্টোবর"_s, u"নভেম্বর"_s, u"ডিসেম্বর"_s, u"জানু"_s, u"ফেব"_s, u"মার্চ"_s}));
    QCOMPARE(calendar->weekdayLabels(), (QStringList{u"সোম"_s, u"বুধ"_s, u"শুক্র"_s}));
    const auto *title = page.findChild<QLabel *>(u"statisticsTitle"_s);
    QCOMPARE(title->text(), u"রিভিউ পরিসংখ্যান"_s);
    const auto *summary = page.findChild<QLabel *>(u"statisticsSummary"_s);
    QCOMPARE(summary->text(),
             u"বর্তমান ধারা: টানা ২ দিন। দীর্ঘতম ধারা: ২ দিন। গত এক বছরে: ২ দিনে ৪টি রিভিউ। "
             "গত এক বছরে উত্তর দিতে লেগেছে: ২ মিনিট ৩৫ সেকেন্ড। "
             "রিভিউয়ের সময়সূচিতে থাকা প্রশ্ন: ২টি।"_s);
    // The upcoming axis: today, then every 7th day in Bengali digits and months.
    QCOMPARE(page.upcomingChart()->axisLabels(),
             (QStringList{u"আজ"_s, u"১০ মার্চ"_s, u"১৭ মার্চ"_s, u"২৪ মার্চ"_s, u"৩১ মার্চ"_s}));
}

void TestStatisticsPage::chartsShowTheFigures()
{
    auto study = makeStudy();
    StatisticsPage page(study.get());
    show(page);
    // The weeks run from Monday 3 March 2025 to Monday 2 March 2026: 53, the
    // last at x = 52. Its one counted review is a1's Again on 2 March, a day
    // after a1's reviews of 1 March (stability w2 = 2.3065 days, young): 0 %.
    // The same-day repeat of 1 March and first reviews are not counted.
    QCOMPARE(page.retentionChart()->youngPoints(), (QList<QPointF>{{52, 0}}));
    QCOMPARE(page.retentionChart()->maturePoints(), QList<QPointF>{});
    // The desired retention, 90 % by default, across every week.
    QCOMPARE(page.retentionChart()->desiredPoints(), (QList<QPointF>{{0, 90}, {52, 90}}));
    // By month: March 2025 to March 2026, 13 months; the last at x = 12.
    page.setRetentionByMonth(true);
    QCOMPARE(page.retentionChart()->youngPoints(), (QList<QPointF>{{12, 0}}));
    QCOMPARE(page.retentionChart()->desiredPoints(), (QList<QPointF>{{0, 90}, {12, 90}}));

    // a1 forgotten on 2 March: a stability under a day (fsrs forgetting with
    // S = 2.3 and R ≈ 0.95 gives about 0.57), so 1 day on: due 3 March, today.
    // a2 first Good on 2 March: 2.3065 days, rounded to 2: due 4 March, tomorrow.
    QList<int> upcoming(30, 0);
    upcoming[0] = 1;
    upcoming[1] = 1;
    QCOMPARE(page.upcomingChart()->counts(), upcoming);
    // a1 under 1 day, a2 in 1–3 days.
    QCOMPARE(page.stabilityChart()->counts(), (QList<int>{1, 1, 0, 0, 0, 0, 0}));
    // a2: D0(Good) = 2.118 (bin 2–3). a1: 2.118, unchanged by a same-day Good,
    // then Again: 2.118 + 6.039 × (10 − 2.118) / 9 = 7.41 (bin 7–8).
    QCOMPARE(page.difficultyChart()->counts(), (QList<int>{0, 1, 0, 0, 0, 0, 1, 0, 0}));
    QCOMPARE(page.difficultyChart()->axisLabels(),
             (QStringList{u"1–2"_s, u"2–3"_s, u"3–4"_s, u"4–5"_s, u"5–6"_s, u"6–7"_s, u"7–8"_s,
                          u"8–9"_s, u"9–10"_s}));
}

void TestStatisticsPage::dataViewInBengaliDigits()
{
    m_languages->setLanguage(Language::Bengali);
    auto study = makeStudy();
    StatisticsPage page(study.get());
    show(page);
    page.tools()->showData();
    ChartDataDialog *dialog = page.tools()->dataDialog();
    QVERIFY(dialog);
    // The calendar's tab first: 365 days, 2 March 2026 (a Monday) the 364th.
    const QAbstractItemModel *calendar = dialog->tableView(0)->model();
    QCOMPARE(calendar->rowCount(), 365);
    QCOMPARE(cell(calendar, 363, 0), u"২ মার্চ ২০২৬, সোমবার"_s);
    QCOMPARE(cell(calendar, 363, 1), u"২"_s);
    QCOMPARE(cell(calendar, 363, 2), u"২ মিনিট ৫ সেকেন্ড"_s);
    QCOMPARE(cell(calendar, 364, 1), u"০"_s);
    QCOMPARE(cell(calendar, 364, 2), u"—"_s);
    // The time tab: 30 days, yesterday's 125 s rounded to 2 minutes.
    const QAbstractItemModel *time = dialog->tableView(1)->model();
    QCOMPARE(time->rowCount(), 30);
    QCOMPARE(cell(time, 28, 0), u"গতকাল, ২ মার্চ"_s);
    QCOMPARE(cell(time, 28, 1), u"২"_s);
    // The upcoming tab: today's one and tomorrow's one.
    const QAbstractItemModel *upcoming = dialog->tableView(3)->model();
    QCOMPARE(upcoming->rowCount(), 30);
    QCOMPARE(cell(upcoming, 0, 1), u"১"_s);
    QCOMPARE(cell(upcoming, 1, 0), u"আগামীকাল, ৪ মার্চ"_s);
    QCOMPARE(cell(upcoming, 1, 1), u"১"_s);
    // The retention tab, by week: the last week's one young review, none recalled.
    const QAbstractItemModel *retention = dialog->tableView(2)->model();
    QCOMPARE(retention->rowCount(), 53);
    QCOMPARE(cell(retention, 52, 0), u"২ মার্চ ২০২৬ থেকে শুরু সপ্তাহ"_s);
    QCOMPARE(cell(retention, 52, 1), u"১"_s);
    QCOMPARE(cell(retention, 52, 2), u"০ (০%)"_s);
    QCOMPARE(cell(retention, 52, 3), u"০"_s);
    QCOMPARE(cell(retention, 52, 4), u"—"_s);
    dialog->close();
}

void TestStatisticsPage::languageSwitchKeepsThePlace()
{
    auto study = makeStudy();
    StatisticsPage page(study.get());
    show(page);
    QScrollBar *bar = page.scrollArea()->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    bar->setValue(bar->maximum() / 2);
    settle();
    QWidget *viewport = page.scrollArea()->viewport();
    const int before = page.upcomingChart()->mapTo(viewport, QPoint(0, 0)).y();
    m_languages->setLanguage(Language::Bengali);
    settle();
    const auto *title = page.findChild<QLabel *>(u"statisticsTitle"_s);
    QCOMPARE(title->text(), u"রিভিউ পরিসংখ্যান"_s);
    QCOMPARE(page.calendar()->accessibleName(), u"৩ মার্চ ২০২৬: ০টি রিভিউ"_s);
    // The section read before the switch is where it was, give or take the
    // pixels a line of the other script is taller or shorter.
    const int after = page.upcomingChart()->mapTo(viewport, QPoint(0, 0)).y();
    QVERIFY2(std::abs(after - before) <= 4, qPrintable(u"%1 → %2"_s.arg(before).arg(after)));
    // The period chooser in Bengali too.
    const auto *period = page.findChild<QComboBox *>(u"retentionPeriod"_s);
    QCOMPARE(period->itemText(0), u"সপ্তাহ ধরে"_s);
    QCOMPARE(period->itemText(1), u"মাস ধরে"_s);
}

void TestStatisticsPage::timeSpentPerDay()
{
    auto study = makeStudy();
    study->recordReview(a2, true, Confidence::FairlySure, Study::ReviewAnswer::First, 12000);
    StatisticsPage page(study.get());
    show(page);
    // Minutes a day, halves up, for 2 February to today (3 March): 1 March's
    // 30 s is 1, 2 March's 125 s is 2; today's 12 s would round to none, but
    // a day with time spent shows at least 1.
    QList<int> minutes(30, 0);
    minutes[27] = 1;
    minutes[28] = 2;
    minutes[29] = 1;
    QCOMPARE(page.timeSpentChart()->counts(), minutes);
    // Today at the end, every 7th day back named: 24, 17, 10 and 3 February.
    QCOMPARE(page.timeSpentChart()->axisLabels(),
             (QStringList{u"3 Feb"_s, u"10 Feb"_s, u"17 Feb"_s, u"24 Feb"_s, u"today"_s}));
    QCOMPARE(page.timeSpentChart()->dataTable().rows.at(28),
             (QStringList{u"Yesterday, 2 March"_s, u"2"_s}));
}

void TestStatisticsPage::followsABankChangeInSight()
{
    auto study = makeStudy();
    StatisticsPage page(study.get());
    show(page);
    QCOMPARE(page.stabilityChart()->counts(), (QList<int>{1, 1, 0, 0, 0, 0, 0}));
    // The bank set aside while the page is in sight: its questions are no
    // longer known, so none is counted (the calendar keeps every review).
    study->loadBanks({});
    settle();
    QCOMPARE(page.stabilityChart()->counts(), (QList<int>(7, 0)));
    QCOMPARE(page.calendar()->countOn(QDate(2026, 3, 2)), 2);
}

QTEST_MAIN(TestStatisticsPage)
#include "tst_statisticspage.moc"
