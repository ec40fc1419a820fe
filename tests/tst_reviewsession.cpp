// ReviewSession: a due, flagged or read-through session over a hand-written
// bank, with the review clock fixed. Expected items, counts and intervals are
// worked out by hand from the bank below and the FSRS-6 defaults in fsrs.h.

#include "core/reviewsession.h"
#include "core/study.h"
#include "support/testbanks.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Confidence)

namespace {

QDateTime utc(int day, int hour)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, 0), QTimeZone::utc());
}

// Three questions whose right options are 0, 1 and 2 in the file.
QByteArray alphaBankJson()
{
    QJsonArray questions;
    const QStringList ids{u"a1"_s, u"a2"_s, u"a3"_s};
    for (int row = 0; row < ids.size(); ++row) {
        QJsonArray options;
        for (int i = 0; i < 4; ++i)
            options.append(QJsonObject{{u"en"_s, u"option %1"_s.arg(i)}, {u"bn"_s, u"বিকল্প"_s}});
        questions.append(
            QJsonObject{{u"id"_s, ids.at(row)},
                        {u"prompt"_s, QJsonObject{{u"en"_s, u"Which?"_s}, {u"bn"_s, u"কোনটি?"_s}}},
                        {u"options"_s, options},
                        {u"answer"_s, row},
                        {u"explanation"_s, QJsonObject{{u"en"_s, u"So."_s}, {u"bn"_s, u"তাই।"_s}}}});
    }
    const QJsonObject root{{u"format"_s, 1},
                           {u"id"_s, u"alpha"_s},
                           {u"title"_s, QJsonObject{{u"en"_s, u"Alpha"_s}, {u"bn"_s, u"আলফা"_s}}},
                           {u"questions"_s, questions}};
    return QJsonDocument(root).toJson();
}

const ReviewItemKey a1{u"alpha"_s, u"a1"_s};
const ReviewItemKey a2{u"alpha"_s, u"a2"_s};
const ReviewItemKey a3{u"alpha"_s, u"a3"_s};

} // namespace

class TestReviewSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void dueSessionIsMostOverdueFirstWithinTheDailyLimit();
    void countsFollowTheAnswers();
    void aWrongAnswerIsAskedAgainAtTheEnd();
    void aRelearnedQuestionIsScheduledByTheSameDayFormula();
    void emptySessionSaysWhy();
    void anAnswerIsRecordedOnce();
    void nextReviewFollowsTheGrade_data();
    void nextReviewFollowsTheGrade();
    void optionOrderIsStableForASeed();
    void correctSlotHoldsTheBanksAnswerAfterTheShuffle();
    void flaggedSessionAndItsFlag();
    void readThroughHasNothingToAnswer();

private:
    std::unique_ptr<Study> makeStudy();

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestReviewSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_reviewsession"_s);
}

void TestReviewSession::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(m_dir->filePath(u"alpha.json"_s), alphaBankJson()));
}

void TestReviewSession::cleanup()
{
    QSettings().clear();
    m_dir.reset();
}

// a1 reviewed right (fairly sure: Good) on 1 March, a2 on 5 March, a3 never.
// A first Good gives stability w2 = 3.173 days, an interval of 3 days at 90 %
// retention: due 4 and 8 March, both overdue on 10 March (the clock left
// there), a1 the more so. a3 has no schedule and is not due.
std::unique_ptr<Study> TestReviewSession::makeStudy()
{
    auto study = std::make_unique<Study>(m_dir->filePath(u"progress.json"_s));
    study->loadBanks({m_dir->filePath(u"alpha.json"_s)});
    study->setReviewClock([] { return utc(1, 12); });
    study->recordReview(a1, true, Confidence::FairlySure);
    study->setReviewClock([] { return utc(5, 12); });
    study->recordReview(a2, true, Confidence::FairlySure);
    study->setReviewClock([] { return utc(10, 12); });
    return study;
}

