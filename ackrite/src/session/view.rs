//! The read-only snapshot of a session that a tool function receives.

use crate::attempt::Attempt;
use crate::claim::Recorded;

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
    /// Every recorded contradiction with its normalised claim, oldest first.
    contradictions: Vec<(String, Recorded)>,
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
            contradictions: history.contradictions.entries(),
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

    /// The contradictions earlier calls recorded against `claim`, oldest first (reconciled ones
    /// included, marked). `claim` is compared normalised.
    pub fn contradictions(&self, claim: &str) -> Vec<Recorded> {
        // Most sessions (and every call outside one) have recorded none: nothing to compare.
        if self.contradictions.is_empty() {
            return Vec::new();
        }
        let claim = super::normalise_claim(claim);
        self.contradictions
            .iter()
            .filter(|(c, _)| *c == claim)
            .map(|(_, r)| r.clone())
            .collect()
    }

    /// Assumptions earlier calls left unresolved, oldest first.
    pub fn assumptions(&self) -> &[String] {
        &self.assumptions
    }
}
