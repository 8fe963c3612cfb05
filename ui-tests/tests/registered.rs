//! A tool defined in this crate is registered and every string it returns, however deeply nested,
//! is redacted — on entry and on exit.

// Linking the crate is what registers its tools: an unused dependency is not linked.
use ackrite_ui_tests as _;

use ackrite::registry::{duplicate_name, registry, CallError, TOOLS};
use ackrite::session::SessionStore;
use serde_json::{json, Value};

const TOKEN: &str = "ab12CD34ef56GH78ij90KL12";

fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.iter().for_each(|(k, v)| {
            out.push(k.clone());
            strings(v, out)
        }),
        _ => {}
    }
}

#[test]
fn a_tool_defined_outside_ackrite_is_registered() {
    let names: Vec<&str> = registry().tools().iter().map(|t| t.def.name).collect();
    assert!(names.contains(&"ui_echo"), "{names:?}");
    let tool = registry().get("ui_echo").unwrap();
    assert_eq!(tool.def.title, "Echo in many shapes");
    assert_eq!(
        tool.def.description,
        "Echo the text back in nested structs, enums, options, lists and maps."
    );
}

#[test]
fn every_nested_string_is_redacted_on_entry() {
    let response = registry()
        .call(
            "ui_echo",
            json!({ "text": format!("Bearer {TOKEN}") }),
            &SessionStore::new(),
        )
        .unwrap();
    let mut all = Vec::new();
    strings(&response, &mut all);
    assert!(all.len() > 10, "the echo reached every shape: {all:?}");
    assert!(all.iter().all(|s| !s.contains(TOKEN)), "{response:#}");
    assert!(all.iter().any(|s| s.contains("[REDACTED:")), "{response:#}");
}

#[test]
fn every_nested_string_is_redacted_on_exit() {
    let response = registry()
        .call("ui_leaky", json!({ "text": "hello" }), &SessionStore::new())
        .unwrap();
    assert!(!response.to_string().contains(TOKEN), "{response:#}");
}

#[test]
fn provenance_lists_the_marked_fields_at_any_depth() {
    let response = registry()
        .call("ui_echo", json!({ "text": "hello" }), &SessionStore::new())
        .unwrap();
    assert_eq!(
        response["_provenance"]["callerText"],
        json!(["direct", "nested.inner", "nested.deeper", "session.id"])
    );
}

#[test]
fn declared_limits_are_checked_with_the_field_path() {
    let error = registry()
        .call(
            "ui_echo",
            json!({ "text": "x".repeat(201) }),
            &SessionStore::new(),
        )
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "text: at most 200 characters are allowed, got 201"
    );
}

#[test]
fn a_panicking_tool_becomes_a_generic_error_and_the_registry_keeps_serving() {
    let sessions = SessionStore::new();
    let error = registry()
        .call(
            "ui_panics",
            json!({ "text": "boom", "sessionId": "p" }),
            &sessions,
        )
        .unwrap_err();
    assert!(matches!(error, CallError::Failed(_)), "{error:?}");
    let error = error.to_string();
    assert!(error.contains("internal error"), "{error}");
    assert!(!error.contains("Zq7Xw2Lp9Rt4"), "{error}");
    assert!(!error.contains("boom"), "{error}");
    assert!(!sessions.contains("p"), "a failed call stores nothing");
    assert!(registry()
        .call("ui_echo", json!({ "text": "after" }), &sessions)
        .is_ok());
}

#[test]
fn every_linked_tool_has_its_own_name() {
    // The raw slice, with this crate's tools beside the built-in ones: the registry itself would
    // refuse to build on a duplicate instead of reporting it here.
    if let Some(message) = duplicate_name(TOOLS.iter()) {
        panic!("{message}");
    }
    assert!(TOOLS.iter().any(|def| def.name == "ui_echo"));
    let echo = registry().get("ui_echo").unwrap();
    assert!(
        echo.def
            .defined_at
            .starts_with("ackrite_ui_tests::echo (ui-tests/src/lib.rs:"),
        "{}",
        echo.def.defined_at
    );
}
