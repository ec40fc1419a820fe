#include "question/termlinks.h"

#include "core/languagemanager.h"
#include "core/richtext.h"
#include "question/otherlanguagetext.h"

#include <QCursor>
#include <QLabel>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace {
const auto linkScheme = u"glossary:"_s;
} // namespace

namespace TermLinks {

const Glossary &glossary()
{
    static const Glossary loaded = [] {
        GlossaryLoadResult result = GlossaryLoader::loadFile(GlossaryLoader::builtInPath());
        return result.glossary ? std::move(*result.glossary) : Glossary();
    }();
    return loaded;
}

QString html(const QString &text, Language language, const QString &questionId,
             const QColor &textColour)
{
    const Glossary &terms = glossary();
    // Only the underline's style: a text-decoration would make it solid again.
    const QString style = u"color: %1; text-underline-style: dotted;"_s.arg(textColour.name());
    QList<RichText::Link> links;
    QList<int> linked;
    for (const TermUse &use : terms.findTerms(text, language, questionId)) {
        if (linked.contains(use.row))
            continue; // a term's first use is enough to look it up
        linked.append(use.row);
        links.append({use.start, use.length, linkScheme + terms.entries().at(use.row).id, style});
    }
    return RichText::toHtml(text, links);
}

QString entryIdOf(const QString &href)
{
    return href.startsWith(linkScheme) ? href.sliced(linkScheme.size()) : QString();
}

QString toolTip(const GlossaryEntry &entry, Language language)
{
    const Language other = OtherLanguageText::otherThan(language);
    return u"<p><b>"_s + entry.term.text(language).toHtmlEscaped() + u"</b> · "_s
           + OtherLanguageText::languageName(other) + u": <b>"_s
           + entry.term.text(other).toHtmlEscaped() + u"</b></p><p>"_s
           + RichText::toHtml(entry.definition.text(language)) + u"</p>"_s;
}

void follow(QLabel *label, const LanguageManager *languages,
            const std::function<void(const QString &entryId)> &open)
{
    label->setTextInteractionFlags(label->textInteractionFlags() | Qt::LinksAccessibleByMouse);
    QObject::connect(label, &QLabel::linkHovered, label, [label, languages](const QString &href) {
        const GlossaryEntry *entry = glossary().entryById(entryIdOf(href));
        if (entry)
            QToolTip::showText(QCursor::pos(), toolTip(*entry, languages->language()), label);
        else
            QToolTip::hideText();
    });
    QObject::connect(label, &QLabel::linkActivated, label, [open](const QString &href) {
        if (const QString entryId = entryIdOf(href); !entryId.isEmpty())
            open(entryId);
    });
}

QList<const GlossaryEntry *> entriesIn(const QString &text, Language language,
                                       const QString &questionId)
{
    const Glossary &terms = glossary();
    QList<const GlossaryEntry *> entries;
    for (const TermUse &use : terms.findTerms(text, language, questionId)) {
        const GlossaryEntry *entry = &terms.entries().at(use.row);
        if (!entries.contains(entry))
            entries.append(entry);
    }
    return entries;
}

} // namespace TermLinks
