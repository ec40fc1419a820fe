#pragma once

// Banks and glossary entries written by hand for the search suites.

#include "core/glossary.h"
#include "core/questionbank.h"

inline Question questionWithPrompt(const QString &id, Language language, const QString &prompt)
{
    Question question;
    question.id = id;
    question.prompt.written(language) = prompt;
    return question;
}

inline QuestionBank bankOf(const QString &id, QList<Question> questions)
{
    QuestionBank bank;
    bank.id = id;
    bank.title = {id, id};
    bank.questions = std::move(questions);
    return bank;
}

inline GlossaryEntry glossaryEntry(const QString &id, LocalizedText term, LocalizedText definition)
{
    return {id, std::move(term), std::move(definition), {}};
}
