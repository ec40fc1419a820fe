#include "jitcache/jitcachepage.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "charts/charttools.h"
#include "jitcache/jitcachecontrols.h"
#include "jitcache/jitcachetext.h"
#include "jitcache/jitcachetimeline.h"
#include "widgets/fonts.h"
#include "widgets/wrappedlabel.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// The left column: wide enough for the Bengali labels at the system's text
// size; in characters of the current font at larger ones.
constexpr int columnWidth = 380;
constexpr int columnCharacters = 36;

QLabel *textLabel(QWidget *parent, const QString &name, Qt::TextFormat format)
{
    auto *label = new WrappedLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(format);
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

QString plain(const QString &html)
{
    return QTextDocumentFragment::fromHtml(html).toPlainText();
}

} // namespace

JitCachePage::JitCachePage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"jitCachePage"_s);
    m_title = new QLabel(this);
    m_title->setObjectName(u"jitCacheTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);
    m_controls = new JitCacheControls(this);
    connect(m_controls, &JitCacheControls::changed, this, &JitCachePage::controlsChanged);
    m_problemLabel = textLabel(this, u"jitCacheProblemLabel"_s, Qt::PlainText);
    Fonts::apply(m_problemLabel, Fonts::Role::Emphasis);
    m_problemLabel->hide();
    m_timeline = new JitCacheTimeline(this);
    m_signaturesLabel = textLabel(this, u"jitCacheSignaturesLabel"_s, Qt::RichText);
    m_logLabel = textLabel(this, u"jitCacheLogLabel"_s, Qt::RichText);
    m_logLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    buildFigures();
    buildSetupNote();
    buildChartTools();
    buildLayout();

    QList<QWidget *> chain{m_backToSetup};
    chain << m_controls->tabOrder();
    chain << QList<QWidget *>{m_figuresLabel, m_pinnedLabel};
    chain << m_chartTools->tabOrder();
    chain << QList<QWidget *>{m_problemLabel, m_timeline, m_signaturesLabel, m_logLabel};
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain.at(i - 1), chain.at(i));
    retranslateUi(); // refreshes
}

void JitCachePage::buildFigures()
{
    m_figuresBox = new QGroupBox(this);
    m_figuresBox->setObjectName(u"jitCacheFiguresBox"_s);
    m_figuresLabel = textLabel(m_figuresBox, u"jitCacheFiguresLabel"_s, Qt::PlainText);
    m_pinnedLabel = textLabel(m_figuresBox, u"jitCachePinnedLabel"_s, Qt::PlainText);
    m_pinnedLabel->hide();
    auto *figures = new QVBoxLayout(m_figuresBox);
    figures->addWidget(m_figuresLabel);
    figures->addWidget(m_pinnedLabel);
    figures->addStretch(1);
}

void JitCachePage::buildLayout()
{
    auto *leftPanel = new QWidget;
    auto *left = new QVBoxLayout(leftPanel);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_setupNote);
    left->addWidget(m_backToSetup, 0, Qt::AlignLeft);
    left->addWidget(m_controls);
    left->addWidget(m_figuresBox, 1);
    left->addWidget(m_chartTools);
    m_leftScroll = scrolling(leftPanel, u"jitCacheControlsScroll"_s);

    auto *rightPanel = new QWidget;
    auto *right = new QVBoxLayout(rightPanel);
    right->setContentsMargins(0, 0, 0, 0);
    right->addWidget(m_problemLabel);
    right->addWidget(m_timeline);
    right->addWidget(m_signaturesLabel);
    right->addWidget(m_logLabel);
    right->addStretch(1);

    auto *columns = new QHBoxLayout;
    columns->addWidget(m_leftScroll, 0);
    columns->addWidget(scrolling(rightPanel, u"jitCacheTimelineScroll"_s), 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(columns, 1);
    updateColumnWidth();
    updateProblemColour();
}

void JitCachePage::updateColumnWidth()
{
    const int width = std::max(columnWidth,
                               ChartStyle::textMinimum(font(), columnCharacters, 1, {}).width());
    for (QWidget *widget :
         {static_cast<QWidget *>(m_controls), static_cast<QWidget *>(m_figuresBox),
          static_cast<QWidget *>(m_setupNote), static_cast<QWidget *>(m_chartTools)})
        widget->setFixedWidth(width);
    m_leftScroll->setFixedWidth(width + m_leftScroll->verticalScrollBar()->sizeHint().width());
}

