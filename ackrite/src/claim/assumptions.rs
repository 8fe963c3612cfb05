//! Assumptions (`docs/judgement.md`, "Assumptions"): what is doing the work when the claim is
//! accepted on this material. Each one reads on its own: it quotes the item or the words of the
//! claim it rests on, never only an index, and never says what the system does.
//!
//! Three sources, in this order so the output is stable: supporting inferences; what the claim's
//! wording takes for granted (an absence, a named cause, a generalisation, a change over time,
//! an environment); and what the evidence mix takes for granted (relevance, low reliability,
//! only code, only documentation, one observation).

use super::next_action::side;
use super::quote::{described, phrase, quoted};
use super::reading::{Observation, Reading};
use crate::evidence::{EvidenceClass, EvidenceType};
use crate::words;

/// Below this reliability a supporting item is named as a low-reliability assumption.
pub const LOW_RELIABILITY: f64 = 0.5;

/// One assumption, with the evidence indices it concerns (empty when it lies in the wording).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assumption {
    pub text: String,
    pub evidence: Vec<usize>,
}

fn note(text: String, evidence: Vec<usize>) -> Assumption {
    Assumption { text, evidence }
}

/// Wording that says something is gone or not there, wherever it stands.
const ABSENCE: &[&[&str]] = &[
    &["no", "longer"],
    &["anymore"],
    &["any", "more"],
    &["nothing"],
    &["no", "one"],
    &["nobody"],
    &["not", "present"],
    &["not", "exist"],
    &["doesn", "t", "exist"],
    &["never", "called"],
    &["never", "used"],
];

/// Words that say something is gone only when said of the subject ("X was removed"; not
/// "deleted users", "on delete").
const ABSENT_STATES: &[&str] = &[
    "removed",
    "missing",
    "deleted",
    "deprecated",
    "unused",
    "gone",
    "dropped",
];

/// What puts a state word in the predicate: "is removed", "was dropped", "it's gone".
const STATE_VERBS: &[&str] = &[
    "is", "are", "was", "were", "been", "be", "got", "get", "gets", "s", "now", "has", "have",
];

/// Quantifiers that speak of every case.
const UNIVERSAL: &[&[&str]] = &[
    &["always"],
    &["never"],
    &["all"],
    &["every"],
    &["everyone"],
    &["everything"],
    &["everywhere"],
    &["none"],
    &["whenever"],
];

/// "every 5 minutes", "every night": a frequency, not a generalisation.
const PERIODS: &[&str] = &[
    "second",
    "seconds",
    "minute",
    "minutes",
    "hour",
    "hours",
    "day",
    "days",
    "night",
    "nights",
    "week",
    "weeks",
    "month",
    "months",
    "morning",
    "evening",
    "weekday",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "other",
    "few",
];

/// Wording that asserts a change over time.
const CHANGE: &[&[&str]] = &[
    &["no", "longer"],
    &["anymore"],
    &["used", "to"],
    &["previously"],
    &["since"],
    &["started"],
    &["stopped"],
    &["got"],
    &["became"],
    &["after"],
    &["regressed"],
    &["now"],
];

/// Wording that says the named cause is one of several.
const PARTIAL_CAUSE: &[&str] = &[
    "one of the causes",
    "a cause",
    "one cause",
    "partly",
    "contributes",
    "contributing",
    "among the causes",
];

/// Conditions: a cue after one of these describes a case, not the claim's subject.
const CONDITIONS: &[&str] = &["when", "if", "unless", "whenever", "once"];

/// Negators that turn a cue around ("was not removed").
const NEGATORS: &[&str] = &["not", "never", "t", "no"];

/// Environments, each with the words that name it.
const ENVIRONMENTS: &[(&str, &[&str])] = &[
    ("production", &["production", "prod", "live"]),
    ("staging", &["staging", "stage", "preprod"]),
    (
        "development",
        &["dev", "development", "local", "localhost", "laptop"],
    ),
];

/// The claim as tokens, in the claim's case and lowercased, for cue rules that read context.
struct Tokens<'c> {
    raw: Vec<&'c str>,
    lower: Vec<String>,
}

