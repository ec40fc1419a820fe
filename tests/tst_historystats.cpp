// HistoryStats: the score over time, the last scores for a card, the
// per-question figures hardest first, and attempt durations. Every attempt is
// written as "bank:end:kind:outcomes", outcomes one letter per question
// (R right, W wrong, U unanswered) for questions q1, q2, … in that order; the
// expected figures are counted by hand from those letters.
#include "core/historystats.h"

#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace HistoryStats;

namespace {

const QDateTime firstEnd(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC);

// The attempt at `index` in a history ended `index` hours after firstEnd.
QDateTime endOf(int index)
{
    return firstEnd.addSecs(qint64(index) * 3600);
}

// "a:finished:full:RRWU"; question ids q1… unless an outcome is written
// "id=W" (then outcomes are separated by commas).
AttemptRecord attempt(const QString &description, int index)
{
    const QStringList parts = description.split(u':');
    Q_ASSERT(parts.size() == 4);
    AttemptRecord record;
    record.bankId = parts.at(0);
    record.end = parts.at(1) == u"abandoned"_s ? AttemptRecord::End::Abandoned
                                               : AttemptRecord::End::Finished;
    record.retry = parts.at(2) == u"retry"_s;
    record.ended = endOf(index);
    record.started = record.ended.addSecs(-60);
    const QString &outcomes = parts.at(3);
    QStringList items;
    if (outcomes.contains(u'='))
        items = outcomes.split(u',');
    else
        for (int i = 0; i < outcomes.size(); ++i)
            items << u"q%1=%2"_s.arg(i + 1).arg(outcomes.at(i));
    for (const QString &item : std::as_const(items)) {
        QuestionOutcome outcome;
        outcome.questionId = item.section(u'=', 0, 0);
        const QChar letter = item.section(u'=', 1, 1).at(0);
        outcome.result = letter == u'R'   ? QuestionOutcome::Result::Right
                         : letter == u'W' ? QuestionOutcome::Result::Wrong
                                          : QuestionOutcome::Result::Unanswered;
        outcome.chosenOption = letter == u'U' ? -1 : 0;
        outcome.timeSpentMs = 1000;
        record.questions << outcome;
    }
    return record;
}

QList<AttemptRecord> history(const QStringList &descriptions)
{
    QList<AttemptRecord> records;
    for (int i = 0; i < descriptions.size(); ++i)
        records << attempt(descriptions.at(i), i);
    return records;
}

// Bank "a" with questions q1 … q5, in that order.
QuestionBank bankA()
{
    QuestionBank bank;
    bank.id = u"a"_s;
    for (int i = 1; i <= 5; ++i) {
        Question question;
        question.id = u"q%1"_s.arg(i);
        bank.questions << question;
    }
    return bank;
}

QString statsText(const QuestionStats &stats)
{
    return u"%1:%2:%3:%4"_s.arg(stats.questionId)
        .arg(stats.right)
        .arg(stats.wrong)
        .arg(stats.unanswered);
}

} // namespace

class TestHistoryStats : public QObject
{
    Q_OBJECT

private slots:
    void scoreSeriesKeepsFinishedFullAttempts_data();
    void scoreSeriesKeepsFinishedFullAttempts();
    void chartPointsGroupLongSeries_data();
    void chartPointsGroupLongSeries();
    void hardestQuestionIds_data();
    void hardestQuestionIds();
    void lastScores_data();
    void lastScores();
    void questionStatsHardestFirst_data();
    void questionStatsHardestFirst();
    void questionStatsAddUpTimeSpent();
    void duration_data();
    void duration();
    void banksWithAttemptsInOrderOfFirstAttempt();
};

