// Study: the library's banks, the learner's progress and the attempt in
// progress, with the rules for starting, resuming and retrying an attempt,
// opening and removing bank files, and saving after each change.

#include "core/atomicwrite.h"
#include "core/study.h"
#include "support/testbanks.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(FeedbackMode)
Q_DECLARE_METATYPE(Study::Resumption)
Q_DECLARE_METATYPE(Study::BankOpening::Outcome)

namespace {

const auto openedBanksKey = u"openedBanks"_s;

// The record of one quiz as the progress file holds it (format in README).
QJsonObject savedRecord(const QString &progressPath, const QString &bankId)
{
    QFile file(progressPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll())
        .object()
        .value(u"quizzes"_s)
        .toObject()
        .value(bankId)
        .toObject();
}

QStringList sessionIds(const QuizSession &session)
{
    QStringList ids;
    for (int position = 0; position < session.questionCount(); ++position)
        ids << session.questionId(position);
    return ids;
}

} // namespace

class TestStudy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void loadsBuiltInAndOpenedBanks();
    void start_data();
    void start();
    void resume_data();
    void resume();
    void mismatchedAttemptIsDiscardedAndWrittenAtOnce();
    void discardedAttemptIsKeptInTheHistoryAsAbandoned();
    void retryWrong_data();
    void retryWrong();
    void practiseAsksTheGivenQuestions_data();
    void practiseAsksTheGivenQuestions();
    void retryAfterAFinishedAttemptAsksItsWrongAnswers();
    void openBankFile_data();
    void openBankFile();
    void removeBankFile();
    void answersAreSavedAsTheyAreGiven();
    void answerTimeIsSavedWhenTheLearnerMovesOnOrLeaves();
    void saveFailureIsReportedOnce_data();
    void saveFailureIsReportedOnce();
    void successAfterAFailureIsReportedAndEndsIt();
    void startingAgainKeepsTheOpenAttemptAsAbandoned_data();
    void startingAgainKeepsTheOpenAttemptAsAbandoned();
    void finishedAttemptIsRecordedOnce();
    void openAttemptIsReopenedAfterRestart();
    void historyOpensOnTheQuizAskedInProgressOrLast();
    void cardTrendIsTheLastTenScoresOldestFirst();
    void chartSetupIsLookedUpInTheAttemptsQuizFirst();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString progressPath() const { return path(u"progress.json"_s); }
    // Two built-in banks: "alpha" (a1..a3) and "beta" (b1, b2).
    QStringList builtInPaths() const { return {path(u"alpha.json"_s), path(u"beta.json"_s)}; }
    std::unique_ptr<Study> makeStudy(ProgressStore::Writer writer = {});

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestStudy::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_study"_s);
}

void TestStudy::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(path(u"alpha.json"_s), bankJson(u"alpha"_s, {u"a1"_s, u"a2"_s, u"a3"_s})));
    QVERIFY(writeFile(path(u"beta.json"_s), bankJson(u"beta"_s, {u"b1"_s, u"b2"_s})));
}

void TestStudy::cleanup()
{
    QSettings().clear();
    m_dir.reset();
}

std::unique_ptr<Study> TestStudy::makeStudy(ProgressStore::Writer writer)
{
    auto study = std::make_unique<Study>(progressPath(), std::move(writer));
    study->loadBanks(builtInPaths());
    return study;
}

void TestStudy::loadsBuiltInAndOpenedBanks()
{
    QVERIFY(writeFile(path(u"gamma.json"_s), bankJson(u"gamma"_s, {u"g1"_s})));
    QSettings().setValue(openedBanksKey, QStringList{path(u"gamma.json"_s)});
    Study study(progressPath());
    QSignalSpy banksChanged(&study, &Study::banksChanged);
    study.loadBanks(builtInPaths());
    QCOMPARE(banksChanged.size(), 1);
    QStringList ids;
    for (const QuestionBank &bank : study.banks())
        ids << bank.id;
    QCOMPARE(ids, (QStringList{u"alpha"_s, u"beta"_s, u"gamma"_s}));
    QVERIFY(study.bankProblems().isEmpty());
    QVERIFY(study.removableBankPaths().isEmpty());
    QVERIFY(!study.session());
    QVERIFY(!study.attempt().isOpen());
}

