#pragma once

#include "core/questionbank.h"

#include <QWidget>

class LanguageManager;
class QLabel;
class QPushButton;
class QScrollArea;
class QuestionView;

// One question to read, not to answer: its prompt, the options in the
// bank's order with the right one marked (and why the others are wrong,
// where the bank says), and the explanation, in the interface language and,
// when asked, in the other one too.
class QuestionReadView : public QWidget
{
    Q_OBJECT

public:
    // Where the back button (and Escape) leads, for its label.
    enum class ReturnsTo { SearchResults, FlaggedQuestions, History, Glossary };

    explicit QuestionReadView(const LanguageManager *languages, QWidget *parent = nullptr,
                              ReturnsTo returnsTo = ReturnsTo::SearchResults);

    // Keeps copies: the library may change while the question is shown.
    void showQuestion(const QuestionBank &bank, int row);
    const QString &questionId() const { return m_question.id; }
    // Each text in the other language too, under the current one's; the
    // place in the text stays.
    void setOtherLanguageShown(bool shown);
    bool isOtherLanguageShown() const;

signals:
    void backRequested();
    void glossaryEntryRequested(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    const LanguageManager *m_languages = nullptr;
    ReturnsTo m_returnsTo = ReturnsTo::SearchResults;
    LocalizedText m_bankTitle;
    Question m_question;
    int m_row = 0;
    int m_questionCount = 0;

    QLabel *m_title = nullptr;
    QLabel *m_position = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_column = nullptr; // the texts, capped at a comfortable line length
    QuestionView *m_view = nullptr;
    QPushButton *m_back = nullptr;
};
