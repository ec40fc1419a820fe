// GUI test of search in the main window, by keyboard, in both interface
// languages: Ctrl+F opens the search page from any page whatever has the
// focus; a query typed with the spellings the matcher forgives finds the
// question, and Enter opens it to read with its right answer; a glossary
// result opens the glossary on that entry; the empty and nothing-found
// states say so; a language switch updates the page. Expected questions and
// texts were found by reading the built-in banks and the glossary file.
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/models/glossarylistmodel.h"
#include "core/richtext.h"
#include "search/searchresultdelegate.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "support/plaintext.h"
#include "widgets/readingcolumn.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

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

// What a result's two lines say, as its delegate draws them.
QString snippetAt(const QListView *list, int row)
{
    const auto *delegate = qobject_cast<const SearchResultDelegate *>(list->itemDelegate());
    return delegate ? delegate->textHtml(list->model()->index(row, 0)) : QString();
}

QString detailsAt(const QListView *list, int row)
{
    const auto *delegate = qobject_cast<const SearchResultDelegate *>(list->itemDelegate());
    return delegate ? delegate->details(list->model()->index(row, 0)) : QString();
}

const Question &builtInQuestion(const QString &bankId, const QString &questionId)
{
    static const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    for (const QuestionBank &bank : library.banks) {
        if (bank.id == bankId)
            return bank.questions.at(bank.rowOf(questionId));
    }
    qFatal("no question %s", qPrintable(questionId));
}

} // namespace

class TestSearchPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void ctrlFFromAnyPage_data();
    void ctrlFFromAnyPage();
    void forgivingQueryOpensTheQuestion_data();
    void forgivingQueryOpensTheQuestion();
    void downChoosesTheNextResult();
    void interfaceLanguageHitsComeFirst_data();
    void interfaceLanguageHitsComeFirst();
    void glossaryResultOpensTheEntry_data();
    void glossaryResultOpensTheEntry();
    void emptyAndNothingFound_data();
    void emptyAndNothingFound();
    void languageSwitchUpdatesThePage();
    void searchIsInTheShortcutSheet();
    void foundQuestionReadsInAColumn_data();
    void foundQuestionReadsInAColumn();
    void optionNamedByItsText_data();
    void optionNamedByItsText();
    void learnersQueriesFindWhatTheyMean_data();
    void learnersQueriesFindWhatTheyMean();
    void typingInTheResultsGoesToTheQuery();

private:
    void openSearch();
    void search(const QString &query);
    QWidget *currentPage() const;
    template<typename T>
    T *child(const QString &name) const
    {
        T *widget = m_window->findChild<T *>(name);
        if (!widget)
            qFatal("no child %s", qPrintable(name));
        return widget;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestSearchPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestSearchPage::init()
{
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir.filePath(u"progress.json"_s));
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestSearchPage::cleanup()
{
    m_window.reset();
    m_languages->setLanguage(Language::English);
    m_languages.reset();
}

QWidget *TestSearchPage::currentPage() const
{
    return child<QStackedWidget>(u"pages"_s)->currentWidget();
}

// Ctrl+F as the learner presses it, to whatever has the focus.
void TestSearchPage::openSearch()
{
    QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
    QTest::keyClick(target, Qt::Key_F, Qt::ControlModifier);
}

// Types the query into the focused search field and waits until the results show it.
void TestSearchPage::search(const QString &query)
{
    // The results' model, under Qt's model checks for as long as it lives.
    QAbstractItemModel *results = child<QListView>(u"searchResults"_s)->model();
    if (!results->findChild<QAbstractItemModelTester *>())
        new QAbstractItemModelTester(results,
                                     QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     results);
    auto *field = child<QLineEdit>(u"searchQuery"_s);
    QCOMPARE(QApplication::focusWidget(), field);
    typeText(field, query);
    QCOMPARE(field->text(), query);
    auto *status = child<QLabel>(u"searchStatus"_s);
    const QString before = status->text();
    QVERIFY(QTest::qWaitFor([&] { return status->text() != before; }));
}

void TestSearchPage::ctrlFFromAnyPage_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<Language>("language");
    for (Language language : allLanguages) {
        const char *name = language == Language::English ? "English" : "Bengali";
        for (const char *page : {"question", "pipeline", "attention", "glossary", "search"}) {
            QTest::addRow("%s page, %s", page, name) << QString::fromLatin1(page) << language;
        }
    }
}

