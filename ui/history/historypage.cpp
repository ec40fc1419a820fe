#include "history/historypage.h"

#include "charts/charttools.h"
#include "core/banktitles.h"
#include "core/historyformat.h"
#include "core/historystats.h"
#include "core/languagemanager.h"
#include "core/models/historymodels.h"
#include "history/scorechart.h"
#include "widgets/fonts.h"
#include "widgets/wrappedlabel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// Column widths are measured on the first rows only, and once per quiz or
// language (not at every layout pass): measuring ten thousand rows of Bengali
// text would cost more than the whole page, and the rows look alike.
constexpr int measuredRows = 12;

// A table that keeps its header and a few rows in sight however little room
// the page has: the page scrolls instead.
class RowsInSightTable : public QTableView
{
public:
    using QTableView::QTableView;

    QSize minimumSizeHint() const override
    {
        constexpr int rowsInSight = 3;
        const int height = horizontalHeader()->sizeHint().height()
                           + rowsInSight * verticalHeader()->defaultSectionSize()
                           + horizontalScrollBar()->sizeHint().height() + 2 * frameWidth();
        const QSize least = QTableView::minimumSizeHint();
        return {least.width(), std::max(least.height(), height)};
    }
};

QTableView *makeTable(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *view = new RowsInSightTable(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setWordWrap(false);
    view->setAlternatingRowColors(true);
    // Row numbers would be Latin digits; the date or the order says enough.
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

    m_title = new QLabel(this);
    m_title->setObjectName(u"historyTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);

    m_quizLabel = new QLabel(this);
    m_quiz = new QComboBox(this);
    m_quiz->setObjectName(u"historyQuizCombo"_s);
    m_quiz->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_quizLabel->setBuddy(m_quiz);
    connect(m_quiz, &QComboBox::currentIndexChanged, this, &HistoryPage::showSelectedQuiz);

    m_summary = new QLabel(this);
    m_summary->setObjectName(u"historySummary"_s);
    m_empty = new WrappedLabel(this);
    m_empty->setObjectName(u"historyEmptyLabel"_s);

    // The chart and the tables at the largest text size on a small window:
    // the page scrolls rather than squeezing the tables to a row.
    auto *contentScroll = new QScrollArea(this);
    contentScroll->setWidgetResizable(true);
    contentScroll->setFrameShape(QFrame::NoFrame);
    contentScroll->setFocusPolicy(Qt::NoFocus);
    m_content = contentScroll;
    m_chart = new ScoreChart(m_content);
    m_chartTools = m_chart->makeTools(m_content);
    m_noTrend = new WrappedLabel(m_content);
    m_noTrend->setObjectName(u"historyNoTrendLabel"_s);

    QLayout *tables = buildTables();

    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    auto *chartRow = new QHBoxLayout;
    chartRow->addWidget(m_chart, 1);
    chartRow->addWidget(m_chartTools);
    contentLayout->addLayout(chartRow, 2);
    contentLayout->addWidget(m_noTrend);
    contentLayout->addLayout(tables, 3);
    contentScroll->setWidget(content);

    auto *quizRow = new QHBoxLayout;
    quizRow->addWidget(m_quizLabel);
    quizRow->addWidget(m_quiz);
    quizRow->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(quizRow);
    layout->addWidget(m_summary);
    layout->addWidget(m_empty);
    layout->addWidget(m_content, 1);
    layout->addStretch(0);

    retranslateUi();
    showSelectedQuiz();
}

// The attempts newest first beside the questions hardest first.
QLayout *HistoryPage::buildTables()
{
    m_attempts = new AttemptTableModel(m_languages, this);
    m_attemptsHeading = new QLabel(m_content);
    Fonts::apply(m_attemptsHeading, Fonts::Role::SectionTitle);
    m_attemptsView = makeTable(m_attempts, u"attemptsTable"_s, m_content);
    m_attemptsHeading->setBuddy(m_attemptsView);

    m_questions = new QuestionStatsModel(m_languages, this);
    m_questionsHeading = new QLabel(m_content);
    Fonts::apply(m_questionsHeading, Fonts::Role::SectionTitle);
    m_questionsView = makeTable(m_questions, u"questionStatsTable"_s, m_content);
    m_questionsView->horizontalHeader()->setStretchLastSection(false);
    m_questionsView->horizontalHeader()->setSectionResizeMode(QuestionStatsModel::QuestionColumn,
                                                              QHeaderView::Stretch);
    m_questionsHeading->setBuddy(m_questionsView);

    auto *attemptsColumn = new QVBoxLayout;
    attemptsColumn->addWidget(m_attemptsHeading);
    attemptsColumn->addWidget(m_attemptsView, 1);
    auto *questionsColumn = new QVBoxLayout;
    questionsColumn->addWidget(m_questionsHeading);
    questionsColumn->addWidget(m_questionsView, 1);
    auto *tables = new QHBoxLayout;
    tables->addLayout(attemptsColumn, 3);
    tables->addLayout(questionsColumn, 2);
    return tables;
}

void HistoryPage::setHistory(const QList<QuestionBank> &banks, const QList<AttemptRecord> &history,
                             const QString &bankId)
{
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
    if (index == m_quiz->currentIndex())
        return true;
    m_quiz->setCurrentIndex(index); // shows it through currentIndexChanged
    return true;
}

QString HistoryPage::shownQuizId() const
{
    return m_quiz->currentData().toString();
}

void HistoryPage::showSelectedQuiz()
{
    const QString bankId = shownQuizId();
    QuestionBank bank;
    bank.id = bankId;
    for (const QuestionBank &candidate : std::as_const(m_banks)) {
        if (candidate.id == bankId)
            bank = candidate;
    }

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

    QHash<QString, LocalizedText> prompts;
    for (const Question &question : std::as_const(bank.questions))
        prompts.insert(question.id, question.prompt);
    m_questions->setStats(HistoryStats::questionStats(attempts, bank), std::move(prompts));
    m_attempts->setAttempts(std::move(attempts));
    fitColumns();

    m_content->setVisible(m_shownAttempts > 0);
    m_empty->setVisible(m_shownAttempts == 0);
    updateSummary();
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
    m_questionsHeading->setText(tr("&Questions, hardest first"));
    m_questionsView->setAccessibleName(tr("Questions, hardest first"));
    m_chart->retranslate(language);
    m_attempts->retranslate();
    m_questions->retranslate();
    fitColumns();
    updateSummary();
}

void HistoryPage::fitColumns()
{
    m_attemptsView->resizeColumnsToContents();
    for (int column = QuestionStatsModel::RightColumn; column < QuestionStatsModel::ColumnCount;
         ++column)
        m_questionsView->resizeColumnToContents(column);
}
