// libFuzzer harness: any bytes given to MoodleXmlReader::parse keep the promises every
// import reader makes (fuzz/importfuzzing.h); nothing crashes or trips a
// sanitizer on the way.
#include "core/moodlexmlreader.h"
#include "fuzz/importfuzzing.h"

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return ImportFuzzing::check(&MoodleXmlReader::parse, data, size, u"fuzz.xml"_s);
}
