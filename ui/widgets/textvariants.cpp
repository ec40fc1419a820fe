#include "widgets/textvariants.h"

#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

TextVariants::TextVariants(int maxVariants, Create create, Fill fill, QWidget *parent)
    : QWidget(parent)
    , m_maxVariants(std::max(1, maxVariants))
    , m_create(std::move(create))
    , m_fill(std::move(fill))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    // All made at once, so that they can take their places in the tab order.
    for (int i = 0; i < m_maxVariants; ++i) {
        QWidget *widget = m_create(this);
        widget->setVisible(i == 0);
        layout->addWidget(widget);
        m_variants.append({widget, QString(), 0});
    }
    layout->addStretch(); // below a widget of fixed height in a box held taller
}

TextVariants *TextVariants::htmlBrowsers(int maxVariants, QWidget *parent,
                                         const std::function<void(QTextBrowser *)> &configure)
{
    const auto create = [configure](QWidget *variantsParent) -> QWidget * {
        auto *browser = new QTextBrowser(variantsParent);
        browser->setOpenLinks(false);
        browser->setTabChangesFocus(true);
        if (configure)
            configure(browser);
        return browser;
    };
    const auto fill = [](QWidget *widget, const QString &html) {
        static_cast<QTextBrowser *>(widget)->setHtml(html);
    };
    return new TextVariants(maxVariants, create, fill, parent);
}

QList<QWidget *> TextVariants::widgets() const
{
    QList<QWidget *> widgets;
    for (const Variant &variant : m_variants)
        widgets.append(variant.widget);
    return widgets;
}

void TextVariants::setText(const QString &text)
{
    show(variantFor(text));
}

int TextVariants::variantFor(const QString &text)
{
    for (int i = 0; i < m_variants.size(); ++i) {
        if (m_variants.at(i).lastShown > 0 && m_variants.at(i).text == text)
            return i;
    }
    // A widget never shown has lastShown 0: it is used before any other is replaced.
    const auto leastRecent = std::min_element(m_variants.cbegin(), m_variants.cend(),
                                              [](const Variant &a, const Variant &b) {
                                                  return a.lastShown < b.lastShown;
                                              });
    const int index = int(leastRecent - m_variants.cbegin());
    QWidget *widget = m_variants.at(index).widget;
    // A hidden widget keeps the width it was made with: give it the shown
    // one's, so that a text that wraps is measured at the width it will have.
    if (widget != current())
        widget->resize(current()->width(), widget->height());
    m_variants[index].text = text;
    m_fill(widget, text);
    return index;
}

void TextVariants::show(int index)
{
    m_variants[index].lastShown = ++m_shows;
    if (m_holdsTallest) {
        QWidget *shown = m_variants.at(index).widget;
        const int height = shown->sizeHint().height();
        if (height > minimumHeight() || shown->width() != m_heldWidth)
            setMinimumHeight(height);
        m_heldWidth = shown->width();
    }
    if (index == m_current)
        return;
    QWidget *previous = current();
    QWidget *next = m_variants.at(index).widget;
    const bool hadFocus = previous->hasFocus();
    m_current = index;
    // Hidden first: showing a widget lays out its parents at once, and with
    // both shown for a moment the page around them would be resized twice.
    previous->hide();
    next->show();
    if (hadFocus)
        next->setFocus(Qt::OtherFocusReason);
}

bool TextVariants::event(QEvent *event)
{
    const bool handled = QWidget::event(event);
    // Held at a narrower width (a page laid out before its window took its
    // size), the tallest height would keep the page taller than the screen:
    // once the shown widget has a new width, the hold is let go and starts
    // again with the next text (its own height may not be worked out yet).
    if (m_holdsTallest && !m_variants.isEmpty()
        && (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize)
        && current()->width() != m_heldWidth) {
        m_heldWidth = current()->width();
        setMinimumHeight(0);
    }
    return handled;
}
