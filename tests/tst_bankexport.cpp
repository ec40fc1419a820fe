// Exporting a bank and reading it back: the shipped banks, a bank in English
// only and a bank with every chart set-up, through Moodle XML (read by
// MoodleXmlReader), GIFT (GiftReader) and ScaleStudy's JSON (BankLoader),
// each question's texts, options in order, answer, feedback, explanation
// and topic as the bank has them; and the formats by a file's suffix.

#include "core/bankexport.h"
#include "core/bankjsonwriter.h"
#include "core/bankloader.h"
#include "core/giftreader.h"
#include "core/giftwriter.h"
#include "core/moodlexmlreader.h"
#include "core/moodlexmlwriter.h"

#include "support/exportbanks.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Two, three and five options: counts a bank of format 1 could not hold.
constexpr std::array<int, 3> optionCounts{2, 3, 5};

// Texts in English only, the first question without a topic, one that keeps
// its options in order, code spans, "&" and a line end.
QuestionBank oneLanguageBank()
{
    QuestionBank bank;
    bank.id = u"english"_s;
    bank.title = {u"English only"_s, {}};
    bank.description = {u"Only English."_s, {}};
    bank.defaultFeedback = FeedbackMode::AtEnd;
    bank.topics = {{u"basics"_s, {u"Basics"_s, {}}}, {u"speed"_s, {u"Speed & size"_s, {}}}};
    const QStringList topics{QString(), u"basics"_s, u"speed"_s};
    for (int row = 0; row < 3; ++row) {
        Question question;
        question.id = u"english-%1"_s.arg(row + 1);
        question.topic = topics.at(row);
        question.prompt = {u"Question %1: what does `jax.jit` do?\nPick one."_s.arg(row + 1), {}};
        QList<LocalizedText> options;
        for (int option = 0; option < optionCounts.at(std::size_t(row)); ++option)
            options.append({u"Option %1 & `x`"_s.arg(option + 1), {}});
        setOptions(question, options, {{u"Why option 1 is wrong."_s, {}}});
        question.answer = row;
        question.shuffle = row != 1;
        question.explanation = {u"Because `jit` compiles."_s, {}};
        bank.questions.append(question);
    }
    bank.questions[2].chartConcept = Concept::JitCache;
    bank.questions[2].chart.jitCache.loop.epochs = 5;
    bank.questions[2].chart.note = {u"Count the compile marks."_s, {}};
    return bank;
}

