#include "core/bankjsonwriter.h"

#include "core/bankloader.h"
#include "core/chartsetupwriter.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

QJsonObject BankJsonWriter::text(const LocalizedText &text)
{
    QJsonObject object;
    for (Language language : allLanguages) {
        if (text.has(language))
            object.insert(languageCode(language), text.written(language));
    }
    return object;
}

QJsonObject BankJsonWriter::question(const Question &question)
{
    QJsonObject object{{u"id"_s, question.id},
                       {u"prompt"_s, text(question.prompt)},
                       {u"answer"_s, question.answer}};
    // Format 2 may leave the explanation out (a quiz file without general feedback).
    if (!question.explanation.isEmpty())
        object.insert(u"explanation"_s, text(question.explanation));
    QJsonArray options;
    int index = 0;
    for (const LocalizedText &option : question.options) {
        QJsonObject entry = text(option);
        const LocalizedText &feedback = question.feedbackOf(index);
        if (!feedback.isEmpty())
            entry.insert(u"feedback"_s, text(feedback));
        options.append(entry);
        ++index;
    }
    object.insert(u"options"_s, options);
    if (!question.shuffle)
        object.insert(u"shuffle"_s, false);
    if (!question.topic.isEmpty())
        object.insert(u"topic"_s, question.topic);
    if (question.chartConcept != Concept::None) {
        object.insert(u"concept"_s, conceptKey(question.chartConcept));
        // A question with only a "concept" has the page's defaults as its set-up.
        if (question.chart != ChartSetup()) {
            QJsonObject chart = ChartSetupWriter::write(question.chartConcept, question.chart);
            // The pipeline chart's "note" is its own setting; the attention chart takes none.
            const bool takesNote = question.chartConcept != Concept::PipelineBubbles
                                   && question.chartConcept != Concept::AttentionMemory;
            if (takesNote && !question.chart.note.isEmpty())
                chart.insert(u"note"_s, text(question.chart.note));
            object.insert(u"chart"_s, chart);
        }
    }
    return object;
}

QByteArray BankJsonWriter::write(const QuestionBank &bank)
{
    QJsonObject root{{u"format"_s, BankLoader::supportedFormat},
                     {u"id"_s, bank.id},
                     {u"title"_s, text(bank.title)},
                     {u"feedback"_s, feedbackModeKey(bank.defaultFeedback)}};
    if (!bank.description.isEmpty())
        root.insert(u"description"_s, text(bank.description));
    if (!bank.topics.isEmpty()) {
        QJsonArray topics;
        for (const Topic &topic : bank.topics)
            topics.append(QJsonObject{{u"id"_s, topic.id}, {u"name"_s, text(topic.name)}});
        root.insert(u"topics"_s, topics);
    }
    QJsonArray questions;
    for (const Question &question : bank.questions)
        questions.append(BankJsonWriter::question(question));
    root.insert(u"questions"_s, questions);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}
