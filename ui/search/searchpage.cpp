#include "search/searchpage.h"

#include "core/languagemanager.h"
#include "core/models/searchhitmodel.h"
#include "core/study.h"
#include "search/questionreadview.h"
#include "search/searchresultdelegate.h"
#include "widgets/fonts.h"

#include <QCoreApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// Long enough to let a word be typed whole, short enough to feel immediate.
constexpr int typingPauseMs = 120;

// The match in its context, the match highlighted.
QString snippetHtml(const QModelIndex &index)
{
    const QString snippet = index.data(SearchHitModel::SnippetRole).toString();
    const int start = index.data(SearchHitModel::SnippetMatchStartRole).toInt();
    const int length = index.data(SearchHitModel::SnippetMatchLengthRole).toInt();
    const QString ellipsis = u"…"_s;
    return (index.data(SearchHitModel::SnippetCutBeforeRole).toBool() ? ellipsis : QString())
           + snippet.left(start).toHtmlEscaped()
           + u"<span style=\"background-color:#ffe58f; color:#000000; font-weight:bold\">"_s
           + snippet.mid(start, length).toHtmlEscaped() + u"</span>"_s
           + snippet.mid(start + length).toHtmlEscaped()
           + (index.data(SearchHitModel::SnippetCutAfterRole).toBool() ? ellipsis : QString());
}

} // namespace

SearchPage::SearchPage(const LanguageManager *languages, const Study *study, QWidget *parent)
    : QWidget(parent)
    , m_languages(languages)
    , m_study(study)
{
    setObjectName(u"searchPage"_s);
    GlossaryLoadResult glossary = GlossaryLoader::loadFile(GlossaryLoader::builtInPath());
    if (glossary.glossary)
        m_glossary = std::move(*glossary.glossary);

    m_title = new QLabel(this);
    m_title->setObjectName(u"searchTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);
    m_query = new QLineEdit(this);
    m_query->setObjectName(u"searchQuery"_s);
    m_query->setClearButtonEnabled(true);
    m_query->installEventFilter(this);
    m_status = new QLabel(this);
    m_status->setObjectName(u"searchStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // it quotes what the learner typed

    m_hits = new SearchHitModel(languages, this);
    m_list = new QListView(this);
    m_list->setObjectName(u"searchResults"_s);
    SearchResultDelegate::show(m_list, m_hits, {snippetHtml, [this](const QModelIndex &hit) {
                                                    return detailsOf(hit);
                                                }});
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->installEventFilter(this);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_resultsView = new QWidget(this);
    auto *resultsLayout = new QVBoxLayout(m_resultsView);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_title);
    resultsLayout->addWidget(m_query);
    resultsLayout->addWidget(m_status);
    resultsLayout->addWidget(m_list, 1);
    m_readView = new QuestionReadView(languages, this);

    m_views = new QStackedWidget(this);
    m_views->addWidget(m_resultsView);
    m_views->addWidget(m_readView);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_views);
    setFocusProxy(m_query);
    setTabOrder(m_query, m_list);

    m_typingPause = new QTimer(this);
    m_typingPause->setSingleShot(true);
    m_typingPause->setInterval(typingPauseMs);
    connect(m_typingPause, &QTimer::timeout, this, &SearchPage::search);
    connect(m_query, &QLineEdit::textChanged, m_typingPause, qOverload<>(&QTimer::start));
    connect(m_query, &QLineEdit::returnPressed, this, [this] {
        if (m_typingPause->isActive()) {
            m_typingPause->stop();
            search();
        }
        open(m_list->currentIndex().row());
    });
    connect(m_list, &QListView::activated, this,
            [this](const QModelIndex &index) { open(index.row()); });
    connect(m_readView, &QuestionReadView::backRequested, this, &SearchPage::showResultList);
    connect(m_readView, &QuestionReadView::glossaryEntryRequested, this,
            &SearchPage::glossaryEntryRequested);
    connect(m_study, &Study::banksChanged, this, [this] {
        m_index.reset();
        if (!m_searchedQuery.isEmpty())
            search();
    });

    retranslateUi();
}

void SearchPage::setOtherLanguageShown(bool shown)
{
    m_readView->setOtherLanguageShown(shown);
}

void SearchPage::activate()
{
    m_views->setCurrentWidget(m_resultsView);
    setFocusProxy(m_query);
    m_query->setFocus();
    m_query->selectAll();
}

const SearchIndex &SearchPage::index()
{
    if (!m_index)
        m_index.emplace(m_study->banks(), m_glossary);
    return *m_index;
}

void SearchPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

