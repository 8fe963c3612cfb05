//! What shows the change will work: tests, evidence for its premise, and what already failed.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use super::bar::{cite, noun, Shortfall};
use super::{list, Context, Judgement, Proposal};
use crate::attempt::SAME_STRATEGY;
use crate::audit::{Finding, FindingId};
use crate::evidence::EvidenceClass;
use crate::severity::Severity;
use crate::words::{self, jaccard, Word};

/// Words a test plan can consist of and still plan nothing ("none", "TBD", "no tests").
const VACUOUS_PLAN: &[&str] = &[
    "test", "plan", "none", "tbd", "todo", "na", "skip", "later", "nothing",
];

/// True when the test plan says something beyond "none", "n/a", "TBD" or "no tests".
pub(super) fn test_plan_given(proposal: &Proposal) -> bool {
    static VACUOUS: LazyLock<BTreeSet<String>> = LazyLock::new(|| {
        VACUOUS_PLAN
            .iter()
            .flat_map(|w| words::content_words(w))
            .collect()
    });
    proposal.test_plan.as_deref().is_some_and(|plan| {
        words::each_word(plan).any(|w| !w.noise && !VACUOUS.contains(w.canon.as_ref()))
    })
}

/// `missing_tests` (medium). No usable test plan and no change whose path or description is
/// about tests (`test`, `tests`, `spec`, `__tests__/`, `auth_test.rs` all count). Without one,
/// nothing would show that the problem is fixed or that nothing else broke.
pub(super) fn missing_tests(context: &Context) -> Option<Judgement> {
    let about_tests = |text: &[Word]| text.iter().any(|w| !w.noise && w.canon == "test");
    let touches_tests = context
        .change_words
        .iter()
        .any(|c| about_tests(&c.path) || about_tests(&c.description));
    if test_plan_given(context.proposal) || touches_tests {
        return None;
    }
    Some(Judgement {
        finding: Finding {
            id: FindingId::MissingTests,
            severity: Severity::Medium,
            message: "No test plan was given and no proposed change touches tests, so nothing \
                      would show that the problem is fixed or that nothing else broke."
                .to_owned(),
            paths: Vec::new(),
        },
        next_action: "Write a test that reproduces the reported problem and fails before the \
                      change, and say how you will run it."
            .to_owned(),
    })
}

/// `unverified_premise`. The premise is that the change fixes the reported problem (or, with no
/// problem reported, that it is needed). High when a supplied item contradicts it — contradiction
/// wins until reconciled, as in SPEC §4. Medium when nothing supports it, or only documentation,
/// `other` or inference items do: those cannot observe the system (SPEC §3). A supporting code,
/// log, HTTP or test item, with nothing contradicting, silences it.
pub(super) fn unverified_premise(context: &Context) -> Option<Judgement> {
    let premise = if context.proposal.reported_problem.is_some() {
        "the premise that this change fixes the reported problem"
    } else {
        "the premise that this change is needed"
    };
    if let Some(item) = context.most_reliable_contradiction() {
        let cited = cite(item);
        return Some(Judgement {
            finding: Finding {
                id: FindingId::UnverifiedPremise,
                severity: Severity::High,
                message: format!("Evidence {cited} contradicts {premise}."),
                paths: Vec::new(),
            },
            next_action: format!(
                "Reconcile evidence {cited} with the proposal before making the change."
            ),
        });
    }
    let direct = [EvidenceClass::StrongDirect, EvidenceClass::Direct];
    if context.supported_by(&direct) {
        return None;
    }
    // With no direct support and no contradiction, the shortfall is "weaker" or "unsupported".
    let message = match context.high_bar_shortfall() {
        Some(Shortfall::Weaker(kinds)) => {
            let kinds: Vec<String> = kinds.iter().map(|&(k, n)| noun(k, n)).collect();
            format!(
                "{} rests only on {}, and such evidence cannot observe the system.",
                capitalised(premise),
                list(&kinds)
            )
        }
        _ => format!("No supplied evidence supports {premise}."),
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::UnverifiedPremise,
            severity: Severity::Medium,
            message,
            paths: Vec::new(),
        },
        next_action: "Reproduce the reported problem and supply one direct observation (a log, \
                      test result or HTTP response) showing that what this change touches causes \
                      it."
        .to_owned(),
    })
}

/// `text` with its first letter in upper case, to open a sentence.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// `repeats_failed_approach` (high). The proposal's content words overlap the approach of an
/// earlier attempt that failed (see [`crate::attempt::Attempt::failed`]) by Jaccard ≥ 0.6 — the
/// same-strategy rule of `reality_check`. The closest such attempt is named (earliest on a tie).
pub(super) fn repeats_failed_approach(context: &Context) -> Option<Judgement> {
    let proposal = words::content_words(&context.proposal.proposal);
    let mut best = None;
    for attempt in context.earlier_attempts.iter().filter(|a| a.failed()) {
        let overlap = jaccard(&proposal, &words::content_words(&attempt.approach));
        if overlap >= SAME_STRATEGY && best.is_none_or(|(o, _)| overlap > o) {
            best = Some((overlap, attempt));
        }
    }
    let (_, attempt) = best?;
    let approach = attempt.quoted_approach();
    let outcome = attempt.quoted_outcome();
    Some(Judgement {
        finding: Finding {
            id: FindingId::RepeatsFailedApproach,
            severity: Severity::High,
            message: format!(
                "The proposal repeats an approach that already failed in this session \
                 (\"{approach}\": \"{outcome}\")."
            ),
            paths: Vec::new(),
        },
        next_action: format!(
            "Find out why \"{approach}\" failed and verify the assumption that makes it look \
             necessary before proposing it again."
        ),
    })
}
