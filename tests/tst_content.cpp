// The shipped question banks: complete in both languages, feedback on every
// wrong option, a known topic on every question, concept tags where the charts
// need them, the same code in both languages, no reference to a course outside
// the app, and Bengali that follows GLOSSARY.md (no literal mistranslations,
// Bengali digits, Latin script only for names and code).
//
// The banks are read here as plain JSON, not through BankLoader, so that a
// bank the loader would reject whole still has each of its problems named.
#include "core/bankloader.h"
#include "core/kvcache.h"
#include "core/optionlengths.h"
#include "core/pipelinesimulator.h"
#include "core/richtext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// The concept a question's chart button opens: its "chart"'s, else its "concept".
QString conceptOf(const QJsonObject &question)
{
    if (question.contains(u"chart"_s))
        return question.value(u"chart"_s).toObject().value(u"concept"_s).toString();
    return question.value(u"concept"_s).toString();
}

struct LocalText
{
    QString field; // "prompt", "options[2]", "options[2].feedback", "explanation", "title", ...
    QString en;
    QString bn;
};

// The texts of one question, or of one bank's header (title, description).
struct TextUnit
{
    QString id; // question id, or bank id for the header
    QList<LocalText> texts;
};

const QRegularExpression codeSpan(u"`[^`]*`"_s);

// Text with every `code` span replaced by a space: code is exempt from the
// language rules (it stays exactly as typed).
QString outsideCode(const QString &text)
{
    QString prose = text;
    prose.replace(codeSpan, u" "_s);
    return prose;
}

bool hasBengaliLetter(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x0980 && c.unicode() <= 0x09FF; });
}

// Sentences, counted by their endings: '.', '!' or '?' followed by a space, a
// closing quote or bracket, or the end (so "8.0" and "e.g.x" do not count).
int englishSentences(const QString &text)
{
    static const QRegularExpression ending(u"[.!?](?=[\\s\"”’')]|$)"_s);
    return int(outsideCode(text).count(ending));
}

// Bengali sentences end with the dari '।' or with '?'.
int bengaliSentences(const QString &text)
{
    static const QRegularExpression ending(u"[।?](?=[\\s\"”’')]|$)"_s);
    return int(outsideCode(text).count(ending));
}

// Runs of Latin letters and ASCII digits, joined by '-', '.' or '_' inside a
// name: "GPU-তে" gives "GPU", "Megatron-LM-এর" gives "Megatron-LM",
// "A100/H100" gives "A100" and "H100", "8.0" gives "8.0".
QStringList latinTokens(const QString &text)
{
    static const QRegularExpression token(u"[A-Za-z0-9]+(?:[-._][A-Za-z0-9]+)*"_s);
    QStringList tokens;
    QRegularExpressionMatchIterator it = token.globalMatch(text);
    while (it.hasNext())
        tokens << it.next().captured();
    return tokens;
}

// Latin-script tokens that may appear in Bengali text outside code spans:
// names, acronyms, units and formula symbols. Everything else written in Latin
// letters in "bn" text is an English word that should have been Bengali (or
// code that should be in backticks). Keep it explicit: add a name here only
// after checking it is a name.
const QSet<QString> &latinWhitelist()
{
    static const QSet<QString> names{
        // GLOSSARY.md: products, libraries, companies, acronyms
        u"JAX"_s,
        u"XLA"_s,
        u"NVIDIA"_s,
        u"cuDNN"_s,
        u"NVLink"_s,
        u"Orbax"_s,
        u"StableHLO"_s,
        u"NumPy"_s,
        u"GPU"_s,
        u"CPU"_s,
        u"TPU"_s,
        u"HBM"_s,
        u"AOT"_s,
        u"API"_s,
        // DESIGN.md: GPUs, kernels, frameworks, units
        u"A100"_s,
        u"H100"_s,
        u"H200"_s,
        u"FlashAttention"_s,
        u"PyTorch"_s,
        u"Megatron-LM"_s,
        u"GPipe"_s,
        u"PipeDream"_s,
        u"GB"_s,
        u"GiB"_s,
        u"MB"_s,
        u"MiB"_s,
        // the communication and sharding pages' units, which their Bengali
        // keeps (translations/scalestudy_bn.ts: "%1 ms", "%1 µs"), as the
        // chart notes quote them
        u"ms"_s,
        u"µs"_s,
        u"kB"_s,
        // the banks: libraries, tools and products they name
        u"Flax"_s,
        u"NNX"_s,
        u"jaxlib"_s,
        u"Python"_s,
        u"CUDA"_s,
        u"Docker"_s,
        u"NVSwitch"_s,
        u"Optax"_s,
        u"DeepSpeed"_s,
        u"ZeRO"_s,
        u"PipeDream-Flush"_s,
        // the banks: pipeline schedules, named as their papers write them; the
        // key-value (KV) cache
        u"1F1B"_s,
        u"ZB-H1"_s,
        u"ZB-H2"_s,
        u"KV"_s,
        // the serving questions: the Llama model family (Llama 3 8B; its "B", billion,
        // is the formula symbol above), the kibibyte, and the first author of the
        // grouped-query attention paper (Ainslie et al., 2023)
        u"Llama"_s,
        u"KiB"_s,
        u"Ainslie"_s,
        // the banks: the Adam optimizer, the Ampere GPU generation, the MLP block,
        // the BatchNorm layer (Flax's `nnx.BatchNorm`), random-number-generator state
        u"Adam"_s,
        u"Ampere"_s,
        u"MLP"_s,
        u"BatchNorm"_s,
        u"RNG"_s,
        // the banks: authors of the Megatron-LM papers
        u"Shoeybi"_s,
        u"Narayanan"_s,
        u"Qi"_s, // Qi et al., 2023, the zero-bubble schedules
        // formula symbols of the concept charts (stages p, micro-batches m, chunks v,
        // backward ratio r; attention shape B, N, T, S, head size d)
        u"p"_s,
        u"m"_s,
        u"v"_s,
        u"r"_s,
        u"B"_s,
        u"N"_s,
        u"T"_s,
        u"S"_s,
        u"d"_s,
        // the zero-bubble schedules' two halves of the backward pass: B (input
        // gradient) and W (weight gradient)
        u"W"_s,
        // the scaling-numbers bank: the first authors of the ZeRO paper
        // (Rajbhandari et al., 2020) and of the activation-recomputation paper
        // (Korthikanti et al., 2022); PyTorch's Fully Sharded Data Parallel; NVIDIA's
        // collective library and its benchmarks (nccl-tests); the InfiniBand network
        // and its NDR generation; the PCIe bus
        u"Rajbhandari"_s,
        u"Korthikanti"_s,
        u"FSDP"_s,
        u"NCCL"_s,
        u"nccl-tests"_s,
        u"InfiniBand"_s,
        u"NDR"_s,
        u"PCIe"_s,
        // its formula symbols: ZeRO's optimizer bytes K and data-parallel degree N_d;
        // Korthikanti's sequence s, micro-batch b, hidden size h, heads a and
        // tensor-parallel degree t; the GPUs n of a ring (s is also the second in GB/s)
        u"K"_s,
        u"N_d"_s,
        u"s"_s,
        u"b"_s,
        u"h"_s,
        u"a"_s,
        u"t"_s,
        u"n"_s,
    };
    return names;
}

