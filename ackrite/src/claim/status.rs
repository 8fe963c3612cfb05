//! Claim status (`docs/judgement.md`, "Status"): five verdicts, decided by the first rule that
//! applies — for the claim as a whole, for each of its parts, and for each causal link.

use super::parts::{CausalLink, Role};
use super::reading::{Observation, Reading};
use crate::evidence::EvidenceClass;

/// Reliability a strong direct item needs before it can make a claim KNOWN.
pub const KNOWN_RELIABILITY: f64 = 0.8;
/// Below this reliability no item lifts a claim above PLAUSIBLE.
pub const RELIABILITY_FLOOR: f64 = 0.3;

crate::enum_names::named! {
    /// How far the supplied material carries a claim. Statuses are compared by name —
    /// [`Status::weaker`], [`Status::stronger`], [`Status::at_least`] — never by an order whose
    /// direction a reader would have to remember.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Status {
        Known = "KNOWN",
        Supported = "SUPPORTED",
        Plausible = "PLAUSIBLE",
        Unverified = "UNVERIFIED",
        Contradicted = "CONTRADICTED",
    }
}

impl Status {
    /// How strongly the status holds the claim: KNOWN most, CONTRADICTED least.
    fn strength(self) -> u8 {
        match self {
            Status::Known => 4,
            Status::Supported => 3,
            Status::Plausible => 2,
            Status::Unverified => 1,
            Status::Contradicted => 0,
        }
    }

    /// The weaker of two statuses (a ceiling applied to a status).
    pub fn weaker(self, other: Status) -> Status {
        if other.strength() < self.strength() {
            other
        } else {
            self
        }
    }

    /// The stronger of two statuses (the best any of several items gives).
    pub fn stronger(self, other: Status) -> Status {
        if other.strength() > self.strength() {
            other
        } else {
            self
        }
    }

    /// True when this status is `other` or stronger.
    pub fn at_least(self, other: Status) -> bool {
        self.strength() >= other.strength()
    }

    /// The confidence band of the status, in hundredths, both ends included. The bands of the
    /// four non-contradicted statuses do not overlap and rise with the status, so a claim that
    /// moves up a status can only gain confidence; CONTRADICTED shares the bottom of the scale.
    pub fn band_cents(self) -> (u32, u32) {
        match self {
            Status::Known => (80, 99),
            Status::Supported => (50, 79),
            Status::Plausible => (20, 49),
            Status::Unverified => (0, 19),
            Status::Contradicted => (0, 29),
        }
    }
}

/// The most a supporting observation can give on its own: its class's ceiling, the reliability
/// floor, and PLAUSIBLE at most when it does not bear on what it supports.
pub fn reach(observation: &Observation<'_>, bears: bool) -> Status {
    if !bears || observation.reliability < RELIABILITY_FLOOR {
        return Status::Plausible;
    }
    match observation.class() {
        EvidenceClass::StrongDirect if observation.reliability >= KNOWN_RELIABILITY => {
            Status::Known
        }
        EvidenceClass::StrongDirect | EvidenceClass::Direct => Status::Supported,
        EvidenceClass::Indirect | EvidenceClass::Inference => Status::Plausible,
    }
}

/// The status of a claim's support alone (rules 2–5): the best reach of its supporting
/// observations, PLAUSIBLE for a bearing neutral one, else UNVERIFIED. `bears` says whether an
/// observation bears on what is judged; `only_bearing` drops the others entirely (a part is
/// judged on what speaks of it).
fn support_status(
    reading: &Reading<'_>,
    bears: impl Fn(&Observation<'_>) -> bool,
    only_bearing: bool,
) -> Status {
    let from_support = reading
        .supporting()
        .filter(|o| !only_bearing || bears(o))
        .map(|o| reach(o, bears(o)))
        .reduce(Status::stronger);
    let neutral = reading
        .observations
        .iter()
        .any(|o| o.counted() && o.polarity() == crate::evidence::Polarity::Neutral && bears(o));
    match from_support {
        Some(status) => status,
        None if neutral => Status::Plausible,
        None => Status::Unverified,
    }
}

/// The judgement of a claim: its status, each part's, and the ceiling each causal link sets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub status: Status,
    /// What the claim would be with every contradiction reconciled.
    pub without_contradiction: Status,
    pub parts: Vec<Status>,
    /// For each causal link, the most its linking evidence allows.
    pub links: Vec<Status>,
    /// The first part named as a cause, if the claim is causal.
    pub first_cause: Option<usize>,
}

impl Verdict {
    /// The part or link that holds a compound claim down: a causal link weaker than every
    /// part; else the first of the weakest parts when they differ; else, when every part stands
    /// level and the claim is causal, the first cause while the parts are unestablished
    /// (UNVERIFIED or PLAUSIBLE) and the link once they are, until the link is KNOWN.
    pub fn weakest(&self) -> Option<Weakest> {
        if self.parts.len() < 2 {
            return None;
        }
        let level = self.parts.iter().copied().reduce(Status::weaker)?;
        let first_weakest = self.parts.iter().position(|&s| s == level)?;
        // The first of the weakest links.
        let weakest_link = self.links.iter().enumerate().fold(
            None,
            |weakest: Option<(usize, &Status)>, (i, s)| match weakest {
                Some((_, w)) if w.at_least(*s) && *w != *s => Some((i, s)),
                None => Some((i, s)),
                keep => keep,
            },
        );
        if let Some((link, &status)) = weakest_link {
            if !status.at_least(level) {
                return Some(Weakest::Link(link));
            }
        }
        if self.parts.iter().any(|&s| s != level) {
            return Some(Weakest::Part(first_weakest));
        }
        match weakest_link {
            Some(_) if !level.at_least(Status::Supported) => self.first_cause.map(Weakest::Part),
            Some((link, &status)) if status != Status::Known => Some(Weakest::Link(link)),
            _ => None,
        }
    }
}

