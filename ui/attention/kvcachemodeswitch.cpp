#include "attention/kvcachemodeswitch.h"

#include "attention/kvcachepanel.h"
#include "widgets/hiddenpagelanguage.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
constexpr QLatin1StringView activationKey{"activation"};
constexpr QLatin1StringView servingKey{"serving"};

// QScrollArea sizes a widget whose layout has a height for its width by that
// height at the preferred size: every word-wrapped label laid out whole, far
// taller than the window. Without it the view fills the window and scrolls
// only below its minimum size.
class MinimumSizeLayout : public QVBoxLayout
{
public:
    using QVBoxLayout::QVBoxLayout;
    bool hasHeightForWidth() const override { return false; }
};

// A view in a scroll area: in a window too small for it (1024×600 with a
// question's note, or large text) it scrolls instead of squeezing its widgets
// over each other.
QScrollArea *scrolling(QWidget *view)
{
    auto *container = new QWidget;
    auto *layout = new MinimumSizeLayout(container);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view);
    auto *area = new QScrollArea;
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setFocusPolicy(Qt::NoFocus);
    area->setWidget(container);
    area->viewport()->setAutoFillBackground(false);
    container->setAutoFillBackground(false);
    return area;
}
} // namespace

KvCacheModeSwitch::KvCacheModeSwitch(QWidget *activationView, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"attentionModeSwitch"_s);
    m_views = new QStackedWidget(this);
    m_views->addWidget(scrolling(activationView));
    m_language = new HiddenPageLanguage(this);
    m_language->watchPagesOf(m_views);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_views);

    m_selector = new QComboBox(this);
    m_selector->setObjectName(u"attentionModeCombo"_s);
    m_selector->addItem(QString(), int(Mode::Activation));
    m_selector->addItem(QString(), int(Mode::Serving));
    m_selectorLabel = new QLabel(this);
    m_selectorLabel->setBuddy(m_selector);
    retranslateUi();

    const bool serving = QSettings().value(QString(settingsKey)).toString() == servingKey;
    showMode(serving ? Mode::Serving : Mode::Activation);
    connect(m_selector, &QComboBox::currentIndexChanged, this, [this](int index) {
        const auto chosen = Mode(m_selector->itemData(index).toInt());
        QSettings().setValue(QString(settingsKey),
                             QString(chosen == Mode::Serving ? servingKey : activationKey));
        display(chosen);
    });
}

KvCacheModeSwitch::Mode KvCacheModeSwitch::mode() const
{
    return Mode(m_selector->currentData().toInt());
}

void KvCacheModeSwitch::showMode(Mode mode)
{
    const QSignalBlocker unsaved(m_selector);
    m_selector->setCurrentIndex(m_selector->findData(int(mode)));
    display(mode);
}

void KvCacheModeSwitch::setActivationTabChain(const QList<QWidget *> &chain)
{
    m_activationTabChain = chain;
    if (mode() == Mode::Activation)
        chainTabOrder(chain);
}

KvCachePanel *KvCacheModeSwitch::servingPanel()
{
    buildServing();
    return m_serving;
}

void KvCacheModeSwitch::buildServing()
{
    if (m_serving)
        return;
    m_serving = new KvCachePanel;
    m_views->addWidget(scrolling(m_serving));
}

void KvCacheModeSwitch::display(Mode mode)
{
    if (mode == Mode::Serving)
        buildServing();
    m_views->setCurrentIndex(mode == Mode::Serving ? 1 : 0);
    chainTabOrder(mode == Mode::Serving ? m_serving->tabChain() : m_activationTabChain);
}

void KvCacheModeSwitch::chainTabOrder(const QList<QWidget *> &chain)
{
    // Each call moves the second widget right after the first: the whole chain
    // follows the selector, whatever order an earlier view left.
    QWidget *previous = m_selector;
    for (QWidget *widget : chain) {
        setTabOrder(previous, widget);
        previous = widget;
    }
}

void KvCacheModeSwitch::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void KvCacheModeSwitch::retranslateUi()
{
    m_selectorLabel->setText(tr("View"));
    m_selector->setAccessibleName(tr("View"));
    m_selector->setItemText(0, tr("Activation memory of one layer"));
    m_selector->setItemText(1, tr("Serving: KV cache"));
    m_selector->setToolTip(tr("Attention's memory in training and inference, or the cache a "
                              "server keeps while it generates"));
}
