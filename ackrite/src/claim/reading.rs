//! The claim and its evidence read once, into what every rule needs: the claim's parts and words,
//! and for each observation whether it counts, which parts it bears on and, when it contradicts,
//! which part it is aimed at (`docs/judgement.md`, "Claims").
//!
//! Everything after this — status, confidence, assumptions, missing proof, next action — reads
//! the [`Reading`] and never goes back to the raw text, so the rules cannot disagree about what
//! the claim says.

use std::collections::{BTreeMap, BTreeSet};

use super::carry::{duplicate_key, Carry, Reconciliation};
use super::content::{self, Content};
use super::parts::{self, ClaimParts, Role};
use super::read::Claim;
use super::wording::Environments;
use crate::evidence::{near_duplicate_classes, Evidence, EvidenceClass, Polarity};
use crate::words;

/// One observation: an item with its near-duplicates folded into it.
#[derive(Debug, Clone)]
pub struct Observation<'a> {
    /// The position cited for it: its representative's (see [`read`]).
    pub index: usize,
    /// The item quoted for the group: the most reliable, then the first by content and source.
    pub item: &'a Evidence,
    /// The highest reliability in the group: the same in every order of the list, and it only
    /// grows when an item is added or made more reliable, which keeps confidence monotone.
    pub reliability: f64,
    /// The session call a contradiction was carried from, when it was not in this call.
    pub carried_from: Option<u64>,
    /// Shows the claim: shows one of its parts.
    pub bears: bool,
    /// The parts it shows (a word of their assertion or one of its specifics); for a
    /// contradicting observation, the parts it shares a content word with.
    pub parts: Vec<usize>,
    /// The parts it shares a content word with, shown or not.
    pub shares: Vec<usize>,
    /// What its content says beyond shared words: hedges, link signals, searches, samples.
    pub content: Content,
    /// For an item labelled supports whose content says the opposite of a part it speaks of:
    /// that part and the conflicting words. It then counts as neutral.
    pub conflict: Option<(usize, String)>,
    /// For a contradicting observation: the parts it contradicts; empty when it bears on no part
    /// and so contradicts the claim as a whole.
    pub aimed: Vec<usize>,
    /// What it says was reconciled earlier in the session: it no longer counts.
    pub silenced: bool,
    /// It names environments, and none of them is one the claim names.
    pub elsewhere: bool,
    /// The environments its quoted item names in its content or source ("staging", "prod"),
    /// read in the same pass as its words — only when the claim names one, as no rule asks
    /// otherwise (empty then).
    pub environments: Vec<&'static str>,
}

impl Observation<'_> {
    /// Reliability 0 counts for nothing in either direction.
    pub fn counted(&self) -> bool {
        self.reliability > 0.0 && !self.silenced
    }

    /// The caller's label, except that an item whose content conflicts with it counts as
    /// neutral (its label is not trusted, and polarity is never guessed).
    pub fn polarity(&self) -> Polarity {
        if self.conflict.is_some() {
            Polarity::Neutral
        } else {
            self.item.polarity
        }
    }

    pub fn supports(&self) -> bool {
        self.counted() && self.polarity() == Polarity::Supports
    }

    /// Its class: a hedged item counts as an inference whatever its type; an observation made
    /// only in other environments than the claim names counts as direct, not strong direct —
    /// staging seen is not production seen.
    pub fn class(&self) -> EvidenceClass {
        match self.item.kind.class() {
            _ if self.content.hedge.is_some() => EvidenceClass::Inference,
            EvidenceClass::StrongDirect if self.elsewhere => EvidenceClass::Direct,
            class => class,
        }
    }

    pub fn contradicts(&self) -> bool {
        self.counted() && self.item.polarity == Polarity::Contradicts
    }
}

/// The claim and its evidence, read once.
#[derive(Debug, Clone)]
pub struct Reading<'a> {
    pub claim: &'a Claim,
    pub parts: &'a ClaimParts,
    /// Every observation, in an order that depends on content, not on position: polarity, then
    /// reliability (highest first), type, content, source.
    pub observations: Vec<Observation<'a>>,
    /// Items folded into another as its near-duplicates.
    pub duplicates_ignored: usize,
    /// Contradictions of earlier calls that this call's evidence reconciles.
    pub reconciled: Vec<Reconciliation>,
}

