// A bank whose title and topic are HTML, opened in the window: every page that
// shows them shows the markup as text, and none renders a heading, a link or
// an image from them.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "quiz/librarypage.h"
#include "quiz/quizcard.h"
#include "search/searchresultdelegate.h"
#include "shell/mainwindow.h"

#include "support/files.h"
#include "support/plaintext.h"
#include "support/settle.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

const QString hostile = uR"(<h1>T</h1><a href="x">L</a><img src="file:///etc/passwd">)"_s;

QString jsonString(const QString &text)
{
    return QString(text).replace(u'"', u"\\\""_s);
}

// Two questions, one per chart, both of the hostile topic, right answer 0.
QByteArray hostileBank()
{
    const QString title = jsonString(hostile);
    QString questions;
    const QStringList concepts{u"pipeline-bubbles"_s, u"attention-memory"_s};
    for (int i = 0; i < 2; ++i) {
        questions += uR"({"id": "h%1", "topic": "t", "concept": "%2",
            "prompt": {"en": "Zebrafinch question %1", "bn": "প্রশ্ন"},
            "options": [{"en": "a", "bn": "ক"}, {"en": "b", "bn": "খ"}, {"en": "c", "bn": "গ"},
                        {"en": "d", "bn": "ঘ"}],
            "answer": 0, "explanation": {"en": "So.", "bn": "তাই।"}})"_s.arg(i + 1)
                         .arg(concepts.at(i));
        if (i == 0)
            questions += u',';
    }
    return uR"({"format": 1, "id": "hostile", "title": {"en": "%1", "bn": "%1"},
        "topics": [{"id": "t", "name": {"en": "%1", "bn": "%1"}}], "questions": [%2]})"_s
        .arg(title, questions)
        .toUtf8();
}

// Whether a document shows the hostile text's heading, link or image.
bool rendersMarkup(const QTextDocument &document)
{
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0 && block.text() == u"T"_s)
            return true;
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QTextCharFormat format = fragment.fragment().charFormat();
            if (format.anchorHref() == u"x"_s
                || (format.isImageFormat() && format.toImageFormat().name().contains(u"passwd"_s)))
                return true;
        }
    }
    return false;
}

bool isRich(const QLabel *label)
{
    return label->textFormat() == Qt::RichText
           || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
}

// What the visible widgets under root show of the hostile text; the names of
// those that render its markup go to offenders.
QString visibleText(QWidget *root, QStringList &offenders)
{
    QString shown;
    for (auto *label : root->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(root) || label->text().isEmpty())
            continue;
        shown += plain(label) + u'\n';
        if (isRich(label) && label->text().contains(hostile)) {
            QTextDocument document;
            document.setHtml(label->text());
            if (rendersMarkup(document))
                offenders << u"QLabel "_s + label->objectName();
        }
    }
    for (auto *browser : root->findChildren<QTextBrowser *>()) {
        if (!browser->isVisibleTo(root))
            continue;
        shown += browser->document()->toPlainText() + u'\n';
        if (rendersMarkup(*browser->document()))
            offenders << u"QTextBrowser "_s + browser->objectName();
    }
    for (auto *combo : root->findChildren<QComboBox *>()) {
        if (combo->isVisibleTo(root))
            shown += combo->currentText() + u'\n';
    }
    for (auto *view : root->findChildren<QListView *>()) {
        auto *delegate = qobject_cast<SearchResultDelegate *>(view->itemDelegate());
        if (!delegate || !view->isVisibleTo(root))
            continue;
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QModelIndex index = view->model()->index(row, 0);
            // The second line is plain text by the delegate's contract; the first is HTML.
            shown += delegate->details(index) + u'\n';
            QTextDocument document;
            document.setHtml(delegate->textHtml(index));
            shown += document.toPlainText() + u'\n';
            if (rendersMarkup(document))
                offenders << u"list row of "_s + view->objectName();
        }
    }
    return shown;
}

} // namespace

