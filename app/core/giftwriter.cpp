#include "core/giftwriter.h"

#include "core/moodleexport.h"

using namespace Qt::StringLiterals;

namespace {

// As repchar in Moodle's GIFT format: the characters GIFT reserves escaped,
// line ends as "\n".
QString escaped(const QString &text)
{
    QString gift;
    gift.reserve(text.size() + 16);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'\\':
        case u'~':
        case u'=':
        case u'#':
        case u'{':
        case u'}':
        case u':':
            gift += u'\\';
            gift += c;
            break;
        case u'\n':
            gift += u"\\n"_s;
            break;
        case u'\r':
            break;
        default:
            gift += c;
        }
    }
    return gift;
}

QString giftHtml(const LocalizedText &text)
{
    QString html = MoodleExport::moodleHtml(text);
    // An answer that starts with "%" would be read as its weight, "%50%", and
    // one with "->" as a matching question; no tag holds "->".
    if (html.startsWith(u'%'))
        html.replace(0, 1, u"&#37;"_s);
    html.replace(u"->"_s, u"-&gt;"_s);
    return escaped(html);
}

// One line of a "//" comment.
QString oneLine(QString text)
{
    text.replace(u'\r', u' ');
    text.replace(u'\n', u' ');
    return text;
}

QString question(const Question &question)
{
    QString gift;
    if (!question.shuffle)
        gift += u"// The options of this question keep their order in ScaleStudy; GIFT cannot "
                "say so.\n"_s;
    gift += u"::"_s + escaped(question.id) + u"::[html]"_s + giftHtml(question.prompt) + u"{\n"_s;
    int index = 0;
    for (const LocalizedText &option : question.options) {
        gift += index == question.answer ? u"\t="_s : u"\t~"_s;
        gift += giftHtml(option);
        const LocalizedText &feedback = question.optionFeedback.at(std::size_t(index));
        if (!feedback.isEmpty())
            gift += u'#' + giftHtml(feedback);
        gift += u'\n';
        ++index;
    }
    if (!question.explanation.isEmpty())
        gift += u"\t####"_s + giftHtml(question.explanation) + u'\n';
    return gift + u"}\n\n"_s;
}

} // namespace

QByteArray GiftWriter::write(const QuestionBank &bank)
{
    QString gift = u"// ScaleStudy question bank \""_s + oneLine(bank.id) + u"\": "_s;
    QStringList titles;
    for (Language language : allLanguages) {
        if (bank.title.has(language))
            titles << oneLine(bank.title.written(language));
    }
    gift += titles.join(u" / "_s) + u"\n\n"_s;
    QString topic;
    for (const Question *each : MoodleExport::questionsInOrder(bank)) {
        if (each->topic != topic) {
            topic = each->topic;
            const QString path = MoodleExport::categoryPath(MoodleExport::topicName(bank, topic));
            gift += u"$CATEGORY: "_s + oneLine(path) + u"\n\n"_s;
        }
        gift += question(*each);
    }
    return gift.toUtf8();
}