/// What holds a compound claim down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weakest {
    Part(usize),
    Link(usize),
}

/// The rules, first that applies wins: CONTRADICTED when a counted item contradicts; else the
/// support's status for the whole claim, never stronger than its weakest part nor than any of
/// its causal links.
pub fn decide(reading: &Reading<'_>) -> Verdict {
    let compound = reading.parts.is_compound();
    let contradicted = reading.contradicting().next().is_some();
    let caps: Vec<Status> = (0..reading.parts.parts.len())
        .map(|p| kind_ceiling(reading, p))
        .collect();
    let mut whole = support_status(reading, |o| o.bears, false);
    if !compound {
        whole = whole.weaker(caps[0]);
    }
    let supported: Vec<Status> = (0..reading.parts.parts.len())
        .map(|p| {
            // An item that speaks of the part without showing it holds it at PLAUSIBLE.
            let shown = support_status(reading, |o| o.parts.contains(&p), true);
            let spoken =
                support_status(reading, |o| o.shares.contains(&p), true).weaker(Status::Plausible);
            shown.stronger(spoken).weaker(caps[p])
        })
        .collect();
    let links: Vec<Status> = reading
        .parts
        .links
        .iter()
        .map(|link| link_ceiling(reading, link))
        .collect();
    let mut without = whole;
    if compound {
        for &status in supported.iter().chain(&links) {
            without = without.weaker(status);
        }
    }
    let parts: Vec<Status> = if compound {
        supported
            .iter()
            .enumerate()
            .map(|(p, &status)| {
                if reading.contradicting().any(|o| o.aimed.contains(&p)) {
                    Status::Contradicted
                } else {
                    status
                }
            })
            .collect()
    } else {
        vec![if contradicted {
            Status::Contradicted
        } else {
            whole
        }]
    };
    let status = if contradicted {
        Status::Contradicted
    } else {
        without
    };
    Verdict {
        status,
        without_contradiction: without,
        parts,
        links,
        first_cause: reading
            .parts
            .parts
            .iter()
            .position(|p| p.role == Role::Cause),
    }
}

/// An error that gives the cause as its reason: its message (what follows the error word,
/// parentheses left out) holds two of a cause's assertion words.
fn error_names(reading: &Reading<'_>, observation: &Observation<'_>, link: &CausalLink) -> bool {
    link.causes.iter().any(|&p| {
        let cause = &reading.parts.parts[p].assertion.words;
        observation.content.error_words.intersection(cause).count() >= 2
    })
}

/// What a part's kind lets instances reach (`docs/judgement.md`, "Claims a few observations
/// cannot settle"): a universal shown by one or two cases is PLAUSIBLE, by more SUPPORTED, and
/// KNOWN only from an item that covers every case; an absence is PLAUSIBLE until an item
/// reports a search of the whole place; a comparison is PLAUSIBLE from one run a side,
/// SUPPORTED from several samples of both, KNOWN when the sides were also measured alternately
/// or in repeated runs.
pub fn kind_ceiling(reading: &Reading<'_>, p: usize) -> Status {
    let assertion = &reading.parts.parts[p].assertion;
    let showing: Vec<&Observation<'_>> = reading
        .supporting()
        .filter(|o| o.parts.contains(&p))
        .collect();
    let any = |signal: fn(&Observation<'_>) -> bool| showing.iter().any(|o| signal(o));
    let mut ceiling = Status::Known;
    if assertion.universal.is_some() && !any(|o| o.content.every_case) {
        let cases: usize = showing.iter().map(|o| o.content.cases).sum();
        ceiling = ceiling.weaker(if cases <= 2 {
            Status::Plausible
        } else {
            Status::Supported
        });
    }
    if assertion.absence.is_some() && !any(|o| o.content.whole_search) {
        ceiling = ceiling.weaker(Status::Plausible);
    }
    if assertion.comparison.is_some() {
        ceiling = ceiling.weaker(if any(|o| o.content.samples && o.content.repeated) {
            Status::Known
        } else if any(|o| o.content.samples) {
            Status::Supported
        } else {
            Status::Plausible
        });
    }
    ceiling
}

/// A causal claim is never stronger than its link: the best a counted supporting observation
/// that bears on both a cause part and an effect part gives on its own, else PLAUSIBLE.
fn link_ceiling(reading: &Reading<'_>, link: &CausalLink) -> Status {
    reading
        .supporting()
        .filter(|o| linking(reading, o, link))
        .map(|o| reach(o, true))
        .reduce(Status::stronger)
        .unwrap_or(Status::Plausible)
}

/// Shows a cause part and an effect part of `link`, and states what ties them: an
/// intervention, a reproduction, an isolating difference or a reason. Two things named side by
/// side are co-occurrence, not a link.
pub fn linking(reading: &Reading<'_>, observation: &Observation<'_>, link: &CausalLink) -> bool {
    let on = |side: &[usize]| side.iter().any(|p| observation.parts.contains(p));
    on(&link.causes)
        && on(&link.effects)
        && (observation.content.links || error_names(reading, observation, link))
}
