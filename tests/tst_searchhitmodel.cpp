// The search hit model over SearchIndex results: what each kind of hit (a
// question's prompt, option or explanation, a glossary term) says of where it
// points, its snippet with the match's place in it, the quiz titles and terms
// following a language switch, replacing and clearing the results, and a bank
// the results name that the model was not given. Each test runs with
// QAbstractItemModelTester watching the model. Snippet places are counted by
// hand in UTF-16 units of the texts written here.
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/models/searchhitmodel.h"
#include "core/searchindex.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

QuestionBank fruitBank()
{
    QuestionBank bank;
    bank.id = u"fruits"_s;
    bank.title = {u"Fruits"_s, u"ফল"_s};
    Question orange;
    orange.id = u"fruit-1"_s;
    orange.prompt = {u"Which fruit is orange?"_s, u"কোন ফল কমলা রঙের?"_s};
    orange.options = {LocalizedText{u"An apple"_s, u"একটি আপেল"_s},
                      LocalizedText{u"A banana"_s, u"একটি কলা"_s},
                      LocalizedText{u"A mango"_s, u"একটি আম"_s},
                      LocalizedText{u"A grape"_s, u"একটি আঙুর"_s}};
    orange.answer = 2;
    orange.explanation = {u"Its peel is bright."_s, u"এর খোসা উজ্জ্বল।"_s};
    Question code;
    code.id = u"fruit-2"_s;
    code.prompt = {u"What does `peel()` return?"_s, u"`peel()` কী দেয়?"_s};
    code.explanation = {u"The skin of the fruit, once the long and winding work of "
                        "peeling is done and nothing but the bright and juicy mango is left."_s,
                        u"খোসা।"_s};
    bank.questions = {orange, code};
    return bank;
}

Glossary fruitGlossary()
{
    return Glossary({GlossaryEntry{u"citrus"_s,
                                   {u"citrus"_s, u"সাইট্রাস"_s},
                                   {u"A family of sour fruits."_s, u"টক ফলের পরিবার।"_s},
                                   {}}});
}

QVariant roleData(const QAbstractItemModel &model, int row, int role)
{
    return model.data(model.index(row, 0), role);
}

// The part of the snippet the model says the match covers.
QString matchedPart(const QAbstractItemModel &model, int row)
{
    return roleData(model, row, SearchHitModel::SnippetRole)
        .toString()
        .mid(roleData(model, row, SearchHitModel::SnippetMatchStartRole).toInt(),
             roleData(model, row, SearchHitModel::SnippetMatchLengthRole).toInt());
}

} // namespace

class TestSearchHitModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void promptHit();
    void optionHit();
    void codeSpanDroppedFromSnippet();
    void longTextIsCut();
    void glossaryTermHit();
    void bengaliHit();
    void languageSwitchUpdatesTitlesAndTerms();
    void setResultsResets();
    void bankNotGiven();
    void shippedBanksAndGlossary();
    void roleNames();

private:
    // The model, with the tester watching it, showing this search of the fruit bank.
    SearchHitModel &watchedModel(const QString &query, Language preferred = Language::English);

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<SearchHitModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestSearchHitModel::initTestCase()
{
    // A language switch is saved in QSettings: keep it out of the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_searchhitmodel"_s);
}

void TestSearchHitModel::init()
{
    QSettings().clear();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
}

void TestSearchHitModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
    m_languages.reset();
    QSettings().clear();
}

