//! `audit` and `reality_check` judgements through the real binary: how attempts are read, a loop
//! spread across tools in one session, and findings that stay proportionate.

use ackrite_e2e::{call, connect, text};
use serde_json::{json, Value};

fn structured(result: &rmcp::model::CallToolResult) -> Value {
    result
        .structured_content
        .clone()
        .unwrap_or_else(|| panic!("{}", text(result)))
}

fn ids(response: &Value, list: &str, key: &str) -> Vec<String> {
    response[list]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|item| item[key].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test]
async fn every_attempt_of_the_call_is_read_as_failed_succeeded_or_unclear() {
    let client = connect().await;
    let response = structured(
        &call(
            &client,
            "reality_check",
            json!({
                "reasoning": "Still investigating.",
                "attempts": [
                    {"approach": "Rotate the key", "outcome": "-> HTTP/1.1 401 Unauthorized"},
                    {"approach": "Guard the map", "outcome": "go test -race no longer fails: ok"},
                    {"approach": "Mark test_sync with @pytest.mark.skip", "outcome": "CI green: 1 skipped"},
                    {"approach": "Print the host", "outcome": "db-old.internal"}
                ]
            }),
        )
        .await,
    );
    let attempts = response["attempts"].as_array().expect("attempts");
    let read: Vec<&str> = attempts
        .iter()
        .map(|a| a["outcome"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(read, ["failed", "succeeded", "unclear", "unclear"]);
    // The signal quotes the outcome's own words, as written.
    let signal = attempts[0]["signal"].as_str().unwrap_or("");
    assert!(!signal.is_empty(), "{response}");
    assert!("-> HTTP/1.1 401 Unauthorized".contains(signal), "{signal}");
    client.cancel().await.ok();
}

#[tokio::test]
async fn a_paraphrased_retry_recorded_by_reality_check_is_a_repeated_approach_in_audit() {
    let client = connect().await;
    call(
        &client,
        "reality_check",
        json!({
            "sessionId": "e2e-export",
            "reasoning": "Looking at the export.",
            "attempts": [{"approach": "Raise the export client timeout to 60s", "outcome": "504 after 60 s"}]
        }),
    )
    .await;
    let response = structured(
        &call(
            &client,
            "audit",
            json!({
                "sessionId": "e2e-export",
                "proposal": "Bump the export client deadline to 180 seconds.",
                "reportedProblem": "The export returns 504.",
                "proposedChanges": [{"path": "src/export.rs", "description": "Deadline 180s."}],
                "testPlan": "cargo test export"
            }),
        )
        .await,
    );
    let findings = ids(&response, "findings", "id");
    assert_eq!(
        findings.first().map(String::as_str),
        Some("repeats_failed_approach"),
        "{response}"
    );
    client.cancel().await.ok();
}

#[tokio::test]
async fn identifiers_and_one_line_edits_raise_no_high_finding() {
    let client = connect().await;
    let response = structured(
        &call(
            &client,
            "audit",
            json!({
                "proposal": "Replace `npm run start:dev` with `npm run dev` and rename page_token to next_page_token in the README.",
                "reportedProblem": "The README's npm run start:dev fails and its page_token example is stale.",
                "proposedChanges": [{"path": "README.md", "description": "Replace `npm run start:dev` with `npm run dev`; page_token becomes next_page_token."}]
            }),
        )
        .await,
    );
    let findings = ids(&response, "findings", "id");
    let severities = ids(&response, "findings", "severity");
    assert!(
        !findings.contains(&"rewrite_scope".to_owned()),
        "{response}"
    );
    assert!(
        !findings.contains(&"security_sensitive".to_owned()),
        "{response}"
    );
    assert!(!severities.contains(&"high".to_owned()), "{response}");
    client.cancel().await.ok();
}
