// GUI test of the glossary page: queries typed in Bengali and English filter
// the list, the chosen term shows in both languages with the questions that
// use it, in either interface language; and the main window opens the page
// from the Help menu, F2 and Ctrl+G on every page, whatever has the focus.
// Expected texts come from the glossary file and the hand-written
// translations.
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/models/glossarylistmodel.h"
#include "core/quizsession.h"
#include "core/richtext.h"
#include "glossary/glossarypage.h"
#include "shell/mainwindow.h"
#include "support/plaintext.h"
#include "support/settle.h"
#include "widgets/readingcolumn.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <array>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

// Types text as a keyboard delivers it, one character at a time; QTest::keyClicks
// can only send Latin-1.
void typeText(QWidget *widget, const QString &text)
{
    for (QChar c : text)
        QTest::sendKeyEvent(QTest::Click, widget, Qt::Key_unknown, QString(c), Qt::NoModifier);
}

// The glossary file as plain JSON, for the expected texts.
QJsonArray glossaryEntries()
{
    QFile file(u":/glossary/glossary.json"_s);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the glossary");
    return QJsonDocument::fromJson(file.readAll()).object().value(u"entries"_s).toArray();
}

QJsonObject glossaryEntry(const QString &id)
{
    for (const QJsonValue &value : glossaryEntries()) {
        if (value.toObject().value(u"id"_s).toString() == id)
            return value.toObject();
    }
    qFatal("no glossary entry %s", qPrintable(id));
}

} // namespace

class TestGlossaryPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyTermIsListedAtFirst();
    void bengaliListFollowsTheBengaliAlphabet();
    void questionsNamedByQuizAndNumberOpen_data();
    void questionsNamedByQuizAndNumberOpen();
    void typedQueryFilters_data();
    void typedQueryFilters();
    void learnersSpellingsFindTheTerm_data();
    void learnersSpellingsFindTheTerm();
    void chosenTermInBothInterfaceLanguages();
    void keyboardMovesFromQueryToTerms();
    void queryWithoutMatches();
    void definitionLinesStayReadable_data();
    void definitionLinesStayReadable();
    void showEntryClearsASearchThatHidesIt();
    void mainWindowOpensTheGlossaryFromHelpAndF2();
    void ctrlGOpensTheGlossaryFromEveryPage_data();
    void ctrlGOpensTheGlossaryFromEveryPage();

private:
    void useEnglish();
    void useBengali();
    template<typename T>
    T *child(const QString &name)
    {
        T *widget = m_page->findChild<T *>(name);
        if (!widget)
            qFatal("no child %s", qPrintable(name));
        return widget;
    }
    QStringList listedIds();
    QString currentId();
    QStringList shownQuestions();

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<GlossaryPage> m_page;
    std::unique_ptr<QAbstractItemModelTester> m_modelTester; // on the list's model
    std::unique_ptr<QAbstractItemModelTester> m_questionsTester; // on the questions' model
};

void TestGlossaryPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestGlossaryPage::init()
{
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
    m_page = std::make_unique<GlossaryPage>(m_languages.get());
    m_page->setBanks(BankLoader::loadAll(BankLoader::builtInBankPaths()).banks);
    m_modelTester = std::make_unique<QAbstractItemModelTester>(
        child<QListView>(u"glossaryList"_s)->model(),
        QAbstractItemModelTester::FailureReportingMode::Fatal);
    m_questionsTester = std::make_unique<QAbstractItemModelTester>(
        child<QListView>(u"glossaryQuestions"_s)->model(),
        QAbstractItemModelTester::FailureReportingMode::Fatal);
    m_page->resize(900, 600);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestGlossaryPage::cleanup()
{
    m_questionsTester.reset();
    m_modelTester.reset();
    m_page.reset();
    if (m_languages)
        m_languages->setLanguage(Language::English);
    m_languages.reset();
}

void TestGlossaryPage::useEnglish()
{
    m_languages->setLanguage(Language::English);
    settle();
}

void TestGlossaryPage::useBengali()
{
    m_languages->setLanguage(Language::Bengali);
    settle();
}

QStringList TestGlossaryPage::listedIds()
{
    const QAbstractItemModel *model = child<QListView>(u"glossaryList"_s)->model();
    QStringList ids;
    for (int row = 0; row < model->rowCount(); ++row)
        ids << model->index(row, 0).data(GlossaryListModel::EntryIdRole).toString();
    return ids;
}

// The questions the chosen entry lists, as shown.
QStringList TestGlossaryPage::shownQuestions()
{
    const QAbstractItemModel *model = child<QListView>(u"glossaryQuestions"_s)->model();
    QStringList shown;
    for (int row = 0; row < model->rowCount(); ++row)
        shown << model->index(row, 0).data().toString();
    return shown;
}

QString TestGlossaryPage::currentId()
{
    return child<QListView>(u"glossaryList"_s)
        ->currentIndex()
        .data(GlossaryListModel::EntryIdRole)
        .toString();
}

void TestGlossaryPage::everyTermIsListedAtFirst()
{
    const QJsonArray entries = glossaryEntries();
    QStringList ids;
    for (const QJsonValue &value : entries)
        ids << value.toObject().value(u"id"_s).toString();
    QStringList listed = listedIds();
    // The first term in English alphabetical order: 1F1B (digits before letters).
    QCOMPARE(listed.first(), u"one-forward-one-backward"_s);
    listed.sort();
    ids.sort();
    QCOMPARE(listed, ids); // every entry, once
    QCOMPARE(child<QLabel>(u"glossaryCount"_s)->text(), u"%1 terms"_s.arg(entries.size()));
    QCOMPARE(child<QLineEdit>(u"glossarySearch"_s)->placeholderText(),
             u"Search in English or Bengali"_s);
    QCOMPARE(child<QLabel>(u"glossaryTitle"_s)->text(), u"Glossary"_s);
    // The first term is chosen, so the page never opens on an empty half.
    QCOMPARE(currentId(), u"one-forward-one-backward"_s);
    QVERIFY(child<QWidget>(u"glossaryDetails"_s)->isVisible());
}

// In Bengali the list follows the Bengali alphabet, not the English one.
void TestGlossaryPage::bengaliListFollowsTheBengaliAlphabet()
{
    // By hand from the terms: bubble/বাবল, cache/ক্যাশ, weight/ওয়েট, host/হোস্ট.
    // English: bubble, cache, host, weight. Bengali: ও, ক, ব, হ.
    const auto order = [this](const QStringList &ids) {
        QStringList listed;
        for (const QString &id : listedIds()) {
            if (ids.contains(id))
                listed << id;
        }
        return listed;
    };
    const QStringList four{u"bubble"_s, u"cache"_s, u"weight"_s, u"host"_s};
    QCOMPARE(order(four), (QStringList{u"bubble"_s, u"cache"_s, u"host"_s, u"weight"_s}));
    useBengali();
    QCOMPARE(order(four), (QStringList{u"weight"_s, u"cache"_s, u"bubble"_s, u"host"_s}));
    // Digits come before every letter: 1F1B first, as in English; then the
    // Bengali alphabet's first letter অ (of the terms that begin with it,
    // অ্যাক্টিভেশন, অ্যারে, অল-রিডিউস, ..., the one ICU puts first).
    QCOMPARE(listedIds().first(), u"one-forward-one-backward"_s);
    auto *list = child<QListView>(u"glossaryList"_s);
    QVERIFY2(list->model()->index(1, 0).data().toString().startsWith(u"অ"_s),
             qPrintable(list->model()->index(1, 0).data().toString()));
    // Terms in Latin letters only (JAX, XLA) close the list, after হ.
    QVERIFY(listedIds().indexOf(u"jax"_s) > listedIds().indexOf(u"host"_s));
    useEnglish();
    QCOMPARE(order(four), (QStringList{u"bubble"_s, u"cache"_s, u"host"_s, u"weight"_s}));
}

void TestGlossaryPage::typedQueryFilters_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("count");

    // Found by reading the glossary file: the entry whose term matches, then
    // those whose definition mentions it, each in English alphabetical order.
    const QStringList allReduce{u"all-reduce"_s,        u"bus-bandwidth"_s,
                                u"collective"_s,        u"communication"_s,
                                u"data-parallelism"_s,  u"point-to-point"_s,
                                u"reduce-scatter"_s,    u"ring-algorithm"_s,
                                u"tensor-parallelism"_s};
    QTest::newRow("Bengali term") << u"অল-রিডিউস"_s << allReduce << u"9 matching terms"_s;
    QTest::newRow("English term in capitals")
        << u"ALL-REDUCE"_s << allReduce << u"9 matching terms"_s;
    // Only compute capability names a version 8.0 (৮.০ in Bengali).
    QTest::newRow("Bengali digits")
        << u"৮.০"_s << QStringList{u"compute-capability"_s} << u"1 matching term"_s;
    QTest::newRow("ASCII digits") << u"8.0"_s << QStringList{u"compute-capability"_s}
                                  << u"1 matching term"_s;
    // KV is in the file twice, both in kv-cache's terms.
    QTest::newRow("an acronym") << u"KV"_s << QStringList{u"kv-cache"_s} << u"1 matching term"_s;
}