bool isDigitsOnly(const QString &token)
{
    return std::none_of(token.begin(), token.end(), [](QChar c) { return c.isLetter(); });
}

QString excerpt(const QString &text, qsizetype at, qsizetype length)
{
    const qsizetype from = std::max<qsizetype>(0, at - 25);
    return u"«"_s + text.mid(from, length + 50).simplified() + u"»"_s;
}

LocalText localText(const QString &field, const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    return {field, object.value(u"en"_s).toString(), object.value(u"bn"_s).toString()};
}

} // namespace

Q_DECLARE_METATYPE(LocalText)
Q_DECLARE_METATYPE(TextUnit)
Q_DECLARE_METATYPE(QuestionBank)
Q_DECLARE_METATYPE(Language)

class TestContent : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void bankSizesAndIds();
    void bankHeaders();

    void bothLanguages_data() { addQuestionRows(); }
    void bothLanguages();
    void explanationLength_data() { addQuestionRows(); }
    void explanationLength();
    void wrongOptionsHaveFeedback_data() { addQuestionRows(); }
    void wrongOptionsHaveFeedback();
    void topicsAreKnown();
    void lengthGivesNothingAway_data();
    void lengthGivesNothingAway();
    void balancedBackticks_data() { addTextUnitRows(); }
    void balancedBackticks();
    void sameCodeInBothLanguages_data() { addTextUnitRows(); }
    void sameCodeInBothLanguages();
    void noLessonsOrCourse_data() { addTextUnitRows(); }
    void noLessonsOrCourse();
    void percentSignSetClose_data() { addTextUnitRows(); }
    void percentSignSetClose();
    void bengaliTextIsBengali_data() { addTextUnitRows(); }
    void bengaliTextIsBengali();

    void conceptTags_data();
    void conceptTags();
    void onlyKnownConceptTags();
    void conceptPagesSayWhatToLookAt();
    void scheduleQuestionsShowTheirPoint();
    void servingQuestionShowsItsPoint();
    void numbersKeysFollowTheFormulas_data();
    void numbersKeysFollowTheFormulas();

    void noLiteralMistranslations_data();
    void noLiteralMistranslations();
    void latinOnlyForNamesAndDigitsBengali_data() { addTextUnitRows(); }
    void latinOnlyForNamesAndDigitsBengali();

private:
    void addQuestionRows();
    void addTextUnitRows();

    QList<QJsonObject> m_banks;
    QList<QJsonObject> m_questions;
    QList<TextUnit> m_units;
};

void TestContent::initTestCase()
{
    for (const QString &path : BankLoader::builtInBankPaths()) {
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError,
                 qPrintable(path + u": "_s + error.errorString()));
        QVERIFY2(document.isObject(), qPrintable(path));
        const QJsonObject bank = document.object();
        m_banks << bank;

        TextUnit header{bank.value(u"id"_s).toString(),
                        {localText(u"title"_s, bank.value(u"title"_s))}};
        if (bank.contains(u"description"_s))
            header.texts << localText(u"description"_s, bank.value(u"description"_s));
        m_units << header;

        for (const QJsonValue &value : bank.value(u"questions"_s).toArray()) {
            const QJsonObject question = value.toObject();
            m_questions << question;
            TextUnit unit{question.value(u"id"_s).toString(), {}};
            unit.texts << localText(u"prompt"_s, question.value(u"prompt"_s));
            const QJsonArray options = question.value(u"options"_s).toArray();
            for (qsizetype i = 0; i < options.size(); ++i)
                unit.texts << localText(u"options[%1]"_s.arg(i), options.at(i));
            for (qsizetype i = 0; i < options.size(); ++i) {
                const QJsonObject option = options.at(i).toObject();
                if (option.contains(u"feedback"_s))
                    unit.texts << localText(u"options[%1].feedback"_s.arg(i),
                                            option.value(u"feedback"_s));
            }
            unit.texts << localText(u"explanation"_s, question.value(u"explanation"_s));
            const QJsonValue note = question.value(u"chart"_s).toObject().value(u"note"_s);
            if (note.isObject())
                unit.texts << localText(u"chart.note"_s, note);
            m_units << unit;
        }
    }
    QCOMPARE(m_questions.size(), 52); // 18 + 10 + 24, as bankSizesAndIds counts them
}

