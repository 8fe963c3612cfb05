//! The checks Ackrite proposes, written for the claim at hand (`docs/judgement.md`, "Next
//! action"): reconciling a contradiction, establishing one part of a compound claim, tying a
//! cause to its effect. Every text names the caller's own words — the item, the part, the claim —
//! so no sentence written for one claim can turn up in the answer about another.

use super::parts::Role;
use super::quote::{described, quoted};
use super::reading::Observation;
use crate::evidence::EvidenceType;

/// One check: what to do, and which result confirms or refutes the claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    pub action: String,
    pub confirms_if: String,
    pub refutes_if: String,
}

/// How an item of each type is checked again.
fn redo(kind: EvidenceType) -> &'static str {
    match kind {
        EvidenceType::TestResult => "re-run that test",
        EvidenceType::HttpResponse => "repeat that request",
        EvidenceType::HttpRequest => "capture that request again",
        EvidenceType::ObservedBehavior => "repeat that observation",
        EvidenceType::UserFact => "confirm it with whoever reported it",
        EvidenceType::Log => "find what wrote that log line, and when",
        EvidenceType::Code => "check whether that code is what runs",
        EvidenceType::Config => "check whether that configuration is what is deployed",
        EvidenceType::Documentation => {
            "check whether that documentation applies to the version in use"
        }
        EvidenceType::Inference => "test the reasoning behind it",
        EvidenceType::Other => "find out where it came from and repeat it",
    }
}

/// Reconcile a contradicting observation before anything is built on the claim.
/// `supported` says whether anything supports the claim, to compare the contradiction with.
pub fn reconcile(contradiction: &Observation<'_>, claim: &str, supported: bool) -> Check {
    let kind = contradiction.item.kind.as_str();
    let compare = if supported {
        "then find what differs between it and the supporting evidence"
    } else {
        "then see whether it still contradicts the claim"
    };
    Check {
        action: format!(
            "Reconcile {} with the claim before acting on it: under the conditions the claim {} is about, {}; {compare}.",
            described(contradiction),
            quoted(claim),
            redo(contradiction.item.kind)
        ),
        confirms_if: format!(
            "the {kind} [{}] does not hold under the claim's conditions (it concerns another environment, version, path or input)",
            contradiction.index
        ),
        refutes_if: format!(
            "the {kind} [{}] contradicts the claim again under the same conditions",
            contradiction.index
        ),
    }
}

/// Establish one part of a compound claim.
pub fn establish(text: &str, role: Role) -> Check {
    let part = quoted(text);
    match role {
        Role::Fix => Check {
            action: format!(
                "Try the fix {part} once: apply only that change, repeat the failing case, then revert it and repeat the case again."
            ),
            confirms_if: "the problem is gone with the change and returns when it is reverted".to_owned(),
            refutes_if: "the problem persists with the change in place".to_owned(),
        },
        Role::Cause => Check {
            action: format!(
                "Observe the cause {part} directly, then change only it and watch whether the effect changes."
            ),
            confirms_if: format!("{part} is present, and the effect follows it"),
            refutes_if: format!("{part} is absent, or the effect persists without it"),
        },
        Role::Effect | Role::Assertion => Check {
            action: format!(
                "Observe {part} directly: a test result, HTTP response or observed behaviour that shows it under the conditions the claim is about."
            ),
            confirms_if: format!("the observation shows {part}"),
            refutes_if: format!("the observation shows the opposite of {part}"),
        },
    }
}

/// Tie a cause to its effect.
pub fn link(cause: &str, effect: &str) -> Check {
    let (cause, effect) = (quoted(cause), quoted(effect));
    Check {
        action: format!(
            "Find what ties {cause} to {effect}: an error that names the cause, a log line that shows it producing the effect, or a test in which removing the cause makes the effect go away."
        ),
        confirms_if: format!("removing or changing {cause} makes {effect} go away, and restoring it brings it back"),
        refutes_if: format!("{effect} persists without {cause}"),
    }
}
