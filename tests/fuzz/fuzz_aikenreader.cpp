// libFuzzer harness: any bytes given to AikenReader::parse keep the promises every
// import reader makes (fuzz/importfuzzing.h); nothing crashes or trips a
// sanitizer on the way.
#include "core/aikenreader.h"
#include "fuzz/importfuzzing.h"

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return ImportFuzzing::check(&AikenReader::parse, data, size, u"fuzz.txt"_s);
}
