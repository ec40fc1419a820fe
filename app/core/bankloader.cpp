#include "core/bankloader.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QSet>

#include "core/chartsetupreader.h"
#include "core/fileerror.h"

using namespace Qt::StringLiterals;

namespace {

// The embedding, override and isolate controls and the directional marks: in a
// title they can make it read as something else, or pass for another's.
bool isBidiControl(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0x200E
           || u == 0x200F;
}

void removeBidiControls(LocalizedText &text)
{
    for (Language language : allLanguages)
        text.written(language).removeIf(isBidiControl);
}

} // namespace

BankLoader::BankLoader(QString fileLabel)
    : JsonFileReader(std::move(fileLabel))
{
    m_bank.source = file();
}

BankLoadResult BankLoader::parse(const QByteArray &json, const QString &fileLabel)
{
    BankLoader loader(fileLabel);
    if (const std::optional<QJsonObject> root = loader.readJson(json))
        loader.readBank(*root);
    BankLoadResult result;
    result.problems = loader.problems();
    if (result.problems.isEmpty()) {
        result.bank = loader.m_bank;
        result.warnings = LengthWarning::check(loader.m_bank, loader.file());
    }
    return result;
}

BankLoadResult BankLoader::loadFile(const QString &path)
{
    const auto missing = [] {
        return tr("the file no longer exists");
    };
    const auto tooLarge = [] {
        return tr("larger than the limit of %1 MiB for a question bank")
            .arg(QLocale().toString(maxFileBytes / (1024 * 1024)));
    };
    return JsonFileReader::loadFile(path, maxFileBytes, &parse, missing, tooLarge);
}

LibraryLoadResult BankLoader::loadAll(const QStringList &paths)
{
    LibraryLoadResult library;
    QSet<QString> ids;
    for (const QString &path : paths) {
        BankLoadResult result = loadFile(path);
        library.problems += result.problems;
        if (!result.bank) {
            library.failedPaths << path;
            continue;
        }
        if (ids.contains(result.bank->id)) {
            library.failedPaths << path; // so that a remembered one can be removed
            library.problems.append(idTaken(path, result.bank->id));
            continue;
        }
        ids.insert(result.bank->id);
        library.banks.append(*result.bank);
        library.warnings += result.warnings;
    }
    return library;
}

BankProblem BankLoader::idTaken(const QString &path, const QString &id)
{
    return {QDir::toNativeSeparators(path), {}, u"id"_s, [id] {
                return tr("another question bank already has the id \"%1\"").arg(id);
            }};
}

QStringList BankLoader::builtInBankPaths()
{
    return {u":/questions/parallelism.json"_s, u":/questions/jax-gpu.json"_s,
            u":/questions/scaling-numbers.json"_s};
}

void BankLoader::readBank(const QJsonObject &root)
{
    const std::optional<int> format = readFormat(root, oldestFormat, supportedFormat);
    if (!format)
        return;
    m_format = *format;

    m_bank.id = root.value(u"id"_s).toString();
    if (m_bank.id.trimmed().isEmpty())
        report({}, u"id"_s, [] { return tr("missing or empty; it must be a non-empty string"); });

    readTitle(root);
    if (root.contains(u"description"_s)) {
        m_bank.description = readText(root, u"description"_s, {});
        checkSize(m_bank.description, {}, u"description"_s, maxDescriptionLength);
    }

    const QJsonValue feedback = root.value(u"feedback"_s);
    if (!feedback.isUndefined()) {
        const std::optional<FeedbackMode> mode = feedbackModeFromKey(feedback.toString());
        if (mode)
            m_bank.defaultFeedback = *mode;
        else
            report({}, u"feedback"_s, [] { return tr("must be \"immediate\" or \"end\""); });
    }

    // Before the questions, which are checked against the topics.
    readTopics(root.value(u"topics"_s));

    const QJsonValue questions = root.value(u"questions"_s);
    if (!questions.isArray() || questions.toArray().isEmpty()) {
        report({}, u"questions"_s,
               [] { return tr("missing or empty; it must be a list of questions"); });
        return;
    }
    const QJsonArray array = questions.toArray();
    if (array.size() > maxQuestions) {
        const qsizetype found = array.size();
        report({}, u"questions"_s, [found] {
            return tr("%1 questions; a bank may hold at most %2")
                .arg(QLocale().toString(found), QLocale().toString(maxQuestions));
        });
        return;
    }
    QSet<QString> seenIds;
    for (qsizetype position = 0; position < array.size(); ++position) {
        std::optional<Question> question = readQuestion(array.at(position), int(position));
        if (!question)
            continue;
        if (seenIds.contains(question->id)) {
            report(question->id, u"id"_s,
                   [] { return tr("the same id is used by an earlier question"); });
            continue;
        }
        seenIds.insert(question->id);
        m_bank.questions.append(*question);
    }
}

