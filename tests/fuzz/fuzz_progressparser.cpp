// libFuzzer harness for the progress file: whatever bytes are on disk,
// ProgressStore::load() either reads them or sets the file aside untouched;
// what it reads saves and reads back the same; and every attempt in it either
// resumes as a working QuizSession or is refused.
#include "core/progressstore.h"
#include "core/quizsession.h"
#include "support/testbanks.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

// A directory of this process alone, in memory where the system has one,
// removed (with everything in it) when the fuzzer exits normally.
const QTemporaryDir &workDirectory()
{
    static const QTemporaryDir directory(
        (QFileInfo(u"/dev/shm"_s).isDir() ? u"/dev/shm"_s : QDir::tempPath())
        + u"/scalestudy-fuzz-progress-XXXXXX"_s);
    require(directory.isValid());
    return directory;
}

// Load() renames a damaged file aside, so each input starts from an empty directory.
void emptyDirectory(const QString &path)
{
    QDir directory(path);
    const QStringList entries = directory.entryList(QDir::Files | QDir::Hidden | QDir::System
                                                    | QDir::NoDotAndDotDot);
    for (const QString &entry : entries)
        require(directory.remove(entry));
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    require(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

// The bank ids under "quizzes": ProgressStore does not list its records.
QStringList quizIds(const QByteArray &bytes)
{
    const QJsonObject quizzes
        = QJsonDocument::fromJson(bytes).object().value(u"quizzes"_s).toObject();
    return quizzes.keys();
}

// Plays a resumed attempt to the end the way the quiz page would.
void exercise(QuizSession session, const QuestionBank &bank, ProgressStore &store)
{
    require(session.bankId() == bank.id);
    require(session.questionCount() > 0);
    require(session.currentPosition() >= 0 && session.currentPosition() < session.questionCount());

    // What was saved resumes to the same attempt.
    const std::optional<QuizSession> again = QuizSession::fromJson(session.toJson(), bank);
    require(again.has_value() && again->toJson() == session.toJson());

    for (int position = 0; position < session.questionCount(); ++position) {
        require(bank.rowOf(session.questionId(position)) == session.bankRow(position));
        const int options = int(session.optionOrder(position).size());
        require(options == bank.questions.at(session.bankRow(position)).options.size());
        const int correct = session.correctSlot(position);
        require(correct >= 0 && correct < options);
        if (const std::optional<int> chosen = session.chosenSlot(position))
            require(*chosen >= 0 && *chosen < options);
        if (session.isRevealed(position))
            require(!session.canChangeAnswer(position));
    }
    while (session.goNext()) { }
    while (session.goPrevious()) { }

    for (int position : session.unansweredPositions()) {
        if (session.canChangeAnswer(position))
            require(session.choose(position, position % int(session.optionOrder(position).size())));
    }
    if (session.mode() == FeedbackMode::Immediate) {
        for (int position = 0; position < session.questionCount(); ++position)
            session.check(position);
    } else {
        session.submit();
    }
    require(session.isFinished());
    const Score score = session.score();
    require(score.total == session.questionCount());
    require(score.correct >= 0 && score.correct <= score.total);
    require(score.percent() >= 0 && score.percent() <= 100);
    require(session.wrongQuestionIds().size() <= score.total - score.correct);

    store.recordSession(session, QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QuestionBank bank = fiveQuestionBank();
    const QString directory = workDirectory().path();
    const QString path = directory + u"/progress.json"_s;
    emptyDirectory(directory);

    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    {
        QFile file(path);
        require(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
    }

    ProgressStore store(path);
    const ProgressStore::LoadOutcome outcome = store.load();
    switch (outcome.status) {
    case ProgressStore::LoadStatus::SetAside:
        // Not understood: moved aside byte for byte, and the learner is told.
        require(outcome.damaged || outcome.tooLarge);
        require(!QFile::exists(path));
        require(readAll(outcome.setAsidePath) == bytes);
        require(!outcome.message().isEmpty());
        return 0;
    case ProgressStore::LoadStatus::NewerFormat: {
        // From a newer release: left exactly as it is, and never written over.
        require(outcome.foundFormat > ProgressStore::supportedFormat);
        require(!outcome.message().isEmpty());
        ProgressStore::SaveFailure failure;
        require(!store.save(&failure));
        require(failure.reason == ProgressStore::SaveFailure::Reason::NewerFormat);
        require(readAll(path) == bytes);
        return 0;
    }
    case ProgressStore::LoadStatus::PartlyLoaded:
        // Some quizzes damaged: the whole original is copied aside, the rest kept.
        require(!outcome.skippedQuizzes.isEmpty());
        require(readAll(outcome.setAsidePath) == bytes);
        require(readAll(path) == bytes);
        require(!outcome.message().isEmpty());
        break;
    case ProgressStore::LoadStatus::Loaded:
        require(outcome.message().isEmpty());
        break;
    case ProgressStore::LoadStatus::NoFile:
    case ProgressStore::LoadStatus::Unreadable:
        require(false); // the file was just written and is readable
    }

    QStringList ids = quizIds(bytes);
    for (const QString &skipped : std::as_const(outcome.skippedQuizzes))
        ids.removeAll(skipped); // not loaded, so not saved either
    if (!ids.contains(bank.id))
        ids << bank.id;
    for (const QString &id : std::as_const(ids)) {
        const QuizRecord record = store.record(id);
        if (record.best)
            require(record.best->correct >= 0 && record.best->correct <= record.best->total);
        if (!record.attempt)
            continue;
        if (std::optional<QuizSession> session = QuizSession::fromJson(*record.attempt, bank))
            exercise(std::move(*session), bank, store);
    }

    // What was read (and the attempts just finished) survives a save and a restart.
    require(store.save());
    ProgressStore reloaded(path);
    require(reloaded.load().status == ProgressStore::LoadStatus::Loaded);
    for (const QString &id : std::as_const(ids))
        require(reloaded.record(id) == store.record(id));
    return 0;
}
