// Why a wrong option is wrong: shown under the chosen option once the answer
// is checked, read out to screen readers, and repeated on the results page,
// in the current language, and in the other one beneath while both are
// shown. Expected texts come straight from the bank file.

#include "core/languagemanager.h"
#include "quiz/librarypage.h"
#include "quiz/quizcard.h"
#include "quiz/resultsentries.h"
#include "quiz/resultspage.h"
#include "shell/mainwindow.h"
#include "support/plaintext.h"
#include "support/windowfixture.h"

#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

QJsonObject bankQuestion(const QString &bankFile, const QString &id)
{
    QFile file(QStringLiteral(SCALESTUDY_SOURCE_DIR) + u"/resources/questions/"_s + bankFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    for (const QJsonValue &question :
         QJsonDocument::fromJson(file.readAll())[u"questions"_s].toArray()) {
        if (question[u"id"_s].toString() == id)
            return question.toObject();
    }
    return {};
}

QString withoutBackticks(QString text)
{
    return text.remove(u'`');
}

} // namespace

class TestOptionFeedback : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void wrongChoiceSaysWhy_data();
    void wrongChoiceSaysWhy();
    void wrongChoiceSaysWhyInBothLanguages_data();
    void wrongChoiceSaysWhyInBothLanguages();
};

void TestOptionFeedback::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_optionfeedback"_s);
}

void TestOptionFeedback::wrongChoiceSaysWhy_data()
{
    QTest::addColumn<Language>("language");
    QTest::newRow("English") << Language::English;
    QTest::newRow("Bengali") << Language::Bengali;
}

void TestOptionFeedback::wrongChoiceSaysWhy()
{
    QFETCH(Language, language);
    const QString code = language == Language::Bengali ? u"bn"_s : u"en"_s;
    QSettings().clear();
    WindowFixture fixture(language);
    QVERIFY(fixture.showWithBuiltInBanks());
    MainWindow &window = fixture.window();
    QTest::mouseClick(window.findChild<LibraryPage *>()->card(u"parallelism"_s)->startButton(),
                      Qt::LeftButton);
    const QuizSession *session = window.session();
    QVERIFY(session);

    // The first question, answered with the option after the right one.
    const int wrong = (session->correctSlot(0) + 1) % 4;
    const QJsonObject question = bankQuestion(u"parallelism.json"_s, session->questionId(0));
    const int bankIndex = session->optionOrder(0)[std::size_t(wrong)];
    const QString expected = withoutBackticks(
        question[u"options"_s][bankIndex][u"feedback"_s][code].toString());
    QVERIFY(!expected.isEmpty());

    auto rowOf = [&window](int slot) {
        return window.findChild<QRadioButton *>(u"optionRadio%1"_s.arg(slot))->parentWidget();
    };
    QTest::keyClick(window.focusWidget(), Qt::Key(Qt::Key_1 + wrong));
    QVERIFY(
        !rowOf(wrong)->findChild<QLabel *>(u"optionFeedback"_s)->isVisible()); // not before checking
    QTest::keyClick(window.focusWidget(), Qt::Key_Return);

    for (int slot = 0; slot < 4; ++slot) {
        auto *feedback = rowOf(slot)->findChild<QLabel *>(u"optionFeedback"_s);
        QCOMPARE(feedback->isVisible(), slot == wrong);
    }
    QCOMPARE(plain(rowOf(wrong)->findChild<QLabel *>(u"optionFeedback"_s)->text()), expected);
    const QString description = rowOf(wrong)->findChild<QRadioButton *>()->accessibleDescription();
    QVERIFY2(description.endsWith(expected), qPrintable(description));

    // Finish the quiz; the results repeat why.
    for (int position = 1; position < session->questionCount(); ++position) {
        QTest::keyClick(window.focusWidget(), Qt::Key_Return); // next
        QTest::keyClick(window.focusWidget(), Qt::Key(Qt::Key_1 + session->correctSlot(position)));
        QTest::keyClick(window.focusWidget(), Qt::Key_Return); // check
    }
    QTest::keyClick(window.focusWidget(), Qt::Key_Return); // see results
    QTest::qWait(0);
    const auto *entries = window.findChild<ResultsPage *>()->findChild<ResultsEntries *>();
    QVERIFY(entries);
    QVERIFY(entries->positions().contains(0));
    const QString entryText = entries->entryText(0);
    QVERIFY2(entryText.contains(expected), qPrintable(entryText));
    // A right answer gets no such line.
    QVERIFY(!entries->entryText(1).contains(language == Language::Bengali ? u"কেন নয়"_s
                                                                          : u"Why not"_s));
}

