// Loading and validating question banks: the shipped banks load cleanly, every
// broken bank is rejected with a located problem, and a bad file never hides
// the good ones.
#include "core/bankloader.h"
#include "support/files.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ChartSetup)

namespace {

// The smallest valid bank; every broken row below is this text with one thing broken.
const QByteArray validBank = R"({"format": 1, "id": "mini",
  "title": {"en": "Mini", "bn": "মিনি"}, "feedback": "end",
  "questions": [{"id": "q1", "prompt": {"en": "Pick `b`", "bn": "`b` বাছুন"},
    "options": [{"en": "a", "bn": "ক"}, {"en": "b", "bn": "খ"}, {"en": "c", "bn": "গ"}, {"en": "d", "bn": "ঘ"}],
    "answer": 1, "explanation": {"en": "Because.", "bn": "কারণ।"}, "concept": "pipeline-bubbles"}]})";

// bank with one piece of its text replaced; the piece must occur exactly once.
QByteArray replacedOnce(const QByteArray &bank, QByteArrayView piece, QByteArrayView replacement)
{
    if (bank.count(piece) != 1)
        qFatal("replacedOnce: \"%s\" is not in the bank exactly once",
               piece.toByteArray().constData());
    return QByteArray(bank).replace(piece, replacement);
}

// validBank with one piece of its text replaced; the piece must occur exactly once.
QByteArray validBankWith(QByteArrayView piece, QByteArrayView replacement)
{
    return replacedOnce(validBank, piece, replacement);
}

// validBank with a list of two topics (the question names none yet).
const QByteArray topicsAnchor = R"("feedback": "end",)";
QByteArray validBankWithTopics()
{
    return validBankWith(topicsAnchor, R"("feedback": "end",
  "topics": [{"id": "basics", "name": {"en": "Basics", "bn": "মৌলিক বিষয়"}},
             {"id": "speed", "name": {"en": "Speed", "bn": "গতি"}}],)");
}

// validBank with the given topics list (JSON text) before the questions.
QByteArray validBankWithTopicList(QByteArrayView topics)
{
    return validBankWith(topicsAnchor,
                         "\"feedback\": \"end\", \"topics\": " + topics.toByteArray() + ",");
}

// validBank whose option at this index carries the given feedback (JSON text).
QByteArray validBankWithOptionFeedback(int index, QByteArrayView feedback)
{
    static const char *const options[] = {R"({"en": "a", "bn": "ক")", R"({"en": "b", "bn": "খ")",
                                          R"({"en": "c", "bn": "গ")", R"({"en": "d", "bn": "ঘ")"};
    const QByteArray option = options[index];
    return validBankWith(option + "}", option + ", \"feedback\": " + feedback.toByteArray() + "}");
}

// validBank's question naming this topic (JSON text), in the given bank text.
QByteArray withQuestionTopic(const QByteArray &bank, QByteArrayView topic)
{
    return replacedOnce(bank, R"("id": "q1", )",
                        "\"id\": \"q1\", \"topic\": " + topic.toByteArray() + ", ");
}

// validBank whose question carries this "chart" object (JSON text) instead of its "concept".
const QByteArray conceptAnchor = R"("concept": "pipeline-bubbles")";
QByteArray validBankWithChart(QByteArrayView chart)
{
    return validBankWith(conceptAnchor, "\"chart\": " + chart.toByteArray());
}

QString problemList(const QList<BankProblem> &problems)
{
    QStringList lines;
    for (const BankProblem &problem : problems)
        lines << problem.toString();
    return lines.join(u'\n');
}

} // namespace

class TestBankLoader : public QObject
{
    Q_OBJECT

private slots:
    void shippedBanksLoad();
    void validMinimalBank();
    void feedbackMode_data();
    void feedbackMode();
    void chartSetup_data();
    void chartSetup();
    void topics();
    void noTopicsNoFeedback();
    void optionFeedback_data();
    void optionFeedback();
    void brokenBank_data();
    void brokenBank();
    void problemToString();
    void formatProblemInTheLanguagesDigits();
    void brokenJsonIsToldInTheAppsWords();
    void badFileNeverHidesGoodOnes_data();
    void badFileNeverHidesGoodOnes();
    void repeatedBankIdIsRejected();
    void unreadablePath_data();
    void unreadablePath();
    void onlyRegularFilesWithinTheLimitAreRead_data();
    void onlyRegularFilesWithinTheLimitAreRead();
    void questionCountLimit_data();
    void questionCountLimit();
};

void TestBankLoader::shippedBanksLoad()
{
    const QStringList paths = BankLoader::builtInBankPaths();
    QCOMPARE(paths.size(), 3);
    for (const QString &path : paths)
        QVERIFY2(path.startsWith(u":/questions/"_s), qPrintable(path));

    const LibraryLoadResult library = BankLoader::loadAll(paths);
    QVERIFY2(library.problems.isEmpty(), qPrintable(problemList(library.problems)));
    QCOMPARE(library.banks.size(), 3);

    int total = 0;
    const QuestionBank *jaxGpu = nullptr;
    const QuestionBank *parallelism = nullptr;
    const QuestionBank *numbers = nullptr;
    for (const QuestionBank &bank : library.banks) {
        total += int(bank.questions.size());
        if (bank.id == u"jax-gpu")
            jaxGpu = &bank;
        else if (bank.id == u"parallelism")
            parallelism = &bank;
        else if (bank.id == u"scaling-numbers")
            numbers = &bank;
    }
    QVERIFY(jaxGpu);
    QVERIFY(parallelism);
    QVERIFY(numbers);
    QCOMPARE(jaxGpu->questions.size(), 18);
    QCOMPARE(parallelism->questions.size(), 10);
    QCOMPARE(numbers->questions.size(), 24);
    QCOMPARE(total, 52);
    QCOMPARE(jaxGpu->defaultFeedback, FeedbackMode::AtEnd);
    QCOMPARE(parallelism->defaultFeedback, FeedbackMode::Immediate);
    QCOMPARE(numbers->defaultFeedback, FeedbackMode::Immediate);
    QVERIFY(!jaxGpu->title.en.isEmpty() && !jaxGpu->title.bn.isEmpty());
    QVERIFY(!parallelism->title.en.isEmpty() && !parallelism->title.bn.isEmpty());
    QVERIFY(!numbers->title.en.isEmpty() && !numbers->title.bn.isEmpty());
}