SearchHitModel &TestSearchHitModel::watchedModel(const QString &query, Language preferred)
{
    m_model = std::make_unique<SearchHitModel>(m_languages.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    const QList<QuestionBank> banks{fruitBank()};
    const Glossary glossary = fruitGlossary();
    m_model->setResults(SearchIndex(banks, glossary).search(query, preferred), banks, glossary);
    return *m_model;
}

void TestSearchHitModel::promptHit()
{
    const SearchHitModel &model = watchedModel(u"orange"_s);
    // Only the first question's English prompt has "orange".
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(roleData(model, 0, SearchHitModel::KindRole).toInt(),
             int(SearchHitModel::Kind::Question));
    QCOMPARE(roleData(model, 0, SearchHitModel::FieldRole).toInt(), int(SearchField::Prompt));
    QCOMPARE(roleData(model, 0, SearchHitModel::OptionRole).toInt(), -1);
    QCOMPARE(roleData(model, 0, SearchHitModel::LanguageRole).toInt(), int(Language::English));
    QCOMPARE(roleData(model, 0, SearchHitModel::BankIdRole).toString(), u"fruits"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::ItemIdRole).toString(), u"fruit-1"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::QuestionNumberRole).toInt(), 1);
    QCOMPARE(roleData(model, 0, SearchHitModel::QuizTitleRole).toString(), u"Fruits"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::GlossaryTermRole).toString(), QString());
    // The whole prompt fits: "Which fruit is " is 15 units, "orange" 6.
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetRole).toString(),
             u"Which fruit is orange?"_s);
    QCOMPARE(roleData(model, 0, Qt::DisplayRole).toString(), u"Which fruit is orange?"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetMatchStartRole).toInt(), 15);
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetMatchLengthRole).toInt(), 6);
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetCutBeforeRole).toBool(), false);
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetCutAfterRole).toBool(), false);
    QCOMPARE(roleData(model, 0, SearchHitModel::MatchedTextRole).toString(),
             u"Which fruit is orange?"_s);
    QCOMPARE(model.questionAt(0)->id, u"fruit-1"_s);
    QCOMPARE(model.bankAt(0)->id, u"fruits"_s);
    QVERIFY(!model.glossaryEntryAt(0));
    QVERIFY(!model.hitAt(1));
}

void TestSearchHitModel::optionHit()
{
    // "banana" is option B (row 1) of the first question, in English only.
    const SearchHitModel &model = watchedModel(u"banana"_s);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(roleData(model, 0, SearchHitModel::FieldRole).toInt(), int(SearchField::Option));
    QCOMPARE(roleData(model, 0, SearchHitModel::OptionRole).toInt(), 1);
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetRole).toString(), u"A banana"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetMatchStartRole).toInt(), 2);
    QCOMPARE(matchedPart(model, 0), u"banana"_s);
    // Named by its text (short enough to quote whole) and its question by quiz and number.
    QCOMPARE(roleData(model, 0, SearchHitModel::OptionQuoteRole).toString(), u"A banana"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::QuestionNameRole).toString(),
             u"Fruits, question 1"_s);
}

void TestSearchHitModel::codeSpanDroppedFromSnippet()
{
    // The second prompt "What does `peel()` return?": the snippet drops the backticks,
    // so the match "peel" begins after "What does " (10 units). English prompts come
    // first, and the first prompt has no "peel".
    const SearchHitModel &model = watchedModel(u"peel"_s);
    QVERIFY(model.rowCount() >= 1);
    QCOMPARE(roleData(model, 0, SearchHitModel::ItemIdRole).toString(), u"fruit-2"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::QuestionNumberRole).toInt(), 2);
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetRole).toString(),
             u"What does peel() return?"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetMatchStartRole).toInt(), 10);
    QCOMPARE(matchedPart(model, 0), u"peel"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::MatchedTextRole).toString(),
             u"What does `peel()` return?"_s);
}

void TestSearchHitModel::longTextIsCut()
{
    // "mango" is option C and, 110 units in, near the end of the second explanation:
    // options come before explanations.
    const SearchHitModel &model = watchedModel(u"mango"_s);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(roleData(model, 0, SearchHitModel::FieldRole).toInt(), int(SearchField::Option));
    QCOMPARE(roleData(model, 0, SearchHitModel::OptionRole).toInt(), 2);
    QCOMPARE(roleData(model, 1, SearchHitModel::FieldRole).toInt(), int(SearchField::Explanation));
    QCOMPARE(roleData(model, 1, SearchHitModel::ItemIdRole).toString(), u"fruit-2"_s);
    // More than 40 units before the match are left out, the 9 after it are kept.
    QCOMPARE(roleData(model, 1, SearchHitModel::SnippetCutBeforeRole).toBool(), true);
    QCOMPARE(roleData(model, 1, SearchHitModel::SnippetCutAfterRole).toBool(), false);
    QCOMPARE(matchedPart(model, 1), u"mango"_s);
    const QString snippet = roleData(model, 1, SearchHitModel::SnippetRole).toString();
    QVERIFY(snippet.endsWith(u"mango is left."_s));
    QVERIFY(snippet.size() < roleData(model, 1, SearchHitModel::MatchedTextRole).toString().size());
}

