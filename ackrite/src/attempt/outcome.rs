//! How an attempt's outcome reads: `failed`, `succeeded` or `unclear` (`docs/judgement.md`,
//! "How an outcome is read").
//!
//! Failure wins over success because an outcome that reports both ("tests pass but the timeout
//! remains") has not reached the goal; not knowing is neither failing nor succeeding.

use std::sync::LazyLock;

use super::codes::codes;
use crate::phrasing::span;
use crate::words::{words, Cues, Word};

crate::enum_names::named! {
    /// How an outcome reads.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Outcome {
        Failed = "failed",
        Succeeded = "succeeded",
        Unclear = "unclear",
    }
}

/// An outcome's class and the words that decided it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    pub outcome: Outcome,
    /// The deciding words as written (lowercased), empty when nothing decided it.
    pub signal: String,
    /// True when the approach skipped, disabled or deleted a test.
    pub skipped_test: bool,
}

/// Words that report a failure whenever they are affirmed.
const FAILURE: &[&str] = &[
    "fail",
    "failing",
    "failure",
    "error",
    "err",
    "exception",
    "traceback",
    "crash",
    "panic",
    "panicked",
    "timeout",
    "timed out",
    "deadline exceeded",
    "hang",
    "hung",
    "broken",
    "broke",
    "refused",
    "denied",
    "rejected",
    "unauthorized",
    "unauthorised",
    "forbidden",
    "abort",
    "aborted",
    "stuck",
    "flaky",
    "intermittent",
    "intermittently",
    "sporadic",
    "sporadically",
    "red",
    "unable",
    "oom",
    "oomkilled",
    "segfault",
    "segmentation fault",
    "core dumped",
    "sigsegv",
    "sigkill",
    "econnrefused",
    "econnreset",
    "etimedout",
    "connection reset",
    "unchanged",
    "worse",
    "no change",
    "no effect",
    "no difference",
    "no improvement",
];

/// Words of persistence: a failure only when nothing in the outcome reports success ("still
/// 401" failed, "still passes" did not).
const PERSISTENCE: &[&str] = &[
    "still",
    "again",
    "continue",
    "continued",
    "continues",
    "persist",
    "persists",
    "remain",
    "remains",
    "recur",
    "recurs",
    "reappear",
    "reappears",
];

/// Words that report success, matched as written; negated ("doesn't work", "not fixed") they
/// report a failure.
const SUCCESS: &[&str] = &[
    "pass",
    "passes",
    "passed",
    "passing",
    "green",
    "ok",
    "works",
    "worked",
    "working",
    "succeed",
    "succeeds",
    "succeeded",
    "success",
    "successful",
    "successfully",
    "fixed",
    "resolved",
    "solved",
    "helped",
];

/// Words that report a failure when negated ("doesn't work", "didn't help", "did not fix it") but
/// say too little affirmed: "the work queue" is no success.
const NEGATABLE: &[&str] = &["work", "help", "fix", "solve", "resolve", "change"];

/// Words that, shortly after a failure word, say the failure went away ("the error is gone").
const REMOVAL: &[&str] = &[
    "gone",
    "disappeared",
    "resolved",
    "fixed",
    "cleared",
    "vanished",
    "stopped",
    "went away",
    "no longer",
];

/// How many words after a failure word a removal word still refers to it.
const REMOVAL_REACH: usize = 4;

/// Words that, shortly before a failure word, say it was removed ("fixed the TypeError").
const REMOVED_BEFORE: &[&str] = &[
    "fixed",
    "fixes",
    "fix",
    "resolved",
    "resolves",
    "solved",
    "eliminated",
    "removed",
    "avoids",
    "avoided",
    "prevents",
    "prevented",
    "got rid of",
];

/// How many words before a failure word a removing word still refers to it.
const REMOVED_BEFORE_REACH: usize = 3;

/// Words that negate, for quoting a negated success with its negator.
const NEGATORS: &[&str] = &[
    "not", "no", "never", "t", "without", "zero", "none", "cannot", "0",
];

/// Words that say a test was not run.
const SKIP: &[&str] = &[
    "skip",
    "skipped",
    "skipping",
    "xfail",
    "disabled",
    "disable",
    "ignored",
    "quarantined",
    "quarantine",
    "pending",
];

/// Verbs that take a test out of the run when their object is a test.
const REMOVE_TEST: &[&str] = &["delete", "remove", "comment out", "drop"];

/// How many words after a removing verb the word "test" still makes it remove a test.
const REMOVE_TEST_REACH: usize = 4;

struct OutcomeCues {
    failure: Cues,
    persistence: Cues,
    success: Cues,
    negatable: Cues,
    removal: Cues,
    removed_before: Cues,
    skip: Cues,
    remove_test: Cues,
}

static CUES: LazyLock<OutcomeCues> = LazyLock::new(|| OutcomeCues {
    failure: Cues::new(FAILURE),
    persistence: Cues::exact(PERSISTENCE),
    success: Cues::exact(SUCCESS),
    negatable: Cues::new(NEGATABLE),
    removal: Cues::exact(REMOVAL),
    removed_before: Cues::exact(REMOVED_BEFORE),
    skip: Cues::new(SKIP),
    remove_test: Cues::new(REMOVE_TEST),
});

