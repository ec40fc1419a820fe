// What a screen reader says of a button or a label holds what the learner
// sees written on it (WCAG 2.5.3, label in name): a name may add which quiz a
// button is for, but never drop a word of its label ("Start again" heard as
// "Start ..."). Every page of the main window is walked in both languages:
// each visible button and label with an accessible name of its own is
// compared with its visible text.
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "quiz/questionpage.h"
#include "shell/mainwindow.h"
#include "support/plaintext.h"
#include "support/settle.h"

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)

namespace {

// A text as it is heard: its words in order, without mnemonic marks
// ("&Feedback:" is "feedback"), punctuation and symbols ("…", "━━ ○"), which
// a screen reader does not say as words, letter case aside.
QString asRead(QString text)
{
    text.replace(u"&&"_s, u"\x01"_s);
    text.remove(u'&');
    for (QChar &c : text) {
        if (!c.isLetterOrNumber() && !c.isMark())
            c = u' ';
    }
    return text.simplified().toCaseFolded();
}

QString visibleText(const QWidget *widget)
{
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        return button->text();
    if (const auto *label = qobject_cast<const QLabel *>(widget)) {
        const bool rich = label->textFormat() == Qt::RichText
                          || (label->textFormat() == Qt::AutoText
                              && Qt::mightBeRichText(label->text()));
        return rich ? plain(label->text()) : label->text();
    }
    return {};
}

// The buttons and labels in sight whose accessible name leaves out some of
// what they show, as "where: shown «…», heard «…»".
QStringList mismatches(const QWidget *root, const QString &page)
{
    QStringList found;
    for (const QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisible())
            continue;
        const QString shown = asRead(visibleText(widget));
        // A label is heard by its name, then its description (the figures of a
        // chart page: "Figures", then the figures); a button is found by its name.
        const bool label = qobject_cast<const QLabel *>(widget) != nullptr;
        const QString heard = asRead(widget->accessibleName()
                                     + (label ? u' ' + widget->accessibleDescription() : QString()));
        // Whole words: "art" is not heard in "start".
        if (shown.isEmpty() || heard.isEmpty()
            || (u' ' + heard + u' ').contains(u' ' + shown + u' '))
            continue;
        found << u"%1: %2 \"%3\": shown «%4», heard «%5»"_s
                     .arg(page, QString::fromLatin1(widget->metaObject()->className()),
                          widget->objectName(), visibleText(widget), widget->accessibleName());
    }
    return found;
}

} // namespace

class TestAccessibleNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyPageSaysWhatItShows_data();
    void everyPageSaysWhatItShows();
    void checkFindsADroppedWord();

private:
    void trigger(const QString &actionName);
    void pressOnPage(Qt::Key key);
    void answerAndCheck(int position, bool right);
    void visit(const QString &page, const std::function<void()> &opens);

    std::unique_ptr<MainWindow> m_window;
    QStringList m_found;
    QStringList m_visited;
};

void TestAccessibleNames::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_accessiblenames"_s);
}

void TestAccessibleNames::trigger(const QString &actionName)
{
    auto *action = m_window->findChild<QAction *>(actionName);
    QVERIFY2(action, qPrintable(actionName));
    action->trigger();
}

void TestAccessibleNames::pressOnPage(Qt::Key key)
{
    auto *page = m_window->findChild<QuestionPage *>();
    QTest::keyClick(page->focusWidget() ? page->focusWidget() : page, key);
}

void TestAccessibleNames::answerAndCheck(int position, bool right)
{
    const int correct = m_window->session()->correctSlot(position);
    pressOnPage(Qt::Key(Qt::Key_1 + (right ? correct : (correct + 1) % 4)));
    pressOnPage(Qt::Key_Return);
}

void TestAccessibleNames::visit(const QString &page, const std::function<void()> &opens)
{
    opens();
    settle();
    m_visited << page;
    m_found << mismatches(m_window.get(), page);
}

void TestAccessibleNames::everyPageSaysWhatItShows_data()
{
    QTest::addColumn<Language>("language");
    QTest::newRow("English") << Language::English;
    QTest::newRow("Bengali") << Language::Bengali;
}

