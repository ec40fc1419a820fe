#include "core/moodlexmlreader.h"

#include "core/importreason.h"
#include "core/importtext.h"

#include <QLocale>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

struct Answer
{
    double fraction = 0;
    LocalizedText text;
    LocalizedText feedback;
};

struct RawQuestion
{
    QString type;
    QString name;
    LocalizedText prompt;
    LocalizedText explanation;
    QString category;
    bool single = true;
    bool shuffle = true;
    int files = 0;
    QList<Answer> answers;
};

class Reader
{
public:
    Reader(QXmlStreamReader &xml, ImportResult &result)
        : m_xml(xml)
        , m_result(result)
    { }

    void readQuiz();

private:
    void readQuestion();
    QString readTextChild(int *files = nullptr); // the <text> within the element in reading
    Answer readAnswer(int *files);
    void keep(const RawQuestion &raw);
    void skip(const RawQuestion &raw, std::function<QString()> reason);

    QXmlStreamReader &m_xml;
    ImportResult &m_result;
    int m_number = 0;
    LocalizedText m_topic;
};

void Reader::readQuiz()
{
    while (m_xml.readNextStartElement()) {
        if (m_xml.name() == u"question")
            readQuestion();
        else
            m_xml.skipCurrentElement();
    }
}

QString Reader::readTextChild(int *files)
{
    QString text;
    while (m_xml.readNextStartElement()) {
        if (m_xml.name() == u"text") {
            text = m_xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else {
            if (m_xml.name() == u"file" && files)
                ++*files;
            m_xml.skipCurrentElement();
        }
    }
    return text;
}

Answer Reader::readAnswer(int *files)
{
    Answer answer;
    answer.fraction = m_xml.attributes().value(QLatin1StringView("fraction")).toDouble();
    while (m_xml.readNextStartElement()) {
        if (m_xml.name() == u"text") {
            answer.text = ImportText::fromMoodleHtml(
                m_xml.readElementText(QXmlStreamReader::IncludeChildElements));
        } else if (m_xml.name() == u"feedback") {
            answer.feedback = ImportText::fromMoodleHtml(readTextChild(files));
        } else {
            if (m_xml.name() == u"file")
                ++*files;
            m_xml.skipCurrentElement();
        }
    }
    return answer;
}

void Reader::readQuestion()
{
    RawQuestion raw;
    raw.type = m_xml.attributes().value(QLatin1StringView("type")).toString();
    while (m_xml.readNextStartElement()) {
        const QStringView name = m_xml.name();
        if (name == u"name") {
            raw.name = ImportText::fromHtml(readTextChild()).simplified();
        } else if (name == u"questiontext") {
            raw.prompt = ImportText::fromMoodleHtml(readTextChild(&raw.files));
        } else if (name == u"generalfeedback") {
            raw.explanation = ImportText::fromMoodleHtml(readTextChild(&raw.files));
        } else if (name == u"category") {
            raw.category = readTextChild().trimmed();
        } else if (name == u"single") {
            const QString single = m_xml.readElementText().trimmed();
            raw.single = single != u"false" && single != u"0";
        } else if (name == u"shuffleanswers") {
            const QString shuffle = m_xml.readElementText().trimmed();
            raw.shuffle = shuffle != u"false" && shuffle != u"0";
        } else if (name == u"answer") {
            raw.answers.append(readAnswer(&raw.files));
        } else {
            m_xml.skipCurrentElement();
        }
    }
    if (raw.type == u"category") {
        m_topic = ImportText::categoryName(raw.category);
        return;
    }
    ++m_number;
    keep(raw);
}

void Reader::keep(const RawQuestion &raw)
{
    if (raw.type != u"multichoice" && raw.type != u"truefalse") {
        const QString type = raw.type;
        skip(raw, [type] { return MoodleXmlReader::tr("a question of type \"%1\"").arg(type); });
        return;
    }
    if (!raw.single) {
        skip(raw, &ImportReason::multipleRightAnswers);
        return;
    }
    if (raw.prompt.isEmpty()) {
        skip(raw, &ImportReason::noQuestionText);
        return;
    }
    ImportedQuestion question;
    question.number = m_number;
    question.name = raw.name;
    question.prompt = raw.prompt;
    question.explanation = raw.explanation;
    question.topic = m_topic;
    question.shuffle = raw.shuffle;
    for (const Answer &answer : raw.answers) {
        if (answer.fraction >= 99.99) {
            if (question.answer >= 0) {
                skip(raw, &ImportReason::multipleRightAnswers);
                return;
            }
            question.answer = int(question.options.size());
        } else if (answer.fraction > 0) {
            skip(raw, &ImportReason::partialCredit);
            return;
        }
        LocalizedText text = answer.text;
        if (raw.type == u"truefalse") {
            const QString word = text.en.isEmpty() ? text.bn : text.en;
            text = word.compare(u"true"_s, Qt::CaseInsensitive) == 0
                       ? LocalizedText{u"True"_s, u"সত্য"_s}
                       : LocalizedText{u"False"_s, u"মিথ্যা"_s};
        }
        if (text.isEmpty()) {
            skip(raw, &ImportReason::emptyAnswer);
            return;
        }
        question.options.append(text);
        question.optionFeedback.append(answer.feedback);
    }
    if (question.answer < 0) {
        skip(raw, [] { return MoodleXmlReader::tr("no right answer (fraction 100)"); });
        return;
    }
    if (std::function<QString()> tooFewOrMany = ImportReason::optionCount(question.options.size())) {
        skip(raw, std::move(tooFewOrMany));
        return;
    }
    if (raw.files > 0) {
        const int files = raw.files;
        m_result.dropped.append({m_number, raw.name, [files] {
                                     return MoodleXmlReader::tr("%Ln embedded image(s) left out",
                                                                nullptr, files);
                                 }});
    }
    m_result.questions.append(question);
}

void Reader::skip(const RawQuestion &raw, std::function<QString()> reason)
{
    m_result.skipped.append({m_number, raw.name, std::move(reason)});
}

} // namespace