// Every chart's set-up away from its defaults, as a bank writes it by hand.
QByteArray chartsBank()
{
    static const char *const charts[] = {
        R"("chart": {"concept": "pipeline-bubbles", "schedule": "interleaved", "stages": 6,
            "microBatches": 12, "chunks": 3, "backwardRatio": 2.5, "note": "micro-batching",
            "compareMicroBatches": [4, 12]})",
        R"("chart": {"concept": "attention-memory", "batch": 4, "heads": 16, "headDim": 64,
            "sequence": 4096, "dtype": "float16", "causal": true, "pass": "training",
            "gpu": "custom", "customMemory": 48})",
        R"("chart": {"concept": "attention-memory", "view": "serving", "model": "custom",
            "layers": 40, "kvHeads": 8, "headDim": 128, "parameters": 13.25, "dtype": "float16",
            "batch": 8, "context": 16384, "gpu": "h100-80gb", "customMemory": 32,
            "weights": false})",
        R"("chart": {"concept": "attention-memory", "view": "serving", "model": "llama-3-8b",
            "batch": 64, "context": 8192})",
        R"("chart": {"concept": "training-memory", "model": "custom", "parameters": 13.5,
            "layers": 40, "hidden": 5120, "heads": 40, "scheme": "bf16-adam", "dataParallel": 16,
            "zero": 3, "tensorParallel": 2, "pipelineParallel": 2, "activations": true,
            "sequence": 2048, "microBatch": 2, "recompute": "selective",
            "sequenceParallel": true, "gpu": "custom", "customMemory": 96,
            "note": {"en": "Look at stage 3.", "bn": "স্টেজ ৩ দেখুন।"}})",
        R"("chart": {"concept": "sharding", "view": "training-step", "mesh": [2, 2],
            "shape": [64], "dtype": "bfloat16", "spec": [["data", "model"]], "batch": 32,
            "parameters": 250, "note": {"en": "Four tiles.", "bn": "চারটি টাইল।"}})",
        R"("chart": {"concept": "communication", "view": "collective",
            "collective": "reduce-scatter", "gpus": 16, "messageBytes": 250000000,
            "link": "custom", "acrossLink": "ib-hdr", "customBandwidth": 120.5, "latency": 2.5,
            "model": "llama-2-13b", "sequence": 2048, "microBatch": 2, "microBatches": 4,
            "dataParallel": 4, "note": {"en": "Read the figures.", "bn": "হিসাব পড়ুন।"}})",
        R"("chart": {"concept": "jit-cache", "examples": 5000, "batch": 64, "lastBatch": "pad",
            "epochs": 2, "evaluateEvery": 25, "changeDtypeFromEpoch": 2, "compileMs": 1500.5,
            "msPerExample": 0.125, "note": {"en": "Two marks.", "bn": "দুটি চিহ্ন।"}})",
        R"("chart": {"concept": "async-dispatch", "hostMs": 1.5, "gpuMs": 7.25, "steps": 50,
            "sync": "every-k-steps", "syncEvery": 5, "note": {"en": "Gaps.", "bn": "ফাঁক।"}})",
        R"("concept": "communication")",
    };
    QByteArray questions;
    int row = 0;
    for (const char *chart : charts) {
        if (row > 0)
            questions += ",\n";
        questions += "{\"id\": \"c" + QByteArray::number(++row) + R"(",
            "prompt": {"en": "Which?", "bn": "কোনটি?"},
            "options": [{"en": "a", "bn": "ক"}, {"en": "b", "bn": "খ"},
                        {"en": "c", "bn": "গ"}, {"en": "d", "bn": "ঘ"}],
            "answer": 3, "explanation": {"en": "Because.", "bn": "কারণ।"}, )"
                     + chart + "}";
    }
    return "{\"format\": " + QByteArray::number(BankLoader::supportedFormat) + R"(,
        "id": "charts", "title": {"en": "Charts", "bn": "চার্ট"}, "questions": [)"
           + questions + "]}";
}

// The bank a test row names: a shipped one, loaded from the source tree, or one above.
std::optional<QuestionBank> bankNamed(const QString &name)
{
    if (name == u"one language")
        return oneLanguageBank();
    const BankLoadResult result = name == u"charts"
                                      ? BankLoader::parse(chartsBank(), u"charts.json"_s)
                                      : BankLoader::loadFile(QStringLiteral(SCALESTUDY_SOURCE_DIR
                                                                            "/resources/questions/")
                                                             + name + u".json"_s);
    for (const BankProblem &problem : result.problems)
        qWarning("%s", qPrintable(problem.message()));
    return result.bank;
}

void addBankRows(bool withCharts)
{
    QTest::addColumn<QString>("name");
    for (const QString &name : {u"jax-gpu"_s, u"parallelism"_s, u"scaling-numbers"_s})
        QTest::newRow(qPrintable(name)) << name;
    QTest::newRow("one language") << u"one language"_s;
    if (withCharts)
        QTest::newRow("charts") << u"charts"_s;
}

