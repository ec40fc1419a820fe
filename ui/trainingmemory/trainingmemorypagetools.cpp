// The Training memory page's question note, chart tools (Data, Copy figures,
// Pin, Save) and pinned setting; the rest of the page is in trainingmemorypage.cpp.
#include "trainingmemory/trainingmemorypage.h"

#include "charts/charttools.h"
#include "charts/setupnote.h"
#include "core/language.h"
#include "trainingmemory/trainingmemorycharts.h"
#include "trainingmemory/trainingmemorycontrols.h"

#include <QLabel>
#include <QLocale>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace {
// The note's words are the attention page's: one text for one idea.
struct AttentionText
{
    Q_DECLARE_TR_FUNCTIONS(AttentionPage)
};
} // namespace

void TrainingMemoryPage::buildSetupNote()
{
    m_setupNote = SetupNote::create(this, u"trainingSetupNote"_s);
    m_backToSetup = new QPushButton(this);
    m_backToSetup->setObjectName(u"trainingBackToSetupButton"_s);
    m_backToSetup->hide();
    connect(m_backToSetup, &QPushButton::clicked, this, [this] {
        m_controls->applySetup(m_setup);
        m_controls->tabChain().constFirst()->setFocus(Qt::OtherFocusReason);
    });
}

void TrainingMemoryPage::showSetup(const TrainingMemoryChartSetup &setup, const ChartOrigin &origin)
{
    m_setup = setup;
    m_origin = origin;
    m_controls->applySetup(setup); // refreshes
    updateSetupNote();
}

void TrainingMemoryPage::updateSetupNote()
{
    m_noteShowsSetup = showsSetup(m_setup, m_controls->setup());
    SetupNote::show(m_setupNote, m_origin, m_noteShowsSetup);
    m_backToSetup->setVisible(m_origin.isQuestion() && !m_noteShowsSetup);
}

void TrainingMemoryPage::buildChartTools()
{
    m_chartTools = new ChartTools(this);
    m_chartTools->setCharts(
        {{m_stageChart, [] { return tr("Memory per GPU by ZeRO stage"); },
          [this] { return TrainingMemoryText::fileName(m_controls->setup(), u"stages"_s); },
          m_stageLegend},
         {m_sweepChart, [] { return tr("Memory per GPU against N_d"); },
          [this] { return TrainingMemoryText::fileName(m_controls->setup(), u"sweep"_s); },
          m_sweepLegend}});
    m_chartTools->setTables([this] {
        return m_results ? TrainingMemoryText::tables(*m_results, m_sweep) : QList<ChartTable>{};
    });
    m_chartTools->setFigures([this] { return figuresText(); });
    connect(m_chartTools, &ChartTools::pinRequested, this, &TrainingMemoryPage::pinCurrent);
    connect(m_chartTools, &ChartTools::pinCleared, this, &TrainingMemoryPage::clearPin);
}

void TrainingMemoryPage::pinCurrent()
{
    if (!m_results)
        return;
    m_pinned = m_results;
    m_pinnedSweep = m_sweep;
    m_chartTools->setPinned(true);
    refresh();
}

void TrainingMemoryPage::clearPin()
{
    m_pinned.reset();
    m_pinnedSweep.clear();
    m_stageChart->clearPinned();
    m_sweepChart->clearPinned();
    m_chartTools->setPinned(false);
    refresh();
}
