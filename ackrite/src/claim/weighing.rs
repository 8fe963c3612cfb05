//! The caller's evidence as the claim rules see it: de-duplicated, split by polarity, each item
//! with the reliability it counts with and whether it shares a word with the claim.

use std::collections::BTreeSet;

use crate::evidence::{Evidence, EvidenceSet, Polarity};
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
    pub(crate) fn new(claim_words: &BTreeSet<String>, evidence: &'a [Evidence]) -> Self {
        let set = EvidenceSet::new(evidence);
        let mut highest: Vec<Option<f64>> = vec![None; set.items.len()];
        for (item, &position) in evidence.iter().zip(set.kept_as()) {
            let reliability = sanitise(item.reliability);
            highest[position] = Some(highest[position].map_or(reliability, |h| h.max(reliability)));
        }
        let (mut supporting, mut contradicting, mut neutral) = (Vec::new(), Vec::new(), Vec::new());
        for (indexed, reliability) in set.items.iter().zip(highest) {
            let item = indexed.item;
            let weighed = Weighed {
                index: indexed.index,
                item,
                reliability: reliability.unwrap_or_else(|| sanitise(item.reliability)),
                related: words::each_word(&item.content)
                    .any(|w| !w.noise && claim_words.contains(w.canon.as_ref())),
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

/// At most this many characters of a source label are quoted in generated text.
pub(crate) const QUOTED_SOURCE_CHARS: usize = 60;

/// How an item's source is quoted in generated text: secrets redacted, trimmed, whitespace
/// collapsed, cut at its first sentence break and to [`QUOTED_SOURCE_CHARS`] characters (marked
/// with `…`), double quotes turned into single ones. Generated sentences stay one sentence
/// whatever the caller put in the label; the response still lists every item's full source
/// beside its excerpt. Redaction comes first because cutting could split a secret into a piece
/// the boundary's redactor no longer recognises.
pub(crate) fn quoted_source(item: &Evidence) -> String {
    match item.source.as_deref().map(short_label) {
        Some(label) if !label.is_empty() => format!("\"{label}\""),
        _ => "no source given".to_owned(),
    }
}

fn short_label(source: &str) -> String {
    let collapsed = crate::secrets::redact(source)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('"', "'");
    let first_sentence = collapsed
        .char_indices()
        .find(|&(i, c)| {
            matches!(c, '.' | '!' | '?') && collapsed[i + c.len_utf8()..].starts_with(' ')
        })
        .map_or(collapsed.as_str(), |(i, _)| &collapsed[..i]);
    let label = first_sentence.trim_end_matches(['.', '!', '?', ' ']);
    if label.chars().count() <= QUOTED_SOURCE_CHARS {
        return label.to_owned();
    }
    let head: String = label.chars().take(QUOTED_SOURCE_CHARS - 1).collect();
    // Prefer to cut between words when a space falls in the second half.
    let head = match head.rfind(' ') {
        Some(space) if space > head.len() / 2 => &head[..space],
        _ => head.as_str(),
    };
    format!("{}…", head.trim_end_matches([',', ';', ':', ' ']))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One row per rule of [`quoted_source`].
    #[test]
    fn sources_are_quoted_as_one_short_phrase() {
        let long = "a".repeat(80);
        let rows: &[(&str, Option<&str>, &str)] = &[
            ("no source", None, "no source given"),
            ("blank source", Some("  "), "no source given"),
            ("trimmed", Some("  app log "), "\"app log\""),
            (
                "cut at the first sentence break",
                Some("Ticket 42. Closed by ops."),
                "\"Ticket 42\"",
            ),
            (
                "a dotted version is no sentence break",
                Some("serde_yaml 0.9.34"),
                "\"serde_yaml 0.9.34\"",
            ),
            (
                "newlines collapse",
                Some("line one\nline two"),
                "\"line one line two\"",
            ),
            (
                "double quotes become single",
                Some("the \"old\" app"),
                "\"the 'old' app\"",
            ),
        ];
        for (rule, source, expected) in rows {
            let mut item = Evidence::new("x");
            if let Some(source) = source {
                item = item.source(*source);
            }
            assert_eq!(quoted_source(&item), *expected, "{rule}");
        }
        let quoted = quoted_source(&Evidence::new("x").source(&long));
        assert_eq!(
            quoted.chars().count(),
            QUOTED_SOURCE_CHARS + 2,
            "at most 60 chars plus quotes"
        );
        assert!(quoted.ends_with("…\""));
        let words = "word ".repeat(20);
        let quoted = quoted_source(&Evidence::new("x").source(&words));
        assert!(quoted.ends_with("word…\""), "cut between words: {quoted}");
    }
}