// Qt's QXmlStreamReader::errorString() has no Bengali (there is no
// qtbase_bn): what went wrong is worded here, by the error's kind.
QString MoodleXmlReader::describe(QXmlStreamReader::Error error)
{
    switch (error) {
    case QXmlStreamReader::PrematureEndOfDocumentError:
        return tr("the file ends before its elements are closed");
    case QXmlStreamReader::NotWellFormedError:
        return tr("a tag, an attribute or a character is out of place");
    case QXmlStreamReader::UnexpectedElementError:
        return tr("an element is where none may be");
    case QXmlStreamReader::CustomError:
    case QXmlStreamReader::NoError:
        break;
    }
    return tr("the XML cannot be read");
}

ImportResult MoodleXmlReader::parse(const QByteArray &data, const QString &fileLabel)
{
    ImportResult result;
    QXmlStreamReader xml(data);
    xml.setNamespaceProcessing(false);
    // No entity of a DTD is ever expanded: a file with one is refused.
    while (!xml.atEnd() && !xml.isStartElement()) {
        xml.readNext();
        if (xml.isDTD()) {
            result.problems.append({fileLabel, {}, {}, [] {
                                        return tr("the file declares a DTD, which is not read");
                                    }});
            return result;
        }
    }
    if (xml.isStartElement() && xml.name() == u"quiz") {
        Reader reader(xml, result);
        reader.readQuiz();
    } else if (!xml.hasError()) {
        result.problems.append({fileLabel, {}, {}, [] {
                                    return tr("not Moodle XML: it has no <quiz> element");
                                }});
        return result;
    }
    if (xml.hasError()) {
        const qint64 line = xml.lineNumber();
        const QXmlStreamReader::Error error = xml.error();
        result = {};
        result.problems.append({fileLabel, {}, {}, [line, error] {
                                    return tr("not well-formed XML at line %1: %2")
                                        .arg(QLocale().toString(line), describe(error));
                                }});
        return result;
    }
    if (result.questions.isEmpty() && result.skipped.isEmpty())
        result.problems.append({fileLabel, {}, {}, [] {
                                    return tr("the <quiz> holds no questions");
                                }});
    return result;
}
