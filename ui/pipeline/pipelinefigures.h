#pragma once

#include "core/pipelinesimulator.h"

#include <QCoreApplication>
#include <QGroupBox>

QT_BEGIN_NAMESPACE
class QTextBrowser;
QT_END_NAMESPACE

// The "Figures" box: makespan, idle time and both bubble fractions of one
// simulation, or why there is none. Translated in the Pipeline bubbles page's
// context; the page calls retranslate() and setResult() again when the
// language changes.
class PipelineFigures : public QGroupBox
{
    Q_DECLARE_TR_FUNCTIONS(PipelinePage)

public:
    explicit PipelineFigures(QWidget *parent = nullptr);

    // The read-only text that takes the focus (for the page's tab order).
    QTextBrowser *text() const { return m_text; }

    // Sets the texts that do not depend on the figures.
    void retranslate();
    // Shows the figures of `result`, the simulation of `parameters`.
    void setResult(const pipeline::Parameters &parameters, const pipeline::Result &result);

private:
    static QStringList figureLines(const pipeline::Parameters &parameters,
                                   const pipeline::Result &result);
    void fitHeight(const QSizeF &documentSize);

    QTextBrowser *m_text = nullptr;
    bool m_replacingText = false;
};
