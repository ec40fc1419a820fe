#include "core/models/questionlistmodel.h"

#include "core/banktitles.h"
#include "core/languagemanager.h"
#include "core/richtext.h"
#include "core/study.h"

#include <QStringList>

#include <optional>
#include <utility>

namespace {

QStringList texts(const QList<LocalizedText> &localized, Language language)
{
    QStringList result;
    result.reserve(localized.size());
    for (const LocalizedText &text : localized)
        result.append(text.text(language));
    return result;
}

// The current-language role a role in a given language stands for, and that language.
std::optional<std::pair<int, Language>> splitLanguageRole(int role)
{
    for (Language language : allLanguages) {
        const int base = role - QuestionListModel::languageRoleOffset * (1 + int(language));
        if (base >= QuestionListModel::firstTextRole && base <= QuestionListModel::lastTextRole)
            return std::pair{base, language};
    }
    return std::nullopt;
}

} // namespace

QuestionListModel::QuestionListModel(const LanguageManager *languages, QObject *parent)
    : QAbstractListModel(parent)
    , m_languages(languages)
{
    connect(m_languages, &LanguageManager::languageChanged, this,
            &QuestionListModel::languageChanged);
}

void QuestionListModel::setBanks(QList<QuestionBank> banks)
{
    beginResetModel();
    m_banks = std::move(banks);
    resolveRows();
    endResetModel();
}

void QuestionListModel::followBanks(const Study *study)
{
    disconnect(m_followed);
    m_followed = {};
    if (!study)
        return;
    m_followed = connect(study, &Study::banksChanged, this,
                         [this, study] { setBanks(study->banks()); });
    setBanks(study->banks());
}

void QuestionListModel::setQuestions(QList<ReviewItemKey> keys)
{
    beginResetModel();
    m_keys = std::move(keys);
    resolveRows();
    endResetModel();
}

void QuestionListModel::resolveRows()
{
    QHash<QString, qsizetype> bankRows;
    for (qsizetype bank = 0; bank < m_banks.size(); ++bank)
        bankRows.insert(m_banks.at(bank).id, bank);
    m_rowKeys.clear();
    m_rows.clear();
    for (const ReviewItemKey &key : std::as_const(m_keys)) {
        const auto bank = bankRows.constFind(key.bankId);
        if (bank == bankRows.cend())
            continue;
        const int question = m_banks.at(*bank).rowOf(key.questionId);
        if (question < 0)
            continue;
        m_rowKeys.append(key);
        m_rows.append({*bank, question});
    }
}

ReviewItemKey QuestionListModel::keyAt(int row) const
{
    return row >= 0 && row < m_rowKeys.size() ? m_rowKeys.at(row) : ReviewItemKey{};
}

int QuestionListModel::rowOf(const ReviewItemKey &key) const
{
    return int(m_rowKeys.indexOf(key));
}

const QuestionBank *QuestionListModel::bankAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_banks.at(m_rows.at(row).bank) : nullptr;
}

const Question *QuestionListModel::questionAt(int row) const
{
    const QuestionBank *bank = bankAt(row);
    return bank ? &bank->questions.at(m_rows.at(row).question) : nullptr;
}

int QuestionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant QuestionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const QuestionBank &bank = m_banks.at(row.bank);
    const Question &question = bank.questions.at(row.question);
    const Language current = m_languages->language();
    switch (role) {
    case Qt::DisplayRole:
        return RichText::toPlain(question.prompt.text(current));
    case BankIdRole:
        return bank.id;
    case QuestionIdRole:
        return question.id;
    case AnswerRole:
        return question.answer;
    case QuestionNumberRole:
        return row.question + 1;
    case TopicIdRole:
        return question.topic;
    case ConceptRole:
        return conceptKey(question.chartConcept);
    default:
        break;
    }
    if (role >= firstTextRole && role <= lastTextRole)
        return textData(row, role, current);
    if (const auto split = splitLanguageRole(role))
        return textData(row, split->first, split->second);
    return {};
}

QVariant QuestionListModel::textData(const Row &row, int role, Language language) const
{
    const QuestionBank &bank = m_banks.at(row.bank);
    const Question &question = bank.questions.at(row.question);
    switch (role) {
    case PromptRole:
        return question.prompt.text(language);
    case OptionsRole:
        return texts(question.options, language);
    case OptionFeedbackRole: {
        QStringList feedback;
        for (qsizetype option = 0; option < question.options.size(); ++option)
            feedback.append(question.feedbackOf(option).text(language));
        return feedback;
    }
    case ExplanationRole:
        return question.explanation.text(language);
    case TopicRole: {
        const Topic *topic = question.topic.isEmpty() ? nullptr : bank.topicById(question.topic);
        return topic ? topic->name.text(language) : QString();
    }
    case QuizTitleRole:
        return BankTitles::distinct(bank, m_banks, language);
    default:
        return {};
    }
}

QHash<int, QByteArray> QuestionListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names[BankIdRole] = "bankId";
    names[QuestionIdRole] = "questionId";
    names[AnswerRole] = "answer";
    names[QuestionNumberRole] = "questionNumber";
    names[TopicIdRole] = "topicId";
    names[ConceptRole] = "concept";
    const std::pair<Role, QByteArray> texts[] = {
        {PromptRole, "prompt"},
        {OptionsRole, "options"},
        {OptionFeedbackRole, "optionFeedback"},
        {ExplanationRole, "explanation"},
        {TopicRole, "topic"},
        {QuizTitleRole, "quizTitle"},
    };
    for (const auto &[role, name] : texts) {
        names[role] = name;
        names[textRole(role, Language::English)] = name + "En";
        names[textRole(role, Language::Bengali)] = name + "Bn";
    }
    return names;
}

void QuestionListModel::languageChanged()
{
    if (m_rows.isEmpty())
        return;
    QList<int> roles{Qt::DisplayRole};
    for (int role = firstTextRole; role <= lastTextRole; ++role)
        roles.append(role);
    emit dataChanged(index(0), index(int(m_rows.size()) - 1), roles);
}
