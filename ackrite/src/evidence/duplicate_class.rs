//! Which items are near-duplicates of each other: items of one type and polarity whose
//! near-duplicate keys are equal (`docs/judgement.md`, "Near-duplicates"; the key is
//! `super::near_duplicate`'s).

use super::near_duplicate::near_duplicate_key;
use super::{Evidence, EvidenceType, Polarity};

/// What makes items near-duplicates of each other: equal type, polarity and key. Two items are
/// near-duplicates exactly when their classes are equal.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct DuplicateClass {
    kind: EvidenceType,
    polarity: Polarity,
    key: String,
}

/// The class of each item of `evidence`, in order.
pub(crate) fn near_duplicate_classes(evidence: &[Evidence]) -> Vec<DuplicateClass> {
    evidence
        .iter()
        .map(|item| DuplicateClass {
            kind: item.kind,
            polarity: item.polarity,
            key: near_duplicate_key(&item.content),
        })
        .collect()
}
