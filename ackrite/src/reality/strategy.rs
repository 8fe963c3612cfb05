//! The same strategy tried again after it did not succeed, or proposed again.

use std::collections::BTreeSet;

use super::{Found, History, Issue, IssueKind};
use crate::attempt::{quote, Knob, SAME_STRATEGY};
use crate::words::jaccard;

/// Each approach's strategy group: the smallest index of the approaches it is linked to by a
/// chain of same-strategy pairs (Jaccard ≥ [`SAME_STRATEGY`] on normalised content words). A
/// chain counts because paraphrases drift: "re-run the job", "retry the job", "try the job
/// again" are one strategy even where the first and last share fewer words.
pub fn groups(strategies: &[BTreeSet<String>], knobs: &[Option<Knob>]) -> Vec<usize> {
    let mut group: Vec<usize> = (0..strategies.len()).collect();
    for j in 0..strategies.len() {
        for i in 0..j {
            if same(&strategies[i], &strategies[j], knobs[i], knobs[j]) {
                let (a, b) = (group[i], group[j]);
                let (low, high) = (a.min(b), a.max(b));
                for g in group.iter_mut() {
                    if *g == high {
                        *g = low;
                    }
                }
            }
        }
    }
    group
}

/// Two approaches are one strategy when their words overlap enough, or when they turn the same
/// knob the same way (`crate::attempt::knob`), wherever they do it.
pub(super) fn same(
    a: &BTreeSet<String>,
    b: &BTreeSet<String>,
    knob_a: Option<Knob>,
    knob_b: Option<Knob>,
) -> bool {
    jaccard(a, b) >= SAME_STRATEGY || (knob_a.is_some() && knob_a == knob_b)
}

/// `repeated_strategy` (high): a strategy that did not succeed, tried again or proposed again
/// (`docs/judgement.md`, "Same strategy, same failure"). Re-running something that passed, to
/// confirm it, is no repeat.
pub(super) fn repeated_strategy(history: &History) -> Option<Found> {
    let n = history.attempts.len();
    let retries = |group: usize| {
        (0..n)
            .filter(|&j| history.groups[j] == group)
            .filter(|&j| (0..j).any(|i| history.same_strategy(i, j) && !history.succeeded(i)))
            .count()
    };
    let best = (0..n)
        .filter(|&g| history.groups[g] == g)
        .map(|g| (retries(g), g))
        .filter(|&(count, _)| count > 0)
        .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    let again = proposed_again(history);
    let Some((_, group)) = best else {
        let (proposed, i) = again?;
        let approach = history.attempts[i].quoted_approach();
        let outcome = history.attempts[i].quoted_outcome();
        return Some(found(
            format!(
                "The reasoning proposes \"{proposed}\", the same strategy as \"{approach}\", \
                 which was already tried and did not succeed (\"{outcome}\")."
            ),
            &approach,
        ));
    };
    let members: Vec<usize> = (0..n).filter(|&j| history.groups[j] == group).collect();
    let approach = history.attempts[group].quoted_approach();
    let tries = members.len();
    let unsuccessful = members.iter().filter(|&&i| !history.succeeded(i)).count();
    let outcomes = match unsuccessful {
        u if u == tries => "none of them succeeded".to_owned(),
        1 => "1 of them did not succeed".to_owned(),
        u => format!("{u} of them did not succeed"),
    };
    let session = match members.iter().filter(|&&i| i < history.earlier).count() {
        0 => String::new(),
        1 => " (1 of them in an earlier call of this session)".to_owned(),
        e => format!(" ({e} of them in earlier calls of this session)"),
    };
    let wording = if members
        .iter()
        .any(|&i| history.attempts[i].approach.trim() != history.attempts[group].approach.trim())
    {
        ", worded differently"
    } else {
        ""
    };
    let proposal = match again {
        Some((_, i)) if history.groups[i] == group => "; the reasoning proposes it again",
        _ => "",
    };
    Some(found(
        format!(
            "The same strategy (\"{approach}\") was tried {tries} times{wording}{session}, and \
             {outcomes}{proposal}."
        ),
        &approach,
    ))
}

fn found(message: String, approach: &str) -> Found {
    Found {
        issue: Issue {
            kind: IssueKind::RepeatedStrategy,
            severity: IssueKind::RepeatedStrategy.severity(),
            message,
        },
        recommendation: format!(
            "Stop retrying \"{approach}\": identify the assumption that makes this approach seem \
             necessary and verify it with one direct check instead of trying it again."
        ),
    }
}

/// The first approach the reasoning proposes that is the same strategy as an attempt that did
/// not succeed, quoted, with the closest such attempt (the earliest on a tie).
fn proposed_again(history: &History) -> Option<(String, usize)> {
    history.proposed.iter().find_map(|proposed| {
        let mut best: Option<(f64, usize)> = None;
        for (i, approach) in history.strategies.iter().enumerate() {
            let same_knob = {
                let k = crate::attempt::knob(&proposed.text);
                k.is_some() && k == history.knobs[i]
            };
            let overlap = if same_knob {
                1.0
            } else {
                jaccard(&proposed.words, approach)
            };
            if !history.succeeded(i)
                && overlap >= SAME_STRATEGY
                && best.is_none_or(|(o, _)| overlap > o)
            {
                best = Some((overlap, i));
            }
        }
        best.map(|(_, i)| (quote(&proposed.text), i))
    })
}
