#include "core/reviewformat.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

std::optional<Confidence> confidenceFromNumber(int number)
{
    switch (number) {
    case 0:
        return Confidence::None;
    case 1:
        return Confidence::Guessed;
    case 2:
        return Confidence::FairlySure;
    case 3:
        return Confidence::Certain;
    }
    return std::nullopt;
}

QByteArray journalLine(const QJsonArray &fields)
{
    return QJsonDocument(fields).toJson(QJsonDocument::Compact) + '\n';
}

int confidenceNumber(Confidence confidence)
{
    switch (confidence) {
    case Confidence::None:
        break;
    case Confidence::Guessed:
        return 1;
    case Confidence::FairlySure:
        return 2;
    case Confidence::Certain:
        return 3;
    }
    return 0;
}

// {"version": 6, "parameters": [21 numbers]}: parameters of another model
// version, or not 21 finite numbers, are not FSRS-6's and give the defaults.
std::optional<Fsrs::Parameters> parametersFromJson(const QJsonValue &value)
{
    const QJsonObject model = value.toObject();
    const QJsonArray numbers = model.value(u"parameters"_s).toArray();
    if (model.value(u"version"_s).toInt() != Fsrs::modelVersion
        || numbers.size() != FsrsFormulas::parameterCount)
        return std::nullopt;
    Fsrs::Parameters parameters;
    for (qsizetype i = 0; i < numbers.size(); ++i) {
        if (!numbers.at(i).isDouble() || !std::isfinite(numbers.at(i).toDouble()))
            return std::nullopt;
        parameters[std::size_t(i)] = numbers.at(i).toDouble();
    }
    return parameters;
}

QJsonObject parametersToJson(const Fsrs::Parameters &parameters)
{
    QJsonArray numbers;
    for (const double w : parameters)
        numbers.append(w);
    return QJsonObject{{u"version"_s, Fsrs::modelVersion}, {u"parameters"_s, numbers}};
}

} // namespace

