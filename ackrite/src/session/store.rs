//! The process-wide store of named sessions, least recently used evicted first.

use std::sync::Mutex;

use serde::Serialize;

use super::{Record, SessionHistory, SessionView};

/// Named sessions kept at once.
pub const MAX_SESSIONS: usize = 32;

/// The `session` block of a response: enough for an agent to notice it is re-asking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionBlock {
    pub id: String,
    /// Calls this session has seen, this one included.
    pub calls: u64,
    /// The status the same claim got the last time it was judged in this session.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub previous_status: Option<String>,
}

/// Sessions in least-recently-used order (the front is evicted first). With at most 32 entries a
/// linear scan is faster than any map and keeps the order explicit.
#[derive(Debug, Default)]
pub struct SessionStore {
    sessions: Mutex<Vec<(String, SessionHistory)>>,
}

impl SessionStore {
    pub fn new() -> Self {
        SessionStore::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(String, SessionHistory)>> {
        // A panic while holding the lock cannot leave a half-written history that matters more
        // than availability: recover the data instead of failing every later call.
        self.sessions
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A snapshot of the session for a tool to read; an unknown id reads as a new session.
    pub fn view(&self, id: &str) -> SessionView {
        let sessions = self.lock();
        match sessions.iter().find(|(key, _)| key == id) {
            Some((_, history)) => SessionView::of(id, history),
            None => SessionView::of(id, &SessionHistory::default()),
        }
    }

    /// Adds a successful call's record, marks the session most recently used, evicts the least
    /// recently used one beyond [`MAX_SESSIONS`], and returns the response's `session` block.
    pub fn record(&self, id: &str, record: Record) -> SessionBlock {
        let mut sessions = self.lock();
        let mut history = match sessions.iter().position(|(key, _)| key == id) {
            Some(position) => sessions.remove(position).1,
            None => SessionHistory::default(),
        };
        let previous_status = record
            .judged
            .as_ref()
            .and_then(|judged| history.previous_status(&judged.claim))
            .map(str::to_owned);
        history.add(record);
        let block = SessionBlock {
            id: id.to_owned(),
            calls: history.calls,
            previous_status,
        };
        sessions.push((id.to_owned(), history));
        if sessions.len() > MAX_SESSIONS {
            sessions.remove(0);
        }
        block
    }

    /// How many sessions are kept, for tests and diagnostics.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    pub fn is_empty(&self) -> bool {
        self.lock().is_empty()
    }

    pub fn contains(&self, id: &str) -> bool {
        self.lock().iter().any(|(key, _)| key == id)
    }

    /// A copy of a session's history as stored, for reading it back; `None` for a session
    /// nothing was recorded in. Reading does not mark the session used.
    pub fn history(&self, id: &str) -> Option<SessionHistory> {
        self.lock()
            .iter()
            .find(|(key, _)| key == id)
            .map(|(_, history)| history.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::JudgedClaim;

    fn judged(claim: &str, status: &str) -> Record {
        Record {
            claim_call: None,
            judged: Some(JudgedClaim {
                claim: claim.into(),
                status: status.into(),
            }),
            ..Record::default()
        }
    }

    #[test]
    fn thirty_three_sessions_evict_the_least_recently_used() {
        let store = SessionStore::new();
        for i in 0..32 {
            store.record(&format!("s{i}"), Record::default());
        }
        // Touch s0 so s1 becomes the least recently used.
        store.record("s0", Record::default());
        store.record("s32", Record::default());
        assert_eq!(store.len(), MAX_SESSIONS);
        assert!(store.contains("s0"));
        assert!(!store.contains("s1"));
        assert!(store.contains("s32"));
    }

    #[test]
    fn previous_status_is_reported_for_the_same_claim_only() {
        let store = SessionStore::new();
        let first = store.record("a", judged("x is y", "PLAUSIBLE"));
        assert_eq!(first.previous_status, None);
        assert_eq!(first.calls, 1);
        let second = store.record("a", judged("x is y", "SUPPORTED"));
        assert_eq!(second.previous_status.as_deref(), Some("PLAUSIBLE"));
        assert_eq!(second.calls, 2);
        let other = store.record("a", judged("something else", "UNVERIFIED"));
        assert_eq!(other.previous_status, None);
    }

    #[test]
    fn two_sessions_never_see_each_others_history() {
        let store = SessionStore::new();
        store.record("a", judged("x is y", "KNOWN"));
        let b = store.record("b", judged("x is y", "UNVERIFIED"));
        assert_eq!(b.previous_status, None);
        assert_eq!(b.calls, 1);
        assert_eq!(store.view("b").calls(), 1);
        assert_eq!(store.view("a").calls(), 1);
    }
}