void TestReviewSession::dueSessionIsMostOverdueFirstWithinTheDailyLimit()
{
    auto study = makeStudy();
    const ReviewSession session = ReviewSession::due(*study, 7);
    QCOMPARE(session.mode(), ReviewSession::Mode::Due);
    QVERIFY(session.isAnswering());
    QCOMPARE(session.itemCount(), 2);
    QCOMPARE(session.items(), (QList<ReviewItemKey>{a1, a2}));

    // A limit of one leaves the most overdue.
    ReviewSettings settings = study->reviewSettings();
    settings.setDailyLimit(1);
    study->setReviewSettings(settings);
    QCOMPARE(ReviewSession::due(*study, 7).items(), (QList<ReviewItemKey>{a1}));
}

void TestReviewSession::countsFollowTheAnswers()
{
    auto study = makeStudy();
    ReviewSession session = ReviewSession::due(*study, 11);
    QCOMPARE(session.reviewedCount(), 0);
    QVERIFY(!session.canMoveOn());
    QVERIFY(!session.goNext()); // not answered yet

    // a1 right, and certain.
    QVERIFY(session.setConfidence(Confidence::Certain));
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check());
    QVERIFY(session.isRight());
    QCOMPARE(session.reviewedCount(), 1);
    QCOMPARE(session.rightCount(), 1);
    QVERIFY(session.goNext());

    // a2 starts afresh: no choice, fairly sure, unchecked.
    QCOMPARE(session.position(), 1);
    QCOMPARE(session.currentItem(), a2);
    QCOMPARE(session.chosenSlot(), -1);
    QCOMPARE(session.confidence(), Confidence::FairlySure);
    QVERIFY(!session.isChecked());
    QVERIFY(!session.check()); // nothing chosen
    QVERIFY(!session.goPrevious()); // only a read-through goes back
    QCOMPARE(session.position(), 1);

    // a2 wrong: it is asked again at the end.
    QVERIFY(session.choose((session.correctSlot() + 1) % 4));
    QVERIFY(session.check());
    QVERIFY(!session.isRight());
    QCOMPARE(session.reviewedCount(), 2);
    QCOMPARE(session.rightCount(), 1);
    QVERIFY(session.canMoveOn());
    QVERIFY(session.goNext());
    QCOMPARE(session.currentItem(), a2);
    // Right this time: a question relearned counts apart, never as right.
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check());
    QCOMPARE(session.reviewedCount(), 2);
    QCOMPARE(session.rightCount(), 1);
    QCOMPARE(session.askedAgainCount(), 1);
    // The last item: the session is over.
    QVERIFY(!session.goNext());
    QCOMPARE(session.position(), 2);

    // The calibration counts each question's first answer: makeStudy's two
    // fairly sure right answers, a1 certain and right, a2 fairly sure and
    // wrong; not a2 asked again just after its answer was shown.
    const QList<CalibrationPoint> calibration = study->calibration();
    QCOMPARE(calibration.at(1).confidence, Confidence::FairlySure);
    QCOMPARE(calibration.at(1).answers, 3);
    QCOMPARE(calibration.at(1).right, 2);
    QCOMPARE(calibration.at(2).confidence, Confidence::Certain);
    QCOMPARE(calibration.at(2).answers, 1);
    QCOMPARE(calibration.at(2).right, 1);
}

