//! What `reality_check` reports: reasoning failures, most important first.

use crate::severity::Severity;

/// A kind of reasoning failure. Declared in order of importance (SPEC §2): the derived order is
/// the order issues are reported in. A repeated strategy comes first because it is the loop
/// itself; a premature claim of success next because it ends the investigation on a falsehood;
/// then the signs that the working assumption is wrong (same failure under different approaches,
/// growing scope); then weaker signals about how the agent reasons (certainty, no new input).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum IssueKind {
    RepeatedStrategy,
    PrematureSuccess,
    SameFailure,
    EscalatingScope,
    CertaintyWithoutEvidence,
    NoNewInformation,
}

impl IssueKind {
    /// Every kind, most important first.
    pub const ALL: [IssueKind; 6] = [
        IssueKind::RepeatedStrategy,
        IssueKind::PrematureSuccess,
        IssueKind::SameFailure,
        IssueKind::EscalatingScope,
        IssueKind::CertaintyWithoutEvidence,
        IssueKind::NoNewInformation,
    ];

    /// The wire name (`repeated_strategy`).
    pub fn as_str(self) -> &'static str {
        match self {
            IssueKind::RepeatedStrategy => "repeated_strategy",
            IssueKind::PrematureSuccess => "premature_success",
            IssueKind::SameFailure => "same_failure",
            IssueKind::EscalatingScope => "escalating_scope",
            IssueKind::CertaintyWithoutEvidence => "certainty_without_evidence",
            IssueKind::NoNewInformation => "no_new_information",
        }
    }
}

/// One reasoning failure found in the supplied material.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issue {
    pub kind: IssueKind,
    pub severity: Severity,
    /// One sentence, quoting the caller's words it rests on.
    pub message: String,
}

#[cfg(test)]
mod tests {
    use super::IssueKind;

    #[test]
    fn kinds_are_stable_snake_case_in_order_of_importance() {
        let names: Vec<&str> = IssueKind::ALL.iter().map(|k| k.as_str()).collect();
        assert_eq!(
            names,
            [
                "repeated_strategy",
                "premature_success",
                "same_failure",
                "escalating_scope",
                "certainty_without_evidence",
                "no_new_information",
            ]
        );
        assert!(IssueKind::ALL.windows(2).all(|w| w[0] < w[1]));
    }
}
