#include "shell/windowdialogs.h"

#include "core/config.h"

#include "shell/appicon.h"
#include "widgets/messageboxes.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QStandardPaths>

#include <algorithm>

namespace Dialogs {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Dialogs)
};

} // namespace

void showAbout(QWidget *parent, const QString &progressPath, const QString &settingsPath)
{
    const QString text
        = Text::tr(
              "<h3>ScaleStudy %1</h3><p>Self-study quizzes on scaling and serving JAX models on "
              "NVIDIA GPUs and on model and pipeline parallelism, in Bengali and English, with "
              "interactive charts of pipeline bubbles and attention memory.</p>")
              .arg(QStringLiteral(SCALESTUDY_VERSION))
          + Text::tr("<p>Free software under the GNU General Public License, version 3 or later: "
                     "you may share and change it under its terms. It comes with no warranty.</p>")
          + Text::tr("<p>Your progress: <code>%1</code><br>Your settings: <code>%2</code></p>")
                .arg(QDir::toNativeSeparators(progressPath).toHtmlEscaped(),
                     QDir::toNativeSeparators(settingsPath).toHtmlEscaped());
    QMessageBox box(QMessageBox::NoIcon, Text::tr("About ScaleStudy"), text, QMessageBox::NoButton,
                    parent);
    box.setObjectName(QStringLiteral("aboutBox"));
    box.setIconPixmap(AppIcon::inWindow().pixmap(64, 64));
    // A message box wraps its text at about 420 pixels whatever the font:
    // at the largest text size the About grew taller than a 600-pixel screen.
    // A measure of the font's characters instead, within the screen.
    if (auto *label = box.findChild<QLabel *>(QStringLiteral("qt_msgbox_label"))) {
        constexpr int charactersPerLine = 60;
        const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
        label->setMinimumWidth(std::min(label->fontMetrics().averageCharWidth() * charactersPerLine,
                                        screen->availableGeometry().width() * 3 / 4));
    }
    QPushButton *close = box.addButton(Text::tr("Close"), QMessageBox::AcceptRole);
    box.setEscapeButton(close);
    box.exec();
}

QString askQuestionBankFile(QWidget *parent)
{
    QString start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QDir(start).exists())
        start = QDir::homePath();
    QFileDialog dialog(parent, Text::tr("Open question bank"), start,
                       Text::tr("Question banks and quiz files (*.json *.xml *.gift *.txt);;"
                                "ScaleStudy question banks (*.json);;Moodle XML (*.xml);;"
                                "GIFT (*.gift *.txt);;Aiken (*.txt);;All files (*)"));
    dialog.setObjectName(QStringLiteral("openBankDialog"));
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setLabelText(QFileDialog::LookIn, Text::tr("Look in:"));
    dialog.setLabelText(QFileDialog::FileName, Text::tr("File name:"));
    dialog.setLabelText(QFileDialog::FileType, Text::tr("Files of type:"));
    dialog.setLabelText(QFileDialog::Accept, Text::tr("Open"));
    dialog.setLabelText(QFileDialog::Reject, Text::tr("Cancel"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

void showBankOpening(QWidget *parent, const Study::BankOpening &opening, const QString &path,
                     const QString &addedTitle)
{
    const QString report = opening.importReport ? opening.importReport().join(u'\n') : QString();
    if (opening.importReport && opening.outcome == Study::BankOpening::Outcome::NotLoaded) {
        showError(parent, Text::tr("Quiz file not imported"),
                  Text::tr("No question of %1 could be imported:")
                      .arg(QDir::toNativeSeparators(path)),
                  report);
        return;
    }
    switch (opening.outcome) {
    case Study::BankOpening::Outcome::NotLoaded: {
        // A badly broken file can have thousands of problems; the first ones say enough.
        constexpr int shownProblems = 20;
        QStringList lines;
        for (const BankProblem &problem :
             opening.problems.first(std::min<qsizetype>(opening.problems.size(), shownProblems)))
            lines << problem.toString();
        if (opening.problems.size() > shownProblems)
            lines << Text::tr("… and %Ln more problem(s).", nullptr,
                              int(opening.problems.size() - shownProblems));
        showError(parent, Text::tr("Question bank not loaded"),
                  Text::tr("%1 has problems and was not loaded:").arg(QDir::toNativeSeparators(path)),
                  lines.join(u'\n'));
        return;
    }
    case Study::BankOpening::Outcome::IdTaken:
        showError(parent, Text::tr("Question bank not loaded"),
                  Text::tr("A quiz with the id \"%1\" is already in the library.")
                      .arg(opening.bankId));
        return;
    case Study::BankOpening::Outcome::Added:
        if (opening.importReport)
            showInformation(parent, Text::tr("Quiz file imported"),
                            Text::tr("“%1” was added to the library.").arg(addedTitle), report);
        else
            showInformation(parent, Text::tr("Question bank loaded"),
                            Text::tr("“%1” was added to the library.").arg(addedTitle));
        return;
    }
}

std::optional<BankExportChoice> askBankExport(QWidget *parent, const QList<QuestionBank> &banks,
                                              Language language)
{
    if (banks.isEmpty())
        return std::nullopt;
    QStringList titles;
    for (const QuestionBank &bank : banks)
        titles << bank.title.text(language);
    QInputDialog which(parent);
    which.setObjectName(QStringLiteral("exportBankChoice"));
    which.setWindowTitle(Text::tr("Export question bank"));
    which.setLabelText(Text::tr("Quiz to export:"));
    which.setComboBoxItems(titles);
    which.setComboBoxEditable(false);
    which.setOkButtonText(Text::tr("Continue"));
    which.setCancelButtonText(Text::tr("Cancel"));
    if (which.exec() != QDialog::Accepted)
        return std::nullopt;
    const qsizetype chosen = titles.indexOf(which.textValue());
    if (chosen < 0)
        return std::nullopt;

    QString start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QDir(start).exists())
        start = QDir::homePath();
    const QuestionBank &bank = banks.at(chosen);
    const QStringList filters{Text::tr("Moodle XML (*.xml)"), Text::tr("GIFT (*.gift)"),
                              Text::tr("ScaleStudy question bank (*.json)")};
    const BankExportFormat formats[] = {BankExportFormat::MoodleXml, BankExportFormat::Gift,
                                        BankExportFormat::ScaleStudyJson};
    QFileDialog dialog(parent, Text::tr("Export question bank"),
                       start + u'/' + bank.id + QStringLiteral(".xml"), filters.join(u";;"));
    dialog.setObjectName(QStringLiteral("exportBankDialog"));
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setLabelText(QFileDialog::LookIn, Text::tr("Look in:"));
    dialog.setLabelText(QFileDialog::FileName, Text::tr("File name:"));
    dialog.setLabelText(QFileDialog::FileType, Text::tr("Files of type:"));
    dialog.setLabelText(QFileDialog::Accept, Text::tr("Save"));
    dialog.setLabelText(QFileDialog::Reject, Text::tr("Cancel"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return std::nullopt;
    QString path = dialog.selectedFiles().constFirst();
    // The name's ending says the format; a name without one takes the chosen filter's.
    std::optional<BankExportFormat> format = BankExport::formatForPath(path);
    if (!format) {
        format = formats[std::max<qsizetype>(0, filters.indexOf(dialog.selectedNameFilter()))];
        path += u'.' + BankExport::suffix(*format);
    }
    return BankExportChoice{bank.id, path, *format};
}

} // namespace Dialogs