// The relearning step (reviewsession.h). Figures by hand from the FSRS-6
// formulas of fsrs.h with the default w, checked with the functions of
// tests/tools/fsrs6_reference.py: a1's quiz Good on 1 March left S = w2 =
// 2.3065, D = D0(3) = 2.11810; on 10 March (t = 9 days) R = 0.784513.
// Wrong: S'_f = w11·D^−w12·((S + 1)^w13 − 1)·e^(w14·(1 − R)) = 0.746570
// (below S/e^(w17·w18) = 2.19516, so kept), an interval of 1 day. Asked again
// the same day and right (fairly sure: Good), the short-term formula gives
// S·e^(w17·(3 − 3 + w18))·S^−w19 = 0.746570·1.071122 = 0.799668: 1 day, due
// 11 March. Wrong once more instead: 0.746570·e^(0.5425·(1 − 3 + 0.0912))
// ·0.746570^−0.0658 = 0.270209, 1 day, and it is asked yet again.
void TestReviewSession::aWrongAnswerIsAskedAgainAtTheEnd()
{
    auto study = makeStudy();
    ReviewSession session = ReviewSession::due(*study, 21);
    QCOMPARE(session.items(), (QList<ReviewItemKey>{a1, a2}));
    QVERIFY(!session.isAskedAgain());
    QVERIFY(session.choose((session.correctSlot() + 1) % 4));
    QVERIFY(session.check());
    QVERIFY(session.comesBackThisSession());
    QCOMPARE(session.nextReviewInDays(), 1); // what the wrong answer alone would leave
    QCOMPARE(session.items(), (QList<ReviewItemKey>{a1, a2, a1}));

    QVERIFY(session.goNext()); // a2, right
    QVERIFY(!session.isAskedAgain());
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check());
    QVERIFY(!session.comesBackThisSession());
    QCOMPARE(session.itemCount(), 3);

    QVERIFY(session.goNext()); // a1 again, wrong again
    QCOMPARE(session.currentItem(), a1);
    QVERIFY(session.isAskedAgain());
    QVERIFY(session.choose((session.correctSlot() + 1) % 4));
    QVERIFY(session.check());
    QVERIFY(session.comesBackThisSession());
    QVERIFY(std::abs(study->reviewState(a1)->memory.stability - 0.270209) < 1e-5);
    QCOMPARE(session.itemCount(), 4);

    QVERIFY(session.goNext()); // a1 once more, right
    QVERIFY(session.isAskedAgain());
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check());
    QVERIFY(!session.comesBackThisSession());
    QVERIFY(!session.goNext());
    // 0.746570 → 0.270209 (Again) → 0.270209·e^(0.5425·0.0912)·0.270209^−0.0658
    // = 0.309443 (Good): 1 day.
    const ReviewState state = *study->reviewState(a1);
    QVERIFY2(std::abs(state.memory.stability - 0.309443) < 1e-5,
             qPrintable(QString::number(state.memory.stability, 'g', 10)));
    QCOMPARE(state.due, QDate(2026, 3, 11));
    QCOMPARE(state.lapses, 1); // the same-day Again is relearning, not a lapse
    QCOMPARE(state.reps, 4);
    QCOMPARE(study->reviews().deck().log().size(), 2 + 4);

    // Two questions, one right at first asking; two answers given again.
    QCOMPARE(session.reviewedCount(), 2);
    QCOMPARE(session.rightCount(), 1);
    QCOMPARE(session.askedAgainCount(), 2);
    // Asked again, a question does not use another of the day's limit.
    QCOMPARE(study->reviews().deck().remainingToday(), ReviewSettings::defaultDailyLimit - 2);
}

// Right at the second asking, the short-term step raises S to 0.799668 (see
// above): still 1 day, due 11 March, but by the same-day formula.
void TestReviewSession::aRelearnedQuestionIsScheduledByTheSameDayFormula()
{
    auto study = makeStudy();
    ReviewSession session = ReviewSession::due(*study, 8);
    QVERIFY(session.choose((session.correctSlot() + 1) % 4));
    QVERIFY(session.check());
    QCOMPARE(study->reviewState(a1)->due, QDate(2026, 3, 11));
    QVERIFY(session.goNext());
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check());
    QVERIFY(session.goNext());
    QVERIFY(session.isAskedAgain());
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check());
    QCOMPARE(session.nextReviewInDays(), 1);
    QVERIFY(std::abs(study->reviewState(a1)->memory.stability - 0.799668) < 1e-5);
    QCOMPARE(study->reviewState(a1)->due, QDate(2026, 3, 11));
}

