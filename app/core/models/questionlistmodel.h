#pragma once

#include "core/language.h"
#include "core/questionbank.h"
#include "core/reviewdeck.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>

class LanguageManager;
class Study;

// A list of questions from any loaded banks, each named by its bank and
// question id (ReviewItemKey, as Study's review and flag calls name them):
// the flagged questions, a quiz read through, an attempt's results. QtCore
// only; views pick the roles they show.
//
// Texts come in two sets of roles:
// - PromptRole ... QuizTitleRole: in LanguageManager's language. On
//   languageChanged the model emits dataChanged over every row with these
//   roles and Qt::DisplayRole.
// - textRole(role, language): the same text in a given language, whatever the
//   interface's (the "other language" shown beneath). Such a role is the text
//   role plus languageRoleOffset times (1 + the Language's value): English
//   0x100 above a current-language role, Bengali 0x200 above it.
// Texts are as the bank writes them (RichText: `backticks` mark code), except
// Qt::DisplayRole: the prompt in the current language as plain text.
//
// The model keeps its own (implicitly shared) copy of the banks it was given,
// so nothing it points into can go away under it. A key whose bank or question
// is not among them has no row; when the banks change (setBanks, or a
// followed Study's banksChanged) the rows are worked out again, so the rows of
// a removed bank disappear and come back if it is loaded again.
class QuestionListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        // The same in every language.
        BankIdRole = Qt::UserRole + 1, // QString
        QuestionIdRole, // QString
        AnswerRole, // int: the right option's index in OptionsRole, as the bank orders them
        QuestionNumberRole, // int: 1 for the bank's first question
        TopicIdRole, // QString; empty when the question names no topic
        ConceptRole, // QString: conceptKey() of its chart, empty when it has none
        // Texts in the current language (see textRole for a given one).
        PromptRole = Qt::UserRole + 16, // QString
        OptionsRole, // QStringList, one per option, as the bank orders them
        OptionFeedbackRole, // QStringList, same order; an empty string where the bank gives none
        ExplanationRole, // QString
        TopicRole, // QString: the topic's name; empty without a topic
        QuizTitleRole, // QString: the bank's title
    };
    static constexpr int firstTextRole = PromptRole;
    static constexpr int lastTextRole = QuizTitleRole;
    static constexpr int languageRoleOffset = 0x100;

    // The role of a text (PromptRole ... QuizTitleRole) in the given language.
    static constexpr int textRole(Role role, Language language)
    {
        return role + languageRoleOffset * (1 + int(language));
    }

    // languages must outlive the model.
    explicit QuestionListModel(const LanguageManager *languages, QObject *parent = nullptr);

    // The banks the keys are looked up in; the rows are worked out again.
    void setBanks(QList<QuestionBank> banks);
    // Takes study's banks now and again at each of its banksChanged, until
    // another Study (or nullptr) is followed or study is destroyed.
    void followBanks(const Study *study);

    // Replaces the list. Keys no bank has are kept, without a row, for when
    // their bank comes (back).
    void setQuestions(QList<ReviewItemKey> keys);
    const QList<ReviewItemKey> &questions() const { return m_keys; }

    // The key of a row; an empty key for a row out of range.
    ReviewItemKey keyAt(int row) const;
    // The row showing this question, or -1.
    int rowOf(const ReviewItemKey &key) const;
    // The row's bank and question, or nullptr for a row out of range. Valid
    // until the banks are next set.
    const QuestionBank *bankAt(int row) const;
    const Question *questionAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Row
    {
        qsizetype bank = 0; // in m_banks
        int question = 0; // in that bank's questions
    };

    void resolveRows();
    QVariant textData(const Row &row, int role, Language language) const;
    void languageChanged();

    const LanguageManager *m_languages = nullptr;
    QMetaObject::Connection m_followed;
    QList<QuestionBank> m_banks;
    QList<ReviewItemKey> m_keys;
    QList<ReviewItemKey> m_rowKeys; // m_keys less those not found, in order
    QList<Row> m_rows; // where each of m_rowKeys is
};
