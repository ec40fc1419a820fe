#include "charts/charttools.h"

#include "charts/chartstyle.h"

#include "charts/chartdatadialog.h"
#include "charts/chartexport.h"
#include "widgets/messageboxes.h"

#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QMenu>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ChartTools::ChartTools(QWidget *parent)
    : ChartTools(Pin::Offered, parent)
{ }

ChartTools::ChartTools(Pin pin, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"chartTools"_s);
    const auto button = [this](const QString &name) {
        auto *made = new QPushButton(this);
        made->setObjectName(name);
        return made;
    };
    m_data = button(u"chartDataButton"_s);
    m_copyFigures = button(u"copyFiguresButton"_s);
    if (pin == Pin::Offered) {
        m_pin = button(u"pinSettingButton"_s);
        m_clearPin = button(u"clearPinButton"_s);
        m_clearPin->setEnabled(false);
        connect(m_pin, &QPushButton::clicked, this, &ChartTools::pinRequested);
        connect(m_clearPin, &QPushButton::clicked, this, &ChartTools::pinCleared);
    }
    m_save = button(u"saveChartButton"_s);
    m_saveMenu = new QMenu(this);
    m_saveMenu->setObjectName(u"saveChartMenu"_s);
    m_save->setMenu(m_saveMenu);

    connect(m_data, &QPushButton::clicked, this, &ChartTools::showData);
    connect(m_copyFigures, &QPushButton::clicked, this, &ChartTools::copyFigures);

    if (pin == Pin::Offered) {
        // Two buttons a row: the column beside the charts is narrow, Bengali names long.
        auto *layout = new QGridLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_data, 0, 0);
        layout->addWidget(m_copyFigures, 0, 1);
        layout->addWidget(m_pin, 1, 0);
        layout->addWidget(m_clearPin, 1, 1);
        layout->addWidget(m_save, 2, 0, 1, 2);
    } else {
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_data);
        layout->addWidget(m_copyFigures);
        layout->addWidget(m_save);
        layout->addStretch(1);
    }
    retranslate();
}

void ChartTools::setCharts(const QList<Chart> &charts)
{
    m_charts = charts;
    rebuildSaveMenu();
}

void ChartTools::setTables(std::function<QList<ChartDataTab>()> tabs)
{
    m_tables = std::move(tabs);
}

void ChartTools::setTables(std::function<QList<ChartTable>()> tables)
{
    m_tables = [tables = std::move(tables)] {
        const QList<ChartTable> made = tables();
        return QList<ChartDataTab>(made.cbegin(), made.cend());
    };
}

void ChartTools::setFigures(std::function<QString()> figures)
{
    m_figures = std::move(figures);
}

void ChartTools::setPinned(bool pinned)
{
    if (m_clearPin)
        m_clearPin->setEnabled(pinned);
}

void ChartTools::dataChanged()
{
    // Tables are made only for an open view: the page's controls stay fast. A
    // model's tab follows its model by itself.
    if (m_dataDialog && m_dataDialog->isVisible() && m_tables)
        m_dataDialog->setTables(m_tables());
}

void ChartTools::showData()
{
    if (!m_dataDialog)
        m_dataDialog = new ChartDataDialog(this);
    if (m_tables)
        m_dataDialog->setTables(m_tables());
    m_dataDialog->show();
    m_dataDialog->raise();
    m_dataDialog->activateWindow();
}

QList<QWidget *> ChartTools::tabOrder() const
{
    if (!m_pin)
        return {m_data, m_copyFigures, m_save};
    return {m_data, m_copyFigures, m_pin, m_clearPin, m_save};
}

ChartDataDialog *ChartTools::dataDialog() const
{
    return m_dataDialog;
}

void ChartTools::copyFigures() const
{
    if (m_figures)
        QGuiApplication::clipboard()->setText(m_figures());
}

void ChartTools::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ChartTools::retranslate()
{
    m_data->setText(tr("Data"));
    m_data->setToolTip(tr("Show each chart's data as a table"));
    m_copyFigures->setText(tr("Copy figures"));
    m_copyFigures->setToolTip(tr("Copy the figures as text"));
    if (m_pin) {
        m_pin->setText(tr("Pin this setting"));
        m_pin->setToolTip(
            tr("Keep this setting drawn faintly on the charts to compare with others"));
        m_clearPin->setText(tr("Clear pin"));
        m_clearPin->setToolTip(tr("Stop drawing the pinned setting"));
    }
    m_save->setText(tr("Save chart as…"));
    m_save->setToolTip(tr("Save a chart as a PNG or SVG image"));
    rebuildSaveMenu();
    dataChanged();
}

void ChartTools::rebuildSaveMenu()
{
    m_saveMenu->clear();
    for (const Chart &chart : std::as_const(m_charts)) {
        QAction *action = m_saveMenu->addAction(chart.name ? chart.name() : QString());
        connect(action, &QAction::triggered, this, [this, chart] { saveChart(chart); });
    }
}

void ChartTools::saveChart(const Chart &chart)
{
    const QString name = chart.name ? chart.name() : QString();
    QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    const QString pngFilter = tr("PNG image (*.png)");
    const QString svgFilter = tr("SVG image (*.svg)");
    QFileDialog dialog(this, tr("Save chart as"), folder, pngFilter + u";;"_s + svgFilter);
    dialog.setObjectName(u"saveChartDialog"_s);
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setLabelText(QFileDialog::LookIn, tr("Look in:"));
    dialog.setLabelText(QFileDialog::FileName, tr("File name:"));
    dialog.setLabelText(QFileDialog::FileType, tr("Files of type:"));
    dialog.setLabelText(QFileDialog::Accept, tr("Save"));
    dialog.setLabelText(QFileDialog::Reject, tr("Cancel"));
    dialog.selectFile((chart.fileName ? chart.fileName() : u"chart"_s) + u".png"_s);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    QString path = dialog.selectedFiles().constFirst();
    const bool svg = dialog.selectedNameFilter() == svgFilter;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != u"png"_s && suffix != u"svg"_s)
        path += svg ? u".svg"_s : u".png"_s;
    if (!ChartExport::save(chart.view, chart.legend, path, name))
        Dialogs::showError(this, tr("Save chart as"),
                           tr("The chart could not be saved to “%1”.").arg(path));
}
