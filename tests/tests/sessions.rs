//! Session history over MCP (ackrite/docs/judgement.md, "Sessions"): the `session` block, `previousStatus` on a re-asked claim,
//! earlier attempts counted, separation between sessions, and no trace without a `sessionId`.

use ackrite_e2e::{call, connect};
use serde_json::json;

#[tokio::test]
async fn a_re_asked_claim_shows_its_previous_status() {
    let client = connect().await;
    let claim = "The retry loop causes the duplicate charges.";
    let first = call(
        &client,
        "ackrite",
        json!({"sessionId": "s-1", "claim": claim}),
    )
    .await;
    let first = first.structured_content.expect("structured");
    assert_eq!(first["session"]["calls"], 1);
    assert!(first["session"].get("previousStatus").is_none());
    let evidence = json!([{ "type": "test_result", "content": "Disabling retries stops duplicates in 50 of 50 runs", "polarity": "supports", "reliability": 0.9 }]);
    let second = call(&client, "verify", json!({"sessionId": "s-1", "claim": "the retry loop causes the duplicate charges", "evidence": evidence})).await;
    let second = second.structured_content.expect("structured");
    assert_eq!(second["session"]["calls"], 2);
    assert_eq!(second["session"]["previousStatus"], "UNVERIFIED");
    // Another session has its own history.
    let other = call(
        &client,
        "ackrite",
        json!({"sessionId": "s-2", "claim": claim}),
    )
    .await;
    let other = other.structured_content.expect("structured");
    assert_eq!(other["session"]["calls"], 1);
    assert!(other["session"].get("previousStatus").is_none());
    // Without a sessionId: no block, and nothing recorded.
    let none = call(&client, "ackrite", json!({"claim": claim})).await;
    assert!(none
        .structured_content
        .expect("structured")
        .get("session")
        .is_none());
    client.cancel().await.ok();
}

#[tokio::test]
async fn attempts_from_earlier_calls_count_as_the_same_loop() {
    let client = connect().await;
    let attempt = |outcome: &str| json!({ "approach": "Increase the connection pool size", "outcome": outcome });
    let first = call(&client, "reality_check", json!({
        "sessionId": "loop", "reasoning": "Trying a bigger pool.", "attempts": [attempt("Still times out.")]
    })).await;
    let first = first.structured_content.expect("structured");
    let kinds = |v: &serde_json::Value| {
        v["issues"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["kind"].as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    assert!(
        !kinds(&first).contains(&"repeated_strategy".to_owned()),
        "one attempt is not a loop"
    );
    let second = call(&client, "reality_check", json!({
        "sessionId": "loop", "reasoning": "Trying a bigger pool again.", "attempts": [attempt("Still times out after 30s.")]
    })).await;
    let second = second.structured_content.expect("structured");
    assert_eq!(
        kinds(&second).first().map(String::as_str),
        Some("repeated_strategy"),
        "{second}"
    );
    // The same second call in a fresh session sees no loop.
    let fresh = call(&client, "reality_check", json!({
        "sessionId": "fresh", "reasoning": "Trying a bigger pool again.", "attempts": [attempt("Still times out after 30s.")]
    })).await;
    assert!(!kinds(&fresh.structured_content.expect("structured"))
        .contains(&"repeated_strategy".to_owned()));
    client.cancel().await.ok();
}

#[tokio::test]
async fn a_rejected_call_stores_nothing() {
    let client = connect().await;
    let rejected = call(
        &client,
        "ackrite",
        json!({"sessionId": "r", "claim": "x", "evidence": [{"content": ""}]}),
    )
    .await;
    assert_eq!(rejected.is_error, Some(true));
    let next = call(&client, "ackrite", json!({"sessionId": "r", "claim": "x"})).await;
    assert_eq!(
        next.structured_content.expect("structured")["session"]["calls"],
        1
    );
    client.cancel().await.ok();
}

/// A contradiction carries through the real server: leaving it out of a re-ask brings it back
/// with `carriedFromCall`, `verify` sees the same carry, and a reliable item that addresses it
/// reconciles it, listed in `session.reconciled[]`.
#[tokio::test]
async fn a_contradiction_carries_until_reconciled() {
    let client = connect().await;
    let claim = "The orders API accepts PATCH on /v2/orders/{id}.";
    let code = json!({"type": "code", "source": "src/routes/orders.ts:48", "content": "router.patch('/v2/orders/:id', updateOrder)", "polarity": "supports", "reliability": 0.8});
    let against = json!({"type": "http_response", "source": "curl staging", "content": "PATCH /v2/orders/8812 -> 405 Method Not Allowed; Allow: GET, PUT", "polarity": "contradicts", "reliability": 0.9});
    let ask = |evidence: serde_json::Value, tool: &'static str| {
        let client = &client;
        async move {
            call(
                client,
                tool,
                json!({"sessionId": "carry", "claim": claim, "evidence": evidence}),
            )
            .await
            .structured_content
            .expect("structured")
        }
    };
    let first = ask(json!([code, against]), "ackrite").await;
    assert_eq!(first["status"], "CONTRADICTED");
    let dropped = ask(json!([code]), "ackrite").await;
    assert_eq!(dropped["status"], "CONTRADICTED", "{dropped}");
    assert_eq!(dropped["contradicting"][0]["carriedFromCall"], 1);
    assert_eq!(dropped["contradicting"][0]["index"], 1);
    let ledger = ask(json!([code]), "verify").await;
    assert_eq!(ledger["contradicted"][0]["carriedFromCall"], 1, "{ledger}");
    let addressing = json!({"type": "http_response", "source": "curl production", "content": "PATCH on production -> 200; staging still runs the old build that allows GET, PUT", "polarity": "supports", "reliability": 0.9});
    let settled = ask(json!([code, addressing]), "ackrite").await;
    assert_ne!(settled["status"], "CONTRADICTED", "{settled}");
    assert_eq!(settled["session"]["reconciled"][0]["byEvidence"], 1);
    assert_eq!(settled["session"]["reconciled"][0]["fromCall"], 1);
    let later = ask(json!([code, against]), "ackrite").await;
    assert_ne!(
        later["status"], "CONTRADICTED",
        "a reconciled item no longer counts: {later}"
    );
    client.cancel().await.ok();
}

/// A compound claim through the real server: parts with their own statuses, the weakest decides.
#[tokio::test]
async fn a_causal_claim_is_judged_part_by_part() {
    let client = connect().await;
    let result = call(&client, "ackrite", json!({
        "claim": "The nightly export job fails because the S3 bucket policy denies PutObject.",
        "evidence": [{"type": "observed_behavior", "source": "Argo UI, nightly export run 8841", "content": "Workflow export-nightly-8841 Failed after 41m", "polarity": "supports", "reliability": 0.95}]
    })).await;
    let response = result.structured_content.expect("structured");
    assert_eq!(response["parts"][0]["status"], "KNOWN");
    assert_eq!(response["parts"][1]["status"], "UNVERIFIED");
    assert_eq!(response["status"], "UNVERIFIED");
    let first = response["missingProof"][0].as_str().unwrap_or_default();
    assert!(
        first.contains("ties \"the S3 bucket policy denies PutObject\""),
        "{first}"
    );
    client.cancel().await.ok();
}
