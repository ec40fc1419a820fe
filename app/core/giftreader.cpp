#include "core/giftreader.h"

#include "core/importreason.h"
#include "core/importtext.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

// Where `what` starts at or after `from` with no "\" before it, or -1.
qsizetype findUnescaped(const QString &text, QStringView what, qsizetype from = 0)
{
    for (qsizetype i = text.indexOf(what, from); i >= 0; i = text.indexOf(what, i + 1)) {
        qsizetype backslashes = 0;
        for (qsizetype j = i - 1; j >= 0 && text.at(j) == u'\\'; --j)
            ++backslashes;
        if (backslashes % 2 == 0)
            return i;
    }
    return -1;
}

// "\~" to "~" and the like, "\n" to a line break.
QString unescaped(const QString &text)
{
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'\\' && i + 1 < text.size()) {
            const QChar next = text.at(++i);
            plain += next == u'n' ? QChar(u'\n') : next;
            continue;
        }
        plain += text.at(i);
    }
    return plain.trimmed();
}

// A text of a question marked [html] or [moodle] is HTML, perhaps in
// multilang spans; any other is plain.
LocalizedText giftText(const QString &gift, bool html)
{
    const QString text = unescaped(gift);
    return html ? ImportText::fromMoodleHtml(text) : ImportText::inItsLanguage(text);
}

struct Answer
{
    QChar mark; // '=' or '~'
    QString weight; // between % signs, without them; empty when none
    QString text;
    QString feedback;
};

// The answers of a braces block, split at each unescaped = or ~.
QList<Answer> answersOf(const QString &block)
{
    QList<Answer> answers;
    qsizetype start = -1;
    const auto close = [&](qsizetype end) {
        if (start < 0)
            return;
        QString body = block.mid(start + 1, end - start - 1);
        Answer answer{block.at(start), {}, {}, {}};
        QString trimmed = body.trimmed();
        if (trimmed.startsWith(u'%')) {
            const qsizetype percent = trimmed.indexOf(u'%', 1);
            if (percent > 0) {
                answer.weight = trimmed.mid(1, percent - 1);
                trimmed = trimmed.mid(percent + 1);
            }
        }
        const qsizetype hash = findUnescaped(trimmed, u"#");
        answer.text = hash < 0 ? trimmed : trimmed.left(hash);
        answer.feedback = hash < 0 ? QString() : trimmed.mid(hash + 1);
        answers.append(answer);
    };
    for (qsizetype i = 0; i < block.size(); ++i) {
        const QChar c = block.at(i);
        if (c == u'\\') {
            ++i;
            continue;
        }
        if (c == u'=' || c == u'~') {
            close(i);
            start = i;
        }
    }
    close(block.size());
    return answers;
}

class Reader
{
public:
    explicit Reader(ImportResult &result)
        : m_result(result)
    { }

    void readRecord(const QString &record);

private:
    void skip(const QString &name, std::function<QString()> reason);
    bool readTrueFalse(const QString &block, ImportedQuestion &question);
    bool readChoices(const QString &block, ImportedQuestion &question);

    LocalizedText textOf(const QString &gift) const { return giftText(gift, m_html); }

    ImportResult &m_result;
    int m_number = 0;
    LocalizedText m_topic;
    bool m_html = false; // the question in reading is marked [html] or [moodle]
};

void Reader::readRecord(const QString &record)
{
    QString text = record.trimmed();
    if (text.startsWith(u"$CATEGORY:")) {
        m_topic = ImportText::categoryName(text.mid(10).trimmed());
        return;
    }
    ++m_number;
    ImportedQuestion question;
    question.number = m_number;
    question.topic = m_topic;
    if (text.startsWith(u"::")) {
        const qsizetype end = findUnescaped(text, u"::", 2);
        if (end > 0) {
            question.name = unescaped(text.mid(2, end - 2));
            text = text.mid(end + 2).trimmed();
        }
    }
    m_html = text.startsWith(u"[html]") || text.startsWith(u"[moodle]");
    for (QStringView marker : {u"[html]", u"[moodle]", u"[markdown]", u"[plain]"}) {
        if (text.startsWith(marker)) {
            text = text.mid(marker.size()).trimmed();
            break;
        }
    }
    const qsizetype open = findUnescaped(text, u"{");
    if (open < 0) {
        skip(question.name,
             [] { return GiftReader::tr("no answers: a description, not a question"); });
        return;
    }
    const qsizetype closing = findUnescaped(text, u"}", open + 1);
    if (closing < 0) {
        skip(question.name, [] { return GiftReader::tr("a \"{\" with no \"}\" to close it"); });
        return;
    }
    const QString before = text.left(open).trimmed();
    const QString after = text.mid(closing + 1).trimmed();
    // A missing-word question keeps its blank where the answers were.
    question.prompt = textOf(after.isEmpty() ? before : before + u" _____ "_s + after);
    if (question.name.isEmpty())
        question.name = unescaped(before).simplified().left(50);
    QString block = text.mid(open + 1, closing - open - 1);
    if (const qsizetype general = findUnescaped(block, u"####"); general >= 0) {
        question.explanation = textOf(block.mid(general + 4));
        block = block.left(general);
    }
    const QString trimmedBlock = block.trimmed();
    if (trimmedBlock.isEmpty()) {
        skip(question.name, [] { return GiftReader::tr("an essay question"); });
        return;
    }
    if (trimmedBlock.startsWith(u'#')) {
        skip(question.name, [] { return GiftReader::tr("a numerical question"); });
        return;
    }
    if (question.prompt.isEmpty()) {
        skip(question.name, &ImportReason::noQuestionText);
        return;
    }
    if (readTrueFalse(trimmedBlock, question) || readChoices(trimmedBlock, question))
        m_result.questions.append(question);
}

