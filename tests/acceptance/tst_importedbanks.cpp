// A teacher's quiz files in the real window (issue: bring your own
// questions): a GIFT file in English with two-, three- and five-option
// questions and a Moodle XML file in Bengali and English open from Quiz →
// Open question bank…, say in a dialog what was imported and skipped, can be
// taken, stay in the library after a restart, and export again. The counts
// are read off the fixtures in tests/data/import.

#include "core/bankexport.h"
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/quizfileconversion.h"
#include "question/optionrow.h"
#include "question/questionview.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "shell/mainwindow.h"
#include "widgets/wrappedlabel.h"

#include "support/files.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QUrl>

#include <memory>

using namespace Qt::StringLiterals;

class TestImportedBanks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void giftOpensWithItsReportAndCanBeTaken();
    void bilingualMoodleXmlShowsBothLanguages();
    void importedBankStaysAfterARestart();
    void fileDroppedOnTheWindowOpens();

private:
    void makeWindow();
    void acceptNextMessageBox();
    QString progressPath() const { return m_dir->filePath(u"progress.json"_s); }
    QuizCard *card(const QString &bankId) const
    {
        return m_window->findChild<LibraryPage *>()->card(bankId);
    }
    int visibleOptionRows() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    QString m_messageBoxText;
};

void TestImportedBanks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_importedbanks"_s);
}

void TestImportedBanks::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
}

void TestImportedBanks::cleanup()
{
    m_window.reset();
    m_languages.reset();
    m_dir.reset();
    QSettings().clear();
}

void TestImportedBanks::makeWindow()
{
    m_window.reset();
    m_window = std::make_unique<MainWindow>(m_languages.get(), progressPath());
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestImportedBanks::acceptNextMessageBox()
{
    m_messageBoxText.clear();
    QTimer::singleShot(0, this, [this] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        m_messageBoxText = box->windowTitle() + u'\n' + box->text() + u'\n'
                           + QTextDocumentFragment::fromHtml(box->informativeText()).toPlainText();
        QTest::mouseClick(box->findChild<QPushButton *>(u"okButton"_s), Qt::LeftButton);
    });
}

int TestImportedBanks::visibleOptionRows() const
{
    const auto *view = m_window->findChild<QuestionPage *>()->findChild<QuestionView *>();
    int visible = 0;
    for (int slot = 0; slot < maxOptionsPerQuestion; ++slot)
        visible += view->optionRow(slot)->isVisible() ? 1 : 0;
    return visible;
}

void TestImportedBanks::giftOpensWithItsReportAndCanBeTaken()
{
    makeWindow();
    acceptNextMessageBox();
    m_window->openQuestionBankFile(importFixture(u"one-language.gift"_s));
    QVERIFY2(m_messageBoxText.startsWith(u"Quiz file imported\n"_s), qPrintable(m_messageBoxText));
    QVERIFY2(m_messageBoxText.contains(u"“one-language” was added to the library."_s),
             qPrintable(m_messageBoxText));
    QVERIFY2(m_messageBoxText.contains(u"one-language.gift: 4 questions imported"_s),
             qPrintable(m_messageBoxText));
    QVERIFY2(m_messageBoxText.contains(u"question 5 'Bandwidth': "_s), qPrintable(m_messageBoxText));

    // The dialog gone, the window takes the keys again.
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QuizCard *imported = card(u"imported-one-language"_s);
    QVERIFY(imported);
    imported->findChild<QComboBox *>(u"feedbackModeCombo"_s)->setCurrentIndex(0); // immediate
    QTest::mouseClick(imported->startButton(), Qt::LeftButton);
    const QuizSession *session = m_window->session();
    QVERIFY(session);
    QCOMPARE(session->bankId(), u"imported-one-language"_s);
    QCOMPARE(session->mode(), FeedbackMode::Immediate);
    // The questions' option counts, in the file's order: 2, 2, 3, 5.
    const QList<int> expected{2, 2, 3, 5};
    auto *page = m_window->findChild<QuestionPage *>();
    for (int position = 0; position < 4; ++position) {
        QCOMPARE(session->currentPosition(), position);
        QCOMPARE(visibleOptionRows(), expected.at(position));
        // The right one, by its key: the last question's may be key 5.
        QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + session->correctSlot(position)));
        QTest::keyClick(page->focusWidget(), Qt::Key_Return); // check
        QVERIFY2(session->isRevealed(position), qPrintable(QString::number(position)));
        QVERIFY(session->isCorrect(position));
        QTest::keyClick(page->focusWidget(), Qt::Key_Return); // next, or the results
    }
    QCOMPARE(session->score().correct, 4);
}

