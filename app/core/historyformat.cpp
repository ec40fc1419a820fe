#include "core/historyformat.h"

#include "core/percentformat.h"

using namespace Qt::StringLiterals;

QString HistoryFormat::dateTime(const QDateTime &when, Language language)
{
    // Not ShortFormat: Bengali's short time keeps Latin "AM"/"PM".
    return localeFor(language).toString(when.toLocalTime(), u"d MMMM yyyy, HH:mm"_s);
}

QString HistoryFormat::score(const Score &score, Language language)
{
    const QLocale locale = localeFor(language);
    return tr("%1 of %2 (%3)")
        .arg(locale.toString(score.correct), locale.toString(score.total),
             percent(score.percent(), language));
}

QString HistoryFormat::percent(int percent, Language language)
{
    return PercentFormat::text(percent, language);
}

QString HistoryFormat::duration(qint64 milliseconds, Language language)
{
    if (milliseconds < 0)
        return u"—"_s;
    const QLocale locale = localeFor(language);
    const qint64 seconds = (milliseconds + 500) / 1000;
    if (seconds < 60)
        return tr("%1 s", "seconds").arg(locale.toString(seconds));
    if (seconds < 3600) {
        return tr("%1 min %2 s", "minutes and seconds")
            .arg(locale.toString(seconds / 60), locale.toString(seconds % 60));
    }
    return tr("%1 h %2 min", "hours and minutes")
        .arg(locale.toString(seconds / 3600), locale.toString(seconds % 3600 / 60));
}
