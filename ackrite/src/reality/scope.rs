//! A change that keeps growing: after a failure the next approach is wider, and may still be
//! widening — in later attempts or in what the reasoning proposes next.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use super::{Found, History, Issue, IssueKind};
use crate::attempt::quote;
use crate::severity::Severity;
use crate::words::{self, Cues, Word};

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

/// The widening cues `text` affirms, by canonical form ("rewrite", "migrate").
fn widening_words(cues: &Cues, text: &[Word]) -> BTreeSet<String> {
    cues.matches(text)
        .into_iter()
        .filter(|m| !m.negated)
        .map(|m| {
            text[m.start..m.end]
                .iter()
                .map(|w| w.canon.as_ref())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// `escalating_scope` (medium). After a failed attempt, the next approach is wider: it brings in
/// a widening word (rewrite, replace, migrate, entire, all, everything …) that no earlier
/// approach used, or — over three consecutive attempts, each after a failure — every approach
/// has more content words than the one before. A failure is a reason to look closer, not wider.
///
/// The message then says whether the scope is still growing: a later attempt, made after a
/// failure, brings in a widening word no attempt before it used, or the reasoning proposes an
/// approach ([`super::proposal`]) with a widening word no attempt used. Attempts already made are
/// spoken of as made: the recommendation never offers one as something still to try.
pub(super) fn escalating_scope(history: &History) -> Option<Found> {
    let attempts = &history.attempts;
    static WIDENING_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(WIDENING));
    let cues = &*WIDENING_CUES;
    let widened: Vec<BTreeSet<String>> = history
        .approach_words
        .iter()
        .map(|approach| widening_words(cues, approach))
        .collect();
    // Widening words used by the attempts before each index.
    let before =
        |k: usize| -> BTreeSet<String> { widened[..k].iter().flatten().cloned().collect() };
    let first_widening = (1..attempts.len())
        .find(|&k| history.failed[k - 1] && !widened[k].is_empty() && before(k).is_empty())
        .map(|k| {
            let cue = cues
                .quote_words(&history.approach_words[k])
                .unwrap_or_default();
            (k, format!("brings in \"{cue}\""))
        });
    let sizes: Vec<usize> = history.approaches.iter().map(Vec::len).collect();
    let (k, how) = first_widening.or_else(|| {
        (2..attempts.len())
            .find(|&k| {
                sizes[k - 2] < sizes[k - 1]
                    && sizes[k - 1] < sizes[k]
                    && history.failed[k - 2]
                    && history.failed[k - 1]
            })
            .map(|k| (k, "names more than each attempt before it".to_owned()))
    })?;
    let approach = attempts[k].quoted_approach();
    let smaller = attempts[k - 1].quoted_approach();
    let result = if history.failed[k] {
        " and failed as well"
    } else {
        ""
    };

    let mut still = Vec::new();
    if let Some(j) = (k + 1..attempts.len())
        .find(|&j| history.failed[j - 1] && !widened[j].is_subset(&before(j)))
    {
        still.push(format!(
            "\"{}\" widened it again",
            attempts[j].quoted_approach()
        ));
    }
    let tried = before(attempts.len());
    if let Some(proposed) = history
        .proposed
        .iter()
        .find(|p| !widening_words(cues, &words::words(&p.text)).is_subset(&tried))
    {
        still.push(format!(
            "the reasoning now proposes \"{}\"",
            quote(&proposed.text)
        ));
    }
    let growing = !still.is_empty();
    let still = if growing {
        format!("; the scope is still growing: {}", still.join(" and "))
    } else {
        String::new()
    };
    let recommendation = if growing {
        format!(
            "Stop widening the change: verify with one direct check why \"{smaller}\" failed \
             instead of widening further."
        )
    } else if history.failed[k] {
        format!(
            "Stop widening the change: verify with one direct check why \"{smaller}\" failed \
             instead of trying \"{approach}\" or anything wider again."
        )
    } else {
        format!(
            "Stop widening the change: verify with one direct check why \"{smaller}\" failed \
             before building further on \"{approach}\"."
        )
    };
    Some(Found {
        issue: Issue {
            kind: IssueKind::EscalatingScope,
            severity: Severity::Medium,
            message: format!(
                "After \"{smaller}\" failed the scope grew: \"{approach}\" {how}{result}, \
                 widening the change before the smaller failure was understood{still}."
            ),
        },
        recommendation,
    })
}
