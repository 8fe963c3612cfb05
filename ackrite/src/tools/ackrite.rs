//! `ackrite`: challenge a claim against the evidence supplied with it.

use schemars::JsonSchema;
use serde::Serialize;

use super::wire::{
    self, AssumptionNote, ClaimRequest, EvidenceQuote, LabelConflictNote, PartNote, SessionNote,
    Wire,
};
use crate::claim::Status;
use crate::{claim, verification_tool, SessionView, VerificationResponse};

#[derive(Debug, Serialize, JsonSchema, VerificationResponse)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeResponse {
    #[caller_text]
    pub claim: String,
    #[record(status)]
    pub status: Wire<Status>,
    // 0-0.99: how well the material supports it.
    pub confidence: f64,
    pub domain: String,
    // Each assertion and its status.
    pub parts: Vec<PartNote>,
    // Items labelled supports whose content says the opposite.
    pub label_conflicts: Vec<LabelConflictNote>,
    pub supporting: Vec<EvidenceQuote>,
    pub contradicting: Vec<EvidenceQuote>,
    // Items that count for nothing.
    pub not_counted: Vec<EvidenceQuote>,
    #[record(assumptions)]
    pub assumptions: Vec<AssumptionNote>,
    // Proof that would raise the status.
    #[caller_text]
    pub missing_proof: Vec<String>,
    // The smallest empirical check to run next.
    #[caller_text]
    pub next_action: String,
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

/// Judge a claim on the evidence you give, before acting on it: status, what nothing shows, the
/// assumption at work, the next check.
#[verification_tool(
    name = "ackrite",
    title = "Challenge a claim",
    brief = "status, confidence, parts[].status, parts[].unshown, labelConflicts, assumptions[0].text, nextAction"
)]
pub fn ackrite(request: ClaimRequest, history: &SessionView) -> ChallengeResponse {
    let evidence = wire::evidence(&request.evidence);
    let recorded = history.contradictions(&request.claim);
    let read = claim::read(&request.claim);
    let analysis = claim::analyse_with_history(&read, &evidence, &recorded);
    ChallengeResponse {
        status: analysis.status.into(),
        confidence: wire::two_decimals(analysis.confidence),
        domain: analysis.domain.as_str().to_owned(),
        parts: wire::parts(analysis.parts),
        label_conflicts: wire::label_conflicts(analysis.label_conflicts),
        supporting: wire::quoted(&analysis.supporting),
        contradicting: wire::quoted(&analysis.contradicting),
        not_counted: wire::quoted(&analysis.not_counted),
        assumptions: wire::assumptions(analysis.assumptions),
        missing_proof: analysis.missing_proof,
        next_action: analysis.next.action,
        duplicates_ignored: analysis.duplicates_ignored,
        context: wire::context_note(&request.context),
        session: wire::session_note(history.id().is_some(), analysis.reconciled),
        claim: request.claim,
    }
}
