//! What the reasoning asserts: success, and certainty.

use std::sync::LazyLock;

use super::{Found, History, Issue, IssueKind};
use crate::severity::Severity;
use crate::words::Cues;

/// Words that claim the problem is solved, matched as written: "fixed" claims a fix, "fix" only
/// plans one.
const SUCCESS_CLAIM: &[&str] = &[
    "fixed",
    "resolved",
    "solved",
    "done",
    "works",
    "worked",
    "succeeded",
    "successful",
    "passes",
    "will work",
    "works now",
    "now works",
    "is gone",
    "should work",
];

/// Words of certainty. "will work" is both a success claim and a certainty: it asserts a future
/// result as known.
const CERTAINTY: &[&str] = &[
    "definitely",
    "certainly",
    "certain",
    "obviously",
    "clearly",
    "guaranteed",
    "guarantee",
    "surely",
    "undoubtedly",
    "no doubt",
    "without doubt",
    "will work",
    "must be",
    "for sure",
    "absolutely",
];

/// `premature_success` (high). The reasoning claims a fix or success (not negated: "isn't fixed"
/// is no claim) while the latest attempt failed — which covers "every outcome failed" — or while
/// no attempt reports success and no direct evidence supports the reasoning.
pub(super) fn premature_success(history: &History) -> Option<Found> {
    static CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(SUCCESS_CLAIM));
    let claim = CUES.quote_words(&history.reasoning_words)?;
    let attempts = &history.attempts;
    let why = match attempts.last() {
        Some(_) if history.failed.iter().all(|&f| f) => {
            "while every attempt's outcome reports a failure".to_owned()
        }
        Some(latest) if history.failed.last() == Some(&true) => {
            format!(
                "while the latest attempt failed (\"{}\")",
                latest.quoted_outcome()
            )
        }
        _ if attempts.iter().any(|a| a.succeeded()) || history.directly_supported() => return None,
        _ => "but no outcome or supplied direct evidence shows it".to_owned(),
    };
    Some(Found {
        issue: Issue {
            kind: IssueKind::PrematureSuccess,
            severity: Severity::High,
            message: format!("The reasoning claims success (\"{claim}\") {why}."),
        },
        recommendation: "Before calling it fixed, verify the assumption that the change works: \
                         rerun the check that failed and supply its result as evidence."
            .to_owned(),
    })
}

/// `certainty_without_evidence` (medium). The reasoning uses a word of certainty (definitely,
/// obviously, clearly, guaranteed, will work …) and no code, log, HTTP, test, observation or
/// user-fact item supports it. Certainty is a claim about evidence; with none, it is a mood.
pub(super) fn certainty_without_evidence(history: &History) -> Option<Found> {
    static CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(CERTAINTY));
    let cue = CUES.quote_words(&history.reasoning_words)?;
    if history.directly_supported() {
        return None;
    }
    Some(Found {
        issue: Issue {
            kind: IssueKind::CertaintyWithoutEvidence,
            severity: Severity::Medium,
            message: format!(
                "The reasoning is certain (\"{cue}\") but no supplied direct evidence supports it."
            ),
        },
        recommendation: "Verify the assumption behind the certainty with one direct check and \
                         supply its result as evidence before acting on it."
            .to_owned(),
    })
}
