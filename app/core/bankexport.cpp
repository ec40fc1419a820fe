#include "core/bankexport.h"

#include "core/bankjsonwriter.h"
#include "core/giftwriter.h"
#include "core/moodlexmlwriter.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

QByteArray BankExport::write(const QuestionBank &bank, BankExportFormat format)
{
    switch (format) {
    case BankExportFormat::ScaleStudyJson:
        return BankJsonWriter::write(bank);
    case BankExportFormat::MoodleXml:
        return MoodleXmlWriter::write(bank);
    case BankExportFormat::Gift:
        return GiftWriter::write(bank);
    }
    return {};
}

QString BankExport::suffix(BankExportFormat format)
{
    switch (format) {
    case BankExportFormat::ScaleStudyJson:
        return u"json"_s;
    case BankExportFormat::MoodleXml:
        return u"xml"_s;
    case BankExportFormat::Gift:
        return u"gift"_s;
    }
    return {};
}

std::optional<BankExportFormat> BankExport::formatForPath(const QString &path)
{
    const QString fileSuffix = QFileInfo(path).suffix();
    for (BankExportFormat format :
         {BankExportFormat::ScaleStudyJson, BankExportFormat::MoodleXml, BankExportFormat::Gift}) {
        if (fileSuffix.compare(suffix(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}
