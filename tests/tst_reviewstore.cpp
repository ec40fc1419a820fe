// The review file (reviews.json): a round trip, damaged entries, a newer
// format, and the reviews Study records from quiz answers and review sessions.
// Expected figures are written by hand from the format in reviewstore.h.

#include "core/calibration.h"
#include "core/reviewstore.h"
#include "core/study.h"
#include "support/clocks.h"
#include "support/files.h"
#include "support/testbanks.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(FeedbackMode)
Q_DECLARE_METATYPE(Confidence)
Q_DECLARE_METATYPE(Grade)

class TestReviewStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void roundTrip();
    void damagedEntryIsSkipped_data();
    void damagedEntryIsSkipped();
    void newerFormatIsNotOverwritten();
    void unreadableFileIsSetAside();
    void quizAnswersAreRecordedAsReviews_data();
    void quizAnswersAreRecordedAsReviews();
    void reviewSessionRecordsConfidence_data();
    void reviewSessionRecordsConfidence();
    void flagsPersist();
    void calibrationCountsSessionReviews();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString reviewsPath() const { return path(u"reviews.json"_s); }
    std::unique_ptr<Study> makeStudy();

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestReviewStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_reviewstore"_s);
}

void TestReviewStore::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(path(u"alpha.json"_s), bankJson(u"alpha"_s, {u"a1"_s, u"a2"_s, u"a3"_s})));
}

void TestReviewStore::cleanup()
{
    QSettings().clear();
    m_dir.reset();
}

std::unique_ptr<Study> TestReviewStore::makeStudy()
{
    auto study = std::make_unique<Study>(path(u"progress.json"_s));
    study->setReviewClock(fixedClock(utc(10, 12)));
    study->loadBanks({path(u"alpha.json"_s)});
    return study;
}