void TestGlossaryPage::learnersSpellingsFindTheTerm_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("first"); // the first ids listed, by hand from the file

    // মেমোরি: a variant the file lists for GPU মেমরি, অন-চিপ মেমরি and আউট-অফ-মেমরি এরর;
    // the three terms first, in English order (GPU, on-chip, out-of-memory).
    QTest::newRow("মেমোরি for মেমরি")
        << u"মেমোরি"_s
        << QStringList{u"gpu-memory"_s, u"on-chip-memory"_s, u"out-of-memory-error"_s};
    QTest::newRow("the words of a term apart")
        << u"bubble zero"_s << QStringList{u"zero-bubble-schedule"_s};
    QTest::newRow("an acronym the file lists") << u"TP"_s << QStringList{u"tensor-parallelism"_s};
    QTest::newRow("ডাটা for ডেটা, with another word")
        << u"প্যারালালিজম ডাটা"_s << QStringList{u"data-parallelism"_s};
}

void TestGlossaryPage::learnersSpellingsFindTheTerm()
{
    QFETCH(QString, query);
    QFETCH(QStringList, first);
    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    search->setFocus();
    typeText(search, query);
    QCOMPARE(listedIds().mid(0, first.size()), first);
    QCOMPARE(currentId(), first.first());
}

void TestGlossaryPage::typedQueryFilters()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    QFETCH(QString, count);

    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    search->setFocus();
    typeText(search, query);
    QCOMPARE(search->text(), query);
    QCOMPARE(listedIds(), expected);
    QCOMPARE(child<QLabel>(u"glossaryCount"_s)->text(), count);
    QCOMPARE(currentId(), expected.first());
}

