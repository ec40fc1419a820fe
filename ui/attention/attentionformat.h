#pragma once

#include "core/attentionmemory.h"

#include <QString>

// Numbers on the Attention memory page, formatted with the default QLocale
// (bn_BD in Bengali mode, so the digits are ০-৯).
namespace AttentionFormat {

// IEC units with two decimals, e.g. "32.00 GiB".
QString dataSize(quint64 bytes);
QString count(quint64 n);
// Major and minor with the locale's decimal point, e.g. "8.0".
QString capability(ComputeCapability capability);

} // namespace AttentionFormat
