#include "core/textmatcher.h"

#include <QTextBoundaryFinder>

#include <algorithm>

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

namespace {

bool isAcronym(QStringView word)
{
    return word.size() >= 2 && word.size() <= 5
           && std::all_of(word.cbegin(), word.cend(),
                          [](QChar c) { return c >= u'A' && c <= u'Z'; });
}

} // namespace

void SpellingVariants::add(QStringView spelling, QStringView variant)
{
    const QStringList words = TextMatcher::normalized(spelling).split(u' ', Qt::SkipEmptyParts);
    const QStringList variantWords = TextMatcher::normalized(variant).split(u' ',
                                                                            Qt::SkipEmptyParts);
    if (words.isEmpty() || variantWords.isEmpty())
        return;
    // An acronym stands for the whole term, and is not a part of a word.
    const bool spellingIsAcronym = isAcronym(spelling.trimmed());
    const bool variantIsAcronym = isAcronym(variant.trimmed());
    if (words.size() != variantWords.size() || spellingIsAcronym || variantIsAcronym) {
        addPair({words.join(u' '), variantWords.join(u' '), true, variantIsAcronym});
        addPair({variantWords.join(u' '), words.join(u' '), true, spellingIsAcronym});
        return;
    }
    for (qsizetype at = 0; at < words.size(); ++at) {
        addPair({words.at(at), variantWords.at(at), false, false});
        addPair({variantWords.at(at), words.at(at), false, false});
    }
}

void SpellingVariants::addPair(const Pair &pair)
{
    if (pair.from != pair.to && !m_pairs.contains(pair))
        m_pairs.append(pair);
}

QList<QueryWord> SpellingVariants::phraseVariantsOf(const QList<QueryWord> &words) const
{
    QList<QueryWord> variants;
    for (const Pair &pair : m_pairs) {
        if (!pair.wholeWord)
            continue;
        const QStringList fromWords = pair.from.split(u' ');
        if (fromWords.size() != words.size() || words.size() < 2)
            continue;
        bool spelled = true;
        for (qsizetype at = 0; at < words.size() && spelled; ++at)
            spelled = words.at(at).alternatives.contains(fromWords.at(at));
        const QueryWord variant{{pair.to}, pair.toIsAcronym};
        if (spelled && !variants.contains(variant))
            variants.append(variant);
    }
    return variants;
}

QStringList SpellingVariants::alternativesOf(const QString &foldedWord) const
{
    QStringList alternatives{foldedWord};
    for (const Pair &pair : m_pairs) {
        if (pair.wholeWord ? foldedWord != pair.from : !foldedWord.contains(pair.from))
            continue;
        QString alternative = foldedWord;
        alternative.replace(pair.from, pair.to);
        if (!alternatives.contains(alternative))
            alternatives.append(alternative);
    }
    return alternatives;
}

namespace {

bool isWordUnit(QChar c)
{
    return c.isLetterOrNumber() || c.isMark();
}

} // namespace

WordQuery::WordQuery(QStringView query, const SpellingVariants &variants)
{
    const QStringList typed = query.toString().simplified().split(u' ', Qt::SkipEmptyParts);
    QStringList folded;
    for (const QString &word : typed) {
        const QString foldedWord = TextMatcher::normalized(word);
        if (foldedWord.isEmpty())
            continue;
        folded.append(foldedWord);
        m_words.append({variants.alternativesOf(foldedWord), isAcronym(word)});
    }
    m_phrase = folded.join(u' ');
    addReadings(variants);
}

void WordQuery::addReadings(const SpellingVariants &variants)
{
    // For each word, the phrases that begin there: where they end, and what
    // may stand for them.
    QList<QList<std::pair<qsizetype, QueryWord>>> phrasesAt(m_words.size());
    for (qsizetype first = 0; first < m_words.size(); ++first) {
        for (qsizetype end = first + 2; end <= m_words.size(); ++end) {
            for (const QueryWord &variant :
                 variants.phraseVariantsOf(m_words.mid(first, end - first)))
                phrasesAt[first].append({end, variant});
        }
    }
    // Every way to read the query, each word as typed before any phrase it
    // begins, so that the first reading is the query as typed.
    const auto readFrom = [&](const auto &self, qsizetype at, QList<QueryWord> &reading) -> void {
        if (m_readings.size() >= maxReadings)
            return;
        if (at == m_words.size()) {
            m_readings.append(reading);
            return;
        }
        reading.append(m_words.at(at));
        self(self, at + 1, reading);
        reading.removeLast();
        for (const auto &[end, variant] : phrasesAt.at(at)) {
            reading.append(variant);
            self(self, end, reading);
            reading.removeLast();
        }
    };
    QList<QueryWord> reading;
    readFrom(readFrom, 0, reading);
}

std::pair<qsizetype, qsizetype> WordQuery::earliestMatch(const QList<QueryWord> &reading,
                                                         QStringView folded)
{
    std::pair<qsizetype, qsizetype> earliest{-1, 0};
    for (const QueryWord &word : reading) {
        const std::pair<qsizetype, qsizetype> found = find(word, folded);
        if (found.first < 0)
            return {-1, 0};
        if (earliest.first < 0 || found.first < earliest.first)
            earliest = found;
    }
    return earliest;
}

bool WordQuery::isWholeWord(QStringView folded, qsizetype start, qsizetype length)
{
    const qsizetype end = start + length;
    return (start == 0 || !isWordUnit(folded.at(start - 1)))
           && (end >= folded.size() || !isWordUnit(folded.at(end)));
}

std::pair<qsizetype, qsizetype> WordQuery::find(const QueryWord &word, QStringView folded,
                                                qsizetype from)
{
    std::pair<qsizetype, qsizetype> first{-1, 0};
    for (qsizetype i = 0; i < word.alternatives.size(); ++i) {
        const QString &alternative = word.alternatives.at(i);
        const bool whole = i == 0 && word.wholeWord;
        for (qsizetype at = folded.indexOf(alternative, from); at >= 0;
             at = folded.indexOf(alternative, at + 1)) {
            if (first.first >= 0 && at >= first.first)
                break;
            if (!whole || isWholeWord(folded, at, alternative.size())) {
                first = {at, alternative.size()};
                break;
            }
        }
    }
    return first;
}

bool WordQuery::matches(QStringView text) const
{
    return isEmpty() || matches(NormalizedText(text));
}

bool WordQuery::matches(const NormalizedText &text) const
{
    return std::any_of(m_readings.cbegin(), m_readings.cend(), [&text](const auto &reading) {
        return std::all_of(reading.cbegin(), reading.cend(), [&text](const QueryWord &word) {
            return find(word, text.text()).first >= 0;
        });
    });
}

std::optional<std::pair<qsizetype, qsizetype>> WordQuery::firstMatchIn(QStringView folded) const
{
    if (isEmpty())
        return std::nullopt;
    for (const QList<QueryWord> &reading : m_readings) {
        const std::pair<qsizetype, qsizetype> earliest = earliestMatch(reading, folded);
        if (earliest.first < 0)
            continue;
        if (&reading == &m_readings.first() && m_words.size() > 1) {
            const qsizetype phraseAt = folded.indexOf(m_phrase);
            if (phraseAt >= 0)
                return std::pair{phraseAt, m_phrase.size()};
        }
        return earliest;
    }
    return std::nullopt;
}

std::optional<TextMatch> WordQuery::firstMatchIn(const NormalizedText &text) const
{
    const auto found = firstMatchIn(QStringView(text.text()));
    if (!found)
        return std::nullopt;
    return text.originalSpan(found->first, found->second);
}
