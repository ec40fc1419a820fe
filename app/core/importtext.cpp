#include "core/importtext.h"

#include <algorithm>

namespace ImportText {

bool isBengali(QStringView text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x0980 && c.unicode() <= 0x09FF; });
}

LocalizedText inItsLanguage(const QString &text)
{
    LocalizedText localized;
    localized.text(isBengali(text) ? Language::Bengali : Language::English) = text.trimmed();
    return localized;
}

} // namespace ImportText