void TestContent::addQuestionRows()
{
    QTest::addColumn<QJsonObject>("question");
    for (const QJsonObject &question : m_questions)
        QTest::newRow(qPrintable(question.value(u"id"_s).toString())) << question;
}

void TestContent::addTextUnitRows()
{
    QTest::addColumn<TextUnit>("unit");
    for (const TextUnit &unit : m_units) {
        const bool header = unit.texts.first().field == u"title";
        QTest::newRow(qPrintable(header ? unit.id + u" (bank header)"_s : unit.id)) << unit;
    }
}

void TestContent::bankSizesAndIds()
{
    QCOMPARE(m_banks.size(), 3);
    const QHash<QString, int> expectedCounts{{u"jax-gpu"_s, 18},
                                             {u"parallelism"_s, 10},
                                             {u"scaling-numbers"_s, 24}};
    // A question id's prefix: the bank's id, but "numbers" for "scaling-numbers",
    // whose ids the concept pages' set-ups name ("numbers-01").
    const QHash<QString, QString> idPrefixes{{u"scaling-numbers"_s, u"numbers"_s}};
    // A learner's reviews and history are keyed by question id (README, "Review
    // scheduling"), so a question that is replaced by another gets a new number
    // and a retired number is never given again: its old reviews would otherwise
    // count for a question the learner never saw.
    const QSet<QString> retired{
        u"parallelism-08"_s, // asked what parallelism-05 asks; parallelism-09 took its place
    };
    QSet<QString> seenIds;
    for (const QJsonObject &bank : m_banks) {
        const QString bankId = bank.value(u"id"_s).toString();
        QVERIFY2(expectedCounts.contains(bankId), qPrintable(bankId));
        const QJsonArray questions = bank.value(u"questions"_s).toArray();
        QCOMPARE(questions.size(), expectedCounts.value(bankId));
        // Ids are "<bank>-NN", rising through the file from 01 and skipping only
        // retired numbers: other docs and the concept tags below refer to them.
        int expectedNumber = 1;
        for (qsizetype i = 0; i < questions.size(); ++i) {
            auto idOf = [&](int n) {
                return u"%1-%2"_s.arg(idPrefixes.value(bankId, bankId)).arg(n, 2, 10, QChar(u'0'));
            };
            while (retired.contains(idOf(expectedNumber)))
                ++expectedNumber;
            const QString id = questions.at(i).toObject().value(u"id"_s).toString();
            QCOMPARE(id, idOf(expectedNumber++));
            QVERIFY2(!seenIds.contains(id), qPrintable(id));
            seenIds.insert(id);
        }
    }
}

void TestContent::bankHeaders()
{
    for (const QJsonObject &bank : m_banks) {
        const QString bankId = bank.value(u"id"_s).toString();
        const LocalText title = localText(u"title"_s, bank.value(u"title"_s));
        QVERIFY2(!title.en.trimmed().isEmpty(), qPrintable(bankId + u": title.en"_s));
        QVERIFY2(!title.bn.trimmed().isEmpty(), qPrintable(bankId + u": title.bn"_s));
        const LocalText description = localText(u"description"_s, bank.value(u"description"_s));
        QVERIFY2(!description.en.trimmed().isEmpty(), qPrintable(bankId + u": description.en"_s));
        QVERIFY2(!description.bn.trimmed().isEmpty(), qPrintable(bankId + u": description.bn"_s));
    }
}