namespace ReviewFormat {

std::optional<qint64> wholeNumber(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (number != double(qint64(number)))
        return std::nullopt;
    return qint64(number);
}

std::optional<QString> bankAt(const QStringList &banks, const QJsonValue &value)
{
    const std::optional<qint64> index = wholeNumber(value);
    if (!index || *index < 0 || *index >= banks.size())
        return std::nullopt;
    return banks.at(int(*index));
}

std::optional<ReviewLogEntry> entryFromJson(const QStringList &banks, const QJsonValue &value)
{
    const QJsonArray fields = value.toArray();
    if (!value.isArray() || (fields.size() != entryFields && fields.size() != untimedEntryFields))
        return std::nullopt;
    const std::optional<QString> bankId = bankAt(banks, fields.at(0));
    const QString questionId = fields.at(1).toString();
    const std::optional<qint64> seconds = wholeNumber(fields.at(2));
    const std::optional<qint64> gradeNumber = wholeNumber(fields.at(3));
    const std::optional<qint64> confidence = wholeNumber(fields.at(4));
    const std::optional<qint64> fromQuiz = wholeNumber(fields.at(5));
    const std::optional<qint64> duration = fields.size() == entryFields ? wholeNumber(fields.at(6))
                                                                        : std::optional<qint64>(0);
    if (!bankId || questionId.isEmpty() || !seconds || !gradeNumber || !confidence || !fromQuiz
        || (*fromQuiz != 0 && *fromQuiz != 1) || !duration || *duration < 0)
        return std::nullopt;
    const std::optional<Grade> grade = gradeFromNumber(int(std::clamp<qint64>(*gradeNumber, 0, 9)));
    const std::optional<Confidence> sureness = confidenceFromNumber(
        int(std::clamp<qint64>(*confidence, -1, 9)));
    // Qt::UTC, not QTimeZone::utc(): a zone's time is allocated, and a log has many.
    const QDateTime time = QDateTime::fromSecsSinceEpoch(*seconds, Qt::UTC);
    if (!grade || !sureness || !time.isValid())
        return std::nullopt;
    return ReviewLogEntry{*bankId,
                          questionId,
                          time,
                          *grade,
                          *sureness,
                          *fromQuiz == 1,
                          std::min(*duration, ReviewLogEntry::maxDurationMs)};
}

ReviewSettings settingsFromJson(const QJsonObject &object)
{
    ReviewSettings settings;
    if (object.value(u"desiredRetention"_s).isDouble())
        settings.setDesiredRetention(object.value(u"desiredRetention"_s).toDouble());
    if (object.value(u"dayStartHour"_s).isDouble())
        settings.setDayStartHour(object.value(u"dayStartHour"_s).toInt(settings.dayStartHour()));
    if (object.value(u"maximumIntervalDays"_s).isDouble())
        settings.setMaximumIntervalDays(
            object.value(u"maximumIntervalDays"_s).toInt(settings.maximumIntervalDays()));
    if (object.value(u"dailyLimit"_s).isDouble())
        settings.setDailyLimit(object.value(u"dailyLimit"_s).toInt(settings.dailyLimit()));
    if (const std::optional<Fsrs::Parameters> parameters = parametersFromJson(
            object.value(u"model"_s)))
        settings.setParameters(*parameters);
    return settings;
}

QJsonObject settingsToJson(const ReviewSettings &settings)
{
    return QJsonObject{{u"desiredRetention"_s, settings.desiredRetention()},
                       {u"dayStartHour"_s, settings.dayStartHour()},
                       {u"maximumIntervalDays"_s, settings.maximumIntervalDays()},
                       {u"dailyLimit"_s, settings.dailyLimit()},
                       {u"model"_s, parametersToJson(settings.parameters())}};
}

QJsonArray entryToJson(int bankIndex, const ReviewLogEntry &entry)
{
    return QJsonArray{bankIndex,
                      entry.questionId,
                      entry.time.toSecsSinceEpoch(),
                      int(entry.grade),
                      confidenceNumber(entry.confidence),
                      entry.fromQuiz ? 1 : 0,
                      entry.durationMs};
}

QByteArray journalHeader(int format, qint64 generation)
{
    return QJsonDocument(QJsonObject{{u"journal"_s, format}, {u"generation"_s, generation}})
               .toJson(QJsonDocument::Compact)
           + '\n';
}

QByteArray reviewLine(const ReviewLogEntry &entry)
{
    return journalLine(QJsonArray{u"r"_s, entry.bankId, entry.questionId,
                                  entry.time.toSecsSinceEpoch(), int(entry.grade),
                                  confidenceNumber(entry.confidence), entry.fromQuiz ? 1 : 0,
                                  entry.durationMs});
}

QByteArray flagLine(const ReviewItemKey &key, bool flagged)
{
    return journalLine(QJsonArray{u"f"_s, key.bankId, key.questionId, flagged ? 1 : 0});
}

QByteArray settingsLine(const ReviewSettings &settings)
{
    return journalLine(QJsonArray{u"s"_s, settingsToJson(settings)});
}

QByteArray untimedLines(const QByteArrayList &lines)
{
    QByteArray result;
    for (const QByteArray &line : lines) {
        QJsonArray fields = QJsonDocument::fromJson(line).array();
        if (fields.size() == 1 + entryFields && fields.at(0).toString() == u"r"_s) {
            fields.removeLast();
            result += journalLine(fields);
        } else {
            result += line;
        }
    }
    return result;
}

bool applyJournalLine(const QByteArray &line, QList<ReviewLogEntry> &log,
                      QSet<ReviewItemKey> &flags, ReviewSettings &settings)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    const QJsonArray fields = document.array();
    if (error.error != QJsonParseError::NoError || !document.isArray() || fields.isEmpty())
        return false;
    const QString kind = fields.at(0).toString();
    if (kind == u"r"_s
        && (fields.size() == 1 + entryFields || fields.size() == 1 + untimedEntryFields)) {
        // The entry's own bank name stands where the snapshot has an index.
        const QString bankId = fields.at(1).toString();
        if (bankId.isEmpty())
            return false;
        QJsonArray asSnapshot{0};
        for (qsizetype i = 2; i < fields.size(); ++i)
            asSnapshot.append(fields.at(i));
        std::optional<ReviewLogEntry> entry = entryFromJson({bankId}, asSnapshot);
        if (!entry)
            return false;
        log << std::move(*entry);
        return true;
    }
    if (kind == u"f"_s && fields.size() == 4) {
        const ReviewItemKey key{fields.at(1).toString(), fields.at(2).toString()};
        const std::optional<qint64> flagged = wholeNumber(fields.at(3));
        if (key.bankId.isEmpty() || key.questionId.isEmpty() || !flagged
            || (*flagged != 0 && *flagged != 1))
            return false;
        if (*flagged == 1)
            flags.insert(key);
        else
            flags.remove(key);
        return true;
    }
    if (kind == u"s"_s && fields.size() == 2 && fields.at(1).isObject()) {
        settings = settingsFromJson(fields.at(1).toObject());
        return true;
    }
    return false;
}

} // namespace ReviewFormat
