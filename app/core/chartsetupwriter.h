#pragma once

// A question's "chart" object of a question bank (README.md, "chart"), as
// ChartSetupReader reads it back: the concept and every setting of its
// chart's set-up. The chart's "note" (ChartSetup::note) is the bank's to
// write, as the bank loader reads it. QtCore only.

#include "core/chartsetup.h"
#include "core/questionbank.h"

#include <QJsonObject>

class ChartSetupWriter
{
public:
    // The object for the chart of `chartConcept`; empty for Concept::None.
    static QJsonObject write(Concept chartConcept, const ChartSetup &setup);

private:
    static void writePipeline(const PipelineChartSetup &setup, QJsonObject &object);
    static void writeAttention(const AttentionChartSetup &setup, QJsonObject &object);
    static void writeServing(const ServingChartSetup &setup, QJsonObject &object);
    static void writeTrainingMemory(const TrainingMemoryChartSetup &setup, QJsonObject &object);
    static void writeSharding(const ShardingChartSetup &setup, QJsonObject &object);
    static void writeCommunication(const CommunicationChartSetup &setup, QJsonObject &object);
    static void writeJitCache(const JitCacheChartSetup &setup, QJsonObject &object);
    static void writeAsyncDispatch(const AsyncDispatchChartSetup &setup, QJsonObject &object);
};
