// Striking options out while answering: Shift+1–4, a right-click, the Menu
// key and Shift+F10 toggle a strike; a struck option reads struck through,
// dimmed and "struck out" to a screen reader, in both languages; 1–4 and the
// arrow keys pass over it; it changes no grade, goes with the question and
// stays through a language switch; read-only views and revealed answers
// offer no striking.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/quizsession.h"
#include "core/study.h"
#include "question/optionrow.h"
#include "question/questionview.h"
#include "quiz/questionpage.h"
#include "review/reviewpage.h"
#include "shell/mainwindow.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

// The banks these tests use (built in or written here) give every question four options.
static constexpr int fixtureOptions = 4;

namespace {

Question fourOptionQuestion(const QString &id)
{
    Question question;
    question.id = id;
    question.prompt = LocalizedText{u"Which one?"_s, u"কোনটি?"_s};
    const std::array<std::pair<QString, QString>, 4> options{{{u"The first"_s, u"প্রথমটি"_s},
                                                              {u"The second"_s, u"দ্বিতীয়টি"_s},
                                                              {u"The third"_s, u"তৃতীয়টি"_s},
                                                              {u"The fourth"_s, u"চতুর্থটি"_s}}};
    for (std::size_t i = 0; i < options.size(); ++i) {
        question.options.append(LocalizedText{options[i].first, options[i].second});
        question.optionFeedback.append(LocalizedText{u"Not this."_s, u"এটি নয়।"_s});
    }
    question.answer = 0;
    question.explanation = LocalizedText{u"The first."_s, u"প্রথমটি।"_s};
    return question;
}

QuestionView::Config configFor(bool answerable)
{
    QuestionView::Config config;
    config.names = {u"prompt"_s,  u"otherPrompt"_s, u"option%1"_s,        u"radio%1"_s,
                    u"heading"_s, u"explanation"_s, u"otherExplanation"_s};
    config.answerable = answerable;
    return config;
}

const QLabel *optionText(const OptionRow *row)
{
    return row->findChild<QLabel *>(u"optionText"_s);
}

// What a user sees and hears of a struck option: the text struck through
// and "Struck out" (the English words; Bengali is checked on its own).
bool looksStruck(const OptionRow *row)
{
    return optionText(row)->font().strikeOut()
           && row->radio()->accessibleName().contains(u"Struck out"_s);
}

bool looksUnstruck(const OptionRow *row)
{
    return !optionText(row)->font().strikeOut()
           && !row->radio()->accessibleName().contains(u"Struck out"_s);
}

// What the window system delivers for a right-click: press and release
// through the window, from which Qt makes the context-menu event.
void rightClick(const QWidget *widget)
{
    const QPoint centre = widget->mapTo(widget->window(), widget->rect().center());
    QTest::mouseClick(widget->window()->windowHandle(), Qt::RightButton, {}, centre);
    QApplication::processEvents();
}

// Nothing answered yet, the four options in the bank's order.
QuestionView::Answer inBankOrder()
{
    QuestionView::Answer answer;
    answer.order = {0, 1, 2, 3};
    return answer;
}

// A page holding the view, as the question and review pages do: keys 1–4
// and Shift+1–4 work anywhere in it.
struct ViewPage
{
    ViewPage(const LanguageManager *languages, bool answerable)
        : view(new QuestionView(languages, configFor(answerable), &page))
    {
        auto *layout = new QVBoxLayout(&page);
        layout->addWidget(view);
        if (answerable)
            view->addOptionKeys(&page);
        page.resize(640, 400);
    }
    [[nodiscard]] bool show()
    {
        page.show();
        QApplication::setActiveWindow(&page);
        return QTest::qWaitForWindowActive(&page);
    }
    QWidget *focus() const { return page.focusWidget() ? page.focusWidget() : view; }

    QWidget page;
    QuestionView *view;
};

} // namespace

