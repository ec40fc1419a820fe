// The question list model: every role of a question in the interface language
// and in a given one, the language switch (dataChanged over every row with the
// text roles, a new display text), replacing the list, keys no bank has, and a
// bank removed under it (directly and through a followed Study). Each test runs
// with QAbstractItemModelTester watching the model. Expected texts are written
// by hand from the banks built here, or read from the shipped bank file.
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/models/questionlistmodel.h"
#include "core/study.h"
#include "support/testbanks.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

LocalizedText both(const QString &en, const QString &bn)
{
    return {en, bn};
}

// Two questions: the second with a topic, option feedback, code in its
// prompt and a chart; the first with none of these.
QuestionBank skyBank()
{
    QuestionBank bank;
    bank.id = u"sky"_s;
    bank.title = both(u"The sky"_s, u"আকাশ"_s);
    bank.topics = {Topic{u"colour"_s, both(u"Colour"_s, u"রং"_s)}};

    Question plain;
    plain.id = u"sky-1"_s;
    plain.prompt = both(u"Is the sky up?"_s, u"আকাশ কি উপরে?"_s);
    plain.options = {both(u"Yes"_s, u"হ্যাঁ"_s), both(u"No"_s, u"না"_s),
                     both(u"Sideways"_s, u"পাশে"_s), both(u"Below"_s, u"নিচে"_s)};
    plain.answer = 0;
    plain.explanation = both(u"Look up."_s, u"উপরে তাকান।"_s);

    Question coloured;
    coloured.id = u"sky-2"_s;
    coloured.prompt = both(u"What does `sky.colour()` return?"_s, u"`sky.colour()` কী দেয়?"_s);
    coloured.options = {both(u"Red"_s, u"লাল"_s), both(u"Green"_s, u"সবুজ"_s),
                        both(u"Blue"_s, u"নীল"_s), both(u"Black"_s, u"কালো"_s)};
    coloured.optionFeedback = {both(u"At sunset only."_s, u"শুধু সূর্যাস্তে।"_s), {}, {}, {}};
    coloured.answer = 2;
    coloured.explanation = both(u"Rayleigh scattering."_s,
                                u"র‍্যালে বিক্ষেপণ।"_s);
    coloured.topic = u"colour"_s;
    coloured.chartConcept = Concept::AttentionMemory;

    bank.questions = {plain, coloured};
    return bank;
}

QuestionBank seaBank()
{
    QuestionBank bank;
    bank.id = u"sea"_s;
    bank.title = both(u"The sea"_s, u"সমুদ্র"_s);
    Question wet;
    wet.id = u"sea-1"_s;
    wet.prompt = both(u"Is the sea wet?"_s, u"সমুদ্র কি ভেজা?"_s);
    wet.options = {both(u"No"_s, u"না"_s), both(u"Yes"_s, u"হ্যাঁ"_s), both(u"Dry"_s, u"শুকনো"_s),
                   both(u"Frozen"_s, u"জমাট"_s)};
    wet.answer = 1;
    wet.explanation = both(u"It is water."_s, u"এটি জল।"_s);
    bank.questions = {wet};
    return bank;
}

const ReviewItemKey skyPlain{u"sky"_s, u"sky-1"_s};
const ReviewItemKey skyColoured{u"sky"_s, u"sky-2"_s};
const ReviewItemKey seaWet{u"sea"_s, u"sea-1"_s};

QVariant roleData(const QAbstractItemModel &model, int row, int role)
{
    return model.data(model.index(row, 0), role);
}

QStringList rowPrompts(const QAbstractItemModel &model)
{
    QStringList prompts;
    for (int row = 0; row < model.rowCount(); ++row)
        prompts.append(roleData(model, row, Qt::DisplayRole).toString());
    return prompts;
}

} // namespace

class TestQuestionListModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void rolesInTheInterfaceLanguage();
    void rolesInAGivenLanguage();
    void languageSwitchUpdatesEveryRow();
    void languageSwitchOnAnEmptyList();
    void setQuestionsResets();
    void keysNoBankHasAreLeftOut();
    void removedBankLosesItsRows();
    void followsAStudysBanks();
    void shippedBankQuestion();
    void roleNames();

