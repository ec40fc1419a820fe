#include "attention/attentionformat.h"

#include <QLocale>

namespace AttentionFormat {

QString dataSize(quint64 bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 2, QLocale::DataSizeIecFormat);
}

QString count(quint64 n)
{
    return QLocale().toString(qulonglong(n));
}

QString capability(ComputeCapability capability)
{
    const QLocale locale;
    return locale.toString(capability.major) + locale.decimalPoint()
           + locale.toString(capability.minor);
}

} // namespace AttentionFormat