class TestStrikeOut : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void shiftDigitTogglesAStrike();
    void shiftedSymbolTogglesAStrike();
    void rightClickAndMenuKeysToggle();
    void numberKeyPassesOverAStruckOption();
    void arrowsPassOverStruckOptions();
    void clickingAStruckOptionUnstrikesAndChooses();
    void everyOptionStruckIsHarmless();
    void revealedAnswerKeepsStrikesUnchangeable();
    void readOnlyViewOffersNoStriking();
    void bengaliSaysStruckOut();

    void quizPageKeepsGradeAndClearsOnNext();
    void quizPageKeepsStrikeThroughLanguageSwitch();
    void reviewPageKeepsGradeAndClearsOnNextItem();

private:
    LanguageManager *m_languages = nullptr;
};

void TestStrikeOut::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_strikeout"_s);
    m_languages = new LanguageManager(this);
    m_languages->setLanguage(Language::English);
}

void TestStrikeOut::cleanup()
{
    m_languages->setLanguage(Language::English);
    QSettings().clear();
}

void TestStrikeOut::shiftDigitTogglesAStrike()
{
    ViewPage page(m_languages, true);
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), inBankOrder());
    QVERIFY(page.show());
    page.view->focusAnswers();
    const OptionRow *second = page.view->optionRow(1);

    // Shift+2 is the second option, B (slot 1).
    QTest::keyClick(page.focus(), Qt::Key_2, Qt::ShiftModifier);
    QVERIFY(looksStruck(second));
    QCOMPARE(optionText(second)->foregroundRole(), QPalette::PlaceholderText);
    for (int slot : {0, 2, 3})
        QVERIFY(looksUnstruck(page.view->optionRow(slot)));
    // The accessible name keeps the option ("B: The second"), then the strike.
    QCOMPARE(second->radio()->accessibleName(), u"B: The second. Struck out"_s);

    QTest::keyClick(page.focus(), Qt::Key_2, Qt::ShiftModifier);
    QVERIFY(looksUnstruck(second));
    QCOMPARE(second->radio()->accessibleName(), u"B: The second"_s);
    QVERIFY(optionText(second)->foregroundRole() != QPalette::PlaceholderText);
}

// Where the platform hands Shift+2 over as the symbol it types (US layout: @)
// and no shortcut matches it.
void TestStrikeOut::shiftedSymbolTogglesAStrike()
{
    ViewPage page(m_languages, true);
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), inBankOrder());
    QVERIFY(page.show());
    page.view->focusAnswers();

    QTest::keyClick(page.focus(), Qt::Key_At, Qt::ShiftModifier);
    QVERIFY(looksStruck(page.view->optionRow(1)));
    QTest::keyClick(page.focus(), Qt::Key_Dollar, Qt::ShiftModifier);
    QVERIFY(looksStruck(page.view->optionRow(3)));
    QTest::keyClick(page.focus(), Qt::Key_At, Qt::ShiftModifier);
    QVERIFY(looksUnstruck(page.view->optionRow(1)));
    QVERIFY(looksStruck(page.view->optionRow(3)));
    // "#" unshifted is a key of its own (UK layout), not Shift+3.
    QTest::keyClick(page.focus(), Qt::Key_NumberSign);
    QVERIFY(looksUnstruck(page.view->optionRow(2)));
}

void TestStrikeOut::rightClickAndMenuKeysToggle()
{
    ViewPage page(m_languages, true);
    QSignalSpy chosen(page.view, &QuestionView::optionChosen);
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), inBankOrder());
    QVERIFY(page.show());

    rightClick(optionText(page.view->optionRow(2)));
    QVERIFY(looksStruck(page.view->optionRow(2)));
    rightClick(page.view->optionRow(2)->radio());
    QVERIFY(looksUnstruck(page.view->optionRow(2)));
    // A right-click chooses nothing.
    QCOMPARE(chosen.count(), 0);

    // The Menu key: the window system sends the focused radio a keyboard
    // context-menu event.
    QRadioButton *radio = page.view->optionRow(3)->radio();
    radio->setFocus();
    QContextMenuEvent menuKey(QContextMenuEvent::Keyboard, QPoint(2, 2),
                              radio->mapToGlobal(QPoint(2, 2)));
    QApplication::sendEvent(radio, &menuKey);
    QVERIFY(looksStruck(page.view->optionRow(3)));
    QTest::keyClick(radio, Qt::Key_F10, Qt::ShiftModifier);
    QVERIFY(looksUnstruck(page.view->optionRow(3)));
    QCOMPARE(chosen.count(), 0);
}

