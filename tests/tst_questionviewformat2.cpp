// QuestionView with questions of bank format 2: two, five and six options
// (the rows past them hidden, labels to F or চ, keys to 6), and texts given in
// one language only, shown in that one, marked once in the interface's
// language, and not shown again beneath as "the other language".

#include "core/languagemanager.h"
#include "question/optionrow.h"
#include "question/questionview.h"

#include <QApplication>
#include <QLabel>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextDocumentFragment>

using namespace Qt::StringLiterals;

namespace {

Question questionWithOptions(int count)
{
    Question question;
    question.id = u"format2-%1"_s.arg(count);
    question.prompt = {u"Pick one of %1"_s.arg(count), u"%1টির একটি বাছুন"_s.arg(count)};
    for (int i = 0; i < count; ++i) {
        question.options.append(LocalizedText{u"Option %1"_s.arg(i + 1), u"বিকল্প %1"_s.arg(i + 1)});
        question.optionFeedback.append(LocalizedText());
    }
    question.explanation = {u"Because."_s, u"কারণ।"_s};
    return question;
}

QuestionView::Config configFor()
{
    QuestionView::Config config;
    config.names = {u"prompt"_s,  u"otherPrompt"_s, u"option%1"_s,        u"radio%1"_s,
                    u"heading"_s, u"explanation"_s, u"otherExplanation"_s};
    return config;
}

QuestionView::Answer inBankOrder(int count)
{
    QuestionView::Answer answer;
    answer.order = QuizSession::bankOrder(count);
    return answer;
}

QString plainOf(const QLabel *label)
{
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText().simplified();
}

} // namespace

class TestQuestionViewFormat2 : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void asManyRowsAsOptions_data();
    void asManyRowsAsOptions();
    void keySixChoosesTheSixth();
    void oneLanguageTextIsMarkedOnce();
    void oneLanguageTextIsNotShownTwice();

private:
    LanguageManager *m_languages = nullptr;
};

void TestQuestionViewFormat2::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_languages = new LanguageManager(this);
    m_languages->setLanguage(Language::English);
}

void TestQuestionViewFormat2::cleanup()
{
    m_languages->setLanguage(Language::English);
}

void TestQuestionViewFormat2::asManyRowsAsOptions_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("lastLabel");
    QTest::newRow("two") << 2 << u"B"_s;
    QTest::newRow("three") << 3 << u"C"_s;
    QTest::newRow("five") << 5 << u"E"_s;
    QTest::newRow("six") << 6 << u"F"_s;
}

void TestQuestionViewFormat2::asManyRowsAsOptions()
{
    QFETCH(int, count);
    QFETCH(QString, lastLabel);
    QWidget page;
    auto *view = new QuestionView(m_languages, configFor(), &page);
    // A four-option question first: the rows follow the question shown.
    view->showQuestion(questionWithOptions(4), inBankOrder(4));
    view->showQuestion(questionWithOptions(count), inBankOrder(count));
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    for (int slot = 0; slot < maxOptionsPerQuestion; ++slot)
        QCOMPARE(view->optionRow(slot)->isVisible(), slot < count);
    QCOMPARE(view->optionRow(count - 1)->radio()->text(), lastLabel);
    QCOMPARE(plainOf(view->optionRow(count - 1)->findChild<QLabel *>(u"optionText"_s)),
             u"Option %1"_s.arg(count));
}

void TestQuestionViewFormat2::keySixChoosesTheSixth()
{
    QWidget page;
    auto *view = new QuestionView(m_languages, configFor(), &page);
    view->addOptionKeys(&page);
    QSignalSpy chosen(view, &QuestionView::optionChosen);
    view->showQuestion(questionWithOptions(6), inBankOrder(6));
    page.show();
    QApplication::setActiveWindow(&page);
    QVERIFY(QTest::qWaitForWindowActive(&page));
    view->focusAnswers();
    QTest::keyClick(&page, Qt::Key_6);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 5);

    // On a question of two options, 3 to 6 choose nothing.
    view->showQuestion(questionWithOptions(2), inBankOrder(2));
    view->focusAnswers();
    QTest::keyClick(&page, Qt::Key_3);
    QTest::keyClick(&page, Qt::Key_6);
    QCOMPARE(chosen.count(), 0);
}

void TestQuestionViewFormat2::oneLanguageTextIsMarkedOnce()
{
    Question question = questionWithOptions(3);
    question.prompt = {u"Which mesh axis?"_s, {}};
    question.options[1] = {{}, u"শুধু বাংলার বিকল্প"_s};
    QuestionView view(m_languages, configFor());
    view.showQuestion(question, inBankOrder(3));

    auto *prompt = view.findChild<QLabel *>(u"prompt"_s);
    const auto optionText = [&view](int slot) {
        return plainOf(view.optionRow(slot)->findChild<QLabel *>(u"optionText"_s));
    };
    // English interface: the prompt is its own; the Bengali-only option is marked.
    QCOMPARE(plainOf(prompt), u"Which mesh axis?"_s);
    QCOMPARE(optionText(1), u"শুধু বাংলার বিকল্প (only in Bengali)"_s);
    QCOMPARE(optionText(0), u"Option 1"_s);

    // Bengali interface: the English-only prompt is shown, marked in Bengali
    // (translations/scalestudy_bn.ts), once; the Bengali-only option is its own.
    m_languages->setLanguage(Language::Bengali);
    view.refresh();
    QCOMPARE(plainOf(prompt), u"Which mesh axis? (শুধু ইংরেজিতে)"_s);
    QCOMPARE(optionText(1), u"শুধু বাংলার বিকল্প"_s);
    QCOMPARE(optionText(2), u"বিকল্প 3"_s);
}

void TestQuestionViewFormat2::oneLanguageTextIsNotShownTwice()
{
    Question question = questionWithOptions(2);
    question.prompt = {u"Which mesh axis?"_s, {}};
    QuestionView view(m_languages, configFor());
    m_languages->setLanguage(Language::Bengali);
    view.showQuestion(question, inBankOrder(2));
    view.setOtherLanguageShown(true);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // The prompt on screen is already the English one: nothing beneath it.
    QVERIFY(!view.findChild<QLabel *>(u"otherPrompt"_s)->isVisible());
    // A text in both languages still shows its English beneath.
    QVERIFY(view.findChild<QLabel *>(u"otherExplanation"_s) != nullptr);
    const auto *otherOption = view.optionRow(0)->findChild<QLabel *>(u"optionOtherText"_s);
    QVERIFY(otherOption->isVisible());
    QCOMPARE(plainOf(otherOption), u"English Option 1"_s);
}

QTEST_MAIN(TestQuestionViewFormat2)
#include "tst_questionviewformat2.moc"
