//! A claim cut into the assertions it makes (`docs/judgement.md`, "Compound claims").
//!
//! Why: "the export fails because the bucket policy denies PutObject" asserts two things, a
//! symptom and a cause, and strong evidence of the symptom says nothing about the cause. Judged
//! as one block, the symptom's proof would carry the guess. So a claim is split, in this order:
//! semicolons; the diagnosis-and-fix form (", and … fixes it"); causal forms ("because",
//! "caused by", "leads to", ", so", …), which always split; then a comma or "and" — only where
//! the words on both sides of it, up to the nearest separator, each hold a verb ([`super::verbs`]),
//! so "retries on 502, 503 and 504" stays one assertion. Forms nest: each side is split again.

use std::collections::BTreeSet;

use super::assertion::{self, Assertion};
use super::causal::split_causal;
use super::markers;
use super::verbs::has_verb;
use crate::words;

/// What a part is to the claim it came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    /// An assertion on its own, or one of several joined by "and".
    Assertion,
    /// The named cause of a causal claim.
    Cause,
    /// The effect a cause is said to produce, or the problem a fix is said to fix.
    Effect,
    /// The change a diagnosis-and-fix claim says fixes the problem.
    Fix,
}

/// One assertion of a claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// The claim's own words for it.
    pub text: String,
    pub role: Role,
    /// Its content words (`crate::words::content_words`).
    pub words: BTreeSet<String>,
    /// What it asserts of its subject.
    pub assertion: Assertion,
}

/// A cause and the effect it is said to produce: part indices on each side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CausalLink {
    pub causes: Vec<usize>,
    pub effects: Vec<usize>,
}

/// A claim as a list of parts (one for a claim of one assertion) and its causal links.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimParts {
    pub parts: Vec<Part>,
    pub links: Vec<CausalLink>,
}

impl ClaimParts {
    pub fn is_compound(&self) -> bool {
        self.parts.len() > 1
    }
}

/// Split `claim` into its parts.
pub fn split(claim: &str) -> ClaimParts {
    let mut out = ClaimParts {
        parts: Vec::new(),
        links: Vec::new(),
    };
    node(claim, Role::Assertion, &mut out);
    if out.parts.is_empty() {
        out.parts.push(part(claim, Role::Assertion));
        out.links.clear();
    }
    out
}

fn part(text: &str, role: Role) -> Part {
    let words = words::content_words(text);
    let mut assertion = assertion::read(tidy(text));
    if role == Role::Fix {
        // "sorting the IDs fixes it" asserts the change it names; "fixes it" marks the role.
        assertion.at = 0;
        assertion.words = words
            .iter()
            .filter(|w| !["fix", "resolv", "solv", "cure"].contains(&w.as_str()))
            .cloned()
            .collect();
    }
    Part {
        text: tidy(text).to_owned(),
        role,
        words,
        assertion,
    }
}

/// Splits `text` by the first form that applies, recursing into each side; returns the indices
/// of the parts it added.
fn node(text: &str, role: Role, out: &mut ClaimParts) -> Vec<usize> {
    let pieces: Vec<&str> = text.split(';').filter(|p| !tidy(p).is_empty()).collect();
    if pieces.len() > 1 {
        return pieces
            .into_iter()
            .flat_map(|p| node(p, role, out))
            .collect();
    }
    // Where a fix clause starts, read once: both the diagnosis-and-fix split and the role of an
    // unsplit text ask.
    let fix_at = fix_clause(text);
    if let Some((diagnosis, fix)) = split_fix(text, fix_at) {
        let mut added = node(diagnosis, Role::Effect, out);
        added.extend(node(fix, Role::Fix, out));
        return added;
    }
    if let Some(causal) = split_causal(text) {
        let (left_role, right_role) = if causal.cause_first {
            (Role::Cause, Role::Effect)
        } else {
            (Role::Effect, Role::Cause)
        };
        let left = node(causal.left, left_role, out);
        let right = node(causal.right, right_role, out);
        let (causes, effects) = if causal.cause_first {
            (left.clone(), right.clone())
        } else {
            (right.clone(), left.clone())
        };
        if !causes.is_empty() && !effects.is_empty() {
            out.links.push(CausalLink { causes, effects });
        }
        return left.into_iter().chain(right).collect();
    }
    // "X broke the client: with it, calls fail" — a colon that does not give a reason adds an
    // assertion about the same thing.
    if let Some(at) = text.find(": ") {
        let (head, tail) = (&text[..at], &text[at + 2..]);
        if !tidy(head).is_empty() && has_verb(tail) && !head.contains(['"', '\'', '`']) {
            let mut added = node(head, role, out);
            added.extend(node(tail, role, out));
            return added;
        }
    }
    let mut added = Vec::new();
    for piece in split_conjunction(text) {
        if tidy(piece).is_empty() {
            continue;
        }
        // A stretch that says it fixes the problem is a fix wherever it stands ("X; raising it
        // fixes it", or a claim that is only a fix).
        let fixes = if piece.len() == text.len() {
            fix_at.is_some()
        } else {
            is_fix(piece)
        };
        let role = if role == Role::Assertion && fixes {
            Role::Fix
        } else {
            role
        };
        added.push(out.parts.len());
        out.parts.push(part(piece, role));
    }
    added
}

