#include "core/moodleexport.h"

#include "core/importtext.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace MoodleExport {

QString html(QStringView text)
{
    QString html;
    html.reserve(text.size() + 16);
    bool inCode = false;
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'&':
            html += u"&amp;"_s;
            break;
        case u'<':
            html += u"&lt;"_s;
            break;
        case u'\n':
            html += u"<br>"_s;
            break;
        case u'`':
            html += inCode ? u"</code>"_s : u"<code>"_s;
            inCode = !inCode;
            break;
        default:
            html += c;
        }
    }
    return html;
}

namespace {

QString span(Language language, QStringView text)
{
    return u"<span lang=\""_s + languageCode(language) + u"\" class=\"multilang\">"_s + html(text)
           + u"</span>"_s;
}

} // namespace

QString moodleHtml(const LocalizedText &text)
{
    if (text.has(Language::English) && text.has(Language::Bengali))
        return span(Language::English, text.en) + span(Language::Bengali, text.bn);
    for (Language language : allLanguages) {
        if (!text.has(language))
            continue;
        const QString &written = text.written(language);
        const bool readAsWritten = ImportText::isBengali(written)
                                   == (language == Language::Bengali);
        return readAsWritten ? html(written) : span(language, written);
    }
    return {};
}

QString categoryPath(const LocalizedText &name)
{
    QString escaped = moodleHtml(name);
    escaped.replace(u'/', u"//"_s);
    // As assemble_category_path does, so that a name's own "/" is not taken
    // for a separator at its ends.
    if (escaped.startsWith(u'/'))
        escaped.prepend(u' ');
    if (escaped.endsWith(u'/'))
        escaped.append(u' ');
    return u"$course$/top/"_s + escaped;
}

QList<const Question *> questionsInOrder(const QuestionBank &bank)
{
    QList<const Question *> questions;
    questions.reserve(bank.questions.size());
    for (const Question &question : bank.questions)
        questions.append(&question);
    std::stable_partition(questions.begin(), questions.end(),
                          [](const Question *question) { return question->topic.isEmpty(); });
    return questions;
}

LocalizedText topicName(const QuestionBank &bank, const QString &topicId)
{
    if (topicId.isEmpty())
        return {};
    const Topic *topic = bank.topicById(topicId);
    return topic ? topic->name : LocalizedText{topicId, {}};
}

} // namespace MoodleExport
