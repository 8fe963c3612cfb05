//! `prove_it`: the proof a claim needs, and how much of it the evidence already gives.

use schemars::JsonSchema;
use serde::Serialize;

use super::wire::{self, ClaimRequest, Wire};
use crate::evidence::EvidenceType;
use crate::{proof, verification_tool, Redact, VerificationResponse};

#[derive(Debug, Serialize, JsonSchema, VerificationResponse)]
#[serde(rename_all = "camelCase")]
pub struct ProofResponse {
    #[caller_text]
    pub claim: String,
    pub domain: String,
    pub checklist: Vec<ChecklistItem>,
    pub experiment: Experiment,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub context: Option<String>,
}

#[derive(Debug, Serialize, JsonSchema, Redact)]
#[serde(rename_all = "camelCase")]
pub struct ChecklistItem {
    #[caller_text]
    pub item: String,
    /// Evidence types that can satisfy it.
    #[schemars(with = "Vec<String>")]
    pub accepts: Vec<Wire<EvidenceType>>,
    pub satisfied: bool,
    /// Indices of the items that satisfy it.
    pub satisfied_by: Vec<usize>,
}

/// A falsifiable experiment: run it, and the result decides.
#[derive(Debug, Serialize, JsonSchema, Redact)]
#[serde(rename_all = "camelCase")]
pub struct Experiment {
    #[caller_text]
    pub hypothesis: String,
    #[caller_text]
    pub procedure: String,
    #[caller_text]
    pub confirms_if: String,
    #[caller_text]
    pub refutes_if: String,
}

/// The proof a claim needs: a checklist your evidence meets or not, and one falsifiable
/// experiment.
#[verification_tool(
    name = "prove_it",
    title = "Proof checklist for a claim",
    brief = "domain, checklist[satisfied=false].item, experiment.procedure"
)]
pub fn prove_it(request: ClaimRequest) -> ProofResponse {
    let evidence = wire::evidence(&request.evidence);
    let plan = proof::plan(&crate::claim::read(&request.claim), &evidence);
    ProofResponse {
        claim: request.claim,
        domain: plan.domain.as_str().to_owned(),
        checklist: plan
            .checklist
            .into_iter()
            .map(|entry| ChecklistItem {
                item: entry.item.to_owned(),
                accepts: entry.accepts.into_iter().map(Wire).collect(),
                satisfied: entry.satisfied,
                satisfied_by: entry.satisfied_by,
            })
            .collect(),
        experiment: Experiment {
            hypothesis: plan.experiment.hypothesis,
            procedure: plan.experiment.procedure,
            confirms_if: plan.experiment.confirms_if,
            refutes_if: plan.experiment.refutes_if,
        },
        context: wire::context_note(&request.context),
    }
}
