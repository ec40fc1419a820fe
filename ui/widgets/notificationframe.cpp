#include "widgets/notificationframe.h"

#include <QAccessibleWidget>

namespace {

QAccessibleInterface *notificationInterface(const QString &, QObject *object)
{
    if (auto *frame = qobject_cast<NotificationFrame *>(object))
        return new QAccessibleWidget(frame, QAccessible::Notification);
    return nullptr;
}

} // namespace

NotificationFrame::NotificationFrame(QWidget *parent)
    : QFrame(parent)
{
    // Before the first frame is asked for its interface, which Qt then keeps.
    static const bool installed = [] {
        QAccessible::installFactory(notificationInterface);
        return true;
    }();
    Q_UNUSED(installed);
}
