#pragma once

#include "core/bankexport.h"
#include "core/study.h"

#include <QString>

class QWidget;

// The window's own dialogs, their texts from our translations (the
// Dialogs context, as the message boxes of widgets/messageboxes.h).
namespace Dialogs {

// The version, the licence, and where the learner's progress and settings are kept.
void showAbout(QWidget *parent, const QString &progressPath, const QString &settingsPath);

// A file dialog that reads in the interface language (Qt's widget-based dialog,
// whose strings our translation carries).
QString askQuestionBankFile(QWidget *parent);

// What became of a bank file the learner opened: its problems (the first
// ones), an id already in the library, or the title it was added under.
void showBankOpening(QWidget *parent, const Study::BankOpening &opening, const QString &path,
                     const QString &addedTitle);

// Which quiz of the library to export, and to which file: the format is the
// file name's ending (.xml Moodle XML, .gift GIFT, .json ScaleStudy JSON).
struct BankExportChoice
{
    QString bankId;
    QString path;
    BankExportFormat format;
};
std::optional<BankExportChoice> askBankExport(QWidget *parent, const QList<QuestionBank> &banks,
                                              Language language);

} // namespace Dialogs