// The title without bidi controls; one left empty by them is reported as empty.
void BankLoader::readTitle(const QJsonObject &root)
{
    m_bank.title = readText(root, u"title"_s, {});
    checkSize(m_bank.title, {}, u"title"_s, maxTitleLength);
    const LocalizedText asRead = m_bank.title;
    removeBidiControls(m_bank.title);
    for (Language language : allLanguages) {
        if (!asRead.written(language).isEmpty()
            && m_bank.title.written(language).trimmed().isEmpty())
            report({}, u"title."_s + languageCode(language), [language] {
                return language == Language::Bengali ? tr("the Bengali text is missing or empty")
                                                     : tr("the English text is missing or empty");
            });
    }
}

std::optional<Question> BankLoader::readQuestion(const QJsonValue &value, int position)
{
    const int problemsBefore = int(problems().size());
    const QString where = tr("question %1").arg(position + 1);
    if (!value.isObject()) {
        report(where, {}, [] { return tr("must be a JSON object"); });
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    Question question;
    question.id = object.value(u"id"_s).toString();
    if (question.id.trimmed().isEmpty()) {
        report(where, u"id"_s, [] { return tr("missing or empty; it must be a non-empty string"); });
        question.id = where;
    }

    question.prompt = readText(object, u"prompt"_s, question.id);
    checkSize(question.prompt, question.id, u"prompt"_s, maxPromptLength);

    readOptions(object, question);
    readAnswer(object, question);
    readShuffle(object, question);

    // Format 2 may leave it out: a teacher's quiz often has no general feedback.
    if (m_format == 1 || object.contains(u"explanation"_s))
        question.explanation = readText(object, u"explanation"_s, question.id);
    checkSize(question.explanation, question.id, u"explanation"_s, maxExplanationLength);

    const QJsonValue conceptValue = object.value(u"concept"_s);
    if (!conceptValue.isUndefined()) {
        const std::optional<Concept> known = conceptFromKey(conceptValue.toString());
        if (known) {
            question.chartConcept = *known;
        } else {
            const QString unknown = conceptValue.toVariant().toString();
            report(question.id, u"concept"_s, [unknown] {
                return tr("unknown concept \"%1\"; known: %2").arg(unknown, knownConceptKeys());
            });
        }
    }

    readQuestionChart(object, question);
    readQuestionTopic(object, question);

    if (problems().size() > problemsBefore)
        return std::nullopt;
    return question;
}

void BankLoader::readTopics(const QJsonValue &value)
{
    if (value.isUndefined())
        return;
    if (!value.isArray()) {
        report({}, u"topics"_s,
               [] { return tr("must be a list of topics, each with an \"id\" and a \"name\""); });
        return;
    }
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i)
        readTopic(array.at(i), u"topics[%1]"_s.arg(i));
}

void BankLoader::readTopic(const QJsonValue &value, const QString &field)
{
    if (!value.isObject()) {
        report({}, field, [] { return tr("must be a JSON object"); });
        return;
    }
    const QJsonObject object = value.toObject();
    Topic topic;
    topic.id = object.value(u"id"_s).toString();
    readTextObject(object.value(u"name"_s), {}, field + u".name"_s, topic.name);
    checkSize(topic.name, {}, field + u".name"_s, maxTopicNameLength);
    if (topic.id.trimmed().isEmpty()) {
        report({}, field + u".id"_s,
               [] { return tr("missing or empty; it must be a non-empty string"); });
        return;
    }
    if (m_bank.topicById(topic.id)) {
        const QString id = topic.id;
        report({}, field + u".id"_s,
               [id] { return tr("another topic already has the id \"%1\"").arg(id); });
        return;
    }
    // Kept even when its name has a problem, so that the questions naming it
    // are not reported as well.
    m_bank.topics.append(topic);
}

void BankLoader::readOptions(const QJsonObject &object, Question &question)
{
    const int fewest = m_format == 1 ? 4 : minOptionsPerQuestion;
    const int most = m_format == 1 ? 4 : maxOptionsPerQuestion;
    const QJsonValue options = object.value(u"options"_s);
    const QJsonArray array = options.toArray();
    if (!options.isArray() || array.size() < fewest || array.size() > most) {
        const qsizetype found = options.isArray() ? array.size() : 0;
        report(question.id, u"options"_s, [fewest, most, found] {
            const QLocale locale;
            return fewest == most ? tr("there must be exactly %1 options; found %2")
                                        .arg(locale.toString(fewest), locale.toString(found))
                                  : tr("there must be %1 to %2 options; found %3")
                                        .arg(locale.toString(fewest), locale.toString(most),
                                             locale.toString(found));
        });
        return;
    }
    question.options.resize(array.size());
    question.optionFeedback.resize(array.size());
    for (int i = 0; i < int(array.size()); ++i)
        readOption(array.at(i), i, question);
}

void BankLoader::readOption(const QJsonValue &value, int index, Question &question)
{
    const QString field = u"options[%1]"_s.arg(index);
    readTextObject(value, question.id, field, question.options[index]);
    checkSize(question.options[index], question.id, field, maxOptionLength);
    const QJsonValue feedback = value.toObject().value(u"feedback"_s);
    if (!feedback.isUndefined()) {
        readTextObject(feedback, question.id, field + u".feedback"_s,
                       question.optionFeedback[index]);
        checkSize(question.optionFeedback[index], question.id, field + u".feedback"_s,
                  maxOptionFeedbackLength);
    }
}

