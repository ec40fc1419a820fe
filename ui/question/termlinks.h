#pragma once

#include "core/glossary.h"

#include <QColor>
#include <QKeyCombination>
#include <QString>

#include <functional>

class LanguageManager;
class QLabel;

// Glossary terms in a question's text as links that open their entry:
// underlined with dots in the text's own colour, so that they do not
// compete with the question.
namespace TermLinks {

// Where a question is shown, offers its glossary terms in a menu.
inline constexpr QKeyCombination lookUpKey{Qt::CTRL | Qt::SHIFT | Qt::Key_G};

// The glossary compiled into the application, read once.
const Glossary &glossary();

// The question text (with `code` spans) as label HTML, the first use of each
// of its terms linked.
QString html(const QString &text, Language language, const QString &questionId,
             const QColor &textColour);

// The entry a link opens; empty for any other link.
QString entryIdOf(const QString &href);

// The term in both languages and its definition, for hovering over it.
QString toolTip(const GlossaryEntry &entry, Language language);

// Makes the label's term links work: hovering one shows toolTip() in the
// current language, a click (or Enter on a link reached with Tab) calls open
// with the entry's id. Other links are left to the label.
void follow(QLabel *label, const LanguageManager *languages,
            const std::function<void(const QString &entryId)> &open);

// The entries a text uses, each once, in the order they first appear.
QList<const GlossaryEntry *> entriesIn(const QString &text, Language language,
                                       const QString &questionId);

} // namespace TermLinks
