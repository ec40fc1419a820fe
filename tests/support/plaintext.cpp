#include "support/plaintext.h"

#include <QLabel>
#include <QTextDocumentFragment>

QString plain(const QString &html)
{
    return QTextDocumentFragment::fromHtml(html).toPlainText();
}

QString plain(const QLabel *label)
{
    return label->textFormat() == Qt::RichText ? plain(label->text()) : label->text();
}
