// QuestionModel: a well-behaved list model over one bank, whose text follows
// the current language.
#include "core/bankloader.h"
#include "core/questionmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace Qt::StringLiterals;

namespace {

LocalizedText text(const QString &en, const QString &bn)
{
    return LocalizedText{en, bn};
}

// Two questions written here so that every role value is known by hand.
QuestionBank handMadeBank()
{
    QuestionBank bank;
    bank.id = u"hand"_s;
    bank.title = text(u"Hand made"_s, u"হাতে বানানো"_s);

    Question first;
    first.id = u"hand-01"_s;
    first.prompt = text(u"What does `jax.jit` do?"_s, u"`jax.jit` কী করে?"_s);
    first.options = {text(u"Compiles"_s, u"কম্পাইল করে"_s), text(u"Prints"_s, u"প্রিন্ট করে"_s),
                     text(u"Sleeps"_s, u"ঘুমায়"_s), text(u"Nothing"_s, u"কিছুই না"_s)};
    first.answer = 0;
    first.explanation = text(u"It compiles."_s, u"এটি কম্পাইল করে।"_s);

    Question second;
    second.id = u"hand-02"_s;
    second.prompt = text(u"Which idles?"_s, u"কোনটি বসে থাকে?"_s);
    second.options = {text(u"A"_s, u"ক"_s), text(u"B"_s, u"খ"_s), text(u"C"_s, u"গ"_s),
                      text(u"The bubble"_s, u"বাবল"_s)};
    second.answer = 3;
    second.explanation = text(u"The bubble idles."_s, u"বাবলে স্টেজ বসে থাকে।"_s);
    second.chartConcept = Concept::PipelineBubbles;

    bank.questions = {first, second};
    return bank;
}

QuestionBank shippedParallelismBank()
{
    const BankLoadResult result = BankLoader::loadFile(u":/questions/parallelism.json"_s);
    return result.bank.value_or(QuestionBank{});
}

} // namespace

class TestQuestionModel : public QObject
{
    Q_OBJECT

private slots:
    void modelTesterOnShippedBank();
    void rolesStartAtUserRole();
    void roleValues_data();
    void roleValues();
    void shippedBankRowsFollowTheBank();
    void setLanguageEmitsDataChangedForEveryRow();
    void sameLanguageEmitsNothing();
    void emptyModelSwitchesQuietly();
    void setBankResetsTheModel();
};

void TestQuestionModel::modelTesterOnShippedBank()
{
    const QuestionBank bank = shippedParallelismBank();
    QCOMPARE(bank.questions.size(), 8);

    QuestionModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBank(bank);
    QCOMPARE(model.rowCount(), 8);
    model.setLanguage(Language::Bengali);
    model.setLanguage(Language::English);
    model.setBank(handMadeBank());
    QCOMPARE(model.rowCount(), 2);
    model.setBank(QuestionBank{});
    QCOMPARE(model.rowCount(), 0);
}

void TestQuestionModel::rolesStartAtUserRole()
{
    QCOMPARE(int(QuestionModel::IdRole), int(Qt::UserRole));
    const std::set<int> roles{QuestionModel::IdRole, QuestionModel::PromptRole,
                              QuestionModel::OptionsRole, QuestionModel::AnswerRole,
                              QuestionModel::ExplanationRole, QuestionModel::ConceptRole};
    QCOMPARE(roles.size(), std::size_t(6)); // all distinct
    for (int role : roles)
        QVERIFY(role >= Qt::UserRole);

    QuestionModel model;
    const QHash<int, QByteArray> names = model.roleNames();
    QCOMPARE(names.value(QuestionModel::IdRole), QByteArray("questionId"));
    QCOMPARE(names.value(QuestionModel::PromptRole), QByteArray("prompt"));
    QCOMPARE(names.value(QuestionModel::OptionsRole), QByteArray("options"));
    QCOMPARE(names.value(QuestionModel::AnswerRole), QByteArray("answer"));
    QCOMPARE(names.value(QuestionModel::ExplanationRole), QByteArray("explanation"));
    QCOMPARE(names.value(QuestionModel::ConceptRole), QByteArray("concept"));
    QCOMPARE(names.value(Qt::DisplayRole), QByteArray("display"));
}