void TestStudy::start_data()
{
    QTest::addColumn<QString>("bankId");
    QTest::addColumn<FeedbackMode>("mode");
    QTest::addColumn<bool>("started");
    QTest::addColumn<int>("questions"); // counted in the bank files written by init()

    QTest::newRow("alpha, immediate") << u"alpha"_s << FeedbackMode::Immediate << true << 3;
    QTest::newRow("beta, at the end") << u"beta"_s << FeedbackMode::AtEnd << true << 2;
    QTest::newRow("not in the library") << u"gone"_s << FeedbackMode::Immediate << false << 0;
}

void TestStudy::start()
{
    QFETCH(QString, bankId);
    QFETCH(FeedbackMode, mode);
    QFETCH(bool, started);
    QFETCH(int, questions);
    auto study = makeStudy();
    QSignalSpy sessionChanged(study.get(), &Study::sessionChanged);
    QSignalSpy recordChanged(study.get(), &Study::recordChanged);

    QCOMPARE(study->start(bankId, mode), started);
    QCOMPARE(sessionChanged.size(), started ? 1 : 0);
    QCOMPARE(study->session() != nullptr, started);
    if (!started) {
        QVERIFY(!QFile::exists(progressPath()));
        return;
    }
    QCOMPARE(study->session()->bankId(), bankId);
    QCOMPARE(study->session()->mode(), mode);
    QCOMPARE(study->session()->questionCount(), questions);
    QVERIFY(!study->session()->isRetry());
    QCOMPARE(study->attempt().bank().id, bankId);
    QCOMPARE(&study->attempt().session(), study->session());
    // The new attempt is saved at once, so a crash right after keeps it.
    QCOMPARE(recordChanged.size(), 1);
    QCOMPARE(recordChanged.at(0).at(0).toString(), bankId);
    QCOMPARE(savedRecord(progressPath(), bankId)
                 .value(u"attempt"_s)
                 .toObject()
                 .value(u"bank"_s)
                 .toString(),
             bankId);
    QVERIFY(study->record(bankId).attempt.has_value());
}

void TestStudy::resume_data()
{
    QTest::addColumn<QString>("savedFor"); // the bank an attempt is saved for; empty: none
    QTest::addColumn<QString>("bankId"); // the bank asked to resume
    QTest::addColumn<Study::Resumption>("resumption");

    QTest::newRow("saved attempt") << u"alpha"_s << u"alpha"_s << Study::Resumption::Resumed;
    QTest::newRow("no attempt saved")
        << QString() << u"alpha"_s << Study::Resumption::NothingToResume;
    QTest::newRow("attempt saved for another bank")
        << u"beta"_s << u"alpha"_s << Study::Resumption::NothingToResume;
    QTest::newRow("bank not in the library")
        << u"alpha"_s << u"gone"_s << Study::Resumption::NothingToResume;
}

void TestStudy::resume()
{
    QFETCH(QString, savedFor);
    QFETCH(QString, bankId);
    QFETCH(Study::Resumption, resumption);
    std::optional<QuizSession> attempt;
    if (!savedFor.isEmpty()) {
        auto first = makeStudy();
        QVERIFY(first->start(savedFor, FeedbackMode::AtEnd));
        QVERIFY(first->goTo(1));
        QVERIFY(first->choose(2));
        attempt = *first->session();
    }
    auto study = makeStudy(); // as after a restart
    QSignalSpy sessionChanged(study.get(), &Study::sessionChanged);
    QCOMPARE(study->resume(bankId), resumption);
    const bool resumed = resumption == Study::Resumption::Resumed;
    QCOMPARE(sessionChanged.size(), resumed ? 1 : 0);
    QCOMPARE(study->session() != nullptr, resumed);
    if (!resumed)
        return;
    // The same attempt: seed, mode, place and answer.
    QCOMPARE(study->session()->seed(), attempt->seed());
    QCOMPARE(study->session()->mode(), FeedbackMode::AtEnd);
    QCOMPARE(study->session()->currentPosition(), 1);
    QCOMPARE(study->session()->chosenSlot(1), std::optional<int>(2));
    QCOMPARE(study->session()->optionOrder(1), attempt->optionOrder(1));
}