void TestStrikeOut::numberKeyPassesOverAStruckOption()
{
    ViewPage page(m_languages, true);
    QSignalSpy chosen(page.view, &QuestionView::optionChosen);
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), inBankOrder());
    QVERIFY(page.show());
    page.view->focusAnswers();

    QTest::keyClick(page.focus(), Qt::Key_2, Qt::ShiftModifier);
    QTest::keyClick(page.focus(), Qt::Key_2);
    QCOMPARE(chosen.count(), 0);
    QVERIFY(!page.view->optionRow(1)->radio()->isChecked());
    // The others still answer to their keys: 3 is slot 2.
    QTest::keyClick(page.focus(), Qt::Key_3);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 2);
}

void TestStrikeOut::arrowsPassOverStruckOptions()
{
    ViewPage page(m_languages, true);
    QSignalSpy chosen(page.view, &QuestionView::optionChosen);
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), inBankOrder());
    QVERIFY(page.show());
    QuestionView *view = page.view;

    // B and C struck: Down from A lands on D, Up from D on A.
    view->optionRow(0)->radio()->setFocus();
    QTest::keyClick(page.focus(), Qt::Key_2, Qt::ShiftModifier);
    QTest::keyClick(page.focus(), Qt::Key_3, Qt::ShiftModifier);
    QTest::keyClick(page.focus(), Qt::Key_Down);
    QCOMPARE(page.page.focusWidget(), view->optionRow(3)->radio());
    QTest::keyClick(page.focus(), Qt::Key_Up);
    QCOMPARE(page.page.focusWidget(), view->optionRow(0)->radio());
    // No option was checked, so only the focus moved.
    QCOMPARE(chosen.count(), 0);

    // With A chosen, Down chooses the next unstruck option, D, as Qt's
    // radios choose the option they move to.
    QuestionView::Answer answer;
    answer.order = {0, 1, 2, 3};
    answer.chosenSlot = 0;
    view->showQuestion(fourOptionQuestion(u"q1"_s), answer);
    view->optionRow(0)->radio()->setFocus();
    QTest::keyClick(page.focus(), Qt::Key_Down);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 3);
    QCOMPARE(page.page.focusWidget(), view->optionRow(3)->radio());
}

void TestStrikeOut::clickingAStruckOptionUnstrikesAndChooses()
{
    ViewPage page(m_languages, true);
    QSignalSpy chosen(page.view, &QuestionView::optionChosen);
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), inBankOrder());
    QVERIFY(page.show());

    rightClick(optionText(page.view->optionRow(2)));
    QVERIFY(looksStruck(page.view->optionRow(2)));
    QTest::mouseClick(page.view->optionRow(2), Qt::LeftButton);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 2);
    QVERIFY(looksUnstruck(page.view->optionRow(2)));
}

void TestStrikeOut::everyOptionStruckIsHarmless()
{
    ViewPage page(m_languages, true);
    QSignalSpy chosen(page.view, &QuestionView::optionChosen);
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), inBankOrder());
    QVERIFY(page.show());
    page.view->focusAnswers();
    for (Qt::Key key : {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4})
        QTest::keyClick(page.focus(), key, Qt::ShiftModifier);
    for (int slot = 0; slot < fixtureOptions; ++slot)
        QVERIFY(looksStruck(page.view->optionRow(slot)));
    const QWidget *focus = page.page.focusWidget();
    for (Qt::Key key : {Qt::Key_Down, Qt::Key_Up, Qt::Key_1, Qt::Key_4})
        QTest::keyClick(page.focus(), key);
    QCOMPARE(page.page.focusWidget(), focus);
    QCOMPARE(chosen.count(), 0);
    page.view->focusAnswers(); // no unstruck option to go to: the first takes the focus
    QCOMPARE(page.page.focusWidget(), page.view->optionRow(0)->radio());
}

