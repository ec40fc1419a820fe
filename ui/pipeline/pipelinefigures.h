#pragma once

#include "core/pipelinesimulator.h"

#include <QGroupBox>

QT_BEGIN_NAMESPACE
class QTextBrowser;
QT_END_NAMESPACE

// The "Figures" box: makespan, idle time and both bubble fractions of one
// simulation, or why there is none. Its texts keep the Pipeline bubbles page's
// translation context; the page calls retranslate() and setResult() again when
// the language changes.
class PipelineFigures : public QGroupBox
{
    Q_OBJECT
public:
    explicit PipelineFigures(QWidget *parent = nullptr);

    // The read-only text that takes the focus (for the page's tab order).
    QTextBrowser *text() const { return m_text; }

    // Sets the texts that do not depend on the figures.
    void retranslate();
    // Shows the figures of `result`, the simulation of `parameters`.
    void setResult(const pipeline::Parameters &parameters, const pipeline::Result &result);

private:
    static QStringList figureLines(const pipeline::Parameters &parameters, const pipeline::Result &result);

    QTextBrowser *m_text = nullptr;
};