impl<'c> Tokens<'c> {
    fn new(text: &'c str) -> Self {
        let raw: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|t| !t.is_empty())
            .collect();
        let lower = raw.iter().map(|t| t.to_lowercase()).collect();
        Tokens { raw, lower }
    }

    fn at(&self, i: usize) -> Option<&str> {
        self.lower.get(i).map(String::as_str)
    }

    /// Every place one of `phrases` starts, with where it ends.
    fn find_all<'p>(&'p self, phrases: &'p [&[&str]]) -> impl Iterator<Item = (usize, usize)> + 'p {
        (0..self.lower.len()).filter_map(move |start| {
            phrases.iter().find_map(|phrase| {
                let end = start + phrase.len();
                (end <= self.lower.len()
                    && self.lower[start..end]
                        .iter()
                        .zip(phrase.iter())
                        .all(|(t, p)| t == p))
                .then_some((start, end))
            })
        })
    }

    /// A condition word stands before position `i` ("when the key is missing").
    fn conditional(&self, i: usize) -> bool {
        self.lower[..i]
            .iter()
            .any(|t| CONDITIONS.contains(&t.as_str()))
    }

    /// A negator within the two tokens before `i`.
    fn negated(&self, i: usize) -> bool {
        (i.saturating_sub(2)..i).any(|j| NEGATORS.contains(&self.lower[j].as_str()))
    }

    /// The cue at `range` as written, with the word after it when that word carries content
    /// ("all pods", but "regressed", not "regressed so").
    fn quote(&self, (start, end): (usize, usize)) -> String {
        let mut words: Vec<&str> = self.raw[start..end].to_vec();
        if let Some(next) = self.raw.get(end) {
            if !words::content_words(next).is_empty() {
                words.push(next);
            }
        }
        words.join(" ").to_lowercase()
    }
}

fn absence(tokens: &Tokens<'_>) -> bool {
    let phrase = tokens
        .find_all(ABSENCE)
        .any(|(start, _)| !tokens.conditional(start));
    let state = (0..tokens.lower.len()).any(|i| {
        ABSENT_STATES.contains(&tokens.lower[i].as_str())
            && i > 0
            && STATE_VERBS.contains(&tokens.lower[i - 1].as_str())
            && !tokens.negated(i - 1)
            && !tokens.conditional(i)
    });
    phrase || state
}

fn universal(tokens: &Tokens<'_>) -> Option<(usize, usize)> {
    tokens.find_all(UNIVERSAL).find(|&(start, end)| {
        let python_none = tokens.raw[start] == "None" && start > 0;
        let next = tokens.at(end).unwrap_or_default();
        let period = PERIODS.contains(&next) || next.starts_with(|c: char| c.is_ascii_digit());
        let not_at_all =
            tokens.lower[start] == "all" && start > 0 && tokens.lower[start - 1] == "at";
        !python_none && !(period && tokens.lower[start] == "every") && !not_at_all
    })
}

fn change(tokens: &Tokens<'_>) -> Option<(usize, usize)> {
    tokens.find_all(CHANGE).find(|&(start, end)| {
        let next = |k: usize| tokens.at(end + k).unwrap_or_default();
        match tokens.lower[start].as_str() {
            // "after 30s", "after about 5 minutes": a duration, not an event.
            "after" => !(0..2).any(|k| next(k).starts_with(|c: char| c.is_ascii_digit())),
            // "got slower", "got worse": a comparison over time; not "got logged".
            "got" => next(0).ends_with("er") || matches!(next(0), "worse" | "better"),
            _ => true,
        }
    })
}

fn environments(text: &str) -> Vec<&'static str> {
    let tokens = words::tokens(text);
    ENVIRONMENTS
        .iter()
        .filter(|(_, names)| tokens.iter().any(|t| names.contains(&t.as_str())))
        .map(|(env, _)| *env)
        .collect()
}

