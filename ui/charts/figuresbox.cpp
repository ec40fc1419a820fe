#include "charts/figuresbox.h"

#include "widgets/wrappedlabel.h"

#include <QGroupBox>
#include <QScrollArea>
#include <QVBoxLayout>

namespace FiguresBox {

QLabel *newLabel(const QString &objectName)
{
    auto *label = new WrappedLabel;
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setFocusPolicy(Qt::StrongFocus);
    return label;
}

void fill(QGroupBox *box, const QList<QLabel *> &labels, const QString &scrollName)
{
    box->setMinimumHeight(180);
    auto *scroll = new QScrollArea(box);
    scroll->setObjectName(scrollName);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus);
    auto *content = new QWidget(scroll);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    for (QLabel *label : labels)
        contentLayout->addWidget(label);
    contentLayout->addStretch(1);
    scroll->setWidget(content);
    scroll->viewport()->setAutoFillBackground(false);
    content->setAutoFillBackground(false);
    auto *boxLayout = new QVBoxLayout(box);
    boxLayout->addWidget(scroll);
}

} // namespace FiguresBox
