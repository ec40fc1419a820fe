// QuizSession: option shuffling, scoring in both feedback modes, retrying the
// wrong answers, navigation, and saving/restoring an attempt.
#include "core/quizsession.h"
#include "support/testbanks.h"

#include <QDateTime>
#include <QJsonArray>
#include <QSet>
#include <QTest>

#include <climits>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace {

bool isPermutation(const OptionOrder &order)
{
    OptionOrder sorted = order;
    std::sort(sorted.begin(), sorted.end());
    return sorted == OptionOrder{0, 1, 2, 3};
}

QString orderText(const OptionOrder &order)
{
    return u"%1%2%3%4"_s.arg(order[0]).arg(order[1]).arg(order[2]).arg(order[3]);
}

// Sets one value in a session's JSON: "bank", "mode", "questions", or
// "questions[i].<key>".
QJsonObject withValue(QJsonObject json, const QString &target, const QJsonValue &value)
{
    if (!target.startsWith(u"questions["_s)) {
        json.insert(target, value);
        return json;
    }
    const qsizetype close = target.indexOf(u']');
    const int position = target.sliced(10, close - 10).toInt();
    const QString key = target.sliced(close + 2);
    QJsonArray questions = json.value(u"questions"_s).toArray();
    QJsonObject question = questions.at(position).toObject();
    question.insert(key, value);
    questions.replace(position, question);
    json.insert(u"questions"_s, questions);
    return json;
}

} // namespace

class TestQuizSession : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameOrders();
    void ordersArePermutations();
    void everyOrderOccurs();
    void rightAnswerReachesEverySlot_data();
    void rightAnswerReachesEverySlot();
    void correctSlotTracksTheBankAnswer();

    void immediateModeScoring();
    void endModeScoring();
    void scorePercent_data();
    void scorePercent();

    void retryWrongAnswers();
    void retryKeepsEachQuestionsOrder();
    void navigationClamps();
    void chooseRejectsBadInput_data();
    void chooseRejectsBadInput();
    void chooseRejectedAfterCheckOrSubmit();

    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void fromJsonClampsCurrentPosition();
    void fromJsonRejects_data();
    void fromJsonRejects();
    void fromJsonRejectsRepeatedQuestions_data();
    void fromJsonRejectsRepeatedQuestions();
    void timeSpentAddsUpPerQuestion();
    void timingAddsEachVisitToItsQuestion();
    void timingStopsAtTheCheck();
    void timingStopsAtTheSubmit();
    void timingGoesOnWhenNothingChanged();
    void startAndTimeSpentSurviveJson();
    void startAndTimeSpentAreOptional_data();
    void startAndTimeSpentAreOptional();
};

void TestQuizSession::sameSeedSameOrders()
{
    const QuestionBank bank = fiveQuestionBank();
    const QuizSession first = QuizSession::start(bank, FeedbackMode::Immediate, 1234);
    const QuizSession second = QuizSession::start(bank, FeedbackMode::AtEnd, 1234);
    QCOMPARE(first.seed(), quint32(1234));
    QCOMPARE(first.questionCount(), 5);
    for (int position = 0; position < 5; ++position) {
        QCOMPARE(first.optionOrder(position), second.optionOrder(position));
        QCOMPARE(first.optionOrder(position), QuizSession::shuffledOrder(1234, position, 4));
    }
}

void TestQuizSession::ordersArePermutations()
{
    const QuestionBank bank = fiveQuestionBank();
    for (quint32 seed = 0; seed < 300; ++seed) {
        const QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, seed);
        for (int position = 0; position < session.questionCount(); ++position) {
            const OptionOrder order = session.optionOrder(position);
            QVERIFY2(isPermutation(order),
                     qPrintable(u"seed %1, position %2: %3"_s.arg(seed).arg(position).arg(
                         orderText(order))));
        }
    }
}

