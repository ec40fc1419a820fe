// QuestionView on its own, with one hand-written question: its texts in
// both languages, the options in the order asked, the marks and their words,
// why an option is wrong only where asked, the other language beneath only
// when shown, answerable against read-only, and the glossary links of the
// prompt, the option feedback and the explanation.

#include "core/languagemanager.h"
#include "question/optionrow.h"
#include "question/questionview.h"

#include <QApplication>
#include <QLabel>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextDocumentFragment>

using namespace Qt::StringLiterals;

// The banks these tests use (built in or written here) give every question four options.
static constexpr int fixtureOptions = 4;

namespace {

// The glossary lists "activation" (অ্যাক্টিভেশন) for question parallelism-01
// (resources/glossary/glossary.json), so its texts link that term.
Question handWrittenQuestion()
{
    Question question;
    question.id = u"parallelism-01"_s;
    question.prompt = LocalizedText{u"Where does an activation go?"_s,
                                    u"একটি অ্যাক্টিভেশন কোথায় যায়?"_s};
    const std::array<std::pair<QString, QString>, 4> options{
        {{u"To the next stage"_s, u"পরের স্টেজে"_s},
         {u"To the disk"_s, u"ডিস্কে"_s},
         {u"Nowhere"_s, u"কোথাও না"_s},
         {u"To the printer"_s, u"প্রিন্টারে"_s}}};
    for (std::size_t i = 0; i < options.size(); ++i) {
        question.options.append(LocalizedText{options[i].first, options[i].second});
        question.optionFeedback.append(
            LocalizedText{u"Not there: an activation stays in memory %1."_s.arg(i),
                          u"সেখানে নয়: অ্যাক্টিভেশন মেমরিতে থাকে %1।"_s.arg(i)});
    }
    question.answer = 0;
    question.explanation = LocalizedText{u"An activation passes from one stage to the next."_s,
                                         u"অ্যাক্টিভেশন এক স্টেজ থেকে পরের স্টেজে যায়।"_s};
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

QString plainOf(const QLabel *label)
{
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText().simplified();
}

} // namespace

class TestQuestionView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void textsFollowTheLanguage();
    void optionsInTheDisplayOrder();
    void marksAndTheirWords();
    void feedbackOnlyWhereAsked();
    void otherLanguageBeneathWhenShown();
    void answerableChoosesByClickAndKey();
    void readOnlyCannotBeChosen();
    void glossaryTermsAreLinkedAndFollowed();

private:
    LanguageManager *m_languages = nullptr;
};

void TestQuestionView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_languages = new LanguageManager(this);
    m_languages->setLanguage(Language::English);
}

void TestQuestionView::cleanup()
{
    m_languages->setLanguage(Language::English);
}

void TestQuestionView::textsFollowTheLanguage()
{
    QuestionView view(m_languages, configFor(true));
    QuestionView::Answer answer;
    answer.order = {0, 1, 2, 3};
    answer.explanationShown = true;
    view.showQuestion(handWrittenQuestion(), answer);
    auto *prompt = view.findChild<QLabel *>(u"prompt"_s);
    QCOMPARE(plainOf(prompt), u"Where does an activation go?"_s);
    QCOMPARE(plainOf(view.optionRow(1)->findChild<QLabel *>(u"optionText"_s)), u"To the disk"_s);
    QCOMPARE(view.optionRow(1)->radio()->text(), u"B"_s);
    QCOMPARE(plainOf(view.findChild<QLabel *>(u"heading"_s)), u"Explanation"_s);

    m_languages->setLanguage(Language::Bengali);
    view.refresh();
    QCOMPARE(plainOf(prompt), u"একটি অ্যাক্টিভেশন কোথায় যায়?"_s);
    QCOMPARE(plainOf(view.optionRow(1)->findChild<QLabel *>(u"optionText"_s)), u"ডিস্কে"_s);
    QCOMPARE(plainOf(view.findChild<QLabel *>(u"explanation"_s)),
             u"অ্যাক্টিভেশন এক স্টেজ থেকে পরের স্টেজে যায়।"_s);
}

void TestQuestionView::optionsInTheDisplayOrder()
{
    QuestionView view(m_languages, configFor(true));
    QuestionView::Answer answer;
    answer.order = {0, 1, 2, 3};
    // Slot 0 shows the bank's option 2, slot 1 option 0, slot 2 option 3, slot 3 option 1.
    answer.order = {2, 0, 3, 1};
    view.showQuestion(handWrittenQuestion(), answer);
    const QStringList expected{u"Nowhere"_s, u"To the next stage"_s, u"To the printer"_s,
                               u"To the disk"_s};
    for (int slot = 0; slot < fixtureOptions; ++slot) {
        OptionRow *row = view.findChild<OptionRow *>(u"option%1"_s.arg(slot));
        QVERIFY(row);
        QCOMPARE(plainOf(row->findChild<QLabel *>(u"optionText"_s)), expected.at(slot));
        // The labels go by slot, not by the bank's option.
        QCOMPARE(row->radio()->text(), QString(QChar(u'A' + slot)));
        QCOMPARE(row->radio()->objectName(), u"radio%1"_s.arg(slot));
    }
}

