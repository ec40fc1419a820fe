#include "core/glossary.h"

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
    const TextMatcher matcher(query);
    QList<int> byTerm;
    QList<int> byDefinition;
    for (int row = 0; row < int(m_searchable.size()); ++row) {
        const SearchableTexts &texts = m_searchable.at(row);
        if (matcher.matches(texts.termEn) || matcher.matches(texts.termBn))
            byTerm.append(row);
        else if (matcher.matches(texts.definitionEn) || matcher.matches(texts.definitionBn))
            byDefinition.append(row);
    }
    return byTerm + byDefinition;
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
