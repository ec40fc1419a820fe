// Percentages read the same on every screen, in one form a language: the
// figure in the language's digits with the sign set close ("67%", "৬৭%"),
// never "67 %". The learner finishes a quiz in the window, then reads the
// results, the library card, the history, the review summary and the
// pipeline page; every text those screens show (labels, buttons, text
// browsers, table cells, spin boxes, chart texts) is searched for percents.

#include "core/languagemanager.h"
#include "quiz/questionpage.h"
#include "shell/mainwindow.h"
#include "support/files.h"
#include "support/plaintext.h"
#include "support/settle.h"
#include "support/testbanks.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)

namespace {

// Every text the widgets under `root` show, visible ones only.
QStringList shownTexts(const QWidget *root)
{
    QStringList texts;
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (const QWidget *widget : widgets) {
        if (!widget->isVisibleTo(root))
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            texts << plain(label);
        else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            texts << button->text();
        else if (const auto *browser = qobject_cast<const QTextBrowser *>(widget))
            texts << browser->toPlainText();
        else if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(widget))
            texts << spin->text();
        if (const auto *view = qobject_cast<const QAbstractItemView *>(widget);
            view && view->model()) {
            const QAbstractItemModel *model = view->model();
            for (int row = 0; row < model->rowCount(); ++row) {
                for (int column = 0; column < model->columnCount(); ++column)
                    texts << model->index(row, column).data().toString();
            }
        }
        if (const auto *graphics = qobject_cast<const QGraphicsView *>(widget);
            graphics && graphics->scene()) {
            const QList<QGraphicsItem *> items = graphics->scene()->items();
            for (const QGraphicsItem *item : items) {
                if (!item->isVisible())
                    continue;
                if (const auto *text = dynamic_cast<const QGraphicsTextItem *>(item))
                    texts << text->toPlainText();
                else if (const auto *simple = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
                    texts << simple->text();
            }
        }
    }
    return texts;
}

// The percents in `texts`: a number (either language's digits, a decimal
// point allowed), any spaces, then the sign.
QStringList percentsIn(const QStringList &texts)
{
    static const QRegularExpression percent(
        u"[0-9\u09E6-\u09EF][0-9\u09E6-\u09EF.,]*[\\s\u00A0\u202F]*%"_s);
    QStringList found;
    for (const QString &text : texts) {
        QRegularExpressionMatchIterator it = percent.globalMatch(text);
        while (it.hasNext())
            found << it.next().captured();
    }
    return found;
}

} // namespace

class TestPercentForms : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void oneFormOnEveryScreen_data();
    void oneFormOnEveryScreen();
};

void TestPercentForms::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_percentforms"_s);
}

void TestPercentForms::oneFormOnEveryScreen_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("score");
    // Two right of three: 2/3 = 66.7 %, rounded to a whole percent.
    QTest::newRow("English") << Language::English << u"67%"_s;
    QTest::newRow("Bengali") << Language::Bengali << u"৬৭%"_s;
}

void TestPercentForms::oneFormOnEveryScreen()
{
    QFETCH(Language, language);
    QFETCH(QString, score);
    QSettings().clear();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bank = dir.filePath(u"alpha.json"_s);
    QVERIFY(writeFile(bank, bankJson(u"alpha"_s, {u"q1"_s, u"q2"_s, u"q3"_s})));
    LanguageManager languages;
    languages.setLanguage(language);
    MainWindow window(&languages, dir.filePath(u"progress.json"_s));
    window.loadBanks({bank});
    window.resize(1024, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto pages = window.findChild<QStackedWidget *>(u"pages"_s);
    const auto trigger = [&window](const QString &action) {
        window.findChild<QAction *>(action)->trigger();
        settle();
    };

    // q1 and q2 right, q3 wrong, at the end, by keyboard.
    window.startQuiz(u"alpha"_s, FeedbackMode::AtEnd);
    auto *question = window.findChild<QuestionPage *>();
    const QuizSession *session = window.session();
    for (int position = 0; position < 3; ++position) {
        const int slot = position < 2 ? session->correctSlot(position)
                                      : wrongSlot(*session, position);
        QTest::keyClick(question->focusWidget(), Qt::Key(Qt::Key_1 + slot));
        QTest::keyClick(question->focusWidget(), Qt::Key_PageDown);
    }
    QTest::mouseClick(question->findChild<QPushButton *>(u"submitButton"_s), Qt::LeftButton);
    settle();

    struct Screen
    {
        QString name;
        QStringList percents;
    };
    QList<Screen> screens;
    const auto read = [&screens, pages](const QString &name) {
        screens.append({name, percentsIn(shownTexts(pages->currentWidget()))});
    };
    read(u"results"_s);
    trigger(u"libraryAction"_s);
    read(u"library"_s);
    trigger(u"historyAction"_s);
    read(u"history"_s);
    trigger(u"reviewAction"_s); // nothing due yet: the summary, its settings and chart
    read(u"review"_s);
    trigger(u"pipelineAction"_s);
    read(u"pipeline"_s);

    // The one form, in the language's digits only.
    const QRegularExpression form(language == Language::Bengali
                                      ? u"^[\u09E6-\u09EF]+(\\.[\u09E6-\u09EF]+)?%$"_s
                                      : u"^[0-9]+(\\.[0-9]+)?%$"_s);
    for (const Screen &screen : std::as_const(screens)) {
        QVERIFY2(!screen.percents.isEmpty(), qPrintable(screen.name + u": no percent shown"_s));
        for (const QString &percent : screen.percents) {
            QVERIFY2(form.match(percent).hasMatch(),
                     qPrintable(u"%1 shows “%2”"_s.arg(screen.name, percent)));
        }
    }
    // The score itself, where the learner reads it.
    for (const QString &name : {u"results"_s, u"library"_s, u"history"_s}) {
        const auto it = std::find_if(screens.cbegin(), screens.cend(),
                                     [&name](const Screen &s) { return s.name == name; });
        QVERIFY2(it->percents.contains(score),
                 qPrintable(name + u": "_s + it->percents.join(u", "_s)));
    }
}

QTEST_MAIN(TestPercentForms)
#include "tst_percentforms.moc"
