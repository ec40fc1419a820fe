#include "shell/noticebar.h"

#include "shell/themedicon.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

using namespace Qt::StringLiterals;

NoticeBar::NoticeBar(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(u"noticeBar"_s);
    setFrameShape(QFrame::StyledPanel);
    m_icon = new QLabel(this);
    m_label = new QLabel(this);
    m_label->setObjectName(u"noticeText"_s);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_dismiss = new QToolButton(this);
    m_dismiss->setObjectName(u"dismissNoticeButton"_s);
    connect(m_dismiss, &QToolButton::clicked, this, [this] {
        m_notices.clear();
        refresh();
    });
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_dismiss, 0, Qt::AlignTop);
    refresh();
}

int NoticeBar::addNotice(std::function<QString()> text, Kind kind)
{
    // The style draws these icons on request: only pay for them when a notice shows.
    if (m_dismiss->icon().isNull())
        m_dismiss->setIcon(ThemedIcon::tinted(style()->standardIcon(QStyle::SP_DialogCloseButton)));
    m_notices.append({++m_lastId, std::move(text), kind});
    refresh();
    return m_lastId;
}

void NoticeBar::removeNotice(int id)
{
    if (m_notices.removeIf([id](const Notice &notice) { return notice.id == id; }) > 0)
        refresh();
}

QString NoticeBar::text() const
{
    return m_label->text();
}

void NoticeBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

void NoticeBar::refresh()
{
    QStringList texts;
    bool problem = false;
    for (const Notice &notice : std::as_const(m_notices)) {
        texts << notice.text();
        problem |= notice.kind == Kind::Problem;
    }
    const Kind kind = problem ? Kind::Problem : Kind::News;
    if (!m_notices.isEmpty() && m_shownKind != kind) {
        m_shownKind = kind;
        // Our own warning sign: the style's yellow one fades into a light window.
        m_icon->setPixmap(
            kind == Kind::Problem
                ? QIcon(u":/icons/warning.svg"_s).pixmap(24, 24)
                : style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(24, 24));
    }
    m_label->setText(texts.join(u"\n"_s));
    m_label->setAccessibleName(m_label->text());
    m_dismiss->setToolTip(tr("Dismiss"));
    m_dismiss->setAccessibleName(tr("Dismiss the notice"));
    setVisible(!m_notices.isEmpty());
}
