//! What the attempts show: a strategy retried (or proposed again after it failed), one failure
//! under many strategies, attempts that teach nothing.

use std::collections::BTreeSet;

use super::vocabulary::{jaccard, shared};
use super::{Found, History, Issue, IssueKind};
use crate::attempt::{quote, SAME_STRATEGY};
use crate::severity::Severity;

/// Two failed outcomes are the same failure at this word overlap — the same threshold as for
/// strategies, so one notion of "the same" serves both.
const SAME_FAILURE: f64 = 0.6;

/// An outcome that contains at least this share of another outcome's content words reports the
/// same failure plus something more ("connection reset by peer" and "connection reset by peer,
/// retries exhaust"): the extra words describe what the new approach added on top of the
/// failure, not a different failure. Set high ("nearly all"), because a shared word or two
/// ("failed in auth") is not a shared failure.
const CONTAINED: f64 = 0.8;

/// Containment needs the contained outcome to name at least this many content words: "Failed."
/// alone is inside every failure and says nothing about which one.
const MIN_CONTAINED_WORDS: usize = 2;

/// A strategy tried this many times is a loop whatever its outcomes say.
pub(super) const LOOP_LENGTH: usize = 3;

/// `repeated_strategy` (high). Either of:
///
/// - the largest group of attempts that are the same strategy (Jaccard ≥ 0.6 against its first
///   member; session attempts count) has at least two members and one that is not the latest
///   failed — retrying what failed — or has three members or more, which is a loop whatever the
///   outcomes report;
/// - the reasoning proposes an approach ([`super::proposal`]) that is the same strategy as an
///   attempt that failed: the next attempt would be a retry.
///
/// When both hold, the message reports the group and adds the proposal.
pub(super) fn repeated_strategy(history: &History) -> Option<Found> {
    let attempts = &history.attempts;
    let group = repeated_group(history);
    let again = proposed_again(history);
    let Some(group) = group else {
        let (proposed, i) = again?;
        let approach = attempts[i].quoted_approach();
        let outcome = attempts[i].quoted_outcome();
        return Some(Found {
            issue: Issue {
                kind: IssueKind::RepeatedStrategy,
                severity: Severity::High,
                message: format!(
                    "The reasoning proposes \"{proposed}\", the same strategy as \"{approach}\", \
                     which was already tried and failed (\"{outcome}\")."
                ),
            },
            recommendation: stop_retrying(&approach),
        });
    };
    let approach = attempts[group[0]].quoted_approach();
    let tries = group.len();
    let failures = match group.iter().filter(|&&i| history.failed[i]).count() {
        n if n == tries => "every one of them failed".to_owned(),
        1 => "1 of them failed".to_owned(),
        n => format!("{n} of them failed"),
    };
    let session = match group.iter().filter(|&&i| i < history.earlier).count() {
        0 => String::new(),
        1 => " (1 of them in an earlier call of this session)".to_owned(),
        n => format!(" ({n} of them in earlier calls of this session)"),
    };
    let proposal = match again {
        Some((_, i)) if history.same_strategy(group[0], i) => {
            "; the reasoning proposes it again".to_owned()
        }
        Some((proposed, i)) => format!(
            "; the reasoning also proposes \"{proposed}\", the same strategy as \"{}\", which \
             failed",
            attempts[i].quoted_approach()
        ),
        None => String::new(),
    };
    Some(Found {
        issue: Issue {
            kind: IssueKind::RepeatedStrategy,
            severity: Severity::High,
            message: format!(
                "The same strategy (\"{approach}\") was tried {tries} times{session}, and \
                 {failures}{proposal}."
            ),
        },
        recommendation: stop_retrying(&approach),
    })
}

/// The recommendation for a strategy already tried.
fn stop_retrying(approach: &str) -> String {
    format!(
        "Stop retrying \"{approach}\": identify the assumption that makes this approach seem \
         necessary and verify it with one direct check instead of trying it again."
    )
}

/// The attempts of the largest same-strategy group, when it makes a loop (see
/// [`repeated_strategy`]).
fn repeated_group(history: &History) -> Option<Vec<usize>> {
    let n = history.attempts.len();
    let mut best: Vec<usize> = Vec::new();
    for i in 0..n {
        let group: Vec<usize> = (i..n).filter(|&j| history.same_strategy(i, j)).collect();
        if group.len() > best.len() {
            best = group;
        }
    }
    let (_, before_latest) = best.split_last()?;
    let retried_failure = before_latest.iter().any(|&i| history.failed[i]);
    (best.len() >= 2 && (retried_failure || best.len() >= LOOP_LENGTH)).then_some(best)
}

/// The first approach the reasoning proposes that is the same strategy as a failed attempt,
/// quoted, with the closest such attempt (earliest on a tie).
fn proposed_again(history: &History) -> Option<(String, usize)> {
    let mut proposals = history.proposed.iter().zip(&history.proposed_words);
    proposals.find_map(|(proposed, words)| {
        let mut best: Option<(f64, usize)> = None;
        for (i, approach) in history.approaches.iter().enumerate() {
            let overlap = jaccard(words, approach);
            if history.failed[i]
                && overlap >= SAME_STRATEGY
                && best.is_none_or(|(o, _)| overlap > o)
            {
                best = Some((overlap, i));
            }
        }
        best.map(|(_, i)| (quote(&proposed.text), i))
    })
}

