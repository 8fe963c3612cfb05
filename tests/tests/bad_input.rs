//! Bad input gets a tool error (`isError`, text only) that names the field and what is allowed,
//! so the calling model can correct itself — and the server keeps serving. Every case runs over
//! stdio and over HTTP: the limits and errors are the registry's, whichever transport asks.

use ackrite_e2e::{both_transports, fill, input_schema, text, Transport};
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

both_transports!(
    async claim_tool_errors_name_the_field_path_and_what_is_allowed,
    every_tool_rejects_unknown_fields_and_wrong_types_by_name,
    an_unknown_tool_is_a_protocol_error_not_a_result,
    every_declared_limit_is_enforced_with_the_field_path,
);

async fn claim_tool_errors_name_the_field_path_and_what_is_allowed(transport: Transport) {
    let client = transport.connect().await;
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
            let result = client.call(tool, arguments.clone()).await;
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
    let ok = client
        .call(
            "ackrite",
            json!({"claim": "x", "evidence": [{"content": "y", "reliability": "0.9"}]}),
        )
        .await;
    assert_ne!(ok.is_error, Some(true), "{}", text(&ok));
    client.close().await;
}

async fn every_tool_rejects_unknown_fields_and_wrong_types_by_name(transport: Transport) {
    let client = transport.connect().await;
    for tool in client.tools().await {
        let name = tool.name.to_string();
        let schema = input_schema(&tool);
        let valid = fill(&schema, &mut |_| {
            "a plain sentence about the build".to_owned()
        });
        let ok = client.call(&name, valid.clone()).await;
        assert_ne!(
            ok.is_error,
            Some(true),
            "{name}: filled request is valid: {}",
            text(&ok)
        );

        let mut unknown = valid.clone();
        unknown["notAField"] = json!(1);
        let result = client.call(&name, unknown).await;
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
            let result = client.call(&name, wrong).await;
            assert_eq!(result.is_error, Some(true), "{name}.{key}");
            assert!(
                text(&result).starts_with(key),
                "{name}.{key}: {}",
                text(&result)
            );
        }
    }
    client.close().await;
}

async fn an_unknown_tool_is_a_protocol_error_not_a_result(transport: Transport) {
    let client = transport.connect().await;
    let outcome = client.try_call("no_such_tool", json!({})).await;
    let error = outcome.expect_err("unknown tool");
    assert!(error.contains("no_such_tool"), "{error}");
    assert!(error.contains("-32602"), "invalid params: {error}");
    client.close().await;
}

/// The limits (README, "Limits and errors") through the real server: every limit a tool declares
/// is enforced, one over the bound is rejected with an error naming the field and the bound, and
/// the bound itself is accepted.
async fn every_declared_limit_is_enforced_with_the_field_path(transport: Transport) {
    let client = transport.connect().await;
    let mut checked = 0;
    for tool in client.tools().await {
        let name = tool.name.to_string();
        let schema = input_schema(&tool);
        let valid = fill(&schema, &mut |_| {
            "a plain sentence about the build".to_owned()
        });
        for (path, pointer, keyword, bound) in ackrite_e2e::limits(&name) {
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
            let over = client.call(&name, sized(bound + 1)).await;
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
            let at = client.call(&name, sized(bound)).await;
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
    client.close().await;
}
