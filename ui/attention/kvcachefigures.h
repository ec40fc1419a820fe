#pragma once

#include "core/kvcache.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The serving view's figures in words: the cache per token and at the context
// length, the weights, the GPU, the largest batch that fits and how far the
// batch's sequences can grow. Translated in the view's context (KvCachePanel).
class KvCacheFigures
{
    Q_DECLARE_TR_FUNCTIONS(KvCachePanel)

public:
    // attentionHeads: the model's query heads, to say what grouped-query
    // attention saves (0 for a custom shape, which says nothing of it).
    KvCacheFigures(const KvCacheResults &results, const QString &gpuName, quint64 attentionHeads);

    // One sentence a line.
    QString text() const { return m_lines.join(u'\n'); }
    // The sentences on the GPU and what fits it; the chart's description
    // repeats them for screen readers.
    QStringList fitSentences() const { return m_fitSentences; }

    // "6.74 billion" in the current language's digits.
    static QString parameterCount(quint64 parameters);

private:
    static QStringList cacheSentences(const KvCacheResults &results, quint64 attentionHeads);
    static QStringList fitSentencesOf(const KvCacheResults &results, const QString &gpuName);

    QStringList m_lines;
    QStringList m_fitSentences;
};
