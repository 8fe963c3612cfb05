//! What the attempts show: a strategy retried, one failure under many strategies, a change that
//! keeps growing, attempts that teach nothing.

use std::collections::BTreeSet;

use super::{Found, History, Issue, IssueKind};
use crate::severity::Severity;
use crate::words::{self, jaccard, Cues};

/// Two failed outcomes are the same failure at this word overlap — the same threshold as for
/// strategies, so one notion of "the same" serves both.
const SAME_FAILURE: f64 = 0.6;

/// A strategy tried this many times is a loop whatever its outcomes say.
const LOOP_LENGTH: usize = 3;

/// Words that widen an approach's scope.
const WIDENING: &[&str] = &[
    "rewrite",
    "rewritten",
    "replace",
    "rearchitect",
    "redesign",
    "reimplement",
    "migrate",
    "overhaul",
    "rebuild",
    "from scratch",
    "entire",
    "whole",
    "all",
    "everything",
    "every",
    "across",
];

/// `repeated_strategy` (high). The largest group of attempts that are the same strategy
/// (Jaccard ≥ 0.6 against its first member; session attempts count) has at least two members and
/// one that is not the latest failed — retrying what failed — or has three members or more,
/// which is a loop whatever the outcomes report.
pub(super) fn repeated_strategy(history: &History) -> Option<Found> {
    let attempts = &history.attempts;
    let mut best: Vec<usize> = Vec::new();
    for i in 0..attempts.len() {
        let group: Vec<usize> = (i..attempts.len())
            .filter(|&j| history.same_strategy(i, j))
            .collect();
        if group.len() > best.len() {
            best = group;
        }
    }
    let (_, before_latest) = best.split_last()?;
    let retried_failure = before_latest.iter().any(|&i| history.failed[i]);
    if best.len() < 2 || !(retried_failure || best.len() >= LOOP_LENGTH) {
        return None;
    }
    let approach = attempts[best[0]].quoted_approach();
    let tries = best.len();
    let failures = match best.iter().filter(|&&i| history.failed[i]).count() {
        n if n == tries => "every one of them failed".to_owned(),
        n => format!("{n} of them failed"),
    };
    let from_session = best.iter().filter(|&&i| i < history.earlier).count();
    let session = match from_session {
        0 => String::new(),
        n => format!(" ({n} of them in earlier calls of this session)"),
    };
    Some(Found {
        issue: Issue {
            kind: IssueKind::RepeatedStrategy,
            severity: Severity::High,
            message: format!(
                "The same strategy (\"{approach}\") was tried {tries} times{session}, and \
                 {failures}."
            ),
        },
        recommendation: format!(
            "Stop retrying \"{approach}\": identify the assumption that makes this approach seem \
             necessary and verify it with one direct check instead of trying it again."
        ),
    })
}

/// `same_failure` (high). Two failed attempts with different strategies (Jaccard < 0.6) whose
/// outcomes are the same failure (Jaccard ≥ 0.6 after normalisation, so "timeout after 30s" and
/// "time-out after 60 seconds" match). When different changes cannot move a failure, the cause is
/// probably outside what was changed. The earliest such pair is named.
pub(super) fn same_failure(history: &History) -> Option<Found> {
    let attempts = &history.attempts;
    let failed: Vec<usize> = (0..attempts.len()).filter(|&i| history.failed[i]).collect();
    let outcomes: Vec<BTreeSet<String>> = attempts
        .iter()
        .map(|a| words::content_words(&a.outcome))
        .collect();
    let (a, b) = failed
        .iter()
        .enumerate()
        .flat_map(|(n, &j)| failed[..n].iter().map(move |&i| (i, j)))
        .find(|&(i, j)| {
            !history.same_strategy(i, j) && jaccard(&outcomes[i], &outcomes[j]) >= SAME_FAILURE
        })?;
    let (first, second) = (attempts[a].quoted_approach(), attempts[b].quoted_approach());
    let outcome = attempts[b].quoted_outcome();
    Some(Found {
        issue: Issue {
            kind: IssueKind::SameFailure,
            severity: Severity::High,
            message: format!(
                "Different approaches (\"{first}\" and \"{second}\") ended in the same failure \
                 (\"{outcome}\"), so the cause is probably not in what either of them changed."
            ),
        },
        recommendation: format!(
            "Verify the assumption that the failure comes from what you have been changing: \
             isolate where \"{outcome}\" originates before trying another approach."
        ),
    })
}

