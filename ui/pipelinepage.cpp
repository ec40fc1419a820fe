#include "pipelinepage.h"

PipelinePage::PipelinePage(QWidget *parent)
    : QWidget(parent)
{
}

void PipelinePage::showPointOf(const QString &questionId)
{
    Q_UNUSED(questionId);
}
