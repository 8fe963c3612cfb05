//! The origin README's three examples, through the real binary over MCP, with the answer
//! `ackrite/docs/judgement.md` ("Status", "Never more confident than the evidence") gives each.

use ackrite_e2e::{call, connect, examples_dir, text};
use serde_json::Value;

fn example(path: &str) -> Value {
    let text = std::fs::read_to_string(examples_dir().join(path)).expect("example file");
    serde_json::from_str(&text).expect("example JSON")
}

#[tokio::test]
async fn the_claim_example_is_contradicted_and_points_at_the_older_sign_in_flow() {
    let client = connect().await;
    let result = call(
        &client,
        "ackrite",
        example("ackrite/native-auth-contradicted.json"),
    )
    .await;
    let response = result.structured_content.expect("structured");
    assert_eq!(response["status"], "CONTRADICTED");
    assert_eq!(response["supporting"][0]["index"], 0);
    assert_eq!(response["supporting"][0]["source"], "current client");
    assert_eq!(response["supporting"][0]["type"], "code");
    assert_eq!(response["contradicting"][0]["index"], 1);
    assert_eq!(
        response["contradicting"][0]["source"],
        "older working application"
    );
    assert_eq!(response["contradicting"][0]["type"], "observed_behavior");
    assert_eq!(response["contradicting"][0]["reliability"], 0.9);
    let next = response["nextAction"].as_str().expect("nextAction");
    assert!(next.contains("older working application"), "{next}");
    assert!(
        next.contains("signs in") || next.contains("sign-in"),
        "{next}"
    );
    assert!(next.contains("before") || next.contains("Before"), "{next}");
    let all = response.to_string().to_lowercase();
    for overreach in [
        "native authentication exists",
        "native authentication is supported",
        "still supports",
    ] {
        assert!(
            !all.contains(overreach),
            "concludes more than the evidence: {overreach}"
        );
    }
    client.cancel().await.ok();
}

#[tokio::test]
async fn the_audit_example_flags_the_rewrite_and_only_the_theme_change_as_unrelated() {
    let client = connect().await;
    let result = call(&client, "audit", example("audit/origin-auth-rewrite.json")).await;
    let response = result
        .structured_content
        .clone()
        .unwrap_or_else(|| panic!("{}", text(&result)));
    let findings = response["findings"].as_array().expect("findings");
    let ids: Vec<&str> = findings.iter().filter_map(|f| f["id"].as_str()).collect();
    for id in [
        "rewrite_scope",
        "api_contract_assumption",
        "missing_tests",
        "unrelated_change",
    ] {
        assert!(ids.contains(&id), "{id} in {ids:?}");
    }
    let unrelated = findings
        .iter()
        .find(|f| f["id"] == "unrelated_change")
        .expect("unrelated");
    assert_eq!(unrelated["paths"], serde_json::json!(["src/theme.ts"]));
    assert!(response["basis"]
        .as_str()
        .unwrap_or_default()
        .contains("description"));
    client.cancel().await.ok();
}

#[tokio::test]
async fn the_loop_example_reports_the_repeated_strategy_first() {
    let client = connect().await;
    let result = call(
        &client,
        "reality_check",
        example("reality_check/origin-replace-auth-client-loop.json"),
    )
    .await;
    let response = result
        .structured_content
        .clone()
        .unwrap_or_else(|| panic!("{}", text(&result)));
    let kinds: Vec<&str> = response["issues"]
        .as_array()
        .expect("issues")
        .iter()
        .filter_map(|i| i["kind"].as_str())
        .collect();
    assert_eq!(kinds.first(), Some(&"repeated_strategy"), "{kinds:?}");
    assert!(kinds.contains(&"premature_success"), "{kinds:?}");
    let recommendation = response["recommendation"]
        .as_str()
        .expect("recommendation")
        .to_lowercase();
    assert!(recommendation.contains("stop"), "{recommendation}");
    assert!(recommendation.contains("assumption"), "{recommendation}");
    assert_eq!(response["session"]["id"], "auth-investigation");
    client.cancel().await.ok();
}