/// True when two outcomes report the same failure: Jaccard ≥ [`SAME_FAILURE`], or one contains
/// at least [`CONTAINED`] of the other's words and that other names at least
/// [`MIN_CONTAINED_WORDS`].
fn same_outcome(a: &[usize], b: &[usize]) -> bool {
    if jaccard(a, b) >= SAME_FAILURE {
        return true;
    }
    let smaller = a.len().min(b.len());
    smaller >= MIN_CONTAINED_WORDS && shared(a, b) as f64 / smaller as f64 >= CONTAINED
}

/// `same_failure` (high). Failed attempts with different strategies (Jaccard < 0.6 pairwise)
/// whose outcomes are the same failure — Jaccard ≥ 0.6 after normalisation, so "timeout after
/// 30s" and "time-out after 60 seconds" match, or one outcome containing nearly all of the
/// other's words (see [`CONTAINED`]). When different changes cannot move a failure, the cause is
/// probably outside what was changed. The group starts from the earliest such pair and takes in
/// every later failed attempt of yet another strategy whose outcome matches a member's.
pub(super) fn same_failure(history: &History) -> Option<Found> {
    let attempts = &history.attempts;
    let failed: Vec<usize> = (0..attempts.len()).filter(|&i| history.failed[i]).collect();
    let outcomes = &history.outcomes;
    let matches = |i: usize, j: usize| {
        !history.same_strategy(i, j) && same_outcome(&outcomes[i], &outcomes[j])
    };
    let (a, b) = failed
        .iter()
        .enumerate()
        .flat_map(|(n, &j)| failed[..n].iter().map(move |&i| (i, j)))
        .find(|&(i, j)| matches(i, j))?;
    let mut group = vec![a, b];
    for &c in failed.iter().filter(|&&c| c > a && c != b) {
        let new_strategy = group.iter().all(|&g| !history.same_strategy(g, c));
        if new_strategy && group.iter().any(|&g| matches(g, c)) {
            group.push(c);
        }
    }
    group.sort_unstable();
    let approaches: Vec<String> = group
        .iter()
        .map(|&i| format!("\"{}\"", attempts[i].quoted_approach()))
        .collect();
    let outcome = attempts[group[0]].quoted_outcome();
    let which = if group.len() == 2 { "either" } else { "any" };
    Some(Found {
        issue: Issue {
            kind: IssueKind::SameFailure,
            severity: Severity::High,
            message: format!(
                "Different approaches ({}) ended in the same failure (\"{outcome}\"), so the \
                 cause is probably not in what {which} of them changed.",
                super::list(&approaches)
            ),
        },
        recommendation: format!(
            "Verify the assumption that the failure comes from what you have been changing: \
             isolate where \"{outcome}\" originates before trying another approach."
        ),
    })
}

/// `no_new_information` (low). One of two things, and the message says which:
///
/// - the latest outcome repeats: two or more attempts, and the latest outcome adds no content
///   word the earlier outcomes had not already reported (an empty outcome adds none) — the last
///   attempt taught nothing;
/// - nothing was observed: three or more attempts and no evidence supplied at all — nothing
///   observed constrains the next attempt.
///
/// When both hold, the message says both.
pub(super) fn no_new_information(history: &History) -> Option<Found> {
    let attempts = &history.attempts;
    let (latest, earlier) = attempts.split_last()?;
    let (latest_words, earlier_words) = history.outcomes.split_last()?;
    let seen: BTreeSet<usize> = earlier_words.iter().flatten().copied().collect();
    let repeats = !earlier.is_empty() && latest_words.iter().all(|w| seen.contains(w));
    let unobserved = attempts.len() >= LOOP_LENGTH && history.evidence.items.is_empty();
    let latest_outcome = latest.quoted_outcome();
    let count = attempts.len();
    let (message, recommendation) = match (repeats, unobserved) {
        (false, false) => return None,
        (true, false) => (
            format!(
                "The latest outcome (\"{latest_outcome}\") reports nothing the earlier outcomes \
                 had not, so the last attempt produced no new information."
            ),
            "Run a check that can produce new information — a focused test, a captured \
             response or a log from the failing step — instead of another attempt that ends the \
             same way."
                .to_owned(),
        ),
        (false, true) => (
            format!(
                "{count} attempts were made and no evidence was supplied with them, so nothing \
                 observed constrains the next one."
            ),
            "Supply what you observed — a test result, a captured response or a log from the \
             failing step — as evidence before another attempt."
                .to_owned(),
        ),
        (true, true) => (
            format!(
                "The latest outcome (\"{latest_outcome}\") reports nothing the earlier outcomes \
                 had not, and no evidence was supplied with the {count} attempts, so nothing \
                 observed constrains the next one."
            ),
            "Run a check that can produce new information — a focused test, a captured \
             response or a log from the failing step — and supply its result as evidence \
             before another attempt."
                .to_owned(),
        ),
    };
    Some(Found {
        issue: Issue {
            kind: IssueKind::NoNewInformation,
            severity: Severity::Low,
            message,
        },
        recommendation,
    })
}
