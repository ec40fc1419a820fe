#pragma once

#include <QList>
#include <QString>
#include <QWidget>

#include <functional>

class QTextBrowser;

// Shows one text at a time, in one of a few widgets of the same kind, and
// keeps the widgets of the texts shown before. A language switch back to a
// text shown earlier then shows a widget laid out already: laying out and
// shaping a long rich text is most of what a switch would otherwise cost.
class TextVariants : public QWidget
{
    Q_OBJECT

public:
    using Create = std::function<QWidget *(QWidget *parent)>;
    using Fill = std::function<void(QWidget *widget, const QString &text)>;

    // Makes maxVariants widgets with create; fill gives one its text.
    TextVariants(int maxVariants, Create create, Fill fill, QWidget *parent = nullptr);

    // Read-only browsers of HTML with links left to the page, made alike by
    // configure; Tab moves on from them.
    static TextVariants *htmlBrowsers(int maxVariants, QWidget *parent,
                                      const std::function<void(QTextBrowser *)> &configure = {});

    // Shows the widget that holds this text, filling the one shown least
    // recently when none does. Focus moves with the text.
    void setText(const QString &text);

    // Keeps the height of the tallest widget shown so far at this width, so
    // that a taller text (a Bengali line) does not resize what is around it on
    // each switch; a new width starts again from the text shown.
    void setHoldsTallest(bool holds) { m_holdsTallest = holds; }

    // Every widget, for settings that all of them share.
    QList<QWidget *> widgets() const;

protected:
    bool event(QEvent *event) override;

private:
    QWidget *current() const { return m_variants.at(m_current).widget; }

    struct Variant
    {
        QWidget *widget = nullptr;
        QString text;
        quint64 lastShown = 0;
    };
    int variantFor(const QString &text);
    void show(int index);

    int m_maxVariants;
    Create m_create;
    Fill m_fill;
    QList<Variant> m_variants;
    int m_current = 0;
    quint64 m_shows = 0;
    bool m_holdsTallest = false;
    int m_heldWidth = -1; // the shown widget's width when the minimum height was held
};
