// The shipped glossary: it is valid, large enough, sorted in each alphabet,
// searchable in both scripts, and agrees with the questions it names: each
// of them uses the entry's English term in its English text and its Bengali
// form in its Bengali text.
#include "core/bankloader.h"
#include "core/glossary.h"
#include "core/textmatcher.h"
#include "support/glossaryfixtures.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// Every text of a question in one language: what a glossary term must occur in.
QString questionText(const Question &question, Language language)
{
    QStringList texts{question.prompt.text(language), question.explanation.text(language)};
    for (qsizetype i = 0; i < question.options.size(); ++i)
        texts << question.options[i].text(language) << question.optionFeedback[i].text(language);
    return texts.join(u'\n');
}

const QRegularExpression codeSpan(u"`[^`]*`"_s);

QStringList codeSpans(const QString &text)
{
    QStringList spans;
    for (const QRegularExpressionMatch &match : codeSpan.globalMatch(text))
        spans << match.captured();
    spans.sort();
    return spans;
}

QString outsideCode(QString text)
{
    return text.replace(codeSpan, u" "_s);
}

} // namespace

class TestShippedGlossary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void shippedGlossaryLoads();
    void shippedIdsAreUnique();
    void shippedListFollowsEachAlphabet();
    void shippedTermsAreFoundInTheirQuestions();
    void shippedEntriesAgreeWithTheQuestions();
    void shippedTextsFollowTheGlossaryRules();
    void shippedGlossaryIsSearchableInBothScripts_data();
    void shippedGlossaryIsSearchableInBothScripts();

private:
    Glossary m_shipped;
};

void TestShippedGlossary::initTestCase()
{
    // Messages and numbers in English, whatever the machine's locale.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const GlossaryLoadResult result = GlossaryLoader::loadFile(GlossaryLoader::builtInPath());
    QVERIFY2(result.glossary, qPrintable(problemList(result.problems)));
    m_shipped = *result.glossary;
}

void TestShippedGlossary::shippedGlossaryLoads()
{
    QCOMPARE(GlossaryLoader::builtInPath(), u":/glossary/glossary.json"_s);
    QVERIFY2(m_shipped.entries().size() >= 60,
             qPrintable(QString::number(m_shipped.entries().size())));
}

void TestShippedGlossary::shippedIdsAreUnique()
{
    // Read as plain JSON: the loader would reject a repeated id, but this names it.
    QFile file(GlossaryLoader::builtInPath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray entries
        = QJsonDocument::fromJson(file.readAll()).object().value(u"entries"_s).toArray();
    QVERIFY(!entries.isEmpty());
    QSet<QString> ids;
    for (const QJsonValue &value : entries) {
        const QString id = value.toObject().value(u"id"_s).toString();
        QVERIFY2(!ids.contains(id), qPrintable(u"repeated id "_s + id));
        ids.insert(id);
    }
    QCOMPARE(ids.size(), m_shipped.entries().size());
}

void TestShippedGlossary::shippedListFollowsEachAlphabet()
{
    // Pairs whose order differs between the languages, by hand from the
    // terms: weight/ওয়েট, cache/ক্যাশ, bubble/বাবল as above; host/হোস্ট
    // (হ, the alphabet's last consonant) and array/অ্যারে (অ, its first letter).
    const QList<int> english = m_shipped.search(u"", Language::English);
    const QList<int> bengali = m_shipped.search(u"", Language::Bengali);
    const auto position = [this](const QList<int> &rows, const QString &id) {
        for (qsizetype at = 0; at < rows.size(); ++at) {
            if (m_shipped.entries().at(rows.at(at)).id == id)
                return at;
        }
        return qsizetype(-1);
    };
    QVERIFY(position(english, u"bubble"_s) < position(english, u"cache"_s));
    QVERIFY(position(english, u"cache"_s) < position(english, u"weight"_s));
    QVERIFY(position(bengali, u"weight"_s) < position(bengali, u"cache"_s));
    QVERIFY(position(bengali, u"cache"_s) < position(bengali, u"bubble"_s));
    QVERIFY(position(bengali, u"array"_s) < position(bengali, u"host"_s));
    QVERIFY(position(bengali, u"bubble"_s) < position(bengali, u"host"_s));
    QCOMPARE(english.size(), m_shipped.entries().size());
    QCOMPARE(bengali.size(), m_shipped.entries().size());
}

void TestShippedGlossary::shippedTermsAreFoundInTheirQuestions()
{
    // Every entry names questions that use the term (shippedEntriesAgreeWithTheQuestions),
    // though in some only inside code, a longer term or another form of the word
    // ("benchmarking"); the lookup must find each term in at least one of them, in
    // each language.
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    QVERIFY(library.problems.isEmpty());
    QHash<QString, const Question *> questions;
    for (const QuestionBank &bank : library.banks) {
        for (const Question &question : bank.questions)
            questions.insert(question.id, &question);
    }
    QStringList missed;
    for (int row = 0; row < int(m_shipped.entries().size()); ++row) {
        const GlossaryEntry &entry = m_shipped.entries().at(row);
        for (Language language : allLanguages) {
            bool found = false;
            for (const QString &id : entry.questionIds) {
                const QString text = questionText(*questions.value(id), language);
                const TextMatcher term(entry.term.text(language));
                // On its own, or as part of a longer term ("cold-start latency").
                for (const TermUse &use : m_shipped.findTerms(text, language, id))
                    found = found || use.row == row
                            || term.matches(text.mid(use.start, use.length));
            }
            if (!found)
                missed << entry.id + u" ("_s + languageCode(language) + u')';
        }
    }
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(u'\n')));
}

