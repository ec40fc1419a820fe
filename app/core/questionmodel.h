#pragma once

#include "core/questionbank.h"

#include <QAbstractListModel>

// The questions of one bank, in the bank's order, with their text in the
// current language. Changing the language emits dataChanged for every row.
class QuestionModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        IdRole = Qt::UserRole,
        PromptRole,      // QString, plain text with `code` marks (also Qt::DisplayRole)
        OptionsRole,     // QStringList of four options, in bank order
        AnswerRole,      // int, index of the right option in bank order
        ExplanationRole, // QString
        ConceptRole,     // QString: "pipeline-bubbles", "attention-memory" or empty
        OptionFeedbackRole, // QStringList of four: why each option is wrong, in bank order ("" when none)
    };
    Q_ENUM(Role)

    explicit QuestionModel(QObject *parent = nullptr);

    void setBank(const QuestionBank &bank);
    const QuestionBank &bank() const { return m_bank; }

    void setLanguage(Language language);
    Language language() const { return m_language; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QuestionBank m_bank;
    Language m_language = Language::English;
};
