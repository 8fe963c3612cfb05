//! `unverified_premise`: a cause asserted with no evidence bearing on it.

use std::sync::LazyLock;

use regex::Regex;

use super::{Context, Judgement};
use crate::audit::{Finding, FindingId};
use crate::claim::lexicon::{self, Plain, HEDGES};
use crate::claim::Status;
use crate::phrasing::span;
use crate::severity::Severity;
use crate::words::{words, Cues, Word};

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

static AFTER_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(lexicon::CAUSE_AFTER));
static BEFORE_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(lexicon::CAUSE_BEFORE));

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
            sentence: span(w, from, to),
            cause: span(w, cause_from, cause_to),
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
            .any(|w| crate::claim::verbs::is_verb(&w.raw))
}

/// A premise a proposal rests on: the sentence that states it, and what it asserts.
struct Premise {
    sentence: String,
    asserted: String,
}

/// The premises of `text`: every cause it asserts ([`causes`]), and every sentence that asserts
/// an absence ("remove the unused X", "X seems to be dead code").
fn premises(text: &str) -> Vec<Premise> {
    let mut found: Vec<Premise> = causes(text)
        .into_iter()
        .map(|c| Premise {
            sentence: c.sentence,
            asserted: c.cause,
        })
        .collect();
    for sentence in SENTENCE_END.split(text) {
        // What follows "says:" or "error:" is reported output, not the author's premise.
        let own = sentence.split(": ").next().unwrap_or(sentence);
        // An absence as the claim reading finds one: not inside a condition or a relative
        // clause ("for ids that do not exist").
        let absence = || {
            crate::claim::read(own)
                .parts
                .parts
                .iter()
                .any(|p| p.assertion.absence.is_some())
        };
        if !sentence.trim().is_empty() && absence() {
            found.push(Premise {
                sentence: sentence.trim().to_lowercase(),
                asserted: sentence.trim().to_owned(),
            });
        }
    }
    found
}

/// `unverified_premise` (`docs/judgement.md`, "Audit premises"). The proposal or the reported
/// problem rests on a premise — a cause, or an absence — that the supplied evidence does not
/// establish: judged as a claim on the same evidence, it is not SUPPORTED or KNOWN (so a shared
/// subject word, a symptom without a link, one partial search or a hedged item verifies
/// nothing), or the proposal's own words hedge it ("seems unused", "probably caused by").
/// Medium; high when an item labelled supports says the opposite (a caller of the code to
/// delete), or when the change built on it is a high `rewrite_scope`: a component replaced on a
/// guessed cause is the costliest mistake an audit can catch.
pub(super) fn unverified_premise(context: &Context, rewrite_high: bool) -> Option<Judgement> {
    let texts = [
        ("The proposal", Some(context.proposal.proposal.as_str())),
        (
            "The reported problem",
            context.proposal.reported_problem.as_deref(),
        ),
    ];
    let evidence = &context.proposal.evidence;
    let (whose, premise, hedge, conflict, check) = texts.iter().find_map(|(whose, text)| {
        premises(text.unwrap_or(""))
            .into_iter()
            .find_map(|premise| {
                let analysis =
                    crate::claim::analyse(&crate::claim::read(&premise.asserted), evidence);
                let verified = matches!(analysis.status, Status::Known | Status::Supported)
                    && analysis.label_conflicts.is_empty();
                let hedge = Plain::of(&premise.sentence).find(HEDGES);
                let conflict = !analysis.label_conflicts.is_empty();
                (!verified || hedge.is_some()).then_some((
                    *whose,
                    premise,
                    hedge,
                    conflict,
                    analysis.next.action,
                ))
            })
    })?;
    let severity = if rewrite_high || conflict {
        Severity::High
    } else {
        Severity::Medium
    };
    let why = if conflict {
        ", and an item labelled supports names a use of it".to_owned()
    } else if rewrite_high {
        ", and the change replaces a component on the strength of it".to_owned()
    } else if let Some(hedge) = hedge {
        format!(", and its own words hedge it (\"{hedge}\")")
    } else {
        String::new()
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::UnverifiedPremise,
            severity,
            message: format!(
                "{whose} rests on a premise (\"{}\") that no supplied supporting evidence shows{why}.",
                crate::attempt::quote(&premise.asserted)
            ),
            paths: Vec::new(),
        },
        next_action: check,
    })
}
