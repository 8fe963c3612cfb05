//! Whose session history a call reads and writes.
//!
//! A session belongs to the caller's credential, not to a connection or an MCP session: the
//! 2026-07-28 protocol has no MCP sessions, so a client of it keeps its `sessionId` history only
//! if history is found by who is calling. Over HTTP each line of the token file is one identity
//! (and a loopback server without a token is one); over stdio the one client is the identity.
//! Two identities never see each other's sessions, whatever `sessionId` they choose, and each has
//! its own cap of sessions.

use std::collections::HashMap;
use std::sync::Arc;

use crate::session::SessionStore;

/// The identity of the only caller there is: stdio's client, or a loopback HTTP server's
/// callers when it has no token.
pub const LOCAL: &str = "local";

/// Set on each HTTP request by the front door once the caller is known; the handler reads it to
/// find the caller's history.
#[derive(Debug, Clone)]
pub struct Identity(pub Arc<str>);

/// One history store per identity, all made at start-up: the identities are the token file's
/// lines, so the number of stores is bounded by configuration, never by requests.
#[derive(Debug)]
pub struct Histories {
    stores: HashMap<Arc<str>, SessionStore>,
}

impl Histories {
    /// For a server with a single caller.
    pub fn local() -> Self {
        Histories::of([LOCAL])
    }

    /// For these identities.
    pub fn of<'n>(names: impl IntoIterator<Item = &'n str>) -> Self {
        Histories {
            stores: names
                .into_iter()
                .map(|name| (Arc::from(name), SessionStore::new()))
                .collect(),
        }
    }

    /// The history store of an identity; `None` for a name the server was not started with.
    pub fn store(&self, identity: &str) -> Option<&SessionStore> {
        self.stores.get(identity)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::registry;

    #[test]
    fn two_identities_never_share_a_session() {
        let histories = Histories::of(["ci", "team"]);
        let ask = |who: &str| {
            let store = histories.store(who).unwrap();
            let arguments =
                serde_json::json!({ "claim": "The cache is stale.", "sessionId": "debug-1" });
            registry().call("ackrite", arguments, store).unwrap()["session"]["calls"].clone()
        };
        assert_eq!(ask("ci"), 1);
        assert_eq!(ask("ci"), 2);
        assert_eq!(
            ask("team"),
            1,
            "another identity's debug-1 is another session"
        );
        assert!(histories.store("intruder").is_none());
    }
}
