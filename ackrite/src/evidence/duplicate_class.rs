//! Which items are near-duplicates of each other, told apart as cheaply as possible: items of
//! one type and polarity whose near-duplicate keys are equal (`docs/judgement.md`,
//! "Near-duplicates"; the key is `super::near_duplicate`'s).
//!
//! Why not a key for every item: masking and collapsing a long item costs many times a plain pass
//! over its bytes, and a request at every limit holds 64 items of 16 KB that are all different. A
//! sign of each item — a hash of the bytes no mask removes or inserts — is one pass with a table
//! lookup, and two items with different signs cannot have equal keys; keys are computed only for
//! items that share a type, a polarity and a sign with another item.

use std::collections::BTreeMap;

use super::near_duplicate::near_duplicate_key;
use super::{Evidence, EvidenceType, Polarity};

/// What makes items near-duplicates of each other: equal type, polarity and key. Equal
/// classes, equal verdict: two items are near-duplicates exactly when their classes are equal.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct DuplicateClass {
    kind: EvidenceType,
    polarity: Polarity,
    sign: u64,
    /// Empty for an item no other item shares type, polarity and sign with: its sign already
    /// tells it apart, and masking its content would decide nothing.
    key: String,
}

/// The class of each item of `evidence`, in order.
pub(crate) fn near_duplicate_classes(evidence: &[Evidence]) -> Vec<DuplicateClass> {
    let mut classes: Vec<DuplicateClass> = evidence
        .iter()
        .map(|item| DuplicateClass {
            kind: item.kind,
            polarity: item.polarity,
            sign: near_duplicate_sign(&item.content),
            key: String::new(),
        })
        .collect();
    let mut alike: BTreeMap<&DuplicateClass, usize> = BTreeMap::new();
    for class in &classes {
        *alike.entry(class).or_default() += 1;
    }
    let keyed: Vec<bool> = classes.iter().map(|class| alike[class] > 1).collect();
    for ((class, item), keyed) in classes.iter_mut().zip(evidence).zip(keyed) {
        if keyed {
            class.key = near_duplicate_key(&item.content);
        }
    }
    classes
}

