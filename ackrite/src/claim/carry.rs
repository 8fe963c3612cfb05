//! Contradictions carried within a session (`docs/judgement.md`, "Sessions").
//!
//! Why: an agent that gets CONTRADICTED can ask again and leave the inconvenient item out. A
//! contradiction judged earlier in the session therefore stands against the same claim until it
//! is reconciled: a later call that omits it, or sends it with reliability 0, gets it back. It is
//! reconciled only by new, reliable support that addresses it — a supporting item of reliability
//! at least 0.8 that shares with the contradicting item a content word that is not a word of the
//! claim (so it speaks of what the contradiction speaks of, not merely of the claim), and that was
//! not already standing beside the contradiction when it was recorded.

use std::collections::BTreeSet;

use super::reading::item_words;
use crate::evidence::{excerpt, near_duplicate_key, Evidence, EvidenceType, Polarity};

/// Reliability a supporting item needs to reconcile a contradiction.
pub const RECONCILING_RELIABILITY: f64 = 0.8;

/// A contradiction a session remembers about one claim.
#[derive(Debug, Clone, PartialEq)]
pub struct Recorded {
    /// The session call that recorded it (counted from 1).
    pub call: u64,
    /// Its position in that call's evidence.
    pub index: usize,
    pub item: Evidence,
    /// The [`duplicate_key`]s of the supporting items of that call: they stood beside the
    /// contradiction and cannot reconcile it later.
    pub beside: BTreeSet<String>,
    pub reconciled: bool,
}

/// A contradiction brought back into a call that left it out.
#[derive(Debug, Clone, PartialEq)]
pub struct Carried {
    pub call: u64,
    pub index: usize,
    pub item: Evidence,
}

/// One contradiction reconciled by this call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reconciliation {
    /// The contradicting item's excerpt.
    pub excerpt: String,
    /// The index of the reconciling item in this call.
    pub by_evidence: usize,
    /// The call that recorded the contradiction.
    pub from_call: u64,
    /// Its index in that call.
    pub index: usize,
}

/// What the session history does to one call: contradictions to add, reconciliations made, and
/// the near-duplicate keys of this call's items that must not count because what they say was
/// reconciled.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Carry {
    pub carried: Vec<Carried>,
    pub reconciled: Vec<Reconciliation>,
    pub silenced: BTreeSet<String>,
}

/// Type, polarity and near-duplicate key in one string: how items are recognised across calls.
pub fn duplicate_key(kind: EvidenceType, polarity: Polarity, content: &str) -> String {
    format!(
        "{}|{}|{}",
        kind.as_str(),
        polarity.as_str(),
        near_duplicate_key(content)
    )
}

fn key_of(item: &Evidence) -> String {
    duplicate_key(item.kind, item.polarity, &item.content)
}

/// Applies the session's `recorded` contradictions of this claim to a call's `evidence`.
pub fn carry(
    claim_words: &BTreeSet<String>,
    recorded: &[Recorded],
    evidence: &[Evidence],
) -> Carry {
    let mut out = Carry::default();
    let counted_here: BTreeSet<String> = evidence
        .iter()
        .filter(|item| item.reliability > 0.0)
        .map(key_of)
        .collect();
    for contradiction in recorded {
        let key = key_of(&contradiction.item);
        if contradiction.reconciled {
            out.silenced.insert(key);
            continue;
        }
        if let Some(by) = reconciler(claim_words, contradiction, evidence) {
            out.reconciled.push(Reconciliation {
                excerpt: excerpt(&contradiction.item.content),
                by_evidence: by,
                from_call: contradiction.call,
                index: contradiction.index,
            });
            out.silenced.insert(key);
        } else if !counted_here.contains(&key) {
            out.carried.push(Carried {
                call: contradiction.call,
                index: contradiction.index,
                item: contradiction.item.clone(),
            });
        }
    }
    out
}

/// The index of the item that reconciles `contradiction`, if any: the most reliable, then the
/// first by content, so that the order of the list does not decide.
fn reconciler(
    claim_words: &BTreeSet<String>,
    contradiction: &Recorded,
    evidence: &[Evidence],
) -> Option<usize> {
    let addressed: BTreeSet<String> = item_words(&contradiction.item)
        .difference(claim_words)
        .cloned()
        .collect();
    evidence
        .iter()
        .enumerate()
        .filter(|(_, item)| {
            item.polarity == Polarity::Supports
                && item.reliability >= RECONCILING_RELIABILITY
                && !contradiction.beside.contains(&key_of(item))
                && !item_words(item).is_disjoint(&addressed)
        })
        .min_by(|(a, x), (b, y)| {
            y.reliability
                .total_cmp(&x.reliability)
                .then_with(|| x.content.cmp(&y.content))
                .then_with(|| x.source.cmp(&y.source))
                .then_with(|| a.cmp(b))
        })
        .map(|(index, _)| index)
}

