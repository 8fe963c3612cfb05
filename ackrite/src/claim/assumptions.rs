//! Assumptions (SPEC §4): what is doing the work when the claim is accepted on this material.
//!
//! Three sources, listed in this fixed order so the output is stable:
//!
//! 1. every supporting inference, by index: reasoning stands in for an observation;
//! 2. the claim's wording: an absence, a named cause, a universal ("always", "never", "all"), a
//!    change over time, and the observed environment or version taken to be the one the claim is
//!    about;
//! 3. the evidence mix: only code read, only documentation, one source, low reliability, and
//!    items that take a side while sharing no content word with the claim.
//!
//! Wording cues are raw-token phrases, because the words that carry them ("no", "never", "all",
//! "since") are exactly the ones a stop-word list removes. Texts name the cue and cite indices,
//! and never say what the system does: that would be a fact the material may not contain.

use std::sync::LazyLock;

use super::weighing::{cite, indices, quoted_source, Weighed, Weighing};
use crate::domain::cues::{ClaimWords, Phrases};
use crate::domain::{Domain, ABSENCE_PHRASES, CAUSE_PHRASES};
use crate::evidence::EvidenceType;

/// Below this reliability an item is listed as a low-reliability assumption.
pub const LOW_RELIABILITY: f64 = 0.5;

/// One assumption, with the evidence indices it concerns (empty when it lies in the wording
/// alone).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assumption {
    pub text: String,
    pub evidence: Vec<usize>,
}

impl Assumption {
    fn new(text: String, evidence: Vec<usize>) -> Self {
        Assumption { text, evidence }
    }
}

/// Quantifiers that speak of every case.
const UNIVERSAL_PHRASES: &[&str] = &[
    "always",
    "never",
    "all",
    "every",
    "everyone",
    "everything",
    "everywhere",
    "none",
    "nobody",
    "whenever",
];

/// Wording that asserts a change over time.
const CHANGE_PHRASES: &[&str] = &[
    "no longer",
    "anymore",
    "any more",
    "removed",
    "now",
    "since",
    "used to",
    "previously",
    "recently",
    "started",
    "stopped",
    "after upgrading",
    "after the upgrade",
];

/// Wording that places the claim in a particular environment or version.
const ENVIRONMENT_PHRASES: &[&str] = &[
    "production",
    "prod",
    "staging",
    "dev",
    "development",
    "local",
    "locally",
    "localhost",
    "environment",
    "version",
    "release",
    "deployed",
    "live",
    "current",
    "latest",
    "cluster",
    "region",
];

/// The wording cue lists, tokenised once.
struct Wording {
    absence: Phrases,
    cause: Phrases,
    universal: Phrases,
    change: Phrases,
    environment: Phrases,
}

static WORDING: LazyLock<Wording> = LazyLock::new(|| Wording {
    absence: Phrases::new(ABSENCE_PHRASES),
    cause: Phrases::new(CAUSE_PHRASES),
    universal: Phrases::new(UNIVERSAL_PHRASES),
    change: Phrases::new(CHANGE_PHRASES),
    environment: Phrases::new(ENVIRONMENT_PHRASES),
});

pub(crate) fn assumptions(
    words: &ClaimWords,
    domain: Domain,
    weighing: &Weighing<'_>,
) -> Vec<Assumption> {
    let mut out = Vec::new();
    inferences(weighing, &mut out);
    wording(words, domain, weighing, &mut out);
    mix(weighing, &mut out);
    out
}

fn inferences(weighing: &Weighing<'_>, out: &mut Vec<Assumption>) {
    for w in weighing
        .supporting
        .iter()
        .filter(|w| w.item.kind == EvidenceType::Inference)
    {
        out.push(Assumption::new(
            format!(
                "[{}] is an inference, not an observation: it supports the claim only as far as \
                 the reasoning behind it holds, and it is not counted as a fact.",
                w.index
            ),
            vec![w.index],
        ));
    }
}