void TestStrikeOut::revealedAnswerKeepsStrikesUnchangeable()
{
    ViewPage page(m_languages, true);
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), inBankOrder());
    QVERIFY(page.show());
    page.view->focusAnswers();
    QTest::keyClick(page.focus(), Qt::Key_4, Qt::ShiftModifier);

    QuestionView::Answer checked = inBankOrder();
    checked.chosenSlot = 0;
    checked.revealed = true;
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), checked);
    QVERIFY(looksStruck(page.view->optionRow(3)));
    page.view->focusAnswers();
    QTest::keyClick(page.focus(), Qt::Key_4, Qt::ShiftModifier);
    QTest::keyClick(page.focus(), Qt::Key_2, Qt::ShiftModifier);
    rightClick(optionText(page.view->optionRow(2)));
    QVERIFY(looksStruck(page.view->optionRow(3)));
    QVERIFY(looksUnstruck(page.view->optionRow(2)));
    QVERIFY(looksUnstruck(page.view->optionRow(1)));
}

void TestStrikeOut::readOnlyViewOffersNoStriking()
{
    ViewPage page(m_languages, false);
    QuestionView::Answer read;
    read.checkedSlot = 0;
    read.revealed = true;
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), read);
    QVERIFY(page.show());
    rightClick(optionText(page.view->optionRow(2)));
    rightClick(page.view->optionRow(1)->radio());
    QTest::keyClick(&page.page, Qt::Key_2, Qt::ShiftModifier);
    for (int slot = 0; slot < fixtureOptions; ++slot)
        QVERIFY(looksUnstruck(page.view->optionRow(slot)));
}

void TestStrikeOut::bengaliSaysStruckOut()
{
    m_languages->setLanguage(Language::Bengali);
    ViewPage page(m_languages, true);
    page.view->showQuestion(fourOptionQuestion(u"q1"_s), inBankOrder());
    QVERIFY(page.show());
    QTest::keyClick(page.focus(), Qt::Key_2, Qt::ShiftModifier);
    const QuestionView &view = *page.view;
    // খ is the second option's label; the words are the Bengali translation's.
    QCOMPARE(view.optionRow(1)->radio()->accessibleName(), u"খ: দ্বিতীয়টি। কেটে দেওয়া"_s);
    QVERIFY(optionText(view.optionRow(1))->font().strikeOut());
}

void TestStrikeOut::quizPageKeepsGradeAndClearsOnNext()
{
    QTemporaryDir dir;
    LanguageManager languages;
    languages.setLanguage(Language::English);
    MainWindow window(&languages, dir.filePath(u"progress.json"_s));
    window.loadBanks(BankLoader::builtInBankPaths());
    window.resize(1100, 760);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
    auto *page = window.findChild<QuestionPage *>();
    const QuizSession *session = window.session();
    auto *view = page->findChild<QuestionView *>();
    page->focusAnswers();

    // Strike the right answer and one wrong option, then choose the right
    // one with the mouse: it is unstruck and chosen, and graded right.
    const int right = session->correctSlot(0);
    const int wrong = (right + 1) % fixtureOptions;
    QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + wrong), Qt::ShiftModifier);
    QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + right), Qt::ShiftModifier);
    QVERIFY(looksStruck(view->optionRow(wrong)));
    QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + right));
    QVERIFY(!session->isAnswered(0)); // a struck option's key chooses nothing
    QTest::mouseClick(view->optionRow(right), Qt::LeftButton);
    QCOMPARE(session->chosenSlot(0), std::optional<int>(right));
    QTest::keyClick(page->focusWidget(), Qt::Key_Return); // Check
    QVERIFY(session->isRevealed(0));
    QVERIFY(session->isCorrect(0));
    QCOMPARE(session->score().correct, 1);
    // Checked, the strike stays drawn.
    QVERIFY(looksStruck(view->optionRow(wrong)));

    QTest::keyClick(page->focusWidget(), Qt::Key_Return); // Next
    QCOMPARE(session->currentPosition(), 1);
    for (int slot = 0; slot < fixtureOptions; ++slot)
        QVERIFY(looksUnstruck(view->optionRow(slot)));
}