/// What a call leaves for later calls: its counted contradicting items that the session does
/// not hold yet, each with the keys of the supporting items beside it.
pub fn to_record(
    call: u64,
    evidence: &[Evidence],
    known: &[Recorded],
    silenced: &BTreeSet<String>,
) -> Vec<Recorded> {
    let beside: BTreeSet<String> = evidence
        .iter()
        .filter(|item| item.polarity == Polarity::Supports)
        .map(key_of)
        .collect();
    let mut held: BTreeSet<String> = known.iter().map(|r| key_of(&r.item)).collect();
    let mut out = Vec::new();
    for (index, item) in evidence.iter().enumerate() {
        let key = key_of(item);
        if item.polarity == Polarity::Contradicts
            && item.reliability > 0.0
            && !silenced.contains(&key)
            && held.insert(key)
        {
            out.push(Recorded {
                call,
                index,
                item: item.clone(),
                beside: beside.clone(),
                reconciled: false,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::content_words;

    fn contradiction(content: &str, source: &str) -> Evidence {
        Evidence::new(content)
            .kind(EvidenceType::ObservedBehavior)
            .source(source)
            .polarity(Polarity::Contradicts)
            .reliability(0.9)
    }

    fn support(content: &str, reliability: f64) -> Evidence {
        Evidence::new(content)
            .kind(EvidenceType::TestResult)
            .polarity(Polarity::Supports)
            .reliability(reliability)
    }

    fn recorded(item: Evidence, beside: &[&Evidence]) -> Recorded {
        Recorded {
            call: 1,
            index: 1,
            item,
            beside: beside.iter().map(|e| key_of(e)).collect(),
            reconciled: false,
        }
    }

    #[test]
    fn carry_rows() {
        let claim = content_words("The API no longer supports native authentication");
        let against = contradiction("The older application successfully signs in", "older app");
        let beside = support("current client does not obtain credentials", 0.9);
        #[rustfmt::skip]
        let rows: Vec<(&str, Vec<Evidence>, usize, usize)> = vec![
            ("left out: carried", vec![], 1, 0),
            ("sent again counted: not carried, not reconciled", vec![against.clone()], 0, 0),
            ("sent with reliability 0: carried", vec![against.clone().reliability(0.0)], 1, 0),
            ("strong item on the older app's words reconciles", vec![support("older application uses a legacy endpoint removed in v3", 0.9)], 0, 1),
            ("weak item does not reconcile", vec![support("older application uses a legacy endpoint", 0.6)], 1, 0),
            ("item sharing only claim words does not reconcile", vec![support("native authentication API is gone", 0.95)], 1, 0),
            ("the item that stood beside it does not reconcile", vec![beside.clone()], 1, 0),
        ];
        for (rule, evidence, carried, reconciled) in rows {
            let out = carry(&claim, &[recorded(against.clone(), &[&beside])], &evidence);
            assert_eq!(out.carried.len(), carried, "{rule}: carried");
            assert_eq!(out.reconciled.len(), reconciled, "{rule}: reconciled");
        }
    }

    #[test]
    fn reconciled_contradictions_stay_silent() {
        let claim = content_words("The flag is off");
        let against = contradiction("flag=true in web-3", "web-3 log");
        let mut stored = recorded(against.clone(), &[]);
        stored.reconciled = true;
        let out = carry(&claim, &[stored], std::slice::from_ref(&against));
        assert!(out.carried.is_empty());
        assert!(out.silenced.contains(&key_of(&against)));
    }

    #[test]
    fn recording_keeps_new_counted_contradictions_once() {
        let against = contradiction("flag=true in web-3", "web-3 log");
        let evidence = vec![
            support("flag off", 0.9),
            against.clone(),
            against.clone().reliability(0.0),
        ];
        let fresh = to_record(2, &evidence, &[], &BTreeSet::new());
        assert_eq!(fresh.len(), 1);
        assert_eq!(fresh[0].index, 1);
        assert_eq!(fresh[0].beside.len(), 1);
        let again = to_record(3, &evidence, &fresh, &BTreeSet::new());
        assert!(again.is_empty(), "already held");
    }
}
