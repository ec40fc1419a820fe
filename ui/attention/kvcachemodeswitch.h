#pragma once

#include <QList>
#include <QWidget>

class HiddenPageLanguage;
class KvCachePanel;
class QComboBox;
class QEvent;
class QLabel;
class QStackedWidget;

// The attention page's two views and the choice between them: the activation
// memory of one layer (training or inference, the page's own controls) or
// the KV cache a server keeps (KvCachePanel, built when first shown). The
// choice the learner makes is kept in the settings and restored. A language
// switch reaches only the view in sight; the other one updates when shown.
class KvCacheModeSwitch : public QWidget
{
    Q_OBJECT
public:
    enum class Mode { Activation, Serving };

    // Takes `activationView` (the page's own view) as the first view.
    explicit KvCacheModeSwitch(QWidget *activationView, QWidget *parent = nullptr);

    // The label and combo box the page puts beside its title.
    QLabel *selectorLabel() const { return m_selectorLabel; }
    QComboBox *selector() const { return m_selector; }

    // The activation view's widgets in Tab order; Tab goes from the selector
    // through the view in sight.
    void setActivationTabChain(const QList<QWidget *> &chain);

    Mode mode() const;
    // Shows that view without remembering the choice (a question opens the
    // activation view; the learner's own choice stays saved).
    void showMode(Mode mode);

    // The serving view, built now if it was not yet.
    KvCachePanel *servingPanel();
    // The serving view when built, else null.
    KvCachePanel *builtServingPanel() const { return m_serving; }

    static constexpr QLatin1StringView settingsKey{"attention/mode"};

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void display(Mode mode);
    void buildServing();
    void chainTabOrder(const QList<QWidget *> &chain);

    QLabel *m_selectorLabel = nullptr;
    QComboBox *m_selector = nullptr;
    QStackedWidget *m_views = nullptr;
    KvCachePanel *m_serving = nullptr;
    HiddenPageLanguage *m_language = nullptr;
    QList<QWidget *> m_activationTabChain;
};