void TestQuestionModel::roleValues_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("prompt");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("answer");
    QTest::addColumn<QString>("explanation");
    QTest::addColumn<QString>("chartConcept");

    QTest::newRow("row 0, English")
        << Language::English << 0 << u"hand-01"_s << u"What does `jax.jit` do?"_s
        << QStringList{u"Compiles"_s, u"Prints"_s, u"Sleeps"_s, u"Nothing"_s} << 0
        << u"It compiles."_s << QString();
    QTest::newRow("row 0, Bengali")
        << Language::Bengali << 0 << u"hand-01"_s << u"`jax.jit` কী করে?"_s
        << QStringList{u"কম্পাইল করে"_s, u"প্রিন্ট করে"_s, u"ঘুমায়"_s, u"কিছুই না"_s} << 0
        << u"এটি কম্পাইল করে।"_s << QString();
    QTest::newRow("row 1, English")
        << Language::English << 1 << u"hand-02"_s << u"Which idles?"_s
        << QStringList{u"A"_s, u"B"_s, u"C"_s, u"The bubble"_s} << 3 << u"The bubble idles."_s
        << u"pipeline-bubbles"_s;
    QTest::newRow("row 1, Bengali")
        << Language::Bengali << 1 << u"hand-02"_s << u"কোনটি বসে থাকে?"_s
        << QStringList{u"ক"_s, u"খ"_s, u"গ"_s, u"বাবল"_s} << 3 << u"বাবলে স্টেজ বসে থাকে।"_s
        << u"pipeline-bubbles"_s;
}

void TestQuestionModel::roleValues()
{
    QFETCH(Language, language);
    QFETCH(int, row);
    QFETCH(QString, id);
    QFETCH(QString, prompt);
    QFETCH(QStringList, options);
    QFETCH(int, answer);
    QFETCH(QString, explanation);
    QFETCH(QString, chartConcept);

    QuestionModel model;
    model.setBank(handMadeBank());
    model.setLanguage(language);
    QCOMPARE(model.language(), language);

    const QModelIndex index = model.index(row);
    QVERIFY(index.isValid());
    QCOMPARE(index.data(QuestionModel::IdRole).toString(), id);
    QCOMPARE(index.data(Qt::DisplayRole).toString(), prompt);
    QCOMPARE(index.data(QuestionModel::PromptRole).toString(), prompt);
    QCOMPARE(index.data(QuestionModel::OptionsRole).toStringList(), options);
    QCOMPARE(index.data(QuestionModel::AnswerRole).toInt(), answer);
    QCOMPARE(index.data(QuestionModel::ExplanationRole).toString(), explanation);
    QCOMPARE(index.data(QuestionModel::ConceptRole).toString(), chartConcept);
    // A role the model does not know gives nothing.
    QVERIFY(!index.data(Qt::DecorationRole).isValid());
    QVERIFY(!model.index(2).isValid());
}

void TestQuestionModel::shippedBankRowsFollowTheBank()
{
    const QuestionBank bank = shippedParallelismBank();
    QCOMPARE(bank.questions.size(), 8);
    QuestionModel model;
    model.setBank(bank);
    QCOMPARE(model.bank().id, u"parallelism"_s);

    // Rows keep the bank's order; ids and concept tags are fixed by the content plan.
    const QStringList expectedIds{u"parallelism-01"_s, u"parallelism-02"_s, u"parallelism-03"_s,
                                  u"parallelism-04"_s, u"parallelism-05"_s, u"parallelism-06"_s,
                                  u"parallelism-07"_s, u"parallelism-08"_s};
    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(model.index(row).data(QuestionModel::IdRole).toString(), expectedIds.at(row));
    QCOMPARE(model.index(2).data(QuestionModel::ConceptRole).toString(), u"pipeline-bubbles"_s);
    QCOMPARE(model.index(3).data(QuestionModel::ConceptRole).toString(), u"pipeline-bubbles"_s);

    for (int row = 0; row < model.rowCount(); ++row) {
        const Question &question = bank.questions.at(row);
        const QModelIndex index = model.index(row);
        QCOMPARE(index.data(QuestionModel::AnswerRole).toInt(), question.answer);
        QCOMPARE(index.data(QuestionModel::OptionsRole).toStringList().size(), 4);
        QCOMPARE(index.data(QuestionModel::PromptRole).toString(), question.prompt.en);
    }
}