void TestStudy::mismatchedAttemptIsDiscardedAndWrittenAtOnce()
{
    // An attempt at a question alpha does not have (a9), with a best score to keep.
    QVERIFY(writeFile(progressPath(), R"({"format": 1, "quizzes": {"alpha": {
        "best": {"correct": 2, "total": 3}, "last": {"correct": 2, "total": 3}, "lastWrong": ["a2"],
        "attempt": {"bank": "alpha", "mode": "end", "seed": 1, "current": 0, "questions": [
            {"id": "a9", "order": [0, 1, 2, 3], "chosen": -1}]}}}})"));
    auto study = makeStudy();
    QVERIFY(study->record(u"alpha"_s).attempt.has_value());
    QSignalSpy sessionChanged(study.get(), &Study::sessionChanged);
    QSignalSpy recordChanged(study.get(), &Study::recordChanged);

    QCOMPARE(study->resume(u"alpha"_s), Study::Resumption::AttemptDiscarded);
    QCOMPARE(sessionChanged.size(), 0);
    QVERIFY(!study->session());
    QCOMPARE(recordChanged.size(), 1);
    QVERIFY(!study->record(u"alpha"_s).attempt);
    // Written at once, and only the attempt is gone.
    const QJsonObject saved = savedRecord(progressPath(), u"alpha"_s);
    QVERIFY(!saved.contains(u"attempt"_s));
    QCOMPARE(saved.value(u"best"_s).toObject().value(u"correct"_s).toInt(), 2);
    QCOMPARE(saved.value(u"lastWrong"_s).toArray(), QJsonArray{u"a2"_s});
    // Nothing is offered again.
    QCOMPARE(study->resume(u"alpha"_s), Study::Resumption::NothingToResume);
}

void TestStudy::discardedAttemptIsKeptInTheHistoryAsAbandoned()
{
    // Open when the app last closed: an attempt at a1 and a question alpha no
    // longer has (a9), a1 answered in 12.4 s, a9 in 3 s, begun at 09:30:15.5.
    QVERIFY(writeFile(progressPath(), R"({"format": 1, "openAttempt": "alpha", "quizzes": {"alpha": {
        "attempt": {"bank": "alpha", "mode": "end", "seed": 1, "current": 1, "retry": false,
                    "started": "2026-03-01T09:30:15.500Z", "questions": [
            {"id": "a1", "order": [0, 1, 2, 3], "chosen": 0, "checked": true, "ms": 12400},
            {"id": "a9", "order": [0, 1, 2, 3], "chosen": 2, "ms": 3000}]}}}})"));
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    {
        auto study = makeStudy();
        QCOMPARE(study->reopenOpenAttempt(), Study::Resumption::AttemptDiscarded);
    }
    // Read back from the file: the discard was saved with its history entry.
    auto study = makeStudy();
    QCOMPARE(study->history().size(), 1);
    const AttemptRecord &abandoned = study->history().constFirst();
    QCOMPARE(abandoned.bankId, u"alpha"_s);
    QCOMPARE(abandoned.end, AttemptRecord::End::Abandoned);
    QCOMPARE(abandoned.mode, FeedbackMode::AtEnd);
    // The history keeps whole seconds: 09:30:15.5 is kept as 09:30:15.
    QCOMPARE(abandoned.started, QDateTime(QDate(2026, 3, 1), QTime(9, 30, 15), QTimeZone::utc()));
    QVERIFY(abandoned.ended >= before);
    // The changed bank cannot judge the answers: each question is kept
    // unjudged, with its time to the nearest second (12.4 s is 12 s).
    QCOMPARE(abandoned.questions.size(), 2);
    QCOMPARE(abandoned.questions.at(0).questionId, u"a1"_s);
    QCOMPARE(abandoned.questions.at(0).result, QuestionOutcome::Result::Unanswered);
    QCOMPARE(abandoned.questions.at(0).timeSpentMs, 12000);
    QCOMPARE(abandoned.questions.at(1).questionId, u"a9"_s);
    QCOMPARE(abandoned.questions.at(1).timeSpentMs, 3000);
    QVERIFY(!study->record(u"alpha"_s).attempt);
}

void TestStudy::retryWrong_data()
{
    QTest::addColumn<QStringList>("lastWrong"); // as the progress file lists them
    QTest::addColumn<bool>("started");
    QTest::addColumn<QStringList>("asked"); // the attempt's questions, in bank order

    QTest::newRow("two wrong") << QStringList{u"a3"_s, u"a1"_s} << true
                               << QStringList{u"a1"_s, u"a3"_s};
    QTest::newRow("unknown ids are left out")
        << QStringList{u"a2"_s, u"gone"_s} << true << QStringList{u"a2"_s};
    QTest::newRow("duplicate ids are asked once")
        << QStringList{u"a2"_s, u"a2"_s, u"a3"_s, u"a2"_s} << true << QStringList{u"a2"_s, u"a3"_s};
    QTest::newRow("only unknown ids") << QStringList{u"gone"_s, u"b1"_s} << false << QStringList();
    QTest::newRow("none wrong") << QStringList() << false << QStringList();
}

