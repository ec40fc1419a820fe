#pragma once

// Question banks written by hand for the core tests.

#include "core/questionbank.h"
#include "core/quizsession.h"
#include "files.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

// Five questions; the right options are 0, 1, 2, 3 and 1, so every index is covered.
inline QuestionBank fiveQuestionBank()
{
    using namespace Qt::StringLiterals;
    QuestionBank bank;
    bank.id = u"five"_s;
    bank.title = {u"Five"_s, u"পাঁচ"_s};
    const int answers[] = {0, 1, 2, 3, 1};
    for (int row = 0; row < 5; ++row) {
        Question question;
        question.id = u"q%1"_s.arg(row + 1);
        question.prompt = {u"Question %1"_s.arg(row + 1), u"প্রশ্ন %1"_s.arg(row + 1)};
        for (int option = 0; option < 4; ++option) {
            question.options.append(
                LocalizedText{u"option %1"_s.arg(option), u"বিকল্প %1"_s.arg(option)});
            question.optionFeedback.append(LocalizedText());
        }
        question.answer = answers[row];
        question.explanation = {u"Because."_s, u"কারণ।"_s};
        bank.questions.append(question);
    }
    return bank;
}

// A displayed slot that does not hold the right answer.
inline int wrongSlot(const QuizSession &session, int position)
{
    return (session.correctSlot(position) + 1) % 4;
}

// A bank file with these question ids; the right answer is always option 0.
inline QByteArray bankJson(const QString &id, const QStringList &questionIds)
{
    using namespace Qt::StringLiterals;
    QJsonArray questions;
    for (const QString &questionId : questionIds) {
        QJsonArray options;
        for (int i = 0; i < 4; ++i)
            options.append(QJsonObject{{u"en"_s, u"option %1"_s.arg(i)}, {u"bn"_s, u"বিকল্প"_s}});
        questions.append(
            QJsonObject{{u"id"_s, questionId},
                        {u"prompt"_s, QJsonObject{{u"en"_s, u"Which?"_s}, {u"bn"_s, u"কোনটি?"_s}}},
                        {u"options"_s, options},
                        {u"answer"_s, 0},
                        {u"explanation"_s, QJsonObject{{u"en"_s, u"So."_s}, {u"bn"_s, u"তাই।"_s}}}});
    }
    const QJsonObject root{{u"format"_s, 1},
                           {u"id"_s, id},
                           {u"title"_s, QJsonObject{{u"en"_s, u"Title"_s}, {u"bn"_s, u"শিরোনাম"_s}}},
                           {u"questions"_s, questions}};
    return QJsonDocument(root).toJson();
}