void TestSearchPage::ctrlFFromAnyPage()
{
    QFETCH(QString, page);
    QFETCH(Language, language);
    m_languages->setLanguage(language);

    if (page == u"question") {
        m_window->startQuiz(u"jax-gpu"_s, FeedbackMode::Immediate);
        child<QRadioButton>(u"optionRadio0"_s)->setFocus();
    } else if (page == u"pipeline") {
        m_window->showConcept(Concept::PipelineBubbles, {});
        m_window->findChild<QWidget *>(u"pipelinePage"_s)->findChild<QSpinBox *>()->setFocus();
    } else if (page == u"attention") {
        m_window->showConcept(Concept::AttentionMemory, {});
        m_window->findChild<QWidget *>(u"attentionPage"_s)->findChild<QSpinBox *>()->setFocus();
    } else if (page == u"glossary") {
        child<QAction>(u"glossaryAction"_s)->trigger();
        QCOMPARE(QApplication::focusWidget(), child<QLineEdit>(u"glossarySearch"_s));
    } else {
        // Ctrl+F again on the search page, while reading a question: back to the query.
        openSearch();
        search(u"অনিচ্ছাকৃত"_s);
        QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
        QVERIFY(child<QWidget>(u"questionReadView"_s)->isVisible());
    }
    QCoreApplication::processEvents();
    QVERIFY(QApplication::focusWidget());
    openSearch();

    QCOMPARE(currentPage()->objectName(), u"searchPage"_s);
    auto *field = child<QLineEdit>(u"searchQuery"_s);
    QVERIFY(field->isVisible());
    QCOMPARE(QApplication::focusWidget(), field);
    QCOMPARE(field->selectedText(), field->text()); // typing replaces the last query
    QCOMPARE(m_window->windowTitle(),
             language == Language::English ? u"Search — ScaleStudy"_s : u"খোঁজ — ScaleStudy"_s);
}

void TestSearchPage::forgivingQueryOpensTheQuestion_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("questionId");
    QTest::addColumn<int>("results");

    // অনিচ্ছাকৃত is only in jax-gpu-04's Bengali prompt; typed with a ZWNJ
    // after the hasanta, as some keyboards do.
    const QString zwnjQuery = u"অনিচ্\u200Cছাকৃত"_s;
    // মোড়ানো is only in jax-gpu-03's Bengali prompt, written there with ড় as
    // ড + nukta and ো as one code point; typed with ড় as one code point and
    // ো as its two halves.
    const QString spellingQuery = u"ম\u09C7\u09BE\u09DCানো"_s;
    for (Language language : allLanguages) {
        const char *name = language == Language::English ? "English" : "Bengali";
        QTest::addRow("ZWNJ, %s", name) << language << zwnjQuery << u"jax-gpu-04"_s << 1;
        QTest::addRow("NFC, %s", name) << language << spellingQuery << u"jax-gpu-03"_s << 1;
    }
}