class TestHostileTitle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyPageShowsTheTitleAsText();

private:
    QWidget *currentPage() const
    {
        return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
    }
    void trigger(const QString &action) const
    {
        m_window->findChild<QAction *>(action)->trigger();
        settle();
    }
    // The page in sight shows the title (or topic) as text and renders none of its markup.
    void expectShownAsText(const char *where) const;

    QTemporaryDir m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestHostileTitle::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_hostiletitle"_s);
    QSettings().clear();
}

void TestHostileTitle::expectShownAsText(const char *where) const
{
    QStringList offenders;
    const QString shown = visibleText(currentPage(), offenders);
    QVERIFY2(offenders.isEmpty(),
             qPrintable(QString::fromLatin1(where) + u": "_s + offenders.join(u", "_s)));
    QVERIFY2(shown.contains(hostile), qPrintable(QString::fromLatin1(where) + u":\n"_s + shown));
}

void TestHostileTitle::everyPageShowsTheTitleAsText()
{
    const QString path = m_dir.filePath(u"hostile.json"_s);
    QVERIFY(writeFile(path, hostileBank()));
    QVERIFY2(BankLoader::loadFile(path).bank, "the hostile bank must load");
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir.filePath(u"progress.json"_s));
    // With the built-in banks too, so that the history page offers a choice of quiz.
    m_window->loadBanks(BankLoader::builtInBankPaths() << path);
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    settle();
    expectShownAsText("library");

    m_window->showConcept(Concept::PipelineBubbles, u"h1"_s);
    settle();
    expectShownAsText("pipeline page");
    m_window->showConcept(Concept::AttentionMemory, u"h2"_s);
    settle();
    expectShownAsText("attention page");

    m_window->showLibrary();
    m_window->startQuiz(u"hostile"_s, FeedbackMode::Immediate);
    settle();
    expectShownAsText("question page");
    for (int i = 0; i < 2; ++i) {
        QTest::keyClick(currentPage()->focusWidget(), Qt::Key_1);
        QTest::keyClick(currentPage()->focusWidget(), Qt::Key_Return); // check
        QTest::keyClick(currentPage()->focusWidget(), Qt::Key_Return); // next, then the results
        settle();
    }
    QCOMPARE(currentPage()->objectName(), u"resultsPage"_s);
    expectShownAsText("results page (by topic)");

    m_window->showHistory(u"hostile"_s);
    settle();
    expectShownAsText("history page");

    m_window->showLibrary();
    settle();
    QuizCard *card = m_window->findChild<LibraryPage *>()->card(u"hostile"_s);
    QTest::mouseClick(card->readThroughButton(), Qt::LeftButton);
    settle();
    expectShownAsText("read-through");
    QTest::mouseClick(currentPage()->findChild<QPushButton *>(u"reviewFlagButton"_s),
                      Qt::LeftButton);

    trigger(u"flaggedQuestionsAction"_s);
    expectShownAsText("flagged questions");
    QTest::mouseClick(currentPage()->findChild<QPushButton *>(u"flaggedOpenButton"_s),
                      Qt::LeftButton);
    settle();
    expectShownAsText("flagged question read");
    trigger(u"flaggedQuestionsAction"_s);
    QTest::mouseClick(currentPage()->findChild<QPushButton *>(u"flaggedReviewButton"_s),
                      Qt::LeftButton);
    settle();
    expectShownAsText("review of the flagged");

    trigger(u"searchAction"_s);
    auto *query = currentPage()->findChild<QLineEdit *>(u"searchQuery"_s);
    QTest::keyClicks(query, u"Zebrafinch"_s);
    QVERIFY(QTest::qWaitFor([this] {
        return currentPage()->findChild<QListView *>(u"searchResults"_s)->model()->rowCount() > 0;
    }));
    settle();
    expectShownAsText("search results");
}

QTEST_MAIN(TestHostileTitle)
#include "tst_hostiletitle.moc"
