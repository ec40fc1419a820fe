#include "widgets/fittedlabel.h"

#include <QResizeEvent>

#include <algorithm>

FittedLabel::FittedLabel(Height height, QWidget *parent)
    : QLabel(parent)
    , m_height(height)
{
    setWordWrap(true);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_measure.setWordWrap(true);
}

void FittedLabel::setFittedText(const QString &text)
{
    if (QLabel::text() == text)
        return;
    setText(text);
    fitHeight();
}

void FittedLabel::letGoOfHeight()
{
    m_tallest = 0;
    fitHeight();
}

void FittedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    if (event->size().width() != m_fittedWidth)
        fitHeight();
}

void FittedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        // A language switch may change the font (Bengali is drawn larger):
        // the heights are kept by font, and the tallest held across them.
        fitHeight();
    }
}

void FittedLabel::fitHeight()
{
    if (width() != m_fittedWidth) {
        m_fittedWidth = width();
        m_tallest = 0;
        m_neededHeights.clear();
    }
    const QString key = font().key() + u'\n' + text();
    int needed = m_neededHeights.value(key, -1);
    if (needed < 0) {
        // Measured on a label of its own: this one's answer is never below its
        // minimum height, which is the last fitted one.
        m_measure.setFont(font());
        m_measure.setTextFormat(textFormat());
        m_measure.setText(text());
        needed = m_measure.heightForWidth(width());
        constexpr qsizetype rememberedTexts = 16; // a few settings in two languages
        if (m_neededHeights.size() >= rememberedTexts)
            m_neededHeights.clear();
        m_neededHeights.insert(key, needed);
    }
    m_tallest = m_height == Height::KeepsTallest ? std::max(m_tallest, needed) : needed;
    if (minimumHeight() != m_tallest || maximumHeight() != m_tallest)
        setFixedHeight(m_tallest);
}
