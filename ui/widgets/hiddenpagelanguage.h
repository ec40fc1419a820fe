#pragma once

#include <QObject>
#include <QSet>

class QWidget;

// Holds back QEvent::LanguageChange from a page while it is hidden and hands
// it over when the page is shown, before it paints: a language switch then
// costs only the page in sight, and each page still updates its texts from
// that one event. Qt delivers the event to a widget's children from the
// widget's own event(), so the whole page waits.
class HiddenPageLanguage : public QObject
{
    Q_OBJECT

public:
    explicit HiddenPageLanguage(QObject *parent = nullptr);

    // Every page the stack has or will have (a QStackedWidget, say).
    void watchPagesOf(QWidget *stack);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_stack = nullptr;
    QSet<QObject *> m_stale; // pages whose language changed while hidden
    bool m_delivering = false;
};
