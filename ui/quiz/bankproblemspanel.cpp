#include "quiz/bankproblemspanel.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

BankProblemsPanel::BankProblemsPanel(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(u"bankProblemsPanel"_s);
    setFrameShape(QFrame::StyledPanel);

    m_summary = new QLabel(this);
    m_summary->setObjectName(u"bankProblemsSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_showDetails = new QPushButton(this);
    m_showDetails->setObjectName(u"bankProblemsDetailsButton"_s);
    m_showDetails->setCheckable(true);
    m_removeAll = new QPushButton(this);
    m_removeAll->setObjectName(u"removeAllBanksButton"_s);
    connect(m_removeAll, &QPushButton::clicked, this,
            [this] { emit removeRequested(m_removablePaths); });

    m_details = new QWidget(this);
    m_details->setObjectName(u"bankProblemsDetails"_s);
    m_detailsText = new QLabel(m_details);
    m_detailsText->setObjectName(u"bankProblemsLabel"_s);
    m_detailsText->setWordWrap(true);
    m_detailsText->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    auto *detailsLayout = new QVBoxLayout(m_details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_detailsText);
    m_removeButtonsLayout = new QVBoxLayout;
    detailsLayout->addLayout(m_removeButtonsLayout);
    m_details->hide();
    connect(m_showDetails, &QPushButton::toggled, this, [this](bool shown) {
        m_details->setVisible(shown);
        retranslateUi();
    });

    auto *line = new QHBoxLayout;
    line->addWidget(m_summary, 1);
    line->addWidget(m_showDetails);
    line->addWidget(m_removeAll);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(line);
    layout->addWidget(m_details);
    hide();
}

void BankProblemsPanel::setProblems(const QList<BankProblem> &problems,
                                    const QStringList &removablePaths)
{
    m_problems = problems;
    m_removablePaths = removablePaths;
    qDeleteAll(m_removeButtons);
    m_removeButtons.clear();
    for (const QString &path : removablePaths) {
        auto *button = new QPushButton(m_details);
        button->setObjectName(u"removeBankButton"_s);
        button->setProperty("bankPath", path);
        connect(button, &QPushButton::clicked, this, [this, path] { emit removeRequested({path}); });
        m_removeButtonsLayout->addWidget(button, 0, Qt::AlignLeft);
        m_removeButtons << button;
    }
    m_removeAll->setVisible(!removablePaths.isEmpty());
    setVisible(!problems.isEmpty());
    retranslateUi();
}

void BankProblemsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

void BankProblemsPanel::retranslateUi()
{
    QSet<QString> files;
    QStringList lines;
    for (const BankProblem &problem : std::as_const(m_problems)) {
        files.insert(problem.file);
        lines << problem.toString();
    }
    m_summary->setText(tr("%Ln question bank(s) could not be loaded.", nullptr, int(files.size())));
    m_showDetails->setText(m_showDetails->isChecked() ? tr("Hide details") : tr("Show details"));
    m_removeAll->setText(tr("Remove all from the library"));
    m_removeAll->setToolTip(tr("Takes every question bank you opened that did not load out of "
                               "the library; the files are left as they are."));
    QStringList escaped;
    for (const QString &line : std::as_const(lines))
        escaped << line.toHtmlEscaped();
    m_detailsText->setText(escaped.join(u"<br>"_s));
    // A short name, and the problems themselves as the description: a name
    // alone would be all a screen reader says of the label.
    m_detailsText->setAccessibleName(tr("Problems in question banks"));
    m_detailsText->setAccessibleDescription(lines.join(u'\n'));
    for (QPushButton *button : std::as_const(m_removeButtons)) {
        const QString path = button->property("bankPath").toString();
        button->setText(tr("Remove %1 from the library").arg(QFileInfo(path).fileName()));
        button->setAccessibleName(
            tr("Remove %1 from the library").arg(QDir::toNativeSeparators(path)));
        button->setToolTip(QDir::toNativeSeparators(path));
    }
}
