#pragma once

class QuizSession;
struct QuestionBank;

// The attempt in progress together with the bank it was started on, as
// Study::attempt() gives them: both or neither, and the bank is always the
// session's, so a page never checks that the two agree. Read only; valid until
// Study::sessionChanged.
class Attempt
{
public:
    Attempt() = default; // no attempt in progress
    bool isOpen() const { return m_session != nullptr; }
    // Only when open.
    const QuizSession &session() const { return *m_session; }
    const QuestionBank &bank() const { return *m_bank; }

private:
    friend class Study;
    Attempt(const QuizSession &session, const QuestionBank &bank)
        : m_session(&session)
        , m_bank(&bank)
    { }

    const QuizSession *m_session = nullptr;
    const QuestionBank *m_bank = nullptr;
};
