#include "glossary/glossarypage.h"

#include "core/languagemanager.h"
#include "core/models/glossarylistmodel.h"
#include "core/models/glossaryquestionmodel.h"
#include "core/richtext.h"
#include "search/questionreadview.h"
#include "widgets/fonts.h"
#include "widgets/readingcolumn.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

Language otherLanguage(Language language)
{
    return language == Language::Bengali ? Language::English : Language::Bengali;
}

QLabel *wrappingLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText); // the count quotes what the learner typed
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// Text of the other language: present but quieter than the current one.
void mute(QLabel *label)
{
    label->setForegroundRole(QPalette::PlaceholderText);
}

} // namespace

GlossaryPage::GlossaryPage(const LanguageManager *languages, QWidget *parent)
    : QWidget(parent)
    , m_languages(languages)
{
    setObjectName(u"glossaryPage"_s);
    GlossaryLoadResult loaded = GlossaryLoader::loadFile(GlossaryLoader::builtInPath());
    if (loaded.glossary)
        m_glossary = std::move(*loaded.glossary);
    else if (!loaded.problems.isEmpty())
        m_loadProblem = loaded.problems.first().toString();
    m_model = new GlossaryListModel(&m_glossary, this);

    m_title = new QLabel(this);
    m_title->setObjectName(u"glossaryTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);

    m_search = new QLineEdit(this);
    m_search->setObjectName(u"glossarySearch"_s);
    m_search->setClearButtonEnabled(true);
    m_count = wrappingLabel(u"glossaryCount"_s, this);
    m_list = new QListView(this);
    m_list->setObjectName(u"glossaryList"_s);
    m_list->setModel(m_model);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformItemSizes(true);

    buildDetails();

    auto *searchColumn = new QVBoxLayout;
    searchColumn->addWidget(m_search);
    searchColumn->addWidget(m_count);
    searchColumn->addWidget(m_list, 1);

    auto *columns = new QHBoxLayout;
    columns->addLayout(searchColumn, 2);
    columns->addSpacing(12);
    // The details scroll rather than squeeze their texts: at a large text size
    // a long definition and the questions may not fit a small window.
    auto *detailsScroll = new QScrollArea(this);
    detailsScroll->setObjectName(u"glossaryDetailsScroll"_s);
    detailsScroll->setFrameShape(QFrame::NoFrame);
    detailsScroll->setWidgetResizable(true);
    detailsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    detailsScroll->setWidget(m_details);
    columns->addWidget(detailsScroll, 3);

    m_termsView = new QWidget(this);
    auto *termsLayout = new QVBoxLayout(m_termsView);
    termsLayout->setContentsMargins(0, 0, 0, 0);
    termsLayout->addWidget(m_title);
    termsLayout->addLayout(columns, 1);
    m_readView = new QuestionReadView(languages, this, QuestionReadView::ReturnsTo::Glossary);
    m_views = new QStackedWidget(this);
    m_views->addWidget(m_termsView);
    m_views->addWidget(m_readView);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_views);
    setTabOrder(m_search, m_list);
    setTabOrder(m_list, m_questions);
    setFocusProxy(m_search);

    // A changed query chooses its best match.
    connect(m_search, &QLineEdit::textChanged, this, [this] { applySearch(false); });
    // Enter takes the learner from the query to the terms it found.
    connect(m_search, &QLineEdit::returnPressed, m_list, qOverload<>(&QWidget::setFocus));
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &GlossaryPage::showCurrentEntry);
    // A click opens, whatever the style's single- or double-click rule; so do Enter and a double click.
    connect(m_questions, &QListView::clicked, this,
            [this](const QModelIndex &index) { openQuestion(index.row()); });
    connect(m_questions, &QListView::activated, this,
            [this](const QModelIndex &index) { openQuestion(index.row()); });
    connect(m_readView, &QuestionReadView::backRequested, this, &GlossaryPage::showTerms);
    connect(m_readView, &QuestionReadView::glossaryEntryRequested, this, [this](const QString &id) {
        showTerms();
        showEntry(id);
    });

    retranslateUi();
}

// The entry shown: its term in both languages, its definition, the other
// language's, and the questions that use it.
void GlossaryPage::buildDetails()
{
    m_details = new QWidget(this);
    m_details->setObjectName(u"glossaryDetails"_s);
    m_term = wrappingLabel(u"glossaryTerm"_s, m_details);
    Fonts::apply(m_term, Fonts::Role::SectionTitle);
    m_otherTerm = wrappingLabel(u"glossaryOtherTerm"_s, m_details);
    mute(m_otherTerm);
    m_definition = wrappingLabel(u"glossaryDefinition"_s, m_details);
    m_definition->setTextFormat(Qt::RichText);
    m_otherLanguage = wrappingLabel(u"glossaryOtherLanguage"_s, m_details);
    Fonts::apply(m_otherLanguage, Fonts::Role::Emphasis);
    mute(m_otherLanguage);
    m_otherDefinition = wrappingLabel(u"glossaryOtherDefinition"_s, m_details);
    m_otherDefinition->setTextFormat(Qt::RichText);
    mute(m_otherDefinition);
    m_questionsHeading = wrappingLabel(u"glossaryQuestionsHeading"_s, m_details);
    Fonts::apply(m_questionsHeading, Fonts::Role::Emphasis);
    m_questionModel = new GlossaryQuestionModel(m_languages, this);
    m_questions = new QListView(m_details);
    m_questions->setObjectName(u"glossaryQuestions"_s);
    m_questions->setModel(m_questionModel);
    m_questions->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_questions->setUniformItemSizes(true);
    m_questions->setCursor(Qt::PointingHandCursor);
    m_questions->setMinimumHeight(m_questions->fontMetrics().height() * 3);

    // The definitions read in lines of comfortable length on wide windows.
    ReadingColumn::cap(m_details, m_definition->font());
    auto *details = new QVBoxLayout(m_details);
    details->setContentsMargins(0, 0, 0, 0);
    details->addWidget(m_term);
    details->addWidget(m_otherTerm);
    details->addSpacing(8);
    details->addWidget(m_definition);
    details->addSpacing(8);
    details->addWidget(m_otherLanguage);
    details->addWidget(m_otherDefinition);
    details->addSpacing(8);
    details->addWidget(m_questionsHeading);
    details->addWidget(m_questions, 1);
}

