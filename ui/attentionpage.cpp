#include "attentionpage.h"

AttentionPage::AttentionPage(QWidget *parent)
    : QWidget(parent)
{
}

void AttentionPage::showPointOf(const QString &questionId)
{
    Q_UNUSED(questionId);
}