void TestQuestionView::marksAndTheirWords()
{
    QuestionView view(m_languages, configFor(true));
    const auto markOf = [&view](int slot) {
        const auto *words = view.optionRow(slot)->findChild<QLabel *>(u"optionMarkText"_s);
        return words->isVisibleTo(&view) ? words->text() : QString();
    };
    QuestionView::Answer answer;
    answer.order = {0, 1, 2, 3};
    // The right answer (the bank's option 0) is in slot 1.
    answer.order = {2, 0, 3, 1};
    answer.chosenSlot = 3;
    view.showQuestion(handWrittenQuestion(), answer);
    for (int slot = 0; slot < fixtureOptions; ++slot)
        QCOMPARE(markOf(slot), QString()); // not revealed yet

    answer.revealed = true;
    view.showQuestion(handWrittenQuestion(), answer);
    QCOMPARE(markOf(0), QString());
    QCOMPARE(markOf(1), u"Right answer"_s);
    QCOMPARE(markOf(2), QString());
    QCOMPARE(markOf(3), u"Your answer: incorrect"_s);
    QVERIFY(view.optionRow(3)->findChild<QLabel *>(u"optionMarkIcon"_s)->isVisibleTo(&view));
    QVERIFY(!view.optionRow(2)->findChild<QLabel *>(u"optionMarkIcon"_s)->isVisibleTo(&view));

    answer.chosenSlot = 1;
    view.showQuestion(handWrittenQuestion(), answer);
    QCOMPARE(markOf(1), u"Your answer: correct"_s);
    QCOMPARE(markOf(3), QString());
    QCOMPARE(view.optionRow(1)->radio()->accessibleDescription(), u"Your answer: correct"_s);
}

void TestQuestionView::feedbackOnlyWhereAsked()
{
    QuestionView view(m_languages, configFor(true));
    const auto feedbackOf = [&view](int slot) {
        const auto *label = view.optionRow(slot)->feedbackLabel();
        return label->isVisibleTo(&view) ? plainOf(label) : QString();
    };
    QuestionView::Answer answer;
    answer.order = {2, 0, 3, 1};
    answer.chosenSlot = 3; // the bank's option 1, wrong
    view.showQuestion(handWrittenQuestion(), answer);
    for (int slot = 0; slot < fixtureOptions; ++slot)
        QCOMPARE(feedbackOf(slot), QString());

    answer.revealed = true;
    view.showQuestion(handWrittenQuestion(), answer);
    QCOMPARE(feedbackOf(3), u"Not there: an activation stays in memory 1."_s);
    for (int slot : {0, 1, 2})
        QCOMPARE(feedbackOf(slot), QString());

    // A right choice has nothing to explain under it.
    answer.chosenSlot = 1;
    view.showQuestion(handWrittenQuestion(), answer);
    for (int slot = 0; slot < fixtureOptions; ++slot)
        QCOMPARE(feedbackOf(slot), QString());

    // A read explains every wrong option (bank's 2, 3 and 1 in slots 0, 2, 3).
    answer.chosenSlot.reset();
    answer.explainEveryWrongOption = true;
    view.showQuestion(handWrittenQuestion(), answer);
    QCOMPARE(feedbackOf(0), u"Not there: an activation stays in memory 2."_s);
    QCOMPARE(feedbackOf(1), QString());
    QCOMPARE(feedbackOf(2), u"Not there: an activation stays in memory 3."_s);
    QCOMPARE(feedbackOf(3), u"Not there: an activation stays in memory 1."_s);
}

