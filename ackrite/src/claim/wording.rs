//! What a claim's wording takes for granted (`docs/judgement.md`, "Assumptions"): absences,
//! generalisations, changes over time and environments, each read in its context — "was not
//! removed" is no absence, "every 5 minutes" no generalisation, "after 30s" no change over time.

use crate::words::{self, Phrases};
use std::borrow::Cow;

/// Wording that says something is gone or not there, wherever it stands.
const ABSENCE: Phrases = Phrases::new(&[
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
]);

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
const UNIVERSAL: Phrases = Phrases::new(&[
    &["always"],
    &["never"],
    &["all"],
    &["every"],
    &["everyone"],
    &["everything"],
    &["everywhere"],
    &["none"],
    &["whenever"],
]);

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
const CHANGE: Phrases = Phrases::new(&[
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
]);

/// Wording that says the named cause is one of several.
pub(super) const PARTIAL_CAUSE: &[&str] = &[
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
pub(super) struct Tokens<'c> {
    raw: Vec<&'c str>,
    lower: Vec<Cow<'c, str>>,
}

impl<'c> Tokens<'c> {
    pub fn new(text: &'c str) -> Self {
        let raw: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|t| !t.is_empty())
            .collect();
        let lower = raw.iter().map(|t| crate::words::lowercase(t)).collect();
        Tokens { raw, lower }
    }

    fn at(&self, i: usize) -> Option<&str> {
        self.lower.get(i).map(|t| t.as_ref())
    }

    /// Every place one of `phrases` starts, with where it ends.
    fn find_all<'p>(&'p self, phrases: &'p Phrases) -> impl Iterator<Item = (usize, usize)> + 'p {
        (0..self.lower.len()).filter_map(move |start| {
            phrases.list.iter().find_map(|phrase| {
                let end = start + phrase.len();
                (end <= self.lower.len()
                    && self.lower[start..end]
                        .iter()
                        .zip(phrase.iter())
                        .all(|(t, p)| t.as_ref() == *p))
                .then_some((start, end))
            })
        })
    }

    /// A condition word stands before position `i` ("when the key is missing").
    fn conditional(&self, i: usize) -> bool {
        self.lower[..i]
            .iter()
            .any(|t| CONDITIONS.contains(&t.as_ref()))
    }

    /// A negator within the two tokens before `i`.
    fn negated(&self, i: usize) -> bool {
        (i.saturating_sub(2)..i).any(|j| NEGATORS.contains(&self.lower[j].as_ref()))
    }

    /// The cue at `range` as written, with the word after it when that word carries content
    /// ("all pods", but "regressed", not "regressed so").
    pub fn quote(&self, (start, end): (usize, usize)) -> String {
        let mut words: Vec<&str> = self.raw[start..end].to_vec();
        if let Some(next) = self.raw.get(end) {
            if !words::content_words(next).is_empty() {
                words.push(next);
            }
        }
        words.join(" ").to_lowercase()
    }
}

pub(super) fn absence(tokens: &Tokens<'_>) -> bool {
    let phrase = tokens
        .find_all(&ABSENCE)
        .any(|(start, _)| !tokens.conditional(start));
    let state = (0..tokens.lower.len()).any(|i| {
        ABSENT_STATES.contains(&tokens.lower[i].as_ref())
            && i > 0
            && STATE_VERBS.contains(&tokens.lower[i - 1].as_ref())
            && !tokens.negated(i - 1)
            && !tokens.conditional(i)
    });
    phrase || state
}

pub(super) fn universal(tokens: &Tokens<'_>) -> Option<(usize, usize)> {
    tokens.find_all(&UNIVERSAL).find(|&(start, end)| {
        let python_none = tokens.raw[start] == "None" && start > 0;
        let next = tokens.at(end).unwrap_or_default();
        let period = PERIODS.contains(&next) || next.starts_with(|c: char| c.is_ascii_digit());
        let not_at_all =
            tokens.lower[start] == "all" && start > 0 && tokens.lower[start - 1] == "at";
        let frequency = period && tokens.lower[start] == "every";
        !(python_none || frequency || not_at_all)
    })
}

pub(super) fn change(tokens: &Tokens<'_>) -> Option<(usize, usize)> {
    tokens.find_all(&CHANGE).find(|&(start, end)| {
        let next = |k: usize| tokens.at(end + k).unwrap_or_default();
        match tokens.lower[start].as_ref() {
            // "after 30s", "after about 5 minutes": a duration, not an event.
            "after" => !(0..2).any(|k| next(k).starts_with(|c: char| c.is_ascii_digit())),
            // "got slower", "got worse": a comparison over time; not "got logged".
            "got" => next(0).ends_with("er") || matches!(next(0), "worse" | "better"),
            _ => true,
        }
    })
}

/// The environments `text` names, in table order.
pub(super) fn environments(text: &str) -> Vec<&'static str> {
    let mut named = Environments::default();
    for token in words::each_token(text) {
        named.see(&token);
    }
    named.named()
}

/// The environments named by the tokens seen so far (see [`environments`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Environments([bool; ENVIRONMENTS.len()]);

impl Environments {
    /// Notes the environment `token` (a lowercase token) names, if any.
    pub(super) fn see(&mut self, token: &str) {
        for (seen, (_, names)) in self.0.iter_mut().zip(ENVIRONMENTS) {
            *seen |= names.contains(&token);
        }
    }

    pub(super) fn named(&self) -> Vec<&'static str> {
        ENVIRONMENTS
            .iter()
            .zip(self.0)
            .filter(|&(_, seen)| seen)
            .map(|((env, _), _)| *env)
            .collect()
    }
}
