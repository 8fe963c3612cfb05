//! What `reality_check` reports: reasoning failures, most important first.

use crate::severity::Severity;

crate::enum_names::named! {
    /// A kind of reasoning failure. Issues are reported by severity, then in the derived order
    /// of this declaration (`docs/judgement.md`, "Reality check"): a repeated strategy first
    /// because it is the loop itself; one failure under many strategies next, because it says
    /// the working assumption is wrong; then a premature claim of success, which ends the
    /// investigation on a falsehood; then the weaker signals (certainty, growing scope, no new
    /// input).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub enum IssueKind {
        RepeatedStrategy = "repeated_strategy",
        SameFailure = "same_failure",
        PrematureSuccess = "premature_success",
        CertaintyWithoutEvidence = "certainty_without_evidence",
        EscalatingScope = "escalating_scope",
        NoNewInformation = "no_new_information",
    }
}

impl IssueKind {
    /// How much the kind worries the caller: a loop, one failure under many strategies and a
    /// premature success are high; unsupported certainty and growing scope medium; an attempt
    /// that taught nothing low.
    pub fn severity(self) -> Severity {
        match self {
            IssueKind::RepeatedStrategy | IssueKind::SameFailure | IssueKind::PrematureSuccess => {
                Severity::High
            }
            IssueKind::CertaintyWithoutEvidence | IssueKind::EscalatingScope => Severity::Medium,
            IssueKind::NoNewInformation => Severity::Low,
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
                "same_failure",
                "premature_success",
                "certainty_without_evidence",
                "escalating_scope",
                "no_new_information",
            ]
        );
        assert!(IssueKind::ALL.windows(2).all(|w| w[0] < w[1]));
        // Severity never rises along the order, so sorting by severity keeps the kind order.
        assert!(IssueKind::ALL
            .windows(2)
            .all(|w| w[0].severity() <= w[1].severity()));
    }
}