void TestSearchHitModel::glossaryTermHit()
{
    const SearchHitModel &model = watchedModel(u"citrus"_s);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(roleData(model, 0, SearchHitModel::KindRole).toInt(),
             int(SearchHitModel::Kind::GlossaryEntry));
    QCOMPARE(roleData(model, 0, SearchHitModel::FieldRole).toInt(), int(SearchField::GlossaryTerm));
    QCOMPARE(roleData(model, 0, SearchHitModel::BankIdRole).toString(), QString());
    QCOMPARE(roleData(model, 0, SearchHitModel::ItemIdRole).toString(), u"citrus"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::GlossaryTermRole).toString(), u"citrus"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::QuizTitleRole).toString(), QString());
    QCOMPARE(roleData(model, 0, SearchHitModel::QuestionNameRole).toString(), QString());
    QCOMPARE(roleData(model, 0, SearchHitModel::OptionQuoteRole).toString(), QString());
    QCOMPARE(roleData(model, 0, SearchHitModel::QuestionNumberRole).toInt(), 0);
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetMatchStartRole).toInt(), 0);
    QCOMPARE(matchedPart(model, 0), u"citrus"_s);
    QCOMPARE(model.glossaryEntryAt(0)->id, u"citrus"_s);
    QVERIFY(!model.questionAt(0));
}

void TestSearchHitModel::bengaliHit()
{
    // "কমলা" is in the first Bengali prompt "কোন ফল কমলা রঙের?": "কোন ফল " is 7 units.
    const SearchHitModel &model = watchedModel(u"কমলা"_s, Language::Bengali);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(roleData(model, 0, SearchHitModel::LanguageRole).toInt(), int(Language::Bengali));
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetMatchStartRole).toInt(), 7);
    QCOMPARE(matchedPart(model, 0), u"কমলা"_s);
    // The interface is still English: the quiz is named in English.
    QCOMPARE(roleData(model, 0, SearchHitModel::QuizTitleRole).toString(), u"Fruits"_s);
}

void TestSearchHitModel::languageSwitchUpdatesTitlesAndTerms()
{
    // "fruit" is in the first English prompt, the second English explanation and
    // the glossary's definition "sour fruits", in that order (prompts, explanations,
    // definitions).
    const SearchHitModel &model = watchedModel(u"fruit"_s);
    QCOMPARE(model.rowCount(), 3);
    const int last = 2;
    QCOMPARE(roleData(model, last, SearchHitModel::FieldRole).toInt(),
             int(SearchField::GlossaryDefinition));
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);

    m_languages->setLanguage(Language::Bengali);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), model.index(0));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), model.index(last));
    const auto roles = changed.at(0).at(2).value<QList<int>>();
    QVERIFY(roles.contains(SearchHitModel::QuizTitleRole));
    QVERIFY(roles.contains(SearchHitModel::GlossaryTermRole));
    QVERIFY(roles.contains(SearchHitModel::QuestionNameRole));
    QCOMPARE(roleData(model, 0, SearchHitModel::QuizTitleRole).toString(), u"ফল"_s);
    // The Bengali title and Bengali digits (the words are the translation's,
    // which a core test does not load: the GUI tests check them).
    const QString name = roleData(model, 0, SearchHitModel::QuestionNameRole).toString();
    QVERIFY2(name.startsWith(u"ফল, "_s) && name.endsWith(u" ১"_s), qPrintable(name));
    QCOMPARE(roleData(model, last, SearchHitModel::GlossaryTermRole).toString(), u"সাইট্রাস"_s);
    // The snippet is of the text that matched: still the English prompt.
    QCOMPARE(roleData(model, 0, SearchHitModel::SnippetRole).toString(),
             u"Which fruit is orange?"_s);
}

