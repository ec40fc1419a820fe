// libFuzzer harness: any bytes given to BankLoader::parse either load a bank
// that meets the documented format or are rejected with located problems;
// nothing crashes or trips a sanitizer on the way.
#include "core/bankloader.h"
#include "core/richtext.h"

#include <QByteArray>
#include <QSet>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

// Stops the run with a crash report: libFuzzer saves the input that did it.
void require(bool condition)
{
    if (!condition)
        std::abort();
}

// Uses a loaded text the way the interface does, and checks what the loader promises of it.
qsizetype touch(const LocalizedText &text)
{
    qsizetype total = 0;
    for (Language language : allLanguages) {
        const QString &value = text.text(language);
        require(!value.trimmed().isEmpty());
        require(RichText::hasBalancedBackticks(value));
        total += RichText::toHtml(value).size() + RichText::toPlain(value).size();
    }
    return total;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json = QByteArray::fromRawData(reinterpret_cast<const char *>(data),
                                                    qsizetype(size));
    const BankLoadResult result = BankLoader::parse(json, u"fuzz.json"_s);

    // A bank is given exactly when there is no problem.
    require(result.bank.has_value() == result.problems.isEmpty());
    for (const BankProblem &problem : result.problems) {
        require(problem.file == u"fuzz.json"_s);
        require(!problem.message().isEmpty());
        require(problem.toString().startsWith(problem.file));
    }
    if (!result.bank)
        return 0;

    const QuestionBank &bank = *result.bank;
    require(!bank.id.trimmed().isEmpty());
    require(!bank.questions.isEmpty());
    qsizetype textSize = touch(bank.title);
    if (!bank.description.en.isEmpty() || !bank.description.bn.isEmpty())
        textSize += touch(bank.description);
    QSet<QString> ids;
    for (qsizetype row = 0; row < bank.questions.size(); ++row) {
        const Question &question = bank.questions.at(row);
        require(!ids.contains(question.id));
        ids.insert(question.id);
        require(bank.rowOf(question.id) == row);
        require(question.options.size() >= minOptionsPerQuestion
                && question.options.size() <= maxOptionsPerQuestion
                && question.optionFeedback.size() == question.options.size());
        require(question.answer >= 0 && question.answer < question.options.size());
        textSize += touch(question.prompt);
        // Format 2 may leave the explanation out; one that is given is held to every rule.
        if (!question.explanation.isEmpty())
            textSize += touch(question.explanation);
        for (const LocalizedText &option : question.options)
            textSize += touch(option);
    }
    require(textSize > 0);
    return 0;
}
