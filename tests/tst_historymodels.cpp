// The history's two table models (core/models): a quiz's attempts newest
// first with their date, feedback mode, score, duration, outcome and kind, and
// its questions with their counts, each in LanguageManager's language (digits
// and dates; the core tests load no translation, so words are the source
// English), the switch announced by retranslate(), and replacing the rows.
// QAbstractItemModelTester watches each model in every test. Expected texts
// are worked out by hand from the attempts written here.
#include "core/languagemanager.h"
#include "core/models/historymodels.h"
#include "support/outcomes.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

#include <ctime>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

QDateTime utc(int day, int hour, int minute, int second = 0)
{
    return {QDate(2026, 3, day), QTime(hour, minute, second), QTimeZone::utc()};
}

constexpr auto R = QuestionOutcome::Result::Right;
constexpr auto W = QuestionOutcome::Result::Wrong;
constexpr auto U = QuestionOutcome::Result::Unanswered;

// Oldest first:
//  1. 1 March 09:00–09:04:30 (4 min 30 s), immediate, finished: R W W -> 1 of 3 (33%)
//  2. 3 March 14:05–14:17:05 (12 min 5 s), at the end, abandoned, a retry: R U -> 1 of 2 (50%)
QList<AttemptRecord> twoAttempts()
{
    AttemptRecord first;
    first.bankId = u"a"_s;
    first.started = utc(1, 9, 0);
    first.ended = utc(1, 9, 4, 30);
    first.questions = {outcome(u"q1"_s, R), outcome(u"q2"_s, W), outcome(u"q3"_s, W)};
    AttemptRecord second;
    second.bankId = u"a"_s;
    second.started = utc(3, 14, 5);
    second.ended = utc(3, 14, 17, 5);
    second.mode = FeedbackMode::AtEnd;
    second.end = AttemptRecord::End::Abandoned;
    second.retry = true;
    second.questions = {outcome(u"q1"_s, R), outcome(u"q2"_s, U)};
    return {first, second};
}

QStringList rowTexts(const QAbstractItemModel &model, int row)
{
    QStringList texts;
    for (int column = 0; column < model.columnCount(); ++column)
        texts << model.index(row, column).data().toString();
    return texts;
}

QStringList header(const QAbstractItemModel &model)
{
    QStringList texts;
    for (int column = 0; column < model.columnCount(); ++column)
        texts << model.headerData(column, Qt::Horizontal).toString();
    return texts;
}

} // namespace

class TestHistoryModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void attemptsNewestFirst();
    void attemptsInBengaliDigits();
    void attemptsRetranslate();
    void questionStats();
    void questionStatsRetranslate();

private:
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<AttemptTableModel> m_attempts;
    std::unique_ptr<QuestionStatsModel> m_questions;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
};

void TestHistoryModels::initTestCase()
{
    qputenv("TZ", "UTC"); // the dates are shown in local time
    tzset();
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_historymodels"_s);
}

void TestHistoryModels::init()
{
    QSettings().clear();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
    m_attempts = std::make_unique<AttemptTableModel>(m_languages.get());
    m_questions = std::make_unique<QuestionStatsModel>(m_languages.get());
    for (QAbstractItemModel *model : {static_cast<QAbstractItemModel *>(m_attempts.get()),
                                      static_cast<QAbstractItemModel *>(m_questions.get())}) {
        m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
            model, QAbstractItemModelTester::FailureReportingMode::Fatal));
    }
}

void TestHistoryModels::cleanup()
{
    m_testers.clear();
    m_attempts.reset();
    m_questions.reset();
    m_languages.reset();
    QSettings().clear();
}

void TestHistoryModels::attemptsNewestFirst()
{
    QSignalSpy reset(m_attempts.get(), &QAbstractItemModel::modelReset);
    m_attempts->setAttempts(twoAttempts());
    QCOMPARE(reset.size(), 1);
    QCOMPARE(m_attempts->rowCount(), 2);
    QCOMPARE(m_attempts->columnCount(), 6);
    QCOMPARE(header(*m_attempts), (QStringList{u"Started"_s, u"Feedback"_s, u"Score"_s,
                                               u"Duration"_s, u"Outcome"_s, u"Questions"_s}));
    QCOMPARE(rowTexts(*m_attempts, 0),
             (QStringList{u"3 March 2026, 14:05"_s, u"At the end"_s, u"1 of 2 (50%)"_s,
                          u"12 min 5 s"_s, u"Abandoned"_s,
                          u"Some questions: a retry or practice"_s}));
    QCOMPARE(rowTexts(*m_attempts, 1),
             (QStringList{u"1 March 2026, 09:00"_s, u"After each answer"_s, u"1 of 3 (33%)"_s,
                          u"4 min 30 s"_s, u"Finished"_s, u"Whole quiz"_s}));
    // Row 0, the newest, is the second attempt given (index 1, oldest first).
    QCOMPARE(m_attempts->index(0, 2).data(AttemptTableModel::AttemptIndexRole), QVariant(1));
    QCOMPARE(m_attempts->index(1, 4).data(AttemptTableModel::AttemptIndexRole), QVariant(0));

    m_attempts->setAttempts({});
    QCOMPARE(reset.size(), 2);
    QCOMPARE(m_attempts->rowCount(), 0);
}

