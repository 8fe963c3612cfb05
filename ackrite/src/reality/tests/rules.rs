//! One row per case: the rule it checks, the material, and whether the issue fires. Wording,
//! negation, synonyms and identifiers are varied on purpose. The rows live in the file of their
//! family; the helpers are here.

mod claims;
mod loops;
mod progress;

use super::*;

pub(super) fn tried(rows: &[(&str, &str)]) -> Vec<Attempt> {
    rows.iter().map(|(a, o)| Attempt::new(*a, *o)).collect()
}

pub(super) fn passing_test() -> Vec<Evidence> {
    vec![Evidence::new("test_refund PASSED")
        .kind(EvidenceType::TestResult)
        .source("pytest")
        .polarity(Polarity::Supports)
        .reliability(0.9)]
}

pub(super) struct Row {
    rule: &'static str,
    reasoning: &'static str,
    attempts: Vec<Attempt>,
    earlier: Vec<Attempt>,
    evidence: Vec<Evidence>,
    kind: IssueKind,
    fires: bool,
}

pub(super) fn row(
    rule: &'static str,
    reasoning: &'static str,
    attempts: &[(&str, &str)],
    kind: IssueKind,
    fires: bool,
) -> Row {
    Row {
        rule,
        reasoning,
        attempts: tried(attempts),
        earlier: vec![],
        evidence: vec![],
        kind,
        fires,
    }
}

impl Row {
    /// The row with `evidence` given beside the reasoning.
    pub(super) fn with_evidence(mut self, evidence: Vec<Evidence>) -> Self {
        self.evidence = evidence;
        self
    }

    /// The row with `attempts` made in earlier calls of the session.
    pub(super) fn with_earlier(mut self, attempts: &[(&str, &str)]) -> Self {
        self.earlier = tried(attempts);
        self
    }
}

pub(super) fn check(rows: Vec<Row>) {
    for row in rows {
        let check = reality_check(row.reasoning, &row.attempts, &row.earlier, &row.evidence);
        let found = check.issues.iter().any(|i| i.kind == row.kind);
        assert_eq!(found, row.fires, "{}: {:?}", row.rule, check.issues);
    }
}
