//! What a claim's wording takes for granted (`docs/judgement.md`, "Assumptions"): an absence, a
//! generalisation, a change over time, an environment. The phrases are the lexicon's
//! (`super::lexicon`), read with the same exceptions the parts' assertions use, so an assumption
//! never names a generalisation the status rules did not see.

use super::lexicon::{self, Plain};
use super::parts::ClaimParts;
use super::read::Wording;
use crate::words;

/// What the wording of `text`, split into `parts`, takes for granted.
pub(super) fn read(text: &str, parts: &ClaimParts) -> Wording {
    let plain = Plain::of(text);
    let universal = parts.parts.iter().find_map(|p| {
        let word = p.assertion.universal?;
        quote(&p.text, word)
    });
    Wording {
        absence: parts.parts.iter().any(|p| p.assertion.absence.is_some()),
        universal,
        change: change(&plain).and_then(|phrase| quote(text, phrase)),
        // Read only for a claim that names a cause: most name none.
        partial_cause: !parts.links.is_empty() && plain.has(lexicon::PARTIAL_CAUSES),
    }
}

/// The first phrase of change over time that is one: "after 30s" is a duration, "got logged"
/// no comparison.
fn change(plain: &Plain) -> Option<&'static str> {
    let text = plain.as_str();
    lexicon::OVER_TIME.iter().copied().find(|phrase| {
        let pattern = format!(" {phrase} ");
        text.match_indices(&pattern).any(|(at, _)| {
            let mut after = text[at + pattern.len()..].split_whitespace();
            let (next, then) = (after.next().unwrap_or(""), after.next().unwrap_or(""));
            let digit = |w: &str| w.starts_with(|c: char| c.is_ascii_digit());
            let before = text[..at].split_whitespace().next_back().unwrap_or("");
            // "if the bucket no longer exists": a condition, not a change that happened.
            let conditional = text[..at]
                .split_whitespace()
                .rev()
                .take(6)
                .any(|w| matches!(w, "if" | "when" | "unless" | "whenever"));
            if conditional {
                return false;
            }
            match *phrase {
                // "after 30s", "after exactly three attempts", "after every deploy": a duration
                // or a sequence, not an event that changed something.
                "after" => {
                    !(digit(next)
                        || digit(then)
                        || matches!(next, "exactly" | "every" | "each" | "about" | "around"))
                }
                "got" => next.ends_with("er") || matches!(next, "worse" | "better"),
                // "even when its database is stopped": a state, not a change.
                "stopped" | "started" => {
                    !matches!(before, "is" | "are" | "was" | "were" | "been" | "be")
                }
                _ => true,
            }
        })
    })
}

/// `phrase` as `text` writes it, with the word after it when that word carries content ("all
/// pods", but "regressed", not "regressed so").
fn quote(text: &str, phrase: &str) -> Option<String> {
    let raw: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .collect();
    let wanted: Vec<&str> = phrase.split(' ').collect();
    let start = (0..raw.len()).find(|&i| {
        wanted.iter().enumerate().all(|(k, w)| {
            raw.get(i + k).is_some_and(|r| {
                let r = r.to_lowercase();
                w.strip_suffix('*')
                    .map_or(r == *w, |prefix| r.starts_with(prefix))
            })
        })
    })?;
    let end = start + wanted.len();
    let mut out = raw[start..end].to_vec();
    if let Some(next) = raw.get(end) {
        if !words::content_words(next).is_empty() {
            out.push(next);
        }
    }
    Some(out.join(" "))
}

/// Environments, each with the words that name it.
const ENVIRONMENTS: &[(&str, &[&str])] = &[
    ("production", &["production", "prod", "live"]),
    ("staging", &["staging", "stage", "preprod"]),
    (
        "development",
        &[
            "dev",
            "development",
            "local",
            "locally",
            "localhost",
            "laptop",
        ],
    ),
];

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
