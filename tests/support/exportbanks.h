#pragma once

// A hand-made bank's question given its options and their feedback, as the
// export tests build them. Header-only, core only.

#include "core/questionbank.h"

#include <QList>

// The question's options and their feedback (an empty text where none).
inline void setOptions(Question &question, const QList<LocalizedText> &options,
                       const QList<LocalizedText> &feedback = {})
{
    question.options = options;
    question.optionFeedback = feedback;
    question.optionFeedback.resize(options.size());
}