void TestHistoryStats::scoreSeriesKeepsFinishedFullAttempts_data()
{
    QTest::addColumn<QStringList>("attempts");
    QTest::addColumn<QList<int>>("expectedIndices"); // positions in attempts
    QTest::addColumn<QList<int>>("expectedPercents");

    QTest::newRow("no attempts") << QStringList{} << QList<int>{} << QList<int>{};
    // 2/4 = 50 %, 3/4 = 75 %; the abandoned one in between is left out.
    QTest::newRow("abandoned left out")
        << QStringList{u"a:finished:full:RRWW"_s, u"a:abandoned:full:RU"_s,
                       u"a:finished:full:RRRW"_s}
        << QList<int>{0, 2} << QList<int>{50, 75};
    // 1/4 = 25 %, the retry (2/2) left out, 4/4 = 100 %.
    QTest::newRow("retry left out")
        << QStringList{u"a:finished:full:RWWW"_s, u"a:finished:retry:RR"_s,
                       u"a:finished:full:RRRR"_s}
        << QList<int>{0, 2} << QList<int>{25, 100};
    // Only bank a's: 2/3 = 66.7 % rounds to 67 %, 0/3 = 0 %.
    QTest::newRow("other quiz left out")
        << QStringList{u"b:finished:full:RR"_s, u"a:finished:full:RRW"_s, u"a:finished:full:WUW"_s}
        << QList<int>{1, 2} << QList<int>{67, 0};
    QTest::newRow("only abandoned")
        << QStringList{u"a:abandoned:full:RRRR"_s} << QList<int>{} << QList<int>{};
}

void TestHistoryStats::scoreSeriesKeepsFinishedFullAttempts()
{
    QFETCH(QStringList, attempts);
    QFETCH(QList<int>, expectedIndices);
    QFETCH(QList<int>, expectedPercents);

    const QList<ScorePoint> series = scoreSeries(history(attempts), u"a"_s);
    QCOMPARE(series.size(), expectedIndices.size());
    for (int i = 0; i < series.size(); ++i) {
        QCOMPARE(series.at(i).ended, endOf(expectedIndices.at(i)));
        QCOMPARE(series.at(i).score.percent(), expectedPercents.at(i));
    }
}

void TestHistoryStats::chartPointsGroupLongSeries_data()
{
    QTest::addColumn<QList<int>>("percents"); // of points 1, 2, …, all ended at one moment
    QTest::addColumn<int>("maxPoints");
    QTest::addColumn<QList<QPointF>>("expected"); // x: the attempt's number, from 1

    // Ended at the same second, they still stand apart: x counts the attempts.
    QTest::newRow("few points: as they are")
        << QList<int>{10, 20, 30} << 5 << QList<QPointF>{{1, 10}, {2, 20}, {3, 30}};
    // Six points in three runs of two: mean numbers (1+2)/2, (3+4)/2, (5+6)/2;
    // mean percents (10+20)/2, (30+40)/2, (50+60)/2.
    QTest::newRow("six in three") << QList<int>{10, 20, 30, 40, 50, 60} << 3
                                  << QList<QPointF>{{1.5, 15}, {3.5, 35}, {5.5, 55}};
    // Five points in two runs: 5*0/2 = 0 to 5*1/2 = 2 (points 1, 2), then 2 to 5
    // (points 3, 4, 5): numbers 1.5 and 4, percents 0 and (100+100+40)/3 = 80.
    QTest::newRow("uneven runs") << QList<int>{0, 0, 100, 100, 40} << 2
                                 << QList<QPointF>{{1.5, 0}, {4, 80}};
    QTest::newRow("empty") << QList<int>{} << 4 << QList<QPointF>{};
}

void TestHistoryStats::chartPointsGroupLongSeries()
{
    QFETCH(QList<int>, percents);
    QFETCH(int, maxPoints);
    QFETCH(QList<QPointF>, expected);
    QList<ScorePoint> series;
    for (int i = 0; i < percents.size(); ++i)
        series.append({firstEnd, Score{percents.at(i), 100}});
    QCOMPARE(chartPoints(series, maxPoints), expected);
}

void TestHistoryStats::hardestQuestionIds_data()
{
    QTest::addColumn<QStringList>("attempts");
    QTest::addColumn<int>("count");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("retired"); // a question taken out of the bank
    // Hardest first by questionStats: q3 (2 wrong of 2), q1 (1 wrong, 1 right),
    // q4 (unanswered once, right once), then q2 and q5, always right.
    const QStringList mixed{u"a:finished:full:WRWUR"_s, u"a:finished:full:RRWRR"_s};
    QTest::newRow("all with a miss")
        << mixed << 10 << QStringList{u"q3"_s, u"q1"_s, u"q4"_s} << QString();
    QTest::newRow("the first two") << mixed << 2 << QStringList{u"q3"_s, u"q1"_s} << QString();
    QTest::newRow("always right: none")
        << QStringList{u"a:finished:full:RRRRR"_s} << 10 << QStringList{} << QString();
    // q3 since left the quiz: it is not offered, and q4 moves up.
    QTest::newRow("a question no longer in the quiz")
        << mixed << 2 << QStringList{u"q1"_s, u"q4"_s} << u"q3"_s;
}

