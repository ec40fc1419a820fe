// libFuzzer harness: any bytes given to MoodleXmlReader::parse give questions of
// 2 to 6 options with their answer among them, a worded reason for each one
// skipped, or a problem with the file; nothing crashes or trips a sanitizer.
#include "core/moodlexmlreader.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray text = QByteArray::fromRawData(reinterpret_cast<const char *>(data),
                                                    qsizetype(size));
    const ImportResult result = MoodleXmlReader::parse(text, u"fuzz.xml"_s);
    // A problem with the file exactly when nothing at all was found.
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
        require(problem.file == u"fuzz.xml"_s && !problem.message().isEmpty());
    return 0;
}