void JitCachePage::updateProblemColour()
{
    // The kit's dark red, lightened on a dark theme to keep 4.5:1 as text.
    QPalette problem = palette();
    problem.setColor(QPalette::WindowText,
                     ChartLook::legibleOn(ChartStyle::problemText,
                                          palette().color(QPalette::Window), 4.5));
    m_problemLabel->setPalette(problem);
}

void JitCachePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateColumnWidth();
    if (event->type() == QEvent::PaletteChange) {
        updateProblemColour();
        refresh(); // the signatures' squares take the lanes' colours on this paper
    }
}

void JitCachePage::retranslateUi()
{
    setLocale(QLocale());
    m_title->setText(tr("The compilation cache"));
    m_figuresBox->setTitle(tr("Figures"));
    m_figuresLabel->setAccessibleName(tr("Figures"));
    m_pinnedLabel->setAccessibleName(tr("Pinned setting"));
    m_problemLabel->setAccessibleName(tr("Why there is no timeline"));
    m_timeline->setAccessibleName(tr("Timeline of the calls, compile marks and cached runs"));
    m_signaturesLabel->setAccessibleName(tr("Signatures"));
    m_logLabel->setAccessibleName(tr("Seeing the compilations in a real program"));
    m_logLabel->setText(JitCacheText::logCompilesHtml());
    m_logLabel->setAccessibleDescription(plain(m_logLabel->text()));
    m_backToSetup->setText(tr("Back to the question's set-up"));
    m_backToSetup->setToolTip(tr("Set every control as the question set it"));
    updateSetupNote();
    refresh();
}

void JitCachePage::showSetup(const JitCacheChartSetup &setup, const ChartOrigin &origin)
{
    m_setup = setup;
    m_origin = origin;
    m_showsGiven = !isWithinLimits(setup.loop);
    m_controls->setSetup(setup);
    updateSetupNote();
    refresh();
}

JitCacheChartSetup JitCachePage::setup() const
{
    return m_showsGiven ? m_setup : m_controls->setup();
}

void JitCachePage::controlsChanged()
{
    m_showsGiven = false;
    refresh();
}

void JitCachePage::refresh()
{
    const JitCacheChartSetup shown = setup();
    if (showsSetup(m_setup, shown) != m_noteShowsSetup)
        updateSetupNote();
    showLoop(shown.loop);
    showPinned();
    m_chartTools->dataChanged();
}

void JitCachePage::showLoop(const JitLoopInput &input)
{
    m_loop = simulateJitLoop(input);
    m_uses = signatureUses(m_loop);
    m_figuresLabel->setText(JitCacheText::figures(input, m_loop).join(u'\n'));
    m_figuresLabel->setAccessibleDescription(m_figuresLabel->text());
    const QString problem = JitCacheText::problem(input, m_loop);
    m_problemLabel->setText(problem);
    m_problemLabel->setAccessibleDescription(problem);
    m_problemLabel->setVisible(!problem.isEmpty());
    const bool laidOut = m_loop.problem == JitLoopProblem::None;
    m_timeline->setVisible(laidOut);
    m_signaturesLabel->setVisible(laidOut);
    m_timeline->setLoop(m_loop);
    m_timeline->setAccessibleDescription(JitCacheText::timelineDescription(m_loop, m_uses));
    if (!laidOut)
        return;
    QList<QColor> colours;
    const QColor paper = ChartLook::plotArea(palette());
    for (const QColor &colour : JitCacheTimeline::signatureColours())
        colours << ChartLook::legibleOn(colour, paper);
    m_signaturesLabel->setText(JitCacheText::signaturesHtml(input, m_loop, m_uses, colours));
    m_signaturesLabel->setAccessibleDescription(
        JitCacheText::signatureLines(input, m_loop, m_uses).join(u'\n'));
}

QString JitCachePage::figuresText() const
{
    QStringList parts{m_figuresLabel->text()};
    if (m_problemLabel->isVisibleTo(this))
        parts << m_problemLabel->text();
    else
        parts << JitCacheText::signatureLines(setup().loop, m_loop, m_uses);
    if (m_pinned)
        parts << m_pinnedLabel->text();
    return parts.join(u'\n');
}