/// `escalating_scope` (medium). After a failed attempt, the next approach is wider: it brings in
/// a widening word (rewrite, replace, migrate, entire, all, everything …) that no earlier
/// approach used, or — over three consecutive attempts, each after a failure — every approach
/// has more content words than the one before. A failure is a reason to look closer, not wider.
pub(super) fn escalating_scope(history: &History) -> Option<Found> {
    let attempts = &history.attempts;
    let widening = Cues::new(WIDENING);
    let mut widened_before = false;
    let mut escalation = None;
    for (k, attempt) in attempts.iter().enumerate() {
        let cue = widening.quote(&attempt.approach);
        if k > 0 && !widened_before && history.failed[k - 1] {
            if let Some(cue) = &cue {
                escalation = Some((k, format!("brings in \"{cue}\"")));
                break;
            }
        }
        widened_before |= cue.is_some();
    }
    if escalation.is_none() {
        let sizes: Vec<usize> = history.approaches.iter().map(BTreeSet::len).collect();
        escalation = (2..attempts.len())
            .find(|&k| {
                sizes[k - 2] < sizes[k - 1]
                    && sizes[k - 1] < sizes[k]
                    && history.failed[k - 2]
                    && history.failed[k - 1]
            })
            .map(|k| (k, "names more than each attempt before it".to_owned()));
    }
    let (k, how) = escalation?;
    let approach = attempts[k].quoted_approach();
    Some(Found {
        issue: Issue {
            kind: IssueKind::EscalatingScope,
            severity: Severity::Medium,
            message: format!(
                "After a failed attempt the scope grew: \"{approach}\" {how}, widening the change \
                 before the smaller one is understood."
            ),
        },
        recommendation: format!(
            "Stop widening the change: verify the assumption that the smaller attempt failed for \
             the reason you think before trying \"{approach}\"."
        ),
    })
}

/// `no_new_information` (low). Two or more attempts whose latest outcome adds no content word
/// the earlier outcomes had not already reported (an empty outcome adds none), or three or more
/// attempts with no evidence supplied at all: either way nothing observed constrains the next
/// attempt.
pub(super) fn no_new_information(history: &History) -> Option<Found> {
    let attempts = &history.attempts;
    let (latest, earlier) = attempts.split_last()?;
    let seen: BTreeSet<String> = earlier
        .iter()
        .flat_map(|a| words::content_words(&a.outcome))
        .collect();
    let repeats = !earlier.is_empty() && words::content_words(&latest.outcome).is_subset(&seen);
    let unobserved = attempts.len() >= LOOP_LENGTH && history.evidence.items.is_empty();
    let message = if repeats {
        format!(
            "The latest outcome (\"{}\") reports nothing the earlier outcomes had not, so the last \
             attempt produced no new information.",
            latest.quoted_outcome()
        )
    } else if unobserved {
        format!(
            "{} attempts were made and no evidence was supplied, so nothing observed constrains \
             the next one.",
            attempts.len()
        )
    } else {
        return None;
    };
    Some(Found {
        issue: Issue {
            kind: IssueKind::NoNewInformation,
            severity: Severity::Low,
            message,
        },
        recommendation: "Run a check that can produce new information — a focused test, a \
                         captured response or a log from the failing step — instead of another \
                         attempt that ends the same way."
            .to_owned(),
    })
}