void TestSearchPage::forgivingQueryOpensTheQuestion()
{
    QFETCH(Language, language);
    QFETCH(QString, query);
    QFETCH(QString, questionId);
    QFETCH(int, results);
    m_languages->setLanguage(language);

    openSearch();
    search(query);
    auto *list = child<QListView>(u"searchResults"_s);
    QCOMPARE(list->model()->rowCount(), results);
    QCOMPARE(child<QLabel>(u"searchStatus"_s)->text(),
             language == Language::English
                 ? u"1 result. Up and Down choose, Enter opens."_s
                 : u"১টি ফলাফল। ওপর ও নিচের তীর-চিহ্ন দিয়ে বেছে নিন, Enter দিয়ে খুলুন।"_s);
    // The match is highlighted in its context; the details say where it is.
    QVERIFY(snippetAt(list, 0).contains(u"<span"_s));
    // The quiz and the question's number: jax-gpu.json's questions are
    // jax-gpu-01, -02, ... in order, so jax-gpu-04 is question 4.
    const int number = questionId.right(2).toInt();
    const QString details
        = language == Language::English
              ? u"Scale and serve JAX models on NVIDIA GPUs, question %1 · in the question · Bengali"_s
                    .arg(number)
              : u"NVIDIA GPU-তে JAX মডেল স্কেল ও সার্ভ করুন, প্রশ্ন %1 · প্রশ্নে · বাংলা"_s.arg(
                  QLocale(QLocale::Bengali, QLocale::Bangladesh).toString(number));
    QCOMPARE(detailsAt(list, 0), details);
    // A screen reader hears both lines: the snippet's text, then where it is from.
    const QString spoken = list->model()->index(0, 0).data(Qt::AccessibleTextRole).toString();
    QVERIFY2(spoken.endsWith(u" — "_s + details), qPrintable(spoken));
    QVERIFY2(spoken.startsWith(
                 QTextDocumentFragment::fromHtml(snippetAt(list, 0)).toPlainText().remove(u"…"_s)),
             qPrintable(spoken));

    QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
    auto *view = child<QWidget>(u"questionReadView"_s);
    QVERIFY(view->isVisible());
    const Question &question = builtInQuestion(u"jax-gpu"_s, questionId);
    QCOMPARE(plain(child<QLabel>(u"readPrompt"_s)),
             RichText::toPlain(question.prompt.text(language)));
    QCOMPARE(plain(child<QLabel>(u"readExplanation"_s)),
             RichText::toPlain(question.explanation.text(language)));
    // The right answer is marked, and only it.
    for (int slot = 0; slot < optionsPerQuestion; ++slot) {
        auto *row = child<QWidget>(u"readOption%1"_s.arg(slot));
        const bool right = slot == question.answer;
        QCOMPARE(row->findChild<QLabel *>(u"optionMarkText"_s)->text(),
                 right ? (language == Language::English ? u"Right answer"_s : u"সঠিক উত্তর"_s)
                       : QString());
    }
    // Escape goes back to the results, on the result that was opened, and
    // the query has the focus: what is typed next goes on with the search.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(!view->isVisible());
    auto *field = child<QLineEdit>(u"searchQuery"_s);
    QCOMPARE(QApplication::focusWidget(), field);
    QCOMPARE(list->currentIndex().row(), 0);
    typeText(field, u"x"_s);
    QCOMPARE(field->text(), query + u"x"_s);
}

void TestSearchPage::downChoosesTheNextResult()
{
    openSearch();
    // "recompilation" is a glossary term (first), then in the English prompt
    // of jax-gpu-04 alone (second), then in the definition of the glossary's
    // static argument (third, with any other definitions).
    search(u"RECOMPILATION"_s);
    auto *list = child<QListView>(u"searchResults"_s);
    auto *field = child<QLineEdit>(u"searchQuery"_s);
    QVERIFY(list->model()->rowCount() >= 3);
    QCOMPARE(list->currentIndex().row(), 0);
    QTest::keyClick(field, Qt::Key_Down);
    QTest::keyClick(field, Qt::Key_Down);
    QCOMPARE(list->currentIndex().row(), 2);
    QTest::keyClick(field, Qt::Key_Up);
    QCOMPARE(list->currentIndex().row(), 1);
    QCOMPARE(QApplication::focusWidget(), field); // the keys moved the list, not the focus
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(plain(child<QLabel>(u"readPrompt"_s)),
             u"What commonly causes unintended recompilation in JAX?"_s);
}

