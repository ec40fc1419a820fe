#pragma once

// What a reader of a teacher's quiz format (Aiken, GIFT, Moodle XML) gives
// back before it becomes a ScaleStudy bank: the questions that fit, each with
// 2 to 6 options and one right answer, and a line for each one that did not.
// QtCore only.

#include "core/fileproblem.h"
#include "core/localizedtext.h"

#include <QList>
#include <QString>

#include <functional>

inline constexpr int minImportedOptions = 2;
inline constexpr int maxImportedOptions = 6;

struct ImportedQuestion
{
    int number = 0; // 1-based, in the file's order, as the report counts them
    QString name; // the format's own name for it, where it has one
    LocalizedText prompt;
    QList<LocalizedText> options;
    QList<LocalizedText> optionFeedback; // as many as options; empty texts where none
    int answer = -1; // index into options
    LocalizedText explanation;
    LocalizedText topic; // the name of the category it was filed under; empty for none
    bool shuffle = true; // whether its options may be shown in another order
};

// A question of the file that was not imported, and why: "question 7
// 'Greeting': multiple right answers, skipped".
struct ImportSkip
{
    int number = 0;
    QString name;
    std::function<QString()> reason; // worded when shown, in the language then current
};

struct ImportResult
{
    QList<ImportedQuestion> questions;
    QList<ImportSkip> skipped;
    // What was left out of questions that were imported (an embedded image).
    QList<ImportSkip> dropped;
    // Problems with the file as a whole (unreadable, too large, not this format).
    QList<FileProblem> problems;
};
