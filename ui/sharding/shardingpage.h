#pragma once

#include "charts/charttable.h"
#include "core/chartsetup.h"
#include "core/sharding.h"

#include <QWidget>

#include <optional>

class ChartTools;
class QComboBox;
class QEvent;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class ShardingControls;
class ShardingDrawing;

// Concept page "sharding": what NamedSharding(mesh, P(...)) puts on each
// device. Two views: the array's layout (its tiles drawn as
// jax.debug.visualize_array_sharding draws them, the figures and the Python
// line), and one data-parallel training step (the batch split on 'data', the
// parameters replicated, the gradients all-reduced over 'data'). The numbers
// come from core/sharding; the page only shows them. Follows the language
// switch through changeEvent(LanguageChange), keeping every setting.
class ShardingPage : public QWidget
{
    Q_OBJECT
public:
    explicit ShardingPage(QWidget *parent = nullptr);

    // Sets every control and the view as `setup` says. Opened from a question
    // (`origin`), a note names it; once the page no longer shows the set-up,
    // the note says so and offers to go back.
    void showSetup(const ShardingChartSetup &setup, const ChartOrigin &origin = {});
    // What the page shows now, as a set-up.
    ShardingChartSetup setup() const;

    ChartTools *chartTools() const { return m_chartTools; }
    // The figures as text, as "Copy figures" copies them.
    QString figuresText() const;
    // The Python lines shown, as "Copy code" copies them.
    QString codeText() const;

signals:
    // "Open the communication page for this all-reduce": an all-reduce over
    // `gpus` devices of a buffer of `messageBytes` (the gradient). PageRouter
    // connects it to the communication page.
    void communicationRequested(int gpus, quint64 messageBytes);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildLayoutView();
    void buildStepView();
    void buildLayout();
    void retranslateUi();
    void updateColumnWidth();
    void updateCodeFont();
    void updateProblemColour();
    void refresh();
    void showLayoutView(const sharding::Mesh &mesh, const sharding::ArrayLayoutInput &input);
    void showStepView(const ShardingChartSetup &shown);
    void updateSetupNote();
    // Tab goes from `before` through the tiles in their order.
    void chainTiles(QWidget *before, const QList<QWidget *> &tiles);
    // shardingpagetools.cpp: the note, the chart tools, the pin and the code's copy.
    void buildSetupNote();
    void buildChartTools();
    QList<ChartTable> tables() const;
    QString fileName() const;
    void pinCurrent();
    void clearPin();
    void showPinned();

    QLabel *m_title = nullptr;
    QLabel *m_viewLabel = nullptr;
    QComboBox *m_viewCombo = nullptr;
    QLabel *m_setupNote = nullptr;
    QPushButton *m_backToSetup = nullptr;
    ShardingControls *m_controls = nullptr;
    QScrollArea *m_leftScroll = nullptr;
    QGroupBox *m_figuresBox = nullptr;
    QLabel *m_figuresLabel = nullptr;
    QLabel *m_pinnedLabel = nullptr;
    ChartTools *m_chartTools = nullptr;
    QStackedWidget *m_views = nullptr;

    // The layout view.
    QLabel *m_codeHeading = nullptr;
    QLabel *m_codeLabel = nullptr;
    QPushButton *m_copyCode = nullptr;
    ShardingDrawing *m_drawing = nullptr;
    QLabel *m_problemLabel = nullptr;

    // The training-step view.
    QLabel *m_stepIntro = nullptr;
    ShardingDrawing *m_batchDrawing = nullptr;
    QLabel *m_groupsLabel = nullptr;
    QPushButton *m_openCommunication = nullptr;

    ShardingChartSetup m_setup;
    ChartOrigin m_origin;
    bool m_noteShowsSetup = true;

    // What the page shows, for the Data view and the pin.
    sharding::ArrayLayout m_layout;
    sharding::TrainingStep m_step;
    // The pinned setting: its figures are worked out again in the language shown.
    struct Pinned
    {
        ShardingChartSetup setup;
    };
    std::optional<Pinned> m_pinned;
};
