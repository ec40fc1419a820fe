// The user guide names the app's menus and keys as the app has them, in both
// languages: every bold menu path ("Quiz → History") is a path of the window's
// menu bar in that language, the keys in brackets after a path are shortcuts
// of that menu item (or of the items of that submenu), and every Ctrl or
// function key the guide names anywhere is a shortcut of the window or one of
// the few keys a page handles itself. Keys without Ctrl (Enter, Esc, 1–4, the
// letters of the review page) are the pages' own and are not checked here.
#include "core/language.h"
#include "question/otherlanguageview.h"
#include "question/termlinks.h"
#include "shell/mainwindow.h"
#include "support/windowfixture.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// A menu text as the learner reads it: without the mnemonic marks, and
// without the bracketed access key of a Bengali one ("কুইজ (&Q)").
QString shown(QString text)
{
    static const QRegularExpression bracketedKey(u"\\s*\\(&[^&]\\)"_s);
    text.remove(bracketedKey);
    text.replace(u"&&"_s, u"\x01"_s);
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    return text;
}

QString guideOf(Language language)
{
    QFile file(u":/help/guide-"_s + languageCode(language) + u".html"_s);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// "Ctrl+Plus" as the guide writes it, "Ctrl++" as QKeySequence does.
QString portableKey(QString key)
{
    key.replace(u"Plus"_s, u"+"_s);
    key.replace(u"Minus"_s, u"-"_s);
    return QKeySequence(key, QKeySequence::PortableText).toString(QKeySequence::PortableText);
}

QStringList shortcutsOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &sequence : action->shortcuts())
        keys << sequence.toString(QKeySequence::PortableText);
    if (const QMenu *menu = action->menu()) {
        for (const QAction *item : menu->actions())
            keys << shortcutsOf(item);
    }
    return keys;
}

// The action at a path of menu texts, or null.
const QAction *actionAt(const QMenuBar *bar, const QStringList &path)
{
    QList<QAction *> level = bar->actions();
    const QAction *found = nullptr;
    for (const QString &segment : path) {
        found = nullptr;
        for (const QAction *action : level) {
            if (!action->isSeparator() && shown(action->text()) == segment)
                found = action;
        }
        if (!found)
            return nullptr;
        level = found->menu() ? found->menu()->actions() : QList<QAction *>();
    }
    return found;
}

struct NamedPath
{
    QStringList path;
    QStringList keys; // from the brackets right after the path, as the guide writes them
};

// The ctrl and function keys a text names: "Ctrl+Shift+F", "Ctrl+0", "F4".
QStringList keysIn(const QString &text)
{
    static const QRegularExpression key(
        u"(?<![A-Za-z0-9+])(?:Ctrl\\+(?:Shift\\+)?(?:F[0-9]{1,2}|Plus|Minus|Home|Backspace|[A-Z0-9])|F[0-9]{1,2})(?![A-Za-z0-9])"_s);
    QStringList keys;
    for (const QRegularExpressionMatch &match : key.globalMatch(text))
        keys << match.captured();
    return keys;
}

QList<NamedPath> menuPathsIn(const QString &html)
{
    // The brackets after a path hold its keys, never more bold text: in
    // "<b>Ctrl+F</b> (<b>Quiz → Search…</b>)" the bracket is the path itself.
    static const QRegularExpression bold(u"<b>(.*?)</b>(\\s*\\(([^)<]*)\\))?"_s,
                                         QRegularExpression::DotMatchesEverythingOption);
    QList<NamedPath> paths;
    for (const QRegularExpressionMatch &match : bold.globalMatch(html)) {
        const QString text = match.captured(1).simplified();
        if (!text.contains(u" → "_s))
            continue;
        paths.append({text.split(u" → "_s), keysIn(match.captured(3))});
    }
    return paths;
}

} // namespace

Q_DECLARE_METATYPE(Language)

class TestGuideMenus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void guideNamesTheAppsMenusAndKeys_data();
    void guideNamesTheAppsMenusAndKeys();
    void readsPathsAndKeys();
};

void TestGuideMenus::readsPathsAndKeys()
{
    // Made up, read by hand: two paths, the second with its keys; bold text
    // without an arrow and a path broken over two lines.
    const QList<NamedPath> paths = menuPathsIn(
        u"<b>Ctrl+F</b> (<b>Quiz → Search…</b>) and <b>View →\nText size</b> "
        "(Ctrl+Plus, Ctrl+Minus, Ctrl+0) or <b>Start</b> (Ctrl+S)"_s);
    QCOMPARE(paths.size(), 2);
    QCOMPARE(paths.at(0).path, (QStringList{u"Quiz"_s, u"Search…"_s}));
    QVERIFY(paths.at(0).keys.isEmpty());
    QCOMPARE(paths.at(1).path, (QStringList{u"View"_s, u"Text size"_s}));
    QCOMPARE(paths.at(1).keys, (QStringList{u"Ctrl+Plus"_s, u"Ctrl+Minus"_s, u"Ctrl+0"_s}));
    QCOMPARE(portableKey(u"Ctrl+Plus"_s), u"Ctrl++"_s);
    QCOMPARE(keysIn(u"Ctrl+Shift+L, F4 and Ctrl+Backspace, not F10x or ACtrl+Q"_s),
             (QStringList{u"Ctrl+Shift+L"_s, u"F4"_s, u"Ctrl+Backspace"_s}));
}

void TestGuideMenus::guideNamesTheAppsMenusAndKeys_data()
{
    QTest::addColumn<Language>("language");
    for (Language language : allLanguages)
        QTest::newRow(qPrintable(languageCode(language))) << language;
}

void TestGuideMenus::guideNamesTheAppsMenusAndKeys()
{
    QFETCH(Language, language);
    WindowFixture fixture(language);
    QVERIFY(fixture.showWithBuiltInBanks());
    const QMenuBar *bar = fixture.window().menuBar();
    const QString guide = guideOf(language);
    QVERIFY(!guide.isEmpty());

    // Keys that pages handle themselves, each where it is defined: the review
    // page's flag key (ReviewPage; its Flag button says "Flag (Ctrl+D)"), the
    // question's list of glossary terms and the key held to peek at the other
    // language.
    QStringList known{u"Ctrl+D"_s,
                      QKeySequence(TermLinks::lookUpKey).toString(QKeySequence::PortableText),
                      QKeySequence(OtherLanguageView::peekKey).toString(QKeySequence::PortableText)};
    for (const QAction *action : fixture.window().findChildren<QAction *>())
        known << shortcutsOf(action);

    QStringList problems;
    const QList<NamedPath> paths = menuPathsIn(guide);
    QVERIFY2(paths.size() >= 10, qPrintable(QString::number(paths.size())));
    for (const NamedPath &named : paths) {
        const QString where = named.path.join(u" → "_s);
        const QAction *action = actionAt(bar, named.path);
        if (!action) {
            problems << u"no menu path «%1»"_s.arg(where);
            continue;
        }
        for (const QString &key : named.keys) {
            if (!shortcutsOf(action).contains(portableKey(key)))
                problems << u"«%1» has no shortcut %2"_s.arg(where, key);
        }
    }
    for (const QString &key : keysIn(guide)) {
        if (!known.contains(portableKey(key)))
            problems << u"the guide names %1, which no window action or page key has"_s.arg(key);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_MAIN(TestGuideMenus)
#include "tst_guidemenus.moc"