impl<'a> Reading<'a> {
    pub fn supporting(&self) -> impl Iterator<Item = &Observation<'a>> {
        self.observations.iter().filter(|o| o.supports())
    }

    pub fn contradicting(&self) -> impl Iterator<Item = &Observation<'a>> {
        self.observations.iter().filter(|o| o.contradicts())
    }

    /// The words of part `p`'s assertion and its specifics that no counted supporting item
    /// shows, as the claim writes them.
    pub fn unshown(&self, p: usize) -> Vec<String> {
        let part = &self.parts.parts[p];
        let mut shown_words = BTreeSet::new();
        let mut shown_specifics = vec![false; part.assertion.specifics.len()];
        for o in self.supporting().filter(|o| o.parts.contains(&p)) {
            shown_words.extend(
                item_words(o.item)
                    .into_iter()
                    .filter(|w| part.assertion.words.contains(w)),
            );
            for (k, shown) in o
                .content
                .specifics_shown(&part.assertion)
                .into_iter()
                .enumerate()
            {
                shown_specifics[k] |= shown;
            }
        }
        part.assertion
            .unshown(&part.text, &shown_words, &shown_specifics)
    }

    /// The most reliable counted contradiction; ties go to the first in content order.
    pub fn strongest_contradiction(&self) -> Option<&Observation<'a>> {
        self.contradicting().next()
    }
}

/// Reads `claim` against `evidence` and what the session `carry` brings: contradictions carried
/// from earlier calls, and those this call reconciles or that were reconciled before.
pub fn read<'a>(claim: &'a Claim, evidence: &'a [Evidence], carry: &'a Carry) -> Reading<'a> {
    let parts = &claim.parts;
    let words = &claim.words;
    // An item's words are compared with the claim's and its parts' and with nothing else: an
    // item keeps the words it shares with them, borrowed from them.
    let known: BTreeSet<&str> = words
        .iter()
        .chain(parts.parts.iter().flat_map(|part| &part.words))
        .map(String::as_str)
        .collect();
    let environments = &claim.environments;
    let shared = |item: &Evidence| -> Shared<'_> {
        let mut named = Environments::default();
        let mut read = words::content_words(&item.content);
        if let Some(source) = &item.source {
            read.extend(words::content_words(source));
        }
        if !environments.is_empty() {
            let texts = std::iter::once(item.content.as_str()).chain(item.source.as_deref());
            for token in texts.flat_map(words::each_token) {
                named.see(&token);
            }
        }
        Shared {
            words: read
                .iter()
                .filter_map(|w| known.get(w.as_str()).copied())
                .collect(),
            environments: named.named(),
        }
    };
    // Each observation with the content words of every member's content and source that are
    // also words of the claim or of one of its parts: the only ones any rule compares.
    let (mut observed, duplicates_ignored) = group(evidence, &shared);
    // Keys are computed only when something was reconciled before: most calls have nothing.
    if !carry.silenced.is_empty() {
        for (observation, _) in &mut observed {
            observation.silenced = carry.silenced.contains(&duplicate_key(
                observation.item.kind,
                observation.item.polarity,
                &observation.item.content,
            ));
        }
    }
    for carry in &carry.carried {
        let carried = shared(&carry.item);
        let observation = Observation {
            index: carry.index,
            item: &carry.item,
            reliability: carry.item.reliability,
            carried_from: Some(carry.call),
            environments: carried.environments,
            bears: false,
            parts: Vec::new(),
            shares: Vec::new(),
            content: content::read(&carry.item),
            conflict: None,
            aimed: Vec::new(),
            silenced: false,
            elsewhere: false,
        };
        observed.push((observation, carried.words));
    }
    for (observation, common) in &mut observed {
        let sharing: Vec<usize> = (0..parts.parts.len())
            .filter(|&p| common.iter().any(|w| parts.parts[p].words.contains(*w)))
            .collect();
        observation.shares = sharing.clone();
        if observation.item.polarity == Polarity::Contradicts {
            // A contradiction is aimed by plain word-sharing: it names what it contradicts and
            // negates the rest.
            observation.bears = common.iter().any(|w| words.contains(*w));
            observation.parts = sharing;
            observation.aimed = aim(observation, common, parts);
            continue;
        }
        observation.parts = (0..parts.parts.len())
            .filter(|&p| shows(observation, common, &parts.parts[p]))
            .collect();
        observation.bears = !observation.parts.is_empty();
        if observation.item.polarity == Polarity::Supports {
            observation.conflict = sharing.iter().find_map(|&p| {
                let part = &parts.parts[p];
                let words = observation.content.conflict(&part.text, &part.assertion)?;
                Some((p, words))
            });
        }
    }
    let mut observations: Vec<Observation<'a>> = observed.into_iter().map(|(o, _)| o).collect();
    for o in &mut observations {
        o.elsewhere = !o.environments.is_empty()
            && o.environments.iter().all(|env| !environments.contains(env));
    }
    observations.sort_by(|a, b| {
        (
            a.item.polarity,
            std::cmp::Reverse(Total(a.reliability)),
            a.item.kind,
        )
            .cmp(&(
                b.item.polarity,
                std::cmp::Reverse(Total(b.reliability)),
                b.item.kind,
            ))
            .then_with(|| a.item.content.cmp(&b.item.content))
            .then_with(|| a.item.source.cmp(&b.item.source))
            .then_with(|| a.carried_from.cmp(&b.carried_from))
            .then_with(|| a.index.cmp(&b.index))
    });
    Reading {
        claim,
        parts,
        observations,
        duplicates_ignored,
        reconciled: carry.reconciled.clone(),
    }
}