private:
    // A model with the tester watching it from the start.
    QuestionListModel &watchedModel();

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<QuestionListModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestQuestionListModel::initTestCase()
{
    // A language switch is saved in QSettings: keep it out of the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_questionlistmodel"_s);
}

void TestQuestionListModel::init()
{
    QSettings().clear();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
}

void TestQuestionListModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
    m_languages.reset();
    QSettings().clear();
}

QuestionListModel &TestQuestionListModel::watchedModel()
{
    m_model = std::make_unique<QuestionListModel>(m_languages.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    return *m_model;
}

void TestQuestionListModel::rolesInTheInterfaceLanguage()
{
    QuestionListModel &model = watchedModel();
    model.setBanks({skyBank()});
    model.setQuestions({skyColoured, skyPlain});
    QCOMPARE(model.rowCount(), 2);

    // Row 0 is sky-2, the bank's second question: number 2, right option C (index 2).
    QCOMPARE(roleData(model, 0, Qt::DisplayRole).toString(), u"What does sky.colour() return?"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::PromptRole).toString(),
             u"What does `sky.colour()` return?"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::OptionsRole).toStringList(),
             (QStringList{u"Red"_s, u"Green"_s, u"Blue"_s, u"Black"_s}));
    QCOMPARE(roleData(model, 0, QuestionListModel::OptionFeedbackRole).toStringList(),
             (QStringList{u"At sunset only."_s, QString(), QString(), QString()}));
    QCOMPARE(roleData(model, 0, QuestionListModel::AnswerRole).toInt(), 2);
    QCOMPARE(roleData(model, 0, QuestionListModel::ExplanationRole).toString(),
             u"Rayleigh scattering."_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::TopicRole).toString(), u"Colour"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::TopicIdRole).toString(), u"colour"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::QuizTitleRole).toString(), u"The sky"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::QuestionNumberRole).toInt(), 2);
    QCOMPARE(roleData(model, 0, QuestionListModel::BankIdRole).toString(), u"sky"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::QuestionIdRole).toString(), u"sky-2"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::ConceptRole).toString(), u"attention-memory"_s);

    // Row 1 is sky-1: number 1, no topic, no chart, no feedback.
    QCOMPARE(roleData(model, 1, Qt::DisplayRole).toString(), u"Is the sky up?"_s);
    QCOMPARE(roleData(model, 1, QuestionListModel::QuestionNumberRole).toInt(), 1);
    QCOMPARE(roleData(model, 1, QuestionListModel::AnswerRole).toInt(), 0);
    QCOMPARE(roleData(model, 1, QuestionListModel::TopicRole).toString(), QString());
    QCOMPARE(roleData(model, 1, QuestionListModel::ConceptRole).toString(), QString());
    QCOMPARE(roleData(model, 1, QuestionListModel::OptionFeedbackRole).toStringList(),
             (QStringList{QString(), QString(), QString(), QString()}));

    // In Bengali the same roles give the Bengali texts.
    m_languages->setLanguage(Language::Bengali);
    QCOMPARE(roleData(model, 0, Qt::DisplayRole).toString(), u"sky.colour() কী দেয়?"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::OptionsRole).toStringList(),
             (QStringList{u"লাল"_s, u"সবুজ"_s, u"নীল"_s, u"কালো"_s}));
    QCOMPARE(roleData(model, 0, QuestionListModel::ExplanationRole).toString(),
             u"র‍্যালে বিক্ষেপণ।"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::TopicRole).toString(), u"রং"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::QuizTitleRole).toString(), u"আকাশ"_s);
    // The language does not change the number or the answer.
    QCOMPARE(roleData(model, 0, QuestionListModel::QuestionNumberRole).toInt(), 2);
    QCOMPARE(roleData(model, 0, QuestionListModel::AnswerRole).toInt(), 2);
}