void TestQuizSession::everyOrderOccurs()
{
    // 4! = 24 orders; over 1000 seeds each should turn up (expected ~42 times each).
    QSet<QString> seen;
    QSet<QString> seenAtPosition3;
    for (quint32 seed = 0; seed < 1000; ++seed) {
        seen.insert(orderText(QuizSession::shuffledOrder(seed, 0, 4)));
        seenAtPosition3.insert(orderText(QuizSession::shuffledOrder(seed, 3, 4)));
    }
    QCOMPARE(seen.size(), 24);
    QCOMPARE(seenAtPosition3.size(), 24);

    // Questions of one attempt are not all shuffled alike.
    int identicalAcrossPositions = 0;
    for (quint32 seed = 0; seed < 100; ++seed) {
        if (QuizSession::shuffledOrder(seed, 0, 4) == QuizSession::shuffledOrder(seed, 1, 4))
            ++identicalAcrossPositions;
    }
    QVERIFY2(identicalAcrossPositions < 20, qPrintable(QString::number(identicalAcrossPositions)));
}

void TestQuizSession::rightAnswerReachesEverySlot_data()
{
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("bankAnswer");
    // Positions of fiveQuestionBank() and the right option written in the bank.
    QTest::newRow("answer 0 (q1)") << 0 << 0;
    QTest::newRow("answer 1 (q2)") << 1 << 1;
    QTest::newRow("answer 2 (q3)") << 2 << 2;
    QTest::newRow("answer 3 (q4)") << 3 << 3;
}

void TestQuizSession::rightAnswerReachesEverySlot()
{
    QFETCH(int, position);
    QFETCH(int, bankAnswer);

    const QuestionBank bank = fiveQuestionBank();
    QCOMPARE(bank.questions.at(position).answer, bankAnswer);
    std::map<int, int> timesInSlot;
    const int seeds = 400;
    for (quint32 seed = 0; seed < quint32(seeds); ++seed) {
        const QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, seed);
        ++timesInSlot[session.correctSlot(position)];
    }
    // Uniform would be 100 per slot; the right answer must not stick to its written slot.
    for (int slot = 0; slot < 4; ++slot) {
        QVERIFY2(timesInSlot[slot] >= seeds / 8,
                 qPrintable(u"slot %1 held the right answer %2 times of %3"_s.arg(slot)
                                .arg(timesInSlot[slot])
                                .arg(seeds)));
    }
}

void TestQuizSession::correctSlotTracksTheBankAnswer()
{
    const QuestionBank bank = fiveQuestionBank();
    for (quint32 seed = 0; seed < 50; ++seed) {
        QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, seed);
        for (int position = 0; position < session.questionCount(); ++position) {
            const int slot = session.correctSlot(position);
            QVERIFY(slot >= 0 && slot < 4);
            // The option shown in the right slot is the bank's right option.
            QCOMPARE(session.optionOrder(position)[std::size_t(slot)],
                     bank.questions.at(session.bankRow(position)).answer);
            QVERIFY(session.choose(position, slot));
            QVERIFY(session.isCorrect(position));
        }
    }
}

