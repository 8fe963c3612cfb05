//! Bad input gets a tool error (`isError`, text only) that names the field and what is allowed,
//! so the calling model can correct itself — and the server keeps serving.

use ackrite_e2e::{call, connect, fill, input_schema, text};
use serde_json::{json, Value};

fn evidence_with_reliability(reliability: Value) -> Value {
    json!({
        "claim": "The cache is never invalidated.",
        "evidence": [
            { "content": "first" },
            { "content": "second" },
            { "type": "log", "content": "third", "reliability": reliability }
        ]
    })
}

#[tokio::test]
async fn claim_tool_errors_name_the_field_path_and_what_is_allowed() {
    let client = connect().await;
    let rows: Vec<(&str, Value, &[&str])> = vec![
        (
            "non-numeric reliability",
            evidence_with_reliability(json!("high")),
            &["evidence[2].reliability", "0 to 1"],
        ),
        (
            "reliability above 1",
            evidence_with_reliability(json!(1.5)),
            &["evidence[2].reliability", "0 to 1"],
        ),
        (
            "NaN as a string",
            evidence_with_reliability(json!("NaN")),
            &["evidence[2].reliability"],
        ),
        (
            "unknown evidence field",
            json!({"claim": "x", "evidence": [{"content": "y", "polarty": "supports"}]}),
            &[
                "evidence[0]: unknown field",
                "caller's text \"polarty\"",
                "polarity",
            ],
        ),
        (
            "unknown evidence type",
            json!({"claim": "x", "evidence": [{"content": "y", "type": "rumour"}]}),
            &["evidence[0].type", "test_result"],
        ),
        ("missing claim", json!({"evidence": []}), &["claim"]),
        ("blank claim", json!({"claim": "   "}), &["claim", "empty"]),
        (
            "blank evidence content",
            json!({"claim": "x", "evidence": [{"content": " "}]}),
            &["evidence[0].content", "empty"],
        ),
        (
            "claim over 4000 characters",
            json!({"claim": "a".repeat(4001)}),
            &["claim", "4000"],
        ),
        (
            "source over 200 characters",
            json!({"claim": "x", "evidence": [{"content": "y", "source": "s".repeat(201)}]}),
            &["evidence[0].source", "200"],
        ),
        (
            "65 evidence items",
            json!({"claim": "x", "evidence": vec![json!({"content": "y"}); 65]}),
            &["evidence", "64"],
        ),
        (
            "claim of the wrong type",
            json!({"claim": 42}),
            &["claim", "string"],
        ),
        (
            "bad sessionId",
            json!({"claim": "x", "sessionId": "has spaces"}),
            &["sessionId", "A-Z"],
        ),
    ];
    for (rule, arguments, expected) in rows {
        for tool in ["ackrite", "verify", "prove_it"] {
            let result = call(&client, tool, arguments.clone()).await;
            assert_eq!(
                result.is_error,
                Some(true),
                "{tool}, {rule}: should be rejected"
            );
            assert!(
                result.structured_content.is_none(),
                "{tool}, {rule}: errors carry text only"
            );
            let message = text(&result);
            for part in expected {
                assert!(
                    message.contains(part),
                    "{tool}, {rule}: {message:?} lacks {part:?}"
                );
            }
        }
    }
    // Still serving after all of that.
    let ok = call(
        &client,
        "ackrite",
        json!({"claim": "x", "evidence": [{"content": "y", "reliability": "0.9"}]}),
    )
    .await;
    assert_ne!(ok.is_error, Some(true), "{}", text(&ok));
    client.cancel().await.ok();
}

#[tokio::test]
async fn every_tool_rejects_unknown_fields_and_wrong_types_by_name() {
    let client = connect().await;
    for tool in client.list_all_tools().await.expect("tools/list") {
        let name = tool.name.to_string();
        let schema = input_schema(&tool);
        let valid = fill(&schema, &mut |_| {
            "a plain sentence about the build".to_owned()
        });
        let ok = call(&client, &name, valid.clone()).await;
        assert_ne!(
            ok.is_error,
            Some(true),
            "{name}: filled request is valid: {}",
            text(&ok)
        );

        let mut unknown = valid.clone();
        unknown["notAField"] = json!(1);
        let result = call(&client, &name, unknown).await;
        assert_eq!(result.is_error, Some(true), "{name}");
        assert!(
            text(&result).contains("notAField"),
            "{name}: {}",
            text(&result)
        );

        for key in schema["required"].as_array().cloned().unwrap_or_default() {
            let key = key.as_str().expect("field name");
            let mut wrong = valid.clone();
            wrong[key] = json!({"nested": true});
            let result = call(&client, &name, wrong).await;
            assert_eq!(result.is_error, Some(true), "{name}.{key}");
            assert!(
                text(&result).starts_with(key),
                "{name}.{key}: {}",
                text(&result)
            );
        }
    }
    client.cancel().await.ok();
}

#[tokio::test]
async fn an_unknown_tool_is_a_protocol_error_not_a_result() {
    let client = connect().await;
    let outcome = client
        .call_tool(rmcp::model::CallToolRequestParams::new("no_such_tool"))
        .await;
    let error = outcome.expect_err("unknown tool");
    assert!(error.to_string().contains("no_such_tool"), "{error}");
    client.cancel().await.ok();
}

/// The limits (README, "Limits and errors") through the registry: every limit a tool publishes is enforced, one over the bound is
/// rejected with an error naming the field and the bound, and the bound itself is accepted.
#[tokio::test]
async fn every_published_limit_is_enforced_with_the_field_path() {
    let client = connect().await;
    let mut checked = 0;
    for tool in client.list_all_tools().await.expect("tools/list") {
        let name = tool.name.to_string();
        let schema = input_schema(&tool);
        let valid = fill(&schema, &mut |_| {
            "a plain sentence about the build".to_owned()
        });
        for (path, pointer, keyword, bound) in ackrite_e2e::limits(&schema) {
            let sized = |n: u64| {
                let mut request = valid.clone();
                let slot = request.pointer_mut(&pointer).expect("filled field");
                *slot = match keyword {
                    "maxLength" => json!("a".repeat(n as usize)),
                    _ => {
                        let item = slot.get(0).cloned().unwrap_or(json!("x"));
                        Value::Array(vec![item; n as usize])
                    }
                };
                request
            };
            let over = call(&client, &name, sized(bound + 1)).await;
            assert_eq!(over.is_error, Some(true), "{name}.{path} over {bound}");
            let message = text(&over);
            assert!(
                message.starts_with(&path),
                "{name}: {message:?} names {path}"
            );
            assert!(
                message.contains(&bound.to_string()),
                "{name}: {message:?} names {bound}"
            );
            let at = call(&client, &name, sized(bound)).await;
            assert_ne!(
                at.is_error,
                Some(true),
                "{name}.{path} at {bound}: {}",
                text(&at)
            );
            checked += 1;
        }
    }
    assert!(checked >= 20, "limits found: {checked}");
    client.cancel().await.ok();
}
