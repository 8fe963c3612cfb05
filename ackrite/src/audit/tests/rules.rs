//! One row per case: the rule it checks, the proposal, and whether the finding fires at which
//! severity. Wording, negation, synonyms and identifiers are varied on purpose. The rows live
//! in the file of their family; the helpers are here.

mod proof;
mod risk;
mod scope;

use super::*;
use crate::severity::Severity::{self, High, Low, Medium};
use FindingId::*;

/// A proposal with only its text and problem; changes, evidence and plan added per row.
pub(super) fn p(proposal: &str, problem: Option<&str>) -> Proposal {
    Proposal {
        proposal: proposal.to_owned(),
        reported_problem: problem.map(str::to_owned),
        ..Proposal::default()
    }
}

pub(super) fn change(mut proposal: Proposal, path: &str, description: &str) -> Proposal {
    proposal.changes.push(Change::new(path, description));
    proposal
}

pub(super) fn plan(mut proposal: Proposal, plan: &str) -> Proposal {
    proposal.test_plan = Some(plan.to_owned());
    proposal
}

pub(super) fn supported(mut proposal: Proposal, kind: EvidenceType, content: &str) -> Proposal {
    proposal.evidence.push(
        Evidence::new(content)
            .kind(kind)
            .polarity(Polarity::Supports)
            .reliability(0.9),
    );
    proposal
}

pub(super) fn severity_of(audit: &Audit, id: FindingId) -> Option<Severity> {
    audit
        .findings
        .iter()
        .find(|f| f.id == id)
        .map(|f| f.severity)
}

pub(super) fn check(rows: Vec<(&str, Proposal, FindingId, Option<Severity>)>) {
    for (rule, proposal, id, expected) in rows {
        let audit = audit(&proposal, &[]);
        assert_eq!(
            severity_of(&audit, id),
            expected,
            "{rule}: {id:?} in {:?}",
            audit.findings
        );
    }
}