void TestQuestionListModel::rolesInAGivenLanguage()
{
    QuestionListModel &model = watchedModel();
    model.setBanks({skyBank()});
    model.setQuestions({skyColoured});
    const auto in = [](QuestionListModel::Role role, Language language) {
        return QuestionListModel::textRole(role, language);
    };
    // Whatever the interface language, a language's roles give that language's text.
    for (Language interface : allLanguages) {
        m_languages->setLanguage(interface);
        QCOMPARE(roleData(model, 0, in(QuestionListModel::PromptRole, Language::English)).toString(),
                 u"What does `sky.colour()` return?"_s);
        QCOMPARE(roleData(model, 0, in(QuestionListModel::PromptRole, Language::Bengali)).toString(),
                 u"`sky.colour()` কী দেয়?"_s);
        QCOMPARE(roleData(model, 0, in(QuestionListModel::OptionsRole, Language::Bengali))
                     .toStringList(),
                 (QStringList{u"লাল"_s, u"সবুজ"_s, u"নীল"_s, u"কালো"_s}));
        QCOMPARE(roleData(model, 0, in(QuestionListModel::OptionFeedbackRole, Language::Bengali))
                     .toStringList()
                     .first(),
                 u"শুধু সূর্যাস্তে।"_s);
        QCOMPARE(roleData(model, 0, in(QuestionListModel::ExplanationRole, Language::English))
                     .toString(),
                 u"Rayleigh scattering."_s);
        QCOMPARE(roleData(model, 0, in(QuestionListModel::TopicRole, Language::Bengali)).toString(),
                 u"রং"_s);
        QCOMPARE(roleData(model, 0, in(QuestionListModel::QuizTitleRole, Language::English))
                     .toString(),
                 u"The sky"_s);
        QCOMPARE(roleData(model, 0, in(QuestionListModel::QuizTitleRole, Language::Bengali))
                     .toString(),
                 u"আকাশ"_s);
    }
    // The documented numbers: Qt::UserRole + 16 is the prompt, 0x100 and 0x200 above it in
    // English and Bengali.
    QCOMPARE(in(QuestionListModel::PromptRole, Language::English), Qt::UserRole + 16 + 0x100);
    QCOMPARE(in(QuestionListModel::PromptRole, Language::Bengali), Qt::UserRole + 16 + 0x200);
    // A language-free role has no per-language form: nothing is there.
    QVERIFY(!roleData(model, 0, QuestionListModel::BankIdRole + 0x200).isValid());
}

void TestQuestionListModel::languageSwitchUpdatesEveryRow()
{
    QuestionListModel &model = watchedModel();
    model.setBanks({skyBank(), seaBank()});
    model.setQuestions({skyPlain, seaWet, skyColoured});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    m_languages->setLanguage(Language::Bengali);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), model.index(0));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), model.index(2));
    const auto roles = changed.at(0).at(2).value<QList<int>>();
    for (int role : {int(Qt::DisplayRole), int(QuestionListModel::PromptRole),
                     int(QuestionListModel::OptionsRole), int(QuestionListModel::OptionFeedbackRole),
                     int(QuestionListModel::ExplanationRole), int(QuestionListModel::TopicRole),
                     int(QuestionListModel::QuizTitleRole)})
        QVERIFY2(roles.contains(role), qPrintable(QString::number(role)));
    // A role in a fixed language does not change with the interface's.
    QVERIFY(!roles.contains(
        QuestionListModel::textRole(QuestionListModel::PromptRole, Language::English)));
    QCOMPARE(rowPrompts(model),
             (QStringList{u"আকাশ কি উপরে?"_s, u"সমুদ্র কি ভেজা?"_s, u"sky.colour() কী দেয়?"_s}));

    // Setting the same language again is no switch; back to English is one.
    m_languages->setLanguage(Language::Bengali);
    QCOMPARE(changed.size(), 1);
    m_languages->toggle();
    QCOMPARE(changed.size(), 2);
    QCOMPARE(rowPrompts(model), (QStringList{u"Is the sky up?"_s, u"Is the sea wet?"_s,
                                             u"What does sky.colour() return?"_s}));
}

