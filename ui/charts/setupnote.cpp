#include "charts/setupnote.h"

#include "core/chartsetup.h"
#include "core/language.h"
#include "core/richtext.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLocale>

QLabel *SetupNote::create(QWidget *parent, const QString &objectName)
{
    auto *note = new QLabel(parent);
    note->setObjectName(objectName);
    // Rich text for the code spans of a bank's note; every part is escaped.
    note->setTextFormat(Qt::RichText);
    note->setWordWrap(true);
    note->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    note->setFrameShape(QFrame::StyledPanel);
    note->setMargin(4);
    note->hide();
    return note;
}

void SetupNote::show(QLabel *note, const ChartOrigin &origin, bool showsSetup,
                     const QString &pageNote)
{
    QString text;
    if (origin.isQuestion()) {
        const Language language = languageForLocale(QLocale());
        text = QCoreApplication::translate("SetupNote", "From question %1 of “%2”.")
                   .arg(QLocale().toString(origin.questionNumber), origin.quizTitle.text(language));
        text += u' ';
        if (!showsSetup)
            text += QCoreApplication::translate("SetupNote",
                                                "The set-up has changed: this question's note no "
                                                "longer describes what the page shows.");
        else if (!origin.note.isEmpty())
            text += origin.note.text(language);
        else if (!pageNote.isEmpty())
            text += pageNote;
        else
            text += QCoreApplication::translate("SetupNote",
                                                "The controls are set as the question has them.");
    }
    note->setAccessibleName(
        QCoreApplication::translate("SetupNote", "What this question is about"));
    setText(note, text);
}

void SetupNote::setText(QLabel *note, const QString &text)
{
    note->setText(RichText::toHtml(text));
    note->setAccessibleDescription(RichText::toPlain(text));
    note->setVisible(!text.isEmpty());
}