void TestReviewSession::emptySessionSaysWhy()
{
    // Nothing answered yet.
    {
        Study fresh(m_dir->filePath(u"fresh-progress.json"_s));
        fresh.loadBanks({m_dir->filePath(u"alpha.json"_s)});
        const ReviewSession none = ReviewSession::due(fresh, 1);
        QCOMPARE(none.itemCount(), 0);
        QCOMPARE(none.emptyReason(), ReviewSession::EmptyReason::NothingAnswered);
        QVERIFY(!none.outlook().anyScheduled);
        QCOMPARE(ReviewSession::flagged(fresh, 1).emptyReason(),
                 ReviewSession::EmptyReason::NothingFlagged);
    }
    auto study = makeStudy();
    QCOMPARE(ReviewSession::due(*study, 1).emptyReason(), ReviewSession::EmptyReason::NotEmpty);
    QCOMPARE(ReviewSession::readThrough(*study, u"alpha"_s, 1).emptyReason(),
             ReviewSession::EmptyReason::NotEmpty);

    // Nothing due: the clock set back to noon on 2 March finds a1 due on 3 March
    // (a first Good: 2 days) and a2 (reviewed on 5 March by the log) on 7 March;
    // the next is a1's day.
    study->setReviewClock([] { return utc(2, 12); });
    const ReviewSession early = ReviewSession::due(*study, 1);
    QCOMPARE(early.emptyReason(), ReviewSession::EmptyReason::NothingDue);
    QCOMPARE(early.outlook().nextDue, QDate(2026, 3, 3));
    QCOMPARE(early.outlook().today, QDate(2026, 3, 2));
    QCOMPARE(early.outlook().nextDayStart,
             QDateTime(QDate(2026, 3, 3), QTime(4, 0), QTimeZone::utc()));

    // The day's limit reached: one a day, a1 reviewed, a2 still due.
    study->setReviewClock([] { return utc(10, 12); });
    ReviewSettings settings = study->reviewSettings();
    settings.setDailyLimit(1);
    study->setReviewSettings(settings);
    ReviewSession first = ReviewSession::due(*study, 1);
    QCOMPARE(first.items(), QList<ReviewItemKey>{a1});
    QVERIFY(first.choose(first.correctSlot()));
    QVERIFY(first.check());
    const ReviewSession limited = ReviewSession::due(*study, 1);
    QCOMPARE(limited.itemCount(), 0);
    QCOMPARE(limited.emptyReason(), ReviewSession::EmptyReason::DailyLimitReached);
    QCOMPARE(limited.outlook().due, 1);
    QCOMPARE(limited.outlook().leftToday, 0);
    QCOMPARE(limited.outlook().dailyLimit, 1);
    QCOMPARE(limited.outlook().nextDayStart,
             QDateTime(QDate(2026, 3, 11), QTime(4, 0), QTimeZone::utc()));
}

void TestReviewSession::anAnswerIsRecordedOnce()
{
    auto study = makeStudy();
    const qsizetype before = study->reviews().deck().log().size(); // the two of makeStudy
    QCOMPARE(before, 2);
    ReviewSession session = ReviewSession::due(*study, 3);
    QVERIFY(session.setConfidence(Confidence::Certain));
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check());
    QVERIFY(!session.check());
    // Neither the answer nor the confidence changes once checked.
    QVERIFY(!session.choose((session.correctSlot() + 1) % 4));
    QVERIFY(!session.setConfidence(Confidence::Guessed));
    QCOMPARE(session.reviewedCount(), 1);

    const QList<ReviewLogEntry> &log = study->reviews().deck().log();
    QCOMPARE(log.size(), before + 1);
    QCOMPARE(log.constLast().key(), a1);
    // Right and certain is Easy (fsrs.h); not a quiz answer.
    QCOMPARE(log.constLast().grade, Grade::Easy);
    QCOMPARE(log.constLast().confidence, Confidence::Certain);
    QVERIFY(!log.constLast().fromQuiz);
    QCOMPARE(log.constLast().time, utc(10, 12));
}

void TestReviewSession::nextReviewFollowsTheGrade_data()
{
    QTest::addColumn<bool>("right");
    QTest::addColumn<Confidence>("confidence");
    QTest::addColumn<int>("days");
    // A first review's stability is w[grade − 1] (fsrs.h defaults), and at 90 %
    // retention the interval is the stability, rounded, at least a day.
    QTest::newRow("wrong: Again, 0.212 → 1") << false << Confidence::Certain << 1;
    QTest::newRow("fairly sure: Good, 2.3065 → 2") << true << Confidence::FairlySure << 2;
    QTest::newRow("certain: Easy, 8.2956 → 8") << true << Confidence::Certain << 8;
}

void TestReviewSession::nextReviewFollowsTheGrade()
{
    QFETCH(bool, right);
    QFETCH(Confidence, confidence);
    QFETCH(int, days);
    auto study = makeStudy();
    study->setFlagged(a3, true); // never reviewed: this is its first review
    ReviewSession session = ReviewSession::flagged(*study, 5);
    QCOMPARE(session.currentItem(), a3);
    QVERIFY(session.setConfidence(confidence));
    QVERIFY(session.choose(right ? session.correctSlot() : (session.correctSlot() + 2) % 4));
    QVERIFY(session.check());
    QCOMPARE(session.nextReviewInDays(), days);
}

