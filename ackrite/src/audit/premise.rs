//! `unverified_premise`: a cause asserted with no evidence bearing on it.

use std::sync::LazyLock;

use regex::Regex;

use super::text::quote;
use super::{bears_on, Context, Judgement};
use crate::audit::{Finding, FindingId};
use crate::severity::Severity;
use crate::words::{words, Cues, Word};

/// Forms whose cause follows them: "X because Y", "X due to Y", "X caused by Y".
const CAUSE_AFTER: &[&str] = &["because", "due to", "caused by", "because of", "owing to"];

/// Forms whose cause comes before them: "Y causes X", "Y leads to X", "Y is what causes X",
/// "Y, which is why X".
const CAUSE_BEFORE: &[&str] = &[
    "causes",
    "leads to",
    "led to",
    "results in",
    "resulted in",
    "which is why",
    "is why",
    "is the cause of",
    "is the reason",
];

/// Auxiliaries, modals and the common verbs of technical sentences: a clause has a subject and
/// one of these after it.
const VERBS: &[&str] = &[
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "am",
    "has",
    "have",
    "had",
    "does",
    "do",
    "did",
    "can",
    "could",
    "will",
    "would",
    "shall",
    "should",
    "may",
    "might",
    "must",
    "isn",
    "aren",
    "wasn",
    "weren",
    "doesn",
    "don",
    "didn",
    "hasn",
    "haven",
    "hadn",
    "won",
    "couldn",
    "wouldn",
    "shouldn",
    "returns",
    "returned",
    "fails",
    "failed",
    "uses",
    "used",
    "comes",
    "came",
    "receives",
    "received",
    "builds",
    "built",
    "reads",
    "writes",
    "wrote",
    "serves",
    "served",
    "drops",
    "dropped",
    "breaks",
    "broke",
    "sends",
    "sent",
    "runs",
    "ran",
    "calls",
    "called",
    "holds",
    "held",
    "expires",
    "expired",
    "caches",
    "cached",
    "blocks",
    "blocked",
    "throws",
    "threw",
    "raises",
    "raised",
    "crashes",
    "crashed",
    "hangs",
    "hung",
    "leaks",
    "leaked",
    "changed",
    "changes",
    "removed",
    "deleted",
    "added",
    "gets",
    "got",
    "points",
    "pointed",
    "overrides",
    "exceeds",
    "exceeded",
    "rejects",
    "rejected",
    "ignores",
    "ignored",
    "misses",
    "missed",
    "lacks",
    "needs",
    "contains",
    "times",
    "timed",
    "keeps",
    "kept",
    "stores",
    "stored",
    "loads",
    "loaded",
    "skips",
    "skipped",
    "closes",
    "closed",
    "resets",
    "reset",
    "limits",
    "limited",
    "truncates",
    "truncated",
    "rounds",
    "rounded",
    "renamed",
    "moved",
    "went",
    "goes",
    "makes",
    "made",
    "takes",
    "took",
    "sets",
    "exists",
    "happens",
    "happened",
];

/// Base-form verbs that open an imperative ("Rename the field, so …" asserts no cause).
const IMPERATIVE: &[&str] = &[
    "fix", "add", "make", "use", "move", "change", "replace", "return", "set", "lower", "raise",
    "bump", "wrap", "guard", "switch", "rename", "remove", "delete", "drop", "update", "increase",
    "reduce", "run", "try", "call", "read", "write", "restart", "rewrite", "migrate", "upgrade",
    "pin", "revert", "disable", "enable", "retry", "cache", "skip", "catch", "ignore", "round",
    "log", "check", "paginate", "accept", "reject", "move", "strip", "pass", "let", "please",
];

/// Where a text's sentences end.
static SENTENCE_END: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"[.!?;](?:\s+|$)|\n").expect("valid regex"));

static AFTER_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(CAUSE_AFTER));
static BEFORE_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(CAUSE_BEFORE));

/// A cause asserted in a text.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Cause {
    /// The causal sentence, or the clause of it, as written (lowercased).
    pub sentence: String,
    /// The words naming the cause.
    pub cause: String,
}

