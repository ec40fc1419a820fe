// A question's own note for the training-memory, sharding and communication
// pages ("chart.note", README.md): read in both languages and checked like
// every text of a bank; shown on the page the question opens, in the
// learner's language, while the controls still show the question's set-up.
// Expected texts are the banks written below and the page strings of
// translations/scalestudy_bn.ts ("From question %1 of “%2”." is
// "“%2”-এর %1 নম্বর প্রশ্ন থেকে।").
#include "core/bankloader.h"
#include "shell/mainwindow.h"

#include "support/plaintext.h"
#include "support/settle.h"
#include "support/windowfixture.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// One question whose "chart" is the JSON text given; the bank is "Notes".
QByteArray bankWithCharts(const QList<QByteArray> &charts)
{
    QByteArray questions;
    for (qsizetype i = 0; i < charts.size(); ++i) {
        if (i > 0)
            questions += ',';
        questions += R"({"id": "n)" + QByteArray::number(i + 1) + R"(",
            "prompt": {"en": "Which?", "bn": "কোনটি?"},
            "options": [{"en": "a", "bn": "ক"}, {"en": "b", "bn": "খ"},
                        {"en": "c", "bn": "গ"}, {"en": "d", "bn": "ঘ"}],
            "answer": 0, "explanation": {"en": "So.", "bn": "তাই।"},
            "chart": )"
                     + charts.at(i) + "}";
    }
    return R"({"format": 1, "id": "notes", "title": {"en": "Notes", "bn": "নোট"},
               "questions": [)"
           + questions + "]}";
}

const QByteArray stageTwoNote = R"({"en": "Look at stage 2's bar, which `zero: 2` sets.",
                                    "bn": "স্টেজ ২-এর বারটি দেখুন, যা `zero: 2` ঠিক করে।"})";

} // namespace

