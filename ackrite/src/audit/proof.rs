//! What shows the change will work: tests, and an approach that already failed.

use std::sync::LazyLock;

use super::text::{pieces, quote};
use super::{Context, Judgement};
use crate::attempt::{strategy_words, SAME_STRATEGY};
use crate::audit::{Finding, FindingId};
use crate::severity::Severity;
use crate::words::{self, jaccard, Cues};

/// Words that name a test or a test runner.
const TEST: &[&str] = &[
    "test",
    "pytest",
    "jest",
    "vitest",
    "mocha",
    "rspec",
    "junit",
    "unittest",
    "e2e",
    "cypress",
    "playwright",
    "spec",
];

/// Words after which the rest of a proposal is its purpose, not its approach: "bump the timeout
/// to stop the 504s" is compared as "bump the timeout".
const PURPOSE: &[&str] = &[
    "to stop",
    "so that",
    "so",
    "in order to",
    "to fix",
    "to avoid",
];

/// True when `text` names a test ("add a regression test", "pytest -k none", "cargo test") and
/// does not deny it ("no tests").
pub(super) fn names_a_test(text: &str) -> bool {
    static CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(TEST));
    CUES.affirmed(&words::words(text)).is_some()
}

/// `missing_tests` (medium). A change to behaviour — a change whose path is not documentation, a
/// test or a fixture, and whose description edits more than comments (with no changes listed,
/// the proposal itself) — while no test path is among the changes and neither the proposal nor
/// the test plan names a test. Without one, nothing would show that the problem is fixed or that
/// nothing else broke.
pub(super) fn missing_tests(context: &Context) -> Option<Judgement> {
    if context.tested {
        return None;
    }
    let behavioural: Vec<String> = context
        .changes
        .iter()
        .filter(|c| c.behavioural())
        .map(|c| c.change.path.clone())
        .collect();
    if behavioural.is_empty() && !context.changes.is_empty() {
        return None;
    }
    let plan = match context.proposal.test_plan.as_deref().map(str::trim) {
        Some(plan) if !plan.is_empty() => {
            format!(
                "the test plan (\"{}\") names no test",
                crate::attempt::quote(plan)
            )
        }
        _ => "no test plan was given".to_owned(),
    };
    let what = match behavioural.as_slice() {
        [] => "The proposal changes behaviour".to_owned(),
        [one] => format!("The change to {one} alters behaviour"),
        many => format!("The changes to {} alter behaviour", super::list(many)),
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::MissingTests,
            severity: Severity::Medium,
            message: format!(
                "{what}, but no proposed change touches a test and {plan}, so nothing would show \
                 that the problem is fixed or that nothing else broke."
            ),
            paths: behavioural,
        },
        next_action: "Write a test that reproduces the reported problem and fails before the \
                      change, and say how you will run it."
            .to_owned(),
    })
}

/// `repeats_failed_approach` (high). The proposal, one of the pieces of work it names, or one
/// change's description is the same strategy (Jaccard ≥ the threshold on normalised content
/// words, as `reality_check` groups attempts) as an attempt given earlier in this session that
/// did not succeed. The proposal is also compared without its stated purpose ("… to stop the
/// 504s"). The closest such attempt is named (the earliest on a tie).
pub(super) fn repeats_failed_approach(context: &Context) -> Option<Judgement> {
    static PURPOSE_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(PURPOSE));
    let text = &context.proposal_words;
    let mut candidates: Vec<(Option<String>, String)> =
        vec![(None, context.proposal.proposal.clone())];
    for (start, end) in pieces(text) {
        let piece = &text[start..end];
        let cut = PURPOSE_CUES
            .affirmed(piece)
            .map_or(end, |m| start + m.start);
        candidates.push((None, quote(text, start, end)));
        if cut > start {
            candidates.push((None, quote(text, start, cut)));
        }
    }
    for change in &context.changes {
        candidates.push((
            Some(change.change.path.clone()),
            change.change.description.clone(),
        ));
    }
    let mut best: Option<(f64, usize, usize)> = None;
    for (c, (_, candidate)) in candidates.iter().enumerate() {
        let candidate = strategy_words(candidate);
        for (a, attempt) in context.earlier_attempts.iter().enumerate() {
            if attempt.succeeded() {
                continue;
            }
            let overlap = jaccard(&candidate, &strategy_words(&attempt.approach));
            if overlap >= SAME_STRATEGY && best.is_none_or(|(o, _, _)| overlap > o) {
                best = Some((overlap, c, a));
            }
        }
    }
    let (_, c, a) = best?;
    let attempt = &context.earlier_attempts[a];
    let approach = attempt.quoted_approach();
    let outcome = attempt.quoted_outcome();
    let (path, _) = &candidates[c];
    let which = match path {
        Some(path) => format!("The change to {path}"),
        None => "The proposal".to_owned(),
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::RepeatsFailedApproach,
            severity: Severity::High,
            message: format!(
                "{which} repeats an approach that did not succeed earlier in this session \
                 (\"{approach}\": \"{outcome}\")."
            ),
            paths: path.iter().cloned().collect(),
        },
        next_action: format!(
            "Find out why \"{approach}\" did not succeed and verify the assumption that makes it \
             look necessary before proposing it again."
        ),
    })
}
