//! What `audit` reports: findings with stable ids, ordered so that the one to settle first comes
//! first.

use std::cmp::Ordering;

use crate::severity::Severity;

crate::enum_names::named! {
    /// A finding's stable id. The wire names never change: agents and tests match on them. The
    /// declaration order is the order findings of equal severity are reported in.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum FindingId {
        RewriteScope = "rewrite_scope",
        UnrelatedChange = "unrelated_change",
        ApiContractAssumption = "api_contract_assumption",
        SecuritySensitive = "security_sensitive",
        ErrorHandling = "error_handling",
        MissingTests = "missing_tests",
        UnverifiedPremise = "unverified_premise",
        RepeatsFailedApproach = "repeats_failed_approach",
    }
}

impl FindingId {
    /// Order among findings of equal severity: the order of [`FindingId::ALL`], which runs from
    /// the size of the change, through what it touches, to what shows it works
    /// (`docs/judgement.md`, "Audit").
    fn rank(self) -> usize {
        FindingId::ALL
            .iter()
            .position(|id| *id == self)
            .unwrap_or(FindingId::ALL.len())
    }
}

/// One concern about the proposed change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub id: FindingId,
    pub severity: Severity,
    /// One sentence; it never claims that a file's contents were inspected.
    pub message: String,
    /// The proposed changes the finding concerns, as the caller named them; empty when it
    /// concerns the proposal as a whole.
    pub paths: Vec<String>,
}

impl Finding {
    /// Most severe first; equal severities in [`FindingId::ALL`] order.
    pub fn priority(&self, other: &Finding) -> Ordering {
        self.severity
            .cmp(&other.severity)
            .then(self.id.rank().cmp(&other.id.rank()))
    }
}

#[cfg(test)]
mod tests {
    use super::FindingId;

    #[test]
    fn ids_are_stable_snake_case_and_ranked_in_list_order() {
        let names: Vec<&str> = FindingId::ALL.iter().map(|id| id.as_str()).collect();
        assert_eq!(
            names,
            [
                "rewrite_scope",
                "unrelated_change",
                "api_contract_assumption",
                "security_sensitive",
                "error_handling",
                "missing_tests",
                "unverified_premise",
                "repeats_failed_approach",
            ]
        );
        let ranks: Vec<usize> = FindingId::ALL.iter().map(|id| id.rank()).collect();
        assert_eq!(ranks, (0..FindingId::ALL.len()).collect::<Vec<_>>());
    }
}
