#include "shell/windowdialogs.h"

#include "core/config.h"

#include "shell/appicon.h"
#include "widgets/messageboxes.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
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
                       Text::tr("Question banks (*.json);;All files (*)"));
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
        showInformation(parent, Text::tr("Question bank loaded"),
                        Text::tr("“%1” was added to the library.").arg(addedTitle));
        return;
    }
}

} // namespace Dialogs
