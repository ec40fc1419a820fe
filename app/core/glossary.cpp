#include "core/glossary.h"

#include <QCollator>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QSet>

#include <algorithm>

#include "core/fileerror.h"

using namespace Qt::StringLiterals;

Glossary::Glossary(QList<GlossaryEntry> entries)
    : m_entries(std::move(entries))
{
    m_searchable.reserve(m_entries.size());
    for (const GlossaryEntry &entry : std::as_const(m_entries)) {
        m_searchable.append({NormalizedText(entry.term.en), NormalizedText(entry.term.bn),
                             NormalizedText(entry.definition.en),
                             NormalizedText(entry.definition.bn)});
        for (Language language : allLanguages) {
            for (const QString &variant : entry.variants(language))
                m_variants.add(entry.term.text(language), variant);
        }
    }
}

const GlossaryEntry *Glossary::entryById(QStringView id) const
{
    for (const GlossaryEntry &entry : m_entries) {
        if (entry.id == id)
            return &entry;
    }
    return nullptr;
}

QList<int> Glossary::search(QStringView query) const
{
    const WordQuery matcher(query, m_variants);
    QList<int> byTerm;
    QList<int> byDefinition;
    for (int row = 0; row < int(m_searchable.size()); ++row) {
        if (termMatches(matcher, row))
            byTerm.append(row);
        else if (entryMatches(matcher, row))
            byDefinition.append(row);
    }
    return byTerm + byDefinition;
}

bool Glossary::termMatches(const WordQuery &query, int row) const
{
    const SearchableTexts &texts = m_searchable.at(row);
    return query.matches(texts.termEn) || query.matches(texts.termBn);
}

// Each word in the term or the definition, in either language: an entry is one
// thing to the learner, "গ্রিড মেশ" finds the mesh whose definition says grid.
bool Glossary::entryMatches(const WordQuery &query, int row) const
{
    const auto texts = m_searchable.at(row).all();
    const auto inSomeText = [&texts](const QueryWord &word) {
        return std::any_of(texts.cbegin(), texts.cend(), [&word](const NormalizedText *text) {
            return WordQuery::find(word, text->text()).first >= 0;
        });
    };
    const QList<QList<QueryWord>> &readings = query.readings();
    return std::any_of(readings.cbegin(), readings.cend(), [&](const QList<QueryWord> &reading) {
        return std::all_of(reading.cbegin(), reading.cend(), inSomeText);
    });
}

QList<int> Glossary::search(QStringView query, Language order) const
{
    const QList<int> rows = search(query);
    const WordQuery matcher(query, m_variants);
    const auto firstDefinitionRow = std::find_if_not(rows.cbegin(), rows.cend(), [&](int row) {
        return termMatches(matcher, row);
    });
    QList<int> byTerm(rows.cbegin(), firstDefinitionRow);
    QList<int> byDefinition(firstDefinitionRow, rows.cend());
    sortByTerm(byTerm, order);
    sortByTerm(byDefinition, order);
    return byTerm + byDefinition;
}

void Glossary::sortByTerm(QList<int> &rows, Language language) const
{
    QCollator collator(localeFor(language));
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
        return collator.compare(m_entries.at(a).term.text(language),
                                m_entries.at(b).term.text(language))
               < 0;
    });
}

namespace {

bool isWordCharacter(QChar c)
{
    // Joiners sit inside Bengali words.
    return c.isLetterOrNumber() || c.isMark() || c == u'\u200C' || c == u'\u200D';
}

// The endings a term may take and still be the term: English plurals and
// past forms; Bengali case endings, plural and classifier suffixes, and the
// emphatic ই and ও, and ড of an English past form (সিরিয়ালাইজড), each in the
// form TextMatcher compares.
const QSet<QString> &endingsOf(Language language)
{
    static const auto normalizedSet = [](std::initializer_list<QStringView> endings) {
        QSet<QString> set;
        for (QStringView ending : endings)
            set.insert(TextMatcher::normalized(ending));
        return set;
    };
    static const QSet<QString> english = normalizedSet({u"", u"s", u"es", u"d", u"ed"});
    static const QSet<QString> bengali = normalizedSet(
        {u"",    u"ের",  u"র",    u"এর",  u"য়ের",  u"য়",     u"তে",    u"ে",   u"এ",
         u"কে",  u"দের", u"রা",   u"ও",   u"ই",    u"েই",    u"েও",    u"েরই", u"েরও",
         u"তেই", u"তেও", u"কেই",  u"গুলো", u"গুলোর", u"গুলোতে", u"গুলোকে", u"গুলি", u"গুলির",
         u"টি",  u"টির", u"টিকে", u"টিই", u"টা",   u"টার",   u"টাই",   u"টুকু",  u"ড"});
    return language == Language::Bengali ? bengali : english;
}

struct Range
{
    qsizetype start = 0;
    qsizetype end = 0;
};

// The code spans of a question text, backticks included; an unclosed span
// runs to the end, as RichText shows it.
QList<Range> codeSpansOf(QStringView text)
{
    QList<Range> spans;
    for (qsizetype open = text.indexOf(u'`'); open >= 0;) {
        const qsizetype close = text.indexOf(u'`', open + 1);
        if (close < 0) {
            spans.append({open, text.size()});
            break;
        }
        spans.append({open, close + 1});
        open = text.indexOf(u'`', close + 1);
    }
    return spans;
}

bool overlaps(const Range &a, const Range &b)
{
    return a.start < b.end && b.start < a.end;
}

} // namespace

