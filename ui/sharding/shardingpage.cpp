#include "sharding/shardingpage.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "charts/charttools.h"
#include "sharding/shardingcontrols.h"
#include "sharding/shardingdrawing.h"
#include "sharding/shardingtext.h"
#include "widgets/fonts.h"
#include "widgets/wrappedlabel.h"

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace sharding;

namespace {

// The left column: wide enough for the Bengali labels at the system's text
// size; in characters of the current font at larger ones.
constexpr int columnWidth = 380;
constexpr int columnCharacters = 36;

QLabel *figureLabel(QWidget *parent, const QString &name)
{
    auto *label = new WrappedLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Reachable with Tab, so that a screen reader reads it (its name, then the text).
    label->setFocusPolicy(Qt::StrongFocus);
    return label;
}

QScrollArea *scrolling(QWidget *content, const QString &name)
{
    auto *area = new QScrollArea;
    area->setObjectName(name);
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setFocusPolicy(Qt::NoFocus);
    return area;
}

} // namespace

ShardingPage::ShardingPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"shardingPage"_s);
    m_title = new QLabel(this);
    m_title->setObjectName(u"shardingTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);
    m_viewLabel = new QLabel(this);
    m_viewCombo = new QComboBox(this);
    m_viewCombo->setObjectName(u"shardingViewCombo"_s);
    m_viewCombo->addItems({QString(), QString()});
    m_viewLabel->setBuddy(m_viewCombo);
    connect(m_viewCombo, &QComboBox::currentIndexChanged, this, &ShardingPage::refresh);

    m_controls = new ShardingControls(this);
    connect(m_controls, &ShardingControls::changed, this, &ShardingPage::refresh);
    m_figuresBox = new QGroupBox(this);
    m_figuresBox->setObjectName(u"shardingFiguresBox"_s);
    m_figuresLabel = figureLabel(m_figuresBox, u"shardingFiguresLabel"_s);
    m_pinnedLabel = figureLabel(m_figuresBox, u"shardingPinnedLabel"_s);
    m_pinnedLabel->hide();
    auto *figures = new QVBoxLayout(m_figuresBox);
    figures->addWidget(m_figuresLabel);
    figures->addWidget(m_pinnedLabel);
    figures->addStretch(1);

    buildLayoutView();
    buildStepView();
    buildSetupNote();
    buildChartTools();
    buildLayout();

    QList<QWidget *> chain{m_viewCombo, m_backToSetup};
    chain << m_controls->tabOrder();
    chain << QList<QWidget *>{m_figuresLabel, m_pinnedLabel};
    chain << m_chartTools->tabOrder();
    chain << QList<QWidget *>{m_codeLabel, m_copyCode, m_problemLabel, m_drawing};
    chain << QList<QWidget *>{m_stepIntro, m_groupsLabel, m_openCommunication, m_batchDrawing};
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain.at(i - 1), chain.at(i));

    retranslateUi(); // refreshes
}

void ShardingPage::buildLayoutView()
{
    m_codeHeading = new QLabel(this);
    Fonts::apply(m_codeHeading, Fonts::Role::Emphasis);
    m_codeLabel = new QLabel(this);
    m_codeLabel->setObjectName(u"shardingCodeLabel"_s);
    m_codeLabel->setTextFormat(Qt::PlainText);
    m_codeLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_codeLabel->setFocusPolicy(Qt::StrongFocus);
    m_codeLabel->setWordWrap(true);
    m_codeLabel->setFrameShape(QFrame::StyledPanel);
    m_codeLabel->setMargin(6);
    m_copyCode = new QPushButton(this);
    m_copyCode->setObjectName(u"shardingCopyCodeButton"_s);
    m_drawing = new ShardingDrawing(this);
    m_problemLabel = figureLabel(this, u"shardingProblemLabel"_s);
    Fonts::apply(m_problemLabel, Fonts::Role::Emphasis);
}

void ShardingPage::buildStepView()
{
    m_stepIntro = figureLabel(this, u"shardingStepIntro"_s);
    m_batchDrawing = new ShardingDrawing(this);
    m_batchDrawing->setObjectName(u"shardingBatchDrawing"_s);
    m_groupsLabel = figureLabel(this, u"shardingGroupsLabel"_s);
    m_openCommunication = new QPushButton(this);
    m_openCommunication->setObjectName(u"shardingOpenCommunicationButton"_s);
    connect(m_openCommunication, &QPushButton::clicked, this, [this] {
        emit communicationRequested(m_controls->setup().mesh.data, m_step.gradientBytes);
    });
}

