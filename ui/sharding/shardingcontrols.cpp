#include "sharding/shardingcontrols.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <array>
#include <memory>

using namespace Qt::StringLiterals;
using namespace sharding;

namespace {

// The spec choices of one dimension, in the list's order.
const std::array<DimSpec, 5> &specChoices()
{
    static const std::array<DimSpec, 5> choices{DimSpec{}, DimSpec{MeshAxis::Data},
                                                DimSpec{MeshAxis::Model},
                                                DimSpec{MeshAxis::Data, MeshAxis::Model},
                                                DimSpec{MeshAxis::Model, MeshAxis::Data}};
    return choices;
}

int specIndex(const DimSpec &entry)
{
    for (std::size_t i = 0; i < specChoices().size(); ++i) {
        if (specChoices().at(i) == entry)
            return int(i);
    }
    return 0;
}

QSpinBox *spin(QWidget *parent, const QString &name, int minimum, int maximum)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(minimum, maximum);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

ShardingControls::ShardingControls(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"shardingControls"_s);
    build();
    setSetup({});
    retranslate();
}

QComboBox *ShardingControls::specCombo(const QString &name)
{
    auto *combo = new QComboBox(this);
    combo->setObjectName(name);
    for (const DimSpec &entry : specChoices())
        combo->addItem(specEntryLiteral(entry)); // Python, the same in every language
    connect(combo, &QComboBox::currentIndexChanged, this, &ShardingControls::changed);
    return combo;
}

void ShardingControls::build()
{
    m_dataSpin = spin(this, u"shardingDataSpin"_s, minAxisSize, maxAxisSize);
    m_modelSpin = spin(this, u"shardingModelSpin"_s, minAxisSize, maxAxisSize);
    m_dimensionsCombo = new QComboBox(this);
    m_dimensionsCombo->setObjectName(u"shardingDimensionsCombo"_s);
    m_dimensionsCombo->addItems({QString(), QString()});
    m_rowsSpin = spin(this, u"shardingRowsSpin"_s, int(minDimension), int(maxDimension));
    m_columnsSpin = spin(this, u"shardingColumnsSpin"_s, int(minDimension), int(maxDimension));
    m_dtypeCombo = new QComboBox(this);
    m_dtypeCombo->setObjectName(u"shardingDtypeCombo"_s);
    for (Dtype dtype : shardingDtypes)
        m_dtypeCombo->addItem(QString(dtypeName(dtype)), int(dtype));
    m_rowSpecCombo = specCombo(u"shardingRowSpecCombo"_s);
    m_columnSpecCombo = specCombo(u"shardingColumnSpecCombo"_s);
    m_batchSpin = spin(this, u"shardingBatchSpin"_s, int(minBatch), int(maxBatch));
    m_parametersSpin = spin(this, u"shardingParametersSpin"_s, 1,
                            int(maxParameters / parameterStep));

    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const auto row = [this](QLabel *&label, QWidget *field) {
        label = new QLabel(this);
        label->setBuddy(field);
        label->setWordWrap(true);
        m_form->addRow(label, field);
    };
    row(m_dataLabel, m_dataSpin);
    row(m_modelLabel, m_modelSpin);
    row(m_dimensionsLabel, m_dimensionsCombo);
    row(m_rowsLabel, m_rowsSpin);
    row(m_columnsLabel, m_columnsSpin);
    row(m_dtypeLabel, m_dtypeCombo);
    row(m_rowSpecLabel, m_rowSpecCombo);
    row(m_columnSpecLabel, m_columnSpecCombo);
    row(m_batchLabel, m_batchSpin);
    row(m_parametersLabel, m_parametersSpin);

    for (QSpinBox *box : {m_dataSpin, m_modelSpin})
        connect(box, &QSpinBox::valueChanged, this, [this] {
            limitMesh();
            emit changed();
        });
    for (QSpinBox *box : {m_rowsSpin, m_columnsSpin, m_batchSpin, m_parametersSpin})
        connect(box, &QSpinBox::valueChanged, this, &ShardingControls::changed);
    connect(m_dtypeCombo, &QComboBox::currentIndexChanged, this, &ShardingControls::changed);
    connect(m_dimensionsCombo, &QComboBox::currentIndexChanged, this, [this] {
        showDimensions();
        emit changed();
    });
}

