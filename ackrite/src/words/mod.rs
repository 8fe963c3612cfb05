//! Word normalisation shared by every rule (SPEC §5).
//!
//! Rules compare what agents wrote — a problem and a fix, two attempts, two outcomes — by the
//! words they share. Raw text makes that comparison fragile: "Failed with timeout after 30s" and
//! "failed with the same time-out" are the same failure. So text is lowercased, split on anything
//! that is not a letter or digit (hyphens and slashes included, so `src/auth.ts` and `log-in`
//! split), stop words, numbers and units are dropped (`stop`), words are stemmed ([`stem`]) and
//! mapped through a small synonym table (`synonym`).

mod cue;
mod stem;
mod stop;
mod synonym;

use std::collections::BTreeSet;

pub(crate) use cue::Cues;
pub use stem::stem;

/// Lowercase tokens; every char that is not alphanumeric separates words (punctuation, hyphens,
/// slashes, underscores), so paths and hyphenated words split into their parts.
pub fn tokens(text: &str) -> Vec<String> {
    split(text).into_iter().map(|t| t.text).collect()
}

/// The comparable words of `text`: tokens minus stop words, numbers and units (`30s`, `60`,
/// `seconds`, `ms`, `mb` …), stemmed, and mapped through the synonym table (auth/authentication/
/// login/sign-in/credential → `auth`, config/configuration/setting → `config`, db/database, …) so
/// that equal meaning compares equal.
pub fn content_words(text: &str) -> BTreeSet<String> {
    words(text)
        .into_iter()
        .filter(|w| !w.noise)
        .map(|w| w.canon)
        .collect()
}

/// |a ∩ b| / |a ∪ b|; 0.0 when both are empty (two empty descriptions say nothing alike).
pub fn jaccard(a: &BTreeSet<String>, b: &BTreeSet<String>) -> f64 {
    let union = a.union(b).count();
    if union == 0 {
        return 0.0;
    }
    a.intersection(b).count() as f64 / union as f64
}

/// True when the two texts share at least one content word.
pub fn share_content_word(a: &str, b: &str) -> bool {
    let a = content_words(a);
    content_words(b).iter().any(|w| a.contains(w))
}

/// One token of a text, kept in order with what the rules need to read it in context.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Word {
    /// The lowercased token as written (after joining compounds such as "sign in").
    pub raw: String,
    /// Stemmed and mapped through the synonym table.
    pub canon: String,
    /// A stop word, number or unit: kept for phrase and negation matching, not compared.
    pub noise: bool,
    /// The token follows sentence or clause punctuation (`.`, `,`, `;`, …), so negation before
    /// it does not reach it: in "no errors; fixed" the "no" belongs to "errors".
    pub clause_start: bool,
}

/// Every token of `text` in order, compounds joined, each with its canonical form.
pub(crate) fn words(text: &str) -> Vec<Word> {
    let parts = split(text);
    let mut out = Vec::with_capacity(parts.len());
    let mut i = 0;
    while i < parts.len() {
        let part = &parts[i];
        let joined = parts
            .get(i + 1)
            .and_then(|next| synonym::compound(&part.text, &next.text, next.hyphenated));
        let raw = joined.map_or_else(|| part.text.clone(), str::to_owned);
        out.push(Word {
            noise: stop::is_noise(&raw),
            canon: synonym::canonical(&raw),
            raw,
            clause_start: part.clause_start,
        });
        i += if joined.is_some() { 2 } else { 1 };
    }
    out
}

struct Token {
    text: String,
    hyphenated: bool,
    clause_start: bool,
}

fn split(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut current = String::new();
    // What lies between the previous token and the current one: how many chars, whether it was
    // exactly one hyphen, whether it held clause punctuation.
    let mut separator_chars = 0usize;
    let mut separator_hyphen = false;
    let mut separator_clause = false;
    for c in text.chars() {
        if c.is_alphanumeric() {
            current.extend(c.to_lowercase());
            continue;
        }
        if !current.is_empty() {
            tokens.push(Token {
                text: std::mem::take(&mut current),
                hyphenated: separator_chars == 1 && separator_hyphen,
                clause_start: separator_clause,
            });
            separator_chars = 0;
            separator_clause = false;
        }
        separator_chars += 1;
        separator_hyphen = c == '-';
        separator_clause |= matches!(c, '.' | ',' | ';' | ':' | '!' | '?' | '\n');
    }
    if !current.is_empty() {
        tokens.push(Token {
            text: current,
            hyphenated: separator_chars == 1 && separator_hyphen,
            clause_start: separator_clause,
        });
    }
    tokens
}

#[cfg(test)]
mod tests;
