//! Session history through the registry (SPEC §6): what is and is not stored.

use ackrite::registry::registry;
use ackrite::session::{SessionStore, MAX_SESSIONS};
use serde_json::json;

#[test]
fn a_call_without_a_session_id_leaves_no_trace() {
    let sessions = SessionStore::new();
    for tool in registry().tools() {
        let _ = registry().call(
            tool.def.name,
            json!({ "claim": "x", "proposal": "y", "reasoning": "z" }),
            &sessions,
        );
    }
    assert!(sessions.is_empty());
}

#[test]
fn a_rejected_call_stores_nothing() {
    let sessions = SessionStore::new();
    let rejected = registry().call(
        "ackrite",
        json!({ "sessionId": "s", "claim": "x", "evidence": [{ "content": " " }] }),
        &sessions,
    );
    assert!(rejected.is_err());
    assert!(!sessions.contains("s"));
}

#[test]
fn thirty_three_sessions_keep_the_thirty_two_most_recent() {
    let sessions = SessionStore::new();
    for i in 0..=MAX_SESSIONS {
        registry()
            .call(
                "verify",
                json!({ "sessionId": format!("s{i}"), "claim": "x" }),
                &sessions,
            )
            .expect("valid call");
    }
    assert_eq!(sessions.len(), MAX_SESSIONS);
    assert!(
        !sessions.contains("s0"),
        "the least recently used is evicted"
    );
    assert!(sessions.contains(&format!("s{MAX_SESSIONS}")));
}

#[test]
fn what_is_stored_is_already_redacted() {
    let sessions = SessionStore::new();
    let token = "ghp_Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5Fd1Sa0QeAb12";
    registry()
        .call(
            "reality_check",
            json!({ "sessionId": "r", "reasoning": "x", "attempts": [{ "approach": format!("Rotate {token}"), "outcome": "failed" }] }),
            &sessions,
        )
        .expect("valid call");
    let view = sessions.view("r");
    assert_eq!(view.attempts().len(), 1);
    assert!(
        !view.attempts()[0].approach.contains("Zq7Xw2Lp9Rt4"),
        "{:?}",
        view.attempts()
    );
}