void BankLoader::readAnswer(const QJsonObject &object, Question &question)
{
    // Options with a problem are reported already; the answer is checked
    // against as many as the format allows.
    const int count = question.options.isEmpty() ? (m_format == 1 ? 4 : maxOptionsPerQuestion)
                                                 : int(question.options.size());
    const QJsonValue answer = object.value(u"answer"_s);
    const double answerNumber = answer.toDouble(-1);
    // Range first: converting a double outside int's range to int is undefined behaviour.
    if (!answer.isDouble() || answerNumber < 0 || answerNumber >= count
        || answerNumber != double(int(answerNumber))) {
        report(question.id, u"answer"_s, [count] {
            return tr("must be one whole number from 0 to %1: the index of the right option")
                .arg(QLocale().toString(count - 1));
        });
        return;
    }
    question.answer = int(answerNumber);
}

void BankLoader::readShuffle(const QJsonObject &object, Question &question)
{
    const QJsonValue shuffle = object.value(u"shuffle"_s);
    if (shuffle.isUndefined())
        return;
    if (m_format == 1 || !shuffle.isBool()) {
        report(question.id, u"shuffle"_s, [] {
            return tr("must be true or false (in a bank of format 2): whether the options may "
                      "be shown in another order");
        });
        return;
    }
    question.shuffle = shuffle.toBool();
}

void BankLoader::readQuestionChart(const QJsonObject &object, Question &question)
{
    const QJsonValue chart = object.value(u"chart"_s);
    if (chart.isUndefined())
        return;
    const QString questionId = question.id;
    ChartSetupReader reader(
        [this, questionId](const QString &field, std::function<QString()> describe) {
            report(questionId, field, std::move(describe));
        });
    const Concept chartConcept = reader.read(chart, question.chart);
    if (chartConcept == Concept::None)
        return;
    // A "concept" beside the "chart" must name the same chart (one that names
    // none it knows is reported already).
    if (object.contains(u"concept"_s) && question.chartConcept != Concept::None
        && question.chartConcept != chartConcept) {
        const QString named = conceptKey(chartConcept);
        const QString outside = conceptKey(question.chartConcept);
        report(questionId, u"chart.concept"_s, [named, outside] {
            return tr("\"%1\" differs from the question's \"concept\", \"%2\"").arg(named, outside);
        });
        return;
    }
    question.chartConcept = chartConcept;
    readQuestionChartNote(chart.toObject(), question);
}

void BankLoader::readQuestionChartNote(const QJsonObject &chart, Question &question)
{
    // The pipeline chart's "note" names one the page writes itself (read
    // above); the attention chart takes none.
    const QJsonValue note = chart.value(u"note"_s);
    const Concept chartConcept = question.chartConcept;
    if (note.isUndefined() || chartConcept == Concept::PipelineBubbles
        || chartConcept == Concept::AttentionMemory)
        return;
    readLocalizedText(note, question.id, u"chart.note"_s, question.chart.note, {},
                      m_format == 1 ? Languages::Every : Languages::AtLeastOne);
    checkSize(question.chart.note, question.id, u"chart.note"_s, maxChartNoteLength);
}

void BankLoader::readQuestionTopic(const QJsonObject &object, Question &question)
{
    const QJsonValue topic = object.value(u"topic"_s);
    if (topic.isUndefined())
        return;
    const QString id = topic.toVariant().toString();
    if (!topic.isString() || !m_bank.topicById(id)) {
        report(question.id, u"topic"_s, [id] {
            return tr("unknown topic \"%1\": the bank's \"topics\" list has no topic with this id")
                .arg(id);
        });
        return;
    }
    question.topic = id;
}

// A text past its limit would freeze the window while it is laid out.
void BankLoader::checkSize(const LocalizedText &text, const QString &questionId,
                           const QString &field, int maxLength)
{
    for (Language language : allLanguages) {
        const QString &shown = text.written(language);
        const QString languageField = field + u'.' + languageCode(language);
        if (shown.size() > maxLength) {
            const qsizetype found = shown.size();
            report(questionId, languageField, [found, maxLength] {
                return tr("%1 characters; this text may have at most %2")
                    .arg(QLocale().toString(found), QLocale().toString(maxLength));
            });
        }
        if (const qsizetype spans = shown.count(u'`') / 2; spans > maxCodeSpans) {
            report(questionId, languageField, [spans] {
                return tr("%1 code spans; a text may have at most %2")
                    .arg(QLocale().toString(spans), QLocale().toString(maxCodeSpans));
            });
        }
    }
}

LocalizedText BankLoader::readText(const QJsonObject &object, const QString &key,
                                   const QString &questionId)
{
    LocalizedText text;
    readTextObject(object.value(key), questionId, key, text);
    return text;
}

void BankLoader::readTextObject(const QJsonValue &value, const QString &questionId,
                                const QString &field, LocalizedText &text)
{
    readLocalizedText(value, questionId, field, text, {},
                      m_format == 1 ? Languages::Every : Languages::AtLeastOne);
}
