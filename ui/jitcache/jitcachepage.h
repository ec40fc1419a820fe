#pragma once

#include "charts/charttable.h"
#include "core/chartsetup.h"
#include "core/jitcachesetup.h"

#include <QWidget>

#include <optional>

class ChartTools;
class JitCacheControls;
class JitCacheTimeline;
class QEvent;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;

// Concept page "jit-cache", the compilation cache: which calls of a jitted
// training step trace and compile (a compile mark) and which run the cached
// executable, over a loop the learner sets (N, b, the last batch kept,
// dropped or padded, epochs, an evaluation every k steps with
// training=False, a change to bfloat16 from epoch E). The numbers come from
// core/jitcache; the page only shows them: the timeline of runs, the
// figures, the signatures and how to see the same in a real program. Follows
// the language switch through changeEvent(LanguageChange), every setting kept.
class JitCachePage : public QWidget
{
    Q_OBJECT
public:
    explicit JitCachePage(QWidget *parent = nullptr);

    // Sets every control as `setup` says. Opened from a question (`origin`),
    // a note names it; once a control no longer shows the set-up, the note
    // says so and offers to go back. A set-up outside the controls' ranges is
    // shown as out of range until a control changes.
    void showSetup(const JitCacheChartSetup &setup, const ChartOrigin &origin = {});
    // What the page shows now.
    JitCacheChartSetup setup() const;

    ChartTools *chartTools() const { return m_chartTools; }
    // The figures as text, as "Copy figures" copies them.
    QString figuresText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildFigures();
    void buildLayout();
    void updateColumnWidth();
    void updateProblemColour();
    void retranslateUi();
    void controlsChanged();
    void refresh();
    void showLoop(const JitLoopInput &input);
    // jitcachepagetools.cpp: the note, the chart tools and the pin.
    void buildSetupNote();
    void updateSetupNote();
    void buildChartTools();
    QList<ChartTable> tables() const;
    QString fileName() const;
    void pinCurrent();
    void clearPin();
    void showPinned();

    QLabel *m_title = nullptr;
    QLabel *m_setupNote = nullptr;
    QPushButton *m_backToSetup = nullptr;
    JitCacheControls *m_controls = nullptr;
    QScrollArea *m_leftScroll = nullptr;
    QGroupBox *m_figuresBox = nullptr;
    QLabel *m_figuresLabel = nullptr;
    QLabel *m_pinnedLabel = nullptr;
    ChartTools *m_chartTools = nullptr;
    QLabel *m_problemLabel = nullptr;
    JitCacheTimeline *m_timeline = nullptr;
    QLabel *m_signaturesLabel = nullptr;
    QLabel *m_logLabel = nullptr;

    JitCacheChartSetup m_setup;
    ChartOrigin m_origin;
    bool m_noteShowsSetup = true;
    // The set-up given is out of range: shown as it is until a control changes.
    bool m_showsGiven = false;
    JitLoop m_loop; // what the page shows, for the Data view
    QList<JitSignatureUse> m_uses; // signatureUses(m_loop)
    std::optional<JitCacheChartSetup> m_pinned;
};
