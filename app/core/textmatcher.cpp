#include "core/textmatcher.h"

#include <QTextBoundaryFinder>

namespace {

constexpr char16_t zeroWidthNonJoiner = u'\u200C';
constexpr char16_t zeroWidthJoiner = u'\u200D';
constexpr char16_t bengaliDigitZero = u'\u09E6';
constexpr char16_t bengaliDigitNine = u'\u09EF';

bool isZeroWidthJoinControl(QChar c)
{
    return c == zeroWidthNonJoiner || c == zeroWidthJoiner;
}

QChar asciiDigitFor(QChar c)
{
    if (c >= bengaliDigitZero && c <= bengaliDigitNine)
        return QChar(u'0' + (c.unicode() - bengaliDigitZero));
    return c;
}

// One grapheme cluster in the compared form. Normalising cluster by cluster
// gives the same result as normalising the whole text, because canonical
// composition and reordering never reach across a cluster boundary: what
// composes with a letter is a mark that belongs to its cluster (such as ো's
// second half U+09BE).
QString normalizedCluster(QStringView cluster)
{
    if (cluster.size() == 1 && cluster.front().unicode() < 0x80)
        return QString(cluster.front().toCaseFolded());
    QString text;
    text.reserve(cluster.size());
    for (QChar c : cluster) {
        if (!isZeroWidthJoinControl(c))
            text.append(c);
    }
    text = text.normalized(QString::NormalizationForm_C).toCaseFolded();
    for (QChar &c : text)
        c = asciiDigitFor(c);
    return text;
}

} // namespace

NormalizedText::NormalizedText(QStringView original)
{
    m_text.reserve(original.size());
    m_originalStart.reserve(original.size());
    m_originalEnd.reserve(original.size());
    QTextBoundaryFinder clusters(QTextBoundaryFinder::Grapheme, original);
    auto nextBoundary = [&clusters, &original](qsizetype after) {
        const qsizetype boundary = clusters.toNextBoundary();
        return boundary > after ? boundary : original.size(); // none left: the rest is one cluster
    };
    qsizetype start = 0;
    while (start < original.size()) {
        qsizetype end = nextBoundary(start);
        // Qt ends a cluster before a vowel sign that follows no letter (ে া);
        // normalisation must see such marks with what precedes them.
        while (end < original.size() && original.at(end).isMark())
            end = nextBoundary(end);
        append(normalizedCluster(original.sliced(start, end - start)), start, end);
        start = end;
    }
}

void NormalizedText::append(QStringView normalizedCluster, qsizetype originalStart,
                            qsizetype originalEnd)
{
    m_text.append(normalizedCluster);
    for (qsizetype i = 0; i < normalizedCluster.size(); ++i) {
        m_originalStart.append(originalStart);
        m_originalEnd.append(originalEnd);
    }
}

TextMatch NormalizedText::originalSpan(qsizetype from, qsizetype length) const
{
    Q_ASSERT(from >= 0 && length > 0 && from + length <= m_text.size());
    const qsizetype start = m_originalStart.at(from);
    return {start, m_originalEnd.at(from + length - 1) - start};
}

TextMatcher::TextMatcher(QStringView query)
    : m_query(normalized(query.trimmed()))
{ }

QString TextMatcher::normalized(QStringView text)
{
    return NormalizedText(text).text();
}

bool TextMatcher::matches(QStringView text) const
{
    return isEmpty() || matches(NormalizedText(text));
}

bool TextMatcher::matches(const NormalizedText &text) const
{
    return isEmpty() || text.text().contains(m_query);
}

QList<TextMatch> TextMatcher::matchesIn(QStringView text) const
{
    if (isEmpty())
        return {};
    return matchesIn(NormalizedText(text));
}

QList<TextMatch> TextMatcher::matchesIn(const NormalizedText &text) const
{
    QList<TextMatch> found;
    if (isEmpty())
        return found;
    for (qsizetype at = text.text().indexOf(m_query); at >= 0;
         at = text.text().indexOf(m_query, at + m_query.size())) {
        const TextMatch span = text.originalSpan(at, m_query.size());
        if (!found.isEmpty() && span.start < found.last().start + found.last().length) {
            TextMatch &previous = found.last();
            previous.length = std::max(previous.start + previous.length, span.start + span.length)
                              - previous.start;
        } else {
            found.append(span);
        }
    }
    return found;
}
