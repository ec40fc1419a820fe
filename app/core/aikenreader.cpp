#include "core/aikenreader.h"

#include "core/importreason.h"
#include "core/importtext.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

// "A) text" or "A. text": the letter, or a null QChar for another line.
QChar optionLetter(QStringView line)
{
    if (line.size() < 3 || line.at(0) < u'A' || line.at(0) > u'Z')
        return {};
    if ((line.at(1) != u')' && line.at(1) != u'.') || (line.at(2) != u' ' && line.at(2) != u'\t'))
        return {};
    return line.at(0);
}

bool isAnswerLine(QStringView line)
{
    return line.startsWith(u"ANSWER:");
}

// As Moodle names an Aiken question: its text, cut to 50 characters.
QString nameOf(const QString &prompt)
{
    const QString oneLine = prompt.simplified();
    return oneLine.size() <= 50 ? oneLine : oneLine.left(49) + u'…';
}

class Reader
{
public:
    explicit Reader(ImportResult &result)
        : m_result(result)
    { }

    void readLine(const QString &line);
    void finish();

private:
    void startQuestion(const QString &line);
    void readAnswer(QStringView line);
    void skip(std::function<QString()> reason);

    ImportResult &m_result;
    int m_number = 0;
    bool m_open = false; // a question has begun and has not met its ANSWER line
    QStringList m_promptLines;
    QList<QChar> m_letters;
    QStringList m_options;
};

void Reader::readLine(const QString &rawLine)
{
    const QString line = rawLine.trimmed();
    if (line.isEmpty())
        return;
    if (isAnswerLine(line)) {
        if (!m_open)
            return; // an answer with no question before it: nothing to keep
        readAnswer(QStringView(line).sliced(7).trimmed());
        return;
    }
    if (const QChar letter = optionLetter(line); !letter.isNull() && m_open) {
        m_letters.append(letter);
        m_options.append(line.sliced(3).trimmed());
        return;
    }
    if (m_open && m_options.isEmpty()) {
        m_promptLines.append(line); // the question's text goes on
        return;
    }
    if (m_open) {
        skip([] { return AikenReader::tr("no \"ANSWER:\" line after its options"); });
    }
    startQuestion(line);
}

void Reader::startQuestion(const QString &line)
{
    ++m_number;
    m_open = true;
    m_promptLines = {line};
    m_letters.clear();
    m_options.clear();
}

void Reader::readAnswer(QStringView given)
{
    if (std::function<QString()> tooFewOrMany = ImportReason::optionCount(m_options.size())) {
        skip(std::move(tooFewOrMany));
        return;
    }
    const QString letter = given.toString();
    const qsizetype index = letter.size() == 1 ? m_letters.indexOf(letter.at(0)) : qsizetype(-1);
    if (index < 0) {
        QStringList named;
        for (QChar c : std::as_const(m_letters))
            named << QString(c);
        const QString letters = named.join(u", "_s);
        skip([letter, letters] {
            return AikenReader::tr("the answer \"%1\" names none of its options (%2)")
                .arg(letter, letters);
        });
        return;
    }
    ImportedQuestion question;
    question.number = m_number;
    question.prompt = ImportText::inItsLanguage(m_promptLines.join(u'\n'));
    question.name = nameOf(m_promptLines.join(u' '));
    for (const QString &option : std::as_const(m_options))
        question.options.append(ImportText::inItsLanguage(option));
    question.optionFeedback.resize(question.options.size());
    question.answer = int(index);
    m_result.questions.append(question);
    m_open = false;
}

void Reader::skip(std::function<QString()> reason)
{
    m_result.skipped.append({m_number, nameOf(m_promptLines.join(u' ')), std::move(reason)});
    m_open = false;
}

void Reader::finish()
{
    if (m_open)
        skip([] { return AikenReader::tr("no \"ANSWER:\" line after its options"); });
}

} // namespace

ImportResult AikenReader::parse(const QByteArray &data, const QString &fileLabel)
{
    ImportResult result;
    Reader reader(result);
    for (const QString &line : ImportText::lines(data))
        reader.readLine(line);
    reader.finish();
    if (result.questions.isEmpty() && result.skipped.isEmpty())
        result.problems.append({fileLabel, {}, {}, [] {
                                    return tr("no questions in the Aiken format: a question's "
                                              "text, its options (\"A) …\") and \"ANSWER: A\"");
                                }});
    return result;
}
