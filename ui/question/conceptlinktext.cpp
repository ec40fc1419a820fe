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
    case Concept::TrainingMemory:
        return tr("Open the training memory chart");
    case Concept::Sharding:
        return tr("Open the sharding page");
    case Concept::Communication:
        return tr("Open the communication chart");
    case Concept::JitCache:
        return tr("Open the compilation cache page");
    case Concept::AsyncDispatch:
        return tr("Open the asynchronous dispatch page");
    }
    return {};
}
