#pragma once

#include "charts/charttable.h"
#include "core/jitcache.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

// The compilation cache page's words and numbers in the learner's language
// and digits: its figures, the problem when there is one, the signatures'
// list, the Data view's table and the file name. Translated in
// JitCachePage's context.
class JitCacheText
{
    Q_DECLARE_TR_FUNCTIONS(JitCachePage)

public:
    // "1,000", "১,০০০".
    static QString count(quint64 value);
    // A time in milliseconds, "2,001.6 ms", or in seconds from 5 s of the
    // total `scale` on, "6.5 s"; in the language's digits.
    static QString time(double milliseconds, double scale);
    static QString time(double milliseconds) { return time(milliseconds, milliseconds); }

    // The counts (always) and the times, compilations and padding (when the
    // loop was laid out).
    static QStringList figures(const JitLoopInput &input, const JitLoop &loop);
    // Why there is no timeline; empty when there is one.
    static QString problem(const JitLoopInput &input, const JitLoop &loop);
    // Each signature as code with its compile mark, calls and times, as rich
    // text, each after a square of its colour on the timeline.
    // `uses` is signatureUses(loop).
    static QString signaturesHtml(const JitLoopInput &input, const JitLoop &loop,
                                  const QList<JitSignatureUse> &uses, const QList<QColor> &colours);
    // The same as plain text, one line a signature.
    static QStringList signatureLines(const JitLoopInput &input, const JitLoop &loop,
                                      const QList<JitSignatureUse> &uses);
    // The timeline in words, for a screen reader.
    static QString timelineDescription(const JitLoop &loop, const QList<JitSignatureUse> &uses);
    // The runs: epoch, signature, first call, calls, compiles, start, time.
    static ChartTable runsTable(const JitLoop &loop);
    // The counts alone, for a loop of too many calls to lay out.
    static ChartTable countsTable(const JitLoop &loop);
    // What the page says of jax_log_compiles, as rich text, the code as code.
    static QString logCompilesHtml();
    static QString logCompilesCode();
    // "jit-cache-n1000-b32-keep-e3": ASCII in every language.
    static QString fileName(const JitLoopInput &input);
};
