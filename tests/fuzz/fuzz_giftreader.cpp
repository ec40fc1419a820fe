// libFuzzer harness: any bytes given to GiftReader::parse keep the promises every
// import reader makes (fuzz/importfuzzing.h); nothing crashes or trips a
// sanitizer on the way.
#include "core/giftreader.h"
#include "fuzz/importfuzzing.h"

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return ImportFuzzing::check(&GiftReader::parse, data, size, u"fuzz.gift"_s);
}
