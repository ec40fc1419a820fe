#include "asyncdispatch/asyncdispatchpage.h"

#include "asyncdispatch/asyncdispatchcontrols.h"
#include "asyncdispatch/asyncdispatchstepsmodel.h"
#include "asyncdispatch/asyncdispatchtext.h"
#include "asyncdispatch/asyncdispatchtimeline.h"
#include "charts/chartstyle.h"
#include "charts/charttextmodel.h"
#include "charts/charttools.h"
#include "charts/figuresbox.h"
#include "charts/setupnote.h"
#include "widgets/fonts.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr int columnWidth = 380;
constexpr int columnCharacters = 36;

} // namespace

AsyncDispatchPage::AsyncDispatchPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"asyncDispatchPage"_s);
    m_title = new QLabel(this);
    m_title->setObjectName(u"asyncDispatchTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);
    m_controls = new AsyncDispatchControls(this);
    connect(m_controls, &AsyncDispatchControls::changed, this, &AsyncDispatchPage::refresh);
    m_timeline = new AsyncDispatchTimeline(this);

    m_stepsModel = new AsyncDispatchStepsModel(this);
    m_stepsText = new ChartTextModel(m_stepsModel, this);
    m_stepsText->setFormat(AsyncDispatchStepsModel::StepColumn,
                           [](const QVariant &value) { return QLocale().toString(value.toInt()); });
    for (int column = AsyncDispatchStepsModel::DispatchStartColumn;
         column < AsyncDispatchStepsModel::ColumnCount; ++column)
        m_stepsText->setFormat(column, [](const QVariant &value) {
            return value.isValid() ? AsyncDispatchText::number(value.toDouble()) : QString();
        });

    m_setupNote = SetupNote::create(this, u"asyncDispatchSetupNote"_s);
    m_backToSetup = new QPushButton(this);
    m_backToSetup->setObjectName(u"asyncDispatchBackToSetupButton"_s);
    m_backToSetup->hide();
    connect(m_backToSetup, &QPushButton::clicked, this, [this] {
        m_controls->setSetup(m_setup);
        refresh();
        m_controls->focusFirst();
    });
    m_explanation = new QTextBrowser(this);
    m_explanation->setObjectName(u"asyncDispatchExplanation"_s);
    m_explanation->setOpenLinks(false);
    m_explanation->setTabChangesFocus(true);
    m_explanation->setMinimumHeight(80);
    m_explanation->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    buildFigures();
    buildChartTools();
    buildLayout();

    QList<QWidget *> chain{m_backToSetup};
    chain.append(m_controls->tabOrder());
    chain.append(m_figuresLabel);
    chain.append(m_chartTools->tabOrder());
    chain.append({m_timeline, m_explanation});
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain.at(i - 1), chain.at(i));
    retranslateUi(); // refreshes
}

void AsyncDispatchPage::buildFigures()
{
    m_figuresBox = new QGroupBox(this);
    m_figuresBox->setObjectName(u"asyncDispatchFiguresBox"_s);
    m_figuresLabel = FiguresBox::newLabel(u"asyncDispatchFiguresLabel"_s);
    FiguresBox::fill(m_figuresBox, {m_figuresLabel});
}

