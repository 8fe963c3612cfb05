//! Word normalisation shared by every rule (`docs/judgement.md`, "Words").
//!
//! Rules compare what agents wrote — a claim and its evidence, a problem and a fix, two attempts,
//! two outcomes — by the words they share. Raw text makes that comparison fragile: "Failed with
//! timeout after 30s" and "failed with the same time-out" are the same failure, and `s3:PutObject`
//! names the same action as "put object". So, in this order: two-word forms that mean one word
//! are joined ("sign in", "time-out", "re-run", "try again"); identifiers are split (`snake_case`,
//! `camelCase`, dotted and path segments) and anything that is not a letter or digit separates
//! words; words are lowercased; stop words (NLTK's English list), numbers and units are marked as
//! noise (`stop`); words are stemmed with the Snowball English stemmer ([`stem`]) and mapped
//! through the synonym table (`synonym`). Phrase and negation rules ([`Cues`]) read the same word
//! sequence, noise included, so they see "not" and "again" where comparisons ignore them.

mod cue;
mod normal;
mod split;
mod stem;
mod stop;
mod synonym;

use std::borrow::Cow;
use std::collections::BTreeSet;

pub(crate) use cue::Cues;
use split::{split, Split, Token};
pub use stem::stem;

/// Lowercase tokens; every char that is not alphanumeric separates words (punctuation, hyphens,
/// slashes, underscores), and camelCase identifiers split at their capitals, so paths,
/// identifiers and hyphenated words split into their parts.
pub fn tokens(text: &str) -> Vec<String> {
    each_token(text).map(Cow::into_owned).collect()
}

/// [`tokens`] one at a time, borrowed from `text` where they are lowercase already.
pub(crate) fn each_token(text: &str) -> impl Iterator<Item = Cow<'_, str>> {
    split(text).map(|t| t.text)
}

/// The comparable words of `text`: tokens minus stop words, numbers and units (`30s`, `60`,
/// `seconds`, `ms`, `mb` …), stemmed, and mapped through the synonym table (auth/authentication/
/// login/sign-in/credential → `auth`, timeout/deadline → `timeout`, retry/re-run/try again →
/// `retry`, …) so that equal meaning compares equal.
pub fn content_words(text: &str) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    for word in each_word(text) {
        // Most tokens repeat a word already in the set: look before allocating.
        if !word.noise && !set.contains(word.canon.as_ref()) {
            set.insert(word.canon.into_owned());
        }
    }
    set
}

/// `text.to_lowercase()`, borrowed when that would change nothing (as for most words of any
/// text), so that reading words costs no copy of each.
pub(crate) fn lowercase(text: &str) -> Cow<'_, str> {
    let unchanged = |c: char| {
        if c.is_ascii() {
            return !c.is_ascii_uppercase();
        }
        let mut lower = c.to_lowercase();
        lower.next() == Some(c) && lower.next().is_none()
    };
    if text.chars().all(unchanged) {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(text.to_lowercase())
    }
}

/// |a ∩ b| / |a ∪ b|; 0.0 when both are empty (two empty descriptions say nothing alike).
pub fn jaccard(a: &BTreeSet<String>, b: &BTreeSet<String>) -> f64 {
    let shared = a.intersection(b).count();
    let union = a.len() + b.len() - shared;
    if union == 0 {
        return 0.0;
    }
    shared as f64 / union as f64
}

/// True when the two texts share at least one content word.
pub fn share_content_word(a: &str, b: &str) -> bool {
    let a = content_words(a);
    each_word(b).any(|w| !w.noise && a.contains(w.canon.as_ref()))
}

/// One token of a text, kept in order with what the rules need to read it in context. Both
/// forms borrow from the text (or from the word tables) unless lowercasing or stemming had to
/// write a new string.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Word<'t> {
    /// The lowercased token as written (after joining compounds such as "sign in").
    pub raw: Cow<'t, str>,
    /// Stemmed and mapped through the synonym table.
    pub canon: Cow<'t, str>,
    /// A stop word, number or unit: kept for phrase and negation matching, not compared.
    pub noise: bool,
    /// The token follows sentence or clause punctuation (`.`, `,`, `;`, …), so negation before
    /// it does not reach it: in "no errors; fixed" the "no" belongs to "errors".
    pub clause_start: bool,
    /// The text it was read from, and where it stands there in bytes: a quotation gives the
    /// caller's words as written, case and hyphens kept.
    pub text: &'t str,
    pub start: usize,
    pub end: usize,
}

/// Every token of `text` in order, compounds joined, each with its canonical form.
pub(crate) fn words(text: &str) -> Vec<Word<'_>> {
    each_word(text).collect()
}

/// [`words`] one at a time, for rules that can stop at the first word they look for.
pub(crate) fn each_word(text: &str) -> Words<'_> {
    Words {
        parts: split(text),
        next: None,
        buffer: String::new(),
    }
}

/// The iterator behind [`words`].
pub(crate) struct Words<'t> {
    parts: Split<'t>,
    /// A token read ahead to see whether it joins the previous one into a compound.
    next: Option<Token<'t>>,
    /// Scratch space for stemming, reused for every word.
    buffer: String,
}

impl<'t> Words<'t> {
    fn take(&mut self) -> Option<Token<'t>> {
        self.next.take().or_else(|| self.parts.next())
    }
}

impl<'t> Iterator for Words<'t> {
    type Item = Word<'t>;

    /// The next token, compounds joined, with its normal form.
    fn next(&mut self) -> Option<Word<'t>> {
        let part = self.take()?;
        // Where the text after this token starts, for the words that read what follows them.
        let rest = self.parts.rest();
        self.next = self.parts.next();
        let joined = self
            .next
            .as_ref()
            .and_then(|next| synonym::compound(&part.text, &next.text, next.hyphenated));
        let end = match (joined, &self.next) {
            (Some(_), Some(next)) => next.end,
            _ => part.end,
        };
        if joined.is_some() {
            self.next = None;
        }
        let raw = joined.map_or(part.text, Cow::Borrowed);
        let (noise, canon) = if synonym::is_bump(&raw) {
            (false, Cow::Borrowed(synonym::bump_canonical(rest)))
        } else {
            let (noise, canonical) = normal::normal_form(&raw, &mut self.buffer);
            (noise, canonical.of(&raw))
        };
        Some(Word {
            raw,
            canon,
            noise,
            clause_start: part.clause_start,
            text: self.parts.text(),
            start: part.start,
            end,
        })
    }
}

#[cfg(test)]
mod tests;
