#pragma once

// A question bank as ScaleStudy's own JSON (README.md, "Question bank
// format"), which BankLoader::parse reads back to an equal bank: the format
// BankLoader reads, the bank's id, title, description, feedback mode and
// topics, and each question with its texts, options and their feedback, the
// answer, "shuffle" where it is false, its topic, concept and chart set-up
// (ChartSetupWriter). A text written in one language only has only that
// language's key. Indented, as the shipped banks are, its keys in
// QJsonObject's order (sorted). QtCore only.

#include "core/questionbank.h"

#include <QByteArray>
#include <QJsonObject>

class BankJsonWriter
{
public:
    static QByteArray write(const QuestionBank &bank);

    // {"en": …, "bn": …}, each language that has text.
    static QJsonObject text(const LocalizedText &text);

private:
    static QJsonObject question(const Question &question);
};
