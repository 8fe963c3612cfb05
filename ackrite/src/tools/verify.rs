//! `verify`: the evidence ledger of a claim — the same judgement as `ackrite`, laid out as what
//! is known, supported, assumed, contradicted and missing, with one decisive experiment.

use schemars::JsonSchema;
use serde::Serialize;

use super::wire::{self, AssumptionNote, ClaimRequest, EvidenceQuote, PartNote, SessionNote, Wire};
use crate::claim::Status;
use crate::{claim, verification_tool, Redact, SessionView, VerificationResponse};

#[derive(Debug, Serialize, JsonSchema, VerificationResponse)]
#[serde(rename_all = "camelCase")]
pub struct LedgerResponse {
    #[caller_text]
    pub claim: String,
    #[record(status)]
    pub status: Wire<Status>,
    pub confidence: f64,
    // Each assertion and its status.
    pub parts: Vec<PartNote>,
    // Strong direct support (reliability >= 0.8).
    pub known: Vec<EvidenceQuote>,
    // Other direct support (reliability >= 0.3).
    pub supported: Vec<EvidenceQuote>,
    // What is taken for granted.
    #[record(assumptions)]
    pub assumed: Vec<AssumptionNote>,
    pub contradicted: Vec<EvidenceQuote>,
    // Items that count for nothing.
    pub not_counted: Vec<EvidenceQuote>,
    // Proof not supplied, most decisive first.
    #[caller_text]
    pub missing: Vec<String>,
    pub decisive_experiment: DecisiveExperiment,
    pub duplicates_ignored: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub context: Option<String>,
    /// Added to the registry's `session` block; left out of the published schema, which is open
    /// to `session`, to keep the tool list small.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(skip)]
    #[record(reconciled)]
    pub session: Option<SessionNote>,
}

/// The one check that would settle the claim either way.
#[derive(Debug, Serialize, JsonSchema, Redact)]
#[serde(rename_all = "camelCase")]
pub struct DecisiveExperiment {
    #[caller_text]
    pub action: String,
    #[caller_text]
    pub confirms_if: String,
    #[caller_text]
    pub refutes_if: String,
}

/// A claim's evidence ledger: known, supported, assumed, contradicted, missing; one decisive
/// experiment.
#[verification_tool(
    name = "verify",
    title = "Evidence ledger for a claim",
    brief = "status, confidence, decisiveExperiment.action"
)]
pub fn verify(request: ClaimRequest, history: &SessionView) -> LedgerResponse {
    let evidence = wire::evidence(&request.evidence);
    let recorded = history.contradictions(&request.claim);
    let read = claim::read(&request.claim);
    let analysis = claim::analyse_with_history(&read, &evidence, &recorded);
    LedgerResponse {
        status: analysis.status.into(),
        confidence: wire::two_decimals(analysis.confidence),
        parts: wire::parts(analysis.parts),
        known: wire::quoted(&analysis.known),
        supported: wire::quoted(&analysis.supported),
        assumed: wire::assumptions(analysis.assumptions),
        contradicted: wire::quoted(&analysis.contradicting),
        not_counted: wire::quoted(&analysis.not_counted),
        missing: analysis.missing_proof,
        decisive_experiment: DecisiveExperiment {
            action: analysis.next.action,
            confirms_if: analysis.next.confirms_if,
            refutes_if: analysis.next.refutes_if,
        },
        duplicates_ignored: analysis.duplicates_ignored,
        context: wire::context_note(&request.context),
        session: wire::session_note(history.id().is_some(), analysis.reconciled),
        claim: request.claim,
    }
}