void TestQuestionView::otherLanguageBeneathWhenShown()
{
    QuestionView view(m_languages, configFor(true));
    QuestionView::Answer answer;
    answer.order = {3, 2, 1, 0};
    answer.explanationShown = true;
    view.showQuestion(handWrittenQuestion(), answer);
    auto *otherPrompt = view.findChild<QLabel *>(u"otherPrompt"_s);
    auto *otherExplanation = view.findChild<QLabel *>(u"otherExplanation"_s);
    auto *otherOption = view.optionRow(0)->findChild<QLabel *>(u"optionOtherText"_s);
    QVERIFY(!otherPrompt->isVisibleTo(&view));
    QVERIFY(!otherExplanation->isVisibleTo(&view));
    QVERIFY(!otherOption->isVisibleTo(&view));

    view.setOtherLanguageShown(true);
    QVERIFY(view.isOtherLanguageShown());
    QVERIFY(otherPrompt->isVisibleTo(&view));
    // Led by the language's own name, then the Bengali text.
    QCOMPARE(plainOf(otherPrompt), u"বাংলা একটি অ্যাক্টিভেশন কোথায় যায়?"_s);
    QVERIFY(plainOf(otherExplanation).endsWith(u"অ্যাক্টিভেশন এক স্টেজ থেকে পরের স্টেজে যায়।"_s));
    // Slot 0 holds the bank's option 3.
    QVERIFY(plainOf(otherOption).endsWith(u"প্রিন্টারে"_s));
    QCOMPARE(view.optionRow(0)->radio()->accessibleName(), u"A: To the printer. বাংলা: প্রিন্টারে"_s);

    view.setOtherLanguageShown(false);
    QVERIFY(!otherPrompt->isVisibleTo(&view));
    QVERIFY(!otherExplanation->isVisibleTo(&view));
    QVERIFY(!otherOption->isVisibleTo(&view));
}

void TestQuestionView::answerableChoosesByClickAndKey()
{
    QWidget page;
    auto *view = new QuestionView(m_languages, configFor(true), &page);
    view->addOptionKeys(&page);
    QSignalSpy chosen(view, &QuestionView::optionChosen);
    QuestionView::Answer answer;
    answer.order = {0, 1, 2, 3};
    answer.enabled = {true, true, false, true};
    view->showQuestion(handWrittenQuestion(), answer);
    page.show();
    QApplication::setActiveWindow(&page);
    QVERIFY(QTest::qWaitForWindowActive(&page));
    QVERIFY(view->optionRow(0)->radio()->isEnabled());
    QVERIFY(!view->optionRow(2)->radio()->isEnabled());

    QTest::mouseClick(view->optionRow(1)->radio(), Qt::LeftButton);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 1);
    view->focusAnswers();
    QTest::keyClick(&page, Qt::Key_4);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 3);
    // The chosen answer shows checked once the page shows it.
    answer.chosenSlot = 3;
    view->showQuestion(handWrittenQuestion(), answer);
    QVERIFY(view->optionRow(3)->radio()->isChecked());
    QVERIFY(!view->optionRow(1)->radio()->isChecked());
}

void TestQuestionView::readOnlyCannotBeChosen()
{
    QuestionView view(m_languages, configFor(false));
    QSignalSpy chosen(&view, &QuestionView::optionChosen);
    QuestionView::Answer answer;
    answer.order = {0, 1, 2, 3};
    answer.checkedSlot = 0;
    answer.revealed = true;
    view.showQuestion(handWrittenQuestion(), answer);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (int slot = 0; slot < fixtureOptions; ++slot) {
        QVERIFY(!view.optionRow(slot)->radio()->isEnabled());
        QCOMPARE(view.optionRow(slot)->radio()->focusPolicy(), Qt::NoFocus);
    }
    QVERIFY(view.optionRow(0)->radio()->isChecked());
    QTest::mouseClick(view.optionRow(2), Qt::LeftButton);
    QTest::mouseClick(view.optionRow(2)->radio(), Qt::LeftButton);
    QCOMPARE(chosen.count(), 0);
    QVERIFY(!view.optionRow(2)->radio()->isChecked());
}

void TestQuestionView::glossaryTermsAreLinkedAndFollowed()
{
    QuestionView view(m_languages, configFor(true));
    QSignalSpy requested(&view, &QuestionView::glossaryEntryRequested);
    QuestionView::Answer answer;
    answer.order = {0, 1, 2, 3};
    answer.chosenSlot = 2;
    answer.revealed = true;
    answer.explanationShown = true;
    view.showQuestion(handWrittenQuestion(), answer);
    static const QRegularExpression link(u"href=\"(glossary:[^\"]+)\""_s);
    const QList<QLabel *> labels{view.findChild<QLabel *>(u"prompt"_s),
                                 view.optionRow(2)->feedbackLabel(),
                                 view.findChild<QLabel *>(u"explanation"_s)};
    for (QLabel *label : labels) {
        const QRegularExpressionMatch match = link.match(label->text());
        QVERIFY2(match.hasMatch(), qPrintable(label->text()));
        // What a click on the link does (QLabel::linkActivated).
        emit label->linkActivated(match.captured(1));
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.takeFirst().at(0).toString(), u"activation"_s);
    }
}

QTEST_MAIN(TestQuestionView)
#include "tst_questionview.moc"
