// The compilation cache page's question note, chart tools (Data, Pin, Save,
// Copy figures) and pinned setting; the rest of JitCachePage is in
// jitcachepage.cpp.
#include "jitcache/jitcachepage.h"

#include "charts/charttools.h"
#include "charts/setupnote.h"
#include "jitcache/jitcachecontrols.h"
#include "jitcache/jitcachetext.h"
#include "jitcache/jitcachetimeline.h"

#include <QCoreApplication>
#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace {

QString lastBatchName(LastBatch policy)
{
    switch (policy) {
    case LastBatch::Keep:
        return QCoreApplication::translate("JitCachePage", "kept");
    case LastBatch::Drop:
        return QCoreApplication::translate("JitCachePage", "dropped");
    case LastBatch::Pad:
        return QCoreApplication::translate("JitCachePage", "padded");
    }
    return {};
}

} // namespace

void JitCachePage::buildSetupNote()
{
    m_setupNote = SetupNote::create(this, u"jitCacheSetupNote"_s);
    m_backToSetup = new QPushButton(this);
    m_backToSetup->setObjectName(u"jitCacheBackToSetupButton"_s);
    m_backToSetup->hide();
    connect(m_backToSetup, &QPushButton::clicked, this, [this] {
        showSetup(m_setup, m_origin);
        m_controls->focusFirst();
    });
}

void JitCachePage::updateSetupNote()
{
    m_noteShowsSetup = showsSetup(m_setup, setup());
    SetupNote::show(m_setupNote, m_origin, m_noteShowsSetup,
                    tr("The controls are set as the question has them. Count the compile marks "
                       "on the timeline: one for each signature, the rest cached."));
    m_backToSetup->setVisible(m_origin.isQuestion() && !m_noteShowsSetup);
}

void JitCachePage::buildChartTools()
{
    m_chartTools = new ChartTools(this);
    m_chartTools->setCharts({{m_timeline, [] { return tr("Timeline of calls"); },
                              [this] {
                                  return fileName();
                              }}});
    m_chartTools->setTables([this] { return tables(); });
    m_chartTools->setFigures([this] { return figuresText(); });
    connect(m_chartTools, &ChartTools::pinRequested, this, &JitCachePage::pinCurrent);
    connect(m_chartTools, &ChartTools::pinCleared, this, &JitCachePage::clearPin);
}

QList<ChartTable> JitCachePage::tables() const
{
    switch (m_loop.problem) {
    case JitLoopProblem::None:
        return {JitCacheText::runsTable(m_loop)};
    case JitLoopProblem::TooManyCalls:
        return {JitCacheText::countsTable(m_loop)};
    case JitLoopProblem::OutOfRange:
        break;
    }
    return {};
}

QString JitCachePage::fileName() const
{
    return JitCacheText::fileName(setup().loop);
}

void JitCachePage::pinCurrent()
{
    m_pinned = setup();
    m_chartTools->setPinned(true);
    refresh();
}

void JitCachePage::clearPin()
{
    m_pinned.reset();
    m_chartTools->setPinned(false);
    refresh();
}

void JitCachePage::showPinned()
{
    // The pinned figures, beside the current ones, in the language shown now.
    if (!m_pinned) {
        m_pinnedLabel->hide();
        return;
    }
    const JitLoopInput &input = m_pinned->loop;
    QStringList lines{tr("Pinned: N = %1, b = %2, last batch %3, epochs: %4.")
                          .arg(JitCacheText::count(input.examples),
                               JitCacheText::count(input.batch), lastBatchName(input.lastBatch),
                               JitCacheText::count(quint64(input.epochs)))};
    lines << JitCacheText::figures(input, simulateJitLoop(input));
    m_pinnedLabel->setText(lines.join(u'\n'));
    m_pinnedLabel->setAccessibleDescription(m_pinnedLabel->text());
    m_pinnedLabel->show();
}
