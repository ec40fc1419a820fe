#include "core/models/glossaryquestionmodel.h"

#include "core/languagemanager.h"
#include "core/questionname.h"
#include "core/richtext.h"

GlossaryQuestionModel::GlossaryQuestionModel(const LanguageManager *languages, QObject *parent)
    : QAbstractListModel(parent)
    , m_languages(languages)
{
    connect(m_languages, &LanguageManager::languageChanged, this,
            &GlossaryQuestionModel::languageChanged);
}

void GlossaryQuestionModel::setBanks(QList<QuestionBank> banks)
{
    m_banks = std::move(banks);
    resolveRows();
}

void GlossaryQuestionModel::setQuestionIds(QStringList questionIds)
{
    m_questionIds = std::move(questionIds);
    resolveRows();
}

void GlossaryQuestionModel::resolveRows()
{
    beginResetModel();
    m_rows.clear();
    for (const QString &id : std::as_const(m_questionIds)) {
        for (qsizetype bank = 0; bank < m_banks.size(); ++bank) {
            const int question = m_banks.at(bank).rowOf(id);
            if (question >= 0)
                m_rows.append({bank, question});
        }
    }
    endResetModel();
}

const QuestionBank *GlossaryQuestionModel::bankAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_banks.at(m_rows.at(row).bank) : nullptr;
}

int GlossaryQuestionModel::questionRowAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).question : -1;
}

int GlossaryQuestionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant GlossaryQuestionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const QuestionBank &bank = m_banks.at(row.bank);
    const Question &question = bank.questions.at(row.question);
    switch (role) {
    case Qt::DisplayRole:
        return QuestionName::inQuiz(bank, m_banks, row.question, m_languages->language());
    case Qt::ToolTipRole:
        return RichText::toPlain(question.prompt.text(m_languages->language()));
    case BankIdRole:
        return bank.id;
    case QuestionIdRole:
        return question.id;
    case QuestionNumberRole:
        return row.question + 1;
    default:
        return {};
    }
}

void GlossaryQuestionModel::languageChanged()
{
    if (!m_rows.isEmpty())
        emit dataChanged(index(0), index(int(m_rows.size()) - 1),
                         {Qt::DisplayRole, Qt::ToolTipRole});
}
