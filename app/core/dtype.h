#pragma once

// The data type of an array whose memory a concept page counts (attention
// scores, a KV cache, weights): the bytes one element takes and the name JAX
// gives it, as the learner writes it in code (jnp.bfloat16). Each model says
// which of them it offers. QtCore only.

#include <QLatin1StringView>
#include <QtGlobal>

enum class Dtype {
    Float32,
    Float16,
    BFloat16,
    Float8, // float8_e4m3fn, the 8-bit type KV caches are stored in
    Int8, // int8, the sharding page's quantized weights
};

// 4 for float32, 2 for float16 and bfloat16, 1 for float8 and int8.
quint64 bytesPerElement(Dtype dtype);
// As JAX names the dtype ("float32", "float16", "bfloat16", "float8_e4m3fn", "int8").
QLatin1StringView dtypeName(Dtype dtype);