bool Reader::readTrueFalse(const QString &block, ImportedQuestion &question)
{
    const qsizetype hash = findUnescaped(block, u"#");
    const QString value = (hash < 0 ? block : block.left(hash)).trimmed().toUpper();
    if (value != u"T" && value != u"F" && value != u"TRUE" && value != u"FALSE")
        return false;
    const bool isTrue = value.startsWith(u'T');
    question.options = {LocalizedText{u"True"_s, u"সত্য"_s}, LocalizedText{u"False"_s, u"মিথ্যা"_s}};
    question.optionFeedback.resize(2);
    question.answer = isTrue ? 0 : 1;
    // {T#feedback on a wrong answer#feedback on the right one}
    if (hash >= 0) {
        const QString feedbacks = block.mid(hash + 1);
        const qsizetype second = findUnescaped(feedbacks, u"#");
        const int wrong = 1 - question.answer;
        question.optionFeedback[wrong] = textOf(second < 0 ? feedbacks : feedbacks.left(second));
        if (second >= 0)
            question.optionFeedback[question.answer] = textOf(feedbacks.mid(second + 1));
    }
    return true;
}

bool Reader::readChoices(const QString &block, ImportedQuestion &question)
{
    const QList<Answer> answers = answersOf(block);
    int right = 0;
    bool wrongOnes = false;
    for (const Answer &answer : answers) {
        if (answer.text.contains(u"->")) {
            skip(question.name, [] { return GiftReader::tr("a matching question"); });
            return false;
        }
        if (answer.mark == u'=')
            ++right;
        else
            wrongOnes = true;
        if (answer.mark == u'~' && !answer.weight.isEmpty() && answer.weight.toDouble() > 0) {
            skip(question.name, &ImportReason::partialCredit);
            return false;
        }
    }
    if (!wrongOnes) {
        skip(question.name, [] { return GiftReader::tr("a short-answer question"); });
        return false;
    }
    if (right != 1) {
        skip(question.name, [right] {
            return right == 0 ? GiftReader::tr("no right answer (\"=\")")
                              : ImportReason::multipleRightAnswers();
        });
        return false;
    }
    if (std::function<QString()> tooFewOrMany = ImportReason::optionCount(answers.size())) {
        skip(question.name, std::move(tooFewOrMany));
        return false;
    }
    for (const Answer &answer : answers) {
        if (textOf(answer.text).isEmpty()) {
            skip(question.name, &ImportReason::emptyAnswer);
            return false;
        }
    }
    for (const Answer &answer : answers) {
        if (answer.mark == u'=')
            question.answer = int(question.options.size());
        question.options.append(textOf(answer.text));
        question.optionFeedback.append(textOf(answer.feedback));
    }
    return true;
}

void Reader::skip(const QString &name, std::function<QString()> reason)
{
    m_result.skipped.append({m_number, name, std::move(reason)});
}

// The file's questions and category lines, each its lines up to a blank
// line, comment lines left out.
QStringList recordsOf(const QByteArray &data)
{
    QStringList records;
    QString current;
    for (const QString &line : ImportText::lines(data)) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(u"//"))
            continue;
        if (trimmed.isEmpty()) {
            if (!current.trimmed().isEmpty())
                records.append(current);
            current.clear();
            continue;
        }
        // A category line is a record of its own even with no blank line after.
        if (trimmed.startsWith(u"$CATEGORY:")) {
            if (!current.trimmed().isEmpty())
                records.append(current);
            records.append(trimmed);
            current.clear();
            continue;
        }
        current += line + u'\n';
    }
    if (!current.trimmed().isEmpty())
        records.append(current);
    return records;
}

} // namespace

ImportResult GiftReader::parse(const QByteArray &data, const QString &fileLabel)
{
    ImportResult result;
    Reader reader(result);
    for (const QString &record : recordsOf(data))
        reader.readRecord(record);
    if (result.questions.isEmpty() && result.skipped.isEmpty())
        result.problems.append({fileLabel, {}, {}, [] {
                                    return tr("no questions in the GIFT format: a question's "
                                              "text and its answers in braces, "
                                              "\"{=right ~wrong}\"");
                                }});
    return result;
}
