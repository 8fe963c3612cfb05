//! The README's "Adding a tool" example, as a contributor outside the crate would write it: it
//! compiles, registers beside the built-in tools, and passes what the generic tests check of
//! every tool (a unique name, a small definition, limits, redaction, `_provenance`). It is named
//! `count_evidence` here, not `summarise_evidence`: a contributor who follows the README adds
//! that tool to the crate, and two tools with one name rightly fail the suite.

use ackrite::evidence::Polarity;
use ackrite::registry::{duplicate_name, registry, TOOLS};
use ackrite::session::SessionStore;
use ackrite::tools::wire::{self, EvidenceInput};
use ackrite::{verification_tool, SessionView, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::json;

#[derive(Deserialize, JsonSchema, VerificationRequest)]
#[serde(rename_all = "camelCase")]
pub struct SummaryRequest {
    /// The claim.
    #[limit(chars = 4000, nonblank)]
    pub claim: String,
    /// What you observed.
    #[serde(default)]
    #[limit(items = 64)]
    pub evidence: Vec<EvidenceInput>,
}

#[derive(Serialize, JsonSchema, VerificationResponse)]
#[serde(rename_all = "camelCase")]
pub struct SummaryResponse {
    /// The claim, as given.
    #[caller_text]
    pub claim: String,
    pub supporting: usize,
    pub contradicting: usize,
    pub earlier_calls: u64,
}

/// Count the items for and against a claim.
#[verification_tool(name = "count_evidence", title = "Count evidence")]
pub fn count_evidence(request: SummaryRequest, history: &SessionView) -> SummaryResponse {
    let evidence = wire::evidence(&request.evidence);
    let count = |p| evidence.iter().filter(|e| e.polarity == p).count();
    SummaryResponse {
        supporting: count(Polarity::Supports),
        contradicting: count(Polarity::Contradicts),
        earlier_calls: history.calls(),
        claim: request.claim,
    }
}

fn main() {
    if let Some(message) = duplicate_name(TOOLS.iter()) {
        panic!("{message}");
    }
    assert!(TOOLS.len() >= 6, "the sixth tool joins the built-in ones");

    let listed = ackrite::server::mcp_tools();
    let tool = listed
        .iter()
        .find(|tool| tool.name == "count_evidence")
        .expect("listed by tools/list");
    let size = serde_json::to_string(tool).unwrap().len();
    assert!(size <= 1200, "a later tool adds at most 1.2 KB to tools/list: {size} bytes");

    let sessions = SessionStore::new();
    let response = registry()
        .call(
            "count_evidence",
            json!({
                "claim": "the cache is warm ghp_Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5Fd1Sa0QeAb12",
                "evidence": [
                    { "content": "hit rate 99%", "polarity": "supports" },
                    { "content": "cold start seen", "polarity": "contradicts" }
                ],
                "sessionId": "s"
            }),
            &sessions,
        )
        .expect("a valid call");
    assert_eq!(response["supporting"], 1);
    assert_eq!(response["contradicting"], 1);
    assert!(!response.to_string().contains("Zq7Xw2Lp9Rt4"), "{response}");
    assert_eq!(
        response["_provenance"]["callerText"],
        json!(["claim", "session.id"])
    );
    let error = registry()
        .call("count_evidence", json!({ "claim": " " }), &sessions)
        .unwrap_err();
    assert!(error.to_string().starts_with("claim:"), "{error}");
}