void TestQuestionListModel::languageSwitchOnAnEmptyList()
{
    QuestionListModel &model = watchedModel();
    model.setBanks({skyBank()});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    m_languages->setLanguage(Language::Bengali);
    // No rows, no range to announce (the tester fails on an invalid one).
    QCOMPARE(changed.size(), 0);
    QCOMPARE(model.rowCount(), 0);
}

void TestQuestionListModel::setQuestionsResets()
{
    QuestionListModel &model = watchedModel();
    model.setBanks({skyBank(), seaBank()});
    QSignalSpy aboutToReset(&model, &QAbstractItemModel::modelAboutToBeReset);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    model.setQuestions({seaWet, skyPlain});
    QCOMPARE(reset.size(), 1);
    QCOMPARE(aboutToReset.size(), 1);
    QCOMPARE(rowPrompts(model), (QStringList{u"Is the sea wet?"_s, u"Is the sky up?"_s}));
    QCOMPARE(model.keyAt(1), skyPlain);
    QCOMPARE(model.rowOf(seaWet), 0);
    QCOMPARE(model.rowOf(skyColoured), -1);
    QCOMPARE(model.questionAt(0)->id, u"sea-1"_s);
    QCOMPARE(model.bankAt(1)->id, u"sky"_s);
    QVERIFY(!model.questionAt(2));
    QCOMPARE(model.keyAt(-1), ReviewItemKey{});

    model.setQuestions({skyColoured});
    QCOMPARE(reset.size(), 2);
    QCOMPARE(rowPrompts(model), QStringList{u"What does sky.colour() return?"_s});

    model.setQuestions({});
    QCOMPARE(reset.size(), 3);
    QCOMPARE(model.rowCount(), 0);
}

void TestQuestionListModel::keysNoBankHasAreLeftOut()
{
    QuestionListModel &model = watchedModel();
    model.setBanks({skyBank()});
    const ReviewItemKey missingQuestion{u"sky"_s, u"sky-9"_s};
    const ReviewItemKey missingBank{u"moon"_s, u"moon-1"_s};
    model.setQuestions({missingBank, skyColoured, missingQuestion, skyPlain});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.keyAt(0), skyColoured);
    QCOMPARE(model.keyAt(1), skyPlain);
    // The list keeps them, for a bank that comes later.
    QCOMPARE(model.questions().size(), 4);
}

void TestQuestionListModel::removedBankLosesItsRows()
{
    QuestionListModel &model = watchedModel();
    model.setBanks({skyBank(), seaBank()});
    model.setQuestions({skyPlain, seaWet, skyColoured});
    QCOMPARE(model.rowCount(), 3);

    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setBanks({seaBank()});
    QCOMPARE(reset.size(), 1);
    QCOMPARE(rowPrompts(model), QStringList{u"Is the sea wet?"_s});
    QCOMPARE(model.keyAt(0), seaWet);
    // Every row still answers every role, and a language switch reaches only that row.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    m_languages->setLanguage(Language::Bengali);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(1).toModelIndex(), model.index(0));
    QCOMPARE(roleData(model, 0, QuestionListModel::QuizTitleRole).toString(), u"সমুদ্র"_s);

    // The bank loaded again brings its rows back, in the list's order.
    model.setBanks({seaBank(), skyBank()});
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.keyAt(0), skyPlain);
    QCOMPARE(model.keyAt(2), skyColoured);

    model.setBanks({});
    QCOMPARE(model.rowCount(), 0);
}

