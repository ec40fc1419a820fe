// Review files of the release before FSRS-6 (format 1), read by this one.
//
// tests/data/reviews-0eedbd2/ holds a reviews.json and reviews.journal written
// by the release at commit 0eedbd2 (FSRS-5, format 1) through its own
// ReviewStore: settings, four reviews and two flags folded into the snapshot,
// then four reviews and a flag cleared in the journal. Loading must keep every
// review, flag and setting, derive the states by replaying the log under
// FSRS-6 (format 1 stored no states), and the next compaction must write
// format 2 with the model's version and parameters.
//
// The expected states are the output of tests/tools/fsrs6_reference.py's
// run() for each question's reviews (days from its first review, retention 0.85).

#include "core/reviewstore.h"
#include "support/files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {
QDateTime utc(int month, int day, int hour, int minute = 0)
{
    return QDateTime(QDate(2026, month, day), QTime(hour, minute), QTimeZone::utc());
}

Clock novemberFirst()
{
    return [] {
        return utc(11, 1, 12);
    };
}

bool relativelyClose(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-9 * std::abs(expected);
}
} // namespace

class TestReviewMigration : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void formatOneLoadsWhole();
    void statesAreReplayedUnderFsrs6();
    void compactionWritesFormatTwo();
    void adoptedParametersSurvive();
    void parametersOfAnotherModelAreNotUsed();

private:
    QString reviewsPath() const { return m_dir->filePath(u"reviews.json"_s); }
    QString journalPath() const { return m_dir->filePath(u"reviews.journal"_s); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestReviewMigration::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    const QString fixture = QStringLiteral(SCALESTUDY_TEST_DATA_DIR) + u"/reviews-0eedbd2/"_s;
    for (const QString &name : {u"reviews.json"_s, u"reviews.journal"_s}) {
        QVERIFY(QFile::copy(fixture + name, m_dir->filePath(name)));
        QVERIFY(QFile::setPermissions(m_dir->filePath(name), QFile::ReadOwner | QFile::WriteOwner));
    }
}