/// An item shows a part when it shares a word of the part's assertion or one of its specifics
/// (`docs/judgement.md`, "Shows, not shares"); a shared subject word alone shows nothing.
fn shows(observation: &Observation<'_>, common: &BTreeSet<&str>, part: &parts::Part) -> bool {
    common.iter().any(|w| part.assertion.words.contains(*w))
        || observation
            .content
            .specifics_shown(&part.assertion)
            .into_iter()
            .any(|shown| shown)
}

/// f64 ordered totally, for sorting.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Total(f64);
impl Eq for Total {}
impl PartialOrd for Total {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Total {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0)
    }
}

/// The content words an item brings: its content's and its source's.
pub fn item_words(item: &Evidence) -> BTreeSet<String> {
    let mut set = words::content_words(&item.content);
    if let Some(source) = &item.source {
        set.extend(words::content_words(source));
    }
    set
}

/// What one item is read for: the words it shares with the claim (borrowed from the claim's)
/// and the environments it names.
struct Shared<'w> {
    words: BTreeSet<&'w str>,
    environments: Vec<&'static str>,
}

/// Folds near-duplicates (equal classes, [`near_duplicate_classes`]) into one
/// observation each, with the `shared` words of all its members; returns them and how many
/// items were folded.
fn group<'a, 'w>(
    evidence: &'a [Evidence],
    shared: &dyn Fn(&Evidence) -> Shared<'w>,
) -> (Vec<(Observation<'a>, BTreeSet<&'w str>)>, usize) {
    let mut groups: BTreeMap<_, Vec<usize>> = BTreeMap::new();
    for (index, class) in near_duplicate_classes(evidence).into_iter().enumerate() {
        groups.entry(class).or_default().push(index);
    }
    let folded = evidence.len() - groups.len();
    let observations = groups
        .into_values()
        .map(|members| {
            let representative = *members
                .iter()
                .min_by(|&&a, &&b| {
                    let (x, y) = (&evidence[a], &evidence[b]);
                    y.reliability
                        .total_cmp(&x.reliability)
                        .then_with(|| x.content.cmp(&y.content))
                        .then_with(|| x.source.cmp(&y.source))
                        .then_with(|| a.cmp(&b))
                })
                .unwrap_or(&members[0]);
            let mut words = BTreeSet::new();
            // The environments the group was seen in: every member's, or none known when one
            // member names none — so folding in a copy seen elsewhere never hides one seen here.
            let mut environments: Vec<&'static str> = Vec::new();
            let mut every_member_names_one = true;
            for &m in &members {
                let read = shared(&evidence[m]);
                words.extend(read.words);
                every_member_names_one &= !read.environments.is_empty();
                for env in read.environments {
                    if !environments.contains(&env) {
                        environments.push(env);
                    }
                }
            }
            if !every_member_names_one {
                environments.clear();
            }
            let item = &evidence[representative];
            let observation = Observation {
                index: representative,
                item,
                reliability: sanitise(item.reliability),
                carried_from: None,
                environments,
                bears: false,
                parts: Vec::new(),
                shares: Vec::new(),
                content: content::read(item),
                conflict: None,
                aimed: Vec::new(),
                silenced: false,
                elsewhere: false,
            };
            (observation, words)
        })
        .collect();
    (observations, folded)
}

/// Validation guarantees a finite reliability in [0, 1]; this keeps the arithmetic total anyway.
fn sanitise(reliability: f64) -> f64 {
    if reliability.is_finite() {
        reliability.clamp(0.0, 1.0)
    } else {
        0.0
    }
}

/// The parts a contradicting observation contradicts: among the parts it bears on — leaving out
/// the effect of a causal or diagnosis-and-fix claim unless it bears on nothing else — those it
/// shares most content words with (each of them on a tie). None when it bears on no part.
fn aim(observation: &Observation<'_>, common: &BTreeSet<&str>, parts: &ClaimParts) -> Vec<usize> {
    let bearing = &observation.parts;
    let not_effect: Vec<usize> = bearing
        .iter()
        .copied()
        .filter(|&p| parts.parts[p].role != Role::Effect)
        .collect();
    let candidates = if not_effect.is_empty() {
        bearing.clone()
    } else {
        not_effect
    };
    let in_common = |p: usize| {
        common
            .iter()
            .filter(|w| parts.parts[p].words.contains(**w))
            .count()
    };
    let best = candidates.iter().map(|&p| in_common(p)).max().unwrap_or(0);
    candidates
        .into_iter()
        .filter(|&p| in_common(p) == best)
        .collect()
}