/// Trimmed of whitespace and of the punctuation a split leaves at either end.
pub(crate) fn tidy(text: &str) -> &str {
    text.trim_matches(|c: char| c.is_whitespace() || matches!(c, '.' | ',' | ';' | ':' | '!'))
}

/// "…, and Z fixes it": the fix is a clause that says it fixes or resolves the problem — one of
/// these verbs, then one of these objects.
const FIX_VERBS: &[&str] = &[
    "fix", "fixes", "fixed", "resolve", "resolves", "resolved", "solve", "solves", "solved",
    "cure", "cures",
];
const FIX_OBJECTS: &[&str] = &[
    "it", "them", "this", "that", "these", "those", "the", "our", "all", "every", "each",
];

/// Where the first fix clause of `text` starts.
fn fix_clause(text: &str) -> Option<usize> {
    let words = markers::words(text);
    let listed = |at: usize, list: &[&str]| list.iter().any(|w| markers::is(text, words[at], w));
    (1..words.len())
        .find(|&at| {
            listed(at - 1, FIX_VERBS)
                && listed(at, FIX_OBJECTS)
                && markers::spaced(text, words[at - 1], words[at])
        })
        .map(|at| words[at - 1].start)
}

/// True when `text` says that something fixes the problem.
fn is_fix(text: &str) -> bool {
    fix_clause(text).is_some()
}

/// Where a diagnosis-and-fix claim divides: the last ", and " before the fix clause (which
/// starts at `fix_at`), else the first " and " before it — either only when the diagnosis
/// before it holds a verb of its own, so "the read and write timeouts … fix it" is one fix, not
/// two parts.
fn split_fix(text: &str, fix_at: Option<usize>) -> Option<(&str, &str)> {
    let head = &text[..fix_at?];
    let lower = head.to_ascii_lowercase();
    let (at, width) = match lower.rfind(", and ") {
        Some(at) => (at, ", and ".len()),
        None => (lower.find(" and ")?, " and ".len()),
    };
    let (diagnosis, fix) = (&text[..at], &text[at + width..]);
    (has_verb(diagnosis) && !tidy(fix).is_empty()).then_some((diagnosis, fix))
}

/// A comma or "and" (", and" is one separator) outside parentheses, brackets and quotes (single
/// quotes included: "the 'expected 2, got 3' flake"), and a comma not inside a number (`1,000`).
fn separators(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let lower = text.to_ascii_lowercase();
    let shielded = super::causal::protected(text);
    let mut found = Vec::new();
    let mut depth = 0i32;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'[' | b'{' => depth += 1,
            b']' | b'}' => depth -= 1,
            _ => {}
        }
        if depth > 0 || shielded.iter().any(|&(s, e)| s < i && i < e) {
            i += 1;
            continue;
        }
        if bytes[i] == b',' {
            let in_number = i > 0
                && bytes[i - 1].is_ascii_digit()
                && bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
            if !in_number {
                let end = if lower.as_bytes()[i..].starts_with(b", and ") {
                    i + ", and ".len()
                } else {
                    i + 1
                };
                found.push((i, end));
                i = end;
                continue;
            }
        } else if lower.as_bytes()[i..].starts_with(b" and ") {
            found.push((i, i + " and ".len()));
            i += " and ".len();
            continue;
        }
        i += 1;
    }
    found
}

/// The pieces of `text` between the separators that split: those with a verb in the words on
/// both sides, up to the neighbouring separators.
fn split_conjunction(text: &str) -> Vec<&str> {
    let seps = separators(text);
    if seps.is_empty() {
        return vec![text];
    }
    let mut bounds = vec![0];
    for &(start, end) in &seps {
        bounds.push(start);
        bounds.push(end);
    }
    bounds.push(text.len());
    // Segment k lies between bounds[2k] and bounds[2k + 1].
    let segment = |k: usize| &text[bounds[2 * k]..bounds[2 * k + 1]];
    let mut pieces = Vec::new();
    let mut piece_start = 0;
    // ", which Cognito never sets": a relative clause describes what precedes it.
    let relative = |k: usize| {
        let first = segment(k).split_whitespace().next().unwrap_or_default();
        ["which", "who", "whose", "where"].contains(&first.to_ascii_lowercase().as_str())
    };
    for (k, &(start, end)) in seps.iter().enumerate() {
        if has_verb(segment(k)) && has_verb(segment(k + 1)) && !relative(k + 1) {
            pieces.push(&text[piece_start..start]);
            piece_start = end;
        }
    }
    pieces.push(&text[piece_start..]);
    pieces
}