// Up, Down and the page keys move through the results while the focus stays
// in the query; a character typed in the results goes to the query (rather
// than to the list's jump-to-item search).
bool SearchPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool typed = !key->text().isEmpty() && key->text().front().isPrint()
                           && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
        if (typed || key->key() == Qt::Key_Backspace) {
            m_query->setFocus();
            m_query->deselect();
            m_query->end(false);
            QCoreApplication::sendEvent(m_query, event);
            return true;
        }
    }
    if (watched == m_query && event->type() == QEvent::KeyPress) {
        switch (static_cast<QKeyEvent *>(event)->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
            QCoreApplication::sendEvent(m_list, event);
            return true;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SearchPage::retranslateUi()
{
    m_title->setText(tr("Search"));
    m_title->setAccessibleName(m_title->text());
    m_query->setPlaceholderText(tr("Search every quiz and the glossary, in English or Bengali"));
    m_query->setAccessibleName(tr("Search"));
    m_list->setAccessibleName(tr("Search results"));
    // The preferred language and the labels changed: the same query, searched again.
    if (!m_searchedQuery.isEmpty())
        search();
    else
        updateStatus();
}

void SearchPage::search()
{
    // The result the learner was on stays chosen when the same query is searched again.
    std::optional<SearchHit> current;
    if (const SearchHit *hit = m_hits->hitAt(m_list->currentIndex().row()))
        current = *hit;
    m_searchedQuery = m_query->text().trimmed();
    m_hits->setResults(index().search(m_searchedQuery, m_languages->language()), m_study->banks(),
                       m_glossary);
    showResults(current);
}

void SearchPage::showResults(const std::optional<SearchHit> &previous)
{
    const QList<SearchHit> &hits = m_hits->results().hits;
    int current = 0;
    for (int row = 0; previous && row < hits.size(); ++row) {
        const SearchHit &hit = hits.at(row);
        if (hit.bankId == previous->bankId && hit.itemId == previous->itemId
            && hit.field == previous->field && hit.option == previous->option
            && hit.language == previous->language) {
            current = row;
            break;
        }
    }
    if (!hits.isEmpty())
        m_list->setCurrentIndex(m_list->model()->index(current, 0));
    updateStatus();
}

void SearchPage::updateStatus()
{
    const QLocale locale;
    const qsizetype found = m_hits->results().hits.size();
    if (m_searchedQuery.isEmpty())
        m_status->setText(tr("Type a word or a phrase to find it in every quiz’s questions, "
                             "options and explanations and in the glossary."));
    else if (found == 0)
        m_status->setText(tr("Nothing matches “%1”. Check the spelling, or try another word.")
                              .arg(m_searchedQuery));
    else if (m_hits->results().truncated)
        m_status->setText(
            tr("The first %1 results. Type more to narrow the search.").arg(locale.toString(found)));
    else
        m_status->setText(
            tr("%Ln result(s). Up and Down choose, Enter opens.", nullptr, int(found)));
    m_status->setAccessibleName(m_status->text());
}

// Where a hit is from: the quiz or the glossary, the field and the language.
QString SearchPage::detailsOf(const QModelIndex &hit) const
{
    const QString language = Language(hit.data(SearchHitModel::LanguageRole).toInt())
                                     == Language::Bengali
                                 ? tr("Bengali")
                                 : tr("English");
    const auto field = SearchField(hit.data(SearchHitModel::FieldRole).toInt());
    if (SearchHitModel::Kind(hit.data(SearchHitModel::KindRole).toInt())
        == SearchHitModel::Kind::GlossaryEntry) {
        const QString term = hit.data(SearchHitModel::GlossaryTermRole).toString();
        const QString fieldName = field == SearchField::GlossaryTerm ? tr("term")
                                                                     : tr("definition");
        return tr("Glossary: %1 · %2 · %3", "glossary: term · field · language")
            .arg(term, fieldName, language);
    }
    // The quiz and the question's number; an option by its text, as the
    // learner saw it (the quiz shuffles the options, so the bank's letter
    // would name another).
    const QString question = hit.data(SearchHitModel::QuestionNameRole).toString();
    QString fieldName;
    switch (field) {
    case SearchField::Prompt:
        fieldName = tr("in the question");
        break;
    case SearchField::Option:
        fieldName = tr("in the option “%1”", "an option named by its first words")
                        .arg(hit.data(SearchHitModel::OptionQuoteRole).toString());
        break;
    default:
        fieldName = tr("in the explanation");
        break;
    }
    return tr("%1 · %2 · %3", "quiz title, question number · field · language")
        .arg(question, fieldName, language);
}

void SearchPage::open(int row)
{
    const SearchHit *hit = m_hits->hitAt(row);
    if (!hit)
        return;
    if (hit->isGlossaryEntry()) {
        emit glossaryEntryRequested(hit->itemId);
        return;
    }
    const QuestionBank *bank = m_hits->bankAt(row);
    const int questionRow = bank ? bank->rowOf(hit->itemId) : -1;
    if (questionRow < 0)
        return;
    m_readView->showQuestion(*bank, questionRow);
    m_views->setCurrentWidget(m_readView);
    setFocusProxy(m_readView);
    m_readView->setFocus();
}

// Back from a question: the result that was opened stays chosen, and the
// query has the focus, so that typing goes on with the search (Up, Down and
// Enter still move through the results and open one).
void SearchPage::showResultList()
{
    m_views->setCurrentWidget(m_resultsView);
    setFocusProxy(m_query);
    m_query->setFocus();
    m_query->deselect();
    m_query->end(false);
}
