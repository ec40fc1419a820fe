#pragma once

#include "core/glossary.h"
#include "core/questionbank.h"

#include <QWidget>

class GlossaryListModel;
class GlossaryQuestionModel;
class LanguageManager;
class QLabel;
class QLineEdit;
class QListView;
class QStackedWidget;
class QuestionReadView;

// The glossary: a search field that finds terms in either script, the
// matching terms in the alphabetical order of the interface language, and
// the chosen one in both languages with the questions that use it, each
// named by its quiz and number; a click or Enter opens the question to read
// (with its answer and explanation), Escape comes back.
class GlossaryPage : public QWidget
{
    Q_OBJECT

public:
    // Shows the glossary compiled into the application. languages must outlive the page.
    explicit GlossaryPage(const LanguageManager *languages, QWidget *parent = nullptr);

    // The loaded banks, in which the entries' questions are found.
    void setBanks(const QList<QuestionBank> &banks);
    // Selects the entry with this id, clearing a search that hides it.
    void showEntry(const QString &entryId);
    // An opened question's texts in the other language too.
    void setOtherLanguageShown(bool shown);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildDetails();
    void retranslateUi();
    void applySearch(bool keepCurrent);
    void showCurrentEntry();
    void updateCount();
    void selectRow(int row);
    void openQuestion(int row);
    void showTerms();

    const LanguageManager *m_languages = nullptr;
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
    QListView *m_questions = nullptr;
    GlossaryQuestionModel *m_questionModel = nullptr;
    QString m_questionsOf; // the entry whose questions m_questionModel holds
    QStackedWidget *m_views = nullptr;
    QWidget *m_termsView = nullptr;
    QuestionReadView *m_readView = nullptr;
};
