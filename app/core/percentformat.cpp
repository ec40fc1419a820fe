#include "core/percentformat.h"

QString PercentFormat::text(double percent, Language language, int decimals)
{
    return text(percent, localeFor(language), decimals);
}

QString PercentFormat::text(double percent, const QLocale &locale, int decimals)
{
    // No group separator: a share is at most a few hundred, and "1,000%" would
    // read as a list in a sentence.
    QLocale plain = locale;
    plain.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return plain.toString(percent, 'f', decimals) + sign;
}