void TestSearchPage::interfaceLanguageHitsComeFirst_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QStringList>("details");
    // "CpuDevice" is in jax-gpu-02's prompt in both languages and nowhere else
    // (the banks and the glossary read by hand): two results, the interface's
    // language first.
    QTest::newRow("English")
        << Language::English
        << QStringList{
               u"Scale and serve JAX models on NVIDIA GPUs, question 2 · in the question · English"_s,
               u"Scale and serve JAX models on NVIDIA GPUs, question 2 · in the question · Bengali"_s};
    QTest::newRow("Bengali")
        << Language::Bengali
        << QStringList{u"NVIDIA GPU-তে JAX মডেল স্কেল ও সার্ভ করুন, প্রশ্ন ২ · প্রশ্নে · বাংলা"_s,
                       u"NVIDIA GPU-তে JAX মডেল স্কেল ও সার্ভ করুন, প্রশ্ন ২ · প্রশ্নে · ইংরেজি"_s};
}

void TestSearchPage::interfaceLanguageHitsComeFirst()
{
    QFETCH(Language, language);
    QFETCH(QStringList, details);
    m_languages->setLanguage(language);
    openSearch();
    search(u"CpuDevice"_s);
    auto *list = child<QListView>(u"searchResults"_s);
    QStringList shown;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        shown << detailsAt(list, row);
    QCOMPARE(shown, details);
}

void TestSearchPage::glossaryResultOpensTheEntry_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("entryId");

    // অল-রিডিউস is the glossary's Bengali term for all-reduce; the term comes first.
    for (Language language : allLanguages) {
        const char *name = language == Language::English ? "English" : "Bengali";
        QTest::addRow("Bengali term, %s", name) << language << u"অল-রিডিউস"_s << u"all-reduce"_s;
        QTest::addRow("English term, %s", name) << language << u"ALL-REDUCE"_s << u"all-reduce"_s;
    }
}

void TestSearchPage::glossaryResultOpensTheEntry()
{
    QFETCH(Language, language);
    QFETCH(QString, query);
    QFETCH(QString, entryId);
    m_languages->setLanguage(language);

    openSearch();
    search(query);
    auto *list = child<QListView>(u"searchResults"_s);
    QVERIFY(list->model()->rowCount() >= 1);
    const QString details = detailsAt(list, 0);
    QVERIFY2(details.startsWith(language == Language::English ? u"Glossary: all-reduce · term"_s
                                                              : u"পরিভাষা: অল-রিডিউস · শব্দ"_s),
             qPrintable(details));
    QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
    QCOMPARE(currentPage()->objectName(), u"glossaryPage"_s);
    QCOMPARE(child<QListView>(u"glossaryList"_s)
                 ->currentIndex()
                 .data(GlossaryListModel::EntryIdRole)
                 .toString(),
             entryId);
}

void TestSearchPage::emptyAndNothingFound_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("empty");
    QTest::addColumn<QString>("nothing");

    QTest::newRow("English")
        << Language::English
        << u"Type a word or a phrase to find it in every quiz’s questions, options and "
           u"explanations and in the glossary."_s
        << u"Nothing matches “qzxj”. Check the spelling, or try another word."_s;
    QTest::newRow("Bengali")
        << Language::Bengali
        << u"সব কুইজের প্রশ্ন, বিকল্প ও ব্যাখ্যায় এবং পরিভাষায় খুঁজতে একটি শব্দ বা বাক্যাংশ লিখুন।"_s
        << u"“qzxj”-এর সঙ্গে কিছুই মেলেনি। বানান দেখুন, বা অন্য শব্দ দিয়ে চেষ্টা করুন।"_s;
}

