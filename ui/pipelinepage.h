#pragma once

#include <QWidget>

// Concept chart page. Follows the language switch through changeEvent(LanguageChange)
// and the default QLocale (digits).
class PipelinePage : public QWidget
{
    Q_OBJECT
public:
    explicit PipelinePage(QWidget *parent = nullptr);

    // Sets the controls up to show the point of the question with this id
    // (any other id resets to the page's defaults).
    void showPointOf(const QString &questionId);
};