void TestQuizSession::immediateModeScoring()
{
    const QuestionBank bank = fiveQuestionBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, 7);
    QCOMPARE(session.mode(), FeedbackMode::Immediate);
    QCOMPARE(session.bankId(), u"five"_s);
    QVERIFY(!session.isRetry());
    QCOMPARE(session.score(), (Score{0, 5}));

    // Right answer on q1, checked.
    QVERIFY(session.choose(0, session.correctSlot(0)));
    QVERIFY(!session.isRevealed(0));
    QCOMPARE(session.score().correct, 0); // chosen but not checked: not counted yet
    QVERIFY(session.check(0));
    QVERIFY(session.isRevealed(0));
    QVERIFY(session.isCorrect(0));
    QVERIFY(!session.canChangeAnswer(0));
    QCOMPARE(session.score(), (Score{1, 5}));

    // The answer is locked: choosing again changes nothing.
    const int locked = *session.chosenSlot(0);
    QVERIFY(!session.choose(0, wrongSlot(session, 0)));
    QCOMPARE(*session.chosenSlot(0), locked);
    QVERIFY(session.isCorrect(0));

    // Nothing chosen: nothing to check.
    QVERIFY(!session.check(1));
    QVERIFY(!session.isRevealed(1));

    // Wrong answer on q2.
    QVERIFY(session.choose(1, wrongSlot(session, 1)));
    QVERIFY(session.check(1));
    QVERIFY(!session.isCorrect(1));
    QCOMPARE(session.score(), (Score{1, 5}));
    QCOMPARE(session.wrongQuestionIds(), QStringList{u"q2"_s});
    QVERIFY(!session.isFinished());

    // A right answer chosen on q3 but not checked is not yet counted.
    QVERIFY(session.choose(2, session.correctSlot(2)));
    QCOMPARE(session.score(), (Score{1, 5}));
    QVERIFY(session.check(2));
    QCOMPARE(session.score(), (Score{2, 5}));

    // q4 wrong, q5 right; all checked: finished with 3 of 5.
    QVERIFY(session.choose(3, wrongSlot(session, 3)));
    QVERIFY(session.check(3));
    QVERIFY(!session.isFinished());
    QVERIFY(session.choose(4, session.correctSlot(4)));
    QVERIFY(session.check(4));
    QVERIFY(session.isFinished());
    QCOMPARE(session.score(), (Score{3, 5}));
    QCOMPARE(session.score().percent(), 60);
    QCOMPARE(session.wrongQuestionIds(), (QStringList{u"q2"_s, u"q4"_s}));
    QCOMPARE(session.answeredCount(), 5);
    QVERIFY(session.unansweredPositions().isEmpty());
}

void TestQuizSession::endModeScoring()
{
    const QuestionBank bank = fiveQuestionBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::AtEnd, 99);
    QCOMPARE(session.mode(), FeedbackMode::AtEnd);

    // q1 right, q2 wrong, q4 right; q3 and q5 left unanswered.
    QVERIFY(session.choose(0, session.correctSlot(0)));
    QVERIFY(session.choose(1, wrongSlot(session, 1)));
    QVERIFY(session.choose(3, session.correctSlot(3)));
    // Answers can still change before submitting.
    QVERIFY(session.choose(3, wrongSlot(session, 3)));
    QVERIFY(session.choose(3, session.correctSlot(3)));

    // Checking one question is not how end mode works.
    QVERIFY(!session.check(0));

    for (int position = 0; position < 5; ++position)
        QVERIFY(!session.isRevealed(position));
    QCOMPARE(session.score(), (Score{0, 5}));
    QVERIFY(session.wrongQuestionIds().isEmpty());
    QVERIFY(!session.isFinished());
    QCOMPARE(session.answeredCount(), 3);
    QCOMPARE(session.unansweredPositions(), (QList<int>{2, 4}));

    session.submit();
    QVERIFY(session.isSubmitted());
    QVERIFY(session.isFinished());
    for (int position = 0; position < 5; ++position) {
        QVERIFY(session.isRevealed(position));
        QVERIFY(!session.canChangeAnswer(position));
    }
    QCOMPARE(session.score(), (Score{2, 5}));
    QCOMPARE(session.score().percent(), 40);
    // Unanswered questions count as wrong.
    QVERIFY(!session.isCorrect(2));
    QVERIFY(!session.isCorrect(4));
    QCOMPARE(session.wrongQuestionIds(), (QStringList{u"q2"_s, u"q3"_s, u"q5"_s}));
}

