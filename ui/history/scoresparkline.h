#pragma once

#include "core/language.h"

#include <QCoreApplication>
#include <QWidget>

// A quiz's last scores as a small line on its library card, 0 % at the bottom
// and 100 % at the top, the last score marked. Screen readers hear the scores
// ("Last scores: 40%, 60%, 80%"); the same words are its tooltip.
class ScoreSparkline : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(HistoryPage)

public:
    explicit ScoreSparkline(QWidget *parent = nullptr);

    // Percentages, oldest first; hidden when there are none.
    void setScores(const QList<int> &percents, Language language);
    // The words follow a language switch.
    void retranslate(Language language);
    const QList<int> &scores() const { return m_scores; }

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<int> m_scores;
};