void TestAccessibleNames::everyPageSaysWhatItShows()
{
    QFETCH(Language, language);
    QSettings().clear();
    QTemporaryDir dir;
    LanguageManager languages;
    languages.setLanguage(language);
    m_window = std::make_unique<MainWindow>(&languages, dir.filePath(u"progress.json"_s));
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->resize(1024, 600);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_found.clear();
    m_visited.clear();

    visit(u"library"_s, [this] { m_window->showLibrary(); });
    // A finished attempt with wrong answers (Retry, History) ...
    visit(u"question, checked"_s, [this] {
        m_window->startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
        answerAndCheck(0, false);
    });
    visit(u"results"_s, [this] {
        for (int position = 0; position < m_window->session()->questionCount(); ++position) {
            if (position > 0)
                answerAndCheck(position, position % 2 == 0);
            pressOnPage(Qt::Key_Return);
        }
    });
    // ... and one in progress (Resume, Start again).
    visit(u"question, end mode"_s, [this] {
        m_window->startQuiz(u"jax-gpu"_s, FeedbackMode::AtEnd);
        pressOnPage(Qt::Key_1);
        pressOnPage(Qt::Key_PageDown);
        pressOnPage(Qt::Key_2);
    });
    visit(u"library, attempt in progress"_s, [this] { m_window->showLibrary(); });
    visit(u"history"_s, [this] { m_window->showHistory(u"parallelism"_s); });
    visit(u"read-through"_s, [this] { trigger(u"readThrough-parallelism"_s); });
    visit(u"review"_s, [this] { trigger(u"reviewAction"_s); });
    visit(u"flagged"_s, [this] { trigger(u"flaggedQuestionsAction"_s); });
    visit(u"statistics"_s, [this] { trigger(u"reviewStatisticsAction"_s); });
    visit(u"search"_s, [this] {
        trigger(u"searchAction"_s);
        QTest::keyClicks(m_window->findChild<QLineEdit *>(u"searchQuery"_s), u"bubble"_s);
        QTest::qWait(400); // the search waits for typing to pause
    });
    visit(u"glossary"_s, [this] { trigger(u"glossaryAction"_s); });
    visit(u"guide"_s, [this] { m_window->showHelp(MainWindow::HelpTopic::Guide); });
    visit(u"shortcuts"_s, [this] { m_window->showHelp(MainWindow::HelpTopic::Shortcuts); });
    visit(u"pipeline"_s, [this] { trigger(u"pipelineAction"_s); });
    visit(u"attention"_s, [this] { trigger(u"attentionAction"_s); });

    // Each page was reached: the walk saw its widgets.
    QCOMPARE(m_visited.size(), 16);
    QVERIFY(m_window->findChild<QPushButton *>(u"resumeButton"_s));
    m_window.reset();
    QVERIFY2(m_found.isEmpty(), qPrintable(m_found.join(u'\n')));
}

// The comparison finds what the learner would miss, and passes what adds to
// the label or leaves out only what is not said as words: made-up widgets,
// the names written by hand.
void TestAccessibleNames::checkFindsADroppedWord()
{
    QWidget root;
    auto *dropped = new QPushButton(u"Start again"_s, &root);
    dropped->setAccessibleName(u"Start My quiz"_s);
    auto *added = new QPushButton(u"&Resume"_s, &root);
    added->setAccessibleName(u"Resume My quiz"_s);
    auto *ellipsis = new QPushButton(u"&Export…"_s, &root);
    ellipsis->setAccessibleName(u"Export the results"_s);
    auto *partWord = new QPushButton(u"Art"_s, &root);
    partWord->setAccessibleName(u"Start"_s);
    auto *legend = new QLabel(u"━━ closed form    ○ simulated"_s, &root);
    legend->setAccessibleName(u"Legend of the chart"_s);
    auto *described = new QLabel(u"━━ closed form    ○ simulated"_s, &root);
    described->setAccessibleName(u"Legend of the chart"_s);
    described->setAccessibleDescription(u"━━ closed form    ○ simulated"_s);
    auto *richLabel = new QLabel(u"<b>Due</b> today"_s, &root);
    richLabel->setAccessibleName(u"Due questions"_s);
    auto *unnamed = new QLabel(u"No name of its own"_s, &root);
    Q_UNUSED(unnamed);
    root.show();
    QVERIFY(QTest::qWaitForWindowExposed(&root));
    const QStringList found = mismatches(&root, u"made up"_s);
    QCOMPARE(found.size(), 4);
    QVERIFY2(found.at(0).contains(u"Start again"_s), qPrintable(found.join(u'\n')));
    QVERIFY2(found.at(1).contains(u"«Art»"_s), qPrintable(found.join(u'\n')));
    QVERIFY2(found.at(2).contains(u"closed form"_s), qPrintable(found.join(u'\n')));
    QVERIFY2(found.at(3).contains(u"Due today"_s), qPrintable(found.join(u'\n')));
}

QTEST_MAIN(TestAccessibleNames)
#include "tst_accessiblenames.moc"
