#include "core/questionbank.h"

using namespace Qt::StringLiterals;

QString conceptKey(Concept chartConcept)
{
    switch (chartConcept) {
    case Concept::None:
        return {};
    case Concept::PipelineBubbles:
        return u"pipeline-bubbles"_s;
    case Concept::AttentionMemory:
        return u"attention-memory"_s;
    case Concept::TrainingMemory:
        return u"training-memory"_s;
    case Concept::Sharding:
        return u"sharding"_s;
    case Concept::Communication:
        return u"communication"_s;
    case Concept::JitCache:
        return u"jit-cache"_s;
    case Concept::AsyncDispatch:
        return u"async-dispatch"_s;
    }
    return {};
}

std::optional<Concept> conceptFromKey(QStringView key)
{
    for (Concept candidate : allConcepts) {
        if (key == conceptKey(candidate))
            return candidate;
    }
    return std::nullopt;
}

QString knownConceptKeys()
{
    QStringList keys;
    for (Concept known : allConcepts)
        keys << conceptKey(known);
    return keys.join(u", "_s);
}

QString feedbackModeKey(FeedbackMode mode)
{
    return mode == FeedbackMode::Immediate ? u"immediate"_s : u"end"_s;
}

std::optional<FeedbackMode> feedbackModeFromKey(QStringView key)
{
    for (FeedbackMode mode : {FeedbackMode::Immediate, FeedbackMode::AtEnd}) {
        if (key == feedbackModeKey(mode))
            return mode;
    }
    return std::nullopt;
}

int QuestionBank::rowOf(QStringView questionId) const
{
    for (qsizetype row = 0; row < questions.size(); ++row) {
        if (questions.at(row).id == questionId)
            return int(row);
    }
    return -1;
}

const Topic *QuestionBank::topicById(QStringView topicId) const
{
    for (const Topic &topic : topics) {
        if (topic.id == topicId)
            return &topic;
    }
    return nullptr;
}

const LocalizedText &Question::feedbackOf(qsizetype index) const
{
    static const LocalizedText none;
    return index >= 0 && index < optionFeedback.size() ? optionFeedback.at(index) : none;
}
