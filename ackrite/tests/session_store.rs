//! Session history through the registry (`docs/judgement.md`, "Sessions"): what is and is not
//! stored.

use ackrite::registry::{registry, Tool};
use ackrite::session::{SessionStore, MAX_SESSIONS};
use serde_json::{json, Map, Value};

/// Valid arguments for any registered tool, built from its input schema: every required field
/// filled (strings with a sentence, lists empty), so that the call succeeds.
fn valid_arguments(tool: &Tool) -> Value {
    let schema = &tool.compiled().input_schema;
    let properties = schema.get("properties").and_then(Value::as_object);
    let mut arguments = Map::new();
    for name in schema
        .get("required")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
    {
        let kind = properties
            .and_then(|p| p.get(name))
            .and_then(|p| p.get("type"))
            .and_then(Value::as_str);
        let value = match kind {
            Some("array") => json!([]),
            Some("number") | Some("integer") => json!(1),
            Some("boolean") => json!(false),
            _ => json!("The nightly export job fails on Mondays."),
        };
        arguments.insert(name.to_owned(), value);
    }
    Value::Object(arguments)
}

#[test]
fn a_call_without_a_session_id_leaves_no_trace() {
    let sessions = SessionStore::new();
    for tool in registry().tools() {
        registry()
            .call(tool.def.name, valid_arguments(tool), &sessions)
            .unwrap_or_else(|e| panic!("{}: a valid call must succeed: {e}", tool.def.name));
    }
    assert!(
        sessions.is_empty(),
        "calls without a sessionId stored something"
    );
}

#[test]
fn the_same_calls_with_a_session_id_are_recorded() {
    let sessions = SessionStore::new();
    for tool in registry().tools() {
        let mut arguments = valid_arguments(tool);
        arguments["sessionId"] = json!(format!("s-{}", tool.def.name));
        registry()
            .call(tool.def.name, arguments, &sessions)
            .unwrap_or_else(|e| panic!("{}: {e}", tool.def.name));
        assert!(
            sessions.contains(&format!("s-{}", tool.def.name)),
            "{}",
            tool.def.name
        );
    }
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
