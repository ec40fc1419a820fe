#include "core/dtype.h"

using namespace Qt::StringLiterals;

quint64 bytesPerElement(Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float32:
        return 4;
    case Dtype::Float16:
    case Dtype::BFloat16:
        return 2;
    case Dtype::Float8:
    case Dtype::Int8:
        return 1;
    }
    return 4;
}

QLatin1StringView dtypeName(Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float32:
        return "float32"_L1;
    case Dtype::Float16:
        return "float16"_L1;
    case Dtype::BFloat16:
        return "bfloat16"_L1;
    case Dtype::Float8:
        return "float8_e4m3fn"_L1;
    case Dtype::Int8:
        return "int8"_L1;
    }
    return "float32"_L1;
}