void TestQuizSession::scorePercent_data()
{
    QTest::addColumn<int>("correct");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("percent");

    QTest::newRow("nothing to score") << 0 << 0 << 0;
    QTest::newRow("0 of 8") << 0 << 8 << 0;
    QTest::newRow("8 of 8") << 8 << 8 << 100;
    QTest::newRow("1 of 2") << 1 << 2 << 50;
    QTest::newRow("1 of 3 = 33.3") << 1 << 3 << 33;
    QTest::newRow("2 of 3 = 66.7") << 2 << 3 << 67;
    QTest::newRow("1 of 8 = 12.5 rounds up") << 1 << 8 << 13;
    QTest::newRow("12 of 17 = 70.6") << 12 << 17 << 71;
    QTest::newRow("16 of 17 = 94.1") << 16 << 17 << 94;
    // correct * 100 no longer fits in 32 bits here.
    QTest::newRow("INT_MAX of INT_MAX") << INT_MAX << INT_MAX << 100;
    QTest::newRow("INT_MAX - 1 of INT_MAX = 99.99999995") << INT_MAX - 1 << INT_MAX << 100;
    QTest::newRow("1073741823 of INT_MAX = 49.99999998") << 1073741823 << INT_MAX << 50;
    QTest::newRow("1 of INT_MAX") << 1 << INT_MAX << 0;
}

void TestQuizSession::scorePercent()
{
    QFETCH(int, correct);
    QFETCH(int, total);
    QFETCH(int, percent);
    QCOMPARE((Score{correct, total}).percent(), percent);
}

void TestQuizSession::retryWrongAnswers()
{
    const QuestionBank bank = fiveQuestionBank();
    // Wrong ids given out of order, plus one the bank does not know.
    const QuizSession retry = QuizSession::start(bank, FeedbackMode::Immediate, 5,
                                                 {u"q4"_s, u"q2"_s, u"gone"_s});
    QVERIFY(retry.isRetry());
    QCOMPARE(retry.questionCount(), 2);
    QCOMPARE(retry.questionId(0), u"q2"_s);
    QCOMPARE(retry.questionId(1), u"q4"_s);
    QCOMPARE(retry.bankRow(0), 1);
    QCOMPARE(retry.bankRow(1), 3);
    QCOMPARE(retry.score(), (Score{0, 2}));

    const QuizSession full = QuizSession::start(bank, FeedbackMode::Immediate, 5);
    QVERIFY(!full.isRetry());
    QCOMPARE(full.questionCount(), 5);
}

void TestQuizSession::retryKeepsEachQuestionsOrder()
{
    // The options of a question are shown in the same order in a retry with the
    // same seed as in the full attempt: the order belongs to the question.
    const QuestionBank bank = fiveQuestionBank();
    const QuizSession full = QuizSession::start(bank, FeedbackMode::Immediate, 31);
    const QuizSession retry = QuizSession::start(bank, FeedbackMode::Immediate, 31,
                                                 {u"q3"_s, u"q5"_s});
    QCOMPARE(retry.optionOrder(0), full.optionOrder(2));
    QCOMPARE(retry.optionOrder(1), full.optionOrder(4));
    QCOMPARE(retry.correctSlot(0), full.correctSlot(2));
}

void TestQuizSession::navigationClamps()
{
    QuizSession session = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 1);
    QCOMPARE(session.currentPosition(), 0);
    QVERIFY(!session.goPrevious());
    QCOMPARE(session.currentPosition(), 0);

    QVERIFY(session.goNext());
    QCOMPARE(session.currentPosition(), 1);
    QVERIFY(session.goPrevious());
    QCOMPARE(session.currentPosition(), 0);

    session.setCurrentPosition(3);
    QCOMPARE(session.currentPosition(), 3);
    session.setCurrentPosition(99);
    QCOMPARE(session.currentPosition(), 4);
    QVERIFY(!session.goNext());
    QCOMPARE(session.currentPosition(), 4);
    session.setCurrentPosition(-7);
    QCOMPARE(session.currentPosition(), 0);

    // Walking forward visits every question once and stops at the last.
    int steps = 0;
    while (session.goNext())
        ++steps;
    QCOMPARE(steps, 4);
    QCOMPARE(session.currentPosition(), 4);
}

void TestQuizSession::chooseRejectsBadInput_data()
{
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("slot");
    QTest::newRow("slot -1") << 0 << -1;
    QTest::newRow("slot 4") << 0 << 4;
    QTest::newRow("position -1") << -1 << 0;
    QTest::newRow("position 5 of 5") << 5 << 0;
}