void TestStudy::retryWrong()
{
    QFETCH(QStringList, lastWrong);
    QFETCH(bool, started);
    QFETCH(QStringList, asked);
    const QJsonObject root{{u"format"_s, 1},
                           {u"quizzes"_s,
                            QJsonObject{{u"alpha"_s,
                                         QJsonObject{{u"lastWrong"_s,
                                                      QJsonArray::fromStringList(lastWrong)}}}}}};
    QVERIFY(writeFile(progressPath(), QJsonDocument(root).toJson()));
    auto study = makeStudy();
    QSignalSpy sessionChanged(study.get(), &Study::sessionChanged);

    QCOMPARE(study->retryWrong(u"alpha"_s, FeedbackMode::Immediate), started);
    QCOMPARE(sessionChanged.size(), started ? 1 : 0);
    QCOMPARE(study->session() != nullptr, started);
    if (!started)
        return;
    QVERIFY(study->session()->isRetry());
    QCOMPARE(study->session()->mode(), FeedbackMode::Immediate);
    QCOMPARE(sessionIds(*study->session()), asked);
}

void TestStudy::practiseAsksTheGivenQuestions_data()
{
    QTest::addColumn<QStringList>("given"); // as the history page passes them, hardest first
    QTest::addColumn<bool>("started");
    QTest::addColumn<QStringList>("asked"); // the attempt's questions, in bank order

    QTest::newRow("two of three") << QStringList{u"a3"_s, u"a1"_s} << true
                                  << QStringList{u"a1"_s, u"a3"_s};
    QTest::newRow("one the bank no longer has")
        << QStringList{u"gone"_s, u"a2"_s} << true << QStringList{u"a2"_s};
    QTest::newRow("none the bank has") << QStringList{u"gone"_s} << false << QStringList();
    QTest::newRow("none given") << QStringList() << false << QStringList();
}

// Practice of the hardest questions: an attempt at just those, not drawn
// with the whole quiz's scores (a retry).
void TestStudy::practiseAsksTheGivenQuestions()
{
    QFETCH(QStringList, given);
    QFETCH(bool, started);
    QFETCH(QStringList, asked);
    auto study = makeStudy();
    QSignalSpy sessionChanged(study.get(), &Study::sessionChanged);
    QCOMPARE(study->practise(u"alpha"_s, FeedbackMode::Immediate, given), started);
    QCOMPARE(sessionChanged.size(), started ? 1 : 0);
    QCOMPARE(study->session() != nullptr, started);
    QVERIFY(!study->practise(u"no such quiz"_s, FeedbackMode::Immediate, {u"a1"_s}));
    if (!started)
        return;
    QVERIFY(study->session()->isRetry());
    QCOMPARE(sessionIds(*study->session()), asked);
}

void TestStudy::retryAfterAFinishedAttemptAsksItsWrongAnswers()
{
    auto study = makeStudy();
    QVERIFY(study->start(u"alpha"_s, FeedbackMode::AtEnd));
    const QuizSession *session = study->session();
    // Right on a1 only: the right option (bank index 0) is at the slot the shuffle put it.
    QVERIFY(study->choose(session->correctSlot(0)));
    QVERIFY(study->goTo(1));
    QVERIFY(study->choose((session->correctSlot(1) + 1) % 4));
    QVERIFY(study->submit()); // a3 unanswered: wrong too
    QVERIFY(study->retryWrong(u"alpha"_s, FeedbackMode::AtEnd));
    QCOMPARE(sessionIds(*study->session()), (QStringList{u"a2"_s, u"a3"_s}));
    // The finished attempt set the record's wrong answers too.
    QCOMPARE(savedRecord(progressPath(), u"alpha"_s).value(u"lastWrong"_s).toArray(),
             (QJsonArray{u"a2"_s, u"a3"_s}));
}