void TestShippedGlossary::shippedEntriesAgreeWithTheQuestions()
{
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    QVERIFY(library.problems.isEmpty());
    QHash<QString, const Question *> questions;
    for (const QuestionBank &bank : library.banks) {
        for (const Question &question : bank.questions)
            questions.insert(question.id, &question);
    }

    QStringList disagreements;
    for (const GlossaryEntry &entry : m_shipped.entries()) {
        if (entry.questionIds.isEmpty())
            disagreements << entry.id + u": names no question"_s;
        for (const QString &id : entry.questionIds) {
            const Question *question = questions.value(id);
            if (!question) {
                disagreements << entry.id + u": no question "_s + id;
                continue;
            }
            if (!TextMatcher(entry.term.en).matches(questionText(*question, Language::English)))
                disagreements << entry.id + u": "_s + id + u" does not use \""_s + entry.term.en
                                     + u'"';
            if (!TextMatcher(entry.term.bn).matches(questionText(*question, Language::Bengali)))
                disagreements << entry.id + u": "_s + id + u" does not use \""_s + entry.term.bn
                                     + u'"';
        }
    }
    QVERIFY2(disagreements.isEmpty(), qPrintable(disagreements.join(u'\n')));
}

void TestShippedGlossary::shippedTextsFollowTheGlossaryRules()
{
    // A number of its own; digits inside a name such as A100 belong to the name.
    static const QRegularExpression asciiNumber(u"(?<![A-Za-z0-9])[0-9]+(?![A-Za-z0-9])"_s);
    static const QRegularExpression bengaliLetter(u"[\u0980-\u09FF]"_s);
    QStringList broken;
    for (const GlossaryEntry &entry : m_shipped.entries()) {
        // Numbers in Bengali prose in Bengali digits; code stays as typed.
        for (const QString &text : {entry.term.bn, entry.definition.bn}) {
            if (outsideCode(text).contains(asciiNumber))
                broken << entry.id + u": ASCII number in \""_s + text + u'"';
        }
        for (const QString &text : {entry.term.en, entry.definition.en}) {
            if (text.contains(bengaliLetter))
                broken << entry.id + u": Bengali in the English \""_s + text + u'"';
        }
        if (codeSpans(entry.definition.en) != codeSpans(entry.definition.bn))
            broken << entry.id + u": the two definitions quote different code"_s;
        if (!entry.definition.en.endsWith(u'.'))
            broken << entry.id + u": the English definition is not one sentence ending in '.'"_s;
        if (!entry.definition.bn.endsWith(u'।'))
            broken << entry.id + u": the Bengali definition does not end in '।'"_s;
    }
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u'\n')));
}

void TestShippedGlossary::shippedGlossaryIsSearchableInBothScripts_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("firstId");

    // The queries and the ids come from GLOSSARY.md's table, not from the file.
    QTest::newRow("Bengali term") << u"শার্ডিং"_s << u"sharding"_s;
    QTest::newRow("English term, upper case") << u"SHARDING"_s << u"sharding"_s;
    QTest::newRow("Bengali pipeline bubble") << u"বাবল"_s << u"bubble"_s;
    QTest::newRow("Bengali checkpoint, য় precomposed") << u"চেকপ\u09DFেন্ট"_s << u"checkpoint"_s;
    QTest::newRow("Bengali all-reduce") << u"অল-রিডিউস"_s << u"all-reduce"_s;
    QTest::newRow("Bengali micro-batch") << u"মাইক্রো-ব্যাচ"_s << u"micro-batch"_s;
    // Spelling variants the file lists (gpu-memory: GPU মেমোরি; micro-batch:
    // মাইক্রোব্যাচ), and acronyms (tensor-parallelism: TP).
    QTest::newRow("মেমোরি for মেমরি") << u"মেমোরি"_s << u"gpu-memory"_s;
    QTest::newRow("মাইক্রোব্যাচ without the hyphen") << u"মাইক্রোব্যাচ"_s << u"micro-batch"_s;
    QTest::newRow("TP for tensor parallelism") << u"TP"_s << u"tensor-parallelism"_s;
    QTest::newRow("KV, the acronym in the term") << u"KV"_s << u"kv-cache"_s;
    QTest::newRow("the words of a term apart") << u"bubble zero"_s << u"zero-bubble-schedule"_s;
}

void TestShippedGlossary::shippedGlossaryIsSearchableInBothScripts()
{
    QFETCH(QString, query);
    QFETCH(QString, firstId);
    const QList<int> rows = m_shipped.search(query);
    QVERIFY(!rows.isEmpty());
    QCOMPARE(m_shipped.entries().at(rows.first()).id, firstId);
}

QTEST_GUILESS_MAIN(TestShippedGlossary)
#include "tst_shippedglossary.moc"