void TestQuizSession::chooseRejectsBadInput()
{
    QFETCH(int, position);
    QFETCH(int, slot);
    QuizSession session = QuizSession::start(fiveQuestionBank(), FeedbackMode::Immediate, 3);
    QVERIFY(!session.choose(position, slot));
    QCOMPARE(session.answeredCount(), 0);
}

void TestQuizSession::chooseRejectedAfterCheckOrSubmit()
{
    const QuestionBank bank = fiveQuestionBank();

    QuizSession immediate = QuizSession::start(bank, FeedbackMode::Immediate, 11);
    QVERIFY(immediate.choose(2, 1));
    QVERIFY(immediate.choose(2, 3)); // may change before checking
    QVERIFY(immediate.check(2));
    QVERIFY(!immediate.choose(2, 0));
    QCOMPARE(immediate.chosenSlot(2), std::optional<int>(3));
    QVERIFY(immediate.choose(3, 0)); // other questions stay open

    QuizSession atEnd = QuizSession::start(bank, FeedbackMode::AtEnd, 11);
    QVERIFY(atEnd.choose(0, 2));
    atEnd.submit();
    QVERIFY(!atEnd.choose(0, 1));
    QVERIFY(!atEnd.choose(1, 1)); // unanswered questions are closed too
    QCOMPARE(atEnd.chosenSlot(0), std::optional<int>(2));
    QCOMPARE(atEnd.chosenSlot(1), std::nullopt);
}

void TestQuizSession::jsonRoundTrip_data()
{
    QTest::addColumn<QuizSession>("session");

    const QuestionBank bank = fiveQuestionBank();

    QuizSession immediate = QuizSession::start(bank, FeedbackMode::Immediate, 2024);
    immediate.choose(0, immediate.correctSlot(0));
    immediate.check(0);
    immediate.choose(1, wrongSlot(immediate, 1));
    immediate.check(1);
    immediate.choose(2, 2); // chosen, not yet checked
    immediate.setCurrentPosition(2);
    QTest::newRow("immediate, mid-attempt") << immediate;

    QuizSession open = QuizSession::start(bank, FeedbackMode::AtEnd, 77);
    open.choose(1, 3);
    open.choose(4, 0);
    open.setCurrentPosition(4);
    QTest::newRow("end mode, not submitted") << open;

    QuizSession submitted = QuizSession::start(bank, FeedbackMode::AtEnd, 4000000000u);
    submitted.choose(0, submitted.correctSlot(0));
    submitted.choose(3, wrongSlot(submitted, 3));
    submitted.setCurrentPosition(1);
    submitted.submit();
    QTest::newRow("end mode, submitted, seed above 2^31") << submitted;

    QuizSession retry = QuizSession::start(bank, FeedbackMode::Immediate, 8, {u"q2"_s, u"q5"_s});
    retry.choose(1, retry.correctSlot(1));
    retry.check(1);
    retry.setCurrentPosition(1);
    QTest::newRow("retry") << retry;

    QTest::newRow("fresh") << QuizSession::start(bank, FeedbackMode::Immediate, 0);
}

void TestQuizSession::jsonRoundTrip()
{
    QFETCH(QuizSession, session);

    const std::optional<QuizSession> restored = QuizSession::fromJson(session.toJson(),
                                                                      fiveQuestionBank());
    QVERIFY(restored);
    QCOMPARE(restored->bankId(), session.bankId());
    QCOMPARE(restored->mode(), session.mode());
    QCOMPARE(restored->seed(), session.seed());
    QCOMPARE(restored->isRetry(), session.isRetry());
    QCOMPARE(restored->isSubmitted(), session.isSubmitted());
    QCOMPARE(restored->isFinished(), session.isFinished());
    QCOMPARE(restored->currentPosition(), session.currentPosition());
    QCOMPARE(restored->questionCount(), session.questionCount());
    for (int position = 0; position < session.questionCount(); ++position) {
        QCOMPARE(restored->questionId(position), session.questionId(position));
        QCOMPARE(restored->bankRow(position), session.bankRow(position));
        QCOMPARE(restored->optionOrder(position), session.optionOrder(position));
        QCOMPARE(restored->correctSlot(position), session.correctSlot(position));
        QCOMPARE(restored->chosenSlot(position), session.chosenSlot(position));
        QCOMPARE(restored->isRevealed(position), session.isRevealed(position));
        QCOMPARE(restored->canChangeAnswer(position), session.canChangeAnswer(position));
    }
    QCOMPARE(restored->score(), session.score());
    QCOMPARE(restored->wrongQuestionIds(), session.wrongQuestionIds());
    QCOMPARE(restored->toJson(), session.toJson());
}

