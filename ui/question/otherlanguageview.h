#pragma once

#include <QObject>

class QAction;
class QSettings;
class QWidget;

// Whether the question and results pages show each text in the other
// language too: a checkable action (remembered in QSettings) or, while the
// peek key is held, for a moment. Holding the key when the action is on
// changes nothing.
class OtherLanguageView : public QObject
{
    Q_OBJECT

public:
    static constexpr auto settingsKey = "view/otherLanguage";
    static constexpr int peekKey = Qt::Key_F4;

    explicit OtherLanguageView(QObject *parent = nullptr);

    QAction *action() const { return m_action; }
    // Takes the saved choice; off until then.
    void restore(const QSettings &settings);
    bool isShown() const { return m_checked || m_peeking; }

    // The peek key works anywhere in the window whose keys reach it unused.
    void watchPeekKeyIn(QWidget *window);
    void retranslate();

signals:
    void shownChanged(bool shown);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void update(bool checked, bool peeking);

    QAction *m_action = nullptr;
    bool m_checked = false;
    bool m_peeking = false;
};
