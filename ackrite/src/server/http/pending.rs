//! Request ids being answered, per MCP session: a request whose id is still being answered in
//! its session is refused under that id, as on stdio.
//!
//! rmcp keeps one pending request per id in a session and drops the others' replies: four
//! concurrent POSTs of one id in one session got four `200`s, two of whose event streams ended
//! without an answer. MCP requires ids to be unique within a session; a client that breaks the
//! rule is told so rather than left without a reply.

use std::collections::HashSet;
use std::sync::{Arc, Mutex, PoisonError};

use rmcp::model::RequestId;

/// The (MCP session, request id) pairs being answered.
#[derive(Default)]
pub struct Pending {
    ids: Mutex<HashSet<(String, RequestId)>>,
}

/// One id being answered; released when dropped (with the response).
pub struct Claim {
    pending: Arc<Pending>,
    key: (String, RequestId),
}

impl Pending {
    /// Claims `id` in `session`, or `None` when a request with that id is still being answered.
    pub fn claim(self: &Arc<Self>, session: &str, id: RequestId) -> Option<Claim> {
        let key = (session.to_owned(), id);
        let mut ids = self.ids.lock().unwrap_or_else(PoisonError::into_inner);
        ids.insert(key.clone()).then(|| Claim {
            pending: self.clone(),
            key,
        })
    }
}

impl Drop for Claim {
    fn drop(&mut self) {
        let mut ids = self
            .pending
            .ids
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        ids.remove(&self.key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_refused_while_answered_in_its_session_only() {
        let pending = Arc::new(Pending::default());
        let seven = || RequestId::Number(7);
        let first = pending.claim("s-1", seven()).expect("free");
        assert!(pending.claim("s-1", seven()).is_none(), "being answered");
        let other = pending.claim("s-2", seven());
        assert!(other.is_some(), "another session has its own ids");
        assert!(pending.claim("s-1", RequestId::Number(8)).is_some());
        drop(first);
        assert!(
            pending.claim("s-1", seven()).is_some(),
            "answered: free again"
        );
    }
}
