// "Optimize" in the review summary, driven through the real widgets: the
// model row, the dialog over a log too short to fit, over a learner drawn
// from known parameters (the comparison shown in the learner's digits, the
// fitted parameters adopted only through the dialog), going back to the
// defaults, and a fit cancelled halfway. Texts are written out by hand.

#include "benchmarks/syntheticlearner.h"
#include "core/languagemanager.h"
#include "core/study.h"
#include "review/optimizedialog.h"
#include "review/reviewmodelrow.h"
#include "review/reviewpage.h"
#include "support/files.h"
#include "support/testbanks.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {
ReviewDeck deckOf(const QList<ReviewLogEntry> &log)
{
    // Far enough ahead that no simulated review is read as made now (core/farfuture.h).
    ReviewDeck deck([] { return QDateTime(QDate(2200, 1, 1), QTime(12, 0), QTimeZone::utc()); });
    deck.setLog(log);
    return deck;
}

Fsrs::Parameters learner()
{
    // Far from the defaults (tst_fsrsoptimizer's aFitFarFromTheDefaultsIsOffered).
    return {3.0, 6.0, 15.0, 45.0, 4.5,  0.4, 1.5, 0.05, 1.0, 0.35, 1.2,
            0.9, 0.2, 0.5,  1.0,  0.35, 2.6, 0.5, 0.1,  0.1, 0.4};
}

QString text(const QWidget &parent, const QString &name)
{
    return parent.findChild<QLabel *>(name)->text();
}
} // namespace

class TestOptimizeDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void tooFewReviewsKeepsTheParameters();
    void aFitIsShownAndAdoptedOnlyWhenChosen_data();
    void aFitIsShownAndAdoptedOnlyWhenChosen();
    void cancelHalfwayChangesNothing();
    void summaryRowOffersTheDefaultsBack();

private:
    LanguageManager *m_languages = nullptr;
};

void TestOptimizeDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    m_languages = new LanguageManager(this);
}

void TestOptimizeDialog::cleanup()
{
    m_languages->setLanguage(Language::English);
}

void TestOptimizeDialog::tooFewReviewsKeepsTheParameters()
{
    // Five questions, each Good and again Good two days later: 5 items, below 8.
    QList<ReviewLogEntry> log;
    const QDateTime start(QDate(2027, 1, 4), QTime(12, 0), QTimeZone::utc());
    for (int q = 0; q < 5; ++q) {
        log.append({u"b"_s, u"q%1"_s.arg(q), start, Grade::Good, Confidence::None, false});
        log.append(
            {u"b"_s, u"q%1"_s.arg(q), start.addDays(2), Grade::Good, Confidence::None, false});
    }
    const ReviewDeck deck = deckOf(log);
    OptimizeDialog dialog(deck);
    dialog.show();
    QTRY_VERIFY(dialog.fitResult().has_value());
    QCOMPARE(text(dialog, u"optimizeOutcome"_s),
             u"5 of your reviews came on a later day than the one before; fitting needs at least "
             "8. Review a little longer and try again."_s);
    QVERIFY(!dialog.findChild<QPushButton *>(u"adoptParametersButton"_s)->isEnabled());
    QVERIFY(!dialog.findChild<QTableWidget *>(u"optimizeComparison"_s)->isVisible());
    QCOMPARE(dialog.findChild<QPushButton *>(u"optimizeCloseButton"_s)->text(),
             u"Keep the parameters in use"_s);
}

void TestOptimizeDialog::aFitIsShownAndAdoptedOnlyWhenChosen_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("adopt");
    QTest::newRow("English") << Language::English << u"Use the fitted parameters"_s;
    QTest::newRow("Bengali") << Language::Bengali << u"মিলিয়ে নেওয়া প্যারামিটার ব্যবহার করুন"_s;
}

