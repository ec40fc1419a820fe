// The question page's keys: Enter's next step, the page keys, the key hint
// that names what Enter does, and the answer brought into sight after Check.

#include "quiz/questionpage.h"

#include "core/quizsession.h"
#include "question/questionview.h"
#include "question/termlinks.h"
#include "quiz/quizkeyhint.h"
#include "widgets/readingscroll.h"

#include <QApplication>
#include <QFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>

#include <algorithm>
#include <functional>

namespace {
QShortcut *addShortcut(QWidget *page, const QKeySequence &keys, const std::function<void()> &action)
{
    auto *shortcut = new QShortcut(keys, page);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(shortcut, &QShortcut::activated, page, action);
    return shortcut;
}
} // namespace

void QuestionPage::addKeys()
{
    addShortcut(this, QKeySequence(TermLinks::lookUpKey), [this] { lookUpTerm(); });
    // In at-end mode PageUp and PageDown move between questions (their keys
    // are set in rebuildNavigator); in immediate mode they scroll the page.
    for (int step : {1, -1}) {
        m_moveKeys.append(addShortcut(this, QKeySequence(), [this, step] {
            if (m_session)
                goTo(m_session->currentPosition() + step);
        }));
    }
    for (auto key : {Qt::Key_Right, Qt::Key_Left}) {
        addShortcut(this, QKeySequence(key), [this, key] {
            if (m_session && m_session->mode() == FeedbackMode::AtEnd)
                goTo(m_session->currentPosition() + (key == Qt::Key_Right ? 1 : -1));
        });
    }
    // The key hint names what Enter does, which a focused button changes.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *before, QWidget *now) {
        if ((before && isAncestorOf(before)) || (now && isAncestorOf(now)))
            refreshKeyHint();
    });
}

// The verdict and the first lines of the explanation, scrolled into sight
// as far as they are not in sight already.
void QuestionPage::bringFeedbackIntoSight()
{
    if (!m_feedback->isVisible())
        return;
    m_scroll->layOutNow();
    const QWidget *explanation = m_view->explanationPanel();
    constexpr int explanationLines = 3;
    const int explanationTop = explanation->mapTo(m_feedback, QPoint()).y();
    const int bottom = std::min(m_feedback->height(), explanationTop
                                                          + explanation->fontMetrics().lineSpacing()
                                                                * (explanationLines + 1));
    m_scroll->bringIntoSight(m_feedback, 0, bottom);
}

void QuestionPage::primaryAction()
{
    if (!m_session)
        return;
    const int position = m_session->currentPosition();
    const bool last = position + 1 >= m_session->questionCount();
    if (m_session->mode() == FeedbackMode::Immediate) {
        if (!m_session->isRevealed(position))
            check();
        else if (!last)
            goTo(position + 1);
        else
            showResults();
        return;
    }
    if (m_session->isSubmitted())
        showResults();
    else if (!last)
        goTo(position + 1);
    else
        submit();
}

bool QuestionPage::focusIsOnAnOptionOrThePage() const
{
    const QWidget *focus = focusWidget();
    if (!focus || focus == this)
        return true;
    return m_view->isOptionRadio(focus);
}

void QuestionPage::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier
        && focusIsOnAnOptionOrThePage()) {
        primaryAction();
        event->accept();
        return;
    }
    // PageUp, PageDown and Space that no widget took scroll the page.
    if (ReadingScroll::isPageKey(event)) {
        m_scroll->scrollForKey(event);
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

// The button Enter presses from an option or the page (primaryAction).
QPushButton *QuestionPage::primaryButton() const
{
    const int position = m_session->currentPosition();
    const bool last = position + 1 >= m_session->questionCount();
    if (m_session->mode() == FeedbackMode::Immediate) {
        if (!m_session->isRevealed(position))
            return m_check;
        return last ? m_results : m_next;
    }
    if (m_session->isSubmitted())
        return m_results;
    return last ? m_submit : m_next;
}

void QuestionPage::refreshKeyHint()
{
    if (!m_session || m_session->questionCount() == 0)
        return;
    // A focused button takes Enter for itself (WindowKeys).
    const auto *button = qobject_cast<const QPushButton *>(focusWidget());
    if (button && button != primaryButton() && button->isVisible())
        m_keyHint->setText(QuizKeyHint::pressing(button->accessibleName()));
    else
        m_keyHint->setText(QuizKeyHint::text(*m_session));
}
