#include "core/searchindex.h"

#include <algorithm>
#include <limits>

namespace {

constexpr int fieldCount = int(SearchField::GlossaryDefinition) + 1;

// Ends every text in a buffer. A match is also checked to lie inside its
// text, so the separator only keeps the scan from finding across texts.
constexpr QChar separator = QChar(u'\0');

qsizetype segmentIndex(SearchField field, Language language)
{
    return qsizetype(field) * qsizetype(allLanguages.size()) + qsizetype(language);
}

// Appends the compared form of a text to a segment's buffer and, for each
// unit of it, where its grapheme cluster begins in the text. Pure ASCII is
// every character its own cluster (CR LF aside, which folds to itself), so it
// folds unit by unit to what TextMatcher gives; anything else goes the full way.
void appendFolded(const QString &text, QString &folded, std::vector<quint16> &clusterStarts,
                  quint16 noMapping)
{
    const bool mapped = text.size() < noMapping;
    const bool ascii = std::all_of(text.cbegin(), text.cend(),
                                   [](QChar c) { return c.unicode() < 0x80; });
    if (ascii) {
        for (qsizetype at = 0; at < text.size(); ++at) {
            const QChar c = text.at(at);
            folded.append(c >= u'A' && c <= u'Z' ? QChar(c.unicode() + (u'a' - u'A')) : c);
            const bool lineFeedOfCrLf = at > 0 && c == u'\n' && text.at(at - 1) == u'\r';
            clusterStarts.push_back(mapped ? quint16(lineFeedOfCrLf ? at - 1 : at) : noMapping);
        }
        return;
    }
    const NormalizedText normalized(text);
    folded.append(normalized.text());
    for (qsizetype at = 0; at < normalized.text().size(); ++at)
        clusterStarts.push_back(mapped ? quint16(normalized.originalSpan(at, 1).start) : noMapping);
}

} // namespace

// Finds a folded query in a buffer: a vectorised search for the query's
// rarest unit (by how often it occurs in the index), and a comparison of the
// whole query at each place that unit is found. (Boyer-Moore-Horspool, tried
// as well, read more for common-letter queries: their skips are short.)
class QueryFinder
{
public:
    QueryFinder(const QString &query, const std::vector<quint32> &unitCounts)
        : m_query(query)
    {
        for (qsizetype at = 1; at < query.size(); ++at) {
            if (unitCounts[query.at(at).unicode()] < unitCounts[query.at(m_anchor).unicode()])
                m_anchor = at;
        }
        m_anchorCount = unitCounts[query.at(m_anchor).unicode()];
    }

    qsizetype queryLength() const { return m_query.size(); }
    bool cannotOccur() const { return m_anchorCount == 0; }
    quint32 anchorCount() const { return m_anchorCount; }

    // Where the query next begins at or after `from`, or -1.
    qsizetype find(QStringView buffer, qsizetype from) const
    {
        const QChar anchorUnit = m_query.at(m_anchor);
        const qsizetype length = m_query.size();
        for (qsizetype at = from + m_anchor;;) {
            const qsizetype found = buffer.indexOf(anchorUnit, at);
            if (found < 0)
                return -1;
            const qsizetype start = found - m_anchor;
            if (start + length <= buffer.size() && buffer.sliced(start, length) == m_query)
                return start;
            at = found + 1;
        }
    }

private:
    QString m_query;
    qsizetype m_anchor = 0;
    quint32 m_anchorCount = 0;
};

namespace {

Language otherLanguage(Language language)
{
    return language == Language::English ? Language::Bengali : Language::English;
}

} // namespace