void TestContent::bothLanguages()
{
    QFETCH(QJsonObject, question);
    const QString id = question.value(u"id"_s).toString();
    QStringList problems;

    auto checkText = [&](const QString &field, const QJsonValue &value) {
        for (const QString &language : {u"en"_s, u"bn"_s}) {
            const QJsonValue text = value.toObject().value(language);
            if (!text.isString() || text.toString().trimmed().isEmpty())
                problems << u"%1 %2.%3: missing or empty"_s.arg(id, field, language);
        }
    };
    checkText(u"prompt"_s, question.value(u"prompt"_s));
    checkText(u"explanation"_s, question.value(u"explanation"_s));
    const QJsonArray options = question.value(u"options"_s).toArray();
    if (options.size() != 4)
        problems << u"%1 options: %2 options, not 4"_s.arg(id).arg(options.size());
    for (qsizetype i = 0; i < options.size(); ++i)
        checkText(u"options[%1]"_s.arg(i), options.at(i));

    const QJsonValue answer = question.value(u"answer"_s);
    const double number = answer.toDouble(-1);
    if (!answer.isDouble() || number < 0 || number > 3 || number != double(int(number)))
        problems << u"%1 answer: must be a whole number 0..3"_s.arg(id);

    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestContent::explanationLength()
{
    QFETCH(QJsonObject, question);
    const QString id = question.value(u"id"_s).toString();
    const LocalText explanation = localText(u"explanation"_s, question.value(u"explanation"_s));

    const int en = englishSentences(explanation.en);
    const int bn = bengaliSentences(explanation.bn);
    QVERIFY2(en >= 2,
             qPrintable(u"%1 explanation.en: %2 sentence(s), needs at least 2"_s.arg(id).arg(en)));
    QVERIFY2(bn >= 2,
             qPrintable(
                 u"%1 explanation.bn: %2 sentence(s) ending in । or ?, needs at least 2"_s.arg(id)
                     .arg(bn)));
}

void TestContent::wrongOptionsHaveFeedback()
{
    QFETCH(QJsonObject, question);
    const QString id = question.value(u"id"_s).toString();
    const int answer = question.value(u"answer"_s).toInt();
    const QJsonArray options = question.value(u"options"_s).toArray();
    QStringList problems;
    for (qsizetype i = 0; i < options.size(); ++i) {
        if (i == answer)
            continue; // feedback on the right option is allowed, not required
        const QString field = u"options[%1].feedback"_s.arg(i);
        const QJsonObject option = options.at(i).toObject();
        if (!option.value(u"feedback"_s).isObject()) {
            problems << u"%1 %2: a wrong option without feedback"_s.arg(id, field);
            continue;
        }
        const LocalText feedback = localText(field, option.value(u"feedback"_s));
        // One or two sentences: why the option is wrong, or when it would be right.
        const int en = englishSentences(feedback.en);
        const int bn = bengaliSentences(feedback.bn);
        if (en < 1 || en > 2)
            problems << u"%1 %2.en: %3 sentence(s), needs 1 or 2"_s.arg(id, field).arg(en);
        if (bn < 1 || bn > 2)
            problems << u"%1 %2.bn: %3 sentence(s) ending in । or ?, needs 1 or 2"_s.arg(id, field)
                            .arg(bn);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestContent::topicsAreKnown()
{
    QStringList problems;
    for (const QJsonObject &bank : m_banks) {
        const QString bankId = bank.value(u"id"_s).toString();
        QSet<QString> topicIds;
        for (const QJsonValue &value : bank.value(u"topics"_s).toArray()) {
            const QString topicId = value.toObject().value(u"id"_s).toString();
            const LocalText name = localText(u"name"_s, value.toObject().value(u"name"_s));
            if (topicId.isEmpty() || topicIds.contains(topicId))
                problems << u"%1 topics: empty or repeated id \"%2\""_s.arg(bankId, topicId);
            if (name.en.trimmed().isEmpty() || name.bn.trimmed().isEmpty())
                problems << u"%1 topic %2: name missing in a language"_s.arg(bankId, topicId);
            topicIds.insert(topicId);
        }
        if (topicIds.isEmpty())
            problems << u"%1: lists no topics"_s.arg(bankId);

        QSet<QString> usedIds;
        for (const QJsonValue &value : bank.value(u"questions"_s).toArray()) {
            const QJsonObject question = value.toObject();
            const QString topic = question.value(u"topic"_s).toString();
            if (!topicIds.contains(topic)) {
                problems << u"%1 topic: \"%2\" is not a topic of bank %3"_s
                                .arg(question.value(u"id"_s).toString(), topic, bankId);
            }
            usedIds.insert(topic);
        }
        // A listed topic that no question names would be an empty entry for the learner.
        for (const QString &topicId : topicIds) {
            if (!usedIds.contains(topicId))
                problems << u"%1 topic %2: no question names it"_s.arg(bankId, topicId);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestContent::lengthGivesNothingAway_data()
{
    // Through the loader, so that the rule is the one a learner's own bank
    // is warned by (core/optionlengths).
    QTest::addColumn<QuestionBank>("bank");
    QTest::addColumn<Language>("language");
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    QCOMPARE(library.banks.size(), m_banks.size());
    for (const QuestionBank &bank : library.banks) {
        for (Language language : allLanguages) {
            QTest::addRow("%s %s", qPrintable(bank.id), qPrintable(languageCode(language)))
                << bank << language;
        }
    }
}

void TestContent::lengthGivesNothingAway()
{
    // A learner who picks the longest option without reading must not score
    // well: in every bank and each language, the keyed option is the longest of
    // its question (ties count) in at most a third of the questions, rounded
    // down; by chance it would be about a quarter. The length is the option's
    // text as shown, code spans without their backticks.
    // Counted by hand when the rule was set (issue 23): jax-gpu 3 of 17 in
    // both languages (jax-gpu-02, -11, -16), parallelism 1 of 10 in both
    // (parallelism-04); the limits are 5 and 3. jax-gpu-18's key (78
    // characters in English) is shorter than each of its distractors (103 to
    // 120), so jax-gpu stays at 3 of 18, the limit now 6. scaling-numbers: 1 of
    // 14 in both languages (numbers-01, whose four options are "About N GB" and
    // its key ties the longest at 13 characters), the limit 4.
    QFETCH(QuestionBank, bank);
    QFETCH(Language, language);
    const QStringList longest = OptionLengths::questionsKeyIsLongest(bank.questions, language);
    QVERIFY2(!OptionLengths::givesAnswerAway(longest.size(), bank.questions.size()),
             qPrintable(
                 u"the keyed option is the longest in %1 of %2 questions (%3): "
                 "shorten some keys or qualify some distractors as carefully"_s.arg(longest.size())
                     .arg(bank.questions.size())
                     .arg(longest.join(u", "_s))));
}

void TestContent::balancedBackticks()
{
    QFETCH(TextUnit, unit);
    QStringList problems;
    for (const LocalText &text : unit.texts) {
        if (!RichText::hasBalancedBackticks(text.en))
            problems << u"%1 %2.en: unclosed `"_s.arg(unit.id, text.field);
        if (!RichText::hasBalancedBackticks(text.bn))
            problems << u"%1 %2.bn: unclosed `"_s.arg(unit.id, text.field);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestContent::sameCodeInBothLanguages()
{
    QFETCH(TextUnit, unit);
    auto codeSpans = [](const QString &text) {
        QStringList spans;
        for (auto it = codeSpan.globalMatch(text); it.hasNext();)
            spans << it.next().captured();
        spans.sort();
        return spans;
    };
    QStringList problems;
    for (const LocalText &text : unit.texts) {
        // Code is never translated, and both languages say the same thing: the
        // same code spans, each as often, exactly as typed.
        const QStringList en = codeSpans(text.en);
        const QStringList bn = codeSpans(text.bn);
        if (en != bn) {
            problems << u"%1 %2: code spans differ\n  en: %3\n  bn: %4"_s.arg(unit.id, text.field,
                                                                              en.join(u' '),
                                                                              bn.join(u' '));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestContent::noLessonsOrCourse()
{
    QFETCH(TextUnit, unit);
    // The app has no lessons and is no course: a question must stand on its own.
    // পাঠ is "lesson" (and পাঠ্য "of study"); পাঠা-/পাঠি- (পাঠানো, পাঠিয়ে: "send")
    // and পাঠক ("reader") are other words.
    static const QRegularExpression english(u"\\b(lessons?|courses?|curricul\\w*)\\b"_s,
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression bengali(u"পাঠ(?![াকি])|কোর্স|লেসন"_s);
    QStringList problems;
    for (const LocalText &text : unit.texts) {
        const QRegularExpressionMatch en = english.match(text.en);
        if (en.hasMatch()) {
            problems << u"%1 %2.en: \"%3\" in %4"_s.arg(unit.id, text.field, en.captured(),
                                                        excerpt(text.en, en.capturedStart(),
                                                                en.capturedLength()));
        }
        const QRegularExpressionMatch bn = bengali.match(text.bn);
        if (bn.hasMatch()) {
            problems << u"%1 %2.bn: \"%3\" in %4"_s.arg(unit.id, text.field, bn.captured(),
                                                        excerpt(text.bn, bn.capturedStart(),
                                                                bn.capturedLength()));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// The app writes every percentage as "90%" and "৯০%" (core/percentformat, the
// CLDR patterns of both languages); the banks' texts write them the same way.
void TestContent::percentSignSetClose()
{
    QFETCH(TextUnit, unit);
    static const QRegularExpression spaced(u"[0-9\\x{09E6}-\\x{09EF}]\\s+%"_s);
    QStringList problems;
    for (const LocalText &text : unit.texts) {
        for (const QString &written : {text.en, text.bn}) {
            const QRegularExpressionMatch match = spaced.match(written);
            if (match.hasMatch())
                problems << u"%1 %2: %3"_s.arg(unit.id, text.field,
                                               excerpt(written, match.capturedStart(),
                                                       match.capturedLength()));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestContent::bengaliTextIsBengali()
{
    QFETCH(TextUnit, unit);
    QStringList problems;
    for (const LocalText &text : unit.texts) {
        if (hasBengaliLetter(text.en))
            problems << u"%1 %2.en: Bengali letters in the English text"_s.arg(unit.id, text.field);

        const QString prose = outsideCode(text.bn);
        if (hasBengaliLetter(prose))
            continue;
        // No Bengali at all: acceptable only when the text is nothing but
        // names (an option "GPipe" reads the same in both languages) or code.
        QStringList notNames;
        for (const QString &token : latinTokens(prose)) {
            if (!latinWhitelist().contains(token))
                notNames << token;
        }
        if (!notNames.isEmpty() || prose.contains(QRegularExpression(u"[^\\sA-Za-z0-9.\\-_/]"_s))) {
            problems << u"%1 %2.bn: no Bengali letter (U+0980-U+09FF), looks copied from English: «%3»"_s
                            .arg(unit.id, text.field, text.bn);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestContent::conceptTags_data()
{
    QTest::addColumn<QString>("questionId");
    QTest::addColumn<QString>("chartConcept");
    QTest::newRow("parallelism-03") << u"parallelism-03"_s << u"pipeline-bubbles"_s;
    QTest::newRow("parallelism-04") << u"parallelism-04"_s << u"pipeline-bubbles"_s;
    QTest::newRow("parallelism-09") << u"parallelism-09"_s << u"pipeline-bubbles"_s;
    QTest::newRow("parallelism-10") << u"parallelism-10"_s << u"pipeline-bubbles"_s;
    QTest::newRow("parallelism-11") << u"parallelism-11"_s << u"pipeline-bubbles"_s;
    QTest::newRow("parallelism-01") << u"parallelism-01"_s << u"training-memory"_s;
    QTest::newRow("parallelism-02") << u"parallelism-02"_s << u"sharding"_s;
    QTest::newRow("parallelism-05") << u"parallelism-05"_s << u"communication"_s;
    QTest::newRow("jax-gpu-12") << u"jax-gpu-12"_s << u"sharding"_s;
    QTest::newRow("jax-gpu-13") << u"jax-gpu-13"_s << u"sharding"_s;
    QTest::newRow("jax-gpu-10") << u"jax-gpu-10"_s << u"attention-memory"_s;
    QTest::newRow("jax-gpu-11") << u"jax-gpu-11"_s << u"attention-memory"_s;
    QTest::newRow("jax-gpu-18") << u"jax-gpu-18"_s << u"attention-memory"_s;
    // Issue 26: the JAX quiz's lessons on compilation (jax-gpu-03, -04, -05,
    // -08) and on asynchronous dispatch (-06, -07, -09).
    for (const char *id : {"jax-gpu-03", "jax-gpu-04", "jax-gpu-05", "jax-gpu-08"})
        QTest::newRow(id) << QString::fromLatin1(id) << u"jit-cache"_s;
    for (const char *id : {"jax-gpu-06", "jax-gpu-07", "jax-gpu-09"})
        QTest::newRow(id) << QString::fromLatin1(id) << u"async-dispatch"_s;
    // The scaling-numbers bank: numbers-01 to -06 are answered by the training
    // memory page, -07 to -09 by the sharding page, -10 to -14 by the
    // communication page, -15 to -18 and -23 by the compilation cache page,
    // -19 to -22 and -24 by the asynchronous dispatch page.
    for (int n = 1; n <= 24; ++n) {
        const QString id = u"numbers-%1"_s.arg(n, 2, 10, QChar(u'0'));
        const QString chartConcept = n <= 6               ? u"training-memory"_s
                                     : n <= 9             ? u"sharding"_s
                                     : n <= 14            ? u"communication"_s
                                     : n <= 18 || n == 23 ? u"jit-cache"_s
                                                          : u"async-dispatch"_s;
        QTest::newRow(qPrintable(id)) << id << chartConcept;
    }
}

void TestContent::conceptTags()
{
    QFETCH(QString, questionId);
    QFETCH(QString, chartConcept);
    const auto found = std::find_if(m_questions.begin(), m_questions.end(),
                                    [&](const QJsonObject &q) {
                                        return q.value(u"id"_s).toString() == questionId;
                                    });
    QVERIFY2(found != m_questions.end(), qPrintable(questionId + u" not found"_s));
    QCOMPARE(conceptOf(*found), chartConcept);
}

// Issues 25 and 26: a question that opens a concept page other than the
// pipeline and attention pages (which write their own notes) opens it set
// up, with a note of what to look at.
void TestContent::conceptPagesSayWhatToLookAt()
{
    QStringList problems;
    for (const QJsonObject &question : std::as_const(m_questions)) {
        const QString key = conceptOf(question);
        if (key.isEmpty() || key == u"pipeline-bubbles"_s || key == u"attention-memory"_s)
            continue;
        const QString id = question.value(u"id"_s).toString();
        const QJsonObject chart = question.value(u"chart"_s).toObject();
        if (chart.isEmpty())
            problems << id + u": no chart set-up"_s;
        else if (!chart.value(u"note"_s).isObject())
            problems << id + u": no chart.note"_s;
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestContent::onlyKnownConceptTags()
{
    QStringList problems;
    for (const QJsonObject &question : m_questions) {
        if (!question.contains(u"concept"_s) && !question.contains(u"chart"_s))
            continue;
        const QString key = conceptOf(question);
        if (!conceptFromKey(key))
            problems << u"%1 concept: unknown \"%2\""_s.arg(question.value(u"id"_s).toString(), key);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestContent::scheduleQuestionsShowTheirPoint()
{
    // The questions on the pipeline schedules open the pipeline page set up so
    // that the simulated timeline shows what the answer says. Expected values
    // are DESIGN.md's worked example (p = 4, m = 8, r = 2, t_f = 1): GPipe and
    // 1F1B idle 9 units per stage of 24 computing, 37.5 %; interleaved with
    // v = 2 idle 4.5, 18.75 %; ZB-H1 idle 3; GPipe holds all m = 8
    // micro-batches' activations, 1F1B at most p = 4 (on the first stage).
    using namespace pipeline;
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    QVERIFY(library.problems.isEmpty());
    auto setupOf = [&](const QString &id) -> std::optional<Parameters> {
        for (const QuestionBank &bank : library.banks) {
            for (const Question &question : bank.questions) {
                if (question.id == id && question.chartConcept == Concept::PipelineBubbles)
                    return question.chart.pipeline.parameters;
            }
        }
        return std::nullopt;
    };
    auto withSchedule = [](Parameters parameters, Schedule schedule) {
        parameters.schedule = schedule;
        return parameters;
    };

    const std::optional<Parameters> oneFOneB = setupOf(u"parallelism-09"_s);
    QVERIFY(oneFOneB);
    QCOMPARE(oneFOneB->schedule, Schedule::OneFOneB);
    const Result shown = PipelineSimulator::simulate(*oneFOneB);
    const Result gpipe = PipelineSimulator::simulate(withSchedule(*oneFOneB, Schedule::GPipe));
    QCOMPARE(shown.idleTimePerStage, 9.0);
    QCOMPARE(gpipe.idleTimePerStage, 9.0); // the same bubble ...
    QCOMPARE(shown.peakActivations(), 4.0); // ... and p, not m, micro-batches held
    QCOMPARE(gpipe.peakActivations(), 8.0);

    const std::optional<Parameters> interleaved = setupOf(u"parallelism-10"_s);
    QVERIFY(interleaved);
    QCOMPARE(interleaved->schedule, Schedule::Interleaved);
    QCOMPARE(interleaved->chunks, 2);
    QCOMPARE(PipelineSimulator::simulate(*interleaved).bubbleOverIdeal, 0.1875);
    QCOMPARE(PipelineSimulator::simulate(withSchedule(*interleaved, Schedule::OneFOneB))
                 .bubbleOverIdeal,
             0.375);

    const std::optional<Parameters> zeroBubble = setupOf(u"parallelism-11"_s);
    QVERIFY(zeroBubble);
    QCOMPARE(zeroBubble->schedule, Schedule::ZeroBubbleH1);
    const Result zb = PipelineSimulator::simulate(*zeroBubble);
    QCOMPARE(zb.idleTimePerStage, 3.0); // a third of 1F1B's 9
    QVERIFY(zb.peakActivations()
            <= PipelineSimulator::simulate(withSchedule(*zeroBubble, Schedule::OneFOneB))
                   .peakActivations());
}

void TestContent::servingQuestionShowsItsPoint()
{
    // jax-gpu-18 opens the serving view on Llama 3 8B (32 layers, 8 KV heads of
    // 32 query heads, d = 128, bfloat16), 64 sequences of 8,192 tokens on an
    // A100 80 GB, and its explanation reads the figures there: 2·32·8·128·2 =
    // 131,072 B a token, 2^30 B = 1 GiB a sequence, and (80·2^30 −
    // 8,030,261,248·2) / 2^30 = 65.04 sequences beside the weights; with 32 KV
    // heads (multi-head attention) 4 times the cache, (80·2^30 − …) / 2^32 = 16.26.
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    QVERIFY(library.problems.isEmpty());
    const Question *question = nullptr;
    for (const QuestionBank &bank : library.banks) {
        if (const qsizetype row = bank.rowOf(u"jax-gpu-18"_s); row >= 0)
            question = &bank.questions.at(row);
    }
    QVERIFY(question);
    QCOMPARE(question->chartConcept, Concept::AttentionMemory);
    const AttentionChartSetup &setup = question->chart.attention;
    QCOMPARE(setup.view, AttentionView::Serving);
    const ServingChartSetup &serving = setup.serving;
    const std::optional<KvCachePreset> llama3 = kvCachePresetById(QLatin1StringView("llama-3-8b"));
    QVERIFY(llama3);
    QCOMPARE(serving.model, u"llama-3-8b"_s);
    QCOMPARE(serving.shape, llama3->shape);
    const quint64 a100 = 80ull << 30;
    QCOMPARE(serving.gpu, u"a100-80gb"_s);
    const auto results = kvCacheResults(serving.shape, serving.batch, serving.contextTokens,
                                        serving.weights, a100);
    QVERIFY(results);
    QCOMPARE(results->bytesPerToken, 131'072ull);
    QCOMPARE(results->sequenceBytes, 1ull << 30);
    QCOMPARE(results->largestBatchWithWeights, 65ull);
    QVERIFY(results->fits());
    KvCacheShape multiHead = serving.shape;
    multiHead.kvHeads = llama3->attentionHeads;
    QCOMPARE(*kvCacheBytesPerToken(multiHead), 4 * results->bytesPerToken);
    QCOMPARE(*largestBatch(multiHead, serving.contextTokens, a100, WeightsOffset::Included), 16ull);
    for (const QString &figure : {u"128 KiB"_s, u"512 KiB"_s, u"1 GiB"_s, u"65 sequences"_s,
                                  u"room for 16"_s, u"14.96 GiB"_s})
        QVERIFY2(question->explanation.en.contains(figure), qPrintable(figure));
}

void TestContent::numbersKeysFollowTheFormulas_data()
{
    // The numeric questions of scaling-numbers: each keyed option's figure,
    // computed here from the published formula with the question's numbers
    // (GB = 10^9 bytes, as the ZeRO paper and nccl-tests write them).
    QTest::addColumn<QString>("questionId");
    QTest::addColumn<QString>("figure");
    const double psi = 7.5e9; // ZeRO Figure 1: Ψ = 7.5 B, N_d = 64, K = 12
    auto fixed = [](double value, int decimals) {
        return QString::number(value, 'f', decimals);
    };
    // ZeRO §5, stage 2: 2Ψ + (2 + K)Ψ/N_d = 15 + 1.64 = 16.64 GB.
    QTest::newRow("numbers-01") << u"numbers-01"_s
                                << fixed((2 * psi + 14 * psi / 64) / 1e9, 1) + u" GB"_s;
    // ZeRO stage 3 for Ψ = 69 B over 16 GPUs: 16Ψ/16 = 69 GB <= 80; stage 2: 2Ψ + 14Ψ/16 > 80.
    QVERIFY(16 * 69e9 / 16 <= 80e9 && 2 * 69e9 + 14 * 69e9 / 16 > 80e9);
    QTest::newRow("numbers-02") << u"numbers-02"_s << u"Stage 3"_s;
    // Korthikanti et al., 2022: s·b·h·(34 + 5·a·s/h), s = h = 4096, b = 1, a = 32.
    QTest::newRow("numbers-05") << u"numbers-05"_s
                                << fixed(4096.0 * 4096 * (34 + 5.0 * 32 * 4096 / 4096) / 1e9, 2)
                                       + u" GB"_s;
    // (8, 16) float32 over (2, 4): P('data', 'model') gives (8/2, 16/4) = (4, 4), 64 bytes.
    QTest::newRow("numbers-07") << u"numbers-07"_s
                                << u"(%1, %2) block, %3 bytes"_s.arg(8 / 2).arg(16 / 4).arg(
                                       8 / 2 * (16 / 4) * 4);
    // P('data', None): (4, 16) shards of 256 bytes on each of the 8 devices.
    QTest::newRow("numbers-08") << u"numbers-08"_s
                                << QLocale(QLocale::English).toString(8 * (8 / 2 * 16 * 4))
                                       + u" bytes"_s;
    // Ring all-reduce 2(n−1)/n · S/B: 10^9 bytes, n = 8, 450 GB/s: 3.89 ms.
    QTest::newRow("numbers-10") << u"numbers-10"_s
                                << fixed(2 * 7.0 / 8 * 1e9 / 450e9 * 1e3, 1) + u" ms"_s;
    // nccl-tests: busbw = algbw · 2(n−1)/n = (10^9 B / 5 ms) · 14/8.
    QTest::newRow("numbers-11") << u"numbers-11"_s
                                << fixed(1e9 / 5e-3 * 14 / 8 / 1e9, 0) + u" GB/s"_s;
    // Megatron-LM: 4 all-reduces of s·b·h·2 bytes a layer, 32 layers, 8 micro-batches.
    QTest::newRow("numbers-12") << u"numbers-12"_s
                                << fixed(4 * 32 * 8 * (2 * 7.0 / 8 * 4096 * 4096 * 2 / 450e9) * 1e3,
                                         0)
                                       + u" ms"_s;
    const QLocale english(QLocale::English);
    // Issue 26. Dropping the partial batch: ⌊10,000 / 1,024⌋ = 9 batches of 1,024.
    QTest::newRow("numbers-16") << u"numbers-16"_s
                                << english.toString(10000 / 1024 * 1024) + u" examples"_s;
    // float(loss) every step: the host waits each step, so a step takes h + g
    // = 2 + 8 = 10 ms, 100 of them 1,000 ms, the GPU busy 8 of every 10 ms.
    QTest::newRow("numbers-19") << u"numbers-19"_s
                                << u"%1 ms, GPU busy %2%"_s.arg(english.toString(100 * (2 + 8)))
                                       .arg(8 * 100 / (2 + 8));
    // Without block_until_ready() the timer stops after the last dispatch: n·h.
    QTest::newRow("numbers-20") << u"numbers-20"_s << u"About %1 ms"_s.arg(1000 * 0.5);
    // A print every 10 steps: each block of 10 starts with one dispatch while
    // the GPU waits (h = 2 ms), then g > h keeps it busy: 10 blocks · 2 ms.
    QTest::newRow("numbers-21") << u"numbers-21"_s << u"About %1 ms"_s.arg(100 / 10 * 2);
    // Reading a shape does not wait: the timer reads the dispatch, h = 1 ms.
    QTest::newRow("numbers-24") << u"numbers-24"_s << u"About 1 ms"_s;
    // 2(n−1)/n · S/B + 2(n−1)·α: 10^6 bytes, 450 GB/s, α = 5 µs: 3.89 + 70 µs.
    QTest::newRow("numbers-14") << u"numbers-14"_s
                                << fixed((2 * 7.0 / 8 * 1e6 / 450e9 + 14 * 5e-6) * 1e6, 0)
                                       + u" µs"_s;
}

void TestContent::numbersKeysFollowTheFormulas()
{
    QFETCH(QString, questionId);
    QFETCH(QString, figure);
    const auto found = std::find_if(m_questions.begin(), m_questions.end(),
                                    [&](const QJsonObject &q) {
                                        return q.value(u"id"_s).toString() == questionId;
                                    });
    QVERIFY2(found != m_questions.end(), qPrintable(questionId + u" not found"_s));
    const int answer = found->value(u"answer"_s).toInt();
    const QString key
        = found->value(u"options"_s).toArray().at(answer).toObject().value(u"en"_s).toString();
    QVERIFY2(key.contains(figure), qPrintable(key + u" lacks "_s + figure));
}

void TestContent::noLiteralMistranslations_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("instead"); // what GLOSSARY.md asks for, for the message

    QTest::newRow("compilation") << u"সংকলন"_s << u"কম্পাইলেশন"_s;
    QTest::newRow("recompilation") << u"পুনঃসংকলন"_s << u"পুনঃকম্পাইলেশন"_s;
    QTest::newRow("serve") << u"পরিবেশন"_s << u"সার্ভ / সার্ভিং"_s;
    QTest::newRow("bubble") << u"বুদবুদ"_s << u"বাবল"_s;
    QTest::newRow("naive (innocent)") << u"নিষ্পাপ"_s << u"নেইভ"_s;
    QTest::newRow("parallelism") << u"সমান্তরালতা"_s << u"প্যারালালিজম"_s;
    QTest::newRow("parallel") << u"সমান্তরাল"_s << u"প্যারালালিজম"_s;
    QTest::newRow("GPU transliterated") << u"জিপিইউ"_s << u"GPU"_s;
    QTest::newRow("CPU transliterated") << u"সিপিইউ"_s << u"CPU"_s;
    QTest::newRow("jaxlib transliterated") << u"জ্যাক্সলিব"_s << u"jaxlib"_s;
    QTest::newRow("NVIDIA transliterated") << u"এনভিডিয়া"_s << u"NVIDIA"_s;
    QTest::newRow("activation translated") << u"সক্রিয়করণ"_s << u"অ্যাক্টিভেশন"_s;
    QTest::newRow("all-reduce translated") << u"সব-কমানো"_s << u"অল-রিডিউস"_s;
    QTest::newRow("float64 in Bengali digits") << u"ফ্লোট৬৪"_s << u"`float64`"_s;
    QTest::newRow("scikit-learn translated") << u"scikit-শিখা"_s << u"scikit-learn"_s;
    QTest::newRow("pandas transliterated") << u"পান্ডা"_s << u"pandas"_s;
}

void TestContent::noLiteralMistranslations()
{
    QFETCH(QString, word);
    QFETCH(QString, instead);
    QStringList problems;
    for (const TextUnit &unit : m_units) {
        for (const LocalText &text : unit.texts) {
            const QString prose = outsideCode(text.bn);
            for (qsizetype at = prose.indexOf(word); at >= 0; at = prose.indexOf(word, at + 1)) {
                problems << u"%1 %2.bn: \"%3\" (write %4) in %5"_s.arg(unit.id, text.field, word,
                                                                       instead,
                                                                       excerpt(prose, at,
                                                                               word.size()));
            }
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestContent::latinOnlyForNamesAndDigitsBengali()
{
    QFETCH(TextUnit, unit);
    QStringList problems;
    for (const LocalText &text : unit.texts) {
        const QString prose = outsideCode(text.bn);
        for (const QString &token : latinTokens(prose)) {
            if (isDigitsOnly(token)) {
                problems << u"%1 %2.bn: ASCII digits \"%3\" outside code (Bengali text uses ০-৯) in %4"_s
                                .arg(unit.id, text.field, token,
                                     excerpt(prose, prose.indexOf(token), token.size()));
            } else if (!latinWhitelist().contains(token)) {
                problems << u"%1 %2.bn: Latin token \"%3\" is not a known name, acronym or unit "
                            "(translate it, mark it as `code`, or add the name to the whitelist) in %4"_s
                                .arg(unit.id, text.field, token,
                                     excerpt(prose, prose.indexOf(token), token.size()));
            }
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestContent)
#include "tst_content.moc"
