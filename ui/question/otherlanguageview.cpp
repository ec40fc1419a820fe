#include "question/otherlanguageview.h"

#include <QAction>
#include <QEvent>
#include <QKeyEvent>
#include <QSettings>
#include <QWidget>

using namespace Qt::StringLiterals;

OtherLanguageView::OtherLanguageView(QObject *parent)
    : QObject(parent)
{
    m_action = new QAction(this);
    m_action->setObjectName(u"otherLanguageAction"_s);
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_action, &QAction::toggled, this, [this](bool checked) {
        QSettings().setValue(QString::fromLatin1(settingsKey), checked);
        update(checked, m_peeking);
    });
    retranslate();
}

void OtherLanguageView::restore(const QSettings &settings)
{
    const bool checked = settings.value(QString::fromLatin1(settingsKey), false).toBool();
    const QSignalBlocker noSaving(m_action);
    m_action->setChecked(checked);
    update(checked, m_peeking);
}

void OtherLanguageView::watchPeekKeyIn(QWidget *window)
{
    window->installEventFilter(this);
}

void OtherLanguageView::retranslate()
{
    m_action->setText(tr("Show the &other language"));
    m_action->setIconText(tr("Both languages"));
    m_action->setToolTip(tr("Show each question in the other language too (%1)")
                             .arg(m_action->shortcut().toString(QKeySequence::NativeText)));
}

bool OtherLanguageView::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease: {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() != peekKey || key->modifiers() != Qt::NoModifier)
            break;
        // A held key repeats as press and release pairs: only the first
        // press and the last release count.
        if (!key->isAutoRepeat())
            update(m_checked, event->type() == QEvent::KeyPress);
        return true;
    }
    case QEvent::WindowDeactivate:
        // The release goes to another window; the look ends with the focus.
        update(m_checked, false);
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

void OtherLanguageView::update(bool checked, bool peeking)
{
    const bool wasShown = isShown();
    m_checked = checked;
    m_peeking = peeking;
    if (isShown() != wasShown)
        emit shownChanged(isShown());
}