void TestGlossaryPage::chosenTermInBothInterfaceLanguages()
{
    const QJsonObject bubble = glossaryEntry(u"bubble"_s);
    const QString definitionEn = bubble.value(u"definition"_s).toObject().value(u"en"_s).toString();
    const QString definitionBn = bubble.value(u"definition"_s).toObject().value(u"bn"_s).toString();

    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    search->setFocus();
    typeText(search, u"বাবল"_s);
    // By hand from glossary.json: বাবল is the term of bubble and ends the term
    // জিরো-বাবল (term matches first, in file order), and the interleaved 1F1B
    // definition says it.
    QCOMPARE(listedIds(),
             (QStringList{u"bubble"_s, u"zero-bubble-schedule"_s, u"interleaved-1f1b"_s}));
    auto *list = child<QListView>(u"glossaryList"_s);
    QCOMPARE(list->currentIndex().data().toString(), u"bubble (বাবল)"_s);

    QCOMPARE(plain(child<QLabel>(u"glossaryTerm"_s)), u"bubble"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherTerm"_s)), u"বাবল"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryDefinition"_s)), definitionEn);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherLanguage"_s)), u"Bengali"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherDefinition"_s)), definitionBn);
    // The entry's "questions" in resources/glossary/glossary.json, read by hand.
    QCOMPARE(plain(child<QLabel>(u"glossaryQuestionsHeading"_s)), u"Used in 6 questions"_s);
    // The entry's questions parallelism-03, -04, -07, -09, -10, -11, by their
    // place in parallelism.json (which has no parallelism-08) and its title.
    const QString quiz = u"Model and pipeline parallelism, question "_s;
    QCOMPARE(shownQuestions(), (QStringList{quiz + u"3"_s, quiz + u"4"_s, quiz + u"7"_s,
                                            quiz + u"8"_s, quiz + u"9"_s, quiz + u"10"_s}));
    QCOMPARE(child<QLabel>(u"glossaryCount"_s)->text(), u"3 matching terms"_s);

    useBengali();
    QCOMPARE(search->text(), u"বাবল"_s); // the query survives the switch
    QCOMPARE(search->placeholderText(), u"ইংরেজি বা বাংলায় খুঁজুন"_s);
    QCOMPARE(child<QLabel>(u"glossaryTitle"_s)->text(), u"পরিভাষা"_s);
    QCOMPARE(list->currentIndex().data().toString(), u"বাবল (bubble)"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryTerm"_s)), u"বাবল"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherTerm"_s)), u"bubble"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryDefinition"_s)), definitionBn);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherLanguage"_s)), u"ইংরেজি"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherDefinition"_s)), definitionEn);
    QCOMPARE(plain(child<QLabel>(u"glossaryQuestionsHeading"_s)), u"৬টি প্রশ্নে ব্যবহৃত"_s);
    const QString quizBn = u"মডেল ও পাইপলাইন প্যারালালিজম, প্রশ্ন "_s;
    QCOMPARE(shownQuestions(), (QStringList{quizBn + u"৩"_s, quizBn + u"৪"_s, quizBn + u"৭"_s,
                                            quizBn + u"৮"_s, quizBn + u"৯"_s, quizBn + u"১০"_s}));
    QCOMPARE(child<QLabel>(u"glossaryCount"_s)->text(), u"মিল আছে এমন ৩টি পরিভাষা"_s);

    useEnglish();
    QCOMPARE(plain(child<QLabel>(u"glossaryTerm"_s)), u"bubble"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherLanguage"_s)), u"Bengali"_s);
}

void TestGlossaryPage::questionsNamedByQuizAndNumberOpen_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<bool>("byKeyboard");
    for (Language language : allLanguages) {
        const char *name = language == Language::English ? "English" : "Bengali";
        QTest::addRow("%s, Enter", name) << language << true;
        QTest::addRow("%s, click", name) << language << false;
    }
}

