//! Arbitrary JSON thrown at every registered tool through the registry: no panic, either a
//! well-formed response or a tool error naming a field, and no secret from the input in the
//! output. The tools are enumerated, so a new tool is covered without editing this file.

use ackrite::registry::{registry, CallError};
use ackrite::session::SessionStore;
use proptest::prelude::*;
use serde_json::{json, Map, Value};

/// A fake GitHub token: its body must never appear in any output.
const SECRET_BODY: &str = "Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5Fd1Sa0QeAb12";

fn secret() -> String {
    format!("ghp_{SECRET_BODY}")
}

fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        Just(json!("0.9")),
        Just(json!("NaN")),
        Just(Value::String(secret())),
        "[ -~]{0,40}".prop_map(Value::String),
        Just(json!("supports")),
        Just(json!("test_result")),
        Just(json!("Failed with timeout")),
    ]
}

fn arbitrary_json() -> impl Strategy<Value = Value> {
    leaf().prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(field_name(), inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Mostly the names tools know, so that calls get past the unknown-field check and reach the
/// analysis; sometimes a stranger.
fn field_name() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("claim"),
        Just("evidence"),
        Just("context"),
        Just("type"),
        Just("source"),
        Just("content"),
        Just("polarity"),
        Just("reliability"),
        Just("proposal"),
        Just("reportedProblem"),
        Just("proposedChanges"),
        Just("path"),
        Just("description"),
        Just("testPlan"),
        Just("reasoning"),
        Just("attempts"),
        Just("approach"),
        Just("outcome"),
        Just("sessionId"),
        Just("unexpected"),
    ]
    .prop_map(str::to_owned)
}

fn arguments() -> impl Strategy<Value = Value> {
    prop::collection::btree_map(field_name(), arbitrary_json(), 0..7)
        .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn any_arguments_give_a_response_or_a_named_error_and_never_a_secret(
        tool in 0usize..64,
        arguments in prop_oneof![arguments(), arbitrary_json()],
    ) {
        let tools = registry().tools();
        let tool = &tools[tool % tools.len()];
        let sessions = SessionStore::new();
        let outcome = registry().call(tool.def.name, arguments, &sessions);
        let shown = match &outcome {
            Ok(response) => {
                prop_assert!(response.is_object());
                prop_assert!(response.get("_provenance").is_some());
                response.to_string()
            }
            Err(CallError::Rejected(message)) => {
                prop_assert!(!message.is_empty());
                message.clone()
            }
            Err(CallError::Failed(message)) => {
                return Err(TestCaseError::fail(format!("{} failed: {message}", tool.def.name)));
            }
            Err(CallError::UnknownTool(name)) => {
                return Err(TestCaseError::fail(format!("registered tool {name} unknown")));
            }
        };
        prop_assert!(!shown.contains(SECRET_BODY), "{}: {}", tool.def.name, shown);
    }

    #[test]
    fn the_same_request_always_gets_the_same_response(
        tool in 0usize..64,
        arguments in arguments(),
    ) {
        let tools = registry().tools();
        let name = tools[tool % tools.len()].def.name;
        let first = registry().call(name, arguments.clone(), &SessionStore::new());
        let second = registry().call(name, arguments, &SessionStore::new());
        prop_assert_eq!(first, second);
    }
}
