// The end-mode navigator's model (core/models): a row per question of the
// attempt, its number in the default locale's digits with "✓" once answered,
// the tooltip and accessible text, the cell size the view measured, and
// replacing or refreshing the session. QAbstractItemModelTester watches the
// model in every test. The core tests load no translation: the words are the
// source English. Expected texts are worked out by hand from the five-question
// bank of testbanks.h.
#include "core/models/questionnavigatormodel.h"
#include "core/quizsession.h"
#include "support/testbanks.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

class TestQuestionNavigatorModel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void numbersAndMarks();
    void bengaliDigits();
    void sessionReplacedAndRefreshed();

private:
    QStringList displayed() const;

    QuizSession m_session = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 7);
    std::unique_ptr<QuestionNavigatorModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestQuestionNavigatorModel::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_session = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 7);
    m_model = std::make_unique<QuestionNavigatorModel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::Fatal);
}

void TestQuestionNavigatorModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

QStringList TestQuestionNavigatorModel::displayed() const
{
    QStringList texts;
    for (int row = 0; row < m_model->rowCount(); ++row)
        texts << m_model->index(row, 0).data().toString();
    return texts;
}

void TestQuestionNavigatorModel::numbersAndMarks()
{
    QCOMPARE(m_model->rowCount(), 0); // no session yet
    m_model->setSession(&m_session);
    QCOMPARE(displayed(), (QStringList{u"1"_s, u"2"_s, u"3"_s, u"4"_s, u"5"_s}));
    QVERIFY(m_session.choose(1, 0));
    QVERIFY(m_session.choose(4, 3));
    m_model->refreshAll();
    QCOMPARE(displayed(), (QStringList{u"1"_s, u"2 ✓"_s, u"3"_s, u"4"_s, u"5 ✓"_s}));
    QCOMPARE(m_model->index(1, 0).data(Qt::ToolTipRole).toString(), u"Question 2, answered"_s);
    QCOMPARE(m_model->index(2, 0).data(Qt::AccessibleTextRole).toString(),
             u"Question 3, not answered"_s);
    QCOMPARE(m_model->index(0, 0).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignCenter));
    m_model->setCellSize(QSize(40, 24));
    QCOMPARE(m_model->index(3, 0).data(Qt::SizeHintRole).toSize(), QSize(40, 24));
}

void TestQuestionNavigatorModel::bengaliDigits()
{
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    QVERIFY(m_session.choose(0, 2));
    m_model->setSession(&m_session);
    QCOMPARE(displayed(), (QStringList{u"১ ✓"_s, u"২"_s, u"৩"_s, u"৪"_s, u"৫"_s}));
}

void TestQuestionNavigatorModel::sessionReplacedAndRefreshed()
{
    m_model->setSession(&m_session);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    m_model->refreshAll();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), m_model->index(0));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), m_model->index(4));

    // A retry of two questions replaces the five.
    QuizSession retry = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 7,
                                           {u"q2"_s, u"q4"_s});
    m_model->setSession(&retry);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(displayed(), (QStringList{u"1"_s, u"2"_s}));

    m_model->setSession(nullptr);
    QCOMPARE(m_model->rowCount(), 0);
    m_model->refreshAll(); // nothing to announce
    QCOMPARE(changed.size(), 1);
}

QTEST_GUILESS_MAIN(TestQuestionNavigatorModel)
#include "tst_questionnavigatormodel.moc"