void ShardingPage::buildLayout()
{
    auto *leftPanel = new QWidget;
    auto *left = new QVBoxLayout(leftPanel);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_setupNote);
    left->addWidget(m_backToSetup, 0, Qt::AlignLeft);
    left->addWidget(m_controls);
    left->addWidget(m_figuresBox, 1);
    left->addWidget(m_chartTools);
    m_leftScroll = scrolling(leftPanel, u"shardingControlsScroll"_s);

    auto *layoutView = new QWidget;
    auto *layoutColumn = new QVBoxLayout(layoutView);
    layoutColumn->setContentsMargins(0, 0, 0, 0);
    layoutColumn->addWidget(m_codeHeading);
    // The button under the code, so that the code has the column's whole width.
    layoutColumn->addWidget(m_codeLabel);
    layoutColumn->addWidget(m_copyCode, 0, Qt::AlignLeft);
    layoutColumn->addWidget(m_problemLabel);
    layoutColumn->addWidget(m_drawing, 1);
    // Takes the room of a drawing hidden for a problem, so the code stays at the top.
    layoutColumn->addStretch(0);

    auto *stepView = new QWidget;
    auto *stepColumn = new QVBoxLayout(stepView);
    stepColumn->setContentsMargins(0, 0, 0, 0);
    stepColumn->addWidget(m_stepIntro);
    stepColumn->addWidget(m_batchDrawing, 1);
    stepColumn->addWidget(m_groupsLabel);
    stepColumn->addWidget(m_openCommunication, 0, Qt::AlignLeft);
    stepColumn->addStretch(0);

    m_views = new QStackedWidget(this);
    m_views->addWidget(scrolling(layoutView, u"shardingLayoutScroll"_s));
    m_views->addWidget(scrolling(stepView, u"shardingStepScroll"_s));

    auto *columns = new QHBoxLayout;
    columns->addWidget(m_leftScroll, 0);
    columns->addWidget(m_views, 1);
    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title, 1);
    titleRow->addWidget(m_viewLabel);
    titleRow->addWidget(m_viewCombo);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(titleRow);
    layout->addLayout(columns, 1);
    updateColumnWidth();
    updateProblemColour();
}

void ShardingPage::updateColumnWidth()
{
    const int width = std::max(columnWidth,
                               ChartStyle::textMinimum(font(), columnCharacters, 1, {}).width());
    for (QWidget *widget : {static_cast<QWidget *>(m_controls), static_cast<QWidget *>(m_figuresBox),
                            static_cast<QWidget *>(m_setupNote)})
        widget->setFixedWidth(width);
    updateCodeFont();
    m_leftScroll->setFixedWidth(width + m_leftScroll->verticalScrollBar()->sizeHint().width());
}

void ShardingPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateColumnWidth();
    if (event->type() == QEvent::PaletteChange)
        updateProblemColour();
}

void ShardingPage::updateProblemColour()
{
    // The kit's dark red, lightened on a dark theme to keep 4.5:1 as text.
    QPalette problem = palette();
    problem.setColor(QPalette::WindowText,
                     ChartLook::legibleOn(ChartStyle::problemText,
                                          palette().color(QPalette::Window), 4.5));
    m_problemLabel->setPalette(problem);
}

void ShardingPage::updateCodeFont()
{
    // Monospace at the page's text size, which a text size change alters.
    QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    code.setPointSizeF(font().pointSizeF());
    m_codeLabel->setFont(code);
}

void ShardingPage::retranslateUi()
{
    setLocale(QLocale());
    m_title->setText(tr("Sharding a JAX array"));
    m_viewLabel->setText(tr("&View:"));
    {
        const QSignalBlocker blocker(m_viewCombo);
        m_viewCombo->setItemText(0, tr("Array layout"));
        m_viewCombo->setItemText(1, tr("Data-parallel training step"));
    }
    m_figuresBox->setTitle(tr("Figures"));
    m_figuresLabel->setAccessibleName(tr("Figures"));
    m_pinnedLabel->setAccessibleName(tr("Pinned setting"));
    m_codeHeading->setText(tr("The Python that gives this layout"));
    m_codeLabel->setAccessibleName(tr("Python code"));
    m_copyCode->setText(tr("Cop&y code"));
    m_copyCode->setToolTip(tr("Copy the Python lines to the clipboard"));
    m_problemLabel->setAccessibleName(tr("Why JAX refuses this layout"));
    m_drawing->setAccessibleName(tr("The array's tiles and the devices that hold them"));
    m_batchDrawing->setAccessibleName(tr("The batch's parts and the devices that hold them"));
    m_stepIntro->setAccessibleName(tr("The training step"));
    m_groupsLabel->setAccessibleName(tr("All-reduce groups"));
    m_openCommunication->setText(tr("Open the communication page for this all-reduce"));
    m_backToSetup->setText(tr("Back to the question's set-up"));
    m_backToSetup->setToolTip(tr("Set every control as the question set it"));
    updateSetupNote();
    refresh();
}

