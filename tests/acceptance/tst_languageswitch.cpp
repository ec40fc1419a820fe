// A language switch reaches each page once, when it is in sight, and updates
// texts in place: the hidden-page hand-over, the label that keeps its size
// hints across texts, and the results page through the real window.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "quiz/resultsentries.h"
#include "quiz/resultspage.h"
#include "shell/mainwindow.h"
#include "widgets/hiddenpagelanguage.h"
#include "widgets/wrappedlabel.h"

#include <QComboBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// A page that counts the language changes it is told of.
class CountingPage : public QWidget
{
public:
    using QWidget::QWidget;
    int languageChanges = 0;

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            ++languageChanges;
        QWidget::changeEvent(event);
    }
};

// What Qt does on a switch: the top-level widget is told, and tells its children.
void switchLanguage(QWidget *window)
{
    QEvent languageChange(QEvent::LanguageChange);
    QCoreApplication::sendEvent(window, &languageChange);
}

bool hasBengaliLetters(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x0980 && c.unicode() <= 0x09FF; });
}

} // namespace

class TestLanguageSwitch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void hiddenPageIsToldOnceWhenShown();
    void pagesBuiltLaterAreWatchedToo();
    void wrappedLabelHintsMatchQLabel_data();
    void wrappedLabelHintsMatchQLabel();
    void wrappedLabelMeasuresAgainAfterAFontChange();
    void resultsUpdateTheirEntriesInPlace();
};

void TestLanguageSwitch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_languageswitch"_s);
}