/// Every cause `text` asserts, in order. The forms: "because", "because of", "due to", "caused
/// by", "causes", "leads to", "results in", "which is why", "X is what causes …"; "since X" only
/// when a clause follows it (a subject, then a verb: "since the view was dropped", not "since
/// Tuesday" or "since the upgrade"); and ", so" only when the words before it are a declarative
/// clause ("the cache is stale, so …"), not an imperative ("rename it, so …"), and not "so that",
/// which states a purpose.
pub(crate) fn causes(text: &str) -> Vec<Cause> {
    let mut found = Vec::new();
    for sentence in SENTENCE_END.split(text) {
        let w = words(sentence);
        for m in AFTER_CUES.matches(&w).into_iter().filter(|m| !m.negated) {
            push(&mut found, &w, 0, w.len(), m.end, w.len());
        }
        for m in BEFORE_CUES.matches(&w).into_iter().filter(|m| !m.negated) {
            push(&mut found, &w, 0, w.len(), 0, m.start);
        }
        for i in 0..w.len() {
            match w[i].raw.as_ref() {
                "since" => {
                    let end = clause_end(&w, i + 1);
                    if declarative(&w[i + 1..end]) {
                        push(&mut found, &w, i, end, i + 1, end);
                    }
                }
                "so" if w[i].clause_start && w.get(i + 1).is_none_or(|n| n.raw != "that") => {
                    let start = clause_begin(&w, i);
                    if declarative(&w[start..i]) {
                        push(&mut found, &w, start, w.len(), start, i);
                    }
                }
                // "X is what causes Y", "X was what served Y".
                "is" | "are" | "was" | "were"
                    if w.get(i + 1).is_some_and(|n| n.raw == "what")
                        && w.get(i + 2).is_some_and(|v| {
                            !v.noise && (v.raw.ends_with('s') || v.raw.ends_with("ed"))
                        }) =>
                {
                    push(&mut found, &w, 0, w.len(), 0, i);
                }
                _ => {}
            }
        }
    }
    found
}

fn push(
    found: &mut Vec<Cause>,
    w: &[Word],
    from: usize,
    to: usize,
    cause_from: usize,
    cause_to: usize,
) {
    if cause_from < cause_to && w[cause_from..cause_to].iter().any(|x| !x.noise) {
        found.push(Cause {
            sentence: quote(w, from, to),
            cause: quote(w, cause_from, cause_to),
        });
    }
}

/// The index after the last word of the clause that starts at `from`.
fn clause_end(w: &[Word], from: usize) -> usize {
    (from + 1..w.len())
        .find(|&i| w[i].clause_start)
        .unwrap_or(w.len())
}

/// The index of the first word of the clause that ends just before `end`.
fn clause_begin(w: &[Word], end: usize) -> usize {
    (0..end).rev().find(|&i| w[i].clause_start).unwrap_or(0)
}

/// True when the words are a declarative clause: they do not open with an imperative verb, and a
/// verb follows at least one other word (its subject).
fn declarative(clause: &[Word]) -> bool {
    let Some(first) = clause.first() else {
        return false;
    };
    !IMPERATIVE.contains(&first.raw.as_ref())
        && clause
            .iter()
            .skip(1)
            .any(|w| VERBS.contains(&w.raw.as_ref()))
}

/// `unverified_premise`. The proposal or the reported problem asserts a cause ([`causes`]) and no
/// counted supporting item bears on that cause (shares a content word with it, through its
/// content or source). Medium; high when the change built on it is a high `rewrite_scope`: a
/// component replaced on a guessed cause is the costliest mistake an audit can catch.
pub(super) fn unverified_premise(context: &Context, rewrite_high: bool) -> Option<Judgement> {
    let texts = [
        ("The proposal", Some(context.proposal.proposal.as_str())),
        (
            "The reported problem",
            context.proposal.reported_problem.as_deref(),
        ),
    ];
    let (whose, cause) = texts.iter().find_map(|(whose, text)| {
        causes(text.unwrap_or(""))
            .into_iter()
            .find(|c| !context.supporting().any(|i| bears_on(i.item, &c.cause)))
            .map(|c| (*whose, c))
    })?;
    let severity = if rewrite_high {
        Severity::High
    } else {
        Severity::Medium
    };
    let rewrite = if rewrite_high {
        ", and the change replaces a component on the strength of it"
    } else {
        ""
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::UnverifiedPremise,
            severity,
            message: format!(
                "{whose} asserts a cause (\"{}\") that no supplied supporting evidence bears \
                 on{rewrite}.",
                crate::attempt::quote(&cause.sentence)
            ),
            paths: Vec::new(),
        },
        next_action: format!(
            "Before building on it, show that \"{}\" is the cause: supply one direct observation \
             (a log, test result or HTTP response) that ties it to the problem.",
            crate::attempt::quote(&cause.cause)
        ),
    })
}
