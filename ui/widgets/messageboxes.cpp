#include "widgets/messageboxes.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace Dialogs {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Dialogs)
};

void showMessage(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                 const QString &details)
{
    QMessageBox box(icon, title, text, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("messageBox"));
    // Messages quote bank titles, ids and paths: markup in them is shown, never rendered.
    box.setTextFormat(Qt::PlainText);
    QPushButton *ok = box.addButton(Text::tr("OK"), QMessageBox::AcceptRole);
    ok->setObjectName(QStringLiteral("okButton"));
    box.setDefaultButton(ok);
    box.setEscapeButton(ok);
    // The informative text has no format setting: escaped HTML shows it literally.
    if (!details.isEmpty())
        box.setInformativeText(u"<p>"_s + details.toHtmlEscaped().replace(u'\n', u"<br>"_s)
                               + u"</p>"_s);
    box.exec();
}

} // namespace

SubmitChoice askSubmitWithUnanswered(QWidget *parent, int unansweredCount)
{
    QMessageBox box(QMessageBox::Question, Text::tr("Submit answers"),
                    Text::tr("%Ln question(s) still have no answer. Unanswered questions count as "
                             "wrong. Submit anyway?",
                             nullptr, unansweredCount),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("confirmSubmitBox"));
    QPushButton *submit = box.addButton(Text::tr("Submit answers"), QMessageBox::AcceptRole);
    submit->setObjectName(QStringLiteral("confirmSubmitButton"));
    QPushButton *keep = box.addButton(Text::tr("Keep answering"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepAnsweringButton"));
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    return box.clickedButton() == submit ? SubmitChoice::Submit : SubmitChoice::KeepAnswering;
}

AttemptChoice askEndAttemptInProgress(QWidget *parent, const QString &quizTitle)
{
    QMessageBox box(QMessageBox::Question, Text::tr("Attempt in progress"),
                    Text::tr("Your attempt at “%1” is still in progress. A new attempt ends it: "
                             "it stays in your history as abandoned and can no longer be resumed.")
                        .arg(quizTitle),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("confirmNewAttemptBox"));
    box.setTextFormat(Qt::PlainText); // the title comes from a bank file
    QPushButton *startNew = box.addButton(Text::tr("Start a new attempt"), QMessageBox::AcceptRole);
    startNew->setObjectName(QStringLiteral("startNewAttemptButton"));
    QPushButton *keep = box.addButton(Text::tr("Keep the attempt"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepAttemptButton"));
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    return box.clickedButton() == startNew ? AttemptChoice::StartNew : AttemptChoice::KeepAttempt;
}

void showError(QWidget *parent, const QString &title, const QString &text, const QString &details)
{
    showMessage(parent, QMessageBox::Warning, title, text, details);
}

void showInformation(QWidget *parent, const QString &title, const QString &text,
                     const QString &details)
{
    showMessage(parent, QMessageBox::Information, title, text, details);
}

} // namespace Dialogs
