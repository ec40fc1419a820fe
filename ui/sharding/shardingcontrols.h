#pragma once

#include "core/shardingsetup.h"

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

// The sharding page's settings: the mesh's two axis sizes (their product at
// most 16), the array's dimensions, shape and data type, a PartitionSpec
// entry per dimension, and the training step's batch and parameters. One
// `changed` signal; setup() reads them all, setSetup() sets them all at once.
class ShardingControls : public QWidget
{
    Q_OBJECT
public:
    explicit ShardingControls(QWidget *parent = nullptr);

    ShardingChartSetup setup() const; // its view is the default; the page has the view
    void setSetup(const ShardingChartSetup &setup);
    // Shows the rows the view uses: the array's in the layout, the step's otherwise.
    void showRowsFor(ShardingView view);
    QList<QWidget *> tabOrder() const;
    void focusFirst();

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();
    void retranslate();
    // Each axis' size at most 16 over the other's, so that the mesh has at most 16 devices.
    void limitMesh();
    void showDimensions();
    QComboBox *specCombo(const QString &name);

    QFormLayout *m_form = nullptr;
    QLabel *m_dataLabel = nullptr;
    QSpinBox *m_dataSpin = nullptr;
    QLabel *m_modelLabel = nullptr;
    QSpinBox *m_modelSpin = nullptr;
    QLabel *m_dimensionsLabel = nullptr;
    QComboBox *m_dimensionsCombo = nullptr;
    QLabel *m_rowsLabel = nullptr;
    QSpinBox *m_rowsSpin = nullptr;
    QLabel *m_columnsLabel = nullptr;
    QSpinBox *m_columnsSpin = nullptr;
    QLabel *m_dtypeLabel = nullptr;
    QComboBox *m_dtypeCombo = nullptr;
    QLabel *m_rowSpecLabel = nullptr;
    QComboBox *m_rowSpecCombo = nullptr;
    QLabel *m_columnSpecLabel = nullptr;
    QComboBox *m_columnSpecCombo = nullptr;
    QLabel *m_batchLabel = nullptr;
    QSpinBox *m_batchSpin = nullptr;
    QLabel *m_parametersLabel = nullptr;
    QSpinBox *m_parametersSpin = nullptr;
    ShardingView m_view = ShardingView::Layout;
};