void TestBankLoader::validMinimalBank()
{
    const BankLoadResult result = BankLoader::parse(validBank, u"mini.json"_s);
    QVERIFY2(result.problems.isEmpty(), qPrintable(problemList(result.problems)));
    QVERIFY(result.bank);

    const QuestionBank &bank = *result.bank;
    QCOMPARE(bank.id, u"mini"_s);
    QCOMPARE(bank.source, u"mini.json"_s);
    QCOMPARE(bank.title.en, u"Mini"_s);
    QCOMPARE(bank.title.bn, u"মিনি"_s);
    QCOMPARE(bank.defaultFeedback, FeedbackMode::AtEnd);
    QCOMPARE(bank.questions.size(), 1);

    const Question &question = bank.questions.first();
    QCOMPARE(question.id, u"q1"_s);
    QCOMPARE(question.prompt.en, u"Pick `b`"_s);
    QCOMPARE(question.prompt.bn, u"`b` বাছুন"_s);
    QCOMPARE(question.options[0].en, u"a"_s);
    QCOMPARE(question.options[3].bn, u"ঘ"_s);
    QCOMPARE(question.answer, 1);
    QCOMPARE(question.explanation.bn, u"কারণ।"_s);
    QCOMPARE(question.chartConcept, Concept::PipelineBubbles);
    QVERIFY(question.chart == ChartSetup()); // a concept without a chart opens it with its defaults
    QCOMPARE(bank.rowOf(u"q1"), 0);
    QCOMPARE(bank.rowOf(u"q2"), -1);
}

void TestBankLoader::feedbackMode_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<FeedbackMode>("expected");

    QByteArray immediate = validBank;
    immediate.replace(R"("feedback": "end")", R"("feedback": "immediate")");
    QByteArray absent = validBank;
    absent.replace(R"("feedback": "end",)", "");
    QVERIFY(immediate != validBank && absent != validBank);

    QTest::newRow("end") << validBank << FeedbackMode::AtEnd;
    QTest::newRow("immediate") << immediate << FeedbackMode::Immediate;
    QTest::newRow("absent means immediate") << absent << FeedbackMode::Immediate;
}

void TestBankLoader::feedbackMode()
{
    QFETCH(QByteArray, json);
    QFETCH(FeedbackMode, expected);

    const BankLoadResult result = BankLoader::parse(json, u"mini.json"_s);
    QVERIFY2(result.bank, qPrintable(problemList(result.problems)));
    QCOMPARE(result.bank->defaultFeedback, expected);
}