void TestStudy::openBankFile_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<Study::BankOpening::Outcome>("outcome");
    QTest::addColumn<QString>("bankId");

    QTest::newRow("good") << bankJson(u"gamma"_s, {u"g1"_s}) << Study::BankOpening::Outcome::Added
                          << u"gamma"_s;
    QTest::newRow("not JSON") << QByteArray("{ \"format\": 1,")
                              << Study::BankOpening::Outcome::NotLoaded << QString();
    QTest::newRow("no questions") << bankJson(u"empty"_s, {})
                                  << Study::BankOpening::Outcome::NotLoaded << QString();
    QTest::newRow("id already in the library")
        << bankJson(u"beta"_s, {u"x1"_s}) << Study::BankOpening::Outcome::IdTaken << u"beta"_s;
}

void TestStudy::openBankFile()
{
    QFETCH(QByteArray, content);
    QFETCH(Study::BankOpening::Outcome, outcome);
    QFETCH(QString, bankId);
    const QString file = path(u"opened.json"_s);
    QVERIFY(writeFile(file, content));
    auto study = makeStudy();
    QSignalSpy banksChanged(study.get(), &Study::banksChanged);

    const Study::BankOpening opening = study->openBankFile(file);
    QCOMPARE(opening.outcome, outcome);
    QCOMPARE(opening.bankId, bankId);
    const bool added = outcome == Study::BankOpening::Outcome::Added;
    QCOMPARE(opening.problems.isEmpty(), outcome != Study::BankOpening::Outcome::NotLoaded);
    QCOMPARE(banksChanged.size(), added ? 1 : 0);
    QCOMPARE(study->banks().size(), added ? 3 : 2);
    QCOMPARE(study->bank(u"gamma"_s) != nullptr, added);
    if (outcome == Study::BankOpening::Outcome::IdTaken) // the library's own beta stays
        QCOMPARE(study->bank(u"beta"_s)->questions.constFirst().id, u"b1"_s);
    // Only an added bank is remembered for the next start.
    QCOMPARE(QSettings().value(openedBanksKey).toStringList(),
             added ? QStringList{file} : QStringList());
    auto next = makeStudy();
    QCOMPARE(next->bank(u"gamma"_s) != nullptr, added);
}

void TestStudy::removeBankFile()
{
    const QString good = path(u"gamma.json"_s);
    const QString missing = path(u"missing.json"_s);
    QVERIFY(writeFile(good, bankJson(u"gamma"_s, {u"g1"_s})));
    QSettings().setValue(openedBanksKey, QStringList{good, missing});
    // A built-in bank that fails is a problem but cannot be removed.
    auto study = std::make_unique<Study>(progressPath());
    study->loadBanks(builtInPaths() << path(u"broken-built-in.json"_s));
    QCOMPARE(study->bankProblems().size(), 2);
    QCOMPARE(study->removableBankPaths(), QStringList{missing});
    QVERIFY(study->start(u"gamma"_s, FeedbackMode::Immediate));

    QSignalSpy banksChanged(study.get(), &Study::banksChanged);
    study->removeBankFile(missing);
    QCOMPARE(banksChanged.size(), 1);
    QCOMPARE(QSettings().value(openedBanksKey).toStringList(), QStringList{good});
    QCOMPARE(study->bankProblems().size(), 1); // the built-in one
    QVERIFY(study->removableBankPaths().isEmpty());

    study->removeBankFile(good);
    QVERIFY(QSettings().value(openedBanksKey).toStringList().isEmpty());
    QVERIFY(!study->bank(u"gamma"_s));
    // The attempt keeps its bank.
    QCOMPARE(study->attempt().bank().id, u"gamma"_s);
    QCOMPARE(study->attempt().bank().questions.size(), 1);
}

void TestStudy::answersAreSavedAsTheyAreGiven()
{
    auto study = makeStudy();
    QVERIFY(study->start(u"alpha"_s, FeedbackMode::Immediate));
    QSignalSpy recordChanged(study.get(), &Study::recordChanged);
    const QuizSession *session = study->session();
    for (int position = 0; position < 3; ++position) {
        if (position > 0)
            QVERIFY(study->goTo(position));
        QVERIFY(study->choose(session->correctSlot(position)));
        QVERIFY(study->check());
        // Moving, choosing and checking each saved at once.
        QCOMPARE(recordChanged.size(), 3 * position + 2);
    }
    // All three right (3 of 3): the finished attempt becomes the scores.
    const QJsonObject saved = savedRecord(progressPath(), u"alpha"_s);
    QVERIFY(!saved.contains(u"attempt"_s));
    QCOMPARE(saved.value(u"last"_s).toObject(), (QJsonObject{{u"correct"_s, 3}, {u"total"_s, 3}}));
    QCOMPARE(saved.value(u"best"_s).toObject(), (QJsonObject{{u"correct"_s, 3}, {u"total"_s, 3}}));
    QCOMPARE(study->record(u"alpha"_s).best, (std::optional<Score>(Score{3, 3})));
}

