#pragma once

#include "core/chartsetup.h"
#include "core/localizedtext.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

inline constexpr int optionsPerQuestion = 4;

// The idea a concept chart page illustrates.
enum class Concept {
    None,
    PipelineBubbles,
    AttentionMemory,
    TrainingMemory,
    Sharding,
    Communication,
    JitCache,
    AsyncDispatch
};
inline constexpr std::array<Concept, 7> allConcepts{Concept::PipelineBubbles,
                                                    Concept::AttentionMemory,
                                                    Concept::TrainingMemory,
                                                    Concept::Sharding,
                                                    Concept::Communication,
                                                    Concept::JitCache,
                                                    Concept::AsyncDispatch};
// "pipeline-bubbles", "attention-memory", "training-memory", "sharding",
// "communication", "jit-cache", "async-dispatch"; "" for None.
QString conceptKey(Concept chartConcept);
std::optional<Concept> conceptFromKey(QStringView key);
// Every concept's key, in the order of allConcepts, for a problem's message.
QString knownConceptKeys();

// When a learner learns whether an answer was right.
enum class FeedbackMode { Immediate, AtEnd };
QString feedbackModeKey(FeedbackMode mode); // "immediate", "end"
std::optional<FeedbackMode> feedbackModeFromKey(QStringView key);

struct Question
{
    QString id;
    LocalizedText prompt;
    std::array<LocalizedText, optionsPerQuestion> options;
    // Why an option is wrong (or when it would be right), same order as options;
    // an empty text when the bank gives none.
    std::array<LocalizedText, optionsPerQuestion> optionFeedback;
    int answer = 0; // index into options, as written in the bank
    bool shuffle = true; // whether a quiz may show the options in another order
    LocalizedText explanation;
    Concept chartConcept = Concept::None;
    // How the chart of chartConcept opens for this question: the bank's "chart",
    // or the page's defaults when the bank gives only a "concept".
    ChartSetup chart;
    QString topic; // id of one of the bank's topics; empty when the question names none
};

// A subject area of a bank that questions are tagged with.
struct Topic
{
    QString id;
    LocalizedText name;
};

struct QuestionBank
{
    QString id;
    LocalizedText title;
    LocalizedText description;
    FeedbackMode defaultFeedback = FeedbackMode::Immediate;
    QList<Topic> topics;
    QList<Question> questions;
    QString source; // the file it was loaded from, for messages

    // Row of the question with this id, or -1.
    int rowOf(QStringView questionId) const;
    // The topic with this id, or nullptr.
    const Topic *topicById(QStringView topicId) const;
};
