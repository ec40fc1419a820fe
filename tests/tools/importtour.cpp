// Screenshots of a teacher's quiz files in ScaleStudy, in both languages: the
// import report, the library with the imported quizzes, a five-option
// question, an English-only prompt in the Bengali interface with its mark,
// a bilingual Moodle question with the other language shown, the export
// dialog. Usage: scalestudy_import_tour <output-dir> [width height].

#include "core/languagemanager.h"
#include "question/optionrow.h"
#include "question/questionview.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "screenshottourkit.h"
#include "shell/mainwindow.h"
#include "shell/windowactions.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(SCALESTUDY_TEST_DATA_DIR) + u"/import/"_s + name;
}

void start(MainWindow &window, const QString &bankId)
{
    QuizCard *card = window.findChild<LibraryPage *>()->card(bankId);
    if (!card)
        return;
    card->findChild<QComboBox *>(u"feedbackModeCombo"_s)->setCurrentIndex(0);
    QTest::mouseClick(card->startButton(), Qt::LeftButton);
    settle();
}

// On, answering each question right, to the first question of `options` options.
void showQuestionWith(MainWindow &window, int options)
{
    auto *page = window.findChild<QuestionPage *>();
    const QuizSession *session = window.session();
    while (session && int(session->optionOrder(session->currentPosition()).size()) != options
           && session->currentPosition() + 1 < session->questionCount()) {
        const int position = session->currentPosition();
        QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + session->correctSlot(position)));
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
        settle();
    }
}

void tourLanguage(Language language, const QString &out, QSize size, const QTemporaryDir &data)
{
    const QString suffix = u'-' + languageCode(language);
    LanguageManager languages;
    languages.setLanguage(language);
    MainWindow window(&languages,
                      data.filePath(u"progress-"_s + languageCode(language) + u".json"_s));
    window.setMinimumSize(window.minimumSize().boundedTo(size));
    window.resize(size);
    window.show();
    QApplication::setActiveWindow(&window);
    (void)QTest::qWaitForWindowActive(&window);
    settle();

    saveNextDialog(out, u"import-report-gift"_s + suffix);
    window.openQuestionBankFile(fixture(u"one-language.gift"_s));
    saveNextDialog(out, u"import-report-moodle"_s + suffix);
    window.openQuestionBankFile(fixture(u"bilingual.xml"_s));
    QApplication::setActiveWindow(&window);
    (void)QTest::qWaitForWindowActive(&window);
    save(window, out, u"import-library"_s + suffix);

    start(window, u"imported-one-language"_s);
    save(window, out, u"import-two-options"_s + suffix);
    showQuestionWith(window, 5);
    save(window, out, u"import-five-options"_s + suffix);
    auto *page = window.findChild<QuestionPage *>();
    const QuizSession *session = window.session();
    QTest::keyClick(page->focusWidget(),
                    Qt::Key(Qt::Key_1 + (session->correctSlot(session->currentPosition()) + 1) % 5));
    QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    settle();
    save(window, out, u"import-five-options-checked"_s + suffix);

    window.showLibrary();
    settle();
    start(window, u"imported-bilingual"_s);
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->objectName() == u"otherLanguageAction"_s && !action->isChecked())
            action->trigger();
    }
    settle();
    save(window, out, u"import-bilingual-both"_s + suffix);
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->objectName() == u"otherLanguageAction"_s && action->isChecked())
            action->trigger();
    }
    window.showLibrary();
    settle();

    saveNextDialog(out, u"import-export-choice"_s + suffix);
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->objectName() == u"exportBankAction"_s)
            action->trigger();
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"ScaleStudyTour"_s);
    QCoreApplication::setApplicationName(u"ScaleStudyImportTour"_s);
    const QStringList arguments = app.arguments();
    if (arguments.size() != 2 && arguments.size() != 4) {
        std::fprintf(stderr, "usage: %s <output-dir> [width height]\n", argv[0]);
        return 2;
    }
    const QString out = arguments.at(1);
    const QSize size = arguments.size() == 4
                           ? QSize(arguments.at(2).toInt(), arguments.at(3).toInt())
                           : QSize(1024, 600);
    QDir().mkpath(out);
    QSettings().clear();
    for (Language language : allLanguages) {
        QTemporaryDir data;
        tourLanguage(language, out, size, data);
        QSettings().clear();
    }
    return 0;
}
