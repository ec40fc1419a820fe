#include "common/pagestack.h"

#include <QLayout>

PageStack::PageStack(QWidget *parent)
    : QStackedWidget(parent)
{
    // The shown page changes what the stack asks for.
    connect(this, &QStackedWidget::currentChanged, this, &QWidget::updateGeometry);
}

bool PageStack::hasHeightForWidth() const
{
    const QWidget *page = currentWidget();
    return page && page->hasHeightForWidth();
}

int PageStack::heightForWidth(int width) const
{
    const QWidget *page = currentWidget();
    if (!page)
        return -1;
    const QMargins margins = contentsMargins();
    const int height = page->heightForWidth(width - margins.left() - margins.right());
    return height < 0 ? -1 : std::max(height + margins.top() + margins.bottom(), minimumSizeHint().height());
}