void TestQuizSession::fromJsonClampsCurrentPosition()
{
    const QuestionBank bank = fiveQuestionBank();
    const QuizSession session = QuizSession::start(bank, FeedbackMode::AtEnd, 1);
    const std::optional<QuizSession> restored = QuizSession::fromJson(withValue(session.toJson(),
                                                                                u"current"_s, 99),
                                                                      bank);
    QVERIFY(restored);
    QCOMPARE(restored->currentPosition(), 4);
}

void TestQuizSession::fromJsonRejects_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QJsonValue>("value");

    QTest::newRow("another bank's id") << u"bank"_s << QJsonValue(u"parallelism"_s);
    QTest::newRow("no bank id") << u"bank"_s << QJsonValue();
    QTest::newRow("unknown mode") << u"mode"_s << QJsonValue(u"sometimes"_s);
    QTest::newRow("no questions") << u"questions"_s << QJsonValue(QJsonArray());
    QTest::newRow("unknown question id") << u"questions[1].id"_s << QJsonValue(u"q9"_s);
    QTest::newRow("order repeats an index")
        << u"questions[1].order"_s << QJsonValue(QJsonArray{0, 1, 1, 3});
    QTest::newRow("order with three entries")
        << u"questions[1].order"_s << QJsonValue(QJsonArray{0, 1, 2});
    QTest::newRow("order with five entries")
        << u"questions[1].order"_s << QJsonValue(QJsonArray{0, 1, 2, 3, 0});
    QTest::newRow("order index 4") << u"questions[1].order"_s << QJsonValue(QJsonArray{4, 1, 2, 3});
    QTest::newRow("order of words")
        << u"questions[1].order"_s << QJsonValue(QJsonArray{u"a"_s, u"b"_s, u"c"_s, u"d"_s});
    QTest::newRow("chosen slot 4") << u"questions[0].chosen"_s << QJsonValue(4);
    QTest::newRow("chosen slot -2") << u"questions[0].chosen"_s << QJsonValue(-2);
}

void TestQuizSession::fromJsonRejects()
{
    QFETCH(QString, target);
    QFETCH(QJsonValue, value);

    const QuestionBank bank = fiveQuestionBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, 42);
    session.choose(0, 1);
    const QJsonObject valid = session.toJson();
    QVERIFY(QuizSession::fromJson(valid, bank)); // the unbroken JSON is accepted

    const QJsonObject broken = withValue(valid, target, value);
    QVERIFY(broken != valid);
    QVERIFY(!QuizSession::fromJson(broken, bank));
}

void TestQuizSession::fromJsonRejectsRepeatedQuestions_data()
{
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("each once, bank order")
        << QStringList{u"q1"_s, u"q2"_s, u"q3"_s, u"q4"_s, u"q5"_s} << true;
    QTest::newRow("a retry of two") << QStringList{u"q2"_s, u"q4"_s} << true;
    QTest::newRow("one question twice") << QStringList{u"q1"_s, u"q2"_s, u"q1"_s} << false;
    QStringList many;
    for (int i = 0; i < 20000; ++i)
        many << u"q1"_s;
    QTest::newRow("one id 20,000 times") << many << false;
    QTest::newRow("six entries for five questions")
        << QStringList{u"q1"_s, u"q2"_s, u"q3"_s, u"q4"_s, u"q5"_s, u"q5"_s} << false;
}

