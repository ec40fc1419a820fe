#pragma once

// A main window with the built-in banks, for the search suites: a test class
// derives from it and calls setUpCase() in initTestCase(), setUp() in init()
// and tearDown() in cleanup(). With the helpers that read the results as
// their delegate draws them.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "search/searchresultdelegate.h"
#include "shell/mainwindow.h"
#include "support/typing.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// What a result's two lines say, as its delegate draws them.
inline QString snippetAt(const QListView *list, int row)
{
    const auto *delegate = qobject_cast<const SearchResultDelegate *>(list->itemDelegate());
    return delegate ? delegate->textHtml(list->model()->index(row, 0)) : QString();
}

inline QString detailsAt(const QListView *list, int row)
{
    const auto *delegate = qobject_cast<const SearchResultDelegate *>(list->itemDelegate());
    return delegate ? delegate->details(list->model()->index(row, 0)) : QString();
}

inline const Question &builtInQuestion(const QString &bankId, const QString &questionId)
{
    static const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    for (const QuestionBank &bank : library.banks) {
        if (bank.id == bankId)
            return bank.questions.at(bank.rowOf(questionId));
    }
    qFatal("no question %s", qPrintable(questionId));
}

class SearchWindowFixture
{
protected:
    void setUpCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void setUp()
    {
        m_languages = std::make_unique<LanguageManager>();
        m_languages->setLanguage(Language::English);
        m_window = std::make_unique<MainWindow>(m_languages.get(),
                                                m_dir.filePath(QStringLiteral("progress.json")));
        m_window->loadBanks(BankLoader::builtInBankPaths());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void tearDown()
    {
        m_window.reset();
        m_languages->setLanguage(Language::English);
        m_languages.reset();
    }

    QWidget *currentPage() const
    {
        return child<QStackedWidget>(QStringLiteral("pages"))->currentWidget();
    }

    // Ctrl+F as the learner presses it, to whatever has the focus.
    void openSearch()
    {
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget()
                                                      : m_window.get();
        QTest::keyClick(target, Qt::Key_F, Qt::ControlModifier);
    }

    // Types the query into the focused search field and waits until the results show it.
    void search(const QString &query)
    {
        // The results' model, under Qt's model checks for as long as it lives.
        QAbstractItemModel *results = child<QListView>(QStringLiteral("searchResults"))->model();
        if (!results->findChild<QAbstractItemModelTester *>())
            new QAbstractItemModelTester(results,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest,
                                         results);
        auto *field = child<QLineEdit>(QStringLiteral("searchQuery"));
        QCOMPARE(QApplication::focusWidget(), field);
        typeText(field, query);
        QCOMPARE(field->text(), query);
        auto *status = child<QLabel>(QStringLiteral("searchStatus"));
        const QString before = status->text();
        QVERIFY(QTest::qWaitFor([&] { return status->text() != before; }));
    }

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
