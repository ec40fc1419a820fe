#pragma once

#include <QCoreApplication>
#include <QString>

// The serving view's explanation under its chart: what the KV cache holds and
// why it grows with every token, what grouped-query attention saves (Ainslie
// et al., 2023), how the view finds where a batch runs out and what "fits"
// means at the limit, and what it leaves out. Translated in the view's
// context (KvCachePanel).
class KvCacheExplanation
{
    Q_DECLARE_TR_FUNCTIONS(KvCachePanel)

public:
    // Rich text in the current language, numbers in the default QLocale.
    static QString html();
};