// The "ms" of each question in the saved attempt (README "Progress file format").
void TestStudy::answerTimeIsSavedWhenTheLearnerMovesOnOrLeaves()
{
    auto study = makeStudy();
    qint64 clock = 0;
    study->setAnswerClock([&clock] { return clock; });
    QVERIFY(study->start(u"alpha"_s, FeedbackMode::AtEnd));
    const auto savedMs = [this](int position) {
        return savedRecord(progressPath(), u"alpha"_s)
            .value(u"attempt"_s)
            .toObject()
            .value(u"questions"_s)
            .toArray()
            .at(position)
            .toObject()
            .value(u"ms"_s)
            .toInteger();
    };
    study->startTiming(); // the question page came into sight
    clock = 2500;
    QVERIFY(study->goTo(1)); // 2.5 s on a1, saved with the move
    QCOMPARE(savedMs(0), 2500);
    clock = 3200;
    QVERIFY(study->stopTiming()); // the page went out of sight: 0.7 s on a2, saved
    QCOMPARE(savedMs(1), 700);
    QVERIFY(!study->stopTiming()); // stopped already
    clock = 60000; // away from the page: counts nowhere
    study->startTiming();
    clock = 61000;
    QVERIFY(study->submit()); // 1 s more on a2
    // The history keeps whole seconds, halves up: 2.5 s is 3 s, 0.7 + 1 s is 2 s.
    QCOMPARE(study->history().constLast().questions.at(1).timeSpentMs, 2000);
    QCOMPARE(study->history().constLast().questions.at(0).timeSpentMs, 3000);
}

void TestStudy::saveFailureIsReportedOnce_data()
{
    QTest::addColumn<QByteArray>("progressFile"); // empty: none
    QTest::addColumn<int>("reports");
    QTest::addColumn<int>("reason"); // ProgressStore::SaveFailure::Reason

    QTest::newRow("write fails") << QByteArray() << 1
                                 << int(ProgressStore::SaveFailure::Reason::WriteFailed);
    // The load already told the learner that nothing will be saved.
    QTest::newRow("newer format, saving blocked")
        << QByteArray(R"({"format": 99, "quizzes": {}})") << 0 << 0;
}

void TestStudy::saveFailureIsReportedOnce()
{
    QFETCH(QByteArray, progressFile);
    QFETCH(int, reports);
    QFETCH(int, reason);
    if (!progressFile.isEmpty())
        QVERIFY(writeFile(progressPath(), progressFile));
    int writes = 0;
    auto study = makeStudy([&writes](const QString &, const QByteArray &) {
        ++writes;
        return std::optional<FileError>(
            FileError{FileError::Kind::DiskFull, u"No space left on device"_s});
    });
    QCOMPARE(study->progressLoad().status == ProgressStore::LoadStatus::NewerFormat,
             !progressFile.isEmpty());
    QSignalSpy saveFailed(study.get(), &Study::saveFailed);

    QVERIFY(study->start(u"alpha"_s, FeedbackMode::Immediate));
    QVERIFY(study->choose(0));
    QVERIFY(study->check());
    QCOMPARE(saveFailed.size(), reports);
    // Each change was tried (a blocked store never gets as far as writing).
    QCOMPARE(writes, progressFile.isEmpty() ? 3 : 0);
    if (reports == 0)
        return;
    const auto failure = saveFailed.at(0).at(0).value<ProgressStore::SaveFailure>();
    QCOMPARE(int(failure.reason), reason);
    QCOMPARE(failure.error.kind, FileError::Kind::DiskFull);
}

