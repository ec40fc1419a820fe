#pragma once

#include "core/glossary.h"
#include "core/searchindex.h"

#include <QWidget>

#include <optional>

class LanguageManager;
class QLabel;
class QLineEdit;
class QListView;
class QStackedWidget;
class QTimer;
class QuestionReadView;
class SearchHitModel;
class Study;

// Search over every loaded quiz and the glossary (Ctrl+F): a query field
// searched as the learner types, the results with each match in context,
// and, for a question chosen with Enter, the question to read with its
// right answer and explanation. A glossary result opens the glossary.
class SearchPage : public QWidget
{
    Q_OBJECT

public:
    SearchPage(const LanguageManager *languages, const Study *study, QWidget *parent = nullptr);

    // Brings the query back into view and focus, its text selected to be typed over.
    void activate();
    // The found question's texts in the other language too.
    void setOtherLanguageShown(bool shown);

signals:
    void glossaryEntryRequested(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    const SearchIndex &index();
    void retranslateUi();
    void search();
    // Fills the list, with the result that was current chosen again if it is still found.
    void showResults(const std::optional<SearchHit> &previous);
    void updateStatus();
    void open(int row);
    void showResultList();
    QString detailsOf(const QModelIndex &hit) const;

    const LanguageManager *m_languages = nullptr;
    const Study *m_study = nullptr;
    Glossary m_glossary;
    std::optional<SearchIndex> m_index; // built when first needed after the banks change
    QString m_searchedQuery;

    QTimer *m_typingPause = nullptr;
    QLabel *m_title = nullptr;
    QLineEdit *m_query = nullptr;
    QLabel *m_status = nullptr;
    QListView *m_list = nullptr;
    SearchHitModel *m_hits = nullptr; // the hits of m_searchedQuery
    QStackedWidget *m_views = nullptr;
    QWidget *m_resultsView = nullptr;
    QuestionReadView *m_readView = nullptr;
};