void TestReviewStore::roundTrip()
{
    QCOMPARE(ReviewStore::filePathBeside(path(u"progress.json"_s)), reviewsPath());
    // The answers took 12.5 s, 40 s and a time not measured.
    const QList<ReviewLogEntry> log{{u"alpha"_s, u"a1"_s, utc(1, 9), Grade::Good,
                                     Confidence::FairlySure, false, 12500},
                                    {u"beta"_s, u"b7"_s, utc(2, 9), Grade::Again, Confidence::None,
                                     true, 40000},
                                    {u"alpha"_s, u"a1"_s, utc(5, 9), Grade::Easy,
                                     Confidence::Certain, false}};
    ReviewSettings settings;
    settings.setDailyLimit(25);
    settings.setDayStartHour(6);
    settings.setDesiredRetention(0.85);
    {
        ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
        store.setSettings(settings);
        store.setLog(log);
        store.setFlagged({u"beta"_s, u"b7"_s}, true);
        QVERIFY(store.save());
    }
    // The compact form: banks named once, alpha first as its entry comes first;
    // 1 March 2026 09:00 UTC is 1772355600 s (20513 days × 86400 + 9 h).
    const QJsonObject root = QJsonDocument::fromJson(readFile(reviewsPath())).object();
    QCOMPARE(root.value(u"format"_s).toInt(), 2);
    QCOMPARE(root.value(u"banks"_s).toArray(), (QJsonArray{u"alpha"_s, u"beta"_s}));
    QCOMPARE(root.value(u"log"_s).toArray().at(0).toArray(),
             (QJsonArray{0, u"a1"_s, 1772355600, 3, 2, 0, 12500}));
    QCOMPARE(root.value(u"log"_s).toArray().at(1).toArray(),
             (QJsonArray{1, u"b7"_s, 1772355600 + 86400, 1, 0, 1, 40000}));
    QCOMPARE(root.value(u"log"_s).toArray().at(2).toArray(),
             (QJsonArray{0, u"a1"_s, 1772355600 + 4 * 86400, 4, 3, 0, 0}));

    ReviewStore loaded(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(loaded.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(loaded.deck().log(), log);
    QCOMPARE(loaded.deck().settings(), settings);
    QCOMPARE(loaded.flags(), (QSet<ReviewItemKey>{{u"beta"_s, u"b7"_s}}));
}

void TestReviewStore::damagedEntryIsSkipped_data()
{
    QTest::addColumn<QJsonValue>("entry");
    QTest::newRow("not an array") << QJsonValue(u"a1"_s);
    QTest::newRow("five fields") << QJsonValue(QJsonArray{0, u"a2"_s, 1772355600, 3, 2});
    QTest::newRow("bank index past the list")
        << QJsonValue(QJsonArray{1, u"a2"_s, 1772355600, 3, 2, 0});
    QTest::newRow("negative bank index")
        << QJsonValue(QJsonArray{-1, u"a2"_s, 1772355600, 3, 2, 0});
    QTest::newRow("empty question id") << QJsonValue(QJsonArray{0, u""_s, 1772355600, 3, 2, 0});
    QTest::newRow("time as text") << QJsonValue(QJsonArray{0, u"a2"_s, u"yesterday"_s, 3, 2, 0});
    QTest::newRow("fractional time") << QJsonValue(QJsonArray{0, u"a2"_s, 1772355600.5, 3, 2, 0});
    QTest::newRow("grade 0") << QJsonValue(QJsonArray{0, u"a2"_s, 1772355600, 0, 2, 0});
    QTest::newRow("grade 5") << QJsonValue(QJsonArray{0, u"a2"_s, 1772355600, 5, 2, 0});
    QTest::newRow("confidence 4") << QJsonValue(QJsonArray{0, u"a2"_s, 1772355600, 3, 4, 0});
    QTest::newRow("from quiz 2") << QJsonValue(QJsonArray{0, u"a2"_s, 1772355600, 3, 2, 2});
}

void TestReviewStore::damagedEntryIsSkipped()
{
    QFETCH(QJsonValue, entry);
    const QJsonObject root{{u"format"_s, 1},
                           {u"banks"_s, QJsonArray{u"alpha"_s}},
                           {u"log"_s,
                            QJsonArray{QJsonArray{0, u"a1"_s, 1772355600, 3, 2, 0}, entry}}};
    QVERIFY(writeFile(reviewsPath(), QJsonDocument(root).toJson()));
    ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
    const ReviewStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ReviewStore::LoadStatus::PartlyLoaded);
    QCOMPARE(outcome.skippedEntries, 1);
    QVERIFY(!outcome.message().isEmpty());
    const QList<ReviewLogEntry> expected{
        {u"alpha"_s, u"a1"_s, utc(1, 9), Grade::Good, Confidence::FairlySure, false}};
    QCOMPARE(store.deck().log(), expected);
}

void TestReviewStore::newerFormatIsNotOverwritten()
{
    const QByteArray newer = R"({"format": 3, "log": "something new"})";
    QVERIFY(writeFile(reviewsPath(), newer));
    ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
    const ReviewStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ReviewStore::LoadStatus::NewerFormat);
    QCOMPARE(outcome.foundFormat, 3);
    QVERIFY(outcome.message().contains(u'3'));
    store.record({u"alpha"_s, u"a1"_s, utc(10, 12), Grade::Good, Confidence::None, true});
    ReviewStore::SaveFailure failure = ReviewStore::SaveFailure::None;
    QVERIFY(!store.save(&failure));
    QCOMPARE(failure, ReviewStore::SaveFailure::NewerFormat);
    QCOMPARE(readFile(reviewsPath()), newer);
}

void TestReviewStore::unreadableFileIsSetAside()
{
    QVERIFY(writeFile(reviewsPath(), "{ not json"));
    ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
    const ReviewStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ReviewStore::LoadStatus::SetAside);
    QCOMPARE(readFile(outcome.setAsidePath), QByteArray("{ not json"));
    QVERIFY(!QFile::exists(reviewsPath()));
    QVERIFY(store.save());
}

void TestReviewStore::quizAnswersAreRecordedAsReviews_data()
{
    QTest::addColumn<FeedbackMode>("mode");
    QTest::newRow("immediate") << FeedbackMode::Immediate;
    QTest::newRow("at end") << FeedbackMode::AtEnd;
}

