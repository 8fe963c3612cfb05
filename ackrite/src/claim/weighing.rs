//! The caller's evidence as the claim rules see it: de-duplicated, split by polarity, each item
//! with the reliability it counts with and whether it shares a word with the claim.

use std::collections::BTreeMap;

use crate::evidence::{normalise_content, Evidence, EvidenceSet, EvidenceType, Polarity};
use crate::words;

/// One de-duplicated item, ready to be weighed.
#[derive(Debug, Clone)]
pub(crate) struct Weighed<'a> {
    /// Position in the caller's list (the first of its duplicates), for citations.
    pub index: usize,
    pub item: &'a Evidence,
    /// The highest reliability among the item and its duplicates.
    ///
    /// Why the highest and not the first: duplicates keep the first index, so taking the first
    /// item's reliability would let the order of the list change the status (0.7 then 0.9 is
    /// SUPPORTED, 0.9 then 0.7 KNOWN). The maximum is the same in every order, and it only grows
    /// when an item is added or made more reliable, which keeps confidence monotone.
    pub reliability: f64,
    /// Whether the item shares at least one content word with the claim.
    pub related: bool,
}

/// The evidence split by polarity, every list in the caller's order.
#[derive(Debug, Clone)]
pub(crate) struct Weighing<'a> {
    pub set: EvidenceSet<'a>,
    pub supporting: Vec<Weighed<'a>>,
    pub contradicting: Vec<Weighed<'a>>,
    pub neutral: Vec<Weighed<'a>>,
}

impl<'a> Weighing<'a> {
    pub(crate) fn new(claim: &str, evidence: &'a [Evidence]) -> Self {
        let mut highest: BTreeMap<(EvidenceType, Polarity, String), f64> = BTreeMap::new();
        for item in evidence {
            let key = (item.kind, item.polarity, normalise_content(&item.content));
            let reliability = sanitise(item.reliability);
            let entry = highest.entry(key).or_insert(reliability);
            *entry = entry.max(reliability);
        }
        let claim_words = words::content_words(claim);
        let set = EvidenceSet::new(evidence);
        let (mut supporting, mut contradicting, mut neutral) = (Vec::new(), Vec::new(), Vec::new());
        for indexed in &set.items {
            let item = indexed.item;
            let key = (item.kind, item.polarity, normalise_content(&item.content));
            let weighed = Weighed {
                index: indexed.index,
                item,
                reliability: highest
                    .get(&key)
                    .copied()
                    .unwrap_or_else(|| sanitise(item.reliability)),
                related: !claim_words.is_disjoint(&words::content_words(&item.content)),
            };
            match item.polarity {
                Polarity::Supports => supporting.push(weighed),
                Polarity::Contradicts => contradicting.push(weighed),
                Polarity::Neutral => neutral.push(weighed),
            }
        }
        Weighing {
            set,
            supporting,
            contradicting,
            neutral,
        }
    }

    /// Items that take a side (supports or contradicts), in the caller's order.
    pub(crate) fn polarised(&self) -> Vec<&Weighed<'a>> {
        let mut items: Vec<&Weighed<'a>> =
            self.supporting.iter().chain(&self.contradicting).collect();
        items.sort_by_key(|w| w.index);
        items
    }
}

/// Validation guarantees a finite reliability in [0, 1]; this keeps the arithmetic total anyway,
/// so a caller that skips validation gets a conservative answer instead of NaN.
fn sanitise(reliability: f64) -> f64 {
    if reliability.is_finite() {
        reliability.clamp(0.0, 1.0)
    } else {
        0.0
    }
}

/// Indices as cited in text: `[0], [2]`.
pub(crate) fn cite(indices: impl IntoIterator<Item = usize>) -> String {
    indices
        .into_iter()
        .map(|i| format!("[{i}]"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(crate) fn indices(items: &[Weighed<'_>]) -> Vec<usize> {
    items.iter().map(|w| w.index).collect()
}

/// How an item's source is quoted in text.
pub(crate) fn quoted_source(item: &Evidence) -> String {
    match &item.source {
        Some(source) if !source.trim().is_empty() => format!("\"{}\"", source.trim()),
        _ => "no source given".to_owned(),
    }
}
