#pragma once

#include "core/questionbank.h"

#include <QCoreApplication>
#include <QString>

// The words of the link from a question to the chart of its concept, on the
// question page's button and in the results' entries.
class ConceptLinkText
{
    Q_DECLARE_TR_FUNCTIONS(ConceptLinkText)

public:
    // "Open the pipeline bubbles chart"; empty for Concept::None.
    static QString openChart(Concept chartConcept);
};