void TestReviewStore::quizAnswersAreRecordedAsReviews()
{
    QFETCH(FeedbackMode, mode);
    {
        auto study = makeStudy();
        QVERIFY(study->start(u"alpha"_s, mode));
        const QuizSession *session = study->session();
        // Right on the first question, wrong on the second, the third left unanswered.
        const bool immediate = mode == FeedbackMode::Immediate;
        QVERIFY(study->choose(session->correctSlot(0)));
        QVERIFY(!immediate || study->check());
        QVERIFY(study->goTo(1));
        QVERIFY(study->choose((session->correctSlot(1) + 1) % 4));
        if (immediate) {
            QVERIFY(study->check());
        } else {
            QVERIFY(study->reviews().deck().log().isEmpty()); // nothing revealed yet
            QVERIFY(study->submit());
        }
        study->recordProgress();
        study->recordProgress(); // nothing new revealed: nothing recorded twice
        QCOMPARE(study->reviews().deck().log().size(), 2);
    }
    auto reloaded = makeStudy();
    const QList<ReviewLogEntry> log = reloaded->reviews().deck().log();
    QCOMPARE(log.size(), 2);
    QMap<QString, ReviewLogEntry> byQuestion{{log.at(0).questionId, log.at(0)},
                                             {log.at(1).questionId, log.at(1)}};
    // Which question ids sat at positions 0 and 1 is fixed by the order of the
    // bank (the attempt keeps bank order), so a1 right and a2 wrong.
    QCOMPARE(byQuestion.value(u"a1"_s).grade, Grade::Good);
    QCOMPARE(byQuestion.value(u"a2"_s).grade, Grade::Again);
    for (const ReviewLogEntry &entry : log) {
        QVERIFY(entry.fromQuiz);
        QCOMPARE(entry.confidence, Confidence::None);
        QCOMPARE(entry.time, utc(10, 12));
    }
}

void TestReviewStore::reviewSessionRecordsConfidence_data()
{
    QTest::addColumn<bool>("right");
    QTest::addColumn<Confidence>("confidence");
    QTest::addColumn<Grade>("grade");
    // The mapping of fsrs.h: wrong is Again whatever the confidence.
    QTest::newRow("right, guessed") << true << Confidence::Guessed << Grade::Hard;
    QTest::newRow("right, fairly sure") << true << Confidence::FairlySure << Grade::Good;
    QTest::newRow("right, certain") << true << Confidence::Certain << Grade::Easy;
    QTest::newRow("right, none given") << true << Confidence::None << Grade::Good;
    QTest::newRow("wrong, certain") << false << Confidence::Certain << Grade::Again;
}

void TestReviewStore::reviewSessionRecordsConfidence()
{
    QFETCH(bool, right);
    QFETCH(Confidence, confidence);
    QFETCH(Grade, grade);
    {
        auto study = makeStudy();
        study->recordReview({u"alpha"_s, u"a3"_s}, right, confidence);
    }
    auto reloaded = makeStudy();
    const QList<ReviewLogEntry> expected{
        {u"alpha"_s, u"a3"_s, utc(10, 12), grade, confidence, false}};
    QCOMPARE(reloaded->reviews().deck().log(), expected);
}

void TestReviewStore::flagsPersist()
{
    {
        auto study = makeStudy();
        study->setFlagged({u"alpha"_s, u"a2"_s}, true);
        study->setFlagged({u"alpha"_s, u"gone"_s}, true); // no longer in the bank
        QCOMPARE(study->flaggedForReview(), (QList<ReviewItemKey>{{u"alpha"_s, u"a2"_s}}));
    }
    auto reloaded = makeStudy();
    QVERIFY(reloaded->reviews().isFlagged({u"alpha"_s, u"gone"_s}));
    QCOMPARE(reloaded->flaggedForReview(), (QList<ReviewItemKey>{{u"alpha"_s, u"a2"_s}}));
    reloaded->setFlagged({u"alpha"_s, u"a2"_s}, false);
    QVERIFY(makeStudy()->flaggedForReview().isEmpty());
}

void TestReviewStore::calibrationCountsSessionReviews()
{
    const auto entry = [](Grade grade, Confidence confidence, bool fromQuiz) {
        return ReviewLogEntry{u"alpha"_s, u"a1"_s, utc(1, 9), grade, confidence, fromQuiz};
    };
    const QList<ReviewLogEntry> log{
        entry(Grade::Hard, Confidence::Guessed, false),
        entry(Grade::Again, Confidence::Guessed, false),
        entry(Grade::Again, Confidence::Guessed, false),
        entry(Grade::Easy, Confidence::Certain, false),
        entry(Grade::Again, Confidence::Certain, false),
        entry(Grade::Good, Confidence::None, true), // a quiz answer: left out
        entry(Grade::Good, Confidence::FairlySure, true), // from a quiz: left out
    };
    // Counted by hand: guessed 1 right of 3, fairly sure none, certain 1 of 2.
    const QList<CalibrationPoint> expected{{Confidence::Guessed, 3, 1},
                                           {Confidence::FairlySure, 0, 0},
                                           {Confidence::Certain, 2, 1}};
    QCOMPARE(calibrationOf(log), expected);
}

QTEST_GUILESS_MAIN(TestReviewStore)
#include "tst_reviewstore.moc"
