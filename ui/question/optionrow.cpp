#include "question/optionrow.h"

#include "question/markicon.h"
#include "question/otherlanguagetext.h"
#include "widgets/wrappedlabel.h"

#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QRadioButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

OptionRow::OptionRow(QWidget *parent)
    : QWidget(parent)
{
    m_radio = new QRadioButton(this);
    m_radio->setObjectName(u"optionRadio"_s);
    m_text = new WrappedLabel(this);
    m_text->setObjectName(u"optionText"_s);
    m_text->setTextFormat(Qt::RichText);
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_markIcon = new QLabel(this);
    m_markIcon->setObjectName(u"optionMarkIcon"_s);
    m_markText = new QLabel(this);
    m_markText->setObjectName(u"optionMarkText"_s);

    m_feedback = new QLabel(this);
    m_feedback->setObjectName(u"optionFeedback"_s);
    m_feedback->setTextFormat(Qt::RichText);
    m_feedback->setWordWrap(true);
    m_feedback->hide();

    auto *texts = new QVBoxLayout;
    texts->setContentsMargins(0, 0, 0, 0);
    texts->addWidget(m_text);
    m_otherText = new OtherLanguageText(this);
    m_otherText->setObjectName(u"optionOtherText"_s);
    texts->addWidget(m_otherText);
    texts->addWidget(m_feedback);
    m_otherFeedback = new OtherLanguageText(this);
    m_otherFeedback->setObjectName(u"optionOtherFeedback"_s);
    texts->addWidget(m_otherFeedback);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_radio, 0, Qt::AlignTop);
    layout->addLayout(texts, 1);
    layout->addWidget(m_markIcon, 0, Qt::AlignTop);
    layout->addWidget(m_markText, 0, Qt::AlignTop);
    setMark(Mark::None, {});
}

void OptionRow::setContent(const QString &label, const QString &plainText, const QString &html)
{
    m_label = label;
    m_plainText = plainText;
    m_radio->setText(label);
    m_text->setText(html);
    updateAccessibleName();
}

void OptionRow::setOtherLanguage(Language language, const QString &plainText, const QString &html)
{
    m_otherText->setText(language, html, plainText);
    m_otherSpoken = plainText.isEmpty() ? QString()
                                        : OtherLanguageText::spoken(language, plainText);
    updateAccessibleName();
}

// The current language's text first, then the other's with its language
// named, then that it is struck out.
void OptionRow::updateAccessibleName()
{
    QString name = m_label + u": "_s + m_plainText;
    if (!m_otherSpoken.isEmpty())
        name += u". "_s + m_otherSpoken;
    if (m_struck)
        name = tr("%1. Struck out",
                  "an option's accessible name, then that the learner struck it out")
                   .arg(name);
    m_radio->setAccessibleName(name);
}

void OptionRow::setStrikeOffered(bool offered)
{
    m_strikeOffered = offered;
}

void OptionRow::setStruck(bool struck)
{
    if (struck == m_struck)
        return;
    m_struck = struck;
    // Only strikeOut is set on the labels, so the size and family still
    // follow the text size and the theme; the muted colour reads in both themes.
    QFont strike;
    strike.setStrikeOut(struck);
    m_text->setFont(strike);
    m_text->setForegroundRole(struck ? QPalette::PlaceholderText : QPalette::NoRole);
    QFont other = m_otherText->font();
    other.setStrikeOut(struck);
    m_otherText->setFont(other);
    updateAccessibleName();
}

void OptionRow::setMark(Mark mark, const QString &markText)
{
    if (mark == Mark::None)
        m_markIcon->clear();
    else
        m_markIcon->setPixmap(MarkIcon::pixmap(mark == Mark::RightAnswer ? MarkIcon::Kind::Correct
                                                                         : MarkIcon::Kind::Incorrect,
                                               20));
    m_markIcon->setVisible(mark != Mark::None);
    m_markText->setText(markText);
    m_markText->setVisible(mark != Mark::None);
    m_markDescription = markText;
    updateAccessibleDescription();
}

void OptionRow::setFeedback(const QString &plainText, const QString &html)
{
    m_feedback->setText(html);
    m_feedback->setVisible(!html.isEmpty());
    m_feedbackPlain = plainText;
    updateAccessibleDescription();
}

void OptionRow::setOtherFeedback(Language language, const QString &plainText, const QString &html)
{
    m_otherFeedback->setText(language, html, plainText);
    m_otherFeedbackSpoken = plainText.isEmpty() ? QString()
                                                : OtherLanguageText::spoken(language, plainText);
    updateAccessibleDescription();
}

// A screen reader hears the mark, then why the option is wrong, then the
// same in the other language, named.
void OptionRow::updateAccessibleDescription()
{
    QStringList parts;
    for (const QString *part : {&m_markDescription, &m_feedbackPlain, &m_otherFeedbackSpoken}) {
        if (!part->isEmpty())
            parts.append(*part);
    }
    m_radio->setAccessibleDescription(parts.join(u". "_s));
}

void OptionRow::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_radio->isEnabled())
        m_radio->click();
    QWidget::mousePressEvent(event);
}

// A right-click, and the Menu key on the focused radio (which passes the
// event up to its row), ask to strike the option out; there is no menu.
void OptionRow::contextMenuEvent(QContextMenuEvent *event)
{
    if (!m_strikeOffered) {
        event->ignore();
        return;
    }
    emit strikeRequested();
    event->accept();
}

// Shift+F10 is the context-menu key where no Menu key is (Qt sends no
// context-menu event for it on Linux).
void OptionRow::keyPressEvent(QKeyEvent *event)
{
    if (m_strikeOffered && event->key() == Qt::Key_F10 && event->modifiers() == Qt::ShiftModifier) {
        emit strikeRequested();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}
