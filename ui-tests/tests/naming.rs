//! Error paths, declared limits and `_provenance` follow serde's wire names — whatever
//! `rename_all`, `flatten` or enum tagging make of the Rust names (see `src/naming.rs`).

use ackrite_ui_tests as _;

use ackrite::registry::registry;
use ackrite::session::SessionStore;
use serde_json::{json, Value};

fn call(arguments: Value) -> Result<Value, String> {
    registry()
        .call("ui_naming", arguments, &SessionStore::new())
        .map_err(|error| error.to_string())
}

#[test]
fn limit_errors_name_the_field_as_serde_spells_it() {
    let cases = [
        (
            "SCREAMING_SNAKE_CASE field",
            json!({ "SOME_TEXT": "x".repeat(11) }),
            "SOME_TEXT: at most 10 characters are allowed, got 11",
        ),
        (
            "a flattened field sits beside its siblings",
            json!({ "SOME_TEXT": "x", "sideNotes": [{ "text": "a" }, { "text": "b" }, { "text": "c" }] }),
            "sideNotes: at most 2 items are allowed, got 3",
        ),
        (
            "inside a flattened field",
            json!({ "SOME_TEXT": "x", "sideNotes": [{ "text": "toolong" }] }),
            "sideNotes[0].text: at most 5 characters are allowed, got 7",
        ),
    ];
    for (rule, arguments, expected) in cases {
        assert_eq!(call(arguments).unwrap_err(), expected, "{rule}");
    }
}

#[test]
fn limits_are_declared_where_serde_puts_the_field() {
    use ackrite::boundary::field_facts::Limit;
    let tool = registry().get("ui_naming").unwrap();
    let limits = (tool.def.limits)();
    for (path, limit) in [
        ("SOME_TEXT", Limit::Chars(10)),
        ("sideNotes", Limit::Items(2)),
        ("sideNotes[].text", Limit::Chars(5)),
    ] {
        assert!(
            limits.contains(&(path.to_owned(), limit)),
            "{path} {limit:?} in {limits:?}"
        );
    }
}

#[test]
fn a_kebab_case_enum_reads_and_writes_serde_names() {
    let response = call(json!({ "SOME_TEXT": "x", "STYLE": "rich-text" })).unwrap();
    assert_eq!(response["STYLE"], json!("rich-text"), "{response:#}");
}

#[test]
fn provenance_lists_the_wire_paths_of_caller_text() {
    let response = call(json!({ "SOME_TEXT": "hello", "sideNotes": [{ "text": "a" }] })).unwrap();
    let listed = response["_provenance"]["callerText"].clone();
    assert_eq!(
        listed,
        json!([
            "SOME_TEXT",
            "sideText",
            "SHAPE.text",
            "QUOTE.said-before.text",
            "session.id"
        ]),
        "{response:#}"
    );
    // Every listed path (but the registry's own `session.id`) exists in the response.
    for path in listed.as_array().unwrap().iter().filter_map(Value::as_str) {
        if path == "session.id" {
            continue;
        }
        let pointer = format!("/{}", path.replace('.', "/"));
        assert!(
            response.pointer(&pointer).is_some(),
            "{path} in {response:#}"
        );
    }
}
