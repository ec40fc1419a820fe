#pragma once

#include "core/collectives.h"

#include <QString>

// The Communication page's words and numbers, in the current language and
// its digits (the CommunicationPage translation context): the figures, the
// charts' readouts and the explanation.
namespace CommunicationText {

// "3.89 ms", "250 µs", "1.2 s": three significant digits.
QString time(double seconds);
// "257.1 GB/s" (GB = 10^9 bytes).
QString bandwidth(double bytesPerSecond);
// "1 GB", "33.6 MB", "512 bytes" (decimal units).
QString bytes(double count);
QString collectiveName(Collective collective);
QString timeTitle();
QString readout(const QString &line, const QString &countTitle, int count, double seconds);

struct CollectiveFigures
{
    CollectiveInputs inputs;
    CollectiveCost cost;
    QString linkName;
};
QString collectiveFigures(const CollectiveFigures &figures);

struct StepFigures
{
    StepInputs inputs;
    StepCost cost; // at the chosen t
    QString modelName;
    QString insideName;
    QString acrossName;
};
QString stepFigures(const StepFigures &figures);

// The ring algorithm and why tensor parallelism stays in a node, as HTML.
QString explanationHtml();

} // namespace CommunicationText
