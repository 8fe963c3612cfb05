//! A change that keeps growing: after an attempt that did not succeed, the next approach is
//! wider.

use std::collections::BTreeSet;

use super::{Found, History, Issue, IssueKind};
use crate::attempt::{scope_changes, ScopeKind};

/// `escalating_scope` (medium). After an attempt that did not succeed, the next approach brings
/// in a widening word no earlier approach used ([`crate::attempt::scope_changes`]: a rewrite, a
/// component replaced, migrated or switched, whole, entire, everything, across all). A failure is
/// a reason to look closer, not wider. The first such step is reported; the message adds whether
/// a later attempt widened the change again.
pub(super) fn escalating_scope(history: &History) -> Option<Found> {
    let widened: Vec<Vec<(String, String)>> = history
        .approach_words
        .iter()
        .map(|approach| {
            scope_changes(approach)
                .into_iter()
                .filter(|c| c.kind != ScopeKind::Restructure)
                .map(|c| (c.word, c.quote))
                .collect()
        })
        .collect();
    let new_at = |k: usize| -> Option<String> {
        let before: BTreeSet<&str> = widened[..k]
            .iter()
            .flatten()
            .map(|(word, _)| word.as_str())
            .collect();
        widened[k]
            .iter()
            .find(|(word, _)| !before.contains(word.as_str()))
            .map(|(_, quote)| quote.clone())
    };
    let steps: Vec<(usize, String)> = (1..history.attempts.len())
        .filter(|&k| !history.succeeded(k - 1))
        .filter_map(|k| new_at(k).map(|quote| (k, quote)))
        .collect();
    let (k, cue) = steps.first()?.clone();
    let approach = history.attempts[k].quoted_approach();
    let smaller = history.attempts[k - 1].quoted_approach();
    let result = match history.outcome(k) {
        crate::attempt::Outcome::Failed => " and failed as well",
        _ => "",
    };
    let again = steps
        .get(1)
        .map(|(j, _)| {
            format!(
                "; \"{}\" widened it again",
                history.attempts[*j].quoted_approach()
            )
        })
        .unwrap_or_default();
    Some(Found {
        issue: Issue {
            kind: IssueKind::EscalatingScope,
            severity: IssueKind::EscalatingScope.severity(),
            message: format!(
                "After \"{smaller}\" did not succeed the scope grew: \"{approach}\" brings in \
                 \"{cue}\"{result}, widening the change before the smaller failure was \
                 understood{again}."
            ),
        },
        recommendation: format!(
            "Stop widening the change: verify with one direct check why \"{smaller}\" did not \
             succeed before building on anything wider."
        ),
    })
}
