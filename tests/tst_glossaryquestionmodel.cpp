// The model of a glossary entry's questions (core/models): one row for each
// bank that has a question the entry names, in the entry's order, named by
// the quiz and the question's place in its bank (not by its id), a quiz two
// banks share told apart by its file, the language switch announced, and the
// rows worked out again when the banks change. QAbstractItemModelTester
// watches the model. No translation is loaded: "%1, question %2" is the
// source form; the digits are the language's.
#include "core/languagemanager.h"
#include "core/models/glossaryquestionmodel.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

QuestionBank bank(const QString &id, const LocalizedText &title, const QStringList &questionIds,
                  const QString &source = {})
{
    QuestionBank result;
    result.id = id;
    result.title = title;
    result.source = source;
    for (const QString &questionId : questionIds) {
        Question question;
        question.id = questionId;
        question.prompt = {u"Prompt of "_s + questionId, u"প্রশ্ন "_s + questionId};
        result.questions.append(question);
    }
    return result;
}

QStringList displayed(const QAbstractItemModel &model)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts << model.index(row, 0).data().toString();
    return texts;
}

} // namespace

class TestGlossaryQuestionModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void namedByQuizAndPlace();
    void sharedTitleToldApartByFile();
    void languageSwitch();
    void banksChange();

private:
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<GlossaryQuestionModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestGlossaryQuestionModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_glossaryquestionmodel"_s);
}

void TestGlossaryQuestionModel::init()
{
    QSettings().clear();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
    m_model = std::make_unique<GlossaryQuestionModel>(m_languages.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::Fatal);
}

void TestGlossaryQuestionModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
    m_languages.reset();
    QSettings().clear();
}

void TestGlossaryQuestionModel::namedByQuizAndPlace()
{
    // The bank has p-01, p-03, p-09 (no p-02): p-09 is its third question.
    m_model->setBanks(
        {bank(u"par"_s, {u"Parallelism"_s, u"প্যারালালিজম"_s}, {u"p-01"_s, u"p-03"_s, u"p-09"_s})});
    m_model->setQuestionIds({u"p-09"_s, u"missing"_s, u"p-01"_s});
    QCOMPARE(displayed(*m_model),
             (QStringList{u"Parallelism, question 3"_s, u"Parallelism, question 1"_s}));
    QCOMPARE(m_model->index(0).data(GlossaryQuestionModel::QuestionIdRole).toString(), u"p-09"_s);
    QCOMPARE(m_model->index(0).data(GlossaryQuestionModel::BankIdRole).toString(), u"par"_s);
    QCOMPARE(m_model->index(0).data(GlossaryQuestionModel::QuestionNumberRole).toInt(), 3);
    QCOMPARE(m_model->index(0).data(Qt::ToolTipRole).toString(), u"Prompt of p-09"_s);
    QCOMPARE(m_model->bankAt(1)->id, u"par"_s);
    QCOMPARE(m_model->questionRowAt(1), 0);
    QVERIFY(!m_model->bankAt(2));
    QCOMPARE(m_model->questionRowAt(-1), -1);
}

void TestGlossaryQuestionModel::sharedTitleToldApartByFile()
{
    // Two banks with one title, each with the question: a row each, by file name.
    m_model->setBanks({bank(u"a"_s, {u"Quiz"_s, u"কুইজ"_s}, {u"q"_s}, u"/x/one.json"_s),
                       bank(u"b"_s, {u"Quiz"_s, u"কুইজ"_s}, {u"r"_s, u"q"_s}, u"/y/two.json"_s)});
    m_model->setQuestionIds({u"q"_s});
    QCOMPARE(displayed(*m_model),
             (QStringList{u"Quiz (one.json), question 1"_s, u"Quiz (two.json), question 2"_s}));
}

void TestGlossaryQuestionModel::languageSwitch()
{
    m_model->setBanks(
        {bank(u"par"_s, {u"Parallelism"_s, u"প্যারালালিজম"_s}, {u"p-01"_s, u"p-03"_s, u"p-09"_s})});
    m_model->setQuestionIds({u"p-09"_s, u"p-01"_s});
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_languages->setLanguage(Language::Bengali);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), m_model->index(0));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), m_model->index(1));
    // The Bengali title and digits (the words are the source form here).
    QCOMPARE(displayed(*m_model),
             (QStringList{u"প্যারালালিজম, question ৩"_s, u"প্যারালালিজম, question ১"_s}));
    QCOMPARE(m_model->index(0).data(Qt::ToolTipRole).toString(), u"প্রশ্ন p-09"_s);
}

void TestGlossaryQuestionModel::banksChange()
{
    const QuestionBank parallelism = bank(u"par"_s, {u"Parallelism"_s, u"প"_s}, {u"p-01"_s});
    const QuestionBank jax = bank(u"jax"_s, {u"JAX"_s, u"JAX"_s}, {u"j-01"_s, u"j-02"_s});
    m_model->setQuestionIds({u"j-02"_s, u"p-01"_s});
    QCOMPARE(m_model->rowCount(), 0); // no bank yet
    m_model->setBanks({parallelism, jax});
    QCOMPARE(displayed(*m_model), (QStringList{u"JAX, question 2"_s, u"Parallelism, question 1"_s}));
    m_model->setBanks({parallelism}); // the JAX bank removed: its row goes
    QCOMPARE(displayed(*m_model), QStringList{u"Parallelism, question 1"_s});
}

QTEST_GUILESS_MAIN(TestGlossaryQuestionModel)
#include "tst_glossaryquestionmodel.moc"