void TestHistoryStats::hardestQuestionIds()
{
    QFETCH(QStringList, attempts);
    QFETCH(int, count);
    QFETCH(QStringList, expected);
    QFETCH(QString, retired);
    const QuestionBank bank = bankA();
    QuestionBank now = bank;
    now.questions.removeIf([&retired](const Question &question) { return question.id == retired; });
    QCOMPARE(HistoryStats::hardestQuestionIds(questionStats(history(attempts), bank), now, count),
             expected);
}

void TestHistoryStats::lastScores_data()
{
    QTest::addColumn<QStringList>("attempts");
    QTest::addColumn<int>("count");
    QTest::addColumn<QList<int>>("expected");

    // 1/5 … 5/5: 20, 40, 60, 80, 100 %.
    const QStringList fivePercents{u"a:finished:full:RWWWW"_s, u"a:finished:full:RRWWW"_s,
                                   u"a:finished:full:RRRWW"_s, u"a:finished:full:RRRRW"_s,
                                   u"a:finished:full:RRRRR"_s};
    QTest::newRow("last three, oldest first") << fivePercents << 3 << QList<int>{60, 80, 100};
    QTest::newRow("fewer than asked") << fivePercents << 10 << QList<int>{20, 40, 60, 80, 100};
    QTest::newRow("none asked") << fivePercents << 0 << QList<int>{};
    // The newest two are an abandoned attempt and a retry: the last two scores
    // are those of the finished full attempts before them, 4/5 and 5/5.
    QTest::newRow("skips abandoned and retries")
        << QStringList{u"a:finished:full:RRRRW"_s, u"a:finished:full:RRRRR"_s,
                       u"a:abandoned:full:WWWWW"_s, u"a:finished:retry:W"_s}
        << 2 << QList<int>{80, 100};
}

void TestHistoryStats::lastScores()
{
    QFETCH(QStringList, attempts);
    QFETCH(int, count);
    QFETCH(QList<int>, expected);
    QCOMPARE(HistoryStats::lastScores(history(attempts), u"a"_s, count), expected);
}

