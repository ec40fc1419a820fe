#pragma once

#include "charts/chartdatadialog.h"

#include <QList>
#include <QPointer>
#include <QWidget>

#include <functional>

class QMenu;
class QPushButton;

// The buttons under a chart page's figures: "Data" (each chart's data as a
// table, ChartDataDialog), "Pin this setting" and "Clear pin" (the page draws
// the pinned setting faintly), "Save chart as…" (PNG or SVG) and "Copy
// figures". The page says what its charts, tables and figures are.
class ChartTools : public QWidget
{
    Q_OBJECT
public:
    // A chart with no setting to compare (the history's and the review's)
    // leaves the pin out; its three buttons then stand one above the other.
    enum class Pin { Offered, LeftOut };
    struct Chart
    {
        QWidget *view = nullptr;
        std::function<QString()> name; // in the current language
        // The file name the save dialog proposes, without its suffix: the
        // chart and its setting ("pipeline-bubble-gpipe-p4"); "chart" when none.
        std::function<QString()> fileName = {};
        // A legend the page shows under the chart as a widget of its own: saved with it.
        QWidget *legend = nullptr;
    };

    explicit ChartTools(QWidget *parent = nullptr);
    ChartTools(Pin pin, QWidget *parent);

    void setCharts(const QList<Chart> &charts);
    // The Data view's tabs, asked for when it opens and when the page's data changes.
    void setTables(std::function<QList<ChartDataTab>()> tabs);
    void setTables(std::function<QList<ChartTable>()> tables);
    void setFigures(std::function<QString()> figures);
    // Whether a setting is pinned: "Clear pin" is enabled only then.
    void setPinned(bool pinned);
    // The page's data changed: an open data view shows the new tables.
    void dataChanged();
    // Opens (or raises) the data view, filled with the page's tables now.
    void showData();
    // The data view once opened, else null.
    ChartDataDialog *dataDialog() const;
    // Copies the page's figures to the clipboard as text.
    void copyFigures() const;

    // The buttons in the order Tab visits them.
    QList<QWidget *> tabOrder() const;
    // Null when the pin is left out.
    QPushButton *pinButton() const { return m_pin; }
    QPushButton *clearPinButton() const { return m_clearPin; }

signals:
    void pinRequested();
    void pinCleared();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void saveChart(const Chart &chart);
    void rebuildSaveMenu();

    QPushButton *m_data = nullptr;
    QPushButton *m_pin = nullptr;
    QPushButton *m_clearPin = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_copyFigures = nullptr;
    QMenu *m_saveMenu = nullptr;
    QPointer<ChartDataDialog> m_dataDialog;
    QList<Chart> m_charts;
    std::function<QList<ChartDataTab>()> m_tables;
    std::function<QString()> m_figures;
};
