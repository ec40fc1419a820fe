#include "core/moodlexmlwriter.h"

#include "core/moodleexport.h"

using namespace Qt::StringLiterals;

namespace {

// What XML 1.0 cannot hold (C0 controls but tab and line ends, U+FFFE and
// U+FFFF) left out: a reader would refuse the whole file.
QString xmlCharacters(const QString &text)
{
    QString kept = text;
    kept.removeIf([](QChar c) {
        const char16_t u = c.unicode();
        return (u < 0x20 && u != u'\t' && u != u'\n' && u != u'\r') || u == 0xFFFE || u == 0xFFFF;
    });
    return kept;
}

// HTML in a CDATA section, one that "]]>" in the text would end split in two.
QString cdata(const QString &html)
{
    if (html.isEmpty())
        return {};
    QString text = xmlCharacters(html);
    text.replace(u"]]>"_s, u"]]]]><![CDATA[>"_s);
    return u"<![CDATA["_s + text + u"]]>"_s;
}

// A short text as Moodle's xml_escape writes it: in CDATA where it has
// markup, else as it is.
QString plainOrCdata(const QString &text)
{
    return text.toHtmlEscaped() == text ? xmlCharacters(text) : cdata(text);
}

QString htmlElement(const QString &element, const LocalizedText &text, const QString &indent)
{
    return indent + u'<' + element + u" format=\"html\">\n"_s + indent + u"  <text>"_s
           + cdata(MoodleExport::moodleHtml(text)) + u"</text>\n"_s + indent + u"</"_s + element
           + u">\n"_s;
}

QString category(const LocalizedText &name)
{
    return u"  <question type=\"category\">\n"
           "    <category>\n"
           "      <text>"_s
           + plainOrCdata(MoodleExport::categoryPath(name))
           + u"</text>\n"
             "    </category>\n"
             "  </question>\n\n"_s;
}

QString question(const Question &question)
{
    QString xml = u"  <question type=\"multichoice\">\n"
                  "    <name>\n"
                  "      <text>"_s
                  + plainOrCdata(MoodleExport::html(question.id)) + u"</text>\n    </name>\n"_s;
    xml += htmlElement(u"questiontext"_s, question.prompt, u"    "_s);
    xml += htmlElement(u"generalfeedback"_s, question.explanation, u"    "_s);
    xml += u"    <defaultgrade>1</defaultgrade>\n"
           "    <penalty>0.3333333</penalty>\n"
           "    <hidden>0</hidden>\n"
           "    <single>true</single>\n"
           "    <shuffleanswers>"_s
           + (question.shuffle ? u"1"_s : u"0"_s)
           + u"</shuffleanswers>\n"
             "    <answernumbering>abc</answernumbering>\n"_s;
    int index = 0;
    for (const LocalizedText &option : question.options) {
        const QString fraction = index == question.answer ? u"100"_s : u"0"_s;
        xml += u"    <answer fraction=\""_s + fraction + u"\" format=\"html\">\n      <text>"_s
               + cdata(MoodleExport::moodleHtml(option)) + u"</text>\n"_s;
        xml += htmlElement(u"feedback"_s, question.optionFeedback.at(std::size_t(index)),
                           u"      "_s);
        xml += u"    </answer>\n"_s;
        ++index;
    }
    return xml + u"  </question>\n\n"_s;
}

} // namespace

QByteArray MoodleXmlWriter::write(const QuestionBank &bank)
{
    QString xml = u"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"_s;
    QString topic;
    for (const Question *each : MoodleExport::questionsInOrder(bank)) {
        if (each->topic != topic) {
            topic = each->topic;
            xml += category(MoodleExport::topicName(bank, topic));
        }
        xml += question(*each);
    }
    xml += u"</quiz>\n"_s;
    return xml.toUtf8();
}