void TestImportedBanks::bilingualMoodleXmlShowsBothLanguages()
{
    makeWindow();
    acceptNextMessageBox();
    m_window->openQuestionBankFile(importFixture(u"bilingual.xml"_s));
    QVERIFY2(m_messageBoxText.contains(u"question 3 'Greeting': "_s), qPrintable(m_messageBoxText));
    QVERIFY(card(u"imported-bilingual"_s));
    QTest::mouseClick(card(u"imported-bilingual"_s)->startButton(), Qt::LeftButton);
    auto *prompt = m_window->findChild<QuestionPage *>()->findChild<QuestionView *>()->promptLabel();
    const auto shown = [prompt] {
        return QTextDocumentFragment::fromHtml(prompt->text()).toPlainText();
    };
    QVERIFY2(shown().startsWith(u"With p stages and m micro-batches"_s), qPrintable(shown()));
    m_languages->setLanguage(Language::Bengali);
    QTRY_VERIFY2(shown().startsWith(u"pটি স্টেজ ও mটি মাইক্রো-ব্যাচে"_s), qPrintable(shown()));
    QVERIFY(!shown().contains(u"শুধু ইংরেজিতে"_s));
}

void TestImportedBanks::importedBankStaysAfterARestart()
{
    makeWindow();
    acceptNextMessageBox();
    m_window->openQuestionBankFile(importFixture(u"one-language.gift"_s));
    // Kept as a bank in the data folder, so that the next start finds it
    // even when the teacher's file has moved.
    const QString kept = m_dir->filePath(u"imported/imported-one-language.json"_s);
    QVERIFY(QFileInfo::exists(kept));
    makeWindow();
    QVERIFY(card(u"imported-one-language"_s));

    // Exported again as GIFT, it converts back to the same four questions.
    const BankLoadResult loaded = BankLoader::loadFile(kept);
    QVERIFY(loaded.bank);
    const QString gift = m_dir->filePath(u"again.gift"_s);
    QVERIFY(writeFile(gift, BankExport::write(*loaded.bank, BankExportFormat::Gift)));
    const QuizFileConversion::Result again = QuizFileConversion::convert(gift);
    QVERIFY(again.bank);
    QCOMPARE(again.bank->questions.size(), 4);
    for (int row = 0; row < 4; ++row) {
        QCOMPARE(again.bank->questions.at(row).id, loaded.bank->questions.at(row).id);
        QCOMPARE(again.bank->questions.at(row).options, loaded.bank->questions.at(row).options);
        QCOMPARE(again.bank->questions.at(row).answer, loaded.bank->questions.at(row).answer);
    }
}

void TestImportedBanks::fileDroppedOnTheWindowOpens()
{
    makeWindow();
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(importFixture(u"bilingual.xml"_s))});
    const QPoint centre = m_window->rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    acceptNextMessageBox();
    QDropEvent drop(QPointF(centre), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &drop);
    QVERIFY2(m_messageBoxText.startsWith(u"Quiz file imported\n"_s), qPrintable(m_messageBoxText));
    QVERIFY(card(u"imported-bilingual"_s));

    // Text, or a file from elsewhere than this machine, is not taken.
    QMimeData text;
    text.setText(u"bilingual.xml"_s);
    QDragEnterEvent notAFile(centre, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &notAFile);
    QVERIFY(!notAFile.isAccepted());
}

QTEST_MAIN(TestImportedBanks)
#include "tst_importedbanks.moc"