void TestHistoryStats::questionStatsHardestFirst_data()
{
    QTest::addColumn<QStringList>("attempts");
    QTest::addColumn<QStringList>("expected"); // "id:right:wrong:unanswered", hardest first

    // Tallies: q1 R R; q2 W W; q3 U W; q4 W R; q5 R R. Wrong shares: q2 2/2,
    // q3 1/2 and q4 1/2, q1 and q5 0. q3 before q4: right 0/2 against 1/2.
    // q1 before q5: equal in everything, so bank order. The abandoned
    // attempt's wrong answers do not count.
    QTest::newRow("wrong share, then right share, then bank order")
        << QStringList{u"a:finished:full:RWUWR"_s, u"a:finished:full:RWWRR"_s,
                       u"a:abandoned:full:WWWWW"_s}
        << QStringList{u"q2:0:2:0"_s, u"q3:0:1:1"_s, u"q4:1:1:0"_s, u"q1:2:0:0"_s, u"q5:2:0:0"_s};
    // Share and count disagree: q1 was wrong three times but in 3 of 6 answers
    // (its retries asked it again), q2 twice in 2 of 3. Hardest is the larger
    // share, q2 (2/3 > 1/2), though q1 has more wrong answers.
    QTest::newRow("share of wrong answers, not their count")
        << QStringList{u"a:finished:full:WRR"_s,   u"a:finished:retry:q1=W"_s,
                       u"a:finished:retry:q1=W"_s, u"a:finished:retry:q1=R"_s,
                       u"a:finished:full:RWR"_s,   u"a:finished:full:RWR"_s}
        << QStringList{u"q2:1:2:0"_s, u"q1:3:3:0"_s, u"q3:3:0:0"_s};
    // The retry adds a third right answer to q5: q1 2/2 and q5 3/3 are both
    // never wrong and always right, and q5 was asked more often.
    QTest::newRow("more often asked first on a tie")
        << QStringList{u"a:finished:full:RRRRR"_s, u"a:finished:full:RRRRR"_s,
                       u"a:finished:retry:q5=R"_s}
        << QStringList{u"q5:3:0:0"_s, u"q1:2:0:0"_s, u"q2:2:0:0"_s, u"q3:2:0:0"_s, u"q4:2:0:0"_s};
    // "gone" is no longer in the bank: tied with q1 on everything, it comes after.
    QTest::newRow("questions the bank no longer has come last on a tie")
        << QStringList{u"a:finished:full:gone=W,q1=W,q2=R"_s}
        << QStringList{u"q1:0:1:0"_s, u"gone:0:1:0"_s, u"q2:1:0:0"_s};
    // A question never answered (1 unanswered of 1) is harder than one right
    // once: equal wrong share 0, right share 0 against 1.
    QTest::newRow("unanswered before right")
        << QStringList{u"a:finished:full:RU"_s} << QStringList{u"q2:0:0:1"_s, u"q1:1:0:0"_s};
    QTest::newRow("other quizzes do not count")
        << QStringList{u"b:finished:full:WWW"_s, u"a:finished:full:R"_s}
        << QStringList{u"q1:1:0:0"_s};
    QTest::newRow("no attempts") << QStringList{} << QStringList{};
}

void TestHistoryStats::questionStatsHardestFirst()
{
    QFETCH(QStringList, attempts);
    QFETCH(QStringList, expected);
    QStringList found;
    for (const QuestionStats &stats : questionStats(history(attempts), bankA()))
        found << statsText(stats);
    QCOMPARE(found, expected);
}

void TestHistoryStats::questionStatsAddUpTimeSpent()
{
    // Every outcome the helper writes took 1000 ms: q1 was answered in the two
    // finished attempts, so 2000 ms; the abandoned attempt adds nothing.
    const QList<QuestionStats> stats = questionStats(history({u"a:finished:full:R"_s,
                                                              u"a:finished:full:W"_s,
                                                              u"a:abandoned:full:W"_s}),
                                                     bankA());
    QCOMPARE(stats.size(), 1);
    QCOMPARE(stats.constFirst().timeSpentMs, 2000);
}

void TestHistoryStats::duration_data()
{
    QTest::addColumn<QDateTime>("started");
    QTest::addColumn<QDateTime>("ended");
    QTest::addColumn<qint64>("expected"); // -1: no duration

    const QDateTime start(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC);
    QTest::newRow("ninety seconds") << start << start.addSecs(90) << qint64(90'000);
    QTest::newRow("an hour and a half") << start << start.addSecs(5400) << qint64(5'400'000);
    QTest::newRow("no time passed") << start << start << qint64(0);
    QTest::newRow("ends before it starts") << start << start.addSecs(-1) << qint64(-1);
    QTest::newRow("no start") << QDateTime() << start << qint64(-1);
    QTest::newRow("no end") << start << QDateTime() << qint64(-1);
}

void TestHistoryStats::duration()
{
    QFETCH(QDateTime, started);
    QFETCH(QDateTime, ended);
    QFETCH(qint64, expected);
    AttemptRecord record;
    record.started = started;
    record.ended = ended;
    const std::optional<qint64> found = durationMs(record);
    QCOMPARE(found.value_or(-1), expected);
}

void TestHistoryStats::banksWithAttemptsInOrderOfFirstAttempt()
{
    QCOMPARE(bankIdsWithAttempts(history({u"b:finished:full:R"_s, u"a:abandoned:full:R"_s,
                                          u"b:finished:full:W"_s, u"c:finished:retry:R"_s})),
             (QStringList{u"b"_s, u"a"_s, u"c"_s}));
    QCOMPARE(bankIdsWithAttempts({}), QStringList{});
}

QTEST_GUILESS_MAIN(TestHistoryStats)
#include "tst_historystats.moc"
