// The screenshot tour's kit: waiting for the window to settle, saving the
// window, a chart's Data view or the next dialog as a picture, and the
// learner's data the tour starts from.
#include "screenshottourkit.h"

#include "charts/chartdatadialog.h"
#include "charts/charttools.h"
#include "core/bankloader.h"
#include "core/reviewstore.h"

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

void settle()
{
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

void save(MainWindow &window, const QString &directory, const QString &name)
{
    settle();
    window.grab().save(directory + u'/' + name + u".png"_s);
}

// Opens the "Data" view of the chart whose tools are named so, saves it, and
// closes it again.
// Saves the chart tools' Data view, at its tab `tab` (the first when none).
void saveDataView(MainWindow &window, const QString &tools, const QString &directory,
                  const QString &name, int tab)
{
    // The one in sight: every chart page names its tools alike.
    ChartTools *chartTools = nullptr;
    for (ChartTools *found : window.findChildren<ChartTools *>(tools)) {
        if (found->isVisible())
            chartTools = found;
    }
    if (!chartTools)
        return;
    chartTools->showData();
    settle();
    if (auto *tabs = chartTools->dataDialog()->findChild<QTabWidget *>(u"chartDataTabs"_s))
        tabs->setCurrentIndex(tab);
    settle();
    chartTools->dataDialog()->grab().save(directory + u'/' + name + u".png"_s);
    chartTools->dataDialog()->close();
    // Keys go to the window's focused widget again, as after a learner closes it.
    window.activateWindow();
    settle();
}

// Saves the next modal dialog as soon as it is shown, then closes it.
void saveNextDialog(const QString &directory, const QString &name)
{
    QTimer::singleShot(300, [directory, name] {
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            dialog->grab().save(directory + u'/' + name + u".png"_s);
            QTest::keyClick(dialog, Qt::Key_Escape);
        }
    });
}
// Exports the results through the next export dialog, as a PDF in the
// current language or in both, after a screenshot of the dialog.
void exportWithNextDialog(const QString &directory, const QString &name, bool bothLanguages)
{
    const QString path = directory + u'/' + name + u".pdf"_s;
    QFile::remove(path); // no question about replacing it
    QTimer::singleShot(300, [directory, name, bothLanguages, path] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog)
            return;
        dialog
            ->findChild<QRadioButton *>(bothLanguages ? u"bothLanguagesRadio"_s
                                                      : u"currentLanguageRadio"_s)
            ->setChecked(true);
        dialog->findChild<QLineEdit *>(u"exportPathEdit"_s)->setText(path);
        dialog->grab().save(directory + u"/dialog-"_s + name + u".png"_s);
        dialog->findChild<QPushButton *>(u"exportConfirmButton"_s)->click();
    });
}
// Three weeks ago the learner answered the first questions of every quiz
// (first reviews schedule days, not weeks: all are due now) and flagged two.
namespace {
// Questions 5 to 24 of each quiz reviewed over the past ten months, each on
// the day its last review scheduled while that day has come, graded by a
// fixed sequence (one in eight Again), each answered in 15 to 90 s: none of them is due today, so the
// review screens ask what they asked before; the statistics page has a
// calendar and curves to show.
void addMonthsOfReviews(ReviewStore &store, const QList<QuestionBank> &banks)
{
    const Fsrs fsrs;
    const QDateTime now = QDateTime::currentDateTime();
    const QDateTime first = QDateTime(now.date().addDays(-300), QTime(10, 0));
    quint32 random = 20261202u;
    const auto next = [&random] {
        random = random * 1664525u + 1013904223u;
        return random >> 8;
    };
    for (const QuestionBank &bank : banks) {
        for (qsizetype row = 4; row < std::min<qsizetype>(24, bank.questions.size()); ++row) {
            int day = int(next() % 60);
            int previous = -1;
            MemoryState memory;
            while (first.addDays(day) < now.addDays(-1)) {
                const Grade grade = next() % 8 == 0   ? Grade::Again
                                    : next() % 5 == 0 ? Grade::Easy
                                                      : Grade::Good;
                memory = previous < 0 ? fsrs.firstReview(grade)
                                      : fsrs.review(memory, day - previous, grade);
                // Each answer took 15 to 90 seconds.
                store.record({bank.id, bank.questions.at(row).id,
                              first.addDays(day).addSecs(qint64(next() % 36000)), grade,
                              Confidence::FairlySure, false, qint64(15000 + next() % 75000)});
                previous = day;
                day += fsrs.intervalDays(memory.stability, 0.9, 36500);
            }
        }
    }
}
} // namespace

