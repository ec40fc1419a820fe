#pragma once

#include <QString>

class QWidget;

// Message boxes whose every button text comes from our own translations:
// Qt ships no Bengali for its standard buttons. The window's own dialogs
// (About, opening a bank) are in shell/windowdialogs.h.
namespace Dialogs {

enum class SubmitChoice { Submit, KeepAnswering };

SubmitChoice askSubmitWithUnanswered(QWidget *parent, int unansweredCount);

enum class AttemptChoice { StartNew, KeepAttempt };

// Before a new attempt replaces the one in progress on the quiz titled
// quizTitle; Escape keeps the attempt.
AttemptChoice askEndAttemptInProgress(QWidget *parent, const QString &quizTitle);
void showError(QWidget *parent, const QString &title, const QString &text,
               const QString &details = {});
void showInformation(QWidget *parent, const QString &title, const QString &text,
                     const QString &details = {});

} // namespace Dialogs
