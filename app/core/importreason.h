#pragma once

// Why a question of a teacher's quiz file was skipped, in the words every
// reader shares (one translation context), worded when shown. QtCore only.

#include <QCoreApplication>
#include <QString>

#include <functional>

class ImportReason
{
    Q_DECLARE_TR_FUNCTIONS(ImportReason)

public:
    // Why `count` options do not fit (2 to 6); an empty function when they do.
    static std::function<QString()> optionCount(qsizetype count);
    static QString multipleRightAnswers();
    static QString partialCredit();
    static QString noQuestionText();
    static QString emptyAnswer();
};
