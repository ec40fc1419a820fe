// topicBreakdown: right answers out of the attempt's questions, per topic of
// the bank, in the bank's topic order, with the questions of no topic last.
#include "core/topicbreakdown.h"
#include "support/testbanks.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// fiveQuestionBank plus a sixth question, tagged with topics:
// q1, q3 -> "memory"; q2, q5 -> "pipeline"; q4 -> "compile"; q6 -> none.
// "unused" has no question. Topics are listed in this order in the bank.
QuestionBank taggedBank()
{
    QuestionBank bank = fiveQuestionBank();
    Question sixth = bank.questions.constFirst();
    sixth.id = u"q6"_s;
    bank.questions.append(sixth);
    bank.topics = {{u"pipeline"_s, {u"Pipeline"_s, u"পাইপলাইন"_s}},
                   {u"memory"_s, {u"Memory"_s, u"মেমরি"_s}},
                   {u"unused"_s, {u"Unused"_s, u"অব্যবহৃত"_s}},
                   {u"compile"_s, {u"Compilation"_s, u"কম্পাইলেশন"_s}}};
    const QStringList topicOfRow{u"memory"_s,  u"pipeline"_s, u"memory"_s,
                                 u"compile"_s, u"pipeline"_s, QString()};
    for (int row = 0; row < bank.questions.size(); ++row)
        bank.questions[row].topic = topicOfRow.at(row);
    return bank;
}

// Answers position by position: 'r' right, 'w' wrong, '-' left unanswered.
void answer(QuizSession &session, const QString &answers)
{
    for (int position = 0; position < answers.size(); ++position) {
        if (answers.at(position) == u'r')
            QVERIFY(session.choose(position, session.correctSlot(position)));
        else if (answers.at(position) == u'w')
            QVERIFY(session.choose(position, wrongSlot(session, position)));
    }
}

} // namespace

Q_DECLARE_METATYPE(QList<TopicScore>)

class TestTopicBreakdown : public QObject
{
    Q_OBJECT

private slots:
    void bankWithoutTopicsHasNoBreakdown();
    void submittedAttempt_data();
    void submittedAttempt();
    void retryHoldsOnlyItsTopics();
    void uncheckedAnswersAreNotRight();
};

void TestTopicBreakdown::bankWithoutTopicsHasNoBreakdown()
{
    const QuestionBank bank = fiveQuestionBank();
    QVERIFY(bank.topics.isEmpty());
    QuizSession session = QuizSession::start(bank, FeedbackMode::AtEnd, 3);
    answer(session, u"rrrrr"_s);
    session.submit();
    QVERIFY(topicBreakdown(session, bank).isEmpty());
}

void TestTopicBreakdown::submittedAttempt_data()
{
    QTest::addColumn<QString>("answers"); // by position = bank row (a full attempt keeps bank order)
    QTest::addColumn<QList<TopicScore>>("expected");
    // Rows by topic: pipeline q2, q5; memory q1, q3; compile q4; none q6.
    QTest::newRow("all right") << u"rrrrrr"_s
                               << QList<TopicScore>{{u"pipeline"_s, {2, 2}},
                                                    {u"memory"_s, {2, 2}},
                                                    {u"compile"_s, {1, 1}},
                                                    {QString(), {1, 1}}};
    // q1 r, q2 w, q3 -, q4 r, q5 r, q6 w: pipeline q2 w + q5 r = 1/2; memory
    // q1 r + q3 unanswered = 1/2; compile q4 r = 1/1; none q6 w = 0/1.
    QTest::newRow("mixed, one unanswered") << u"rw-rrw"_s
                                           << QList<TopicScore>{{u"pipeline"_s, {1, 2}},
                                                                {u"memory"_s, {1, 2}},
                                                                {u"compile"_s, {1, 1}},
                                                                {QString(), {0, 1}}};
    QTest::newRow("nothing answered") << u"------"_s
                                      << QList<TopicScore>{{u"pipeline"_s, {0, 2}},
                                                           {u"memory"_s, {0, 2}},
                                                           {u"compile"_s, {0, 1}},
                                                           {QString(), {0, 1}}};
}

void TestTopicBreakdown::submittedAttempt()
{
    QFETCH(QString, answers);
    QFETCH(QList<TopicScore>, expected);
    const QuestionBank bank = taggedBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::AtEnd, 11);
    answer(session, answers);
    session.submit();
    QCOMPARE(topicBreakdown(session, bank), expected);
}

// A retry of q2 and q4 only: "memory" and the untagged question are not in it.
void TestTopicBreakdown::retryHoldsOnlyItsTopics()
{
    const QuestionBank bank = taggedBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::AtEnd, 5, {u"q2"_s, u"q4"_s});
    QCOMPARE(session.questionCount(), 2);
    answer(session, u"wr"_s); // q2 wrong, q4 right
    session.submit();
    const QList<TopicScore> expected{{u"pipeline"_s, {0, 1}}, {u"compile"_s, {1, 1}}};
    QCOMPARE(topicBreakdown(session, bank), expected);
}

// Immediate mode, q1 and q2 chosen rightly but only q1 checked: q2 is not yet
// right, as in the score (memory 1/2, pipeline 0/2).
void TestTopicBreakdown::uncheckedAnswersAreNotRight()
{
    const QuestionBank bank = taggedBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, 9);
    answer(session, u"rr"_s);
    QVERIFY(session.check(0));
    const QList<TopicScore> expected{{u"pipeline"_s, {0, 2}},
                                     {u"memory"_s, {1, 2}},
                                     {u"compile"_s, {0, 1}},
                                     {QString(), {0, 1}}};
    QCOMPARE(topicBreakdown(session, bank), expected);
}

QTEST_GUILESS_MAIN(TestTopicBreakdown)
#include "tst_topicbreakdown.moc"
