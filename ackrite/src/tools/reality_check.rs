//! `reality_check`: reasoning failures in an agent's own account of what it tried.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::wire::{self, AttemptInput, EvidenceInput, Wire};
use crate::attempt::{Attempt, Outcome};
use crate::reality::{self, IssueKind};
use crate::registry::Verdict;
use crate::severity::Severity;
use crate::{verification_tool, Redact, SessionView, VerificationRequest, VerificationResponse};

#[derive(Debug, Deserialize, JsonSchema, VerificationRequest)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RealityRequest {
    /// Your current reasoning.
    #[limit(chars = 8000, nonblank)]
    pub reasoning: String,
    /// Attempts so far, oldest first.
    #[serde(default)]
    #[limit(items = 64)]
    #[record(attempts)]
    pub attempts: Vec<AttemptInput>,
    /// Observations, one per item.
    #[serde(default)]
    #[limit(items = 64)]
    #[record(evidence)]
    pub evidence: Vec<EvidenceInput>,
}

#[derive(Debug, Serialize, JsonSchema, VerificationResponse)]
pub struct RealityResponse {
    /// The most important failure first.
    #[record(verdict)]
    pub issues: Vec<Issue>,
    #[caller_text]
    pub recommendation: String,
    /// How each attempt of this call was read, in request order.
    pub attempts: Vec<AttemptReading>,
}

#[derive(Debug, Serialize, JsonSchema, Redact)]
pub struct AttemptReading {
    pub outcome: Wire<Outcome>,
    /// The outcome's words that decided it; empty when none did.
    #[caller_text]
    pub signal: String,
}

#[derive(Debug, Serialize, JsonSchema, Redact)]
pub struct Issue {
    pub kind: Wire<IssueKind>,
    pub severity: Wire<Severity>,
    #[caller_text]
    pub message: String,
}

impl Verdict for Issue {
    fn verdict(&self) -> &'static str {
        self.kind.0.as_str()
    }
}

/// When attempts keep failing or before declaring success: loops, repeated failures, premature
/// success, unfounded certainty.
#[verification_tool(
    name = "reality_check",
    title = "Reality check on reasoning",
    brief = "issues[].kind, recommendation"
)]
pub fn reality_check(request: RealityRequest, history: &SessionView) -> RealityResponse {
    let attempts: Vec<Attempt> = request
        .attempts
        .into_iter()
        .map(|a| Attempt {
            approach: a.approach,
            outcome: a.outcome,
        })
        .collect();
    let evidence = wire::evidence(&request.evidence);
    let check =
        reality::reality_check(&request.reasoning, &attempts, history.attempts(), &evidence);
    RealityResponse {
        issues: check
            .issues
            .into_iter()
            .map(|issue| Issue {
                kind: issue.kind.into(),
                severity: issue.severity.into(),
                message: issue.message,
            })
            .collect(),
        recommendation: check.recommendation,
        attempts: check
            .readings
            .into_iter()
            .map(|reading| AttemptReading {
                outcome: reading.outcome.into(),
                signal: reading.signal,
            })
            .collect(),
    }
}
