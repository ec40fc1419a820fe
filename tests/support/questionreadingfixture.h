#pragma once

// The real main window with the built-in banks on a screen of a given size,
// for the suites about reading a question: a test class derives from it and
// calls setUpCase() in initTestCase(), setUp() in init() and tearDown() in
// cleanup(). With the keys a learner presses and where widgets lie in the
// question's scroll area.

#include "core/languagemanager.h"
#include "core/quizsession.h"
#include "quiz/questionpage.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "support/settle.h"
#include "support/windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <memory>

Q_DECLARE_METATYPE(Appearance::Theme)

struct Screen
{
    QSize size;
    int textSize = 0;
};

inline const Screen smallLargestText{{1024, 600}, Appearance::largestTextSize};

// Where a widget of the scroll area's content lies in its viewport.
inline QRect inViewport(const QScrollArea *scroll, const QWidget *widget)
{
    return QRect(widget->mapTo(scroll->viewport(), QPoint()), widget->size());
}

// The part of a widget's rows from top to bottom (its coordinates) is in sight.
inline bool rowsInSight(const QScrollArea *scroll, const QWidget *widget, int top, int bottom)
{
    const int offset = widget->mapTo(scroll->viewport(), QPoint()).y();
    return offset + top >= 0 && offset + bottom <= scroll->viewport()->height();
}

inline bool inSight(const QScrollArea *scroll, const QWidget *widget)
{
    return rowsInSight(scroll, widget, 0, widget->height());
}

class QuestionReadingFixture
{
protected:
    // Each suite its own settings, named after it.
    void setUpCase(const QString &suiteName)
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleStudyTest"));
        QCoreApplication::setApplicationName(suiteName);
    }

    void setUp() { QSettings().clear(); }

    void tearDown() { m_fixture.reset(); }

    void open(Language language, const Screen &screen,
              Appearance::Theme theme = Appearance::Theme::Light)
    {
        m_fixture = std::make_unique<WindowFixture>(language);
        window().appearance()->setTheme(theme);
        window().appearance()->setTextSize(screen.textSize);
        window().resize(screen.size);
        QVERIFY(m_fixture->showWithBuiltInBanks());
        window().activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window()));
        QCOMPARE(window().size(), screen.size);
    }

    void startQuiz(FeedbackMode mode)
    {
        window().startQuiz(QStringLiteral("parallelism"), mode);
        QVERIFY(page()->isVisible());
        settle();
    }

    // Keys go where a learner's would: to the focused widget, else the page.
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *focus = QApplication::focusWidget();
        QTest::keyClick(focus ? focus : page(), key, modifiers);
        settle();
    }

    void answer(bool right)
    {
        const QuizSession *session = window().session();
        const int position = session->currentPosition();
        const int slot = right ? session->correctSlot(position)
                               : (session->correctSlot(position) + 1) % 4;
        press(Qt::Key(Qt::Key_1 + slot));
    }

    void showBothLanguages()
    {
        window().findChild<QAction *>(QStringLiteral("otherLanguageAction"))->setChecked(true);
        settle();
    }

    // Answers the questions before position right and checks each, then
    // answers the one at position wrongly and checks it.
    void checkWrongAnswerAt(int position)
    {
        for (int before = 0; before < position; ++before) {
            answer(true);
            press(Qt::Key_Return); // check
            press(Qt::Key_Return); // next
        }
        answer(false);
        press(Qt::Key_Return); // check
    }

    MainWindow &window() { return m_fixture->window(); }
    QuestionPage *page() { return window().findChild<QuestionPage *>(); }
    QScrollArea *scroll()
    {
        return page()->findChild<QScrollArea *>(QStringLiteral("questionScroll"));
    }
    template<typename T = QWidget>
    T *child(const QString &name)
    {
        return page()->findChild<T *>(name);
    }

    std::unique_ptr<WindowFixture> m_fixture;
};