void TestQuizSession::fromJsonRejectsRepeatedQuestions()
{
    QFETCH(QStringList, ids);
    QFETCH(bool, accepted);
    const QuestionBank bank = fiveQuestionBank();
    QJsonObject json = QuizSession::start(bank, FeedbackMode::AtEnd, 3).toJson();
    QJsonArray items;
    for (const QString &id : ids)
        items.append(
            QJsonObject{{u"id"_s, id}, {u"order"_s, QJsonArray{0, 1, 2, 3}}, {u"chosen"_s, -1}});
    json.insert(u"questions"_s, items);
    const std::optional<QuizSession> restored = QuizSession::fromJson(json, bank);
    QCOMPARE(restored.has_value(), accepted);
    if (accepted)
        QCOMPARE(restored->questionCount(), ids.size());
}

void TestQuizSession::timeSpentAddsUpPerQuestion()
{
    QuizSession session = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 5);
    for (int position = 0; position < 5; ++position)
        QCOMPARE(session.timeSpentMs(position), 0);
    // Two visits to question 2 (1.5 s and 2.25 s), one to question 4.
    session.addTimeSpent(1, 1500);
    session.addTimeSpent(3, 700);
    session.addTimeSpent(1, 2250);
    // Nothing for a negative time or a position outside the attempt.
    session.addTimeSpent(3, -400);
    session.addTimeSpent(-1, 1000);
    session.addTimeSpent(5, 1000);
    QCOMPARE(session.timeSpentMs(0), 0);
    QCOMPARE(session.timeSpentMs(1), 3750);
    QCOMPARE(session.timeSpentMs(3), 700);
    QCOMPARE(session.timeSpentMs(4), 0);
}

void TestQuizSession::timingAddsEachVisitToItsQuestion()
{
    QuizSession session = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 5);
    QVERIFY(!session.isTiming());
    QVERIFY(!session.stopTiming(500)); // nothing timed yet
    // Question 1 from 1 s to 4 s, question 3 from 4 s to 4.5 s, question 1 again to 6 s.
    session.startTiming(1000);
    QVERIFY(session.goTo(2, 4000));
    QVERIFY(session.goTo(0, 4500));
    QVERIFY(session.stopTiming(6000));
    QVERIFY(!session.isTiming());
    QVERIFY(!session.stopTiming(9000)); // stopped already: the 3 s after count nowhere
    QCOMPARE(session.timeSpentMs(0), 3000 + 1500);
    QCOMPARE(session.timeSpentMs(2), 500);
    QCOMPARE(session.timeSpentMs(1), 0);
    // A position outside the attempt is no step: question 1 is still timed.
    session.startTiming(10000);
    QVERIFY(!session.goTo(5, 10500));
    QCOMPARE(session.currentPosition(), 0);
    QVERIFY(session.stopTiming(11000));
    QCOMPARE(session.timeSpentMs(0), 4500 + 1000);
}

void TestQuizSession::timingStopsAtTheCheck()
{
    QuizSession session = QuizSession::start(fiveQuestionBank(), FeedbackMode::Immediate, 5);
    session.startTiming(0);
    QVERIFY(session.choose(0, 0));
    // The 2 s up to the check count; reading the explanation after it does not.
    QVERIFY(session.check(0, 2000));
    QVERIFY(!session.isTiming());
    session.startTiming(2500); // the page shown again on the checked question
    QVERIFY(!session.stopTiming(8000));
    QVERIFY(session.goTo(1, 9000));
    QCOMPARE(session.timeSpentMs(0), 2000);
    // Question 2 is timed from the move on.
    QVERIFY(session.stopTiming(9700));
    QCOMPARE(session.timeSpentMs(1), 700);
}

void TestQuizSession::timingStopsAtTheSubmit()
{
    QuizSession session = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 5);
    session.startTiming(0);
    session.submit(3000);
    QVERIFY(session.isSubmitted());
    // Looking through the results adds nothing to any question.
    session.startTiming(4000);
    QVERIFY(session.goTo(1, 6000));
    QVERIFY(!session.stopTiming(7000));
    QCOMPARE(session.timeSpentMs(0), 3000);
    QCOMPARE(session.timeSpentMs(1), 0);
}

