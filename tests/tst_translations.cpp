// The Bengali translation is complete and the .ts files are up to date with
// the sources (lupdate run again on a copy changes nothing).

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or one per plural form
    QString type; // "unfinished", "vanished", "obsolete" or empty
};

QList<Message> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"name"_s) {
            context = xml.readElementText();
        } else if (name == u"message"_s) {
            current = Message{context, {}, {}, {}};
        } else if (name == u"source"_s) {
            current.source = xml.readElementText();
        } else if (name == u"translation"_s) {
            current.type = xml.attributes().value(u"type"_s).toString();
            // Either text, or <numerusform> children.
            QString text;
            while (!(xml.isEndElement() && xml.name() == u"translation"_s) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == u"numerusform"_s)
                    current.translations << xml.readElementText();
            }
            if (current.translations.isEmpty())
                current.translations << text;
            messages << current;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(u"%L?n|%\\d"_s);
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

QString sourceTs(const char *name)
{
    return QStringLiteral(SCALESTUDY_SOURCE_DIR "/translations/") + QLatin1StringView(name);
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void bengaliIsComplete();
    void placeholdersMatch_data();
    void placeholdersMatch();
    void tsFilesAreUpToDate_data();
    void tsFilesAreUpToDate();
};

void TestTranslations::bengaliIsComplete()
{
    const QList<Message> messages = readTs(sourceTs("scalestudy_bn.ts"));
    QVERIFY(messages.size() > 100);
    QStringList problems;
    for (const Message &message : messages) {
        const QString where = message.context + u": "_s + message.source.left(50);
        if (!message.type.isEmpty())
            problems << where + u" is "_s + message.type;
        for (const QString &translation : message.translations) {
            if (translation.trimmed().isEmpty())
                problems << where + u" has an empty translation"_s;
            // A mnemonic underline splits Bengali conjuncts: keys are given by shortcuts instead.
            if (translation.contains(QRegularExpression(u"&[\\x{0980}-\\x{09FF}]"_s)))
                problems << where + u" has a mnemonic on a Bengali letter"_s;
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestTranslations::placeholdersMatch_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("translation");
    for (const Message &message : readTs(sourceTs("scalestudy_bn.ts"))) {
        for (const QString &translation : message.translations) {
            if (translation.isEmpty())
                continue; // reported by bengaliIsComplete
            QString row = message.context + u": "_s + message.source.left(40);
            row.replace(u'\n', u' ');
            QTest::newRow(qPrintable(row)) << message.context << message.source << translation;
        }
    }
}

void TestTranslations::placeholdersMatch()
{
    QFETCH(QString, source);
    QFETCH(QString, translation);
    QCOMPARE(placeholders(translation), placeholders(source));
}

void TestTranslations::tsFilesAreUpToDate_data()
{
    QTest::addColumn<QString>("tsFile");
    QTest::newRow("bn") << sourceTs("scalestudy_bn.ts");
    QTest::newRow("en") << sourceTs("scalestudy_en.ts");
}

void TestTranslations::tsFilesAreUpToDate()
{
    QFETCH(QString, tsFile);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QFileInfo(tsFile).fileName());
    QVERIFY(QFile::copy(tsFile, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

    QFile list(QStringLiteral(SCALESTUDY_LUPDATE_SOURCE_LIST));
    QVERIFY(list.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList sources = QString::fromUtf8(list.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(sources.size() > 10);

    QProcess lupdate;
    QStringList arguments{u"-locations"_s, u"none"_s, u"-no-obsolete"_s, u"-silent"_s};
    for (const QString &includeDir : QStringLiteral(SCALESTUDY_LUPDATE_INCLUDE_DIRS).split(u'|'))
        arguments << u"-I"_s + includeDir;
    arguments += sources + QStringList{u"-ts"_s, copy};
    lupdate.start(QStringLiteral(SCALESTUDY_LUPDATE), arguments);
    QVERIFY(lupdate.waitForFinished(60000));
    QCOMPARE(lupdate.exitCode(), 0);

    const QList<Message> before = readTs(tsFile);
    const QList<Message> after = readTs(copy);
    QStringList differences;
    auto key = [](const Message &m) {
        return m.context + u'\x1f' + m.source;
    };
    QSet<QString> beforeKeys;
    for (const Message &m : before)
        beforeKeys.insert(key(m));
    QSet<QString> afterKeys;
    for (const Message &m : after) {
        afterKeys.insert(key(m));
        if (!beforeKeys.contains(key(m)))
            differences << u"missing from the .ts (run the update_translations target): "_s
                               + m.context + u": "_s + m.source;
    }
    for (const Message &m : before) {
        if (!afterKeys.contains(key(m)))
            differences << u"no longer in the sources: "_s + m.context + u": "_s + m.source;
    }
    QVERIFY2(differences.isEmpty(), qPrintable(differences.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
