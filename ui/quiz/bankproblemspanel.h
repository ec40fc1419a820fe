#pragma once

#include "core/bankloader.h"

#include <QFrame>

class QLabel;
class QPushButton;
class QVBoxLayout;

// The problems found while loading question banks, in one line above the
// quiz cards: how many files did not load, a button that shows what is wrong
// with each, and one that takes every bank the learner opened that did not
// load out of the library. However many there are, the cards keep their room.
class BankProblemsPanel : public QFrame
{
    Q_OBJECT

public:
    explicit BankProblemsPanel(QWidget *parent = nullptr);

    // removablePaths: banks the learner opened that did not load; each gets a
    // button that takes it out of the library, and "Remove all" takes them all.
    void setProblems(const QList<BankProblem> &problems, const QStringList &removablePaths);

signals:
    void removeRequested(const QStringList &paths);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_summary = nullptr;
    QPushButton *m_showDetails = nullptr;
    QPushButton *m_removeAll = nullptr;
    QWidget *m_details = nullptr;
    QLabel *m_detailsText = nullptr;
    QVBoxLayout *m_removeButtonsLayout = nullptr;
    QList<QPushButton *> m_removeButtons;
    QList<BankProblem> m_problems;
    QStringList m_removablePaths;
};