fn wording(words: &ClaimWords, domain: Domain, weighing: &Weighing<'_>, out: &mut Vec<Assumption>) {
    let supporting = indices(&weighing.supporting);
    let polarised: Vec<usize> = weighing.polarised().iter().map(|w| w.index).collect();
    let inspected = if supporting.is_empty() {
        String::new()
    } else {
        format!(" ({})", cite(supporting.iter().copied()))
    };
    if let Some(cue) = words.first_phrase(&WORDING.absence) {
        out.push(Assumption::new(
            format!(
                "The claim says something is missing or removed (\"{cue}\"): not finding it in \
                 what was inspected{inspected} is taken to mean it is absent from the system itself."
            ),
            supporting.clone(),
        ));
    }
    if let Some(cue) = words.first_phrase(&WORDING.cause) {
        out.push(Assumption::new(
            format!(
                "The claim names a cause (\"{cue}\") and takes it to be the only one; other causes \
                 of the same symptom still have to be ruled out."
            ),
            Vec::new(),
        ));
    }
    if let Some(cue) = words.first_phrase(&WORDING.universal) {
        let count = polarised.len();
        let (noun, verb) = if count == 1 {
            ("item", "takes")
        } else {
            ("items", "take")
        };
        let cited = if polarised.is_empty() {
            String::new()
        } else {
            format!(" ({})", cite(polarised.iter().copied()))
        };
        out.push(Assumption::new(
            format!(
                "The claim speaks of every case (\"{cue}\") from {count} {noun} that {verb} a \
                 side{cited}: the cases observed are taken to stand for all cases."
            ),
            polarised.clone(),
        ));
    }
    let change = words.first_phrase(&WORDING.change);
    if let Some(cue) = change {
        out.push(Assumption::new(
            format!(
                "The claim describes a change over time (\"{cue}\"): it takes for granted an \
                 earlier state that differs from the current one, and each state needs its own \
                 evidence."
            ),
            Vec::new(),
        ));
    }
    let placed = words.first_phrase(&WORDING.environment).is_some()
        || words.tokens().iter().any(|t| is_version_token(t))
        || change.is_some()
        || matches!(domain, Domain::DependencyVersion | Domain::Configuration);
    if placed && !polarised.is_empty() {
        out.push(Assumption::new(
            format!(
                "{} {} taken to come from the environment and version the claim is about; an \
                 item observed elsewhere neither supports nor contradicts the claim as stated.",
                cite(polarised.iter().copied()),
                if polarised.len() == 1 { "is" } else { "are" }
            ),
            polarised,
        ));
    }
}

/// `v2`, `v10`: a version named in the claim. (Dotted numbers are split into plain numbers by
/// the tokeniser; those alone are too ambiguous to count.)
fn is_version_token(token: &str) -> bool {
    let mut chars = token.chars();
    chars.next() == Some('v') && {
        let rest: Vec<char> = chars.collect();
        !rest.is_empty() && rest.iter().all(char::is_ascii_digit)
    }
}

fn mix(weighing: &Weighing<'_>, out: &mut Vec<Assumption>) {
    let supporting = &weighing.supporting;
    if !supporting.is_empty() {
        let cited = cite(indices(supporting));
        let all_of = |kind| supporting.iter().all(|w| w.item.kind == kind);
        if all_of(EvidenceType::Code) {
            out.push(Assumption::new(
                format!("Only code supports the claim ({cited}): the code read is taken to be the code that runs."),
                indices(supporting),
            ));
        }
        if all_of(EvidenceType::Documentation) {
            out.push(Assumption::new(
                format!("Only documentation supports the claim ({cited}): it is taken to be current for the system the claim is about."),
                indices(supporting),
            ));
        }
        if let Some(source) = single_source(supporting) {
            out.push(Assumption::new(
                format!("All support comes from one source ({source}, {cited}): it is taken to be representative."),
                indices(supporting),
            ));
        }
    }
    let polarised = weighing.polarised();
    let low: Vec<usize> = polarised
        .iter()
        .filter(|w| w.reliability < LOW_RELIABILITY)
        .map(|w| w.index)
        .collect();
    if !low.is_empty() {
        out.push(Assumption::new(
            format!(
                "{} {} reliability below {LOW_RELIABILITY} and {} counted anyway: {} may be wrong.",
                cite(low.iter().copied()),
                if low.len() == 1 { "has" } else { "have" },
                if low.len() == 1 { "is" } else { "are" },
                if low.len() == 1 { "it" } else { "each" },
            ),
            low,
        ));
    }
    let unrelated: Vec<usize> = polarised
        .iter()
        .filter(|w| !w.related)
        .map(|w| w.index)
        .collect();
    if !unrelated.is_empty() {
        out.push(Assumption::new(
            format!(
                "{} {} marked as supporting or contradicting but {} no content word with the \
                 claim: {} relevance to it is taken on trust.",
                cite(unrelated.iter().copied()),
                if unrelated.len() == 1 { "is" } else { "are" },
                if unrelated.len() == 1 {
                    "shares"
                } else {
                    "share"
                },
                if unrelated.len() == 1 { "its" } else { "their" },
            ),
            unrelated,
        ));
    }
}

/// The one source all supporting items share, quoted; `None` when there are several. Items
/// without a source each count as a source of their own, except when there is only one item.
fn single_source(items: &[Weighed<'_>]) -> Option<String> {
    match items {
        [only] => Some(quoted_source(only.item)),
        [first, rest @ ..] => {
            let label =
                |w: &Weighed<'_>| w.item.source.as_deref().map(str::trim).map(str::to_owned);
            let shared = label(first).filter(|s| !s.is_empty())?;
            rest.iter()
                .all(|w| label(w).as_deref() == Some(shared.as_str()))
                .then(|| quoted_source(first.item))
        }
        [] => None,
    }
}
