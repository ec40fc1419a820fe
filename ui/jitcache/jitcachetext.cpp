#include "jitcache/jitcachetext.h"

#include "core/percentformat.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

// From this total on, times are written in seconds.
constexpr double secondsFrom = 5000;

// "2,001.60" reads as "2,001.6", "2,000.00" as "2,000".
QString trimmed(QString number)
{
    const QString point = QLocale().decimalPoint();
    if (!number.contains(point))
        return number;
    const QString zero = QLocale().toString(0);
    while (number.endsWith(zero))
        number.chop(zero.size());
    if (number.endsWith(point))
        number.chop(point.size());
    return number;
}

QString percent(double share)
{
    return PercentFormat::text(share * 100, QLocale(), 1);
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

QString JitCacheText::count(quint64 value)
{
    return QLocale().toString(value);
}

QString JitCacheText::time(double milliseconds, double scale)
{
    if (scale >= secondsFrom)
        return tr("%1 s").arg(QLocale().toString(milliseconds / 1000, 'f', 1));
    return tr("%1 ms").arg(trimmed(QLocale().toString(milliseconds, 'f', 2)));
}

QStringList JitCacheText::figures(const JitLoopInput &input, const JitLoop &loop)
{
    QStringList lines;
    if (loop.problem == JitLoopProblem::OutOfRange)
        return lines;
    if (loop.evaluationCalls > 0)
        lines << tr("Calls: %1 = %2 an epoch × %3 + %4 for evaluation.")
                     .arg(count(loop.calls()), count(loop.trainingCallsPerEpoch),
                          count(quint64(input.epochs)), count(loop.evaluationCalls));
    else
        lines << tr("Calls: %1 = %2 an epoch × %3.")
                     .arg(count(loop.calls()), count(loop.trainingCallsPerEpoch),
                          count(quint64(input.epochs)));
    if (loop.problem == JitLoopProblem::None) {
        const quint64 cached = loop.calls() - quint64(loop.compilations);
        lines << tr("Compilations (compile marks): %1 in %2 calls; %3 calls cached.")
                     .arg(count(quint64(loop.compilations)), count(loop.calls()), count(cached));
        const double total = loop.totalMilliseconds();
        lines << tr("Compilation: %1 of the %2 total (%3).")
                     .arg(time(loop.compileMilliseconds, total), time(total, total),
                          percent(loop.compileShare()));
    }
    lines << tr("Examples seen an epoch: %1 of %2.")
                 .arg(count(loop.examplesPerEpoch), count(input.examples));
    if (input.lastBatch == LastBatch::Pad) {
        QString padding = tr("Padding: %1 of the %2 rows an epoch are padding.")
                              .arg(count(loop.paddingRowsPerEpoch),
                                   count(loop.trainingRowsPerEpoch));
        if (loop.problem == JitLoopProblem::None)
            padding += u' '
                       + tr("%1 of the compute is spent on padding.")
                             .arg(percent(loop.paddingShare()));
        lines << padding;
    }
    return lines;
}

QString JitCacheText::problem(const JitLoopInput &input, const JitLoop &loop)
{
    using namespace JitLimits;
    switch (loop.problem) {
    case JitLoopProblem::None:
        return {};
    case JitLoopProblem::TooManyCalls:
        return tr("This loop makes %1 calls, more than the %2 the timeline lays out, so the page "
                  "shows its counts and no timeline. Fewer epochs, fewer examples or a larger "
                  "batch bring the timeline back.")
            .arg(count(loop.calls()), count(maxCalls));
    case JitLoopProblem::OutOfRange:
        break;
    }
    Q_UNUSED(input);
    return tr("This set-up lies outside the page's ranges, so nothing is counted: N from %1 to "
              "%2, b from %3 to %4, epochs from %5 to %6, k from 0 to %7, E from 0 to %8, a "
              "compilation at most %9 ms and a step at most %10 ms an example. Change a control "
              "to go on.")
        .arg(count(minExamples), count(maxExamples), count(minBatch), count(maxBatch),
             count(quint64(minEpochs)), count(quint64(maxEpochs)), count(maxEvaluateEvery),
             count(quint64(maxChangeEpoch)), count(quint64(maxCompileMilliseconds)))
        .arg(count(quint64(maxMillisecondsPerExample)));
}

namespace {

// "compile mark at call 1 (epoch 1); 93 calls, the first 2,001.6 ms, each
// later one 1.6 ms from the cache".
QString useText(const JitLoopInput &input, const JitSignature &signature, const JitSignatureUse &use)
{
    const double step = double(signature.rows) * input.millisecondsPerExample;
    const double first = input.compileMilliseconds + step;
    const QString mark = QCoreApplication::translate("JitCachePage",
                                                     "compile mark at call %1 (epoch %2)")
                             .arg(JitCacheText::count(use.firstCall),
                                  JitCacheText::count(quint64(use.firstEpoch)));
    if (use.calls == 1)
        return QCoreApplication::translate("JitCachePage", "%1; its one call takes %2.")
            .arg(mark, JitCacheText::time(first));
    return QCoreApplication::translate(
               "JitCachePage",
               "%1; %2 calls: the first takes %3, each later one %4 from the cache.")
        .arg(mark, JitCacheText::count(use.calls), JitCacheText::time(first),
             JitCacheText::time(step));
}

} // namespace

QString JitCacheText::signaturesHtml(const JitLoopInput &input, const JitLoop &loop,
                                     const QList<JitSignatureUse> &uses,
                                     const QList<QColor> &colours)
{
    QString html = u"<p style=\"margin:0\">"_s + escaped(tr("Signatures, one compile mark each:"))
                   + u"</p>"_s;
    for (qsizetype i = 0; i < loop.signatures.size(); ++i) {
        const QColor colour = colours.value(i % std::max<qsizetype>(1, colours.size()));
        html += u"<p style=\"margin:0\"><span style=\"color:%1\">&#9632;</span> <code>%2</code>: "
                u"%3</p>"_s.arg(colour.name(), escaped(signatureCode(loop.signatures.at(i))),
                                escaped(useText(input, loop.signatures.at(i), uses.at(i))));
    }
    return html;
}

QStringList JitCacheText::signatureLines(const JitLoopInput &input, const JitLoop &loop,
                                         const QList<JitSignatureUse> &uses)
{
    QStringList lines;
    for (qsizetype i = 0; i < loop.signatures.size(); ++i)
        lines << signatureCode(loop.signatures.at(i)) + u": "_s
                     + useText(input, loop.signatures.at(i), uses.at(i));
    return lines;
}

QString JitCacheText::timelineDescription(const JitLoop &loop, const QList<JitSignatureUse> &uses)
{
    if (loop.problem != JitLoopProblem::None)
        return {};
    QStringList marks;
    for (qsizetype i = 0; i < uses.size(); ++i)
        marks << tr("call %1, %2")
                     .arg(count(uses.at(i).firstCall), signatureCode(loop.signatures.at(i)));
    return tr("%1 calls in %2 runs; compile marks at %3; every other call is cached.")
        .arg(count(loop.calls()), count(quint64(loop.runs.size())), marks.join(u"; "_s));
}

ChartTable JitCacheText::runsTable(const JitLoop &loop)
{
    ChartTable table;
    table.title = tr("Runs of calls");
    table.headers = {tr("Epoch"),    tr("Signature"), tr("First call"), tr("Calls"),
                     tr("Compiles"), tr("Start"),     tr("Time")};
    const double total = loop.totalMilliseconds();
    quint64 call = 1;
    table.rows.reserve(loop.runs.size());
    for (const JitRun &run : loop.runs) {
        table.rows << QStringList{count(quint64(run.epoch)),
                                  signatureCode(loop.signatures.at(run.signature)),
                                  count(call),
                                  count(run.count),
                                  run.compilesFirst ? tr("yes, its first call") : tr("no, cached"),
                                  time(run.startMilliseconds, total),
                                  time(run.milliseconds, total)};
        call += run.count;
    }
    return table;
}

ChartTable JitCacheText::countsTable(const JitLoop &loop)
{
    ChartTable table;
    table.title = tr("Counts");
    table.headers = {tr("Figure"), tr("Value")};
    table.rows = {{tr("Calls"), count(loop.calls())},
                  {tr("Training calls an epoch"), count(loop.trainingCallsPerEpoch)},
                  {tr("Evaluation calls"), count(loop.evaluationCalls)},
                  {tr("Examples seen an epoch"), count(loop.examplesPerEpoch)},
                  {tr("Padding rows an epoch"), count(loop.paddingRowsPerEpoch)}};
    return table;
}

QString JitCacheText::logCompilesCode()
{
    return u"jax.config.update(\"jax_log_compiles\", True)"_s;
}

QString JitCacheText::logCompilesHtml()
{
    return u"<p>"_s
           + escaped(tr("A jitted function is traced and compiled for the abstract signature of "
                        "its arguments: their shapes and dtypes and the values of its static "
                        "arguments, never the values in the arrays. A call whose signature the "
                        "function has seen, in any epoch, runs the cached executable."))
           + u"</p><p>"_s
           + escaped(tr("To see the same in a real program, switch on JAX's compile log:"))
           + u"</p><pre>"_s + escaped(logCompilesCode()) + u"</pre><p>"_s
           + escaped(tr("Each compile mark is then one printed line, naming the function and "
                        "the shapes it was compiled for; cached calls print nothing."))
           + u"</p>"_s;
}

QString JitCacheText::fileName(const JitLoopInput &input)
{
    QString name = u"jit-cache-n%1-b%2-%3-e%4"_s.arg(input.examples)
                       .arg(input.batch)
                       .arg(lastBatchKey(input.lastBatch))
                       .arg(input.epochs);
    if (input.evaluateEvery > 0)
        name += u"-k%1"_s.arg(input.evaluateEvery);
    if (input.changeDtypeFromEpoch > 0)
        name += u"-bf16from%1"_s.arg(input.changeDtypeFromEpoch);
    return name;
}
