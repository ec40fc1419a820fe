#pragma once

#include "core/language.h"
#include "core/questionbank.h"

#include <QAbstractListModel>
#include <QList>
#include <QStringList>

class LanguageManager;

// The questions a glossary entry names (by question id), found in the loaded
// banks: one row for each bank that has the question, in the entry's order,
// each shown as "JAX on GPUs, question 11" (core/questionname) in
// LanguageManager's language; on languageChanged the rows' texts are
// announced changed. An id no bank has gets no row. QtCore only.
class GlossaryQuestionModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        BankIdRole = Qt::UserRole + 1, // QString
        QuestionIdRole, // QString
        QuestionNumberRole, // int: 1 for a bank's first question
    };

    // languages must outlive the model.
    explicit GlossaryQuestionModel(const LanguageManager *languages, QObject *parent = nullptr);

    // Keeps (implicitly shared) copies.
    void setBanks(QList<QuestionBank> banks);
    void setQuestionIds(QStringList questionIds);

    // The row's bank and its question's row there; nullptr and -1 out of range.
    const QuestionBank *bankAt(int row) const;
    int questionRowAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        qsizetype bank = 0; // in m_banks
        int question = 0; // in its questions
    };

    void resolveRows();
    void languageChanged();

    const LanguageManager *m_languages = nullptr;
    QList<QuestionBank> m_banks;
    QStringList m_questionIds;
    QList<Row> m_rows;
};
