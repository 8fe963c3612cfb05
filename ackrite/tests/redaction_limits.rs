//! A field within its limit stays within it after redaction (issue 9, point 6): markers are
//! longer than many secrets, so the echoed claim is cut back to its 4,000 characters, on a
//! character boundary and without splitting a marker.

use ackrite::registry::registry;
use ackrite::session::SessionStore;
use serde_json::json;

#[test]
fn an_echoed_claim_is_cut_to_its_limit_after_redaction() {
    // 4,000 characters of short secrets: each `pwd=ab1 ` (8 characters) redacts to 35.
    let claim: String = "pwd=ab1 ".repeat(499) + "é pwd=xy";
    assert_eq!(claim.chars().count(), 4000);
    let arguments = json!({
        "claim": claim,
        "evidence": [{"type": "log", "content": "p=ab1 seen", "polarity": "supports"}],
    });
    let sessions = SessionStore::new();
    let response = registry()
        .call("verify", arguments, &sessions)
        .expect("a claim within its limit is accepted");
    let echoed = response["claim"].as_str().expect("the claim is echoed");
    assert!(echoed.contains("[REDACTED:password_assignment]"));
    assert!(!echoed.contains("ab1"));
    assert!(
        echoed.chars().count() <= 4000,
        "{} characters",
        echoed.chars().count()
    );
    assert!(echoed.ends_with('…'));
    let last_open = echoed.rfind('[').expect("markers");
    assert!(
        echoed[last_open..].contains(']'),
        "a marker was split: {}",
        &echoed[last_open..]
    );
}
