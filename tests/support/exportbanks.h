#pragma once

// Setting a hand-made bank's options whether a question holds exactly four
// (std::array) or 2 to 6 (a list): the export tests build the same banks
// either way. Header-only, core only.

#include "core/questionbank.h"

#include <QList>

// Whether a question's options are a list that takes any count.
template<typename Texts>
constexpr bool resizableTexts = requires(Texts &texts)
{
    texts.resize(2);
};
constexpr bool optionCountVaries = resizableTexts<decltype(Question::options)>;

// `texts` set to `values`: resized to their count where it can be, else
// the first of them, as many as it holds.
template<typename Texts>
void setTexts(Texts &texts, const QList<LocalizedText> &values)
{
    if constexpr (resizableTexts<Texts>)
        texts.resize(values.size());
    qsizetype index = 0;
    for (LocalizedText &text : texts) {
        text = index < values.size() ? values.at(index) : LocalizedText();
        ++index;
    }
}

// The question's options and their feedback (an empty text where none).
inline void setOptions(Question &question, const QList<LocalizedText> &options,
                       const QList<LocalizedText> &feedback = {})
{
    QList<LocalizedText> allFeedback = feedback;
    allFeedback.resize(options.size());
    setTexts(question.options, options);
    setTexts(question.optionFeedback, allFeedback);
}