void TestQuestionModel::setLanguageEmitsDataChangedForEveryRow()
{
    const QuestionBank bank = shippedParallelismBank();
    QCOMPARE(bank.questions.size(), 8);
    QuestionModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBank(bank);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    model.setLanguage(Language::Bengali);

    QCOMPARE(changed.size(), 1);
    const QModelIndex topLeft = changed.first().at(0).toModelIndex();
    const QModelIndex bottomRight = changed.first().at(1).toModelIndex();
    const QList<int> roles = changed.first().at(2).value<QList<int>>();
    QCOMPARE(topLeft.row(), 0);
    QCOMPARE(bottomRight.row(), 7);
    QCOMPARE(topLeft.column(), 0);
    QCOMPARE(bottomRight.column(), 0);
    // The language-dependent roles are named (an empty list would also mean "all").
    if (!roles.isEmpty()) {
        for (int role : {int(Qt::DisplayRole), int(QuestionModel::PromptRole),
                         int(QuestionModel::OptionsRole), int(QuestionModel::ExplanationRole)}) {
            QVERIFY2(roles.contains(role), qPrintable(u"role %1 not in dataChanged"_s.arg(role)));
        }
    }

    for (int row = 0; row < model.rowCount(); ++row) {
        const Question &question = bank.questions.at(row);
        const QModelIndex index = model.index(row);
        QCOMPARE(index.data(Qt::DisplayRole).toString(), question.prompt.bn);
        QCOMPARE(index.data(QuestionModel::ExplanationRole).toString(), question.explanation.bn);
        const QStringList options = index.data(QuestionModel::OptionsRole).toStringList();
        QCOMPARE(options.size(), 4);
        for (int slot = 0; slot < 4; ++slot)
            QCOMPARE(options.at(slot), question.options[std::size_t(slot)].bn);
    }
}

void TestQuestionModel::sameLanguageEmitsNothing()
{
    QuestionModel model;
    model.setBank(handMadeBank());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    model.setLanguage(Language::English); // already English
    QCOMPARE(changed.size(), 0);

    model.setLanguage(Language::Bengali);
    QCOMPARE(changed.size(), 1);
    model.setLanguage(Language::Bengali);
    QCOMPARE(changed.size(), 1);

    model.setLanguage(Language::English);
    QCOMPARE(changed.size(), 2);
    QCOMPARE(model.index(1).data().toString(), u"Which idles?"_s);
}

void TestQuestionModel::emptyModelSwitchesQuietly()
{
    QuestionModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setLanguage(Language::Bengali);
    QCOMPARE(model.language(), Language::Bengali);
    QCOMPARE(changed.size(), 0); // no rows: nothing to announce (and no invalid range)

    // A bank set afterwards is shown in the language already chosen.
    model.setBank(handMadeBank());
    QCOMPARE(model.index(0).data().toString(), u"`jax.jit` কী করে?"_s);
}

void TestQuestionModel::setBankResetsTheModel()
{
    QuestionModel model;
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setBank(handMadeBank());
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.bank().id, u"hand"_s);
    // A list model: children of a row do not exist.
    QCOMPARE(model.rowCount(model.index(0)), 0);
}

QTEST_GUILESS_MAIN(TestQuestionModel)
#include "tst_questionmodel.moc"