void writeReviewsBeside(const QString &progressFilePath)
{
    ReviewStore store(ReviewStore::filePathBeside(progressFilePath));
    store.load();
    const QDateTime then = QDateTime::currentDateTime().addDays(-21);
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    for (const QuestionBank &bank : library.banks) {
        for (qsizetype row = 0; row < std::min<qsizetype>(4, bank.questions.size()); ++row) {
            const Grade grade = row == 1 ? Grade::Again : Grade::Good;
            store.record({bank.id, bank.questions.at(row).id, then.addSecs(row * 60), grade,
                          row == 1 ? Confidence::Certain : Confidence::FairlySure, false});
        }
        store.setFlagged({bank.id, bank.questions.constLast().id}, true);
    }
    addMonthsOfReviews(store, library.banks);
    store.compact();
}

// Each menu of the menu bar opened and saved, "menu-1-en" for the first.
void saveMenus(MainWindow &window, const QString &directory, const QString &suffix)
{
    const QList<QAction *> menus = window.menuBar()->actions();
    for (qsizetype i = 0; i < menus.size(); ++i) {
        QMenu *menu = menus.at(i)->menu();
        menu->popup(window.mapToGlobal(QPoint(0, 0)));
        settle();
        menu->grab().save(directory + u"/menu-%1"_s.arg(i + 1) + suffix + u".png"_s);
        menu->close();
    }
}

// Three questions whose keyed option (the first) is the longest in both languages.
void writeGuessableBank(const QString &path)
{
    QJsonArray questions;
    for (int n = 1; n <= 3; ++n) {
        questions.append(
            QJsonObject{{u"id"_s, u"own-%1"_s.arg(n)},
                        {u"prompt"_s,
                         QJsonObject{{u"en"_s, u"Which one?"_s}, {u"bn"_s, u"কোনটি?"_s}}},
                        {u"options"_s,
                         QJsonArray{QJsonObject{{u"en"_s, u"The long, careful answer"_s},
                                                {u"bn"_s, u"লম্বা, যত্নে লেখা উত্তর"_s}},
                                    QJsonObject{{u"en"_s, u"No"_s}, {u"bn"_s, u"না"_s}},
                                    QJsonObject{{u"en"_s, u"Never"_s}, {u"bn"_s, u"কখনও না"_s}},
                                    QJsonObject{{u"en"_s, u"Maybe"_s}, {u"bn"_s, u"হয়তো"_s}}}},
                        {u"answer"_s, 0},
                        {u"explanation"_s, QJsonObject{{u"en"_s, u"So."_s}, {u"bn"_s, u"তাই।"_s}}}});
    }
    const QJsonObject
        root{{u"format"_s, 1},
             {u"id"_s, u"own"_s},
             {u"title"_s, QJsonObject{{u"en"_s, u"My own quiz"_s}, {u"bn"_s, u"আমার নিজের কুইজ"_s}}},
             {u"description"_s,
              QJsonObject{{u"en"_s, u"Written by the learner, to show the length warning."_s},
                          {u"bn"_s, u"শিক্ষার্থীর নিজের লেখা, দৈর্ঘ্যের সতর্কতা দেখাতে।"_s}}},
             {u"questions"_s, questions}};
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(QJsonDocument(root).toJson());
}
