#pragma once

#include "core/asyncdispatchsetup.h"
#include "core/chartsetup.h"

#include <QWidget>

#include <optional>

class AsyncDispatchControls;
class AsyncDispatchStepsModel;
class AsyncDispatchTimeline;
class ChartTextModel;
class ChartTools;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QTextBrowser;

// Concept chart page "Asynchronous dispatch": a training loop's steps on two
// lanes over one time axis, the host (Python) dispatching each step in h ms
// and the GPU running it in g ms, and the waits that a synchronization
// (`float(loss)`, `print` of a value, `block_until_ready()`) puts on the
// host; with the figures (total, GPU busy, waiting, what a timer reads).
// The numbers come from core/asyncdispatch; AsyncDispatchControls holds the
// settings, the timeline and the figures only show them. Follows the
// language switch through changeEvent(LanguageChange), every setting kept.
class AsyncDispatchPage : public QWidget
{
    Q_OBJECT
public:
    explicit AsyncDispatchPage(QWidget *parent = nullptr);

    // Sets every control as `setup` says. Opened from a question (`origin`),
    // a note names it; once a control no longer shows the set-up, the note
    // says so and offers to go back.
    void showSetup(const AsyncDispatchChartSetup &setup, const ChartOrigin &origin = {});
    // What the controls show now.
    AsyncDispatchChartSetup setup() const;

    ChartTools *chartTools() const { return m_chartTools; }
    QString figuresText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildFigures();
    void buildLayout();
    void buildChartTools();
    void updateColumnWidth();
    void retranslateUi();
    void updateSetupNote();
    void refresh();
    QString fileName() const;
    QString pinnedName() const;
    void pinCurrent();
    void clearPin();

    QLabel *m_title = nullptr;
    QLabel *m_setupNote = nullptr;
    QPushButton *m_backToSetup = nullptr;
    AsyncDispatchControls *m_controls = nullptr;
    QScrollArea *m_leftScroll = nullptr;
    QGroupBox *m_figuresBox = nullptr;
    QLabel *m_figuresLabel = nullptr;
    ChartTools *m_chartTools = nullptr;
    AsyncDispatchTimeline *m_timeline = nullptr;
    QTextBrowser *m_explanation = nullptr;
    AsyncDispatchStepsModel *m_stepsModel = nullptr;
    ChartTextModel *m_stepsText = nullptr;

    AsyncDispatchChartSetup m_setup;
    ChartOrigin m_origin;
    bool m_noteShowsSetup = true;
    std::optional<Boundedness> m_explained; // the explanation shown is for this
    DispatchTimeline m_shown;
    std::optional<DispatchTimeline> m_pinned;
};
