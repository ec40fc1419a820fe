#pragma once

// A glossary page on its own, with the shipped banks, for the glossary page
// suites: a test class derives from it and calls setUp() in init() and
// tearDown() in cleanup().

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/models/glossarylistmodel.h"
#include "glossary/glossarypage.h"
#include "support/settle.h"

#include <QAbstractItemModelTester>
#include <QListView>
#include <QTest>

#include <memory>

class GlossaryPageFixture
{
protected:
    void setUp()
    {
        m_languages = std::make_unique<LanguageManager>();
        m_languages->setLanguage(Language::English);
        m_page = std::make_unique<GlossaryPage>(m_languages.get());
        m_page->setBanks(BankLoader::loadAll(BankLoader::builtInBankPaths()).banks);
        m_modelTester = std::make_unique<QAbstractItemModelTester>(
            child<QListView>(QStringLiteral("glossaryList"))->model(),
            QAbstractItemModelTester::FailureReportingMode::Fatal);
        m_questionsTester = std::make_unique<QAbstractItemModelTester>(
            child<QListView>(QStringLiteral("glossaryQuestions"))->model(),
            QAbstractItemModelTester::FailureReportingMode::Fatal);
        m_page->resize(900, 600);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }

    void tearDown()
    {
        m_questionsTester.reset();
        m_modelTester.reset();
        m_page.reset();
        if (m_languages)
            m_languages->setLanguage(Language::English);
        m_languages.reset();
    }

    void useEnglish()
    {
        m_languages->setLanguage(Language::English);
        settle();
    }

    void useBengali()
    {
        m_languages->setLanguage(Language::Bengali);
        settle();
    }

    template<typename T>
    T *child(const QString &name)
    {
        T *widget = m_page->findChild<T *>(name);
        if (!widget)
            qFatal("no child %s", qPrintable(name));
        return widget;
    }

    QStringList listedIds()
    {
        const QAbstractItemModel *model = child<QListView>(QStringLiteral("glossaryList"))->model();
        QStringList ids;
        for (int row = 0; row < model->rowCount(); ++row)
            ids << model->index(row, 0).data(GlossaryListModel::EntryIdRole).toString();
        return ids;
    }

    // The questions the chosen entry lists, as shown.
    QStringList shownQuestions()
    {
        const QAbstractItemModel *model = child<QListView>(QStringLiteral("glossaryQuestions"))
                                              ->model();
        QStringList shown;
        for (int row = 0; row < model->rowCount(); ++row)
            shown << model->index(row, 0).data().toString();
        return shown;
    }

    QString currentId()
    {
        return child<QListView>(QStringLiteral("glossaryList"))
            ->currentIndex()
            .data(GlossaryListModel::EntryIdRole)
            .toString();
    }

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<GlossaryPage> m_page;
    std::unique_ptr<QAbstractItemModelTester> m_modelTester; // on the list's model
    std::unique_ptr<QAbstractItemModelTester> m_questionsTester; // on the questions' model
};