/// Read `outcome`, knowing the `approach` that produced it.
pub(super) fn read(approach: &str, outcome: &str) -> Reading {
    let text = words(outcome);
    let skipped_test = skips_a_test(&words(approach));
    let codes = codes(outcome);
    let cues = &*CUES;
    let reading = |outcome, signal: String| Reading {
        outcome,
        signal,
        skipped_test,
    };

    let failures = cues.failure.matches(&text);
    let removals = cues.removal.matches(&text);
    let removed_before = cues.removed_before.matches(&text);
    // In the failure word's clause: in "Timeout. Fixed the config." the fix is another sentence.
    let same_clause = |from: usize, to: usize| (from + 1..=to).all(|i| !text[i].clause_start);
    let removed = |start: usize, end: usize| {
        removals.iter().any(|r| {
            r.start >= end && r.start < end + REMOVAL_REACH && same_clause(end - 1, r.start)
        }) || removed_before.iter().any(|r| {
            !r.negated
                && r.end <= start
                && r.end + REMOVED_BEFORE_REACH > start
                && same_clause(r.start, start)
        })
    };
    let successes = cues.success.matches(&text);
    let affirmed_success = successes.iter().find(|m| !m.negated);

    // "the failing process was not observed": a failure word that names what was looked for,
    // in a clause that says it was not seen, reports no failure.
    let looked_for = |start: usize, end: usize| {
        let named = start > 0
            && matches!(
                text[start - 1].raw.as_ref(),
                "the" | "a" | "an" | "this" | "that"
            )
            && matches!(
                text[start].raw.as_ref(),
                "failing" | "failed" | "crashing" | "erroring"
            );
        let clause_end = (end..text.len())
            .find(|&i| text[i].clause_start)
            .unwrap_or(text.len());
        named
            && text[end..clause_end]
                .iter()
                .any(|w| matches!(w.raw.as_ref(), "not" | "never" | "no"))
    };
    if let Some(m) = failures
        .iter()
        .find(|m| !m.negated && !removed(m.start, m.end) && !looked_for(m.start, m.end))
    {
        return reading(Outcome::Failed, span(&text, m.start, m.end));
    }
    let negated_success = successes
        .iter()
        .chain(&cues.negatable.matches(&text))
        .find(|m| m.negated)
        .copied();
    if let Some(m) = negated_success {
        return reading(Outcome::Failed, negated_span(&text, m.start, m.end));
    }
    if let Some(code) = codes.iter().find(|c| c.is_failure()) {
        return reading(Outcome::Failed, code.text.to_lowercase());
    }
    // "Still no errors" and "ImportError is gone" report no failure: persistence and error
    // names fail an outcome only when nothing in it says things went well.
    let taken_back = failures
        .iter()
        .any(|m| m.negated || removed(m.start, m.end) || looked_for(m.start, m.end));
    if affirmed_success.is_none() && !taken_back {
        if let Some(name) = super::signature::error_name(outcome) {
            return reading(Outcome::Failed, name);
        }
        if let Some(m) = cues.persistence.affirmed(&text) {
            return reading(Outcome::Failed, span(&text, m.start, m.end));
        }
    }

    let success = affirmed_success
        .map(|m| span(&text, m.start, m.end))
        .or_else(|| {
            failures
                .iter()
                .find(|m| m.negated)
                .map(|m| negated_span(&text, m.start, m.end))
        })
        .or_else(|| {
            failures
                .iter()
                .find(|m| removed(m.start, m.end))
                .map(|m| span(&text, m.start, m.end))
        })
        .or_else(|| {
            codes
                .iter()
                .find(|c| c.is_success())
                .map(|c| c.text.to_lowercase())
        });
    match success {
        Some(signal) if skipped_test => reading(Outcome::Unclear, signal),
        Some(signal) => reading(Outcome::Succeeded, signal),
        None => match cues.skip.affirmed(&text) {
            Some(m) => reading(Outcome::Unclear, span(&text, m.start, m.end)),
            None => reading(Outcome::Unclear, String::new()),
        },
    }
}

/// True when the approach skips, disables or deletes a test: a skip word (`skip`, `xfail`,
/// `disable`, `it.skip`, `@pytest.mark.skip`) in an approach that names a test, or a removing
/// verb (`delete`, `remove`, `comment out`) with "test" shortly after it.
pub(crate) fn skips_a_test(approach: &[Word]) -> bool {
    let cues = &*CUES;
    let is_test = |w: &Word| w.canon == "test";
    let names_test = approach.iter().any(is_test);
    if names_test && cues.skip.affirmed(approach).is_some() {
        return true;
    }
    cues.remove_test
        .matches(approach)
        .into_iter()
        .filter(|m| !m.negated)
        .any(|m| {
            approach[m.end..]
                .iter()
                .take(REMOVE_TEST_REACH)
                .any(is_test)
        })
}

/// The words `start..end` with the negator before them ("not fixed", "no longer fails").
fn negated_span(text: &[Word], start: usize, end: usize) -> String {
    let from = (start.saturating_sub(3)..start)
        .find(|&i| NEGATORS.contains(&text[i].raw.as_ref()))
        .unwrap_or(start);
    span(text, from, end)
}
