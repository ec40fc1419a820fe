#include "core/searchsnippet.h"

#include <QTextBoundaryFinder>

namespace {

QString withoutBackticks(QStringView text)
{
    QString plain = text.toString();
    plain.remove(u'`');
    return plain;
}

// The first place at or after `from` (and before `limit`) where a word
// begins, else the first grapheme boundary there.
qsizetype startOfContext(QStringView text, qsizetype from, qsizetype limit)
{
    for (qsizetype at = from; at < limit; ++at) {
        if (at > 0 && text.at(at - 1).isSpace() && !text.at(at).isSpace())
            return at;
    }
    QTextBoundaryFinder clusters(QTextBoundaryFinder::Grapheme, text);
    clusters.setPosition(from);
    if (clusters.isAtBoundary())
        return from;
    const qsizetype next = clusters.toNextBoundary();
    return next < 0 || next > limit ? limit : next;
}

// The last place at or before `to` (and after `limit`) where a word ends,
// else the last grapheme boundary there.
qsizetype endOfContext(QStringView text, qsizetype to, qsizetype limit)
{
    for (qsizetype at = to; at > limit; --at) {
        if (at < text.size() && text.at(at).isSpace() && !text.at(at - 1).isSpace())
            return at;
    }
    QTextBoundaryFinder clusters(QTextBoundaryFinder::Grapheme, text);
    clusters.setPosition(to);
    if (clusters.isAtBoundary())
        return to;
    const qsizetype previous = clusters.toPreviousBoundary();
    return previous < limit ? limit : previous;
}

} // namespace

SearchSnippet snippetAround(QStringView text, TextMatch match, qsizetype context)
{
    const qsizetype matchEnd = match.start + match.length;
    Q_ASSERT(match.start >= 0 && matchEnd <= text.size());
    qsizetype start = 0;
    if (match.start > context)
        start = startOfContext(text, match.start - context, match.start);
    qsizetype end = text.size();
    if (text.size() - matchEnd > context)
        end = endOfContext(text, matchEnd + context, matchEnd);

    SearchSnippet snippet;
    snippet.cutBefore = start > 0;
    snippet.cutAfter = end < text.size();
    snippet.before = withoutBackticks(text.sliced(start, match.start - start));
    snippet.match = withoutBackticks(text.sliced(match.start, match.length));
    snippet.after = withoutBackticks(text.sliced(matchEnd, end - matchEnd));
    return snippet;
}

QString shortQuote(QStringView text, qsizetype length)
{
    const QString plain = withoutBackticks(text).simplified();
    if (plain.size() <= length)
        return plain;
    // The last word end before the limit, else (one long first word) the
    // last grapheme boundary there.
    const qsizetype end = endOfContext(plain, length, 0);
    return plain.left(end) + u'…';
}