void TestReviewMigration::formatOneLoadsWhole()
{
    ReviewStore store(reviewsPath(), {}, novemberFirst());
    QCOMPARE(store.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(store.deck().log().size(), 8);
    QCOMPARE(store.journalChanges(), 5);
    // parallelism-02 was flagged in the snapshot and cleared in the journal.
    QCOMPARE(store.flags(), (QSet<ReviewItemKey>{{u"jax-gpu"_s, u"jax-gpu-03"_s}}));
    const ReviewSettings &settings = store.deck().settings();
    QCOMPARE(settings.dailyLimit(), 40);
    QCOMPARE(settings.dayStartHour(), 5);
    QCOMPARE(settings.desiredRetention(), 0.85);
    QVERIFY(settings.defaultParameters());
    // The journal's last review: answered right in a quiz, no confidence.
    const ReviewLogEntry last = store.deck().log().constLast();
    QCOMPARE(last.questionId, u"parallelism-04"_s);
    QCOMPARE(last.time, utc(10, 21, 18));
    QCOMPARE(last.grade, Grade::Good);
    QVERIFY(last.fromQuiz);
}

void TestReviewMigration::statesAreReplayedUnderFsrs6()
{
    ReviewStore store(reviewsPath(), {}, novemberFirst());
    QCOMPARE(store.load().status, ReviewStore::LoadStatus::Loaded);
    struct Expected
    {
        ReviewItemKey key;
        double stability;
        double difficulty;
        int interval;
        QDate due;
        int reps;
        int lapses;
    };
    // jax-gpu-01: Good on 1 Oct, Good 3 days later, Again 16 days after that and
    // Good the same day; jax-gpu-02: Easy, then Hard 19 days later; jax-gpu-03:
    // Again once; parallelism-04: Good once. Study days start at 5:00 UTC, after
    // every review's hour, so each review's day is its date.
    const QList<Expected> expected{
        {{u"jax-gpu"_s, u"jax-gpu-01"_s},
         1.7756450397980064,
         7.38007426350719,
         3,
         QDate(2026, 10, 23),
         4,
         1},
        {{u"jax-gpu"_s, u"jax-gpu-02"_s},
         40.510882831414015,
         4.010608969296839,
         77,
         QDate(2027, 1, 5),
         2,
         0},
        {{u"jax-gpu"_s, u"jax-gpu-03"_s}, 0.212, 6.4133, 1, QDate(2026, 10, 2), 1, 0},
        {{u"parallelism"_s, u"parallelism-04"_s},
         2.3065,
         2.118103970459015,
         4,
         QDate(2026, 10, 25),
         1,
         0},
    };
    QCOMPARE(store.deck().states().size(), expected.size());
    for (const Expected &item : expected) {
        const std::optional<ReviewState> state = store.deck().state(item.key);
        QVERIFY2(state, qPrintable(item.key.questionId));
        QVERIFY2(relativelyClose(state->memory.stability, item.stability),
                 qPrintable(QString::number(state->memory.stability, 'g', 15)));
        QVERIFY2(relativelyClose(state->memory.difficulty, item.difficulty),
                 qPrintable(QString::number(state->memory.difficulty, 'g', 15)));
        QCOMPARE(state->scheduledDays, item.interval);
        QCOMPARE(state->due, item.due);
        QCOMPARE(state->reps, item.reps);
        QCOMPARE(state->lapses, item.lapses);
    }
}

void TestReviewMigration::compactionWritesFormatTwo()
{
    QList<ReviewLogEntry> log;
    {
        ReviewStore store(reviewsPath(), {}, novemberFirst());
        QCOMPARE(store.load().status, ReviewStore::LoadStatus::Loaded);
        log = store.deck().log();
        QVERIFY(store.compact());
    }
    const QJsonObject root = QJsonDocument::fromJson(readFile(reviewsPath())).object();
    QCOMPARE(root.value(u"format"_s).toInt(), 2);
    QCOMPARE(root.value(u"log"_s).toArray().size(), 8);
    const QJsonObject model = root.value(u"settings"_s).toObject().value(u"model"_s).toObject();
    QCOMPARE(model.value(u"version"_s).toInt(), 6);
    const QJsonArray parameters = model.value(u"parameters"_s).toArray();
    QCOMPARE(parameters.size(), 21);
    // The published FSRS-6 defaults, first and last (w0 = 0.212, w20 = 0.1542).
    QCOMPARE(parameters.first().toDouble(), 0.212);
    QCOMPARE(parameters.last().toDouble(), 0.1542);
    // The journal is only its first line now.
    QCOMPARE(readFile(journalPath()).count('\n'), 1);

    ReviewStore again(reviewsPath(), {}, novemberFirst());
    QCOMPARE(again.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(again.deck().log(), log);
    QCOMPARE(again.flags(), (QSet<ReviewItemKey>{{u"jax-gpu"_s, u"jax-gpu-03"_s}}));
    QCOMPARE(again.deck().settings().dailyLimit(), 40);
}

void TestReviewMigration::adoptedParametersSurvive()
{
    Fsrs::Parameters own = Fsrs::defaultParameters;
    own[0] = 0.5;
    own[20] = 0.3;
    {
        ReviewStore store(reviewsPath(), {}, novemberFirst());
        store.load();
        ReviewSettings settings = store.deck().settings();
        settings.setParameters(own);
        store.setSettings(settings);
        QVERIFY(store.save()); // a journal line
    }
    {
        ReviewStore store(reviewsPath(), {}, novemberFirst());
        QCOMPARE(store.load().status, ReviewStore::LoadStatus::Loaded);
        QCOMPARE(store.deck().settings().parameters(), own);
        // jax-gpu-03's one Again now starts at S = w0 = 0.5.
        QCOMPARE(store.deck().state({u"jax-gpu"_s, u"jax-gpu-03"_s})->memory.stability, 0.5);
        QVERIFY(store.compact());
    }
    ReviewStore store(reviewsPath(), {}, novemberFirst());
    QCOMPARE(store.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(store.deck().settings().parameters(), own);
}

void TestReviewMigration::parametersOfAnotherModelAreNotUsed()
{
    // Parameters named as another model's (FSRS-5's 19, say, or a later
    // model's), or not 21 numbers, leave FSRS-6's defaults in place.
    const QList<QByteArray> models{
        R"({"version":5,"parameters":[0.4,1.2,3.2,15.7,7.2,0.5,1.5,0.005,1.5,0.1,1.0,1.9,0.1,0.3,2.3,0.2,3.0,0.5,0.7]})",
        R"({"version":7,"parameters":[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]})",
        R"({"version":6,"parameters":[1,1,1]})",
        R"({"version":6,"parameters":[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,"x"]})", R"("fsrs")"};
    for (const QByteArray &model : models) {
        QVERIFY(writeFile(reviewsPath(),
                          R"({"format":2,"settings":{"dailyLimit":30,"model":)" + model
                              + R"(},"banks":["alpha"],"log":[[0,"a1",1772355600,3,2,0]]})"));
        QFile::remove(journalPath());
        ReviewStore store(reviewsPath(), {}, novemberFirst());
        QCOMPARE(store.load().status, ReviewStore::LoadStatus::Loaded);
        QCOMPARE(store.deck().settings().dailyLimit(), 30);
        QVERIFY2(store.deck().settings().defaultParameters(), model.constData());
    }
}

QTEST_GUILESS_MAIN(TestReviewMigration)
#include "tst_reviewmigration.moc"
