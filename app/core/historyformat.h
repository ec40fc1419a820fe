#pragma once

#include "core/language.h"
#include "core/quizsession.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

// Dates, scores and durations as the history page and the library cards show
// them, in the given language's words and digits. Translated in the history
// page's context.
class HistoryFormat
{
    Q_DECLARE_TR_FUNCTIONS(HistoryPage)

public:
    // "3 March 2026, 14:05" in local time.
    static QString dateTime(const QDateTime &when, Language language);
    // "12 of 17 (71%)".
    static QString score(const Score &score, Language language);
    // "71%".
    static QString percent(int percent, Language language);
    // "45 s", "12 min 5 s", "1 h 3 min"; a dash when unknown (negative).
    static QString duration(qint64 milliseconds, Language language);
};