class TestChartNote : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
        QCoreApplication::setApplicationName(u"tst_chartnote"_s);
    }
    void init() { QSettings().clear(); }

    void readInBothLanguages_data()
    {
        QTest::addColumn<QByteArray>("chart");
        QTest::addColumn<Concept>("chartConcept");
        QTest::newRow("training memory") << QByteArray(
            R"({"concept": "training-memory", "zero": 2, "note": )" + stageTwoNote + "}")
                                         << Concept::TrainingMemory;
        QTest::newRow("sharding") << QByteArray(R"({"concept": "sharding", "note": )" + stageTwoNote
                                                + "}")
                                  << Concept::Sharding;
        QTest::newRow("communication")
            << QByteArray(R"({"note": )" + stageTwoNote + R"(, "concept": "communication"})")
            << Concept::Communication;
        QTest::newRow("jit cache")
            << QByteArray(R"({"concept": "jit-cache", "note": )" + stageTwoNote + "}")
            << Concept::JitCache;
        QTest::newRow("async dispatch")
            << QByteArray(R"({"concept": "async-dispatch", "note": )" + stageTwoNote + "}")
            << Concept::AsyncDispatch;
    }
    void readInBothLanguages()
    {
        QFETCH(QByteArray, chart);
        QFETCH(Concept, chartConcept);
        const BankLoadResult result = BankLoader::parse(bankWithCharts({chart}), u"n.json"_s);
        QVERIFY(result.problems.isEmpty());
        const Question &question = result.bank->questions.first();
        QCOMPARE(question.chartConcept, chartConcept);
        QCOMPARE(question.chart.note.en, u"Look at stage 2's bar, which `zero: 2` sets."_s);
        QCOMPARE(question.chart.note.bn, u"স্টেজ ২-এর বারটি দেখুন, যা `zero: 2` ঠিক করে।"_s);
    }

    void checkedLikeEveryText_data()
    {
        QTest::addColumn<QByteArray>("chart");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::newRow("a plain string")
            << QByteArray(R"({"concept": "sharding", "note": "Look at the tiles."})")
            << u"chart.note"_s << uR"("en" and "bn")"_s;
        QTest::newRow("no Bengali")
            << QByteArray(R"({"concept": "communication", "note": {"en": "Look."}})")
            << u"chart.note.bn"_s << u"Bengali text is missing"_s;
        QTest::newRow("an open code span")
            << QByteArray(R"({"concept": "training-memory", "note": {"en": "`P", "bn": "দেখুন"}})")
            << u"chart.note.en"_s << u"never closed"_s;
        // The attention chart takes no note; the pipeline chart's names one of its own.
        QTest::newRow("attention")
            << QByteArray(R"({"concept": "attention-memory", "note": )" + stageTwoNote + "}")
            << u"chart.note"_s << u"not a setting of the attention-memory chart"_s;
        QTest::newRow("pipeline") << QByteArray(R"({"concept": "pipeline-bubbles", "note": )"
                                                + stageTwoNote + "}")
                                  << u"chart.note"_s
                                  << u"must be one of: what-is-a-bubble, micro-batching"_s;
    }
    void checkedLikeEveryText()
    {
        QFETCH(QByteArray, chart);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const BankLoadResult result = BankLoader::parse(bankWithCharts({chart}), u"n.json"_s);
        QVERIFY(!result.bank);
        QCOMPARE(result.problems.size(), 1);
        QCOMPARE(result.problems.first().item, u"n1"_s);
        QCOMPARE(result.problems.first().field, field);
        QVERIFY2(result.problems.first().message().contains(message),
                 qPrintable(result.problems.first().message()));
    }

    // The note shows while the controls show the set-up, in the language shown.
    void shownOnThePageTheQuestionOpens()
    {
        WindowFixture app(Language::English);
        QVERIFY(showNotesBank(app));
        app.window().showConcept(Concept::TrainingMemory, u"n1"_s);
        auto *note = app.window().findChild<QLabel *>(u"trainingSetupNote"_s);
        QVERIFY(note && note->isVisible());
        // The code span is shown as code, without its backticks.
        QCOMPARE(plain(note), u"From question 1 of “Notes”. Look at stage 2's bar, which zero: 2 "
                              u"sets."_s);
        QVERIFY(note->text().contains(u"monospace;\">zero: 2</code>"_s));
        app.languages().setLanguage(Language::Bengali);
        settle();
        QCOMPARE(plain(note), u"“নোট”-এর ১ নম্বর প্রশ্ন থেকে। স্টেজ ২-এর বারটি দেখুন, যা zero: 2 "
                              u"ঠিক করে।"_s);

        app.languages().setLanguage(Language::English);
        auto *dataParallel = app.window().findChild<QSpinBox *>(u"trainingDataParallelSpin"_s);
        dataParallel->setValue(dataParallel->value() + 1);
        QCOMPARE(plain(note), u"From question 1 of “Notes”. The set-up has changed: this "
                              u"question's note no longer describes what the page shows."_s);
        app.window().findChild<QPushButton *>(u"trainingBackToSetupButton"_s)->click();
        QVERIFY(plain(note).endsWith(u"Look at stage 2's bar, which zero: 2 sets."_s));
    }

    // Without a note of its own a question gets the page's: the sharding page
    // says that the controls are as the question has them; the
    // communication page's tensor-vs-data view says what to compare.
    void withoutANoteThePageSpeaks()
    {
        WindowFixture app(Language::English);
        QVERIFY(showNotesBank(app));
        app.window().showConcept(Concept::Sharding, u"n2"_s);
        auto *sharding = app.window().findChild<QLabel *>(u"shardingSetupNote"_s);
        QCOMPARE(plain(sharding), u"From question 2 of “Notes”. The controls are set as the "
                                  u"question has them."_s);
        app.window().showConcept(Concept::Communication, u"n3"_s);
        auto *communication = app.window().findChild<QLabel *>(u"communicationSetupNote"_s);
        QVERIFY(
            plain(communication)
                .startsWith(
                    u"From question 3 of “Notes”. Compare the solid line with the dashed one"_s));
        // From the Charts menu there is no question, so no note.
        app.window().showConcept(Concept::Communication, {});
        QVERIFY(communication->isHidden());
    }

private:
    // The window on a bank of three questions: training memory with a note,
    // sharding and communication (tensor-vs-data) without.
    bool showNotesBank(WindowFixture &app)
    {
        if (!m_dir.isValid())
            return false;
        const QString path = m_dir.filePath(u"notes.json"_s);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return false;
        file.write(bankWithCharts({
            R"({"concept": "training-memory", "model": "zero-7.5b", "dataParallel": 64,
                "zero": 2, "note": )"
                + stageTwoNote + "}",
            R"({"concept": "sharding", "spec": ["data", null]})",
            R"({"concept": "communication", "view": "tensor-vs-data"})",
        }));
        file.close();
        app.window().loadBanks({path});
        app.window().resize(1280, 800);
        app.window().show();
        return QTest::qWaitForWindowExposed(&app.window());
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestChartNote)
#include "tst_chartnote.moc"
