// AttemptRecord::toSession: a past attempt from the history as a submitted
// session, for its results to be shown again. The bank and the attempt are
// written by hand; the expected slots and score are read off them.
#include "core/attempthistory.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Quiz "a": q1 … q3, the right answer of q1 option 0, of q2 option 1, of q3 option 2.
QuestionBank bank()
{
    QuestionBank quiz;
    quiz.id = u"a"_s;
    for (int i = 0; i < 3; ++i) {
        Question question;
        question.id = u"q%1"_s.arg(i + 1);
        question.answer = i;
        question.options = {{u"a"_s, u"ক"_s}, {u"b"_s, u"খ"_s}, {u"c"_s, u"গ"_s}, {u"d"_s, u"ঘ"_s}};
        quiz.questions << question;
    }
    return quiz;
}

QuestionOutcome answered(const QString &id, int option, QuestionOutcome::Result result)
{
    QuestionOutcome outcome;
    outcome.questionId = id;
    outcome.chosenOption = option;
    outcome.result = result;
    outcome.timeSpentMs = 4000;
    return outcome;
}

// Asked q3, q9 (no longer in the bank), q2, q1: q3 wrong (option 3), q2 right
// (option 1), q1 not answered.
AttemptRecord record()
{
    AttemptRecord attempt;
    attempt.bankId = u"a"_s;
    attempt.started = QDateTime(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC);
    attempt.ended = attempt.started.addSecs(300);
    attempt.mode = FeedbackMode::Immediate;
    attempt.questions = {answered(u"q3"_s, 3, QuestionOutcome::Result::Wrong),
                         answered(u"q9"_s, 0, QuestionOutcome::Result::Right),
                         answered(u"q2"_s, 1, QuestionOutcome::Result::Right),
                         answered(u"q1"_s, -1, QuestionOutcome::Result::Unanswered)};
    return attempt;
}

} // namespace

class TestPastAttempt : public QObject
{
    Q_OBJECT

private slots:
    void answersAsChosenInTheBanksOrder();
    void anotherQuizOrNoQuestionLeftGivesNone();
};

void TestPastAttempt::answersAsChosenInTheBanksOrder()
{
    const QuestionBank quiz = bank();
    const std::optional<QuizSession> session = record().toSession(quiz);
    QVERIFY(session);
    // q9 is left out; the others keep the attempt's order.
    QCOMPARE(session->questionCount(), 3);
    QCOMPARE(session->questionId(0), u"q3"_s);
    QCOMPARE(session->questionId(1), u"q2"_s);
    QCOMPARE(session->questionId(2), u"q1"_s);
    QVERIFY(session->isSubmitted());
    QVERIFY(session->isFinished());
    // Options in the bank's order: the slot is the bank's option index.
    for (int position = 0; position < 3; ++position)
        QCOMPARE(session->optionOrder(position), (OptionOrder{0, 1, 2, 3}));
    QCOMPARE(session->chosenSlot(0), std::optional<int>(3));
    QCOMPARE(session->chosenSlot(1), std::optional<int>(1));
    QCOMPARE(session->chosenSlot(2), std::nullopt);
    QVERIFY(!session->isCorrect(0));
    QVERIFY(session->isCorrect(1));
    // 1 right of 3; q3 wrong and q1, unanswered, count as wrong once submitted.
    QCOMPARE(session->score(), (Score{1, 3}));
    QCOMPARE(session->wrongQuestionIds(), (QStringList{u"q3"_s, u"q1"_s}));
    QCOMPARE(session->mode(), FeedbackMode::Immediate);
    QCOMPARE(session->timeSpentMs(0), 4000);
    QCOMPARE(session->started(), record().started);
}

void TestPastAttempt::anotherQuizOrNoQuestionLeftGivesNone()
{
    QuestionBank other = bank();
    other.id = u"b"_s;
    QVERIFY(!record().toSession(other));
    AttemptRecord gone = record();
    gone.questions = {answered(u"q9"_s, 0, QuestionOutcome::Result::Right)};
    QVERIFY(!gone.toSession(bank()));
}

QTEST_GUILESS_MAIN(TestPastAttempt)
#include "tst_pastattempt.moc"
