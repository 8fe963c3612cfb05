//! `audit`: findings on a proposed change, judged from its description.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::wire::{self, EvidenceInput, Wire};
use crate::attempt::Attempt;
use crate::audit::{self as rules, Change, FindingId, Proposal};
use crate::registry::Verdict;
use crate::severity::Severity;
use crate::{verification_tool, Redact, SessionView, VerificationRequest, VerificationResponse};

#[derive(Debug, Deserialize, JsonSchema, VerificationRequest)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct AuditRequest {
    /// The change you intend.
    #[limit(chars = 8000, nonblank)]
    pub proposal: String,
    /// The problem it should fix.
    #[limit(chars = 8000)]
    pub reported_problem: Option<String>,
    /// Files to touch and how.
    #[serde(default)]
    #[limit(items = 128)]
    pub proposed_changes: Vec<ChangeInput>,
    /// Observations, one per item.
    #[serde(default)]
    #[limit(items = 64)]
    #[record(evidence)]
    pub evidence: Vec<EvidenceInput>,
    /// How you will test it.
    #[limit(chars = 8000)]
    pub test_plan: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema, Redact)]
#[serde(deny_unknown_fields)]
pub struct ChangeInput {
    /// File path.
    #[limit(chars = 512, nonblank)]
    pub path: String,
    /// What changes there.
    #[serde(default)]
    #[limit(chars = 2000)]
    pub description: String,
}

#[derive(Debug, Serialize, JsonSchema, VerificationResponse)]
#[serde(rename_all = "camelCase")]
pub struct AuditResponse {
    /// Most severe first.
    #[record(verdict)]
    pub findings: Vec<Finding>,
    #[caller_text]
    pub next_action: String,
    /// What the judgement rests on: descriptions, never file contents.
    pub basis: String,
}

#[derive(Debug, Serialize, JsonSchema, Redact)]
pub struct Finding {
    pub id: Wire<FindingId>,
    pub severity: Wire<Severity>,
    #[caller_text]
    pub message: String,
    #[caller_text]
    pub paths: Vec<String>,
}

impl Verdict for Finding {
    fn verdict(&self) -> &'static str {
        self.id.0.as_str()
    }
}

/// Audit a planned change: rewrites, unrelated edits, shaky premises, API and security
/// assumptions, missing tests. Reads descriptions, not files.
#[verification_tool(
    name = "audit",
    title = "Audit a proposed change",
    brief = "findings[].id, findings[].severity, findings[].paths, nextAction"
)]
pub fn audit(request: AuditRequest, history: &SessionView) -> AuditResponse {
    let proposal = Proposal {
        proposal: request.proposal,
        reported_problem: request.reported_problem,
        changes: request
            .proposed_changes
            .into_iter()
            .map(|change| Change {
                path: change.path,
                description: change.description,
            })
            .collect(),
        evidence: wire::evidence(&request.evidence),
        test_plan: request.test_plan,
    };
    let earlier: Vec<Attempt> = history.attempts().to_vec();
    let audit = rules::audit(&proposal, &earlier);
    AuditResponse {
        findings: audit
            .findings
            .into_iter()
            .map(|finding| Finding {
                id: finding.id.into(),
                severity: finding.severity.into(),
                message: finding.message,
                paths: finding.paths,
            })
            .collect(),
        next_action: audit.next_action,
        basis: audit.basis,
    }
}
