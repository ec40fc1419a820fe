#pragma once

#include <QFrame>

#include <functional>
#include <optional>
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

    // A problem shows the warning sign; news (what another computer added)
    // the information sign, while no problem shows with it.
    enum class Kind { Problem, News };
    // Returns the notice's id, for removeNotice().
    int addNotice(std::function<QString()> text, Kind kind = Kind::Problem);
    // Takes away a notice that no longer holds; an unknown id does nothing.
    void removeNotice(int id);
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    struct Notice
    {
        int id = 0;
        std::function<QString()> text;
        Kind kind = Kind::Problem;
    };
    QList<Notice> m_notices; // in order
    std::optional<Kind> m_shownKind; // whose sign the icon shows
    int m_lastId = 0;
    QLabel *m_icon = nullptr;
    QLabel *m_label = nullptr;
    QToolButton *m_dismiss = nullptr;
};
