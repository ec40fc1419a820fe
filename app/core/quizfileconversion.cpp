#include "core/quizfileconversion.h"

#include "core/bankjsonwriter.h"
#include "core/importtext.h"
#include "core/quizfileimport.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSet>

using namespace Qt::StringLiterals;

namespace {

QString uniqueId(const QString &wanted, QSet<QString> &taken)
{
    QString id = wanted;
    for (int next = 2; taken.contains(id); ++next)
        id = wanted + u'-' + QString::number(next);
    taken.insert(id);
    return id;
}

QString topicIdOf(const LocalizedText &name, QuestionBank &bank, QSet<QString> &taken)
{
    for (const Topic &topic : std::as_const(bank.topics)) {
        if (topic.name == name)
            return topic.id;
    }
    QString wanted = QuizFileConversion::idFrom(name.en.isEmpty() ? name.bn : name.en);
    const QString id = uniqueId(wanted.isEmpty() ? u"topic"_s : wanted, taken);
    bank.topics.append({id, name});
    return id;
}

QString named(int number, const QString &name)
{
    return name.isEmpty()
               ? QuizFileConversion::tr("question %1").arg(QLocale().toString(number))
               : QuizFileConversion::tr("question %1 '%2'").arg(QLocale().toString(number), name);
}

} // namespace

bool QuizFileConversion::isQuizFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == u"xml"_s || suffix == u"gift"_s || suffix == u"txt"_s;
}

QString QuizFileConversion::idFrom(const QString &name)
{
    QString id;
    bool gap = false;
    for (const QChar c : name.toLower()) {
        // Bengali's vowel signs and virama are marks, not letters: kept, or a word breaks apart.
        if (c.isLetterOrNumber() || c.isMark()) {
            if (gap && !id.isEmpty())
                id += u'-';
            id += c;
            gap = false;
        } else {
            gap = true;
        }
    }
    return id.left(80);
}

QuestionBank QuizFileConversion::toBank(const ImportResult &import, const QString &path)
{
    const QString baseName = QFileInfo(path).completeBaseName();
    QuestionBank bank;
    const QString fileId = idFrom(baseName);
    bank.id = u"imported-"_s + (fileId.isEmpty() ? u"bank"_s : fileId);
    bank.title = ImportText::inItsLanguage(baseName.isEmpty() ? bank.id : baseName);
    QSet<QString> questionIds;
    QSet<QString> topicIds;
    for (const ImportedQuestion &imported : import.questions) {
        Question question;
        const QString fromName = idFrom(imported.name);
        question.id = uniqueId(fromName.isEmpty() ? u"q%1"_s.arg(imported.number) : fromName,
                               questionIds);
        question.prompt = imported.prompt;
        question.options = imported.options;
        question.optionFeedback = imported.optionFeedback;
        question.optionFeedback.resize(question.options.size());
        question.answer = imported.answer;
        question.explanation = imported.explanation;
        question.shuffle = imported.shuffle;
        if (!imported.topic.isEmpty())
            question.topic = topicIdOf(imported.topic, bank, topicIds);
        bank.questions.append(question);
    }
    return bank;
}

QuizFileConversion::Result QuizFileConversion::convert(const QString &path)
{
    Result result;
    result.import = QuizFileImport::loadFile(path);
    result.problems = result.import.problems;
    if (result.import.questions.isEmpty())
        return result;
    const QString label = QDir::toNativeSeparators(path);
    const QByteArray json = BankJsonWriter::write(toBank(result.import, path));
    BankLoadResult loaded = BankLoader::parse(json, label);
    result.problems += loaded.problems;
    if (loaded.bank) {
        loaded.bank->source = label;
        result.bank = std::move(loaded.bank);
        result.json = json;
        result.warnings = std::move(loaded.warnings);
    }
    return result;
}

QStringList QuizFileConversion::Result::reportLines(const QString &fileLabel) const
{
    QStringList lines;
    const int imported = bank ? int(bank->questions.size()) : 0;
    if (imported > 0)
        lines << tr("%1: %Ln question(s) imported", nullptr, imported).arg(fileLabel);
    else
        lines << tr("%1: no question could be imported").arg(fileLabel);
    for (const ImportSkip &skip : import.skipped)
        lines << tr("%1: %2, skipped").arg(named(skip.number, skip.name), skip.reason());
    for (const ImportSkip &left : import.dropped)
        lines << tr("%1: %2").arg(named(left.number, left.name), left.reason());
    for (const BankProblem &problem : problems)
        lines << problem.toString();
    return lines;
}
