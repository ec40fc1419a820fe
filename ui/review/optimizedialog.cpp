#include "review/optimizedialog.h"

#include "core/fsrsfitjob.h"
#include "core/reviewdeck.h"
#include "widgets/wrappedlabel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

OptimizeDialog::OptimizeDialog(const ReviewDeck &deck, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"optimizeDialog"_s);
    setWindowTitle(tr("Optimize the review schedule"));
    m_intro = new WrappedLabel(this);
    m_intro->setObjectName(u"optimizeIntro"_s);
    m_intro->setText(
        tr("ScaleStudy fits the scheduler's parameters to your own reviews, keeping some of "
           "them aside, and then compares how well the fitted parameters and the ones in use "
           "predict the reviews kept aside. You choose whether to use the fitted ones."));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(u"optimizeProgress"_s);
    m_progress->setRange(0, 0);
    m_progress->setAccessibleName(tr("Fitting the parameters"));
    m_outcome = new WrappedLabel(this);
    m_outcome->setObjectName(u"optimizeOutcome"_s);
    m_outcome->setText(tr("Fitting the parameters to your reviews…"));
    m_table = new QTableWidget(2, 2, this);
    m_table->setObjectName(u"optimizeComparison"_s);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setHorizontalHeaderLabels({tr("In use"), tr("Fitted")});
    m_table->setVerticalHeaderLabels(
        {tr("Log loss (lower is better)"), tr("RMSE over bins (lower is better)")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setAccessibleName(tr("The parameters in use and the fitted ones, compared"));
    m_table->hide();

    m_buttons = new QDialogButtonBox(this);
    m_adopt = m_buttons->addButton(tr("Use the fitted parameters"), QDialogButtonBox::AcceptRole);
    m_adopt->setObjectName(u"adoptParametersButton"_s);
    m_adopt->setEnabled(false);
    m_close = m_buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    m_close->setObjectName(u"optimizeCloseButton"_s);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &OptimizeDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_progress);
    layout->addWidget(m_outcome);
    layout->addWidget(m_table);
    layout->addStretch();
    layout->addWidget(m_buttons);
    m_close->setFocus();
    // Wide enough for the texts to read as a paragraph, not a column.
    setMinimumWidth(fontMetrics().averageCharWidth() * 72);

    m_job = new FsrsFitJob(deck, this);
    connect(m_job, &FsrsFitJob::progress, this, &OptimizeDialog::showProgress);
    connect(m_job, &FsrsFitJob::finished, this, &OptimizeDialog::showResult);
    m_job->start();
}

OptimizeDialog::~OptimizeDialog()
{
    m_job->cancel();
}

Fsrs::Parameters OptimizeDialog::adoptedParameters() const
{
    return m_result ? m_result->fitted : Fsrs::defaultParameters;
}

void OptimizeDialog::reject()
{
    m_job->cancel(); // a fit cancelled reports nothing and changes nothing
    QDialog::reject();
}

void OptimizeDialog::showProgress(int done, int total)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

void OptimizeDialog::showResult(const FsrsFitResult &result)
{
    m_result = result;
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
    m_progress->hide();
    QString text = scopeText(result);
    const bool fitted = result.scope != FsrsFitResult::Scope::DefaultsKept;
    if (fitted) {
        if (result.heldOutQuestions < FsrsOptimizer::minimumHeldOutQuestions) {
            text += u' '
                    + tr("Too few questions could be kept aside to compare the parameters on, "
                         "so the fitted parameters are not offered.");
        } else {
            fillTable(result);
            m_table->show();
            m_table->resizeColumnsToContents();
            // The rows' own heights, not the default section size the
            // header holds until the table is laid out: no band below them.
            m_table->resizeRowsToContents();
            m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height()
                                    + m_table->verticalHeader()->length()
                                    + 2 * m_table->frameWidth());
            text += u' '
                    + tr("Compared on %Ln review(s) kept aside.", nullptr, result.heldOutItems);
        }
        text += u' '
                + (result.better() ? tr("The fitted parameters predict the reviews kept aside "
                                        "better than the ones in use.")
                                   : tr("The fitted parameters do not predict the reviews kept "
                                        "aside clearly better than the ones in use (the "
                                        "difference could be chance), so those stay."));
    }
    m_outcome->setText(text);
    m_adopt->setEnabled(fitted && result.better());
    m_close->setText(tr("Keep the parameters in use"));
    (m_adopt->isEnabled() ? m_adopt : m_close)->setFocus();
    adjustSize();
}

QString OptimizeDialog::scopeText(const FsrsFitResult &result) const
{
    const QLocale locale;
    switch (result.scope) {
    case FsrsFitResult::Scope::DefaultsKept:
        return tr("%Ln of your reviews came on a later day than the one before; fitting needs at "
                  "least %1. Review a little longer and try again.",
                  nullptr, result.items)
            .arg(locale.toString(FsrsOptimizer::minimumItems));
    case FsrsFitResult::Scope::InitialStabilities:
        return tr("With %Ln review(s) on a later day than the one before (fewer than %1), only "
                  "the four first-review stabilities were fitted.",
                  nullptr, result.items)
            .arg(locale.toString(FsrsOptimizer::allParametersItems));
    case FsrsFitResult::Scope::AllParameters:
        break;
    }
    return tr("All 21 parameters were fitted to %Ln review(s) on a later day than the one before.",
              nullptr, result.items);
}

void OptimizeDialog::fillTable(const FsrsFitResult &result)
{
    const QLocale locale;
    const double values[2][2] = {{result.currentLogLoss, result.fittedLogLoss},
                                 {result.currentRmse, result.fittedRmse}};
    for (int row = 0; row < 2; ++row) {
        for (int column = 0; column < 2; ++column) {
            auto *item = new QTableWidgetItem(locale.toString(values[row][column], 'f', 4));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
    }
}