void TestStrikeOut::quizPageKeepsStrikeThroughLanguageSwitch()
{
    QTemporaryDir dir;
    LanguageManager languages;
    languages.setLanguage(Language::English);
    MainWindow window(&languages, dir.filePath(u"progress.json"_s));
    window.loadBanks(BankLoader::builtInBankPaths());
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
    auto *page = window.findChild<QuestionPage *>();
    auto *view = page->findChild<QuestionView *>();
    page->focusAnswers();
    QTest::keyClick(page->focusWidget(), Qt::Key_3, Qt::ShiftModifier);
    QVERIFY(looksStruck(view->optionRow(2)));

    languages.setLanguage(Language::Bengali);
    QApplication::processEvents();
    const OptionRow *row = view->optionRow(2);
    QVERIFY(optionText(row)->font().strikeOut());
    QVERIFY2(row->radio()->accessibleName().endsWith(u"। কেটে দেওয়া"_s),
             qPrintable(row->radio()->accessibleName()));
    QVERIFY(row->radio()->accessibleName().startsWith(u"গ: "_s)); // the third label
    for (int slot : {0, 1, 3})
        QVERIFY(!optionText(view->optionRow(slot))->font().strikeOut());
}

// A flagged review of two questions whose right answer is the file's option
// 0: striking changes nothing in the grade written to the log.
void TestStrikeOut::reviewPageKeepsGradeAndClearsOnNextItem()
{
    QTemporaryDir dir;
    QJsonArray questions;
    for (const QString &id : {u"s1"_s, u"s2"_s}) {
        QJsonArray options;
        for (int i = 0; i < fixtureOptions; ++i) {
            options.append(QJsonObject{{u"en"_s, u"%1 option %2"_s.arg(id).arg(i)},
                                       {u"bn"_s, u"%1 বিকল্প %2"_s.arg(id).arg(i)}});
        }
        questions.append(
            QJsonObject{{u"id"_s, id},
                        {u"prompt"_s, QJsonObject{{u"en"_s, u"Which?"_s}, {u"bn"_s, u"কোনটি?"_s}}},
                        {u"options"_s, options},
                        {u"answer"_s, 0},
                        {u"explanation"_s,
                         QJsonObject{{u"en"_s, u"Because."_s}, {u"bn"_s, u"কারণ।"_s}}}});
    }
    QFile file(dir.filePath(u"strike.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(QJsonObject{{u"format"_s, 1},
                                         {u"id"_s, u"strike"_s},
                                         {u"title"_s, QJsonObject{{u"en"_s, u"Strike"_s},
                                                                  {u"bn"_s, u"স্ট্রাইক"_s}}},
                                         {u"questions"_s, questions}})
                   .toJson());
    file.close();
    Study study(dir.filePath(u"progress.json"_s));
    study.loadBanks({file.fileName()});
    study.setFlagged({u"strike"_s, u"s1"_s}, true);
    study.setFlagged({u"strike"_s, u"s2"_s}, true);
    ReviewPage page(&study, m_languages);
    page.show();
    QApplication::setActiveWindow(&page);
    QVERIFY(QTest::qWaitForWindowActive(&page));
    page.startFlagged();
    QCOMPARE(page.itemCount(), 2);
    auto *view = page.findChild<QuestionView *>();

    const int right = page.correctSlot();
    const int wrong = (right + 1) % fixtureOptions;
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + wrong), Qt::ShiftModifier);
    QVERIFY(looksStruck(view->optionRow(wrong)));
    QTest::keyClick(&page, Qt::Key_C);
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + right));
    QTest::keyClick(&page, Qt::Key_Return); // Check
    // Right and certain is Easy (README's mapping), strike or none.
    const ReviewLogEntry last = study.reviews().deck().log().constLast();
    QCOMPARE(last.questionId, page.currentItem().questionId);
    QCOMPARE(last.grade, Grade::Easy);
    QVERIFY(looksStruck(view->optionRow(wrong)));

    QTest::keyClick(&page, Qt::Key_Return); // on to the next item
    QCOMPARE(page.position(), 1);
    for (int slot = 0; slot < fixtureOptions; ++slot)
        QVERIFY(looksUnstruck(view->optionRow(slot)));
}

QTEST_MAIN(TestStrikeOut)
#include "tst_strikeout.moc"