void TestSearchPage::emptyAndNothingFound()
{
    QFETCH(Language, language);
    QFETCH(QString, empty);
    QFETCH(QString, nothing);
    m_languages->setLanguage(language);

    openSearch();
    auto *status = child<QLabel>(u"searchStatus"_s);
    QCOMPARE(status->text(), empty);
    search(u"qzxj"_s);
    QCOMPARE(status->text(), nothing);
    QCOMPARE(child<QListView>(u"searchResults"_s)->model()->rowCount(), 0);
    // Enter with nothing found stays on the page.
    QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
    QCOMPARE(currentPage()->objectName(), u"searchPage"_s);
    QVERIFY(!child<QWidget>(u"questionReadView"_s)->isVisible());
    // Clearing the query is the empty state again.
    child<QLineEdit>(u"searchQuery"_s)->clear();
    QVERIFY(QTest::qWaitFor([&] { return status->text() == empty; }));
}

void TestSearchPage::languageSwitchUpdatesThePage()
{
    openSearch();
    search(u"অনিচ্ছাকৃত"_s);
    auto *list = child<QListView>(u"searchResults"_s);
    QCOMPARE(detailsAt(list, 0),
             u"Scale and serve JAX models on NVIDIA GPUs, question 4 · in the question · Bengali"_s);
    QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
    const Question &question = builtInQuestion(u"jax-gpu"_s, u"jax-gpu-04"_s);
    QCOMPARE(plain(child<QLabel>(u"readPrompt"_s)), RichText::toPlain(question.prompt.en));

    m_languages->setLanguage(Language::Bengali);
    QCoreApplication::processEvents();
    QCOMPARE(plain(child<QLabel>(u"readPrompt"_s)), RichText::toPlain(question.prompt.bn));
    QCOMPARE(child<QPushButton>(u"readBackButton"_s)->text(), u"খোঁজের ফলাফলে ফিরুন"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(detailsAt(list, 0),
             u"NVIDIA GPU-তে JAX মডেল স্কেল ও সার্ভ করুন, প্রশ্ন ৪ · প্রশ্নে · বাংলা"_s);
    QCOMPARE(child<QLabel>(u"searchTitle"_s)->text(), u"খোঁজ"_s);
}

void TestSearchPage::searchIsInTheShortcutSheet()
{
    auto *action = child<QAction>(u"searchAction"_s);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::Find));
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_F));
    child<QAction>(u"shortcutsAction"_s)->trigger();
    auto *sheet = m_window->findChild<QWidget *>(u"shortcutTable"_s);
    QVERIFY(sheet);
    bool listed = false;
    const auto *table = qobject_cast<const QAbstractItemView *>(sheet);
    QVERIFY(table);
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        listed = listed
                 || (table->model()->index(row, 0).data().toString() == u"Ctrl+F"_s
                     && table->model()->index(row, 1).data().toString() == u"Search…"_s);
    }
    QVERIFY(listed);
}

// On a wide window a found question reads in a column of comfortable line
// length (in average characters of the prompt's font) at every text size.
void TestSearchPage::foundQuestionReadsInAColumn_data()
{
    QTest::addColumn<int>("textSize");
    QTest::addRow("default size") << 0;
    QTest::addRow("largest size") << int(Appearance::largestTextSize);
}

void TestSearchPage::foundQuestionReadsInAColumn()
{
    QFETCH(int, textSize);
    m_window->appearance()->setTextSize(textSize);
    m_window->resize(1920, 1080);
    openSearch();
    search(u"অনিচ্ছাকৃত"_s); // in one question's prompt, in no glossary term
    QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
    QVERIFY(child<QWidget>(u"questionReadView"_s)->isVisible());
    QCoreApplication::processEvents();
    auto *prompt = child<QLabel>(u"readPrompt"_s);
    auto *explanation = child<QLabel>(u"readExplanation"_s);
    const int column = prompt->fontMetrics().averageCharWidth()
                       * ReadingColumn::comfortableLineLength;
    QVERIFY2(explanation->width() <= column,
             qPrintable(u"%1 > %2"_s.arg(explanation->width()).arg(column)));
    // Not held at a smaller font's cap: the column reaches most of its length.
    QVERIFY2(prompt->width() >= column * 8 / 10,
             qPrintable(u"%1 for %2"_s.arg(prompt->width()).arg(column)));
}

