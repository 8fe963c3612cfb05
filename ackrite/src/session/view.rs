//! The read-only snapshot of a session that a tool function receives.

use crate::attempt::Attempt;

use super::SessionHistory;

/// What a tool may know about its session: a copy taken before the call, so a tool can neither
/// change the history nor hold a lock while it runs. Empty when the call has no `sessionId`.
#[derive(Debug, Clone, Default)]
pub struct SessionView {
    id: Option<String>,
    calls: u64,
    attempts: Vec<Attempt>,
    conclusions: Vec<String>,
    assumptions: Vec<String>,
}

impl SessionView {
    /// The view of a call made without a session.
    pub fn none() -> Self {
        SessionView::default()
    }

    pub(super) fn of(id: &str, history: &SessionHistory) -> Self {
        SessionView {
            id: Some(id.to_owned()),
            calls: history.calls,
            attempts: history.attempts.iter().cloned().collect(),
            conclusions: history.conclusions.iter().cloned().collect(),
            assumptions: history.assumptions.iter().cloned().collect(),
        }
    }

    pub fn id(&self) -> Option<&str> {
        self.id.as_deref()
    }

    /// Calls this session has seen before the current one.
    pub fn calls(&self) -> u64 {
        self.calls
    }

    /// Attempts recorded by earlier calls, oldest first.
    pub fn attempts(&self) -> &[Attempt] {
        &self.attempts
    }

    /// Earlier verdicts, one line each, oldest first.
    pub fn conclusions(&self) -> &[String] {
        &self.conclusions
    }

    /// Assumptions earlier calls left unresolved, oldest first.
    pub fn assumptions(&self) -> &[String] {
        &self.assumptions
    }
}
