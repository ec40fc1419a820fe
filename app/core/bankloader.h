#pragma once

#include "core/fileproblem.h"
#include "core/jsonfilereader.h"
#include "core/optionlengths.h"
#include "core/questionbank.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

// One thing wrong with a question bank: its item is the question's id.
using BankProblem = FileProblem;

struct BankLoadResult
{
    std::optional<QuestionBank> bank; // set only when there is no problem
    QList<BankProblem> problems;
    // What the learner should know of a bank that loaded (its answers can be
    // guessed by length); never a reason to refuse it.
    QList<LengthWarning> warnings;
};

struct LibraryLoadResult
{
    QList<QuestionBank> banks;
    QList<BankProblem> problems;
    QList<LengthWarning> warnings; // of the banks that loaded
    QStringList failedPaths; // the files that gave no bank (a problem, or an id taken), as passed in
};

// Reads and validates question banks (format documented in README.md).
// A bank with any problem is rejected whole; the others still load. A bank
// whose answers can be guessed by length loads with a warning.
class BankLoader : private JsonFileReader
{
    Q_DECLARE_TR_FUNCTIONS(BankLoader)

public:
    // Format 2 gives a question 2 to 6 options and a text one language or
    // both; every file of format 1 (4 options, both languages) reads as before.
    static constexpr int oldestFormat = 1;
    static constexpr int supportedFormat = 2;
    // Limits that keep a wrong file from exhausting memory or time (README: "Limits").
    static constexpr qint64 maxFileBytes = 10 * 1024 * 1024;
    static constexpr int maxQuestions = 2000;
    // The longest text of each kind, in characters (UTF-16 units) per language,
    // and the most code spans in one text: far above any real question, and low
    // enough that the page showing the longest lays out within a frame or two
    // (bench_longtexts).
    static constexpr int maxTitleLength = 200;
    static constexpr int maxDescriptionLength = 2000;
    static constexpr int maxTopicNameLength = 200;
    static constexpr int maxPromptLength = 2000;
    static constexpr int maxOptionLength = 500;
    static constexpr int maxOptionFeedbackLength = 1000;
    static constexpr int maxExplanationLength = 4000;
    static constexpr int maxChartNoteLength = 1000;
    static constexpr int maxCodeSpans = 100;

    static BankLoadResult parse(const QByteArray &json, const QString &fileLabel);
    static BankLoadResult loadFile(const QString &path);

    // Loads every file; a bank whose id repeats an earlier one is rejected.
    static LibraryLoadResult loadAll(const QStringList &paths);

    // The banks compiled into the application's resources.
    static QStringList builtInBankPaths();
    // The problem of a bank whose id an earlier one in the library has.
    static BankProblem idTaken(const QString &path, const QString &id);

private:
    explicit BankLoader(QString fileLabel);

    void readBank(const QJsonObject &root);
    void readTitle(const QJsonObject &root);
    void readTopics(const QJsonValue &value);
    void readTopic(const QJsonValue &value, const QString &field);
    void readOptions(const QJsonObject &object, Question &question);
    void readOption(const QJsonValue &value, int index, Question &question);
    void readAnswer(const QJsonObject &object, Question &question);
    void readShuffle(const QJsonObject &object, Question &question);
    void readQuestionChart(const QJsonObject &object, Question &question);
    // The "note" of a training-memory, sharding, communication, jit-cache or
    // async-dispatch chart.
    void readQuestionChartNote(const QJsonObject &chart, Question &question);
    void readQuestionTopic(const QJsonObject &object, Question &question);
    std::optional<Question> readQuestion(const QJsonValue &value, int position);
    LocalizedText readText(const QJsonObject &object, const QString &key, const QString &questionId);
    void readTextObject(const QJsonValue &value, const QString &questionId, const QString &field,
                        LocalizedText &text);
    void checkSize(const LocalizedText &text, const QString &questionId, const QString &field,
                   int maxLength);

    QuestionBank m_bank;
    int m_format = supportedFormat;
};
