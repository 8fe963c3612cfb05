//! Reading a claim for cues (`docs/domains.md`): its names and shapes, its words with stop
//! words still in place, the cues it holds and each domain's score.

use std::collections::{BTreeSet, HashMap};
use std::sync::LazyLock;

use super::names::{self, Shape};
use super::table::CUES;
use super::{forms, Domain, TIE_ORDER};
use crate::claim::parts::{ClaimParts, Role};
use crate::words;

/// Weight of a form of the whole claim: absence said of its subject, or a failure given a
/// cause. Four, so that such a form outweighs one strong word of the area the claim is about
/// (the tie order would otherwise decide), but not two.
pub(crate) const FORM_WEIGHT: u32 = 4;
/// Weight of "two workers", "both threads" for `concurrency`.
const ACTORS_WEIGHT: u32 = 3;
/// Weight of a period ("every 12 hours") for `scheduling`.
const PERIOD_WEIGHT: u32 = 1;

/// Every form of every cue as canonical words, filed under its first word, longest first.
struct CueForms {
    by_first: HashMap<String, Vec<(Vec<String>, usize)>>,
}

static FORMS: LazyLock<CueForms> = LazyLock::new(|| {
    let mut by_first: HashMap<String, Vec<(Vec<String>, usize)>> = HashMap::default();
    for (id, cue) in CUES.iter().enumerate() {
        for form in cue.forms {
            let canon: Vec<String> = words::words(form)
                .into_iter()
                .map(|w| w.canon.into_owned())
                .collect();
            if let Some(first) = canon.first() {
                by_first.entry(first.clone()).or_default().push((canon, id));
            }
        }
    }
    for list in by_first.values_mut() {
        list.sort_by_key(|(form, _)| std::cmp::Reverse(form.len()));
    }
    CueForms { by_first }
});

/// The cues a claim holds: which table entries and shapes, and the forms of the claim.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Found {
    pub cues: BTreeSet<usize>,
    pub shapes: Vec<Shape>,
    pub absence: bool,
    pub root_cause: bool,
    pub several_actors: bool,
    pub period: bool,
}

/// Find the cues of a claim, split into `parts`, by the rules of `docs/domains.md`.
pub(crate) fn find(claim: &str, parts: &ClaimParts) -> Found {
    let names = names::read(claim);
    let text = words::words(&names.text);
    let mut found = Found {
        shapes: names.shapes,
        // Said of what the claim is about, not of the cause it names ("fails because the
        // variable is missing" is a failure with a cause).
        absence: parts
            .parts
            .iter()
            .any(|p| p.role != Role::Cause && p.assertion.absence.is_some()),
        root_cause: forms::root_cause(&text, !parts.links.is_empty()),
        several_actors: forms::several_actors(&text),
        period: forms::period(&text),
        ..Found::default()
    };
    let mut i = 0;
    while i < text.len() {
        let matched = FORMS.by_first.get(text[i].canon.as_ref()).and_then(|list| {
            list.iter().find(|(form, _)| {
                (form.len() > 1 || !text[i].noise)
                    && form.len() <= text.len() - i
                    && form
                        .iter()
                        .zip(&text[i..])
                        .all(|(f, w)| f == w.canon.as_ref())
            })
        });
        match matched {
            Some((form, id)) => {
                if !forms::incidental(&text, i + form.len()) {
                    found.cues.insert(*id);
                }
                i += form.len();
            }
            None => i += 1,
        }
    }
    found
}

impl Found {
    /// Each domain's total weight, in [`Domain::ALL`] order.
    pub(crate) fn scores(&self) -> [u32; Domain::ALL.len()] {
        let mut scores = [0; Domain::ALL.len()];
        let mut add = |domain: Domain, weight: u32| scores[domain.position()] += weight;
        for &id in &self.cues {
            add(CUES[id].domain, CUES[id].weight);
        }
        for shape in &self.shapes {
            let (domain, weight) = shape.cue();
            add(domain, weight);
        }
        if self.absence {
            add(Domain::Absence, FORM_WEIGHT);
        }
        if self.root_cause {
            add(Domain::RootCause, FORM_WEIGHT);
        }
        if self.several_actors {
            add(Domain::Concurrency, ACTORS_WEIGHT);
        }
        if self.period {
            add(Domain::Scheduling, PERIOD_WEIGHT);
        }
        scores
    }

    /// Domains with a cue, highest score first; equal scores in [`TIE_ORDER`].
    pub(crate) fn ranking(&self) -> Vec<(Domain, u32)> {
        let scores = self.scores();
        let mut ranked: Vec<(Domain, u32)> = TIE_ORDER
            .iter()
            .map(|&d| (d, scores[d.position()]))
            .filter(|&(_, score)| score > 0)
            .collect();
        // A stable sort keeps the tie order among equal scores.
        ranked.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        ranked
    }
}
