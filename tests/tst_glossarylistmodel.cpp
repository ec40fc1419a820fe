// The glossary's list model (core/models): the rows a search gives, each
// entry's term in the interface language with the other language's beside
// it (once when both are the same), the language switch announced over every
// row, and lookups by row and id. QAbstractItemModelTester watches the model
// in every test. The texts are the entries written here; no translation is
// loaded, so "%1 (%2)" is the source form.
#include "core/models/glossarylistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

Glossary threeTerms()
{
    return Glossary({
        GlossaryEntry{u"stage"_s, {u"stage"_s, u"স্টেজ"_s}, {u"A part."_s, u"একটি অংশ।"_s}, {}},
        GlossaryEntry{u"jax"_s, {u"JAX"_s, u"JAX"_s}, {u"A library."_s, u"একটি লাইব্রেরি।"_s}, {}},
        GlossaryEntry{u"bubble"_s, {u"bubble"_s, u"বাবল"_s}, {u"Idle time."_s, u"অলস সময়।"_s}, {}},
    });
}

QStringList displayed(const QAbstractItemModel &model)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts << model.index(row, 0).data().toString();
    return texts;
}

} // namespace

class TestGlossaryListModel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void rowsInTheSearchsOrder();
    void languageSwitch();
    void lookups();

private:
    Glossary m_glossary = threeTerms();
    std::unique_ptr<GlossaryListModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestGlossaryListModel::init()
{
    m_model = std::make_unique<GlossaryListModel>(&m_glossary);
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::Fatal);
}

void TestGlossaryListModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
}

void TestGlossaryListModel::rowsInTheSearchsOrder()
{
    QCOMPARE(m_model->rowCount(), 0);
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    m_model->setRows({2, 0});
    QCOMPARE(reset.size(), 1);
    QCOMPARE(displayed(*m_model), (QStringList{u"bubble (বাবল)"_s, u"stage (স্টেজ)"_s}));
    QCOMPARE(m_model->index(0, 0).data(GlossaryListModel::EntryIdRole).toString(), u"bubble"_s);
    m_model->setRows({1});
    // JAX is JAX in both languages: said once.
    QCOMPARE(displayed(*m_model), QStringList{u"JAX"_s});
    m_model->setRows({});
    QCOMPARE(m_model->rowCount(), 0);
    QCOMPARE(reset.size(), 3);
}

void TestGlossaryListModel::languageSwitch()
{
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_model->setLanguage(Language::Bengali);
    QCOMPARE(changed.size(), 0); // no rows: nothing to announce

    m_model->setRows({0, 1, 2});
    m_model->setLanguage(Language::English);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), m_model->index(0));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), m_model->index(2));
    QCOMPARE(displayed(*m_model), (QStringList{u"stage (স্টেজ)"_s, u"JAX"_s, u"bubble (বাবল)"_s}));
    m_model->setLanguage(Language::Bengali);
    QCOMPARE(displayed(*m_model), (QStringList{u"স্টেজ (stage)"_s, u"JAX"_s, u"বাবল (bubble)"_s}));
}

void TestGlossaryListModel::lookups()
{
    m_model->setRows({2, 1});
    QCOMPARE(m_model->entryAt(0)->id, u"bubble"_s);
    QCOMPARE(m_model->entryAt(1)->id, u"jax"_s);
    QVERIFY(!m_model->entryAt(2));
    QVERIFY(!m_model->entryAt(-1));
    QCOMPARE(m_model->rowOf(u"jax"_s), 1);
    QCOMPARE(m_model->rowOf(u"stage"_s), -1); // not among the rows shown
    QVERIFY(!m_model->index(5, 0).data().isValid());
}

QTEST_GUILESS_MAIN(TestGlossaryListModel)
#include "tst_glossarylistmodel.moc"