void ShardingControls::retranslate()
{
    m_dataLabel->setText(tr("Mesh axis '&data':"));
    m_modelLabel->setText(tr("Mesh axis '&model':"));
    m_dimensionsLabel->setText(tr("&Dimensions:"));
    m_dimensionsCombo->setItemText(0, tr("1 (a vector)"));
    m_dimensionsCombo->setItemText(1, tr("2 (a matrix)"));
    m_rowsLabel->setText(tr("&Rows (dimension 0):"));
    m_columnsLabel->setText(tr("&Columns (dimension 1):"));
    m_dtypeLabel->setText(tr("Data &type:"));
    m_rowSpecLabel->setText(tr("P(…) for dimension &0:"));
    m_columnSpecLabel->setText(tr("P(…) for dimension &1:"));
    m_batchLabel->setText(tr("Global &batch (examples):"));
    m_parametersLabel->setText(tr("&Parameters (millions):"));
    m_dataSpin->setToolTip(tr("Devices along the mesh's first axis, 'data'"));
    m_modelSpin->setToolTip(tr("Devices along the mesh's second axis, 'model'"));
    for (QWidget *widget :
         {static_cast<QWidget *>(m_dataSpin), static_cast<QWidget *>(m_modelSpin),
          static_cast<QWidget *>(m_rowsSpin), static_cast<QWidget *>(m_columnsSpin),
          static_cast<QWidget *>(m_batchSpin), static_cast<QWidget *>(m_parametersSpin)})
        widget->setLocale(QLocale());
    showDimensions();
}

void ShardingControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ShardingControls::limitMesh()
{
    const QSignalBlocker dataBlocker(m_dataSpin);
    const QSignalBlocker modelBlocker(m_modelSpin);
    m_dataSpin->setMaximum(maxDevices / m_modelSpin->value());
    m_modelSpin->setMaximum(maxDevices / m_dataSpin->value());
}

void ShardingControls::showDimensions()
{
    const bool twoDims = m_dimensionsCombo->currentIndex() == 1;
    const bool layout = m_view == ShardingView::Layout;
    m_form->setRowVisible(m_columnsSpin, layout && twoDims);
    m_form->setRowVisible(m_columnSpecCombo, layout && twoDims);
    m_rowsLabel->setText(twoDims ? tr("&Rows (dimension 0):") : tr("&Length (dimension 0):"));
}

void ShardingControls::showRowsFor(ShardingView view)
{
    m_view = view;
    const bool layout = view == ShardingView::Layout;
    for (QWidget *field :
         {static_cast<QWidget *>(m_dimensionsCombo), static_cast<QWidget *>(m_rowsSpin),
          static_cast<QWidget *>(m_rowSpecCombo)})
        m_form->setRowVisible(field, layout);
    m_form->setRowVisible(m_batchSpin, !layout);
    m_form->setRowVisible(m_parametersSpin, !layout);
    showDimensions();
}

ShardingChartSetup ShardingControls::setup() const
{
    ShardingChartSetup shown;
    shown.mesh = Mesh{m_dataSpin->value(), m_modelSpin->value()};
    const bool twoDims = m_dimensionsCombo->currentIndex() == 1;
    shown.array.shape = {quint64(m_rowsSpin->value())};
    shown.array.spec = {specChoices().at(std::size_t(m_rowSpecCombo->currentIndex()))};
    if (twoDims) {
        shown.array.shape << quint64(m_columnsSpin->value());
        shown.array.spec << specChoices().at(std::size_t(m_columnSpecCombo->currentIndex()));
    }
    shown.array.dtype = Dtype(m_dtypeCombo->currentData().toInt());
    shown.batch = quint64(m_batchSpin->value());
    shown.parameters = quint64(m_parametersSpin->value()) * parameterStep;
    return shown;
}

void ShardingControls::setSetup(const ShardingChartSetup &setup)
{
    QList<std::shared_ptr<QSignalBlocker>> blockers;
    for (QWidget *control : findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        blockers.append(std::make_shared<QSignalBlocker>(control));
    m_dataSpin->setMaximum(maxAxisSize);
    m_modelSpin->setMaximum(maxAxisSize);
    m_dataSpin->setValue(setup.mesh.data);
    m_modelSpin->setValue(setup.mesh.model);
    limitMesh();
    const bool twoDims = setup.array.shape.size() == 2;
    m_dimensionsCombo->setCurrentIndex(twoDims ? 1 : 0);
    m_rowsSpin->setValue(int(setup.array.shape.value(0, 8)));
    m_rowSpecCombo->setCurrentIndex(specIndex(setup.array.spec.value(0)));
    if (twoDims) {
        m_columnsSpin->setValue(int(setup.array.shape.at(1)));
        m_columnSpecCombo->setCurrentIndex(specIndex(setup.array.spec.value(1)));
    }
    m_dtypeCombo->setCurrentIndex(std::max(0, m_dtypeCombo->findData(int(setup.array.dtype))));
    m_batchSpin->setValue(int(setup.batch));
    m_parametersSpin->setValue(int(setup.parameters / parameterStep));
    showDimensions();
}

QList<QWidget *> ShardingControls::tabOrder() const
{
    return {m_dataSpin,   m_modelSpin,    m_dimensionsCombo, m_rowsSpin,  m_columnsSpin,
            m_dtypeCombo, m_rowSpecCombo, m_columnSpecCombo, m_batchSpin, m_parametersSpin};
}

void ShardingControls::focusFirst()
{
    m_dataSpin->setFocus(Qt::OtherFocusReason);
}