void TestBankLoader::chartSetup_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<Concept>("chartConcept");
    QTest::addColumn<ChartSetup>("expected");

    // Each expected set-up is the page's defaults (chartsetup.h: 1F1B, p 4, m 8,
    // v 2, r 2; B 1, N 32, d 128, T = S = 8192, bfloat16, no mask, inference,
    // A100 80 GB, 24 GB custom) with the fields the row's JSON names set by hand.
    ChartSetup defaults;
    QTest::newRow("concept only") << validBank << Concept::PipelineBubbles << defaults;
    QTest::newRow("chart with only a concept")
        << validBankWithChart(R"({"concept": "pipeline-bubbles"})") << Concept::PipelineBubbles
        << defaults;

    ChartSetup pipeline;
    pipeline.pipeline.parameters = {pipeline::Schedule::Interleaved, 8, 16, 4, 1.5};
    pipeline.pipeline.note = PipelineNote::MicroBatching;
    pipeline.pipeline.compareMicroBatches = std::pair{2, 32};
    QTest::newRow("every pipeline field") << validBankWithChart(
        R"({"concept": "pipeline-bubbles", "schedule": "interleaved", "stages": 8,
              "microBatches": 16, "chunks": 4, "backwardRatio": 1.5, "note": "micro-batching",
              "compareMicroBatches": [2, 32]})")
                                          << Concept::PipelineBubbles << pipeline;

    ChartSetup naive;
    naive.pipeline.parameters.schedule = pipeline::Schedule::Naive;
    naive.pipeline.parameters.stages = 16;
    naive.pipeline.parameters.microBatches = 1;
    naive.pipeline.parameters.backwardRatio = 3.0;
    naive.pipeline.note = PipelineNote::WhatIsABubble;
    QTest::newRow("pipeline limits")
        << validBankWithChart(R"({"concept": "pipeline-bubbles", "schedule": "naive", "stages": 16,
              "microBatches": 1, "backwardRatio": 3, "note": "what-is-a-bubble"})")
        << Concept::PipelineBubbles << naive;

    ChartSetup attention;
    attention.attention.shape
        = {2, 16, 64, 4096, 4096, Dtype::Float16, AttentionMask::Causal, AttentionPass::Training};
    attention.attention.gpu = u"custom"_s;
    attention.attention.customGigabytes = 48;
    QTest::newRow("every attention field") << validBankWithChart(
        R"({"concept": "attention-memory", "batch": 2, "heads": 16, "headDim": 64,
              "sequence": 4096, "dtype": "float16", "causal": true, "pass": "training", "gpu": "custom",
              "customMemory": 48})") << Concept::AttentionMemory
                                           << attention;

    ChartSetup longest;
    longest.attention.shape.queryLength = 131072;
    longest.attention.shape.keyLength = 131072;
    longest.attention.shape.dtype = Dtype::Float32;
    longest.attention.gpu = u"v100-32gb"_s;
    QTest::newRow("attention limits") << validBankWithChart(
        R"({"concept": "attention-memory", "sequence": 131072, "dtype": "float32",
              "causal": false, "gpu": "v100-32gb"})")
                                      << Concept::AttentionMemory << longest;

    // The serving view: a custom shape with every field; each value is the
    // one written in the JSON (70.55 billion = 70,550,000,000 parameters).
    ChartSetup serving;
    serving.attention.view = AttentionView::Serving;
    serving.attention.serving.model = u"custom"_s;
    serving.attention.serving.shape = {80, 8, 128, 70'550'000'000, Dtype::Float8};
    serving.attention.serving.batch = 64;
    serving.attention.serving.contextTokens = 32768;
    serving.attention.serving.gpu = u"custom"_s;
    serving.attention.serving.customGigabytes = 192;
    serving.attention.serving.weights = WeightsOffset::Excluded;
    QTest::newRow("every serving field") << validBankWithChart(
        R"({"concept": "attention-memory", "view": "serving", "model": "custom", "layers": 80,
              "kvHeads": 8, "headDim": 128, "parameters": 70.55, "dtype": "float8_e4m3fn",
              "batch": 64, "context": 32768, "gpu": "custom", "customMemory": 192,
              "weights": false})") << Concept::AttentionMemory
                                         << serving;
    // A named model brings its published shape (Llama 3 8B: 32 layers, 8 KV
    // heads, d = 128, 8,030,261,248 parameters); the rest keep the view's defaults.
    ChartSetup llama3;
    llama3.attention.view = AttentionView::Serving;
    llama3.attention.serving.model = u"llama-3-8b"_s;
    llama3.attention.serving.shape = {32, 8, 128, 8'030'261'248, Dtype::BFloat16};
    llama3.attention.serving.contextTokens = 8192;
    llama3.attention.serving.gpu = u"t4-16gb"_s;
    QTest::newRow("serving a named model") << validBankWithChart(
        R"({"concept": "attention-memory", "view": "serving", "model": "llama-3-8b",
              "context": 8192, "gpu": "t4-16gb"})")
                                           << Concept::AttentionMemory << llama3;
    ChartSetup activationView;
    activationView.attention.shape.batch = 4;
    QTest::newRow("activation view named")
        << validBankWithChart(R"({"concept": "attention-memory", "view": "activation", "batch": 4})")
        << Concept::AttentionMemory << activationView;

    ChartSetup twoStages;
    twoStages.pipeline.parameters.stages = 2;
    QTest::newRow("concept beside the same chart") << validBankWith(
        conceptAnchor,
        R"("concept": "pipeline-bubbles", "chart": {"concept": "pipeline-bubbles", "stages": 2})")
                                                   << Concept::PipelineBubbles << twoStages;
}

void TestBankLoader::chartSetup()
{
    QFETCH(QByteArray, json);
    QFETCH(Concept, chartConcept);
    QFETCH(ChartSetup, expected);
    const BankLoadResult result = BankLoader::parse(json, u"chart.json"_s);
    QVERIFY2(result.problems.isEmpty(), qPrintable(problemList(result.problems)));
    const Question &question = result.bank->questions.first();
    QCOMPARE(question.chartConcept, chartConcept);
    QVERIFY(question.chart.pipeline == expected.pipeline);
    QVERIFY(question.chart.attention == expected.attention);
}

void TestBankLoader::topics()
{
    const QByteArray json = withQuestionTopic(validBankWithTopics(), R"("speed")");
    const BankLoadResult result = BankLoader::parse(json, u"mini.json"_s);
    QVERIFY2(result.bank, qPrintable(problemList(result.problems)));

    const QuestionBank &bank = *result.bank;
    QCOMPARE(bank.topics.size(), 2);
    QCOMPARE(bank.topics.at(0).id, u"basics"_s);
    QCOMPARE(bank.topics.at(0).name.en, u"Basics"_s);
    QCOMPARE(bank.topics.at(0).name.bn, u"মৌলিক বিষয়"_s);
    QCOMPARE(bank.topics.at(1).id, u"speed"_s);
    QCOMPARE(bank.questions.first().topic, u"speed"_s);

    const Topic *speed = bank.topicById(u"speed");
    QVERIFY(speed);
    QCOMPARE(speed->name.bn, u"গতি"_s);
    QVERIFY(!bank.topicById(u"sharding"));
}

void TestBankLoader::noTopicsNoFeedback()
{
    // Both are optional: a bank written before they existed still loads.
    const BankLoadResult result = BankLoader::parse(validBank, u"mini.json"_s);
    QVERIFY2(result.bank, qPrintable(problemList(result.problems)));
    QVERIFY(result.bank->topics.isEmpty());
    const Question &question = result.bank->questions.first();
    QVERIFY(question.topic.isEmpty());
    for (const LocalizedText &feedback : question.optionFeedback)
        QVERIFY(feedback.isEmpty());
}

void TestBankLoader::optionFeedback_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("en");
    QTest::addColumn<QString>("bn");

    QTest::newRow("on wrong option 0") << 0 << u"Not `a`."_s << u"`a` নয়।"_s;
    QTest::newRow("on wrong option 3") << 3 << u"Not d."_s << u"ঘ নয়।"_s;
    // The right option (1) may carry feedback too.
    QTest::newRow("on the right option") << 1 << u"Yes."_s << u"হ্যাঁ।"_s;
}