QList<TermUse> Glossary::findTerms(QStringView text, Language language,
                                   const QString &questionId) const
{
    const NormalizedText normalized(text);
    const QList<Range> code = codeSpansOf(text);
    const QSet<QString> &endings = endingsOf(language);
    QList<TermUse> candidates;
    for (int row = 0; row < int(m_entries.size()); ++row) {
        const GlossaryEntry &entry = m_entries.at(row);
        if (!questionId.isEmpty() && !entry.questionIds.contains(questionId))
            continue;
        for (const TextMatch &match : TextMatcher(entry.term.text(language)).matchesIn(normalized)) {
            if (match.start > 0 && isWordCharacter(text.at(match.start - 1)))
                continue; // inside another word
            qsizetype end = match.start + match.length;
            const qsizetype endingStart = end;
            while (end < text.size() && isWordCharacter(text.at(end)))
                ++end;
            if (!endings.contains(
                    TextMatcher::normalized(text.sliced(endingStart, end - endingStart))))
                continue; // a longer word that only begins like the term
            const Range range{match.start, end};
            if (std::any_of(code.cbegin(), code.cend(),
                            [&range](const Range &span) { return overlaps(span, range); }))
                continue;
            candidates.append({match.start, end - match.start, row});
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(), [](const TermUse &a, const TermUse &b) {
        return a.length != b.length ? a.length > b.length : a.start < b.start;
    });
    QList<TermUse> kept;
    for (const TermUse &candidate : std::as_const(candidates)) {
        const Range range{candidate.start, candidate.start + candidate.length};
        const bool free = std::none_of(kept.cbegin(), kept.cend(), [&range](const TermUse &use) {
            return overlaps(range, {use.start, use.start + use.length});
        });
        if (free)
            kept.append(candidate);
    }
    std::sort(kept.begin(), kept.end(),
              [](const TermUse &a, const TermUse &b) { return a.start < b.start; });
    return kept;
}

GlossaryLoader::GlossaryLoader(QString fileLabel)
    : JsonFileReader(std::move(fileLabel))
{ }

QString GlossaryLoader::builtInPath()
{
    return u":/glossary/glossary.json"_s;
}

GlossaryLoadResult GlossaryLoader::parse(const QByteArray &json, const QString &fileLabel)
{
    GlossaryLoader loader(fileLabel);
    if (const std::optional<QJsonObject> root = loader.readJson(json))
        loader.readGlossary(*root);
    GlossaryLoadResult result;
    result.problems = loader.problems();
    if (result.problems.isEmpty())
        result.glossary = Glossary(loader.m_entries);
    return result;
}

GlossaryLoadResult GlossaryLoader::loadFile(const QString &path)
{
    const auto missing = [] {
        return tr("the file does not exist");
    };
    const auto tooLarge = [] {
        return tr("larger than the limit of %1 MiB for a glossary")
            .arg(QLocale().toString(maxFileBytes / (1024 * 1024)));
    };
    return JsonFileReader::loadFile(path, maxFileBytes, &parse, missing, tooLarge);
}

void GlossaryLoader::readGlossary(const QJsonObject &root)
{
    if (!readFormat(root, supportedFormat))
        return;

    const QJsonValue entries = root.value(u"entries"_s);
    if (!entries.isArray() || entries.toArray().isEmpty()) {
        report({}, u"entries"_s,
               [] { return tr("missing or empty; it must be a list of glossary entries"); });
        return;
    }
    const QJsonArray array = entries.toArray();
    QSet<QString> seenIds;
    for (qsizetype position = 0; position < array.size(); ++position) {
        std::optional<GlossaryEntry> entry = readEntry(array.at(position), int(position));
        if (!entry)
            continue;
        if (seenIds.contains(entry->id)) {
            report(entry->id, u"id"_s, [] { return tr("the same id is used by an earlier entry"); });
            continue;
        }
        seenIds.insert(entry->id);
        m_entries.append(*entry);
    }
}

std::optional<GlossaryEntry> GlossaryLoader::readEntry(const QJsonValue &value, int position)
{
    const qsizetype problemsBefore = problems().size();
    const QString where = tr("entry %1").arg(QLocale().toString(position + 1));
    if (!value.isObject()) {
        report(where, {}, [] { return tr("must be a JSON object"); });
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    GlossaryEntry entry;
    entry.id = object.value(u"id"_s).toString();
    if (entry.id.trimmed().isEmpty()) {
        report(where, u"id"_s, [] { return tr("missing or empty; it must be a non-empty string"); });
        entry.id = where;
    }
    // A glossary shows each text as one line beside its term.
    const auto oneLine = [](const QString &text) -> std::function<QString()> {
        if (!text.contains(u'\n') && !text.contains(u'\r'))
            return {};
        return [] {
            return tr("must be one line");
        };
    };
    readLocalizedText(object.value(u"term"_s), entry.id, u"term"_s, entry.term, oneLine);
    readLocalizedText(object.value(u"definition"_s), entry.id, u"definition"_s, entry.definition,
                      oneLine);
    readQuestionIds(object, entry);
    readVariants(object, entry);
    if (problems().size() > problemsBefore)
        return std::nullopt;
    return entry;
}

void GlossaryLoader::readQuestionIds(const QJsonObject &entry, GlossaryEntry &result)
{
    const QJsonValue questions = entry.value(u"questions"_s);
    if (!questions.isArray()) {
        report(result.id, u"questions"_s, [] {
            return tr("missing; it must be a list of the ids of the questions that use the term");
        });
        return;
    }
    const QJsonArray array = questions.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString field = u"questions[%1]"_s.arg(i);
        const QJsonValue id = array.at(i);
        if (!id.isString() || id.toString().trimmed().isEmpty()) {
            report(result.id, field, [] { return tr("must be a question id: a non-empty string"); });
            continue;
        }
        if (result.questionIds.contains(id.toString())) {
            const QString repeated = id.toString();
            report(result.id, field, [repeated] {
                return tr("the question \"%1\" is already listed").arg(repeated);
            });
            continue;
        }
        result.questionIds.append(id.toString());
    }
}

void GlossaryLoader::readVariants(const QJsonObject &entry, GlossaryEntry &result)
{
    const QJsonValue variants = entry.value(u"variants"_s);
    if (variants.isUndefined())
        return;
    if (!variants.isObject()) {
        report(result.id, u"variants"_s, [] {
            return tr("must be an object of lists of spellings by language, such as "
                      "{\"bn\": [\"...\"]}");
        });
        return;
    }
    const QJsonObject byLanguage = variants.toObject();
    for (auto it = byLanguage.constBegin(); it != byLanguage.constEnd(); ++it) {
        const std::optional<Language> language = languageFromCode(it.key());
        if (!language) {
            const QString key = it.key();
            report(result.id, u"variants"_s,
                   [key] { return tr("\"%1\" is not a language; use \"en\" or \"bn\"").arg(key); });
            continue;
        }
        readVariantList(it.value(), *language, result);
    }
}

void GlossaryLoader::readVariantList(const QJsonValue &list, Language language,
                                     GlossaryEntry &result)
{
    const QString field = u"variants.%1"_s.arg(languageCode(language));
    if (!list.isArray()) {
        report(result.id, field, [] { return tr("must be a list of spellings"); });
        return;
    }
    const QJsonArray array = list.toArray();
    QStringList seen{TextMatcher::normalized(result.term.text(language))};
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString where = u"%1[%2]"_s.arg(field).arg(i);
        const QString spelling = array.at(i).toString();
        if (!array.at(i).isString() || spelling.trimmed().isEmpty()) {
            report(result.id, where, [] { return tr("must be a spelling: a non-empty string"); });
            continue;
        }
        if (spelling.contains(u'\n') || spelling.contains(u'\r')) {
            report(result.id, where, [] { return tr("must be one line"); });
            continue;
        }
        const QString folded = TextMatcher::normalized(spelling);
        if (seen.contains(folded)) {
            report(result.id, where, [spelling] {
                return tr("\"%1\" is the term itself or listed already").arg(spelling);
            });
            continue;
        }
        seen.append(folded);
        result.variants(language).append(spelling);
    }
}