void TestLanguageSwitch::hiddenPageIsToldOnceWhenShown()
{
    QWidget window;
    auto *pages = new QStackedWidget(&window);
    auto *shown = new CountingPage(pages);
    auto *hidden = new CountingPage(pages);
    pages->addWidget(shown);
    pages->addWidget(hidden);
    HiddenPageLanguage deferral;
    deferral.watchPagesOf(pages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    switchLanguage(&window);
    QCOMPARE(shown->languageChanges, 1);
    QCOMPARE(hidden->languageChanges, 0);
    switchLanguage(&window); // and back: still nothing for the hidden page
    QCOMPARE(shown->languageChanges, 2);
    QCOMPARE(hidden->languageChanges, 0);

    pages->setCurrentWidget(hidden);
    QCOMPARE(hidden->languageChanges, 1); // once, however many switches it missed
    QCOMPARE(shown->languageChanges, 2);
    pages->setCurrentWidget(shown);
    pages->setCurrentWidget(hidden);
    QCOMPARE(hidden->languageChanges, 1); // nothing new to tell
}

void TestLanguageSwitch::pagesBuiltLaterAreWatchedToo()
{
    QWidget window;
    auto *pages = new QStackedWidget(&window);
    pages->addWidget(new QWidget(pages));
    HiddenPageLanguage deferral;
    deferral.watchPagesOf(pages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *later = new CountingPage(pages);
    pages->addWidget(later);

    switchLanguage(&window);
    QCOMPARE(later->languageChanges, 0);
    pages->setCurrentWidget(later);
    QCOMPARE(later->languageChanges, 1);
}

void TestLanguageSwitch::wrappedLabelHintsMatchQLabel_data()
{
    QTest::addColumn<Qt::TextFormat>("format");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");

    const QString longEnglish
        = u"Pipeline parallelism splits the layers into stages; while the first "
          u"micro-batches fill the pipeline the later stages wait."_s;
    const QString longBengali = u"পাইপলাইন সমান্তরালতা স্তরগুলোকে ধাপে ভাগ করে; প্রথম মাইক্রো-ব্যাচগুলো "
                                u"পাইপলাইন ভরার সময় পরের ধাপগুলো অপেক্ষা করে।"_s;
    QTest::newRow("plain") << Qt::PlainText << longEnglish << longBengali;
    QTest::newRow("rich, with code")
        << Qt::RichText << u"<b>Question 1</b><br>Use <code>jax.pmap</code> or "_s + longEnglish
        << u"<b>প্রশ্ন ১</b><br><code>jax.pmap</code> বা "_s + longBengali;
    QTest::newRow("short") << Qt::PlainText << u"Results"_s << u"ফলাফল"_s;
}

// Switching texts back and forth, the hints it remembers are the ones a
// QLabel showing the same text measures afresh.
void TestLanguageSwitch::wrappedLabelHintsMatchQLabel()
{
    QFETCH(Qt::TextFormat, format);
    QFETCH(QString, first);
    QFETCH(QString, second);
    WrappedLabel wrapped;
    wrapped.setTextFormat(format);
    const QList<int> widths{120, 300, 640};
    for (const QString &text : {first, second, first, second, first}) {
        wrapped.setText(text);
        QLabel fresh;
        fresh.setWordWrap(true);
        fresh.setTextFormat(format);
        fresh.setText(text);
        QCOMPARE(wrapped.sizeHint(), fresh.sizeHint());
        QCOMPARE(wrapped.minimumSizeHint(), fresh.minimumSizeHint());
        for (int width : widths)
            QCOMPARE(wrapped.heightForWidth(width), fresh.heightForWidth(width));
    }
}

void TestLanguageSwitch::wrappedLabelMeasuresAgainAfterAFontChange()
{
    const QString text
        = u"Every answer comes with an explanation, and some questions open a chart."_s;
    WrappedLabel wrapped;
    wrapped.setText(text);
    const int before = wrapped.heightForWidth(200);
    QFont bigger = wrapped.font();
    bigger.setPointSizeF(bigger.pointSizeF() * 2);
    wrapped.setFont(bigger);
    QLabel fresh;
    fresh.setWordWrap(true);
    fresh.setFont(bigger);
    fresh.setText(text);
    QVERIFY(fresh.heightForWidth(200) > before);
    QCOMPARE(wrapped.heightForWidth(200), fresh.heightForWidth(200));
    QCOMPARE(wrapped.sizeHint(), fresh.sizeHint());
}

// The results page keeps its entries on a switch, shows each in the new
// language, and shows the very label it showed before on a switch back.
void TestLanguageSwitch::resultsUpdateTheirEntriesInPlace()
{
    QSettings().clear();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LanguageManager languages;
    languages.setLanguage(Language::English);
    MainWindow window(&languages, dir.filePath(u"progress.json"_s));
    window.loadBanks(BankLoader::builtInBankPaths());
    window.resize(1100, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // Answer the 10 parallelism questions, all with the first option.
    QuizCard *card = window.findChild<LibraryPage *>()->card(u"parallelism"_s);
    card->findChild<QComboBox *>(u"feedbackModeCombo"_s)->setCurrentIndex(1); // at the end
    QTest::mouseClick(card->startButton(), Qt::LeftButton);
    auto *question = window.findChild<QuestionPage *>();
    for (int position = 0; position < 10; ++position) {
        QTest::keyClick(question->focusWidget(), Qt::Key_1);
        if (position < 9)
            QTest::keyClick(question->focusWidget(), Qt::Key_PageDown);
    }
    QTest::mouseClick(question->findChild<QPushButton *>(u"submitButton"_s), Qt::LeftButton);
    auto *results = window.findChild<ResultsPage *>();
    QCOMPARE(window.findChild<QStackedWidget *>(u"pages"_s)->currentWidget(), results);

    // Every entry follows each switch, in its place.
    const auto *entries = results->findChild<ResultsEntries *>();
    QCOMPARE(entries->positions(), (QList<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
    languages.setLanguage(Language::Bengali);
    QCoreApplication::processEvents();
    QCOMPARE(entries->positions().size(), 10);
    for (int position : entries->positions()) {
        const QString plain = entries->entryText(position);
        QVERIFY2(plain.startsWith(u"প্রশ্ন"_s), qPrintable(plain));
    }
    QVERIFY(hasBengaliLetters(entries->accessibleName()));

    languages.setLanguage(Language::English);
    QCoreApplication::processEvents();
    QCOMPARE(entries->positions().size(), 10);
    for (int position : entries->positions())
        QVERIFY(entries->entryText(position).startsWith(u"Question %1 — "_s.arg(position + 1)));
    QSettings().clear();
}

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