SearchIndex::SearchIndex(const QList<QuestionBank> &banks, const Glossary &glossary)
    : m_unitCounts(0x10000, 0)
    , m_variants(glossary.spellingVariants())
{
    for (int field = 0; field < fieldCount; ++field) {
        for (Language language : allLanguages) {
            Segment segment;
            segment.field = SearchField(field);
            segment.language = language;
            m_segments.append(segment);
        }
    }
    for (const GlossaryEntry &entry : glossary.entries()) {
        for (Language language : allLanguages) {
            add(SearchField::GlossaryTerm, language, {{}, entry.id, -1, entry.term.text(language)});
            add(SearchField::GlossaryDefinition, language,
                {{}, entry.id, -1, entry.definition.text(language)});
        }
    }
    for (const QuestionBank &bank : banks) {
        for (const Question &question : bank.questions) {
            for (Language language : allLanguages) {
                // A text given in one language is found in that one only.
                add(SearchField::Prompt, language,
                    {bank.id, question.id, -1, question.prompt.written(language)});
                for (int option = 0; option < question.options.size(); ++option) {
                    add(SearchField::Option, language,
                        {bank.id, question.id, option,
                         question.options.at(option).written(language)});
                }
                add(SearchField::Explanation, language,
                    {bank.id, question.id, -1, question.explanation.written(language)});
            }
        }
    }
    for (Segment &segment : m_segments) {
        segment.folded.squeeze();
        segment.clusterStarts.shrink_to_fit();
        for (QChar c : std::as_const(segment.folded))
            ++m_unitCounts[c.unicode()];
    }
}

SearchIndex::Segment &SearchIndex::segment(SearchField field, Language language)
{
    return m_segments[segmentIndex(field, language)];
}

const SearchIndex::Segment &SearchIndex::segment(SearchField field, Language language) const
{
    return m_segments.at(segmentIndex(field, language));
}

void SearchIndex::add(SearchField field, Language language, Source source)
{
    if (source.original.isEmpty())
        return;
    Segment &target = segment(field, language);
    target.starts.append(target.folded.size());
    appendFolded(source.original, target.folded, target.clusterStarts, noMapping);
    target.folded.append(separator);
    target.clusterStarts.push_back(noMapping);
    target.sources.append(std::move(source));
}

qsizetype SearchIndex::textCount() const
{
    qsizetype count = 0;
    for (const Segment &segment : m_segments)
        count += segment.sources.size();
    return count;
}

TextMatch SearchIndex::originalSpan(const Segment &segment, qsizetype text, qsizetype from,
                                    qsizetype length)
{
    const QString &original = segment.sources.at(text).original;
    const qsizetype textStart = segment.starts.at(text);
    const auto clusterStartAt = [&](qsizetype unit) {
        return segment.clusterStarts[std::size_t(textStart + unit)];
    };
    if (clusterStartAt(from) == noMapping)
        return NormalizedText(original).originalSpan(from, length);
    const qsizetype start = clusterStartAt(from);
    const qsizetype last = clusterStartAt(from + length - 1);
    // The last unit's cluster ends where the next one begins, or with the
    // text (whose separator holds noMapping).
    qsizetype end = original.size();
    for (qsizetype unit = from + length; clusterStartAt(unit) != noMapping; ++unit) {
        if (clusterStartAt(unit) != last) {
            end = clusterStartAt(unit);
            break;
        }
    }
    return {start, end - start};
}

QList<qsizetype> SearchIndex::textsWith(const Segment &segment, const QueryWord &word,
                                        const QList<QueryFinder> &finders, qsizetype enough)
{
    // One alternative finds the texts in order: the first `enough` are the answer.
    const qsizetype wanted = finders.size() == 1 ? enough : std::numeric_limits<qsizetype>::max();
    const QStringView buffer(segment.folded);
    QList<qsizetype> texts;
    for (qsizetype alternative = 0; alternative < finders.size(); ++alternative) {
        const QueryFinder &finder = finders.at(alternative);
        const bool whole = alternative == 0 && word.wholeWord;
        const qsizetype length = finder.queryLength();
        for (qsizetype from = 0; !finder.cannotOccur() && texts.size() < wanted;) {
            const qsizetype start = finder.find(buffer, from);
            if (start < 0)
                break;
            // The text the match begins in; one whose end it passes holds a separator there.
            const auto next = std::upper_bound(segment.starts.cbegin(), segment.starts.cend(),
                                               start);
            const qsizetype text = (next - segment.starts.cbegin()) - 1;
            const qsizetype textEnd = next == segment.starts.cend() ? buffer.size() - 1 : *next - 1;
            if (start + length > textEnd
                || (whole && !WordQuery::isWholeWord(buffer, start, length))) {
                from = start + 1;
                continue;
            }
            texts.append(text);
            from = textEnd + 1; // a text counts once
        }
    }
    if (finders.size() > 1) {
        std::sort(texts.begin(), texts.end());
        texts.erase(std::unique(texts.begin(), texts.end()), texts.end());
    }
    return texts;
}