pub fn assumptions(reading: &Reading<'_>) -> Vec<Assumption> {
    let mut out = Vec::new();
    let supporting: Vec<&Observation<'_>> = reading.supporting().collect();
    for o in supporting
        .iter()
        .filter(|o| o.item.kind == EvidenceType::Inference)
    {
        out.push(note(
            format!(
                "{} is reasoning, not an observation: the claim rests on it only as far as that reasoning holds.",
                capitalised(&described(o))
            ),
            vec![o.index],
        ));
    }
    wording(reading, &supporting, &mut out);
    mix(&supporting, &mut out);
    out
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn cited(supporting: &[&Observation<'_>]) -> Vec<usize> {
    let mut indices: Vec<usize> = supporting.iter().map(|o| o.index).collect();
    indices.sort_unstable();
    indices
}

fn wording(reading: &Reading<'_>, supporting: &[&Observation<'_>], out: &mut Vec<Assumption>) {
    let tokens = Tokens::new(reading.claim);
    let claim = quoted(reading.claim);
    if absence(&tokens) {
        out.push(note(
            format!(
                "The claim {claim} asserts an absence: not finding something where it was looked for is taken as its absence from the whole system (other code paths, generated code, configuration, dynamic calls)."
            ),
            cited(supporting),
        ));
    }
    let lower = reading.claim.to_lowercase();
    let partial = PARTIAL_CAUSE.iter().any(|p| lower.contains(p));
    for link in reading.parts.links.iter().filter(|_| !partial) {
        out.push(note(
            format!(
                "The claim names {} as the cause of {} and takes it to be the only one; another cause could produce the same effect.",
                quoted(&side(reading, &link.causes)),
                quoted(&side(reading, &link.effects))
            ),
            Vec::new(),
        ));
    }
    if let Some(range) = universal(&tokens) {
        out.push(note(
            format!(
                "\"{}\" generalises from the cases observed to every case; the evidence shows only the cases it covers.",
                tokens.quote(range)
            ),
            cited(supporting),
        ));
    }
    if let Some(range) = change(&tokens) {
        out.push(note(
            format!(
                "\"{}\" asserts a change over time: it needs the earlier state as well as the current one, and that nothing else changed in between.",
                tokens.quote(range)
            ),
            cited(supporting),
        ));
    }
    let about = environments(reading.claim);
    if !about.is_empty() {
        for o in supporting {
            let seen = environments(&format!(
                "{} {}",
                o.item.content,
                o.item.source.as_deref().unwrap_or_default()
            ));
            if !seen.is_empty() && seen.iter().all(|env| !about.contains(env)) {
                out.push(note(
                    format!(
                        "The claim is about {} but {} was observed in {}: it takes the observed environment to be the one the claim is about.",
                        about.join(" and "),
                        described(o),
                        seen.join(" and ")
                    ),
                    vec![o.index],
                ));
            }
        }
    }
}

fn mix(supporting: &[&Observation<'_>], out: &mut Vec<Assumption>) {
    for o in supporting.iter().filter(|o| !o.bears) {
        out.push(note(
            format!(
                "{} shares no word with the claim: its relevance is taken on trust, so it lifts the claim to PLAUSIBLE at most.",
                capitalised(&described(o))
            ),
            vec![o.index],
        ));
    }
    for o in supporting
        .iter()
        .filter(|o| o.reliability < LOW_RELIABILITY)
    {
        out.push(note(
            format!(
                "{} has reliability {}: the conclusion leans on an observation its own reporter does not fully trust.",
                capitalised(&described(o)),
                o.reliability
            ),
            vec![o.index],
        ));
    }
    let all = |kind: EvidenceType| {
        !supporting.is_empty() && supporting.iter().all(|o| o.item.kind == kind)
    };
    if all(EvidenceType::Code) {
        out.push(note(
            format!(
                "Only code was read ({}): it is taken that this code is what is deployed and runs.",
                list(supporting)
            ),
            cited(supporting),
        ));
    } else if all(EvidenceType::Documentation) {
        out.push(note(
            format!(
                "Only documentation supports it ({}): the docs are taken to be current for the version in use.",
                list(supporting)
            ),
            cited(supporting),
        ));
    } else if supporting.len() == 1 && supporting[0].item.kind.class() != EvidenceClass::Inference {
        out.push(note(
            format!(
                "All the support is one observation, {}: it is taken to be representative.",
                described(supporting[0])
            ),
            cited(supporting),
        ));
    }
}

fn list(supporting: &[&Observation<'_>]) -> String {
    supporting
        .iter()
        .map(|o| match o.item.source.as_deref() {
            Some(source) if !source.trim().is_empty() => {
                format!("[{}] {}", o.index, quoted(source))
            }
            _ => format!("[{}] {}", o.index, quoted(&phrase(&o.item.content))),
        })
        .collect::<Vec<_>>()
        .join(", ")
}