/// A hash of the bytes of `content` that no step of [`near_duplicate_key`] removes, inserts or
/// changes: the ASCII punctuation outside `- : . , + / < >`, and the letters `q` and `w` (either
/// case). Two
/// contents with equal keys have equal signs, so items whose signs differ are told apart
/// without masking either — most items of a long list are, for a pass over their bytes.
///
/// Why these bytes: each mask matches only digits, hex letters, month names, `T`, `Z`, blanks
/// and `- : . , + /` (a word boundary looks at a neighbour but takes nothing), and inserts only
/// `<uuid>`, `<time>`, `<ip>`, `<hex>` and `<n>`; lowercasing
/// maps no other character onto them (`signed_bytes_are_no_other_characters_lowercase`);
/// collapsing touches only blanks. So `sign(key(text)) == sign(text)` for every text
/// (`a_key_has_the_sign_of_its_text`), and equal keys have equal signs.
pub(crate) fn near_duplicate_sign(content: &str) -> u64 {
    // FNV-1a: a fixed function, so the sign is the same on every run and machine.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in content.as_bytes() {
        if SIGNED[usize::from(byte)] {
            hash = (hash ^ u64::from(byte.to_ascii_lowercase())).wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// The bytes [`near_duplicate_sign`] reads.
static SIGNED: [bool; 256] = {
    let mut table = [false; 256];
    let kept = b"!\"#$%&'()*;=?@[\\]^_`{|}~qwQW";
    let mut i = 0;
    while i < kept.len() {
        table[kept[i] as usize] = true;
        i += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{near_duplicate_classes, near_duplicate_sign, SIGNED};
    use crate::evidence::{near_duplicate_key, Evidence, EvidenceType, Polarity};

    /// Pieces that reach every mask and the edges between them: timestamps of each form, month
    /// names with and without a day, UUIDs, addresses, hex runs, digits, the masks' own text
    /// written by a caller, the signed letters and punctuation, blanks, and characters outside
    /// ASCII (the Kelvin sign lowercases to `k`, the dotted capital I to an `i` and a mark).
    const PIECES: &[&str] = &[
        "2026-03-04T02:14:09.118Z",
        "2026-03-04",
        "2026/03/02",
        "05/Mar/2026:09:14:22",
        "Mar",
        " 5",
        "12:00:01",
        "+0000",
        "-07:00",
        "9f1c2e7a-3b4d-4c5e-8f90-1a2b3c4d5e6f",
        "abcdefab-abcd-abcd-abcd-abcdefabcdef",
        "10.2.3.4",
        "7c41e2a09b1d",
        "deadbeef",
        "42",
        "<n>",
        "<ip>",
        "<hex>",
        "<time>",
        "<uuid>",
        "q",
        "W",
        "queue",
        "Worker",
        "k",
        "T",
        "Z",
        "!",
        "\"",
        "(",
        "]",
        "_",
        "=",
        "?",
        "-",
        ":",
        ".",
        ",",
        "/",
        "+",
        " ",
        "  ",
        "\t",
        "\n",
        "\u{212a}",
        "\u{130}",
        "\u{3a3}",
        "é",
        "\u{a0}",
        "x",
        "ERROR",
        "job",
    ];

    proptest! {
        #[test]
        fn a_key_has_the_sign_of_its_text(pieces in prop::collection::vec(0..PIECES.len(), 0..24)) {
            let text: String = pieces.iter().map(|&i| PIECES[i]).collect();
            prop_assert_eq!(near_duplicate_sign(&near_duplicate_key(&text)), near_duplicate_sign(&text));
        }
    }

    proptest! {
        #[test]
        fn classes_group_items_exactly_as_their_keys_do(
            items in prop::collection::vec(
                (prop::collection::vec(0..PIECES.len(), 0..8), any::<bool>(), any::<bool>()),
                0..10,
            ),
        ) {
            // Few pieces, two types and two polarities: many items are near-duplicates.
            let evidence: Vec<Evidence> = items
                .iter()
                .map(|(pieces, log, supports)| {
                    let text: String = pieces.iter().map(|&i| PIECES[i]).collect();
                    Evidence::new(text)
                        .kind(if *log { EvidenceType::Log } else { EvidenceType::Code })
                        .polarity(if *supports { Polarity::Supports } else { Polarity::Neutral })
                })
                .collect();
            let classes = near_duplicate_classes(&evidence);
            let full = |e: &Evidence| (e.kind, e.polarity, near_duplicate_key(&e.content));
            for (a, x) in evidence.iter().enumerate() {
                for (b, y) in evidence.iter().enumerate() {
                    prop_assert_eq!(classes[a] == classes[b], full(x) == full(y));
                }
            }
        }
    }

    #[test]
    fn signed_bytes_are_no_other_characters_lowercase() {
        // A character outside ASCII is not signed; were its lowercase a signed byte, its text's
        // key would have a byte its sign lacks.
        for c in (0x80..=0x10_FFFF).filter_map(char::from_u32) {
            for lower in c.to_lowercase() {
                assert!(!lower.is_ascii() || !SIGNED[lower as usize], "{c:?}");
            }
        }
        // Nor does an unsigned ASCII character lowercase to a signed one.
        for byte in (0u8..128).filter(|&b| !SIGNED[usize::from(b)]) {
            assert!(
                !SIGNED[usize::from(byte.to_ascii_lowercase())],
                "{}",
                byte as char
            );
        }
    }

    #[test]
    fn contents_that_differ_in_what_no_mask_removes_have_different_signs() {
        for (a, b) in [
            ("queue full", "queue empty!"),
            ("worker (3)", "worker [3]"),
            ("quota", "wait"),
        ] {
            assert_ne!(near_duplicate_sign(a), near_duplicate_sign(b), "{a} / {b}");
        }
        assert_eq!(
            near_duplicate_sign("Queue 12 at 2026-03-04T02:14:09Z"),
            near_duplicate_sign("queue 7 at 2026-03-05T11:00:00Z")
        );
    }
}