// The entry activation lists jax-gpu-11 first, then parallelism-01 ...; a
// click or Enter on one opens it to read, Escape comes back to it.
void TestGlossaryPage::questionsNamedByQuizAndNumberOpen()
{
    QFETCH(Language, language);
    QFETCH(bool, byKeyboard);
    m_languages->setLanguage(language);
    m_page->resize(1024, 600);
    m_page->showEntry(u"activation"_s);
    settle();
    const QJsonObject entry = glossaryEntry(u"activation"_s);
    QCOMPARE(entry.value(u"questions"_s).toArray().at(1).toString(), u"parallelism-01"_s);
    // parallelism-01 is the first question of parallelism.json.
    const QString second = language == Language::English
                               ? u"Model and pipeline parallelism, question 1"_s
                               : u"মডেল ও পাইপলাইন প্যারালালিজম, প্রশ্ন ১"_s;
    QCOMPARE(shownQuestions().at(1), second);
    auto *questions = child<QListView>(u"glossaryQuestions"_s);
    QVERIFY(questions->isVisible());
    const QModelIndex row = questions->model()->index(1, 0);
    if (byKeyboard) {
        // Tab from the terms reaches the questions; Down, then Enter.
        auto *list = child<QListView>(u"glossaryList"_s);
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), questions);
        QTest::keyClick(questions, Qt::Key_Down);
        QCOMPARE(questions->currentIndex().row(), 1);
        QTest::keyClick(questions, Qt::Key_Return);
    } else {
        QTest::mouseClick(questions->viewport(), Qt::LeftButton, {},
                          questions->visualRect(row).center());
    }
    auto *view = child<QWidget>(u"questionReadView"_s);
    QVERIFY(view->isVisible());
    QVERIFY(!child<QListView>(u"glossaryList"_s)->isVisible());
    // The question read: its prompt, its explanation and the right answer marked.
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    const QuestionBank *bank = nullptr;
    for (const QuestionBank &each : library.banks) {
        if (each.id == u"parallelism"_s)
            bank = &each;
    }
    QVERIFY(bank);
    const Question &question = bank->questions.at(0);
    QCOMPARE(question.id, u"parallelism-01"_s);
    QCOMPARE(plain(child<QLabel>(u"readPrompt"_s)),
             RichText::toPlain(question.prompt.text(language)));
    QCOMPARE(plain(child<QLabel>(u"readExplanation"_s)),
             RichText::toPlain(question.explanation.text(language)));
    QCOMPARE(child<QWidget>(u"readOption%1"_s.arg(question.answer))
                 ->findChild<QLabel *>(u"optionMarkText"_s)
                 ->text(),
             language == Language::English ? u"Right answer"_s : u"সঠিক উত্তর"_s);
    QCOMPARE(child<QPushButton>(u"readBackButton"_s)->text(), language == Language::English
                                                                  ? u"&Back to the glossary (Esc)"_s
                                                                  : u"পরিভাষায় ফিরুন (Esc)"_s);

    // Escape: back to the entry, on the question that was opened.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(!view->isVisible());
    QCOMPARE(currentId(), u"activation"_s);
    QCOMPARE(QApplication::focusWidget(), questions);
    QCOMPARE(questions->currentIndex().row(), 1);
}

void TestGlossaryPage::keyboardMovesFromQueryToTerms()
{
    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    auto *list = child<QListView>(u"glossaryList"_s);
    search->setFocus();
    typeText(search, u"কম্পাইলেশন"_s);
    // Terms containing কম্পাইলেশন first (the glossary's order), then definitions.
    QCOMPARE(listedIds().mid(0, 3),
             (QStringList{u"aot-compilation"_s, u"compilation"_s, u"recompilation"_s}));
    QCOMPARE(currentId(), u"aot-compilation"_s);

    QTest::keyClick(search, Qt::Key_Return);
    QVERIFY(list->hasFocus());
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(currentId(), u"compilation"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryTerm"_s)), u"compilation"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherTerm"_s)), u"কম্পাইলেশন"_s);
}

void TestGlossaryPage::queryWithoutMatches()
{
    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    search->setFocus();
    QTest::keyClicks(search, u"zzz"_s);
    QVERIFY(listedIds().isEmpty());
    QVERIFY(!child<QWidget>(u"glossaryDetails"_s)->isVisible());
    QCOMPARE(child<QLabel>(u"glossaryCount"_s)->text(), u"No term matches “zzz”"_s);

    // Deleting the query by keyboard brings every term back.
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(search, Qt::Key_Backspace);
    QCOMPARE(listedIds().size(), glossaryEntries().size());
    QVERIFY(child<QWidget>(u"glossaryDetails"_s)->isVisible());
}

// On a wide page the definition's lines stop at the reading column's length,
// in average characters of its font, and stay so after the font grows; on a
// page narrower than that they take the width the page gives the details.
void TestGlossaryPage::definitionLinesStayReadable_data()
{
    QTest::addColumn<int>("pageWidth");
    QTest::addColumn<double>("fontScale");
    QTest::addRow("wide") << 1920 << 1.0;
    QTest::addRow("wide, larger font") << 1920 << 1.75;
    QTest::addRow("narrow") << 700 << 1.0;
}

