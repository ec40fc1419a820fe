#include "history/historypage.h"

#include "charts/charttools.h"
#include "core/banktitles.h"
#include "core/historyformat.h"
#include "core/historystats.h"
#include "core/languagemanager.h"
#include "core/models/historymodels.h"
#include "history/allrowstable.h"
#include "history/scorechart.h"
#include "search/questionreadview.h"
#include "widgets/fonts.h"
#include "widgets/wrappedlabel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedLayout>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// Column widths are measured on the first rows only, and once per quiz or
// language (not at every layout pass): measuring ten thousand rows of Bengali
// text would cost more than the whole page, and the rows look alike.
constexpr int measuredRows = 12;

QTableView *makeTable(QAbstractItemModel *model, const QString &name, AllRowsTable::Rows rows,
                      QWidget *parent)
{
    auto *view = new AllRowsTable(rows, parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    // Row numbers would be Latin digits; the date or the question's number says enough.
    view->verticalHeader()->hide();
    view->horizontalHeader()->setResizeContentsPrecision(measuredRows);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

} // namespace

HistoryPage::HistoryPage(const LanguageManager *languages, QWidget *parent)
    : QWidget(parent)
    , m_languages(languages)
{
    setObjectName(u"historyPage"_s);
    m_views = new QStackedLayout(this);
    m_views->setContentsMargins(0, 0, 0, 0);
    m_overview = buildOverview();
    m_views->addWidget(m_overview);
    retranslateUi();
    showSelectedQuiz();
}

QWidget *HistoryPage::buildOverview()
{
    auto *overview = new QWidget(this);
    m_title = new QLabel(overview);
    m_title->setObjectName(u"historyTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);

    m_quizLabel = new QLabel(overview);
    m_quiz = new QComboBox(overview);
    m_quiz->setObjectName(u"historyQuizCombo"_s);
    m_quiz->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_quizLabel->setBuddy(m_quiz);
    connect(m_quiz, &QComboBox::currentIndexChanged, this, &HistoryPage::showSelectedQuiz);

    m_summary = new QLabel(overview);
    m_summary->setObjectName(u"historySummary"_s);
    m_empty = new WrappedLabel(overview);
    m_empty->setObjectName(u"historyEmptyLabel"_s);

    // One scroll bar, the page's: the chart, then each table as tall as its rows.
    m_content = new QScrollArea(overview);
    m_content->setObjectName(u"historyScroll"_s);
    m_content->setWidgetResizable(true);
    m_content->setFrameShape(QFrame::NoFrame);
    m_content->setFocusPolicy(Qt::NoFocus);
    auto *content = new QWidget;
    m_chart = new ScoreChart(content);
    m_chartTools = m_chart->makeTools(content);
    m_noTrend = new WrappedLabel(content);
    m_noTrend->setObjectName(u"historyNoTrendLabel"_s);

    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    auto *chartRow = new QHBoxLayout;
    chartRow->addWidget(m_chart, 1);
    chartRow->addWidget(m_chartTools);
    contentLayout->addLayout(chartRow);
    contentLayout->addWidget(m_noTrend);
    contentLayout->addLayout(buildTables(content));
    contentLayout->addStretch(1);
    m_content->setWidget(content);

    auto *quizRow = new QHBoxLayout;
    quizRow->addWidget(m_quizLabel);
    quizRow->addWidget(m_quiz);
    quizRow->addStretch();

    auto *layout = new QVBoxLayout(overview);
    layout->addWidget(m_title);
    layout->addLayout(quizRow);
    layout->addWidget(m_summary);
    layout->addWidget(m_empty);
    layout->addWidget(m_content, 1);
    layout->addStretch(0);
    return overview;
}

// The attempts newest first, then the questions hardest first, each the
// page's width: the prompts are read whole.
QLayout *HistoryPage::buildTables(QWidget *content)
{
    m_attempts = new AttemptTableModel(m_languages, this);
    m_attemptsHeading = new QLabel(content);
    Fonts::apply(m_attemptsHeading, Fonts::Role::SectionTitle);
    m_attemptsHint = new WrappedLabel(content);
    m_attemptsView = makeTable(m_attempts, u"attemptsTable"_s, AllRowsTable::Rows::OneLine, content);
    m_attemptsView->setWordWrap(false);
    m_attemptsHeading->setBuddy(m_attemptsView);
    connect(m_attemptsView, &QAbstractItemView::activated, this, &HistoryPage::openAttempt);
    m_openNote = new WrappedLabel(content);
    m_openNote->setObjectName(u"historyOpenNote"_s);
    m_openNote->hide();

    m_questions = new QuestionStatsModel(m_languages, this);
    m_questionsHeading = new QLabel(content);
    Fonts::apply(m_questionsHeading, Fonts::Role::SectionTitle);
    m_questionsHint = new WrappedLabel(content);
    m_practise = new QPushButton(content);
    m_practise->setObjectName(u"practiseHardestButton"_s);
    connect(m_practise, &QPushButton::clicked, this,
            [this] { emit practiceRequested(shownQuizId(), m_hardest); });
    m_questionsView = makeTable(m_questions, u"questionStatsTable"_s, AllRowsTable::Rows::Wrapped,
                                content);
    QHeaderView *header = m_questionsView->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QuestionStatsModel::QuestionColumn, QHeaderView::Stretch);
    m_questionsHeading->setBuddy(m_questionsView);
    connect(m_questionsView, &QAbstractItemView::activated, this, &HistoryPage::openQuestion);

    auto *questionsTop = new QHBoxLayout;
    questionsTop->addWidget(m_questionsHeading, 1);
    questionsTop->addWidget(m_practise);
    auto *tables = new QVBoxLayout;
    tables->addWidget(m_attemptsHeading);
    tables->addWidget(m_attemptsHint);
    tables->addWidget(m_attemptsView);
    tables->addWidget(m_openNote);
    tables->addSpacing(m_attemptsHeading->fontMetrics().height() / 2);
    tables->addLayout(questionsTop);
    tables->addWidget(m_questionsHint);
    tables->addWidget(m_questionsView);
    return tables;
}

void HistoryPage::setHistory(const QList<QuestionBank> &banks, const QList<AttemptRecord> &history,
                             const QString &bankId)
{
    showOverview(); // a question read before is put away
    const QString previous = shownQuizId();
    // Opened again with nothing new (the lists share their data with the
    // ones given last time): the figures shown are still right.
    const bool unchanged = !m_banks.isEmpty() && banks.constData() == m_banks.constData()
                           && banks.size() == m_banks.size()
                           && history.constData() == m_history.constData()
                           && history.size() == m_history.size();
    if (unchanged) {
        if (!bankId.isEmpty())
            showQuiz(bankId);
        return;
    }
    m_banks = banks;
    m_history = history;
    {
        const QSignalBlocker blocker(m_quiz);
        m_quiz->clear();
        for (const QuestionBank &bank : std::as_const(m_banks))
            m_quiz->addItem(BankTitles::distinct(bank, m_banks, m_languages->language()), bank.id);
        for (const QString &id : HistoryStats::bankIdsWithAttempts(m_history)) {
            if (m_quiz->findData(id) < 0)
                m_quiz->addItem(id, id);
        }
        int shown = m_quiz->findData(bankId);
        if (shown < 0)
            shown = m_quiz->findData(previous);
        m_quiz->setCurrentIndex(std::max(shown, 0));
    }
    const bool severalQuizzes = m_quiz->count() > 1;
    m_quizLabel->setVisible(severalQuizzes);
    m_quiz->setVisible(severalQuizzes);
    showSelectedQuiz();
}

bool HistoryPage::showQuiz(const QString &bankId)
{
    const int index = m_quiz->findData(bankId);
    if (index < 0)
        return false;
    showOverview();
    if (index == m_quiz->currentIndex())
        return true;
    m_quiz->setCurrentIndex(index); // shows it through currentIndexChanged
    return true;
}

QString HistoryPage::shownQuizId() const
{
    return m_quiz->currentData().toString();
}

// The shown quiz as the library has it; nullptr when it is no longer there.
const QuestionBank *HistoryPage::shownBank() const
{
    const QString bankId = shownQuizId();
    for (const QuestionBank &bank : m_banks) {
        if (bank.id == bankId)
            return &bank;
    }
    return nullptr;
}

void HistoryPage::showSelectedQuiz()
{
    const QString bankId = shownQuizId();
    QuestionBank bank;
    bank.id = bankId;
    if (const QuestionBank *found = shownBank())
        bank = *found;

    QList<AttemptRecord> attempts;
    attempts.reserve(m_history.size());
    for (const AttemptRecord &attempt : std::as_const(m_history)) {
        if (attempt.bankId == bankId)
            attempts.append(attempt);
    }
    m_shownAttempts = int(attempts.size());
    m_shownAbandoned = int(std::count_if(attempts.cbegin(), attempts.cend(), [](const auto &a) {
        return a.end == AttemptRecord::End::Abandoned;
    }));

    const Language language = m_languages->language();
    const QList<HistoryStats::ScorePoint> series = HistoryStats::scoreSeries(attempts, bankId);
    m_shownTrendPoints = int(series.size());
    m_chart->setPoints(series, language);
    m_chart->setVisible(!series.isEmpty());
    m_chartTools->setVisible(!series.isEmpty());
    m_noTrend->setVisible(series.isEmpty());

    QHash<QString, QuestionStatsModel::Question> questions;
    for (int row = 0; row < bank.questions.size(); ++row)
        questions.insert(bank.questions.at(row).id, {row + 1, bank.questions.at(row).prompt});
    const QList<HistoryStats::QuestionStats> stats = HistoryStats::questionStats(attempts, bank);
    m_hardest = shownBank() ? HistoryStats::hardestQuestionIds(stats, bank, practiceSize)
                            : QStringList();
    m_questions->setStats(stats, std::move(questions));
    m_shownAttemptList = attempts;
    m_attempts->setAttempts(std::move(attempts));
    m_openNote->hide();
    fitColumns();

    m_content->setVisible(m_shownAttempts > 0);
    m_empty->setVisible(m_shownAttempts == 0);
    updateSummary();
    updatePractice();
}

void HistoryPage::updateSummary()
{
    m_summary->setVisible(m_shownAttempts > 0);
    if (m_shownAttempts == 0)
        return;
    const QLocale locale = localeFor(m_languages->language());
    m_summary->setText(tr("%Ln attempt(s): %1 finished, %2 abandoned.", nullptr, m_shownAttempts)
                           .arg(locale.toString(m_shownAttempts - m_shownAbandoned),
                                locale.toString(m_shownAbandoned)));
}

void HistoryPage::updatePractice()
{
    const auto count = int(m_hardest.size());
    m_practise->setVisible(count > 0);
    m_practise->setText(tr("&Practise the hardest (%Ln)", nullptr, count));
    m_practise->setToolTip(tr("A short quiz of the questions you most often got wrong or left "
                              "unanswered. It is listed with your attempts but not drawn on the "
                              "chart."));
}

// Enter or a double-click on an attempt: its results, if its quiz is still in the library.
void HistoryPage::openAttempt(const QModelIndex &index)
{
    const int at = index.data(AttemptTableModel::AttemptIndexRole).toInt();
    if (!index.isValid() || at < 0 || at >= m_shownAttemptList.size())
        return;
    const AttemptRecord &attempt = m_shownAttemptList.at(at);
    const QuestionBank *bank = shownBank();
    if (bank && attempt.toSession(*bank)) {
        m_openNote->hide();
        emit attemptRequested(attempt, *bank);
        return;
    }
    m_openNote->setText(bank ? tr("This attempt cannot be opened: none of its questions is in "
                                  "the quiz any more.")
                             : tr("This attempt cannot be opened: its quiz is no longer in the "
                                  "library."));
    m_openNote->show();
}

// Enter or a double-click on a question: read it with its answer and explanation.
void HistoryPage::openQuestion(const QModelIndex &index)
{
    const QuestionBank *bank = shownBank();
    const QString questionId = index.data(QuestionStatsModel::QuestionIdRole).toString();
    const int row = bank ? bank->rowOf(questionId) : -1;
    if (row < 0) {
        m_openNote->setText(tr("This question is no longer in the quiz."));
        m_openNote->show();
        return;
    }
    if (!m_readView) {
        m_readView = new QuestionReadView(m_languages, this, QuestionReadView::ReturnsTo::History);
        m_readView->setOtherLanguageShown(m_otherLanguageShown);
        connect(m_readView, &QuestionReadView::backRequested, this, &HistoryPage::showOverview);
        connect(m_readView, &QuestionReadView::glossaryEntryRequested, this,
                &HistoryPage::glossaryEntryRequested);
        m_views->addWidget(m_readView);
    }
    m_readView->showQuestion(*bank, row);
    m_views->setCurrentWidget(m_readView);
    m_readView->setFocus(Qt::OtherFocusReason);
}

void HistoryPage::showOverview()
{
    if (m_views->currentWidget() == m_overview)
        return;
    m_views->setCurrentWidget(m_overview);
    m_questionsView->setFocus(Qt::OtherFocusReason);
}

void HistoryPage::setOtherLanguageShown(bool shown)
{
    m_otherLanguageShown = shown;
    if (m_readView)
        m_readView->setOtherLanguageShown(shown);
}

void HistoryPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void HistoryPage::retranslateUi()
{
    const Language language = m_languages->language();
    m_title->setText(tr("History"));
    m_quizLabel->setText(tr("&Quiz:"));
    m_quiz->setAccessibleName(tr("Quiz whose history is shown"));
    for (int i = 0; i < m_quiz->count(); ++i) {
        const QString id = m_quiz->itemData(i).toString();
        for (const QuestionBank &bank : std::as_const(m_banks)) {
            if (bank.id == id)
                m_quiz->setItemText(i, BankTitles::distinct(bank, m_banks, language));
        }
    }
    m_empty->setText(tr("No attempts at this quiz yet. Every attempt you finish or abandon is "
                        "listed here, with your score over time and the questions you found "
                        "hardest."));
    m_noTrend->setText(tr("The score chart appears once you finish the whole quiz: retries of "
                          "wrong answers and abandoned attempts are listed below but not drawn."));
    m_attemptsHeading->setText(tr("&Attempts, newest first"));
    m_attemptsView->setAccessibleName(tr("Attempts, newest first"));
    m_attemptsHint->setText(tr("Double-click an attempt or press Enter on it to see its answers "
                               "again and export them."));
    m_questionsHeading->setText(tr("&Questions, hardest first"));
    m_questionsView->setAccessibleName(tr("Questions, hardest first"));
    m_questionsHint->setText(tr("Double-click a question or press Enter on it to read it with its "
                                "answer and explanation."));
    m_chart->retranslate(language);
    m_attempts->retranslate();
    m_questions->retranslate();
    m_openNote->hide();
    fitColumns();
    updateSummary();
    updatePractice();
}

void HistoryPage::fitColumns()
{
    m_attemptsView->resizeColumnsToContents();
    for (int column :
         {int(QuestionStatsModel::NumberColumn), int(QuestionStatsModel::RightColumn),
          int(QuestionStatsModel::WrongColumn), int(QuestionStatsModel::UnansweredColumn)})
        m_questionsView->resizeColumnToContents(column);
}
