#include "quiz/quizkeyhint.h"

#include "core/quizsession.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {
// Key names stay Latin in every language: they are printed on the keys.
const QString enterKey = u"<code>Enter</code>"_s;
} // namespace

QString QuizKeyHint::pressing(const QString &buttonName)
{
    return tr("%1 %2", "key hint: the Enter key, then the name of the focused button it presses")
        .arg(enterKey, buttonName.toHtmlEscaped());
}

QString QuizKeyHint::text(const QuizSession &session)
{
    const QLocale locale;
    const int position = session.currentPosition();
    const bool last = position + 1 >= session.questionCount();
    const QString digits = tr("%1–%2", "the option keys")
                               .arg(locale.toString(1),
                                    locale.toString(session.optionOrder(position).size()));
    const QString &enter = enterKey;
    QString hint;
    if (session.isFinished() && (last || session.mode() == FeedbackMode::AtEnd))
        hint = tr("%1 see the results", "key hint").arg(enter);
    else if (session.mode() == FeedbackMode::Immediate && session.isRevealed(position))
        hint = tr("%1 next question", "key hint").arg(enter);
    else if (session.mode() == FeedbackMode::Immediate)
        hint = tr("%1 choose · %2 check", "key hint").arg(digits, enter);
    else if (last)
        hint = tr("%1 choose · %2 submit", "key hint").arg(digits, enter);
    else
        hint = tr("%1 choose · %2 next · %3 move", "key hint")
                   .arg(digits, enter, u"<code>PageUp</code> <code>PageDown</code>"_s);
    return hint;
}