void TestGlossaryPage::definitionLinesStayReadable()
{
    QFETCH(int, pageWidth);
    QFETCH(double, fontScale);
    const QFont original = QApplication::font();
    QFont font = original;
    font.setPointSizeF(font.pointSizeF() * fontScale);
    QApplication::setFont(font);
    m_page->resize(pageWidth, 800);
    settle();
    const auto *definition = child<QLabel>(u"glossaryDefinition"_s);
    const int column = definition->fontMetrics().averageCharWidth()
                       * ReadingColumn::comfortableLineLength;
    const int details = child<QWidget>(u"glossaryDetails"_s)->width();
    QApplication::setFont(original);
    if (pageWidth > 2 * column) {
        // At the cap: no wider, and not held at a smaller font's cap either.
        QVERIFY2(definition->width() <= column && details >= column * 9 / 10,
                 qPrintable(u"%1, %2 for %3"_s.arg(definition->width()).arg(details).arg(column)));
    } else {
        // The details take three fifths of the row beside the list: over half the page.
        QVERIFY2(details > pageWidth / 2, qPrintable(u"%1 of %2"_s.arg(details).arg(pageWidth)));
    }
}

void TestGlossaryPage::showEntryClearsASearchThatHidesIt()
{
    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    search->setFocus();
    typeText(search, u"বাবল"_s);
    m_page->showEntry(u"sharding"_s);
    QVERIFY(search->text().isEmpty());
    QCOMPARE(currentId(), u"sharding"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryTerm"_s)), u"sharding"_s);
}

void TestGlossaryPage::mainWindowOpensTheGlossaryFromHelpAndF2()
{
    m_page.reset();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LanguageManager languages;
    languages.setLanguage(Language::English);
    MainWindow window(&languages, dir.filePath(u"progress.json"_s));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    auto *action = window.findChild<QAction *>(u"glossaryAction"_s);
    QVERIFY(action);
    // Ctrl+G first (the shortcut sheet shows it), F2 too; both the glossary's alone.
    QCOMPARE(action->shortcuts(),
             QList<QKeySequence>({QKeySequence(Qt::CTRL | Qt::Key_G), QKeySequence(Qt::Key_F2)}));
    for (const QAction *other : window.findChildren<QAction *>()) {
        for (const QKeySequence &key : action->shortcuts()) {
            if (other != action)
                QVERIFY2(!other->shortcuts().contains(key), qPrintable(other->objectName()));
        }
    }
    const QList<QAction *> menus = window.menuBar()->actions();
    QVERIFY(!menus.isEmpty());
    QMenu *help = menus.last()->menu();
    QCOMPARE(help->title(), u"&Help"_s);
    QVERIFY(help->actions().contains(action));
    QCOMPARE(action->text(), u"&Glossary"_s);

    auto *pages = window.findChild<QStackedWidget *>(u"pages"_s);
    QVERIFY(!qobject_cast<GlossaryPage *>(pages->currentWidget()));
    QTest::keyClick(&window, Qt::Key_F2);
    QVERIFY(qobject_cast<GlossaryPage *>(pages->currentWidget()));
    QCOMPARE(window.windowTitle(), u"Glossary — ScaleStudy"_s);
    QVERIFY(pages->currentWidget()->findChild<QLineEdit *>(u"glossarySearch"_s)->hasFocus());

    languages.setLanguage(Language::Bengali);
    settle();
    QCOMPARE(action->text(), u"পরিভাষা (&G)"_s);
    QCOMPARE(window.windowTitle().section(u' ', 0, 0), u"পরিভাষা"_s);
}

void TestGlossaryPage::ctrlGOpensTheGlossaryFromEveryPage_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("entryId");
    // Queries in both scripts; the entries they name come from GLOSSARY.md's
    // table, where each is the term itself.
    const std::array<std::pair<const char *, const char *>, 2> queries[] = {
        {{{"শার্ডিং", "sharding"}, {"micro-batch", "micro-batch"}}},
        {{{"অল-রিডিউস", "all-reduce"}, {"checkpoint", "checkpoint"}}},
    };
    int row = 0;
    for (const char *page :
         {"library", "question", "results", "pipeline spin box", "attention spin box", "history",
          "help", "search", "review settings spin box", "read-through", "glossary"}) {
        for (Language language : allLanguages) {
            const auto &[query, id] = queries[row % 2][std::size_t(language)];
            QTest::addRow("%s, %s interface, query %s", page,
                          language == Language::English ? "English" : "Bengali", id)
                << QString::fromLatin1(page) << language << QString::fromUtf8(query)
                << QString::fromLatin1(id);
        }
        ++row;
    }
}

