// The Asynchronous dispatch page's chart tools (Data, Pin, Save, Copy figures)
// and its pinned setting; the rest of AsyncDispatchPage is in asyncdispatchpage.cpp.
#include "asyncdispatch/asyncdispatchcontrols.h"
#include "asyncdispatch/asyncdispatchpage.h"
#include "asyncdispatch/asyncdispatchtext.h"
#include "asyncdispatch/asyncdispatchtimeline.h"

#include "charts/charttextmodel.h"
#include "charts/charttools.h"

#include <QLabel>

using namespace Qt::StringLiterals;

void AsyncDispatchPage::buildChartTools()
{
    m_chartTools = new ChartTools(this);
    m_chartTools->setFigures([this] { return figuresText(); });
    m_chartTools->setTables([this] {
        return QList<ChartDataTab>{
            ChartDataTab(tr("Steps on the host lane and the GPU lane"), m_stepsText)};
    });
    connect(m_chartTools, &ChartTools::pinRequested, this, &AsyncDispatchPage::pinCurrent);
    connect(m_chartTools, &ChartTools::pinCleared, this, &AsyncDispatchPage::clearPin);
    m_chartTools->setCharts({{m_timeline,
                              [this] {
                                  return tr("Asynchronous dispatch: %1")
                                      .arg(AsyncDispatchText::settingName(m_shown.input));
                              },
                              [this] {
                                  return fileName();
                              }}});
}

QString AsyncDispatchPage::fileName() const
{
    // ASCII in every language: "async-dispatch-h2-g10-n100-at-end",
    // "async-dispatch-h0.5-g3-n1000-every-k-steps-k10".
    const DispatchInput &in = m_shown.input;
    QString name = u"async-dispatch-h%1-g%2-n%3-%4"_s.arg(QString::number(in.hostMs),
                                                          QString::number(in.gpuMs),
                                                          QString::number(in.steps),
                                                          QString(syncPolicyKey(in.sync)));
    if (in.sync == SyncPolicy::EveryKSteps)
        name += u"-k"_s + QString::number(in.syncInterval);
    return name;
}

QString AsyncDispatchPage::figuresText() const
{
    return m_figuresLabel->text();
}

QString AsyncDispatchPage::pinnedName() const
{
    return m_pinned ? tr("Pinned: %1").arg(AsyncDispatchText::settingName(m_pinned->input))
                    : QString();
}

void AsyncDispatchPage::pinCurrent()
{
    m_pinned = m_shown;
    m_chartTools->setPinned(true);
    refresh();
}

void AsyncDispatchPage::clearPin()
{
    m_pinned.reset();
    m_timeline->clearPinned();
    m_chartTools->setPinned(false);
    refresh();
}
