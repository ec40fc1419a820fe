#pragma once

#include "core/fsrs.h"
#include "core/fsrsoptimizer.h"

#include <QDialog>

#include <optional>

class FsrsFitJob;
class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class ReviewDeck;
class WrappedLabel;

// "Optimize": fits FSRS-6's parameters to the learner's own review log on a
// second thread (core/fsrsoptimizer), with a progress bar and Cancel, then
// shows what the fitted parameters gain over the ones in use on the reviews
// held out from the fit: log loss and RMSE over bins, lower is better. The
// fitted parameters can be adopted only when they are better; the dialog is
// accepted with them, and nothing changes otherwise.
class OptimizeDialog : public QDialog
{
    Q_OBJECT

public:
    explicit OptimizeDialog(const ReviewDeck &deck, QWidget *parent = nullptr);
    ~OptimizeDialog() override;

    // What the fit found; valid once it has finished.
    const std::optional<FsrsFitResult> &fitResult() const { return m_result; }
    Fsrs::Parameters adoptedParameters() const;

    void reject() override;

private:
    void showProgress(int done, int total);
    void showResult(const FsrsFitResult &result);
    QString scopeText(const FsrsFitResult &result) const;
    void fillTable(const FsrsFitResult &result);

    FsrsFitJob *m_job = nullptr;
    WrappedLabel *m_intro = nullptr;
    QProgressBar *m_progress = nullptr;
    WrappedLabel *m_outcome = nullptr;
    QTableWidget *m_table = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_adopt = nullptr;
    QPushButton *m_close = nullptr;
    std::optional<FsrsFitResult> m_result;
};