void TestSearchPage::optionNamedByItsText_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("details");
    // "few labelled" (both words) is only in option D (the fourth in the bank)
    // of parallelism-01, question 1 of its quiz, "Too few labelled training
    // examples are available"; its first whole words within 32 characters.
    // ("labelled" alone is also in the glossary's "pretraining".)
    QTest::newRow("English")
        << Language::English
        << u"Model and pipeline parallelism, question 1 · in the option “Too few labelled "
           "training…” · English"_s;
    QTest::newRow("Bengali")
        << Language::Bengali
        << u"মডেল ও পাইপলাইন প্যারালালিজম, প্রশ্ন ১ · “Too few labelled training…” বিকল্পে · ইংরেজি"_s;
}

// The quiz shuffles its options: a letter from the bank would name another
// option than the one the learner saw, so an option is named by its text.
void TestSearchPage::optionNamedByItsText()
{
    QFETCH(Language, language);
    QFETCH(QString, details);
    m_languages->setLanguage(language);
    openSearch();
    search(u"few labelled"_s);
    auto *list = child<QListView>(u"searchResults"_s);
    QCOMPARE(list->model()->rowCount(), 1);
    QCOMPARE(detailsAt(list, 0), details);
    QVERIFY(!detailsAt(list, 0).contains(u"option D"_s));
    QVERIFY(!detailsAt(list, 0).contains(u"বিকল্প ঘ"_s));
}

void TestSearchPage::learnersQueriesFindWhatTheyMean_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("inResult"); // a text that one result's snippet shows, by hand
    // The texts write "pipeline bubble"; typed the other way round, found all the same.
    QTest::newRow("words in the other order") << u"bubble pipeline"_s << u"pipeline bubble"_s;
    // মেমোরি is in no text; GPU মেমরি is the glossary term it is a variant of.
    QTest::newRow("মেমোরি for মেমরি") << u"মেমোরি"_s << u"GPU মেমরি"_s;
    // KV: the glossary term and jax-gpu's texts about the KV cache.
    QTest::newRow("KV") << u"KV"_s << u"KV cache"_s;
    // TP stands for tensor parallelism in the glossary's variants.
    QTest::newRow("TP") << u"TP"_s << u"tensor parallelism"_s;
}

void TestSearchPage::learnersQueriesFindWhatTheyMean()
{
    QFETCH(QString, query);
    QFETCH(QString, inResult);
    openSearch();
    search(query);
    auto *list = child<QListView>(u"searchResults"_s);
    QVERIFY(list->model()->rowCount() > 0);
    bool shown = false;
    for (int row = 0; row < list->model()->rowCount() && !shown; ++row) {
        shown = QTextDocumentFragment::fromHtml(snippetAt(list, row))
                    .toPlainText()
                    .contains(inResult, Qt::CaseInsensitive);
    }
    QVERIFY2(shown, qPrintable(inResult));
}

// After reading a result and coming back, or with the list in focus, what the
// learner types goes to the query.
void TestSearchPage::typingInTheResultsGoesToTheQuery()
{
    openSearch();
    search(u"recompilation"_s);
    auto *list = child<QListView>(u"searchResults"_s);
    auto *field = child<QLineEdit>(u"searchQuery"_s);
    QVERIFY(list->model()->rowCount() >= 2);
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(list->currentIndex().row(), 1);
    typeText(list, u" jax"_s);
    QCOMPARE(QApplication::focusWidget(), field);
    QCOMPARE(field->text(), u"recompilation jax"_s);
    QTest::keyClick(field, Qt::Key_Backspace);
    QCOMPARE(field->text(), u"recompilation ja"_s);
}

QTEST_MAIN(TestSearchPage)
#include "tst_searchpage.moc"
