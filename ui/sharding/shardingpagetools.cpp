// The sharding page's question note, chart tools (Data, Pin, Save, Copy
// figures), pinned setting and the code's Copy button; the rest of
// ShardingPage is in shardingpage.cpp.
#include "sharding/shardingpage.h"

#include "charts/charttools.h"
#include "charts/setupnote.h"
#include "core/language.h"
#include "sharding/shardingcontrols.h"
#include "sharding/shardingdrawing.h"
#include "sharding/shardingtext.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>

using namespace Qt::StringLiterals;
using namespace sharding;

namespace {
// "data-model", "none", "model.data": ASCII in every language, for file names.
QString specKey(const QList<DimSpec> &spec)
{
    QStringList entries;
    for (const DimSpec &entry : spec) {
        QStringList axes;
        for (MeshAxis axis : entry)
            axes << (axis == MeshAxis::Data ? u"data"_s : u"model"_s);
        entries << (axes.isEmpty() ? u"none"_s : axes.join(u'.'));
    }
    return entries.join(u'-');
}
} // namespace

void ShardingPage::buildSetupNote()
{
    m_setupNote = SetupNote::create(this, u"shardingSetupNote"_s);
    m_backToSetup = new QPushButton(this);
    m_backToSetup->setObjectName(u"shardingBackToSetupButton"_s);
    m_backToSetup->hide();
    connect(m_backToSetup, &QPushButton::clicked, this, [this] {
        showSetup(m_setup, m_origin);
        m_controls->focusFirst();
    });
}

void ShardingPage::updateSetupNote()
{
    m_noteShowsSetup = showsSetup(m_setup, setup());
    SetupNote::show(m_setupNote, m_origin, m_noteShowsSetup);
    m_backToSetup->setVisible(m_origin.isQuestion() && !m_noteShowsSetup);
}

void ShardingPage::buildChartTools()
{
    m_chartTools = new ChartTools(this);
    m_chartTools->setCharts({{m_drawing, [] { return tr("Array layout"); },
                              [this] {
                                  return fileName();
                              }},
                             {m_batchDrawing, [] { return tr("Batch split on 'data'"); },
                              [this] {
                                  return fileName();
                              }}});
    m_chartTools->setTables([this] { return tables(); });
    m_chartTools->setFigures([this] { return figuresText(); });
    connect(m_chartTools, &ChartTools::pinRequested, this, &ShardingPage::pinCurrent);
    connect(m_chartTools, &ChartTools::pinCleared, this, &ShardingPage::clearPin);
    connect(m_copyCode, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(codeText()); });
}

QList<ChartTable> ShardingPage::tables() const
{
    if (setup().view == ShardingView::TrainingStep)
        return {ShardingText::groupsTable(m_step), ShardingText::tilesTable(m_step.batchLayout)};
    return {ShardingText::tilesTable(m_layout)};
}

QString ShardingPage::fileName() const
{
    // "sharding-mesh2x4-8x16-data-model", "sharding-step-mesh2x4-b16".
    const ShardingChartSetup shown = setup();
    const QString mesh = u"mesh%1x%2"_s.arg(shown.mesh.data).arg(shown.mesh.model);
    if (shown.view == ShardingView::TrainingStep)
        return u"sharding-step-%1-b%2"_s.arg(mesh).arg(shown.batch);
    QStringList sizes;
    for (quint64 size : shown.array.shape)
        sizes << QString::number(size);
    return u"sharding-%1-%2-%3"_s.arg(mesh, sizes.join(u'x'), specKey(shown.array.spec));
}

void ShardingPage::pinCurrent()
{
    m_pinned = Pinned{setup()};
    m_chartTools->setPinned(true);
    refresh();
}

void ShardingPage::clearPin()
{
    m_pinned.reset();
    m_chartTools->setPinned(false);
    refresh();
}

void ShardingPage::showPinned()
{
    // The pinned figures, beside the current ones, in the language shown now.
    if (!m_pinned) {
        m_pinnedLabel->hide();
        return;
    }
    const ShardingChartSetup &pinned = m_pinned->setup;
    QStringList lines;
    if (pinned.view == ShardingView::Layout) {
        lines << tr("Pinned: %1 on mesh (%2, %3)")
                     .arg(namedShardingLine(pinned.array.spec),
                          QLocale().toString(pinned.mesh.data),
                          QLocale().toString(pinned.mesh.model));
        lines << ShardingText::layoutFigures(pinned.mesh, pinned.array,
                                             arrayLayout(pinned.mesh, pinned.array));
    } else {
        const TrainingStepInput input{pinned.batch, pinned.parameters, pinned.array.dtype};
        lines << tr("Pinned: a training step on mesh (%1, %2)")
                     .arg(QLocale().toString(pinned.mesh.data),
                          QLocale().toString(pinned.mesh.model));
        lines << ShardingText::stepFigures(pinned.mesh, input, trainingStep(pinned.mesh, input));
    }
    m_pinnedLabel->setText(lines.join(u'\n'));
    m_pinnedLabel->setAccessibleDescription(m_pinnedLabel->text());
    m_pinnedLabel->show();
}
