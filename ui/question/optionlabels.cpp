#include "question/optionlabels.h"

#include "core/questionbank.h"
#include "core/translations.h"

#include <QCoreApplication>

#include <array>

namespace {

constexpr char context[] = "OptionLabels";

struct SourceText
{
    const char *source;
    const char *comment;
};

constexpr std::array<SourceText, maxOptionsPerQuestion> labels{{
    QT_TRANSLATE_NOOP3("OptionLabels", "A", "option label"),
    QT_TRANSLATE_NOOP3("OptionLabels", "B", "option label"),
    QT_TRANSLATE_NOOP3("OptionLabels", "C", "option label"),
    QT_TRANSLATE_NOOP3("OptionLabels", "D", "option label"),
    QT_TRANSLATE_NOOP3("OptionLabels", "E", "option label"),
    QT_TRANSLATE_NOOP3("OptionLabels", "F", "option label"),
}};

const SourceText &sourceOf(int slot)
{
    return labels.at(std::size_t(qBound(0, slot, maxOptionsPerQuestion - 1)));
}

} // namespace

namespace OptionLabels {

QString label(int slot)
{
    const SourceText &text = sourceOf(slot);
    return QCoreApplication::translate(context, text.source, text.comment);
}

QString label(int slot, Language language, const Translations &translations)
{
    const SourceText &text = sourceOf(slot);
    return translations.translate(language, context, text.source, text.comment);
}

} // namespace OptionLabels
