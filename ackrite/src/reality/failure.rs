//! One failure under different strategies.

use std::collections::{BTreeMap, BTreeSet};

use super::{Found, History, Issue, IssueKind};
use crate::attempt::signatures;

/// `same_failure` (high). Failed attempts of different strategy groups whose outcomes share a
/// failure signature ([`crate::attempt::signatures`]: an error name, a status or exit code, or a
/// message with numbers masked). When different changes cannot move a failure, its cause is
/// probably outside what was changed. The signature shared by the most groups is reported (the
/// first in signature order on a tie), with the first failed attempt of each group.
pub(super) fn same_failure(history: &History) -> Option<Found> {
    let mut by_signature: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, attempt) in history.attempts.iter().enumerate() {
        if history.outcome(i) != crate::attempt::Outcome::Failed {
            continue;
        }
        for signature in signatures(&attempt.outcome) {
            by_signature.entry(signature).or_default().push(i);
        }
    }
    let shared = by_signature
        .into_iter()
        .map(|(signature, attempts)| {
            let mut seen = BTreeSet::new();
            let firsts: Vec<usize> = attempts
                .into_iter()
                .filter(|&i| seen.insert(history.groups[i]))
                .collect();
            (signature, firsts)
        })
        .filter(|(_, firsts)| firsts.len() >= 2)
        .fold(
            None,
            |best: Option<(String, Vec<usize>)>, candidate| match best {
                Some(b) if b.1.len() >= candidate.1.len() => Some(b),
                _ => Some(candidate),
            },
        );
    let Some((_, members)) = shared else {
        return roaming(history);
    };
    let approaches: Vec<String> = members
        .iter()
        .map(|&i| format!("\"{}\"", history.attempts[i].quoted_approach()))
        .collect();
    let outcome = history.attempts[members[0]].quoted_outcome();
    let which = if members.len() == 2 { "either" } else { "any" };
    Some(Found {
        issue: Issue {
            kind: IssueKind::SameFailure,
            severity: IssueKind::SameFailure.severity(),
            message: format!(
                "Different approaches ({}) ended in the same failure (\"{outcome}\"), so the \
                 cause is probably not in what {which} of them changed.",
                crate::phrasing::list(&approaches)
            ),
        },
        recommendation: format!(
            "Verify the assumption that the failure comes from what you have been changing: \
             isolate where \"{outcome}\" originates before trying another approach."
        ),
    })
}

/// The same kind of failure (a timeout, an out-of-memory kill, a crash by signal) in a new place
/// after each of two or more different strategies: the failure roams, which says the attempts
/// treat a symptom.
fn roaming(history: &History) -> Option<Found> {
    let failed: Vec<(usize, &'static str)> = (0..history.attempts.len())
        .filter(|&i| history.outcome(i) == crate::attempt::Outcome::Failed)
        .filter_map(|i| crate::attempt::failure_kind(&history.attempts[i].outcome).map(|k| (i, k)))
        .collect();
    let (_, kind) = *failed.last()?;
    let mut seen = BTreeSet::new();
    let members: Vec<usize> = failed
        .iter()
        .filter(|(i, k)| *k == kind && seen.insert(history.groups[*i]))
        .map(|(i, _)| *i)
        .collect();
    if members.len() < 2 {
        return None;
    }
    let outcomes: Vec<String> = members
        .iter()
        .map(|&i| format!("\"{}\"", history.attempts[i].quoted_outcome()))
        .collect();
    Some(Found {
        issue: Issue {
            kind: IssueKind::SameFailure,
            severity: IssueKind::SameFailure.severity(),
            message: format!(
                "The same kind of failure, a {kind}, turned up in a new place after each of {} different approaches ({}): the failure moves, so the approaches treat a symptom.",
                members.len(),
                crate::phrasing::list(&outcomes)
            ),
        },
        recommendation: format!(
            "Stop moving the {kind} around: find what makes every one of these places slow or short of resources at once (a shared dependency, the machine, the data) before the next change."
        ),
    })
}