void TestStudy::successAfterAFailureIsReportedAndEndsIt()
{
    bool diskFull = true;
    auto study = makeStudy([&diskFull](const QString &path, const QByteArray &data) {
        return diskFull ? std::optional<FileError>(FileError{FileError::Kind::DiskFull, {}})
                        : writeAtomically(path, data);
    });
    QSignalSpy saveFailed(study.get(), &Study::saveFailed);
    QSignalSpy savedAgain(study.get(), &Study::savedAgain);

    QVERIFY(study->start(u"alpha"_s, FeedbackMode::AtEnd)); // fails: reported
    QVERIFY(study->choose(0)); // fails: already reported
    QCOMPARE(saveFailed.size(), 1);
    QCOMPARE(savedAgain.size(), 0);
    diskFull = false;
    QVERIFY(study->choose(1)); // saved: the failure is over
    QVERIFY(study->choose(2));
    QCOMPARE(savedAgain.size(), 1);
    QVERIFY(savedRecord(progressPath(), u"alpha"_s).contains(u"attempt"_s));
    diskFull = true;
    QVERIFY(study->choose(3)); // a new failure is reported again
    QCOMPARE(saveFailed.size(), 2);
    QCOMPARE(savedAgain.size(), 1);
}

void TestStudy::startingAgainKeepsTheOpenAttemptAsAbandoned_data()
{
    QTest::addColumn<bool>("restart"); // the open attempt is then read back from the file
    QTest::addColumn<bool>("retry"); // start a retry of wrong answers instead of a full attempt
    QTest::newRow("start, same run") << false << false;
    QTest::newRow("start, after a restart") << true << false;
    QTest::newRow("retry, same run") << false << true;
    QTest::newRow("retry, after a restart") << true << true;
}

void TestStudy::startingAgainKeepsTheOpenAttemptAsAbandoned()
{
    QFETCH(bool, restart);
    QFETCH(bool, retry);
    auto study = makeStudy();
    // A finished attempt with a2 wrong (option 0 is always right in these banks).
    QVERIFY(study->start(u"alpha"_s, FeedbackMode::Immediate));
    for (int position = 0; position < 3; ++position) {
        const OptionOrder &order = study->session()->optionOrder(position);
        const bool wrong = position == 1;
        const auto slot = std::find_if(order.begin(), order.end(),
                                       [wrong](int option) { return (option == 0) != wrong; });
        study->goTo(position);
        QVERIFY(study->choose(int(slot - order.begin())));
        QVERIFY(study->check());
    }
    QCOMPARE(study->record(u"alpha"_s).lastWrongIds, QStringList{u"a2"_s});
    QCOMPARE(study->history().size(), 1);
    // Then an open attempt with one answer and some time on it.
    qint64 clock = 1000;
    study->setAnswerClock([&clock] { return clock; });
    QVERIFY(study->start(u"alpha"_s, FeedbackMode::AtEnd));
    study->startTiming();
    QVERIFY(study->choose(2));
    clock += 4000;
    study->stopTiming();
    const OptionOrder firstOrder = study->session()->optionOrder(0);
    if (restart)
        study = makeStudy();

    const bool started = retry ? study->retryWrong(u"alpha"_s, FeedbackMode::Immediate)
                               : study->start(u"alpha"_s, FeedbackMode::Immediate);
    QVERIFY(started);
    QCOMPARE(study->history().size(), 2);
    const AttemptRecord &abandoned = study->history().at(1);
    QCOMPARE(abandoned.end, AttemptRecord::End::Abandoned);
    QCOMPARE(abandoned.mode, FeedbackMode::AtEnd);
    QCOMPARE(abandoned.questions.size(), 3);
    QCOMPARE(abandoned.questions.at(0).chosenOption, firstOrder[2]);
    QCOMPARE(abandoned.questions.at(0).timeSpentMs, 4000);
    QCOMPARE(abandoned.questions.at(1).result, QuestionOutcome::Result::Unanswered);
    QVERIFY(abandoned.started.isValid());
    // Written at once: a new Study reads it back.
    auto reread = makeStudy();
    QCOMPARE(reread->history(), study->history());
}

void TestStudy::finishedAttemptIsRecordedOnce()
{
    auto study = makeStudy();
    QVERIFY(study->start(u"beta"_s, FeedbackMode::AtEnd));
    QVERIFY(study->choose(0));
    QVERIFY(study->submit());
    QCOMPARE(study->history().size(), 1);
    // Looking through the results moves the position and records again: no new entry.
    QVERIFY(study->goTo(1));
    study->recordProgress();
    QCOMPARE(study->history().size(), 1);
    QCOMPARE(study->history().constFirst().end, AttemptRecord::End::Finished);
    // Starting again after a finished attempt abandons nothing.
    QVERIFY(study->start(u"beta"_s, FeedbackMode::AtEnd));
    QCOMPARE(study->history().size(), 1);
}