// An imported file against the bank it was written from: every question
// named by its id, in the bank's order (those without a topic first, which
// the banks here have first), with the bank's texts in both languages.
void compareImport(const QuestionBank &bank, const ImportResult &result, bool keepsShuffle)
{
    QVERIFY(result.problems.isEmpty());
    QVERIFY(result.skipped.isEmpty());
    QVERIFY(result.dropped.isEmpty());
    QCOMPARE(result.questions.size(), bank.questions.size());
    for (qsizetype row = 0; row < bank.questions.size(); ++row) {
        const Question &question = bank.questions.at(row);
        const ImportedQuestion &imported = result.questions.at(row);
        QCOMPARE(imported.name, question.id);
        QCOMPARE(imported.prompt, question.prompt);
        QCOMPARE(imported.options.size(), qsizetype(question.options.size()));
        QCOMPARE(imported.optionFeedback.size(), qsizetype(question.optionFeedback.size()));
        qsizetype option = 0;
        for (const LocalizedText &text : question.options)
            QCOMPARE(imported.options.at(option++), text);
        option = 0;
        for (const LocalizedText &feedback : question.optionFeedback)
            QCOMPARE(imported.optionFeedback.at(option++), feedback);
        QCOMPARE(imported.answer, question.answer);
        QCOMPARE(imported.explanation, question.explanation);
        const Topic *topic = bank.topicById(question.topic);
        QCOMPARE(imported.topic, topic ? topic->name : LocalizedText());
        if (keepsShuffle)
            QCOMPARE(imported.shuffle, question.shuffle);
    }
}

// Every field BankLoader reads, the file it came from aside.
void compareBanks(const QuestionBank &read, const QuestionBank &bank)
{
    QCOMPARE(read.id, bank.id);
    QCOMPARE(read.title, bank.title);
    QCOMPARE(read.description, bank.description);
    QVERIFY(read.defaultFeedback == bank.defaultFeedback);
    QCOMPARE(read.topics.size(), bank.topics.size());
    for (qsizetype i = 0; i < bank.topics.size(); ++i) {
        QCOMPARE(read.topics.at(i).id, bank.topics.at(i).id);
        QCOMPARE(read.topics.at(i).name, bank.topics.at(i).name);
    }
    QCOMPARE(read.questions.size(), bank.questions.size());
    for (qsizetype row = 0; row < bank.questions.size(); ++row) {
        const Question &got = read.questions.at(row);
        const Question &question = bank.questions.at(row);
        QCOMPARE(got.id, question.id);
        QCOMPARE(got.prompt, question.prompt);
        QVERIFY(got.options == question.options);
        QVERIFY(got.optionFeedback == question.optionFeedback);
        QCOMPARE(got.answer, question.answer);
        QCOMPARE(got.shuffle, question.shuffle);
        QCOMPARE(got.explanation, question.explanation);
        QVERIFY2(got.chartConcept == question.chartConcept, qPrintable(question.id));
        QVERIFY2(got.chart == question.chart, qPrintable(question.id));
        QCOMPARE(got.topic, question.topic);
    }
}

} // namespace

class TestBankExport : public QObject
{
    Q_OBJECT

private slots:
    void roundTripsThroughMoodleXml_data() { addBankRows(false); }
    void roundTripsThroughMoodleXml();
    void roundTripsThroughGift_data() { addBankRows(false); }
    void roundTripsThroughGift();
    void roundTripsThroughJson_data() { addBankRows(true); }
    void roundTripsThroughJson();
    void writesOneLanguageAndShuffleOnlyWhereNeeded();
    void namesFormatsBySuffix();
};

void TestBankExport::roundTripsThroughMoodleXml()
{
    QFETCH(QString, name);
    const std::optional<QuestionBank> bank = bankNamed(name);
    QVERIFY(bank);
    const QByteArray xml = MoodleXmlWriter::write(*bank);
    compareImport(*bank, MoodleXmlReader::parse(xml, name + u".xml"_s), true);
}

void TestBankExport::roundTripsThroughGift()
{
    QFETCH(QString, name);
    const std::optional<QuestionBank> bank = bankNamed(name);
    QVERIFY(bank);
    const QByteArray gift = GiftWriter::write(*bank);
    // GIFT cannot say that options keep their order.
    compareImport(*bank, GiftReader::parse(gift, name + u".gift"_s), false);
}