void TestGlossaryPage::ctrlGOpensTheGlossaryFromEveryPage()
{
    QFETCH(QString, page);
    QFETCH(Language, language);
    QFETCH(QString, query);
    QFETCH(QString, entryId);
    m_page.reset();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LanguageManager languages;
    languages.setLanguage(language);
    MainWindow window(&languages, dir.filePath(u"progress.json"_s));
    window.loadBanks(BankLoader::builtInBankPaths());
    window.resize(1024, 600);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *pages = window.findChild<QStackedWidget *>(u"pages"_s);
    const auto action = [&window](const QString &name) {
        return window.findChild<QAction *>(name);
    };

    // The page, and what the learner would have in focus there.
    QWidget *focus = nullptr;
    if (page == u"library") {
        window.showLibrary();
    } else if (page == u"question" || page == u"results") {
        window.startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
        focus = window.findChild<QRadioButton *>(u"optionRadio0"_s);
        if (page == u"results") {
            for (int position = 0; position < window.session()->questionCount(); ++position) {
                QWidget *target = QApplication::focusWidget();
                QTest::keyClick(target, Qt::Key_1);
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            }
            QCOMPARE(pages->currentWidget()->objectName(), u"resultsPage"_s);
            focus = nullptr;
        }
    } else if (page == u"pipeline spin box") {
        window.showConcept(Concept::PipelineBubbles, {});
        focus = pages->currentWidget()->findChild<QSpinBox *>();
    } else if (page == u"attention spin box") {
        window.showConcept(Concept::AttentionMemory, {});
        focus = pages->currentWidget()->findChild<QSpinBox *>();
    } else if (page == u"history") {
        window.showHistory();
    } else if (page == u"help") {
        window.showHelp(MainWindow::HelpTopic::Guide);
    } else if (page == u"search") {
        action(u"searchAction"_s)->trigger();
    } else if (page == u"review settings spin box") {
        action(u"reviewAction"_s)->trigger(); // nothing due: the summary with its settings
        focus = pages->currentWidget()->findChild<QSpinBox *>(u"dailyLimitSpinBox"_s);
    } else if (page == u"read-through") {
        action(u"readThrough-parallelism"_s)->trigger();
    } else {
        action(u"glossaryAction"_s)->trigger();
        focus = pages->currentWidget()->findChild<QListView *>(u"glossaryList"_s);
    }
    if (focus) {
        QVERIFY(focus->isVisible());
        focus->setFocus();
    }
    QCoreApplication::processEvents();
    QWidget *focused = QApplication::focusWidget();
    QVERIFY(focused && focused->window() == &window);
    if (focus)
        QCOMPARE(focused, focus);
    const QWidget *before = pages->currentWidget();
    QVERIFY(page == u"glossary" || !qobject_cast<const GlossaryPage *>(before));

    QTest::keyClick(focused, Qt::Key_G, Qt::ControlModifier);
    auto *glossary = qobject_cast<GlossaryPage *>(pages->currentWidget());
    QVERIFY(glossary);
    auto *search = glossary->findChild<QLineEdit *>(u"glossarySearch"_s);
    QCOMPARE(QApplication::focusWidget(), search);

    search->clear();
    typeText(search, query);
    QCOMPARE(search->text(), query);
    auto *list = glossary->findChild<QListView *>(u"glossaryList"_s);
    QVERIFY(list->model()->rowCount() > 0);
    QCOMPARE(list->currentIndex().data(GlossaryListModel::EntryIdRole).toString(), entryId);
    const QString term = glossaryEntry(entryId)
                             .value(u"term"_s)
                             .toObject()
                             .value(language == Language::Bengali ? u"bn"_s : u"en"_s)
                             .toString();
    QCOMPARE(glossary->findChild<QLabel *>(u"glossaryTerm"_s)->text(), term);
}

QTEST_MAIN(TestGlossaryPage)
#include "tst_glossarypage.moc"
