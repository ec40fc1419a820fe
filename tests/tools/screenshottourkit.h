#pragma once

// What the screenshot tour takes its pictures with, and the data it starts from.

#include "shell/mainwindow.h"

#include <QString>

// Lets the window lay out and paint what it was just asked to.
void settle();
// The window as it is now, as <directory>/<name>.png.
void save(MainWindow &window, const QString &directory, const QString &name);
// Saves the chart tools' Data view, at its tab `tab` (the first when none).
void saveDataView(MainWindow &window, const QString &tools, const QString &directory,
                  const QString &name, int tab = 0);
// Saves the next modal dialog as soon as it is shown, then closes it.
void saveNextDialog(const QString &directory, const QString &name);
// Exports the results through the next export dialog, as a PDF in the
// current language or in both, after a screenshot of the dialog.
void exportWithNextDialog(const QString &directory, const QString &name, bool bothLanguages);
// Each menu of the menu bar opened and saved, "menu-1-en" for the first.
void saveMenus(MainWindow &window, const QString &directory, const QString &suffix);

// Three weeks of reviews beside the progress file, two questions flagged, and
// ten months of reviews of other questions, none of them due today.
void writeReviewsBeside(const QString &progressFilePath);
// Three questions whose keyed option (the first) is the longest in both languages.
void writeGuessableBank(const QString &path);