// A word of one reading of the query to scan the texts for, with its finders.
struct SearchIndex::Driver
{
    QueryWord word;
    QList<QueryFinder> finders;
    bool wholeReading = false; // the reading is this one word
};

std::optional<SearchIndex::Driver> SearchIndex::driverOf(const QList<QueryWord> &reading) const
{
    // The word whose alternatives' rarest units are rarest.
    std::optional<Driver> driver;
    quint64 fewest = std::numeric_limits<quint64>::max();
    for (const QueryWord &word : reading) {
        QList<QueryFinder> wordFinders;
        quint64 count = 0;
        for (const QString &alternative : word.alternatives) {
            wordFinders.append(QueryFinder(alternative, m_unitCounts));
            count += wordFinders.last().anchorCount();
        }
        if (count == 0)
            return std::nullopt; // a word that cannot occur
        if (count < fewest) {
            fewest = count;
            driver = Driver{word, wordFinders, reading.size() == 1};
        }
    }
    return driver;
}

void SearchIndex::scan(const Segment &segment, const WordQuery &query, const QList<Driver> &drivers,
                       QList<SearchHit> &hits, qsizetype until) const
{
    const QStringView buffer(segment.folded);
    // With one word, every text it is in is a hit.
    const bool oneWord = drivers.size() == 1 && drivers.first().wholeReading;
    const qsizetype enough = oneWord ? until - hits.size() : std::numeric_limits<qsizetype>::max();
    QList<qsizetype> texts;
    for (const Driver &driver : drivers)
        texts += textsWith(segment, driver.word, driver.finders, enough);
    if (drivers.size() > 1) {
        std::sort(texts.begin(), texts.end());
        texts.erase(std::unique(texts.begin(), texts.end()), texts.end());
    }
    for (qsizetype text : texts) {
        if (hits.size() >= until)
            return;
        const qsizetype textStart = segment.starts.at(text);
        const qsizetype textEnd = text + 1 < segment.starts.size() ? segment.starts.at(text + 1) - 1
                                                                   : buffer.size() - 1;
        const auto found = query.firstMatchIn(buffer.sliced(textStart, textEnd - textStart));
        if (!found)
            continue; // another word is missing
        const Source &source = segment.sources.at(text);
        SearchHit hit;
        hit.bankId = source.bankId;
        hit.itemId = source.itemId;
        hit.field = segment.field;
        hit.option = source.option;
        hit.language = segment.language;
        hit.text = source.original;
        hit.match = originalSpan(segment, text, found->first, found->second);
        hits.append(std::move(hit));
    }
}

SearchResults SearchIndex::search(QStringView query, Language preferred, int limit) const
{
    SearchResults results;
    const WordQuery words(query, m_variants);
    if (words.isEmpty() || m_segments.isEmpty() || limit <= 0)
        return results;
    QList<Driver> drivers;
    for (const QList<QueryWord> &reading : words.readings()) {
        if (std::optional<Driver> driver = driverOf(reading))
            drivers.append(std::move(*driver));
    }
    if (drivers.isEmpty())
        return results;

    // One more than the limit tells whether there were more.
    const qsizetype until = qsizetype(limit) + 1;
    for (int field = 0; field < fieldCount; ++field) {
        const qsizetype fieldStart = results.hits.size();
        for (Language language : {preferred, otherLanguage(preferred)}) {
            scan(segment(SearchField(field), language), words, drivers, results.hits, until);
        }
        if (SearchField(field) == SearchField::GlossaryTerm) {
            // A term that is the query itself comes before terms that contain it.
            std::stable_partition(results.hits.begin() + fieldStart, results.hits.end(),
                                  [](const SearchHit &hit) {
                                      return hit.match.start == 0
                                             && hit.match.length == hit.text.size();
                                  });
        }
        if (results.hits.size() >= until)
            break;
    }
    if (results.hits.size() > limit) {
        results.hits.resize(limit);
        results.truncated = true;
    }
    return results;
}