void GlossaryPage::setBanks(const QList<QuestionBank> &banks)
{
    m_questionModel->setBanks(banks);
    m_questions->setCurrentIndex(m_questionModel->index(0, 0));
}

void GlossaryPage::setOtherLanguageShown(bool shown)
{
    m_readView->setOtherLanguageShown(shown);
}

void GlossaryPage::openQuestion(int row)
{
    const QuestionBank *bank = m_questionModel->bankAt(row);
    if (!bank)
        return;
    m_readView->showQuestion(*bank, m_questionModel->questionRowAt(row));
    m_views->setCurrentWidget(m_readView);
    setFocusProxy(m_readView);
    m_readView->setFocus();
}

// Back from a question: the entry as it was, on the question that was opened.
void GlossaryPage::showTerms()
{
    if (m_views->currentWidget() != m_readView)
        return;
    m_views->setCurrentWidget(m_termsView);
    setFocusProxy(m_search);
    if (m_questions->currentIndex().isValid())
        m_questions->setFocus();
    else
        m_search->setFocus();
}

void GlossaryPage::showEntry(const QString &entryId)
{
    if (!m_glossary.entryById(entryId))
        return;
    showTerms();
    if (m_model->rowOf(entryId) < 0)
        m_search->clear();
    selectRow(m_model->rowOf(entryId));
}

void GlossaryPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::FontChange)
        ReadingColumn::cap(m_details, m_definition->font());
    QWidget::changeEvent(event);
}

void GlossaryPage::retranslateUi()
{
    setLocale(QLocale());
    m_title->setText(tr("Glossary"));
    m_title->setAccessibleName(m_title->text());
    m_search->setPlaceholderText(tr("Search in English or Bengali"));
    m_search->setAccessibleName(tr("Search the glossary"));
    m_list->setAccessibleName(tr("Terms"));
    m_details->setAccessibleName(tr("The chosen term"));
    m_model->setLanguage(m_languages->language());
    // The list follows the alphabetical order of the interface language; the
    // entry being read stays chosen.
    applySearch(true);
}

void GlossaryPage::applySearch(bool keepCurrent)
{
    const QString current = m_model->data(m_list->currentIndex(), GlossaryListModel::EntryIdRole)
                                .toString();
    m_model->setRows(m_glossary.search(m_search->text(), m_languages->language()));
    const int kept = keepCurrent ? m_model->rowOf(current) : -1;
    // The entry the learner was reading stays chosen if asked and it still
    // matches; otherwise the best match.
    selectRow(kept >= 0 ? kept : 0);
    updateCount();
}

void GlossaryPage::selectRow(int row)
{
    const QModelIndex index = m_model->index(row);
    if (index.isValid())
        m_list->setCurrentIndex(index);
    showCurrentEntry();
}

void GlossaryPage::updateCount()
{
    const int shown = m_model->rowCount();
    if (!m_loadProblem.isEmpty())
        m_count->setText(tr("The glossary could not be read: %1").arg(m_loadProblem));
    else if (m_search->text().trimmed().isEmpty())
        m_count->setText(tr("%Ln term(s)", nullptr, shown));
    else if (shown == 0)
        m_count->setText(tr("No term matches “%1”").arg(m_search->text().trimmed()));
    else
        m_count->setText(tr("%Ln matching term(s)", nullptr, shown));
}

void GlossaryPage::showCurrentEntry()
{
    const GlossaryEntry *entry = m_model->entryAt(m_list->currentIndex().row());
    m_details->setVisible(entry != nullptr);
    if (!entry)
        return;
    const Language language = m_languages->language();
    const Language other = otherLanguage(language);
    m_term->setText(entry->term.text(language));
    m_otherTerm->setText(entry->term.text(other));
    m_otherTerm->setVisible(entry->term.text(other) != entry->term.text(language));
    m_definition->setText(RichText::toHtml(entry->definition.text(language)));
    m_otherLanguage->setText(other == Language::Bengali ? tr("Bengali") : tr("English"));
    m_otherDefinition->setText(RichText::toHtml(entry->definition.text(other)));
    m_otherDefinition->setAccessibleName(RichText::toPlain(entry->definition.text(other)));
    m_definition->setAccessibleName(RichText::toPlain(entry->definition.text(language)));

    const int uses = int(entry->questionIds.size());
    m_questionsHeading->setText(uses == 0 ? tr("No question uses this term yet")
                                          : tr("Used in %Ln question(s)", nullptr, uses));
    if (m_questionsOf != entry->id) {
        m_questionsOf = entry->id;
        m_questionModel->setQuestionIds(entry->questionIds);
        m_questions->setCurrentIndex(m_questionModel->index(0, 0));
    }
    m_questions->setVisible(uses > 0);
    m_questions->setAccessibleName(m_questionsHeading->text());
}