void TestQuizSession::timingGoesOnWhenNothingChanged()
{
    // A check that checks nothing (an at-end attempt has no check) leaves the
    // question timed: the learner is still answering it.
    QuizSession session = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 5);
    session.startTiming(0);
    QVERIFY(session.choose(0, 1));
    QVERIFY(!session.check(0, 1000));
    QVERIFY(session.isTiming());
    QVERIFY(session.stopTiming(3000));
    QCOMPARE(session.timeSpentMs(0), 3000);
}

void TestQuizSession::startAndTimeSpentSurviveJson()
{
    const QuestionBank bank = fiveQuestionBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, 9);
    const QDateTime started(QDate(2026, 5, 1), QTime(8, 30, 15, 250), Qt::UTC);
    session.setStarted(started);
    session.addTimeSpent(0, 12345);
    session.addTimeSpent(4, 1);

    const QJsonObject json = session.toJson();
    // As the README gives the fields: "started" in UTC, "ms" per question when any.
    QCOMPARE(json.value(u"started"_s).toString(), u"2026-05-01T08:30:15.250Z"_s);
    const QJsonArray questions = json.value(u"questions"_s).toArray();
    QCOMPARE(questions.at(0).toObject().value(u"ms"_s).toInteger(), 12345);
    QVERIFY(!questions.at(1).toObject().contains(u"ms"_s));

    const std::optional<QuizSession> restored = QuizSession::fromJson(json, bank);
    QVERIFY(restored);
    QCOMPARE(restored->started(), started);
    QCOMPARE(restored->timeSpentMs(0), 12345);
    QCOMPARE(restored->timeSpentMs(1), 0);
    QCOMPARE(restored->timeSpentMs(4), 1);
    QCOMPARE(restored->toJson(), json);
}

void TestQuizSession::startAndTimeSpentAreOptional_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<qint64>("firstTimeSpentMs");
    QTest::addColumn<bool>("startKnown");

    // An attempt saved before these fields existed has neither; a damaged
    // figure is dropped, not the attempt.
    // Inserting an undefined value removes the key (QJsonObject::insert).
    const QJsonValue absent(QJsonValue::Undefined);
    QTest::newRow("no start time") << u"started"_s << absent << qint64(800) << false;
    QTest::newRow("start time not a date")
        << u"started"_s << QJsonValue(u"soon"_s) << qint64(800) << false;
    QTest::newRow("no time spent") << u"questions[0].ms"_s << absent << qint64(0) << true;
    QTest::newRow("time spent negative")
        << u"questions[0].ms"_s << QJsonValue(-5) << qint64(0) << true;
    QTest::newRow("time spent a word")
        << u"questions[0].ms"_s << QJsonValue(u"long"_s) << qint64(0) << true;
}

void TestQuizSession::startAndTimeSpentAreOptional()
{
    QFETCH(QString, target);
    QFETCH(QJsonValue, value);
    QFETCH(qint64, firstTimeSpentMs);
    QFETCH(bool, startKnown);
    const QuestionBank bank = fiveQuestionBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::AtEnd, 6);
    session.setStarted(QDateTime(QDate(2026, 5, 1), QTime(9, 0), Qt::UTC));
    session.addTimeSpent(0, 800);
    session.choose(2, 1);
    const QJsonObject json = withValue(session.toJson(), target, value);
    QVERIFY(json != session.toJson());

    const std::optional<QuizSession> restored = QuizSession::fromJson(json, bank);
    QVERIFY(restored);
    QCOMPARE(restored->started().isValid(), startKnown);
    QCOMPARE(restored->timeSpentMs(0), firstTimeSpentMs);
    QCOMPARE(restored->chosenSlot(2), std::optional<int>(1));
}

QTEST_GUILESS_MAIN(TestQuizSession)
#include "tst_quizsession.moc"