void TestStudy::openAttemptIsReopenedAfterRestart()
{
    {
        auto study = makeStudy();
        QCOMPARE(study->reopenOpenAttempt(), Study::Resumption::NothingToResume);
        QVERIFY(study->start(u"alpha"_s, FeedbackMode::AtEnd));
        QVERIFY(study->start(u"beta"_s, FeedbackMode::AtEnd)); // the one open at the end
        QVERIFY(study->goTo(1));
        QVERIFY(study->choose(3));
    }
    auto study = makeStudy();
    QVERIFY(!study->session());
    QCOMPARE(study->reopenOpenAttempt(), Study::Resumption::Resumed);
    QCOMPARE(study->session()->bankId(), u"beta"_s);
    QCOMPARE(study->session()->currentPosition(), 1);
    QCOMPARE(study->session()->chosenSlot(1), std::optional<int>(3));
    // Once finished, nothing is open any more.
    QVERIFY(study->submit());
    auto afterFinish = makeStudy();
    QCOMPARE(afterFinish->reopenOpenAttempt(), Study::Resumption::NothingToResume);
    QVERIFY(!afterFinish->session());
}

void TestStudy::historyOpensOnTheQuizAskedInProgressOrLast()
{
    {
        auto study = makeStudy();
        QCOMPARE(study->historyBankId(), QString()); // nothing attempted yet
        QCOMPARE(study->historyBankId(u"beta"_s), u"beta"_s);
        QVERIFY(study->start(u"beta"_s, FeedbackMode::AtEnd));
        QVERIFY(study->submit()); // beta finished: the last attempted
        QVERIFY(study->start(u"alpha"_s, FeedbackMode::AtEnd));
        QCOMPARE(study->historyBankId(), u"alpha"_s); // in progress
        QCOMPARE(study->historyBankId(u"beta"_s), u"beta"_s);
    }
    // After a restart nothing is in progress (alpha's attempt is not reopened
    // here): the quiz last in the history is beta.
    auto study = makeStudy();
    QCOMPARE(study->historyBankId(), u"beta"_s);
}

void TestStudy::cardTrendIsTheLastTenScoresOldestFirst()
{
    auto study = makeStudy();
    QVERIFY(study->cardTrend(u"beta"_s).isEmpty());
    // Eleven finished attempts at beta (two questions): none right, then one
    // and two right in turn (50 %, 100 %, 50 %, ...). The card keeps the last ten.
    for (int attempt = 0; attempt < 11; ++attempt) {
        QVERIFY(study->start(u"beta"_s, FeedbackMode::AtEnd));
        const int right = attempt == 0 ? 0 : (attempt % 2 == 1 ? 1 : 2);
        for (int position = 0; position < right; ++position) {
            QVERIFY(study->goTo(position));
            QVERIFY(study->choose(study->session()->correctSlot(position)));
        }
        QVERIFY(study->submit());
    }
    QCOMPARE(Study::cardTrendLength, 10);
    QCOMPARE(study->cardTrend(u"beta"_s), (QList<int>{50, 100, 50, 100, 50, 100, 50, 100, 50, 100}));
    QVERIFY(study->cardTrend(u"alpha"_s).isEmpty());
}

void TestStudy::chartSetupIsLookedUpInTheAttemptsQuizFirst()
{
    // delta has question a2 too, third where alpha has it second.
    QVERIFY(writeFile(path(u"delta.json"_s), bankJson(u"delta"_s, {u"d1"_s, u"d2"_s, u"a2"_s})));
    auto study = std::make_unique<Study>(progressPath());
    study->loadBanks(builtInPaths() << path(u"delta.json"_s));
    // No attempt: the library's first bank that has it.
    QCOMPARE(study->chartSetupFor(u"a2"_s).second.questionNumber, 2);
    QVERIFY(study->start(u"delta"_s, FeedbackMode::Immediate));
    QCOMPARE(study->chartSetupFor(u"a2"_s).second.questionNumber, 3);
    // Another bank's question is still found; the Charts menu and an unknown id get no question.
    QCOMPARE(study->chartSetupFor(u"b2"_s).second.questionNumber, 2);
    QVERIFY(!study->chartSetupFor(QString()).second.isQuestion());
    QVERIFY(!study->chartSetupFor(u"nosuchquestion"_s).second.isQuestion());
}

QTEST_GUILESS_MAIN(TestStudy)
#include "tst_study.moc"