void TestBankExport::roundTripsThroughJson()
{
    QFETCH(QString, name);
    const std::optional<QuestionBank> bank = bankNamed(name);
    QVERIFY(bank);
    const BankLoadResult read = BankLoader::parse(BankJsonWriter::write(*bank), u"out.json"_s);
    for (const BankProblem &problem : read.problems)
        qWarning("%s", qPrintable(problem.message()));
    QVERIFY(read.bank);
    QCOMPARE(read.bank->source, u"out.json"_s);
    compareBanks(*read.bank, *bank);
}

void TestBankExport::writesOneLanguageAndShuffleOnlyWhereNeeded()
{
    const QJsonObject root = QJsonDocument::fromJson(BankJsonWriter::write(oneLanguageBank()))
                                 .object();
    QCOMPARE(root.value(u"format"_s).toInt(), BankLoader::supportedFormat);
    QCOMPARE(root.value(u"title"_s).toObject(), (QJsonObject{{u"en"_s, u"English only"_s}}));
    QCOMPARE(root.value(u"feedback"_s).toString(), u"end"_s);
    const QJsonArray questions = root.value(u"questions"_s).toArray();
    QCOMPARE(questions.size(), 3);
    const QJsonObject first = questions.at(0).toObject();
    QVERIFY(!first.contains(u"topic"_s));
    QVERIFY(!first.contains(u"shuffle"_s)); // true, the default
    const QJsonArray options = first.value(u"options"_s).toArray();
    QCOMPARE(options.at(0).toObject(),
             (QJsonObject{{u"en"_s, u"Option 1 & `x`"_s},
                          {u"feedback"_s, QJsonObject{{u"en"_s, u"Why option 1 is wrong."_s}}}}));
    QCOMPARE(options.at(1).toObject(), (QJsonObject{{u"en"_s, u"Option 2 & `x`"_s}}));
    QCOMPARE(questions.at(1).toObject().value(u"shuffle"_s), QJsonValue(false));
    QCOMPARE(questions.at(1).toObject().value(u"topic"_s).toString(), u"basics"_s);
    const QJsonObject third = questions.at(2).toObject();
    QCOMPARE(third.value(u"concept"_s).toString(), u"jit-cache"_s);
    const QJsonObject chart = third.value(u"chart"_s).toObject();
    QCOMPARE(chart.value(u"concept"_s).toString(), u"jit-cache"_s);
    QCOMPARE(chart.value(u"epochs"_s).toInt(), 5);
    QCOMPARE(chart.value(u"note"_s).toObject(),
             (QJsonObject{{u"en"_s, u"Count the compile marks."_s}}));
}

void TestBankExport::namesFormatsBySuffix()
{
    QCOMPARE(BankExport::suffix(BankExportFormat::ScaleStudyJson), u"json"_s);
    QCOMPARE(BankExport::suffix(BankExportFormat::MoodleXml), u"xml"_s);
    QCOMPARE(BankExport::suffix(BankExportFormat::Gift), u"gift"_s);
    QVERIFY(BankExport::formatForPath(u"/home/a/quiz.json"_s) == BankExportFormat::ScaleStudyJson);
    QVERIFY(BankExport::formatForPath(u"quiz.v2.XML"_s) == BankExportFormat::MoodleXml);
    QVERIFY(BankExport::formatForPath(u"C:/quizzes/week 3.Gift"_s) == BankExportFormat::Gift);
    QVERIFY(!BankExport::formatForPath(u"quiz.txt"_s));
    QVERIFY(!BankExport::formatForPath(u"quiz"_s));
    QVERIFY(!BankExport::formatForPath(u"xml"_s));
    const QuestionBank bank = oneLanguageBank();
    QCOMPARE(BankExport::write(bank, BankExportFormat::ScaleStudyJson), BankJsonWriter::write(bank));
    QCOMPARE(BankExport::write(bank, BankExportFormat::MoodleXml), MoodleXmlWriter::write(bank));
    QCOMPARE(BankExport::write(bank, BankExportFormat::Gift), GiftWriter::write(bank));
}

QTEST_GUILESS_MAIN(TestBankExport)
#include "tst_bankexport.moc"