void TestQuestionListModel::followsAStudysBanks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString alphaPath = dir.filePath(u"alpha.json"_s);
    const QString gammaPath = dir.filePath(u"gamma.json"_s);
    // bankJson: every prompt "Which?" / "কোনটি?", the title "Title".
    QVERIFY(writeFile(alphaPath, bankJson(u"alpha"_s, {u"a1"_s, u"a2"_s})));
    QVERIFY(writeFile(gammaPath, bankJson(u"gamma"_s, {u"g1"_s})));
    auto study = std::make_unique<Study>(dir.filePath(u"progress.json"_s));
    study->loadBanks({alphaPath});
    QCOMPARE(study->openBankFile(gammaPath).outcome, Study::BankOpening::Outcome::Added);

    QuestionListModel &model = watchedModel();
    model.followBanks(study.get());
    const ReviewItemKey g1{u"gamma"_s, u"g1"_s};
    const ReviewItemKey a2{u"alpha"_s, u"a2"_s};
    model.setQuestions({g1, a2});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(roleData(model, 1, QuestionListModel::QuestionNumberRole).toInt(), 2);

    // The learner removes the opened bank: its row goes, the other stays.
    study->removeBankFile(gammaPath);
    QVERIFY(!study->bank(u"gamma"_s));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.keyAt(0), a2);
    QCOMPARE(roleData(model, 0, Qt::DisplayRole).toString(), u"Which?"_s);

    // Opened again, it is back.
    QCOMPARE(study->openBankFile(gammaPath).outcome, Study::BankOpening::Outcome::Added);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.keyAt(0), g1);

    // The Study gone, the model keeps its own copy of the banks.
    study.reset();
    QCOMPARE(model.rowCount(), 2);
    // alpha and gamma share bankJson's title, so the file's name tells them apart.
    QCOMPARE(roleData(model, 0, QuestionListModel::QuizTitleRole).toString(),
             u"Title (gamma.json)"_s);
}

void TestQuestionListModel::shippedBankQuestion()
{
    QuestionListModel &model = watchedModel();
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    model.setBanks(library.banks);
    // jax-gpu.json's second question, copied from the file: its prompt starts with
    // code, the right option is the file's "answer": 1, its topic "installation".
    model.setQuestions({{u"jax-gpu"_s, u"jax-gpu-02"_s}});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(roleData(model, 0, Qt::DisplayRole).toString(),
             u"jax.default_backend() prints cpu and jax.devices() lists only a CpuDevice. "
             "What is the most likely cause?"_s);
    QCOMPARE(roleData(model, 0,
                      QuestionListModel::textRole(QuestionListModel::PromptRole, Language::Bengali))
                 .toString(),
             u"`jax.default_backend()` প্রিন্ট করলে `cpu` আসে, আর `jax.devices()` শুধু একটি "
             "`CpuDevice` দেখায়। এর সবচেয়ে সম্ভাব্য কারণ কী?"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::QuestionNumberRole).toInt(), 2);
    QCOMPARE(roleData(model, 0, QuestionListModel::QuizTitleRole).toString(),
             u"Scale and serve JAX models on NVIDIA GPUs"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::TopicRole).toString(),
             u"Installation and devices"_s);
    QCOMPARE(roleData(model, 0, QuestionListModel::AnswerRole).toInt(), 1);
    QCOMPARE(roleData(model, 0, QuestionListModel::OptionsRole).toStringList().size(), 4);
}

void TestQuestionListModel::roleNames()
{
    const QuestionListModel &model = watchedModel();
    const QHash<int, QByteArray> names = model.roleNames();
    QCOMPARE(names.value(Qt::DisplayRole), "display");
    QCOMPARE(names.value(QuestionListModel::PromptRole), "prompt");
    QCOMPARE(names.value(
                 QuestionListModel::textRole(QuestionListModel::PromptRole, Language::English)),
             "promptEn");
    QCOMPARE(names.value(
                 QuestionListModel::textRole(QuestionListModel::QuizTitleRole, Language::Bengali)),
             "quizTitleBn");
    QCOMPARE(names.value(QuestionListModel::AnswerRole), "answer");
    QCOMPARE(names.value(QuestionListModel::QuestionNumberRole), "questionNumber");
    // One name per role: Qt's six (display, decoration, edit, toolTip, statusTip,
    // whatsThis), 6 language-free, 6 texts in three forms each.
    QCOMPARE(names.size(), 6 + 6 + 6 * 3);
    QCOMPARE(QSet<QByteArray>(names.cbegin(), names.cend()).size(), names.size());
}

QTEST_GUILESS_MAIN(TestQuestionListModel)
#include "tst_questionlistmodel.moc"
