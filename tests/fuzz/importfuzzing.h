#pragma once

// What every import reader's libFuzzer harness checks of its result: the
// questions it keeps have 2 to 6 non-empty options with the answer among
// them, each one skipped has a worded reason, and a problem with the file is
// reported exactly when nothing at all was found. A broken promise aborts,
// so that libFuzzer saves the input.

#include "core/importedquestion.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace ImportFuzzing {

inline void require(bool condition)
{
    if (!condition)
        std::abort();
}

inline int check(ImportResult (*parse)(const QByteArray &, const QString &),
                 const std::uint8_t *data, std::size_t size, const QString &label)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data),
                                                     qsizetype(size));
    const ImportResult result = parse(bytes, label);
    require(result.problems.isEmpty() != (result.questions.isEmpty() && result.skipped.isEmpty()));
    int lastNumber = 0;
    for (const ImportedQuestion &question : result.questions) {
        require(question.number > lastNumber);
        lastNumber = question.number;
        require(question.options.size() >= minImportedOptions);
        require(question.options.size() <= maxImportedOptions);
        require(question.optionFeedback.size() == question.options.size());
        require(question.answer >= 0 && question.answer < question.options.size());
        require(!question.prompt.isEmpty());
        for (const LocalizedText &option : question.options)
            require(!option.isEmpty());
    }
    for (const ImportSkip &skip : result.skipped)
        require(skip.number > 0 && !skip.reason().isEmpty());
    for (const FileProblem &problem : result.problems)
        require(problem.file == label && !problem.message().isEmpty());
    return 0;
}

} // namespace ImportFuzzing
