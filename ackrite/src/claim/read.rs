//! The claim read once (`docs/judgement.md`, "One reading of the claim"): its parts with their
//! roles, and for each part its subject, assertion and specifics; its words; the environments it
//! names; what its wording takes for granted; its domain; and the phrases a proof plan quotes.
//!
//! Why once: every rule that judges a claim — status, domain, assumptions, missing proof, the
//! next action, `verify`, `prove_it`, the session carry, the premise of an audit — asks what the
//! claim says. When each of them read the text again in its own way they disagreed (a cause one
//! rule saw and another did not). Everything after this reads the [`Claim`], never the text.

use std::collections::BTreeSet;

use super::assertion::{self, Specific};
use super::ecosystem;
use super::parts::{self, ClaimParts};
use super::subject::{self, ClaimText};
use super::wording;
use crate::domain::{self, Domain};
use crate::words;

/// A claim as every rule reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct Claim {
    /// As the caller wrote it: what answers quote.
    pub text: String,
    pub parts: ClaimParts,
    /// The content words of the whole claim.
    pub words: BTreeSet<String>,
    /// The specifics of the whole claim (numbers, codes, versions, identifiers).
    pub specifics: Vec<Specific>,
    /// The environments it names ("production", "staging", "development").
    pub environments: Vec<&'static str>,
    /// What its wording takes for granted.
    pub wording: Wording,
    pub domain: Domain,
    /// The phrases the proof plan and the domain's experiment quote.
    pub phrases: ClaimText,
    /// The ecosystems it names (`npm`, `kubectl`, …): their commands may be suggested.
    pub ecosystems: Vec<&'static str>,
}

/// What the claim's wording takes for granted, each as the claim writes it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Wording {
    /// It says something is gone or unused.
    pub absence: bool,
    /// The words that generalise to every case ("always fails").
    pub universal: Option<String>,
    /// The words that assert a change over time ("no longer", "since").
    pub change: Option<String>,
    /// It names its cause as one of several ("partly", "a cause").
    pub partial_cause: bool,
}

/// Read `text` as a claim.
pub fn read(text: &str) -> Claim {
    let parts = parts::split(text);
    // A claim of one part that is the whole claim has that part's words: trimming the
    // punctuation and spaces around a text changes none of its words.
    let words = match parts.parts.as_slice() {
        [part] if part.text == parts::tidy(text) => part.words.clone(),
        _ => words::content_words(text),
    };
    Claim {
        text: text.to_owned(),
        words,
        specifics: assertion::specifics(text),
        environments: wording::environments(text),
        wording: wording::read(text, &parts),
        domain: domain::classify(text, &parts),
        phrases: subject::read(text, &parts),
        ecosystems: ecosystem::named_in([text]),
        parts,
    }
}
