#pragma once

// The JSON pieces of reviews.json and reviews.journal (the formats are
// described in reviewstore.h): one review as a short array, the settings, and
// the journal's lines. QtCore only.

#include "core/reviewdeck.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QStringList>

#include <optional>

namespace ReviewFormat {

// [bank, question, seconds, grade, confidence, fromQuiz, durationMs]; entries
// written before answers were timed have no durationMs.
constexpr int entryFields = 7;
constexpr int untimedEntryFields = 6;

// A whole number stored as a JSON number, or nullopt.
std::optional<qint64> wholeNumber(const QJsonValue &value);
// The bank a stored index names, or nullopt.
std::optional<QString> bankAt(const QStringList &banks, const QJsonValue &value);

std::optional<ReviewLogEntry> entryFromJson(const QStringList &banks, const QJsonValue &value);
QJsonArray entryToJson(int bankIndex, const ReviewLogEntry &entry);

ReviewSettings settingsFromJson(const QJsonObject &object);
QJsonObject settingsToJson(const ReviewSettings &settings);

QByteArray journalHeader(int format, qint64 generation);
QByteArray reviewLine(const ReviewLogEntry &entry);
QByteArray flagLine(const ReviewItemKey &key, bool flagged);
QByteArray settingsLine(const ReviewSettings &settings);
// The lines as journal format 1 has them: reviews without the answer time.
QByteArray untimedLines(const QByteArrayList &lines);
// One journal line applied to what was loaded so far; false when it is not understood.
bool applyJournalLine(const QByteArray &line, QList<ReviewLogEntry> &log,
                      QSet<ReviewItemKey> &flags, ReviewSettings &settings);

} // namespace ReviewFormat
