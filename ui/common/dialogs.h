#pragma once

#include <QString>

class QWidget;

// Message boxes whose every button text comes from our own translations:
// Qt ships no Bengali for its standard buttons.
namespace Dialogs {

enum class SubmitChoice { Submit, KeepAnswering };

SubmitChoice askSubmitWithUnanswered(QWidget *parent, int unansweredCount);

enum class AttemptChoice { StartNew, KeepAttempt };

// Before a new attempt replaces the one in progress on the quiz titled
// quizTitle; Escape keeps the attempt.
AttemptChoice askEndAttemptInProgress(QWidget *parent, const QString &quizTitle);
void showError(QWidget *parent, const QString &title, const QString &text,
               const QString &details = {});
void showInformation(QWidget *parent, const QString &title, const QString &text);
// The version, the licence, and where the learner's progress and settings are kept.
void showAbout(QWidget *parent, const QString &progressPath, const QString &settingsPath);

// A file dialog that reads in the interface language (Qt's widget-based dialog,
// whose strings our translation carries).
QString askQuestionBankFile(QWidget *parent);

} // namespace Dialogs
