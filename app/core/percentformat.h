#pragma once

#include "core/language.h"

#include <QLocale>
#include <QString>

// Every percentage the app writes, in one form a language: the figure in the
// language's digits with the percent sign set close, "90%" and "৯০%". That is
// how English and Bengali print normally write it, and Unicode CLDR's percent
// patterns say the same (en "#,##0%", bn "#,##,##0%"); the "90 %" of French
// and German typography, which parts of the app once used, is neither's.
// Every screen formats its percentages here, so no two can drift apart. QtCore only.
namespace PercentFormat {

inline constexpr QChar sign = u'%';

// percent is already in percent (90 for 90%), rounded to decimals places.
QString text(double percent, Language language, int decimals = 0);
// In the locale's digits: the interface's default QLocale, or a language's.
QString text(double percent, const QLocale &locale, int decimals = 0);

} // namespace PercentFormat
