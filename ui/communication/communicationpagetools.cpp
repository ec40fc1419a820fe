// The Communication page's chart tools (Data, Pin, Save, Copy figures) and
// its pinned setting; the rest of CommunicationPage is in communicationpage.cpp.
#include "communication/communicationchart.h"
#include "communication/communicationcontrols.h"
#include "communication/communicationpage.h"
#include "communication/communicationtext.h"

#include "charts/charttextmodel.h"
#include "charts/charttools.h"

#include <QLabel>

using namespace Qt::StringLiterals;

void CommunicationPage::buildChartTools()
{
    if (!m_chartTools) {
        m_chartTools = new ChartTools(this);
        m_chartTools->setFigures([this] { return figuresText(); });
        m_chartTools->setTables([this] {
            const bool collective = m_controls->setup().view == CommunicationView::Collective;
            return QList<ChartDataTab>{
                collective ? ChartDataTab(tr("Collective time against n"), m_collectiveText)
                           : ChartDataTab(tr("Communication per step against t"), m_stepText)};
        });
        connect(m_chartTools, &ChartTools::pinRequested, this, &CommunicationPage::pinCurrent);
        connect(m_chartTools, &ChartTools::pinCleared, this, &CommunicationPage::clearPin);
    }
    CommunicationChart *chart = currentChart();
    m_chartTools->setCharts({{chart, [chart] { return chart->chart()->title(); },
                              [this] { return fileName(); }, m_legendLabel}});
}

QString CommunicationPage::fileName() const
{
    // ASCII in every language: "all-reduce-n8-1000000000b-nvlink4-h100",
    // "tensor-vs-data-llama-2-7b-s4096-b1-m8-nvlink4-h100-ib-ndr".
    const CommunicationChartSetup shown = m_controls->setup();
    if (shown.view == CommunicationView::Collective)
        return u"%1-n%2-%3b-%4"_s.arg(QString(collectiveKey(shown.collective)),
                                      QString::number(shown.gpus),
                                      QString::number(qint64(shown.messageBytes)), shown.link);
    return u"tensor-vs-data-%1-s%2-b%3-m%4-%5-%6"_s.arg(shown.model,
                                                        QString::number(shown.sequence),
                                                        QString::number(shown.microBatch),
                                                        QString::number(shown.microBatches),
                                                        shown.link, shown.acrossLink);
}

QString CommunicationPage::figuresText() const
{
    return m_figuresLabel->text();
}

void CommunicationPage::pinCurrent()
{
    const CommunicationChartSetup shown = m_controls->setup();
    QString name;
    if (shown.view == CommunicationView::Collective)
        name = tr("Pinned: %1 of %2 on %3")
                   .arg(CommunicationText::collectiveName(shown.collective),
                        CommunicationText::bytes(shown.messageBytes),
                        m_controls->linkName(shown.link));
    else
        name = tr("Pinned: inside a node, %1, s = %2, b = %3")
                   .arg(QString(transformerPresetById(shown.model)
                                    .value_or(transformerPresets().front())
                                    .name),
                        QLocale().toString(shown.sequence), QLocale().toString(shown.microBatch));
    m_pinned = Pinned{shown, m_controls->insideBytesPerSecond(), m_controls->acrossBytesPerSecond(),
                      name};
    m_chartTools->setPinned(true);
    refresh();
}

void CommunicationPage::clearPin()
{
    m_pinned.reset();
    m_collectiveChart->setPinned({}, {});
    m_stepChart->setPinned({}, {});
    m_chartTools->setPinned(false);
    refresh();
}

void CommunicationPage::showPinned(const CommunicationChartSetup &shown)
{
    CommunicationChart *other = currentChart() == m_collectiveChart ? m_stepChart
                                                                    : m_collectiveChart;
    other->setPinned({}, {});
    if (!m_pinned || m_pinned->setup.view != shown.view) {
        currentChart()->setPinned({}, {});
        return;
    }
    const CommunicationChartSetup &pinned = m_pinned->setup;
    QList<QPointF> points;
    if (pinned.view == CommunicationView::Collective) {
        const CollectiveInputs inputs{pinned.collective, pinned.gpus, pinned.messageBytes,
                                      m_pinned->insideBytesPerSecond,
                                      pinned.latencyMicroseconds * 1e-6};
        for (const CollectiveSweepPoint &point : sweepGpus(inputs, {inputs.bytesPerSecond}))
            points.append({double(point.gpus), point.seconds.front() * 1000});
    } else {
        StepInputs inputs = stepInputs(pinned);
        inputs.insideBytesPerSecond = m_pinned->insideBytesPerSecond;
        inputs.acrossBytesPerSecond = m_pinned->acrossBytesPerSecond;
        for (const StepCost &cost : sweepTensorParallel(inputs)) {
            if (cost.tensorInsideSeconds > 0)
                points.append({double(cost.tensorParallel), cost.tensorInsideSeconds * 1000});
        }
    }
    currentChart()->setPinned(m_pinned->name, points);
}
