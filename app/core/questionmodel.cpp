#include "core/questionmodel.h"

QuestionModel::QuestionModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void QuestionModel::setBank(const QuestionBank &bank)
{
    beginResetModel();
    m_bank = bank;
    endResetModel();
}

void QuestionModel::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    if (rowCount() > 0) {
        emit dataChanged(index(0), index(rowCount() - 1),
                         {Qt::DisplayRole, PromptRole, OptionsRole, ExplanationRole, OptionFeedbackRole});
    }
}

int QuestionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_bank.questions.size());
}

QVariant QuestionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Question &question = m_bank.questions.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case PromptRole:
        return question.prompt.text(m_language);
    case IdRole:
        return question.id;
    case OptionsRole: {
        QStringList options;
        for (const LocalizedText &option : question.options)
            options << option.text(m_language);
        return options;
    }
    case AnswerRole:
        return question.answer;
    case ExplanationRole:
        return question.explanation.text(m_language);
    case ConceptRole:
        return conceptKey(question.chartConcept);
    case OptionFeedbackRole: {
        QStringList feedback;
        for (const LocalizedText &text : question.optionFeedback)
            feedback << text.text(m_language);
        return feedback;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> QuestionModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IdRole, "questionId");
    names.insert(PromptRole, "prompt");
    names.insert(OptionsRole, "options");
    names.insert(AnswerRole, "answer");
    names.insert(ExplanationRole, "explanation");
    names.insert(ConceptRole, "concept");
    names.insert(OptionFeedbackRole, "optionFeedback");
    return names;
}
