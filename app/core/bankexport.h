#pragma once

// A question bank written in a format another program reads: ScaleStudy's
// own JSON (BankJsonWriter), Moodle XML (MoodleXmlWriter) or GIFT
// (GiftWriter), the format told by a file name's suffix. QtCore only.

#include "core/questionbank.h"

#include <QByteArray>
#include <QString>

#include <optional>

enum class BankExportFormat { ScaleStudyJson, MoodleXml, Gift };

class BankExport
{
public:
    static QByteArray write(const QuestionBank &bank, BankExportFormat format);
    // "json", "xml", "gift": a file name's suffix for the format, without the dot.
    static QString suffix(BankExportFormat format);
    // The format a file name's suffix names, in any case; none for another suffix.
    static std::optional<BankExportFormat> formatForPath(const QString &path);
};
