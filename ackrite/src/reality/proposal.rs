//! What the reasoning proposes to do next, so that it can be compared with what was already tried.
//!
//! The reasoning is split into clauses: at sentence and clause punctuation, and before the
//! connectives "so", "then", "therefore", "hence" and "thus" ("X failed, so the next step is to
//! Y"). A clause proposes an approach when it affirms a forward-looking cue — `will`, `'ll`,
//! `next`, `should`, `going to`, `plan to`, `let's`, `want to`, `need to`, `instead`, `propose`.
//! The proposed approach is the clause's words without those cues, so "the next step is to move
//! the whole service" is compared as "move the whole service". A clause with a negated cue ("we
//! should not rewrite it") proposes nothing.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use crate::words::{Cues, Word};

/// Words after which the reasoning turns from what happened to what it will do.
const CONNECTIVES: &[&str] = &["so", "then", "therefore", "hence", "thus"];

/// Forward-looking cues, matched as written; longer phrases first so that "next step" is removed
/// whole rather than leaving "step" behind.
const FORWARD: &[&str] = &[
    "next step is to",
    "next step",
    "next",
    "going to",
    "plan to",
    "planning to",
    "want to",
    "need to",
    "let s",
    "lets",
    "let us",
    "will",
    "ll",
    "should",
    "instead",
    "propose",
    "intend to",
];

/// Words that, anywhere in the clause, turn a proposal into its refusal: in "we should not
/// rewrite it" the negator follows the cue, out of [`Cues`]'s backward reach. `t` is what
/// "shouldn't" and "won't" leave behind.
const NEGATORS: &[&str] = &["not", "never", "t", "cannot", "nor"];

/// One approach the reasoning proposes.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Proposed {
    /// The clause from its first content word that is not a cue, lowercased, for quoting.
    pub text: String,
    /// Its content words, compared with attempts' approaches.
    pub words: BTreeSet<String>,
}

/// Every approach `reasoning` proposes, in order.
#[cfg(test)]
pub(super) fn proposed(reasoning: &str) -> Vec<Proposed> {
    proposed_in(&crate::words::words(reasoning))
}

/// [`proposed`] on reasoning already split into words.
pub(super) fn proposed_in(reasoning: &[Word]) -> Vec<Proposed> {
    static FORWARD_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(FORWARD));
    let forward = &*FORWARD_CUES;
    clauses(reasoning)
        .into_iter()
        .filter_map(|clause| {
            let matches = forward.matches(clause);
            let negated = matches.iter().any(|m| m.negated)
                || clause.iter().any(|w| NEGATORS.contains(&w.raw.as_ref()));
            if matches.is_empty() || negated {
                return None;
            }
            let cue_word = |i: usize| matches.iter().any(|m| (m.start..m.end).contains(&i));
            let words: BTreeSet<String> = clause
                .iter()
                .enumerate()
                .filter(|&(i, w)| !cue_word(i) && !w.noise)
                .map(|(_, w)| w.canon.clone().into_owned())
                .collect();
            // Quoted from the first word that is neither a cue nor noise, so "the next step is to
            // move the service" reads "move the service" and "switching libraries should solve
            // them" stays whole.
            let from = (0..clause.len()).find(|&i| !cue_word(i) && !clause[i].noise)?;
            let text = clause[from..]
                .iter()
                .map(|w| w.raw.as_ref())
                .collect::<Vec<_>>()
                .join(" ");
            Some(Proposed { text, words })
        })
        .collect()
}

/// `text` cut into clauses at clause punctuation and before each connective (which is dropped).
fn clauses<'w, 't>(text: &'w [Word<'t>]) -> Vec<&'w [Word<'t>]> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, word) in text.iter().enumerate() {
        let connective = CONNECTIVES.contains(&word.raw.as_ref());
        if word.clause_start || connective {
            if start < i {
                out.push(&text[start..i]);
            }
            start = if connective { i + 1 } else { i };
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::proposed;

    #[test]
    fn proposal_rows() {
        #[rustfmt::skip]
        let rows: [(&str, &str, &[&str]); 6] = [
            ("connective and next step", "The drops come from the balancer, so the next step is to move the whole service.", &["move the whole service"]),
            ("should names the approach", "The resets come from the client, so switching libraries should solve them.", &["switching libraries should solve them"]),
            ("I'll, after a sentence", "That failed. I'll replace the auth client.", &["replace the auth client"]),
            ("no forward cue", "The cache is stale.", &[]),
            ("negated cue", "We should not rewrite the parser.", &[]),
            ("cue alone", "Next.", &[]),
        ];
        for (rule, reasoning, expected) in rows {
            let found: Vec<String> = proposed(reasoning).into_iter().map(|p| p.text).collect();
            assert_eq!(found, expected, "{rule}");
        }
    }
}
