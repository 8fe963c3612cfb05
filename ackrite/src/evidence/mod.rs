//! The evidence model (docs/judgement.md, "Evidence"): what an agent observed, how far each kind of observation can lift
//! a claim, and the de-duplication and quoting rules every tool shares.
//!
//! These are plain types: the wire format lives in `tools::wire`, which converts into them after
//! validation and redaction, so analysis never sees unchecked or unredacted input.

mod duplicate_class;
mod near_duplicate;

use std::collections::BTreeSet;

pub(crate) use duplicate_class::near_duplicate_classes;
pub use near_duplicate::near_duplicate_key;

/// Reliability given to an item whose caller did not say how reliable it is.
pub const DEFAULT_RELIABILITY: f64 = 0.7;
/// Longest quotation of caller text a response carries, in characters.
pub const EXCERPT_CHARS: usize = 240;

crate::enum_names::named! {
    /// What kind of observation an item is. The kind, not the caller's confidence, caps how far
    /// the item can lift a claim.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    pub enum EvidenceType {
        Code = "code",
        /// A configuration file or value as deployed.
        Config = "config",
        Log = "log",
        HttpRequest = "http_request",
        HttpResponse = "http_response",
        TestResult = "test_result",
        Documentation = "documentation",
        ObservedBehavior = "observed_behavior",
        UserFact = "user_fact",
        Inference = "inference",
        #[default]
        Other = "other",
    }
}

impl EvidenceType {
    pub fn class(self) -> EvidenceClass {
        match self {
            EvidenceType::TestResult
            | EvidenceType::HttpResponse
            | EvidenceType::ObservedBehavior
            | EvidenceType::UserFact => EvidenceClass::StrongDirect,
            EvidenceType::Code
            | EvidenceType::Config
            | EvidenceType::Log
            | EvidenceType::HttpRequest => EvidenceClass::Direct,
            EvidenceType::Documentation | EvidenceType::Other => EvidenceClass::Indirect,
            EvidenceType::Inference => EvidenceClass::Inference,
        }
    }
}

/// How directly a kind of evidence observes the system (docs/judgement.md, "Evidence"), strongest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EvidenceClass {
    /// Watches the running system: can make a claim KNOWN at reliability ≥ 0.8.
    StrongDirect,
    /// Reads the system's artefacts: can make a claim SUPPORTED at most.
    Direct,
    /// Reports about the system: PLAUSIBLE at most.
    Indirect,
    /// The caller's own reasoning: PLAUSIBLE at most, and always an assumption.
    Inference,
}

crate::enum_names::named! {
    /// Which way an item bears on the claim, as the caller declared it. Never guessed from the
    /// text: a wrong guess would turn an unrelated log line into proof.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    pub enum Polarity {
        Supports = "supports",
        Contradicts = "contradicts",
        #[default]
        Neutral = "neutral",
    }
}

/// One validated, redacted evidence item.
#[derive(Debug, Clone, PartialEq)]
pub struct Evidence {
    pub kind: EvidenceType,
    pub source: Option<String>,
    pub content: String,
    pub polarity: Polarity,
    /// In [0, 1]; validation rejects anything else before an `Evidence` exists.
    pub reliability: f64,
}

impl Evidence {
    /// An item with the defaults the README's evidence table documents (`other`, neutral, 0.7, no
    /// source).
    pub fn new(content: impl Into<String>) -> Self {
        Evidence {
            kind: EvidenceType::Other,
            source: None,
            content: content.into(),
            polarity: Polarity::Neutral,
            reliability: DEFAULT_RELIABILITY,
        }
    }

    pub fn kind(mut self, kind: EvidenceType) -> Self {
        self.kind = kind;
        self
    }

    pub fn source(mut self, source: impl Into<String>) -> Self {
        self.source = Some(source.into());
        self
    }

    pub fn polarity(mut self, polarity: Polarity) -> Self {
        self.polarity = polarity;
        self
    }

    pub fn reliability(mut self, reliability: f64) -> Self {
        self.reliability = reliability;
        self
    }
}

/// An item together with its position in the caller's list, so every conclusion can cite it.
#[derive(Debug, Clone, PartialEq)]
pub struct Indexed<'a> {
    pub index: usize,
    pub item: &'a Evidence,
}

/// The caller's evidence after duplicates are set aside. Items of one type and polarity whose
/// contents are near-duplicates ([`near_duplicate_key`]) count once (the first keeps its index),
/// so pasting the same log line five times does not make a claim five times stronger.
#[derive(Debug, Clone)]
pub struct EvidenceSet<'a> {
    pub items: Vec<Indexed<'a>>,
    pub duplicates_ignored: usize,
}

impl<'a> EvidenceSet<'a> {
    pub fn new(evidence: &'a [Evidence]) -> Self {
        let mut seen = BTreeSet::new();
        let mut items = Vec::with_capacity(evidence.len());
        for (index, (item, class)) in evidence
            .iter()
            .zip(near_duplicate_classes(evidence))
            .enumerate()
        {
            if seen.insert(class) {
                items.push(Indexed { index, item });
            }
        }
        EvidenceSet {
            duplicates_ignored: evidence.len() - items.len(),
            items,
        }
    }

    pub fn with_polarity(&self, polarity: Polarity) -> impl Iterator<Item = &Indexed<'a>> {
        self.items
            .iter()
            .filter(move |i| i.item.polarity == polarity)
    }
}

/// A quotation of caller text, at most [`EXCERPT_CHARS`] characters, cut on a character boundary
/// and marked with `…` when cut; a `[REDACTED:kind]` marker is never split.
pub fn excerpt(text: &str) -> String {
    crate::secrets::cut(text.trim(), EXCERPT_CHARS).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_follow_the_spec_table() {
        use EvidenceClass::*;
        use EvidenceType::*;
        let rows = [
            (TestResult, StrongDirect),
            (HttpResponse, StrongDirect),
            (ObservedBehavior, StrongDirect),
            (UserFact, StrongDirect),
            (Code, Direct),
            (Log, Direct),
            (HttpRequest, Direct),
            (Documentation, Indirect),
            (Other, Indirect),
            (EvidenceType::Inference, EvidenceClass::Inference),
        ];
        for (kind, class) in rows {
            assert_eq!(kind.class(), class, "{}", kind.as_str());
        }
    }

    #[test]
    fn duplicates_count_once_and_keep_the_first_index() {
        let items = vec![
            Evidence::new("Timeout  after 30s").kind(EvidenceType::Log),
            Evidence::new("timeout after 30s").kind(EvidenceType::Log),
            Evidence::new("timeout after 30s").kind(EvidenceType::Code),
            Evidence::new("timeout after 30s")
                .kind(EvidenceType::Log)
                .polarity(Polarity::Supports),
        ];
        let set = EvidenceSet::new(&items);
        assert_eq!(set.duplicates_ignored, 1);
        let kept: Vec<usize> = set.items.iter().map(|i| i.index).collect();
        assert_eq!(kept, vec![0, 2, 3]);
    }

    #[test]
    fn excerpts_are_cut_at_240_characters_on_a_char_boundary() {
        let short = "é".repeat(240);
        assert_eq!(excerpt(&short), short);
        let long = "é".repeat(241);
        let cut = excerpt(&long);
        assert_eq!(cut.chars().count(), 240);
        assert!(cut.ends_with('…'));
        let marked = format!("{}[REDACTED:password_assignment] tail", "a".repeat(230));
        assert_eq!(excerpt(&marked), format!("{}…", "a".repeat(230)));
    }
}
