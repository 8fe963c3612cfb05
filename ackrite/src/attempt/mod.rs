//! One thing an agent tried and what came of it, as `audit` and `reality_check` receive it —
//! from the request's `attempts[]` or from earlier calls in the same session.
//!
//! What an attempt's words are taken to mean is written down for users in `docs/judgement.md`
//! ("Reality check"): how an outcome is read (`outcome`, with the status and exit codes of
//! `codes`), when two approaches are one strategy (here), what makes two failures one
//! (`signature`) and what makes an approach wider than another (`widening`).

mod codes;
mod knob;
mod outcome;
mod signature;
mod widening;

#[cfg(test)]
mod tests;

pub use knob::{failure_kind, knob, Knob};
pub use outcome::{Outcome, Reading};
pub use signature::signatures;
pub(crate) use widening::scope_changes;
pub use widening::{ScopeChange, ScopeKind};

use std::collections::BTreeSet;

use crate::words;

/// Longest quotation of an approach or outcome inside a message or recommendation, in
/// characters: enough to recognise the attempt, short enough to keep one sentence one sentence.
pub const QUOTE_CHARS: usize = 80;

/// Two approaches are the same strategy when their content words overlap by at least this much
/// (Jaccard): "Raise the client timeout to 60s" and "Bump the client deadline to 120 seconds" are
/// one strategy once synonyms and numbers are normalised; "Raise the timeout" and "Log the
/// response" are two.
pub const SAME_STRATEGY: f64 = 0.6;

/// The words an approach is compared by: its content words after normalisation.
pub fn strategy_words(approach: &str) -> BTreeSet<String> {
    words::content_words(approach)
}

/// True when the two approach descriptions are the same strategy (see [`SAME_STRATEGY`]).
/// Descriptions with no content words are never the same strategy: there is nothing to compare.
pub fn same_strategy(a: &str, b: &str) -> bool {
    words::jaccard(&strategy_words(a), &strategy_words(b)) >= SAME_STRATEGY
}

/// An approach and its outcome, both as the agent described them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    pub approach: String,
    pub outcome: String,
}

impl Attempt {
    pub fn new(approach: impl Into<String>, outcome: impl Into<String>) -> Self {
        Attempt {
            approach: approach.into(),
            outcome: outcome.into(),
        }
    }

    /// How the outcome reads: failed, succeeded or unclear, and the words that decided it.
    pub fn reading(&self) -> Reading {
        outcome::read(&self.approach, &self.outcome)
    }

    /// The outcome's class alone.
    pub fn outcome_class(&self) -> Outcome {
        self.reading().outcome
    }

    /// True when the outcome reads as a failure.
    pub fn failed(&self) -> bool {
        self.outcome_class() == Outcome::Failed
    }

    /// True when the outcome reads as a success.
    pub fn succeeded(&self) -> bool {
        self.outcome_class() == Outcome::Succeeded
    }

    /// The approach, quoted for a message (at most [`QUOTE_CHARS`]).
    pub fn quoted_approach(&self) -> String {
        quote(&self.approach)
    }

    /// The outcome, quoted for a message (at most [`QUOTE_CHARS`]).
    pub fn quoted_outcome(&self) -> String {
        quote(&self.outcome)
    }
}

/// `text` trimmed, whitespace collapsed, without a trailing full stop (it goes inside a
/// sentence), cut on a character boundary to at most [`QUOTE_CHARS`] characters and marked with
/// `…` when cut.
pub(crate) fn quote(text: &str) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let text = text.trim_end_matches('.');
    if text.chars().count() <= QUOTE_CHARS {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(QUOTE_CHARS - 1).collect();
    cut.truncate(cut.trim_end().len());
    cut.push('…');
    cut
}