void TestOptimizeDialog::aFitIsShownAndAdoptedOnlyWhenChosen()
{
    QFETCH(Language, language);
    QFETCH(QString, adopt);
    m_languages->setLanguage(language);
    // 2,000 questions of 8 reviews: 14,000 items, so all 21 parameters are
    // fitted, and on the held-out fifth they beat the defaults by far (tst_fsrsoptimizer).
    const ReviewDeck deck = deckOf(synthetic::reviews(learner(), 2000, 8, 2026));
    OptimizeDialog dialog(deck);
    dialog.show();
    QTRY_VERIFY_WITH_TIMEOUT(dialog.fitResult().has_value(), 20000);
    const FsrsFitResult &result = *dialog.fitResult();
    QCOMPARE(result.scope, FsrsFitResult::Scope::AllParameters);
    QCOMPARE(result.items, 14000);
    QVERIFY(result.better());
    auto *adoptButton = dialog.findChild<QPushButton *>(u"adoptParametersButton"_s);
    QCOMPARE(adoptButton->text(), adopt);
    QVERIFY(adoptButton->isEnabled());
    // The comparison: log loss and RMSE, in use then fitted, 4 decimals in the
    // language's digits.
    auto *table = dialog.findChild<QTableWidget *>(u"optimizeComparison"_s);
    QVERIFY(table->isVisible());
    // As tall as its rows: no empty band under the last one.
    QTRY_VERIFY2(std::abs(table->viewport()->height() - table->verticalHeader()->length()) <= 1,
                 qPrintable(u"viewport %1, rows %2"_s.arg(table->viewport()->height())
                                .arg(table->verticalHeader()->length())));
    const QLocale locale;
    QCOMPARE(table->item(0, 0)->text(), locale.toString(result.currentLogLoss, 'f', 4));
    QCOMPARE(table->item(0, 1)->text(), locale.toString(result.fittedLogLoss, 'f', 4));
    QCOMPARE(table->item(1, 1)->text(), locale.toString(result.fittedRmse, 'f', 4));
    if (language == Language::Bengali) {
        QVERIFY(table->item(0, 0)->text().startsWith(u"০."_s));
        QVERIFY(
            text(dialog, u"optimizeOutcome"_s)
                .startsWith(u"আগেরটির পরের কোনো দিনে হওয়া ১৪,০০০টি রিভিউ থেকে ২১টি প্যারামিটারই"_s));
    } else {
        QCOMPARE(text(dialog, u"optimizeOutcome"_s),
                 u"All 21 parameters were fitted to 14,000 reviews on a later day than the one "
                 "before. Compared on %1 reviews kept aside. The fitted parameters predict the "
                 "reviews kept aside better than the ones in use."_s.arg(
                     locale.toString(result.heldOutItems)));
    }
    // Showing changes nothing: the deck keeps the defaults until the caller adopts.
    QCOMPARE(deck.settings().parameters(), Fsrs::defaultParameters);
    QTest::mouseClick(adoptButton, Qt::LeftButton);
    QCOMPARE(dialog.QDialog::result(), QDialog::Accepted);
    QCOMPARE(dialog.adoptedParameters(), result.fitted);
}

void TestOptimizeDialog::cancelHalfwayChangesNothing()
{
    const ReviewDeck deck = deckOf(synthetic::reviews(learner(), 2000, 20, 3));
    OptimizeDialog dialog(deck);
    dialog.show();
    auto *progress = dialog.findChild<QProgressBar *>(u"optimizeProgress"_s);
    QTRY_VERIFY_WITH_TIMEOUT(progress->maximum() > 0 && progress->value() > 0, 20000);
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"optimizeCloseButton"_s), Qt::LeftButton);
    QCOMPARE(dialog.QDialog::result(), QDialog::Rejected);
    QTest::qWait(300); // whatever the thread still sends is dropped
    QVERIFY(!dialog.fitResult().has_value());
}

void TestOptimizeDialog::summaryRowOffersTheDefaultsBack()
{
    ReviewModelRow row;
    ReviewSettings settings;
    row.show();
    row.showSettings(settings);
    auto *defaults = row.findChild<QPushButton *>(u"defaultParametersButton"_s);
    QCOMPARE(text(row, u"reviewModelText"_s), u"Scheduling: FSRS-6 with its default parameters."_s);
    QVERIFY(!defaults->isEnabled());
    settings.setParameters(learner());
    row.showSettings(settings);
    QCOMPARE(text(row, u"reviewModelText"_s),
             u"Scheduling: FSRS-6 with parameters fitted to your own reviews."_s);
    QVERIFY(defaults->isEnabled());
    int asked = 0;
    connect(&row, &ReviewModelRow::defaultsRequested, this, [&asked] { ++asked; });
    QTest::mouseClick(defaults, Qt::LeftButton);
    QCOMPARE(asked, 1);
    m_languages->setLanguage(Language::Bengali);
    QTRY_COMPARE(text(row, u"reviewModelText"_s),
                 u"সময়সূচি: আপনার নিজের রিভিউ থেকে মিলিয়ে নেওয়া প্যারামিটারে FSRS-6।"_s);
}

QTEST_MAIN(TestOptimizeDialog)
#include "tst_optimizedialog.moc"
