#pragma once

#include "core/glossary.h"

#include <QWidget>

class GlossaryListModel;
class QLabel;
class QLineEdit;
class QListView;

// The glossary: a search field that finds terms in either script, the
// matching terms, and the chosen one in both languages with the questions
// that use it.
class GlossaryPage : public QWidget
{
    Q_OBJECT

public:
    // Shows the glossary compiled into the application.
    explicit GlossaryPage(QWidget *parent = nullptr);

    // Selects the entry with this id, clearing a search that hides it.
    void showEntry(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildDetails();
    void retranslateUi();
    void applySearch();
    void showCurrentEntry();
    void updateCount();
    void selectRow(int row);

    Glossary m_glossary;
    QString m_loadProblem; // why the glossary could not be read; empty when it was
    GlossaryListModel *m_model = nullptr;

    QLabel *m_title = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_count = nullptr;
    QListView *m_list = nullptr;
    QWidget *m_details = nullptr;
    QLabel *m_term = nullptr;
    QLabel *m_otherTerm = nullptr;
    QLabel *m_definition = nullptr;
    QLabel *m_otherLanguage = nullptr;
    QLabel *m_otherDefinition = nullptr;
    QLabel *m_questionsHeading = nullptr;
    QLabel *m_questions = nullptr;
};
