#include "review/reviewsummary.h"

#include "charts/charttools.h"
#include "core/reviewsession.h"
#include "core/study.h"
#include "review/calibrationchart.h"
#include "review/reviewemptynotice.h"
#include "review/reviewmodelrow.h"
#include "review/reviewoutlooktext.h"
#include "review/reviewsettingsrow.h"
#include "widgets/fonts.h"
#include "widgets/wrappedlabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ReviewSummary::ReviewSummary(const Study *study, QWidget *parent)
    : QWidget(parent)
    , m_study(study)
{
    m_heading = new QLabel(this);
    m_heading->setObjectName(u"reviewSummaryHeading"_s);
    Fonts::apply(m_heading, Fonts::Role::PageTitle);
    m_emptyNotice = new ReviewEmptyNotice(this);
    connect(m_emptyNotice, &ReviewEmptyNotice::guideRequested, this, &ReviewSummary::guideRequested);
    m_text = new WrappedLabel(this);
    m_text->setObjectName(u"reviewSummaryText"_s);
    m_settings = new ReviewSettingsRow(this);
    connect(m_settings, &ReviewSettingsRow::changed, this, &ReviewSummary::settingsEdited);
    m_model = new ReviewModelRow(this);
    connect(m_model, &ReviewModelRow::optimizeRequested, this, &ReviewSummary::optimizeRequested);
    connect(m_model, &ReviewModelRow::defaultsRequested, this,
            [this] { emit parametersChosen(Fsrs::defaultParameters); });
    m_calibration = new CalibrationChart(this);
    QWidget *calibrationTools = m_calibration->makeTools(this);
    m_reviewFlagged = new QPushButton(this);
    m_reviewFlagged->setObjectName(u"reviewFlaggedButton"_s);
    connect(m_reviewFlagged, &QPushButton::clicked, this, &ReviewSummary::flaggedRequested);
    m_backToLibrary = new QPushButton(this);
    m_backToLibrary->setObjectName(u"reviewLibraryButton"_s);
    connect(m_backToLibrary, &QPushButton::clicked, this, &ReviewSummary::libraryRequested);
    m_statistics = new QPushButton(this);
    m_statistics->setObjectName(u"reviewStatisticsButton"_s);
    connect(m_statistics, &QPushButton::clicked, this, &ReviewSummary::statisticsRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_reviewFlagged);
    buttons->addWidget(m_statistics);
    buttons->addStretch();
    buttons->addWidget(m_backToLibrary);
    // The chart is as tall as its labels need at the text size: on a small
    // window it scrolls rather than cut them short.
    auto *calibrationRow = new QWidget;
    auto *calibrationLayout = new QHBoxLayout(calibrationRow);
    calibrationLayout->setContentsMargins(0, 0, 0, 0);
    calibrationLayout->addWidget(m_calibration, 1);
    calibrationLayout->addWidget(calibrationTools, 0, Qt::AlignTop);
    auto *calibrationScroll = new QScrollArea(this);
    calibrationScroll->setObjectName(u"calibrationScrollArea"_s);
    calibrationScroll->setWidget(calibrationRow);
    calibrationScroll->setWidgetResizable(true);
    calibrationScroll->setFrameShape(QFrame::NoFrame);
    calibrationScroll->setFocusPolicy(Qt::NoFocus);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_emptyNotice);
    layout->addWidget(m_text);
    layout->addWidget(m_settings);
    layout->addWidget(m_model);
    layout->addWidget(calibrationScroll, 1);
    layout->addLayout(buttons);
}

ReviewSummary::~ReviewSummary()
{
    // A settings box that has the focus finishes its editing when the page,
    // already half destroyed, is closed: no signal of it may reach us then.
    m_settings->disconnect(this);
}

void ReviewSummary::showSession(const ReviewSession &session)
{
    const QLocale locale;
    m_emptyNotice->showFor(session, locale);
    const bool empty = m_emptyNotice->isVisibleTo(this);
    using Mode = ReviewSession::Mode;
    if (empty)
        m_heading->setText(session.mode() == Mode::Flagged ? tr("Flagged questions") : tr("Review"));
    else
        m_heading->setText(session.mode() == Mode::ReadThrough ? tr("Read-through finished")
                                                               : tr("Review summary"));
    QString text;
    if (session.isAnswering() && !empty) {
        const int reviewed = session.reviewedCount();
        text = reviewed == 0
                   ? tr("Nothing reviewed in this session.")
                   : tr("You reviewed %Ln question(s) and got %1 right.", nullptr, reviewed)
                         .arg(locale.toString(session.rightCount()));
        if (session.askedAgainCount() > 0)
            text += u' '
                    + tr("Asked again after a wrong answer: %Ln time(s).", nullptr,
                         session.askedAgainCount());
        text += u' ';
    }
    text += ReviewOutlookText::counts(m_study->reviewOutlook(), locale) + u'.';
    m_text->setText(text);
    m_settings->showSettings(m_study->reviewSettings());
    m_model->showSettings(m_study->reviewSettings());
    const qsizetype flagged = m_study->flaggedForReview().size();
    m_reviewFlagged->setText(tr("Review flagged questions (%1)").arg(locale.toString(flagged)));
    m_reviewFlagged->setEnabled(flagged > 0);
    m_backToLibrary->setText(tr("Back to the library"));
    m_statistics->setText(tr("Statistics"));
    m_calibration->setPoints(m_study->calibration());
}

ReviewSettings ReviewSummary::editedSettings() const
{
    return m_settings->edited(m_study->reviewSettings());
}