void TestReviewSession::optionOrderIsStableForASeed()
{
    auto study = makeStudy();
    ReviewSession first = ReviewSession::readThrough(*study, u"alpha"_s, 42);
    ReviewSession again = ReviewSession::readThrough(*study, u"alpha"_s, 42);
    QCOMPARE(first.seed(), 42u);
    for (int position = 0; position < 3; ++position) {
        OptionOrder order = first.optionOrder();
        QCOMPARE(again.optionOrder(), order);
        // Each option once.
        std::sort(order.begin(), order.end());
        QCOMPARE(order, (OptionOrder{0, 1, 2, 3}));
        first.goNext();
        again.goNext();
    }
    // The order is shuffled: over ten seeds the first item is not always shown as in the file.
    bool shuffled = false;
    for (quint32 seed = 1; seed <= 10; ++seed)
        shuffled |= ReviewSession::readThrough(*study, u"alpha"_s, seed).optionOrder()
                    != OptionOrder{0, 1, 2, 3};
    QVERIFY(shuffled);
}

void TestReviewSession::correctSlotHoldsTheBanksAnswerAfterTheShuffle()
{
    auto study = makeStudy();
    for (quint32 seed : {1u, 2u, 99u}) {
        ReviewSession session = ReviewSession::readThrough(*study, u"alpha"_s, seed);
        for (int answer = 0; answer < 3; ++answer) { // a1..a3's right options in the file
            const int slot = session.correctSlot();
            QVERIFY(slot >= 0 && slot < 4);
            QCOMPARE(session.optionOrder()[std::size_t(slot)], answer);
            session.goNext();
        }
    }
}

void TestReviewSession::flaggedSessionAndItsFlag()
{
    auto study = makeStudy();
    study->setFlagged(a3, true);
    study->setFlagged(a1, true);
    // In bank order, whatever the order they were flagged in, and whether due or not.
    ReviewSession session = ReviewSession::flagged(*study, 9);
    QCOMPARE(session.mode(), ReviewSession::Mode::Flagged);
    QVERIFY(session.isAnswering());
    QCOMPARE(session.items(), (QList<ReviewItemKey>{a1, a3}));
    QVERIFY(session.isFlagged());
    session.toggleFlag();
    QVERIFY(!session.isFlagged());
    QVERIFY(!study->isFlagged(a1));
    QVERIFY(study->isFlagged(a3));
    // The session keeps its items; the next one starts without a1.
    QCOMPARE(session.itemCount(), 2);
    QCOMPARE(ReviewSession::flagged(*study, 9).items(), (QList<ReviewItemKey>{a3}));
}

void TestReviewSession::readThroughHasNothingToAnswer()
{
    auto study = makeStudy();
    ReviewSession session = ReviewSession::readThrough(*study, u"alpha"_s, 4);
    QCOMPARE(session.mode(), ReviewSession::Mode::ReadThrough);
    QVERIFY(!session.isAnswering());
    QCOMPARE(session.itemCount(), 3);
    QVERIFY(!session.goPrevious()); // at the first
    for (const ReviewItemKey &key : {a1, a2, a3}) {
        QCOMPARE(session.currentItem(), key);
        QVERIFY(session.isChecked()); // the right answer is shown at once
        QVERIFY(!session.choose(0));
        QVERIFY(!session.check());
        QVERIFY(session.canMoveOn());
        session.goNext();
    }
    QCOMPARE(session.position(), 2);
    QVERIFY(session.goPrevious());
    QCOMPARE(session.currentItem(), a2);
    QCOMPARE(session.reviewedCount(), 0);
    QCOMPARE(study->reviews().deck().log().size(), 2); // makeStudy's only

    QCOMPARE(ReviewSession::readThrough(*study, u"nosuchquiz"_s, 4).itemCount(), 0);
}

QTEST_GUILESS_MAIN(TestReviewSession)
#include "tst_reviewsession.moc"
