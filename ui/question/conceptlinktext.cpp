#include "question/conceptlinktext.h"

QString ConceptLinkText::openChart(Concept chartConcept)
{
    switch (chartConcept) {
    case Concept::None:
        return {};
    case Concept::PipelineBubbles:
        return tr("Open the pipeline bubbles chart");
    case Concept::AttentionMemory:
        return tr("Open the attention memory chart");
    case Concept::Sharding:
        return tr("Open the sharding page");
    case Concept::Communication:
        return tr("Open the communication chart");
    case Concept::TrainingMemory:
        return {}; // their pages' names come with the pages
    }
    return {};
}
