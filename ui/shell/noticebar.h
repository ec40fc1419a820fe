#pragma once

#include <QFrame>

#include <functional>
#include <utility>

class QLabel;
class QToolButton;

// A band at the top of the window for messages that must not block start-up
// (a damaged progress file, a missing Bengali font). Texts are produced by
// functions so that they follow the language switch.
class NoticeBar : public QFrame
{
    Q_OBJECT

public:
    explicit NoticeBar(QWidget *parent = nullptr);

    // Returns the notice's id, for removeNotice().
    int addNotice(std::function<QString()> text);
    // Takes away a notice that no longer holds; an unknown id does nothing.
    void removeNotice(int id);
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QList<std::pair<int, std::function<QString()>>> m_notices; // id and text, in order
    int m_lastId = 0;
    QLabel *m_icon = nullptr;
    QLabel *m_label = nullptr;
    QToolButton *m_dismiss = nullptr;
};
