#pragma once

#include <QFrame>

#include <functional>

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

    void addNotice(std::function<QString()> text);
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QList<std::function<QString()>> m_notices;
    QLabel *m_icon = nullptr;
    QLabel *m_label = nullptr;
    QToolButton *m_dismiss = nullptr;
};
