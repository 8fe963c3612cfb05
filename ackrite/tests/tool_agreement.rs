//! The claim tools agree on one request (`docs/judgement.md`, "Answers that agree"): `verify`'s
//! status and confidence are `ackrite`'s, and when `ackrite` says KNOWN or SUPPORTED, `prove_it`
//! marks at least one checklist item satisfied — over generated claims and evidence written the
//! way agents write them, through the tools' own functions and wire types.

use ackrite::tools::wire::ClaimRequest;
use ackrite::SessionView;
use proptest::prelude::*;
use serde_json::{json, Value};

const SUBJECTS: &[&str] = &[
    "The export job",
    "The checkout API",
    "The nightly backup",
    "Login for SSO users",
    "The payments worker",
    "The v2 serializer",
];
const ASSERTIONS: &[&str] = &[
    "fails with 403 on upload",
    "times out after 30 s",
    "returns 404 for an unknown id",
    "is unused",
    "always retries three times",
    "is 2x slower than v1",
    "drops the Authorization header",
    "is the culprit for the outage",
];
const CONTENTS: &[&str] = &[
    "PUT /upload -> 403 Forbidden",
    "export job log: timed out after 30000 ms",
    "GET /v2/invoices/inv_0 -> 404 Not Found",
    "rg -n exportJob across the whole repository: no hits",
    "it must have retried three times",
    "hyperfine: v1 median 400 ms, v2 median 800 ms, 30 runs each",
    "the request did include the Authorization header",
    "reverting the pool change makes the outage go away",
    "SSO login works on staging",
    "unrelated test passed",
];
const TYPES: &[&str] = &[
    "test_result",
    "log",
    "code",
    "config",
    "observed_behavior",
    "http_response",
    "documentation",
    "inference",
    "user_fact",
    "http_request",
];

fn request() -> impl Strategy<Value = Value> {
    let item = (
        prop::sample::select(CONTENTS),
        prop::sample::select(TYPES),
        prop::sample::select(&["supports", "supports", "neutral", "contradicts"][..]),
        prop::sample::select(&[0.2, 0.5, 0.8, 0.95][..]),
    )
        .prop_map(|(content, kind, polarity, reliability)| {
            json!({"content": content, "type": kind, "polarity": polarity, "reliability": reliability})
        });
    (
        prop::sample::select(SUBJECTS),
        prop::sample::select(ASSERTIONS),
        prop::collection::vec(item, 0..4),
    )
        .prop_map(|(subject, assertion, evidence)| {
            json!({"claim": format!("{subject} {assertion}."), "evidence": evidence})
        })
}

fn call(request: &Value) -> (Value, Value, Value) {
    let parse =
        || -> ClaimRequest { serde_json::from_value(request.clone()).expect("valid request") };
    let none = SessionView::none();
    let ackrite =
        serde_json::to_value(ackrite::tools::ackrite::ackrite(parse(), &none)).expect("serialises");
    let verify =
        serde_json::to_value(ackrite::tools::verify::verify(parse(), &none)).expect("serialises");
    let proof =
        serde_json::to_value(ackrite::tools::prove_it::prove_it(parse())).expect("serialises");
    (ackrite, verify, proof)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn the_claim_tools_agree(request in request()) {
        let (ackrite, verify, proof) = call(&request);
        prop_assert_eq!(&verify["status"], &ackrite["status"], "{}", request);
        prop_assert_eq!(&verify["confidence"], &ackrite["confidence"], "{}", request);
        let strong = matches!(ackrite["status"].as_str(), Some("KNOWN" | "SUPPORTED"));
        let satisfied = proof["checklist"]
            .as_array()
            .is_some_and(|items| items.iter().any(|i| i["satisfied"] == json!(true)));
        prop_assert!(!strong || satisfied, "ackrite {} but no checklist item satisfied: {}", ackrite["status"], request);
    }

    /// A caller's words reach a generated sentence only inside quotation marks: a template slot
    /// never receives a bare fragment of the claim.
    #[test]
    fn caller_words_are_quoted_in_generated_sentences(request in request()) {
        let (ackrite, _, _) = call(&request);
        let claim = request["claim"].as_str().unwrap_or_default().to_lowercase();
        let assertion = claim
            .split_whitespace()
            .skip(2)
            .take(3)
            .collect::<Vec<_>>()
            .join(" ");
        let mut sentences: Vec<String> = vec![ackrite["nextAction"].as_str().unwrap_or_default().to_owned()];
        for m in ackrite["missingProof"].as_array().into_iter().flatten() {
            sentences.push(m.as_str().unwrap_or_default().to_owned());
        }
        for sentence in sentences {
            let lower = sentence.to_lowercase();
            for (at, _) in lower.match_indices(&assertion) {
                let before = &lower[..at];
                let open = before.matches('"').count() % 2 == 1;
                prop_assert!(open, "unquoted claim words in {:?}", sentence);
            }
        }
    }
}