void TestSearchHitModel::setResultsResets()
{
    SearchHitModel &model = watchedModel(u"orange"_s);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    const QList<QuestionBank> banks{fruitBank()};
    const Glossary glossary = fruitGlossary();
    model.setResults(SearchIndex(banks, glossary).search(u"a"_s, Language::English, 3), banks,
                     glossary);
    QCOMPARE(reset.size(), 1);
    // The limit of 3 lets three through and says more matched.
    QCOMPARE(model.rowCount(), 3);
    QVERIFY(model.results().truncated);
    model.clear();
    QCOMPARE(reset.size(), 2);
    QCOMPARE(model.rowCount(), 0);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    m_languages->setLanguage(Language::Bengali);
    QCOMPARE(changed.size(), 0);
}

void TestSearchHitModel::bankNotGiven()
{
    SearchHitModel &model = watchedModel(u"orange"_s);
    const QList<QuestionBank> banks{fruitBank()};
    // Results of an index that had the bank, shown with the banks since removed.
    model.setResults(SearchIndex(banks, {}).search(u"orange"_s, Language::English), {}, {});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(roleData(model, 0, SearchHitModel::QuizTitleRole).toString(), u"fruits"_s);
    QCOMPARE(roleData(model, 0, SearchHitModel::QuestionNumberRole).toInt(), 0);
    QCOMPARE(matchedPart(model, 0), u"orange"_s);
    QVERIFY(!model.questionAt(0));
    QVERIFY(!model.bankAt(0));
}

void TestSearchHitModel::shippedBanksAndGlossary()
{
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    GlossaryLoadResult glossary = GlossaryLoader::loadFile(GlossaryLoader::builtInPath());
    QVERIFY(glossary.glossary);
    SearchHitModel model(m_languages.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const QString query = u"sharding"_s;
    model.setResults(SearchIndex(library.banks, *glossary.glossary).search(query, Language::English),
                     library.banks, *glossary.glossary);
    QVERIFY(model.rowCount() > 3);
    // Every row's match is the query in the text's own letter case, and every question
    // row names its quiz by one of the three shipped titles.
    const QStringList titles{u"Scale and serve JAX models on NVIDIA GPUs"_s,
                             u"Model and pipeline parallelism"_s, u"Scaling by the numbers"_s};
    for (int row = 0; row < model.rowCount(); ++row) {
        QCOMPARE(matchedPart(model, row).compare(query, Qt::CaseInsensitive), 0);
        if (roleData(model, row, SearchHitModel::KindRole).toInt()
            == int(SearchHitModel::Kind::Question)) {
            QVERIFY2(titles.contains(roleData(model, row, SearchHitModel::QuizTitleRole).toString()),
                     qPrintable(roleData(model, row, SearchHitModel::QuizTitleRole).toString()));
            QVERIFY(roleData(model, row, SearchHitModel::QuestionNumberRole).toInt() >= 1);
        }
    }
}

void TestSearchHitModel::roleNames()
{
    SearchHitModel model(m_languages.get());
    const QHash<int, QByteArray> names = model.roleNames();
    QCOMPARE(names.value(SearchHitModel::KindRole), "kind");
    QCOMPARE(names.value(SearchHitModel::SnippetRole), "snippet");
    QCOMPARE(names.value(SearchHitModel::SnippetMatchStartRole), "snippetMatchStart");
    QCOMPARE(names.value(SearchHitModel::QuizTitleRole), "quizTitle");
    QCOMPARE(names.value(SearchHitModel::QuestionNameRole), "questionName");
    QCOMPARE(names.value(SearchHitModel::OptionQuoteRole), "optionQuote");
    // Qt's six and the model's seventeen, each named once.
    QCOMPARE(names.size(), 6 + 17);
    QCOMPARE(QSet<QByteArray>(names.cbegin(), names.cend()).size(), names.size());
}

QTEST_GUILESS_MAIN(TestSearchHitModel)
#include "tst_searchhitmodel.moc"