void TestOptionFeedback::wrongChoiceSaysWhyInBothLanguages_data()
{
    wrongChoiceSaysWhy_data();
}

void TestOptionFeedback::wrongChoiceSaysWhyInBothLanguages()
{
    QFETCH(Language, language);
    const bool bengali = language == Language::Bengali;
    QSettings().clear();
    WindowFixture fixture(language);
    QVERIFY(fixture.showWithBuiltInBanks());
    MainWindow &window = fixture.window();
    window.findChild<QAction *>(u"otherLanguageAction"_s)->setChecked(true);
    QTest::mouseClick(window.findChild<LibraryPage *>()->card(u"parallelism"_s)->startButton(),
                      Qt::LeftButton);
    const QuizSession *session = window.session();
    QVERIFY(session);

    const int wrong = (session->correctSlot(0) + 1) % 4;
    const QJsonObject question = bankQuestion(u"parallelism.json"_s, session->questionId(0));
    const QJsonValue feedback
        = question[u"options"_s][session->optionOrder(0)[std::size_t(wrong)]][u"feedback"_s];
    const QString current = withoutBackticks(feedback[bengali ? u"bn"_s : u"en"_s].toString());
    const QString other = withoutBackticks(feedback[bengali ? u"en"_s : u"bn"_s].toString());
    QVERIFY(!current.isEmpty() && !other.isEmpty());
    // The other language is named in its own script before its text.
    const QString otherName = bengali ? u"English"_s : u"বাংলা"_s;

    QTest::keyClick(window.focusWidget(), Qt::Key(Qt::Key_1 + wrong));
    QTest::keyClick(window.focusWidget(), Qt::Key_Return);
    for (int slot = 0; slot < 4; ++slot) {
        QWidget *row = window.findChild<QRadioButton *>(u"optionRadio%1"_s.arg(slot))->parentWidget();
        auto *currentWhy = row->findChild<QLabel *>(u"optionFeedback"_s);
        auto *otherWhy = row->findChild<QLabel *>(u"optionOtherFeedback"_s);
        QCOMPARE(currentWhy->isVisible(), slot == wrong);
        QCOMPARE(otherWhy->isVisible(), slot == wrong);
        if (slot != wrong)
            continue;
        QCOMPARE(plain(currentWhy->text()), current);
        QCOMPARE(plain(otherWhy->text()).simplified(), (otherName + u' ' + other).simplified());
        // Below the current language's line.
        QVERIFY(otherWhy->y() >= currentWhy->y() + currentWhy->height());
        const QString description = row->findChild<QRadioButton *>()->accessibleDescription();
        QVERIFY2(description.contains(current), qPrintable(description));
        QVERIFY2(description.endsWith(otherName + u": "_s + other), qPrintable(description));
    }

    // Hidden with the other language, shown again with it.
    QAction *otherLanguage = window.findChild<QAction *>(u"otherLanguageAction"_s);
    otherLanguage->setChecked(false);
    QWidget *chosen = window.findChild<QRadioButton *>(u"optionRadio%1"_s.arg(wrong))->parentWidget();
    QVERIFY(!chosen->findChild<QLabel *>(u"optionOtherFeedback"_s)->isVisible());
    QVERIFY(chosen->findChild<QLabel *>(u"optionFeedback"_s)->isVisible());
    otherLanguage->setChecked(true);
    QVERIFY(chosen->findChild<QLabel *>(u"optionOtherFeedback"_s)->isVisible());
}

QTEST_MAIN(TestOptionFeedback)
#include "tst_optionfeedback.moc"
