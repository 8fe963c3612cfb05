//! The higher evidence bar for rewrites and security-sensitive work, and what the supplied
//! evidence amounts to when it falls short.
//!
//! The bar is a supporting strong direct item (test result, HTTP response, observed behaviour,
//! user fact) with reliability ≥ 0.8 and nothing contradicting the premise — the same threshold
//! that makes a claim KNOWN (`docs/judgement.md`, "Claims"). A message about the bar must be literally true about what
//! was supplied: a reliable log is direct evidence, just not strong enough, so it is named as
//! such ("only direct evidence (a log) supports the premise") rather than called missing.

use std::collections::BTreeMap;

use super::{Context, HIGH_BAR_RELIABILITY};
use crate::evidence::{EvidenceClass, EvidenceType, Indexed, Polarity};

/// The bar in words, for the end of a message.
pub(super) const HIGH_BAR: &str = "a test result, HTTP response, observed behaviour or user fact \
supporting the premise at reliability ≥ 0.8, with nothing contradicting it";

/// The evidence that would meet the bar, for a next action.
pub(super) const HIGH_BAR_EVIDENCE: &str = "a test result, HTTP response, observed behaviour or \
user fact at reliability ≥ 0.8";

/// Why the supplied evidence does not meet the higher bar; the first that applies, in this order.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Shortfall<'a> {
    /// An item contradicts the premise: contradiction wins until it is reconciled.
    Contradicted(Indexed<'a>),
    /// Strong direct items support the premise, but the most reliable is below 0.8.
    Unreliable {
        kind: EvidenceType,
        reliability: f64,
    },
    /// Only direct, indirect or inference items support the premise: the supporting kinds with
    /// how many of each, in [`EvidenceType::ALL`] order.
    Weaker(Vec<(EvidenceType, usize)>),
    /// Nothing supports the premise.
    Unsupported,
}

impl Shortfall<'_> {
    /// A clause saying what was supplied instead of the bar ("only direct evidence (a log)
    /// supports the premise").
    pub fn describe(&self) -> String {
        match self {
            Shortfall::Contradicted(item) => {
                format!("evidence {} contradicts the premise", cite(item))
            }
            Shortfall::Unreliable { kind, reliability } => format!(
                "the most reliable strong direct item supporting the premise ({}) has \
                 reliability {reliability}, below {HIGH_BAR_RELIABILITY}",
                noun(*kind, 1)
            ),
            Shortfall::Weaker(kinds) => {
                let mut classes: Vec<EvidenceClass> =
                    kinds.iter().map(|(kind, _)| kind.class()).collect();
                classes.dedup();
                let classes: Vec<String> = classes
                    .into_iter()
                    .map(|c| class_adjective(c).to_owned())
                    .collect();
                let kinds: Vec<String> = kinds.iter().map(|&(k, n)| noun(k, n)).collect();
                format!(
                    "only {} evidence ({}) supports the premise",
                    crate::phrasing::list(&classes),
                    crate::phrasing::list(&kinds)
                )
            }
            Shortfall::Unsupported => "no supplied evidence supports the premise".to_owned(),
        }
    }

    /// An imperative clause saying what would close the gap, showing `what`.
    pub fn remedy(&self, what: &str) -> String {
        match self {
            Shortfall::Contradicted(item) => {
                format!("reconcile evidence {} with the proposal", cite(item))
            }
            _ => format!("supply {HIGH_BAR_EVIDENCE} showing {what}"),
        }
    }
}

impl<'a> Context<'a> {
    /// `None` when the higher bar is met; otherwise what falls short of it.
    pub(super) fn high_bar_shortfall(&self) -> Option<Shortfall<'a>> {
        if let Some(item) = self.most_reliable_contradiction() {
            return Some(Shortfall::Contradicted(item.clone()));
        }
        let supporting: Vec<&Indexed<'a>> =
            self.evidence.with_polarity(Polarity::Supports).collect();
        let strongest = supporting
            .iter()
            .filter(|i| i.item.kind.class() == EvidenceClass::StrongDirect)
            .max_by(|a, b| a.item.reliability.total_cmp(&b.item.reliability));
        if let Some(best) = strongest {
            if best.item.reliability >= HIGH_BAR_RELIABILITY {
                return None;
            }
            return Some(Shortfall::Unreliable {
                kind: best.item.kind,
                reliability: best.item.reliability,
            });
        }
        if supporting.is_empty() {
            return Some(Shortfall::Unsupported);
        }
        let mut counts: BTreeMap<usize, (EvidenceType, usize)> = BTreeMap::new();
        for i in &supporting {
            let order = EvidenceType::ALL
                .iter()
                .position(|k| *k == i.item.kind)
                .unwrap_or(usize::MAX);
            counts.entry(order).or_insert((i.item.kind, 0)).1 += 1;
        }
        Some(Shortfall::Weaker(counts.into_values().collect()))
    }
}

/// `[2] (log, "gateway")`: an item as messages cite it.
pub(super) fn cite(item: &Indexed) -> String {
    let source = item
        .item
        .source
        .as_deref()
        .map_or_else(String::new, |s| format!(", \"{s}\""));
    format!("[{}] ({}{source})", item.index, item.item.kind.as_str())
}

fn class_adjective(class: EvidenceClass) -> &'static str {
    match class {
        EvidenceClass::StrongDirect => "strong direct",
        EvidenceClass::Direct => "direct",
        EvidenceClass::Indirect => "indirect",
        EvidenceClass::Inference => "inferred",
    }
}

/// `count` items of `kind` in a sentence: "a log", "2 logs", "code", "an HTTP response".
pub(super) fn noun(kind: EvidenceType, count: usize) -> String {
    let (article, singular, plural) = match kind {
        EvidenceType::Code => ("", "code", "code"),
        EvidenceType::Config => ("", "configuration", "configuration"),
        EvidenceType::Log => ("a ", "log", "logs"),
        EvidenceType::HttpRequest => ("an ", "HTTP request", "HTTP requests"),
        EvidenceType::HttpResponse => ("an ", "HTTP response", "HTTP responses"),
        EvidenceType::TestResult => ("a ", "test result", "test results"),
        EvidenceType::Documentation => ("", "documentation", "documentation"),
        EvidenceType::ObservedBehavior => ("an ", "observed behaviour", "observed behaviours"),
        EvidenceType::UserFact => ("a ", "user fact", "user facts"),
        EvidenceType::Inference => ("an ", "inference", "inferences"),
        EvidenceType::Other => ("an ", "item of type other", "items of type other"),
    };
    match count {
        1 => format!("{article}{singular}"),
        // Mass nouns take no count: "code", not "2 code".
        _ if singular == plural => singular.to_owned(),
        n => format!("{n} {plural}"),
    }
}
