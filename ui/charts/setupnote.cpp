#include "charts/setupnote.h"

#include <QLabel>

QLabel *SetupNote::create(QWidget *parent, const QString &objectName)
{
    auto *note = new QLabel(parent);
    note->setObjectName(objectName);
    note->setTextFormat(Qt::PlainText);
    note->setWordWrap(true);
    note->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    note->setFrameShape(QFrame::StyledPanel);
    note->setMargin(4);
    note->hide();
    return note;
}
