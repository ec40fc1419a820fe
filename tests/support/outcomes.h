#pragma once

// Attempt records written by hand for the history suites.

#include "core/attempthistory.h"

#include <QString>

// One question's outcome; an answered one chose option 0, an unanswered one none (-1).
inline QuestionOutcome outcome(const QString &id, QuestionOutcome::Result result)
{
    QuestionOutcome made;
    made.questionId = id;
    made.result = result;
    made.chosenOption = result == QuestionOutcome::Result::Unanswered ? -1 : 0;
    return made;
}
