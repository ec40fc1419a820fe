#pragma once

#include "quiz/resultsexport.h"

#include <QDialog>

class QCheckBox;
class QLineEdit;
class QPushButton;
class QRadioButton;

// Asks where and how to export the results: PDF or HTML, in the current
// language or in both, every question or only the wrong answers (as the page
// shows them, to begin with), and the file. Every text is ours, Bengali included
// (Qt ships no Bengali for its standard buttons and file dialog).
class ResultsExportDialog : public QDialog
{
    Q_OBJECT

public:
    // suggestedPath: the file offered, its suffix following the format chosen.
    // onlyWrong: whether the page shows only the wrong answers.
    explicit ResultsExportDialog(const QString &suggestedPath, bool onlyWrong = false,
                                 QWidget *parent = nullptr);

    ResultsExport::Format format() const;
    bool bothLanguages() const;
    bool onlyWrong() const;
    QString path() const;

    // Asks before replacing a file that exists.
    void accept() override;

private:
    void followFormat();
    void browse();
    void updateExportButton();

    QRadioButton *m_pdf = nullptr;
    QRadioButton *m_html = nullptr;
    QRadioButton *m_currentLanguage = nullptr;
    QRadioButton *m_bothLanguages = nullptr;
    QCheckBox *m_onlyWrong = nullptr;
    QLineEdit *m_path = nullptr;
    QPushButton *m_browse = nullptr;
    QPushButton *m_export = nullptr;
};