void TestBankLoader::optionFeedback()
{
    QFETCH(int, index);
    QFETCH(QString, en);
    QFETCH(QString, bn);

    const QByteArray feedback = "{\"en\": \"" + en.toUtf8() + "\", \"bn\": \"" + bn.toUtf8()
                                + "\"}";
    const BankLoadResult result = BankLoader::parse(validBankWithOptionFeedback(index, feedback),
                                                    u"mini.json"_s);
    QVERIFY2(result.bank, qPrintable(problemList(result.problems)));

    const Question &question = result.bank->questions.first();
    QCOMPARE(question.optionFeedback.size(), 4); // validBankWithOptionFeedback's four options
    for (int i = 0; i < 4; ++i) {
        const LocalizedText &text = question.optionFeedback[i];
        if (i == index) {
            QCOMPARE(text.en, en);
            QCOMPARE(text.bn, bn);
        } else {
            QVERIFY2(text.isEmpty(), qPrintable(u"option %1 has feedback"_s.arg(i)));
        }
    }
    // The option's own text is unchanged by its feedback.
    const QStringList optionTexts{u"a"_s, u"b"_s, u"c"_s, u"d"_s};
    QCOMPARE(question.options[std::size_t(index)].en, optionTexts.at(index));
}

void TestBankLoader::brokenBank_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("questionId"); // empty: a problem of the bank's header or the file
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // part of the English message

    QTest::newRow("bad JSON") << QByteArray(R"({"format": 1, "id": "mini",
  "title": {"en": "Mini", "bn": "মিনি"})")
                              << QString() << QString() << u"not valid JSON"_s;

    QTest::newRow("not an object") << QByteArray(R"([{"format": 1, "id": "mini"}])") << QString()
                                   << QString() << u"one JSON object"_s;

    QTest::newRow("format missing")
        << validBankWith(R"("format": 1, )", "") << QString() << u"format"_s << u"missing"_s;
    QTest::newRow("format 3") << validBankWith(R"("format": 1)", R"("format": 3)") << QString()
                              << u"format"_s << u"format 3 is not supported"_s;
    QTest::newRow("format as text") << validBankWith(R"("format": 1)", R"("format": "1")")
                                    << QString() << u"format"_s << u"is not supported"_s;
    QTest::newRow("bank id missing")
        << validBankWith(R"( "id": "mini",)", "") << QString() << u"id"_s << u"missing or empty"_s;
    QTest::newRow("title without Bengali")
        << validBankWith(R"("title": {"en": "Mini", "bn": "মিনি"})", R"("title": {"en": "Mini"})")
        << QString() << u"title.bn"_s << u"Bengali text is missing"_s;
    QTest::newRow("title not an object")
        << validBankWith(R"("title": {"en": "Mini", "bn": "মিনি"})", R"("title": "Mini")")
        << QString() << u"title"_s << u"\"en\" and \"bn\""_s;
    QTest::newRow("description without English")
        << validBankWith(R"("feedback": "end")",
                         R"("description": {"bn": "ছোট"}, "feedback": "end")")
        << QString() << u"description.en"_s << u"English text is missing"_s;
    QTest::newRow("unknown feedback")
        << validBankWith(R"("feedback": "end")", R"("feedback": "later")") << QString()
        << u"feedback"_s << u"\"immediate\" or \"end\""_s;

    QTest::newRow("no questions") << QByteArray(R"({"format": 1, "id": "mini",
  "title": {"en": "Mini", "bn": "মিনি"}, "feedback": "end", "questions": []})")
                                  << QString() << u"questions"_s << u"missing or empty"_s;

    QTest::newRow("question not an object")
        << QByteArray(R"({"format": 1, "id": "mini",
  "title": {"en": "Mini", "bn": "মিনি"}, "feedback": "end", "questions": ["q1"]})")
        << u"question 1"_s << QString() << u"must be a JSON object"_s;

    QTest::newRow("question id missing") << validBankWith(R"("id": "q1", )", "") << u"question 1"_s
                                         << u"id"_s << u"missing or empty"_s;
    QTest::newRow("prompt with empty English")
        << validBankWith(R"({"en": "Pick `b`")", R"({"en": "")") << u"q1"_s << u"prompt.en"_s
        << u"English text is missing or empty"_s;
    QTest::newRow("prompt with blank English")
        << validBankWith(R"({"en": "Pick `b`")", R"({"en": "  \n ")") << u"q1"_s << u"prompt.en"_s
        << u"English text is missing or empty"_s;
    QTest::newRow("option 2 without Bengali")
        << validBankWith(R"({"en": "c", "bn": "গ"})", R"({"en": "c"})") << u"q1"_s
        << u"options[2].bn"_s << u"Bengali text is missing"_s;
    QTest::newRow("option 0 Bengali not text")
        << validBankWith(R"({"en": "a", "bn": "ক"})", R"({"en": "a", "bn": 1})") << u"q1"_s
        << u"options[0].bn"_s << u"Bengali text is missing"_s;
    QTest::newRow("3 options") << validBankWith(R"(, {"en": "d", "bn": "ঘ"}])", "]") << u"q1"_s
                               << u"options"_s << u"exactly 4 options; found 3"_s;
    QTest::newRow("5 options") << validBankWith(R"({"en": "d", "bn": "ঘ"}])",
                                                R"({"en": "d", "bn": "ঘ"}, {"en": "e", "bn": "ঙ"}])")
                               << u"q1"_s << u"options"_s << u"exactly 4 options; found 5"_s;

    const QString answerMessage = u"whole number from 0 to 3"_s;
    const char *answerRows[][2] = {
        {"answer 4", "4"},         {"answer -1", "-1"},         {"answer 1.5", "1.5"},
        {"answer as list", "[1]"}, {"answer as text", "\"1\""}, {"answer missing", nullptr},
        {"answer huge", "1e10"},
    };
    for (const auto &[name, answer] : answerRows) {
        QByteArray json = validBank;
        json.replace(R"("answer": 1, )", answer ? "\"answer\": " + QByteArray(answer) + ", " : "");
        QVERIFY(json != validBank);
        QTest::newRow(name) << json << u"q1"_s << u"answer"_s << answerMessage;
    }

    QTest::newRow("duplicate question id")
        << validBankWith(R"("concept": "pipeline-bubbles"}])", R"("concept": "pipeline-bubbles"},
   {"id": "q1", "prompt": {"en": "Pick `a`", "bn": "`a` বাছুন"},
    "options": [{"en": "a", "bn": "ক"}, {"en": "b", "bn": "খ"}, {"en": "c", "bn": "গ"}, {"en": "d", "bn": "ঘ"}],
    "answer": 0, "explanation": {"en": "Because.", "bn": "কারণ।"}}])")
        << u"q1"_s << u"id"_s << u"earlier question"_s;
    QTest::newRow("unknown concept")
        << validBankWith(R"("concept": "pipeline-bubbles")", R"("concept": "bubbles")") << u"q1"_s
        << u"concept"_s << u"unknown concept \"bubbles\""_s;
    // A question's chart set-up: each field checked like the rest of the bank.
    const struct
    {
        const char *name;
        const char *chart;
        const char *field;
        const char *message;
    } chartRows[] = {
        {"chart not an object", R"("pipeline-bubbles")", "chart",
         "must be an object with a \"concept\""},
        {"chart without a concept", R"({"stages": 4})", "chart.concept",
         "missing; it must be one of pipeline-bubbles"},
        {"chart of an unknown concept", R"({"concept": "bubbles"})", "chart.concept",
         "unknown concept \"bubbles\""},
        {"pipeline chart with an attention key",
         R"({"concept": "pipeline-bubbles", "sequence": 8192})", "chart.sequence",
         "not a setting of the pipeline-bubbles chart; its settings are: schedule, stages"},
        {"attention chart with a pipeline key", R"({"concept": "attention-memory", "stages": 4})",
         "chart.stages", "not a setting of the attention-memory chart"},
        {"stages 0", R"({"concept": "pipeline-bubbles", "stages": 0})", "chart.stages",
         "whole number from 1 to 16"},
        {"stages 17", R"({"concept": "pipeline-bubbles", "stages": 17})", "chart.stages",
         "whole number from 1 to 16"},
        {"stages 2.5", R"({"concept": "pipeline-bubbles", "stages": 2.5})", "chart.stages",
         "whole number from 1 to 16"},
        {"stages as text", R"({"concept": "pipeline-bubbles", "stages": "4"})", "chart.stages",
         "whole number"},
        {"micro-batches 65", R"({"concept": "pipeline-bubbles", "microBatches": 65})",
         "chart.microBatches", "whole number from 1 to 64"},
        {"chunks 5", R"({"concept": "pipeline-bubbles", "chunks": 5})", "chart.chunks",
         "whole number from 1 to 4"},
        {"backward ratio 0.5", R"({"concept": "pipeline-bubbles", "backwardRatio": 0.5})",
         "chart.backwardRatio", "number from 1.0 to 3.0"},
        {"backward ratio as text", R"({"concept": "pipeline-bubbles", "backwardRatio": "2"})",
         "chart.backwardRatio", "number from 1.0 to 3.0"},
        {"unknown schedule", R"({"concept": "pipeline-bubbles", "schedule": "pipedream"})",
         "chart.schedule", "must be one of: naive, gpipe, 1f1b, interleaved, zb-h1"},
        {"unknown note", R"({"concept": "pipeline-bubbles", "note": "bubble"})", "chart.note",
         "must be one of: what-is-a-bubble, micro-batching"},
        {"micro-batching note without a comparison",
         R"({"concept": "pipeline-bubbles", "note": "micro-batching"})",
         "chart.compareMicroBatches", "needed with the note \"micro-batching\""},
        {"comparison larger first",
         R"({"concept": "pipeline-bubbles", "compareMicroBatches": [8, 1]})",
         "chart.compareMicroBatches", "two whole numbers from 1 to 64, the smaller first"},
        {"comparison of one", R"({"concept": "pipeline-bubbles", "compareMicroBatches": [8]})",
         "chart.compareMicroBatches", "two whole numbers"},
        {"comparison from 0", R"({"concept": "pipeline-bubbles", "compareMicroBatches": [0, 8]})",
         "chart.compareMicroBatches", "two whole numbers"},
        {"batch 257", R"({"concept": "attention-memory", "batch": 257})", "chart.batch",
         "whole number from 1 to 256"},
        {"heads 0", R"({"concept": "attention-memory", "heads": 0})", "chart.heads",
         "whole number from 1 to 256"},
        {"head dimension 4", R"({"concept": "attention-memory", "headDim": 4})", "chart.headDim",
         "whole number from 8 to 256"},
        {"sequence 256", R"({"concept": "attention-memory", "sequence": 256})", "chart.sequence",
         "whole number from 512 to 131,072"},
        {"unknown dtype", R"({"concept": "attention-memory", "dtype": "float64"})", "chart.dtype",
         "must be one of: float32, float16, bfloat16"},
        {"causal as text", R"({"concept": "attention-memory", "causal": "yes"})", "chart.causal",
         "must be true or false"},
        {"unknown pass", R"({"concept": "attention-memory", "pass": "backward"})", "chart.pass",
         "must be one of: inference, training"},
        {"unknown GPU", R"({"concept": "attention-memory", "gpu": "rtx-4090"})", "chart.gpu",
         "must be one of: v100-32gb, t4-16gb, a100-40gb, a100-80gb, h100-80gb, h200-141gb, custom"},
        {"custom memory 0", R"({"concept": "attention-memory", "customMemory": 0})",
         "chart.customMemory", "whole number from 1 to 4,096"},
        // The serving view ("view": "serving") has its own settings and ranges.
        {"unknown view", R"({"concept": "attention-memory", "view": "kv"})", "chart.view",
         "must be one of: activation, serving"},
        {"serving view with an activation key",
         R"({"concept": "attention-memory", "view": "serving", "sequence": 4096})", "chart.sequence",
         "not a setting of the attention-memory chart's serving view; its settings are: view, "
         "model"},
        {"activation view with a serving key", R"({"concept": "attention-memory", "context": 4096})",
         "chart.context", "not a setting of the attention-memory chart; its settings are: view"},
        {"unknown model", R"({"concept": "attention-memory", "view": "serving", "model": "gpt-4"})",
         "chart.model", "must be one of: llama-2-7b, llama-3-8b, mistral-7b, custom"},
        {"shape beside a named model",
         R"({"concept": "attention-memory", "view": "serving", "model": "llama-3-8b", "kvHeads": 4})",
         "chart.kvHeads", "only with \"model\": \"custom\""},
        {"shape of the default model",
         R"({"concept": "attention-memory", "view": "serving", "layers": 40})", "chart.layers",
         "only with \"model\": \"custom\""},
        {"layers 513",
         R"({"concept": "attention-memory", "view": "serving", "model": "custom", "layers": 513})",
         "chart.layers", "whole number from 1 to 512"},
        {"KV heads 0",
         R"({"concept": "attention-memory", "view": "serving", "model": "custom", "kvHeads": 0})",
         "chart.kvHeads", "whole number from 1 to 256"},
        {"serving head dimension 1024",
         R"({"concept": "attention-memory", "view": "serving", "model": "custom", "headDim": 1024})",
         "chart.headDim", "whole number from 8 to 512"},
        {"parameters 0.05",
         R"({"concept": "attention-memory", "view": "serving", "model": "custom", "parameters": 0.05})",
         "chart.parameters", "number of billions from 0.1 to 2,000, with at most two decimals"},
        {"parameters 7.125",
         R"({"concept": "attention-memory", "view": "serving", "model": "custom", "parameters": 7.125})",
         "chart.parameters", "with at most two decimals"},
        {"serving batch 4097",
         R"({"concept": "attention-memory", "view": "serving", "batch": 4097})", "chart.batch",
         "whole number from 1 to 4,096"},
        {"context 0", R"({"concept": "attention-memory", "view": "serving", "context": 0})",
         "chart.context", "whole number from 1 to 1,048,576"},
        {"serving dtype float64",
         R"({"concept": "attention-memory", "view": "serving", "dtype": "float64"})", "chart.dtype",
         "must be one of: bfloat16, float16, float8_e4m3fn, float32"},
        {"weights as text",
         R"({"concept": "attention-memory", "view": "serving", "weights": "yes"})", "chart.weights",
         "must be true or false"},
        {"serving unknown GPU",
         R"({"concept": "attention-memory", "view": "serving", "gpu": "rtx-4090"})", "chart.gpu",
         "must be one of: v100-32gb, t4-16gb"},
    };
    for (const auto &row : chartRows) {
        QTest::newRow(row.name) << validBankWithChart(row.chart) << u"q1"_s
                                << QString::fromLatin1(row.field) << QString::fromUtf8(row.message);
    }
    QTest::newRow("concept and chart disagree")
        << validBankWith(conceptAnchor,
                         R"("concept": "attention-memory", "chart": {"concept": "pipeline-bubbles"})")
        << u"q1"_s << u"chart.concept"_s
        << u"\"pipeline-bubbles\" differs from the question's \"concept\", \"attention-memory\""_s;
    QTest::newRow("unbalanced backtick")
        << validBankWith(R"("bn": "কারণ।")", R"("bn": "কারণ `jax.jit।")") << u"q1"_s
        << u"explanation.bn"_s << u"never closed"_s;

    QTest::newRow("topics not a list") << validBankWithTopicList(R"({"id": "basics"})") << QString()
                                       << u"topics"_s << u"must be a list of topics"_s;
    QTest::newRow("topic not an object") << validBankWithTopicList(R"(["basics"])") << QString()
                                         << u"topics[0]"_s << u"must be a JSON object"_s;
    QTest::newRow("topic id missing")
        << validBankWithTopicList(R"([{"name": {"en": "Basics", "bn": "মৌলিক বিষয়"}}])")
        << QString() << u"topics[0].id"_s << u"missing or empty"_s;
    QTest::newRow("topic id blank")
        << validBankWithTopicList(R"([{"id": " ", "name": {"en": "Basics", "bn": "মৌলিক বিষয়"}}])")
        << QString() << u"topics[0].id"_s << u"missing or empty"_s;
    QTest::newRow("topic name missing")
        << validBankWithTopicList(R"([{"id": "basics"}])") << QString() << u"topics[0].name"_s
        << u"\"en\" and \"bn\""_s;
    QTest::newRow("topic name without Bengali")
        << validBankWithTopicList(R"([{"id": "basics", "name": {"en": "Basics"}}])") << QString()
        << u"topics[0].name.bn"_s << u"Bengali text is missing"_s;
    QTest::newRow("duplicate topic id")
        << validBankWithTopicList(R"([{"id": "basics", "name": {"en": "Basics", "bn": "মৌলিক বিষয়"}},
                                      {"id": "basics", "name": {"en": "More", "bn": "আরও"}}])")
        << QString() << u"topics[1].id"_s << u"another topic already has the id \"basics\""_s;
    // A question's topic must be one the bank lists, also when it lists none.
    QTest::newRow("unknown topic")
        << withQuestionTopic(validBankWithTopics(), R"("sharding")") << u"q1"_s << u"topic"_s
        << u"unknown topic \"sharding\": the bank's \"topics\" list has no topic"_s;
    QTest::newRow("topic when the bank lists none")
        << withQuestionTopic(validBank, R"("basics")") << u"q1"_s << u"topic"_s
        << u"unknown topic \"basics\""_s;
    QTest::newRow("topic in another case") << withQuestionTopic(validBankWithTopics(), R"("Speed")")
                                           << u"q1"_s << u"topic"_s << u"unknown topic \"Speed\""_s;
    QTest::newRow("topic not text") << withQuestionTopic(validBankWithTopics(), "3") << u"q1"_s
                                    << u"topic"_s << u"unknown topic \"3\""_s;

    QTest::newRow("feedback without Bengali")
        << validBankWithOptionFeedback(2, R"({"en": "Not c."})") << u"q1"_s
        << u"options[2].feedback.bn"_s << u"Bengali text is missing"_s;
    QTest::newRow("feedback with blank English")
        << validBankWithOptionFeedback(0, R"({"en": " ", "bn": "ক নয়।"})") << u"q1"_s
        << u"options[0].feedback.en"_s << u"English text is missing or empty"_s;
    QTest::newRow("feedback not an object")
        << validBankWithOptionFeedback(3, R"("Not d.")") << u"q1"_s << u"options[3].feedback"_s
        << u"\"en\" and \"bn\""_s;
    QTest::newRow("unbalanced backtick in feedback")
        << validBankWithOptionFeedback(2, R"({"en": "Not `c.", "bn": "গ নয়।"})") << u"q1"_s
        << u"options[2].feedback.en"_s << u"never closed"_s;
    QTest::newRow("unbalanced backtick in option")
        << validBankWith(R"({"en": "b", "bn": "খ"})", R"({"en": "`b", "bn": "খ"})") << u"q1"_s
        << u"options[1].en"_s << u"never closed"_s;
}

void TestBankLoader::brokenBank()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, questionId);
    QFETCH(QString, field);
    QFETCH(QString, message);

    const QString label = u"broken-bank.json"_s;
    const BankLoadResult result = BankLoader::parse(json, label);

    QVERIFY2(!result.bank, "a bank with a problem must be rejected whole");
    // Exactly the one thing that was broken is reported: no cascade of follow-on problems.
    QVERIFY2(result.problems.size() == 1, qPrintable(problemList(result.problems)));
    const BankProblem &problem = result.problems.first();
    QCOMPARE(problem.file, label);
    QCOMPARE(problem.item, questionId);
    QCOMPARE(problem.field, field);
    QVERIFY2(problem.message().contains(message), qPrintable(problem.message()));
}

void TestBankLoader::problemToString()
{
    const BankProblem located{u"bank.json"_s, u"q7"_s, u"options[2].bn"_s, [] {
                                  return u"is empty"_s;
                              }};
    QCOMPARE(located.toString(), u"bank.json: q7: options[2].bn: is empty"_s);
    const BankProblem header{u"bank.json"_s, QString(), u"format"_s, [] {
                                 return u"missing"_s;
                             }};
    QCOMPARE(header.toString(), u"bank.json: format: missing"_s);
    const BankProblem wholeFile{u"bank.json"_s, QString(), QString(), [] {
                                    return u"not valid JSON"_s;
                                }};
    QCOMPARE(wholeFile.toString(), u"bank.json: not valid JSON"_s);
}

void TestBankLoader::formatProblemInTheLanguagesDigits()
{
    // In Bengali the supported format is written ১ (the glossary's reading of
    // "format" says the same); the format the file gave is quoted as written.
    // No translation is loaded here, so the words are the source English.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    const BankLoadResult result = BankLoader::parse(validBankWith(R"("format": 1)",
                                                                  R"("format": 3)"),
                                                    u"b.json"_s);
    const QString message = result.problems.isEmpty() ? QString()
                                                      : result.problems.first().message();
    QLocale::setDefault(before);
    QCOMPARE(message, u"format 3 is not supported; this version reads formats ১ to ২"_s);
}

namespace {
// Marks every string of the file-problem context it translates: a message all
// of whose words are marked went through the app's translation.
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QByteArrayView(context) != "JsonObjectFile")
            return {};
        return u"«"_s + QString::fromUtf8(source) + u"»"_s;
    }
    bool isEmpty() const override { return false; }
};
} // namespace

void TestBankLoader::brokenJsonIsToldInTheAppsWords()
{
    // Qt has no Bengali for its JSON parser's errors (no qtbase_bn): the
    // reason is the app's own, translated with the rest. A file cut short
    // inside its object, at its 20th character (`{"format": 1, "id": `).
    MarkingTranslator marking;
    QVERIFY(QCoreApplication::installTranslator(&marking));
    const BankLoadResult result = BankLoader::parse(R"({"format": 1, "id": )", u"b.json"_s);
    const QString message = result.problems.isEmpty() ? QString()
                                                      : result.problems.first().message();
    QCoreApplication::removeTranslator(&marking);
    QCOMPARE(message, u"«not valid JSON: «an object is not closed» at character 20»"_s);
}

void TestBankLoader::badFileNeverHidesGoodOnes_data()
{
    QTest::addColumn<bool>("badFirst");
    QTest::newRow("bad file first") << true;
    QTest::newRow("bad file last") << false;
}

void TestBankLoader::badFileNeverHidesGoodOnes()
{
    QFETCH(bool, badFirst);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString good = dir.filePath(u"good.json"_s);
    const QString bad = dir.filePath(u"bad.json"_s);
    QVERIFY(writeFile(good, validBank));
    QByteArray broken = validBank;
    broken.replace(R"("answer": 1)", R"("answer": 7)");
    QVERIFY(writeFile(bad, broken));

    const QStringList paths = badFirst ? QStringList{bad, good} : QStringList{good, bad};
    const LibraryLoadResult library = BankLoader::loadAll(paths);

    QCOMPARE(library.banks.size(), 1);
    QCOMPARE(library.banks.first().id, u"mini"_s);
    QCOMPARE(library.banks.first().source, QDir::toNativeSeparators(good));
    QCOMPARE(library.problems.size(), 1);
    QCOMPARE(library.problems.first().file, QDir::toNativeSeparators(bad));
    QCOMPARE(library.problems.first().item, u"q1"_s);
    QCOMPARE(library.problems.first().field, u"answer"_s);
}

void TestBankLoader::repeatedBankIdIsRejected()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString first = dir.filePath(u"first.json"_s);
    const QString second = dir.filePath(u"second.json"_s);
    QVERIFY(writeFile(first, validBank));
    QByteArray sameIdOtherTitle = validBank;
    sameIdOtherTitle.replace(R"("en": "Mini")", R"("en": "Another mini")");
    QVERIFY(writeFile(second, sameIdOtherTitle));

    const LibraryLoadResult library = BankLoader::loadAll({first, second});
    QCOMPARE(library.banks.size(), 1);
    QCOMPARE(library.banks.first().title.en, u"Mini"_s);
    QCOMPARE(library.problems.size(), 1);
    const BankProblem &problem = library.problems.first();
    QCOMPARE(problem.file, QDir::toNativeSeparators(second));
    QCOMPARE(problem.item, QString());
    QCOMPARE(problem.field, u"id"_s);
    QVERIFY2(problem.message().contains(u"\"mini\""_s), qPrintable(problem.message()));
}

void TestBankLoader::unreadablePath_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("createAsDirectory");
    QTest::newRow("missing file") << u"missing.json"_s << false;
    QTest::newRow("directory") << u"folder.json"_s << true;
}

void TestBankLoader::unreadablePath()
{
    QFETCH(QString, name);
    QFETCH(bool, createAsDirectory);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    if (createAsDirectory)
        QVERIFY(QDir(dir.path()).mkdir(name));
    const QString good = dir.filePath(u"good.json"_s);
    QVERIFY(writeFile(good, validBank));

    const BankLoadResult single = BankLoader::loadFile(path);
    QVERIFY(!single.bank);
    QCOMPARE(single.problems.size(), 1);
    QCOMPARE(single.problems.first().file, QDir::toNativeSeparators(path));
    QVERIFY(single.problems.first().toString().contains(name));
    QVERIFY(!single.problems.first().message().isEmpty());

    const LibraryLoadResult library = BankLoader::loadAll({path, good});
    QCOMPARE(library.banks.size(), 1);
    QCOMPARE(library.banks.first().id, u"mini"_s);
    QCOMPARE(library.problems.size(), 1);
    QCOMPARE(library.problems.first().file, QDir::toNativeSeparators(path));
}

void TestBankLoader::onlyRegularFilesWithinTheLimitAreRead_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expectedMessage"); // BankLoader's English text, by hand
    QTest::newRow("/dev/zero never ends") << u"/dev/zero"_s << u"not a regular file"_s;
    QTest::newRow("a named pipe would block") << u"fifo"_s << u"not a regular file"_s;
    QTest::newRow("one byte over 10 MiB")
        << u"huge"_s << u"larger than the limit of 10 MiB for a question bank"_s;
    QTest::newRow("gone since it was opened") << u"missing"_s << u"the file no longer exists"_s;
}

void TestBankLoader::onlyRegularFilesWithinTheLimitAreRead()
{
    QFETCH(QString, kind);
    QFETCH(QString, expectedMessage);
    QTemporaryDir dir;
    QString path = dir.filePath(u"bank.json"_s);
    if (kind == u"/dev/zero"_s) {
        path = kind;
    } else if (kind == u"fifo"_s) {
        QCOMPARE(mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == u"huge"_s) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(10 * 1024 * 1024 + 1)); // sparse; the limit is 10 MiB
    }
    const BankLoadResult result = BankLoader::loadFile(path);
    QVERIFY(!result.bank);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().message(), expectedMessage);
}

void TestBankLoader::questionCountLimit_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("loads");
    QTest::newRow("2000, the limit") << 2000 << true;
    QTest::newRow("2001") << 2001 << false;
}

void TestBankLoader::questionCountLimit()
{
    QFETCH(int, count);
    QFETCH(bool, loads);
    const QByteArray question = R"({"id": "q%1", "prompt": {"en": "p", "bn": "প"},
        "options": [{"en": "a", "bn": "ক"}, {"en": "b", "bn": "খ"}, {"en": "c", "bn": "গ"}, {"en": "d", "bn": "ঘ"}],
        "answer": 1, "explanation": {"en": "e", "bn": "ব"}})";
    QByteArrayList questions;
    for (int i = 0; i < count; ++i)
        questions << QByteArray(question).replace("%1", QByteArray::number(i));
    const QByteArray bank
        = R"({"format": 1, "id": "big", "title": {"en": "Big", "bn": "বড়"}, "questions": [)"
          + questions.join(',') + "]}";
    const BankLoadResult result = BankLoader::parse(bank, u"big.json"_s);
    QCOMPARE(result.bank.has_value(), loads);
    if (!loads) {
        QCOMPARE(result.problems.size(), 1);
        QCOMPARE(result.problems.first().field, u"questions"_s);
        QCOMPARE(result.problems.first().message(),
                 u"2,001 questions; a bank may hold at most 2,000"_s);
    }
}

QTEST_GUILESS_MAIN(TestBankLoader)
#include "tst_bankloader.moc"