void TestHistoryModels::attemptsInBengaliDigits()
{
    m_languages->setLanguage(Language::Bengali);
    m_attempts->setAttempts(twoAttempts());
    // Bengali digits and month names (the locale's); the words need a translation,
    // which the core tests do not load.
    QCOMPARE(m_attempts->index(0, 0).data().toString(), u"৩ মার্চ ২০২৬, ১৪:০৫"_s);
    QCOMPARE(m_attempts->index(1, 2).data().toString(), u"১ of ৩ (৩৩%)"_s);
    QCOMPARE(m_attempts->index(0, 3).data().toString(), u"১২ min ৫ s"_s);
}

void TestHistoryModels::attemptsRetranslate()
{
    m_attempts->setAttempts(twoAttempts());
    QSignalSpy changed(m_attempts.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy headerChanged(m_attempts.get(), &QAbstractItemModel::headerDataChanged);
    m_languages->setLanguage(Language::Bengali);
    m_attempts->retranslate();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), m_attempts->index(0, 0));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), m_attempts->index(1, 5));
    QCOMPARE(headerChanged.size(), 1);
    QCOMPARE(m_attempts->index(1, 0).data().toString(), u"১ মার্চ ২০২৬, ০৯:০০"_s);

    // No rows: only the header is announced.
    m_attempts->setAttempts({});
    m_attempts->retranslate();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(headerChanged.size(), 2);
}

void TestHistoryModels::questionStats()
{
    QList<HistoryStats::QuestionStats> stats{{u"q2"_s, 1, 4, 0, 0}, {u"gone"_s, 0, 2, 1, 0}};
    QHash<QString, QuestionStatsModel::Question> questions{
        {u"q2"_s, {12, {u"Is `x` big?"_s, u"`x` কি বড়?"_s}}}};
    m_questions->setStats(stats, questions);
    QCOMPARE(m_questions->rowCount(), 2);
    QCOMPARE(header(*m_questions),
             (QStringList{u"No."_s, u"Question"_s, u"Right"_s, u"Wrong"_s, u"Unanswered"_s}));
    // The number and the prompt as plain text; a question the bank no longer
    // has by its id, with no number.
    QCOMPARE(rowTexts(*m_questions, 0),
             (QStringList{u"12"_s, u"Is x big?"_s, u"1"_s, u"4"_s, u"0"_s}));
    QCOMPARE(rowTexts(*m_questions, 1),
             (QStringList{QString(), u"gone (no longer in the quiz)"_s, u"0"_s, u"2"_s, u"1"_s}));
    QCOMPARE(m_questions->index(0, 1).data(Qt::ToolTipRole).toString(), u"Is x big?"_s);
    QCOMPARE(m_questions->index(0, 2).data(Qt::TextAlignmentRole).value<Qt::Alignment>(),
             Qt::AlignRight | Qt::AlignVCenter);
    QCOMPARE(m_questions->index(1, 3).data(QuestionStatsModel::QuestionIdRole).toString(),
             u"gone"_s);
}

void TestHistoryModels::questionStatsRetranslate()
{
    m_questions->setStats({{u"q2"_s, 10, 4, 0, 0}},
                          {{u"q2"_s, {3, {u"Is `x` big?"_s, u"`x` কি বড়?"_s}}}});
    QSignalSpy changed(m_questions.get(), &QAbstractItemModel::dataChanged);
    m_languages->setLanguage(Language::Bengali);
    m_questions->retranslate();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(1).toModelIndex(), m_questions->index(0, 4));
    QCOMPARE(rowTexts(*m_questions, 0),
             (QStringList{u"৩"_s, u"x কি বড়?"_s, u"১০"_s, u"৪"_s, u"০"_s}));
}

QTEST_GUILESS_MAIN(TestHistoryModels)
#include "tst_historymodels.moc"