void AsyncDispatchPage::buildLayout()
{
    m_leftScroll = new QScrollArea(this);
    m_leftScroll->setObjectName(u"asyncDispatchControlsScroll"_s);
    m_leftScroll->setWidgetResizable(true);
    m_leftScroll->setFrameShape(QFrame::NoFrame);
    m_leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_leftScroll->setFocusPolicy(Qt::NoFocus);
    auto *leftPanel = new QWidget(m_leftScroll);
    auto *leftColumn = new QVBoxLayout(leftPanel);
    leftColumn->setContentsMargins(0, 0, 0, 0);
    leftColumn->addWidget(m_setupNote);
    leftColumn->addWidget(m_backToSetup, 0, Qt::AlignLeft);
    leftColumn->addWidget(m_controls);
    leftColumn->addWidget(m_figuresBox, 1);
    leftColumn->addWidget(m_chartTools);
    m_leftScroll->setWidget(leftPanel);
    updateColumnWidth();

    auto *rightPanel = new QWidget(this);
    auto *rightColumn = new QVBoxLayout(rightPanel);
    rightColumn->setContentsMargins(0, 0, 0, 0);
    // The timeline as tall as its lanes need, the explanation the rest.
    m_timeline->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    rightColumn->addWidget(m_timeline);
    rightColumn->addWidget(m_explanation, 1);
    auto *rightScroll = new QScrollArea(this);
    rightScroll->setObjectName(u"asyncDispatchChartScroll"_s);
    rightScroll->setWidget(rightPanel);
    rightScroll->setWidgetResizable(true);
    rightScroll->setFrameShape(QFrame::NoFrame);
    rightScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    rightScroll->setFocusPolicy(Qt::NoFocus);

    auto *columns = new QHBoxLayout;
    columns->addWidget(m_leftScroll, 0);
    columns->addWidget(rightScroll, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(columns, 1);
}

void AsyncDispatchPage::updateColumnWidth()
{
    const int width = std::max(columnWidth,
                               ChartStyle::textMinimum(font(), columnCharacters, 1, {}).width());
    for (QWidget *widget :
         {static_cast<QWidget *>(m_controls), static_cast<QWidget *>(m_figuresBox),
          static_cast<QWidget *>(m_setupNote), static_cast<QWidget *>(m_chartTools)})
        widget->setFixedWidth(width);
    m_leftScroll->setFixedWidth(width + m_leftScroll->verticalScrollBar()->sizeHint().width());
}

void AsyncDispatchPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateColumnWidth();
}

void AsyncDispatchPage::retranslateUi()
{
    setLocale(QLocale());
    m_title->setText(tr("Asynchronous dispatch"));
    m_figuresBox->setTitle(tr("Figures"));
    m_figuresLabel->setAccessibleName(tr("Figures"));
    m_explanation->setAccessibleName(tr("Explanation"));
    m_backToSetup->setText(tr("Back to the question's set-up"));
    m_backToSetup->setToolTip(tr("Set every control as the question set it"));
    m_timeline->setAccessibleName(tr("The host lane and the GPU lane on one time axis"));
    m_explained.reset();
    m_stepsModel->retranslate();
    m_stepsText->retranslate();
    updateSetupNote();
    refresh();
}

void AsyncDispatchPage::showSetup(const AsyncDispatchChartSetup &setup, const ChartOrigin &origin)
{
    m_setup = setup;
    m_origin = origin;
    m_controls->setSetup(setup);
    updateSetupNote();
    refresh();
}

AsyncDispatchChartSetup AsyncDispatchPage::setup() const
{
    return m_controls->setup();
}

void AsyncDispatchPage::updateSetupNote()
{
    m_noteShowsSetup = showsSetup(m_setup, m_controls->setup());
    SetupNote::show(m_setupNote, m_origin, m_noteShowsSetup,
                    AsyncDispatchText::lesson(m_setup.input()));
    m_backToSetup->setVisible(m_origin.isQuestion() && !m_noteShowsSetup);
}

void AsyncDispatchPage::refresh()
{
    const AsyncDispatchChartSetup shown = m_controls->setup();
    if (m_origin.isQuestion() && showsSetup(m_setup, shown) != m_noteShowsSetup)
        updateSetupNote();
    m_shown = simulateDispatch(shown.input());
    m_timeline->setTimeline(m_shown);
    if (m_pinned)
        m_timeline->setPinned(pinnedName(), *m_pinned);
    m_stepsModel->setTimeline(m_shown);
    QString text = AsyncDispatchText::figures(m_shown);
    if (m_pinned)
        text += u"\n\n"_s
                + AsyncDispatchText::pinnedFigures(pinnedName(), m_pinned->figures, m_shown.figures);
    m_figuresLabel->setText(text);
    m_figuresLabel->setAccessibleDescription(text);
    if (m_explained != m_shown.figures.boundedness) {
        m_explained = m_shown.figures.boundedness;
        m_explanation->setHtml(AsyncDispatchText::explanationHtml(*m_explained));
    }
    m_chartTools->dataChanged();
}