ShardingChartSetup ShardingPage::setup() const
{
    ShardingChartSetup shown = m_controls->setup();
    shown.view = m_viewCombo->currentIndex() == 1 ? ShardingView::TrainingStep
                                                  : ShardingView::Layout;
    return shown;
}

void ShardingPage::showSetup(const ShardingChartSetup &setup, const ChartOrigin &origin)
{
    m_setup = setup;
    m_origin = origin;
    {
        const QSignalBlocker blocker(m_viewCombo);
        m_viewCombo->setCurrentIndex(setup.view == ShardingView::TrainingStep ? 1 : 0);
    }
    m_controls->setSetup(setup);
    updateSetupNote();
    refresh();
}

void ShardingPage::refresh()
{
    const ShardingChartSetup shown = setup();
    if (showsSetup(m_setup, shown) != m_noteShowsSetup)
        updateSetupNote();
    m_controls->showRowsFor(shown.view);
    if (shown.view == ShardingView::Layout) {
        m_views->setCurrentIndex(0);
        showLayoutView(shown.mesh, shown.array);
    } else {
        m_views->setCurrentIndex(1);
        showStepView(shown);
    }
    m_figuresLabel->setAccessibleDescription(m_figuresLabel->text());
    showPinned();
    m_chartTools->dataChanged();
}

void ShardingPage::showLayoutView(const Mesh &mesh, const ArrayLayoutInput &input)
{
    m_layout = arrayLayout(mesh, input);
    m_figuresLabel->setText(ShardingText::layoutFigures(mesh, input, m_layout).join(u'\n'));
    m_codeLabel->setText(u"from jax.sharding import Mesh, NamedSharding, PartitionSpec as P\n"_s
                         + meshLine(mesh) + u"\nsharding = "_s + namedShardingLine(input.spec)
                         + u"\nx = jax.device_put(x, sharding)"_s);
    m_codeLabel->setAccessibleDescription(m_codeLabel->text());
    const QString problem = ShardingText::problem(mesh, input, m_layout);
    m_problemLabel->setText(problem);
    m_problemLabel->setAccessibleDescription(problem);
    m_problemLabel->setVisible(!problem.isEmpty());
    m_drawing->setVisible(problem.isEmpty());
    QStringList names;
    for (const Tile &tile : m_layout.tiles)
        names << ShardingText::tileName(tile);
    m_drawing->showLayout(m_layout, input.shape, names);
    chainTiles(m_problemLabel, m_drawing->tileWidgets());
}

void ShardingPage::showStepView(const ShardingChartSetup &shown)
{
    const TrainingStepInput input{shown.batch, shown.parameters, shown.array.dtype};
    m_step = trainingStep(shown.mesh, input);
    m_figuresLabel->setText(ShardingText::stepFigures(shown.mesh, input, m_step).join(u'\n'));
    m_stepIntro->setText(
        tr("One data-parallel step: the batch is device_put with P('data'), so each row of the "
           "mesh gets its own part and the devices of a row hold the same part; the parameters "
           "are replicated with P(). Each device computes the gradients of its part; the "
           "devices of a mesh column (one 'model' index) then all-reduce them over 'data', so "
           "that every device applies the same sum."));
    m_stepIntro->setAccessibleDescription(m_stepIntro->text());
    QStringList groups;
    for (const QList<int> &group : m_step.allReduceGroups)
        groups << ShardingText::devices(group);
    m_groupsLabel->setText(tr("All-reduce groups over 'data': %1.").arg(groups.join(u"; "_s)));
    m_groupsLabel->setAccessibleDescription(m_groupsLabel->text());
    m_openCommunication->setEnabled(shown.mesh.data > 1);
    QStringList names;
    for (const Tile &tile : m_step.batchLayout.tiles)
        names << ShardingText::tileName(tile);
    m_batchDrawing->showLayout(m_step.batchLayout, {shown.batch}, names);
    chainTiles(m_openCommunication, m_batchDrawing->tileWidgets());
    m_batchDrawing->setVisible(m_step.batchDivisible);
}

void ShardingPage::chainTiles(QWidget *before, const QList<QWidget *> &tiles)
{
    // Tiles made anew come last in the window's chain: Tab visits them where they are drawn.
    for (QWidget *tile : tiles) {
        setTabOrder(before, tile);
        before = tile;
    }
}

QString ShardingPage::figuresText() const
{
    QString text = m_figuresLabel->text();
    if (!m_problemLabel->isHidden() && m_views->currentIndex() == 0)
        text += u'\n' + m_problemLabel->text();
    if (m_pinned)
        text += u'\n' + m_pinnedLabel->text();
    return text;
}

QString ShardingPage::codeText() const
{
    return m_codeLabel->text();
}
