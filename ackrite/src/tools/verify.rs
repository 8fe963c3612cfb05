//! `verify`: the evidence ledger of a claim.

use schemars::JsonSchema;
use serde::Serialize;

use super::wire::{self, AssumptionNote, ClaimRequest, EvidenceQuote, StatusName};
use crate::{ledger, verification_tool, Redact, VerificationResponse};

#[derive(Debug, Serialize, JsonSchema, VerificationResponse)]
#[serde(rename_all = "camelCase")]
pub struct LedgerResponse {
    #[caller_text]
    pub claim: String,
    pub status: StatusName,
    pub confidence: f64,
    /// Strong direct items (reliability at least 0.8) that support the claim.
    pub known: Vec<EvidenceQuote>,
    /// Other direct items that support it.
    pub supported: Vec<EvidenceQuote>,
    /// What is taken for granted: inferences, indirect support, wording.
    pub assumed: Vec<AssumptionNote>,
    pub contradicted: Vec<EvidenceQuote>,
    /// Proof that is not in the supplied material, most decisive first.
    #[caller_text]
    pub missing: Vec<String>,
    pub decisive_experiment: DecisiveExperiment,
    pub duplicates_ignored: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub context: Option<String>,
}

/// The one check that would settle the claim either way.
#[derive(Debug, Serialize, JsonSchema, Redact)]
#[serde(rename_all = "camelCase")]
pub struct DecisiveExperiment {
    #[caller_text]
    pub action: String,
    pub confirms_if: String,
    pub refutes_if: String,
}

/// Evidence ledger for a claim: known, supported, assumed, contradicted, missing, and one
/// decisive experiment.
#[verification_tool(name = "verify", title = "Evidence ledger for a claim")]
pub fn verify(request: ClaimRequest) -> LedgerResponse {
    let evidence = wire::evidence(request.evidence);
    let ledger = ledger::ledger(&request.claim, &evidence);
    LedgerResponse {
        claim: request.claim,
        status: ledger.analysis.status.into(),
        confidence: wire::two_decimals(ledger.analysis.confidence),
        known: wire::quotes(&evidence, &ledger.known),
        supported: wire::quotes(&evidence, &ledger.supported),
        assumed: wire::assumptions(ledger.assumed),
        contradicted: wire::quotes(&evidence, &ledger.contradicted),
        missing: ledger.missing,
        decisive_experiment: DecisiveExperiment {
            action: ledger.decisive_experiment.action,
            confirms_if: ledger.decisive_experiment.confirms_if,
            refutes_if: ledger.decisive_experiment.refutes_if,
        },
        duplicates_ignored: ledger.analysis.duplicates_ignored,
        context: wire::context_note(&request.context),
    }
}
