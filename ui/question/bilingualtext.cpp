#include "question/bilingualtext.h"

#include "core/languagemanager.h"
#include "core/richtext.h"
#include "question/fallbackmark.h"
#include "question/otherlanguagetext.h"
#include "question/termlinks.h"
#include "widgets/wrappedlabel.h"

#include <QEvent>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

BilingualText::BilingualText(const LanguageManager *languages, QWidget *parent)
    : QWidget(parent)
    , m_languages(languages)
{
    m_current = new WrappedLabel(this);
    m_current->setTextFormat(Qt::RichText);
    m_current->setTextInteractionFlags(Qt::TextSelectableByMouse);
    TermLinks::follow(m_current, languages,
                      [this](const QString &entryId) { emit glossaryEntryRequested(entryId); });
    m_other = new OtherLanguageText(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_current);
    layout->addWidget(m_other);
}

void BilingualText::setObjectNames(const QString &current, const QString &other)
{
    m_current->setObjectName(current);
    m_other->setObjectName(other);
}

void BilingualText::setText(const LocalizedText &text, const QString &questionId, bool otherShown,
                            const QString &leadHtml)
{
    m_text = text;
    m_questionId = questionId;
    m_otherShown = otherShown;
    m_leadHtml = leadHtml;
    refresh();
}

void BilingualText::refresh()
{
    const Language language = m_languages->language();
    const QString &current = m_text.text(language);
    m_current->setText(m_leadHtml
                       + TermLinks::html(current, FallbackMark::shownLanguage(m_text, language),
                                         m_questionId,
                                         m_current->palette().color(m_current->foregroundRole()))
                       + FallbackMark::html(m_text, language));
    const QString lead = QTextDocumentFragment::fromHtml(m_leadHtml).toPlainText().trimmed();
    QString plain = RichText::toPlain(current);
    if (const QString mark = FallbackMark::words(m_text, language); !mark.isEmpty())
        plain += u" ("_s + mark + u')';
    m_current->setAccessibleName(lead.isEmpty() ? plain : lead + u' ' + plain);
    const Language other = OtherLanguageText::otherThan(language);
    const QString otherText = m_otherShown ? FallbackMark::otherText(m_text, language) : QString();
    m_other->setText(other, RichText::toHtml(otherText), RichText::toPlain(otherText));
}

void BilingualText::changeEvent(QEvent *event)
{
    // The term links carry the text colour, which a palette change changes.
    if (event->type() == QEvent::PaletteChange)
        refresh();
    QWidget::changeEvent(event);
}
