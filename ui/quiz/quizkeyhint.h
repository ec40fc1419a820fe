#pragma once

#include <QCoreApplication>
#include <QString>

class QuizSession;

// The line under the question page's options that says what the keys do
// next: choose, check, move on, submit or see the results.
class QuizKeyHint
{
    Q_DECLARE_TR_FUNCTIONS(QuizKeyHint)

public:
    static QString text(const QuizSession &session);
    // While a button other than the one text() names has the focus, Enter
    // presses it: "Enter Previous question".
    static QString pressing(const QString &buttonName);
};
