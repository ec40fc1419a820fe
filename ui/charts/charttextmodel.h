#pragma once

#include <QHash>
#include <QSet>
#include <QSortFilterProxyModel>

#include <functional>

// A chart's model in words, for the "Data" view: each cell's raw number in
// Qt::DisplayRole worded by its column's format (the learner's language and
// digits, as the page writes its figures), a blank text where the model has no
// value, and the columns the page leaves out hidden. It follows the model as
// it changes; a language switch rewords every cell (retranslate()).
class ChartTextModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using Format = std::function<QString(const QVariant &)>;

    explicit ChartTextModel(QAbstractItemModel *source, QObject *parent = nullptr);

    // How the numbers of the source's `column` are worded; unset: QVariant::toString().
    void setFormat(int column, Format format);
    // Whether the source's `column` is shown.
    void setColumnShown(int column, bool shown);
    // Every cell and the header in the current language.
    void retranslate();

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsColumn(int sourceColumn, const QModelIndex &sourceParent) const override;

private:
    QHash<int, Format> m_formats;
    QSet<int> m_hidden;
};
