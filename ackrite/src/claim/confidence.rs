//! Confidence (`docs/judgement.md`, "Confidence"): how strongly the supplied material supports
//! the claim, as a number in [0, 0.99] with two decimals.
//!
//! Each counted supporting observation contributes `0.5 × weight(class) × reliability`, where the
//! class weight follows how far its class can lift a claim (strong direct 1.0, direct 0.8,
//! indirect 0.5, inference 0.3), and a third of that when it does not bear on the claim.
//! Contributions combine as independent chances (noisy-or): `support = 1 − Π(1 − c)`. The factor
//! 0.5 means one item alone covers at most half the way. Contradicting observations combine the
//! same way into `contradiction`. The status fixes the band and `support` places the claim in it:
//!
//! | status | confidence |
//! |---|---|
//! | KNOWN | 0.80 + 0.19 × support |
//! | SUPPORTED | 0.50 + 0.29 × support |
//! | PLAUSIBLE | 0.20 + 0.29 × support |
//! | UNVERIFIED | 0.00 |
//! | CONTRADICTED | 0.29 × support × (1 − contradiction) |
//!
//! Why the properties hold: `support` only grows with a new observation or a higher reliability
//! (a near-duplicate no more reliable than its group adds nothing, since a group counts at its
//! highest reliability), and a status only moves up with more support, into a higher band; a
//! contradiction can only lower the status to CONTRADICTED, whose value is at most what the same
//! support scored before; the factors are multiplied in sorted order, so the order of the list
//! never changes even the rounding.

use super::reading::{Observation, Reading};
use super::status::Status;
use crate::evidence::EvidenceClass;

/// How far an item of a class counts, relative to a strong direct one.
pub fn class_weight(class: EvidenceClass) -> f64 {
    match class {
        EvidenceClass::StrongDirect => 1.0,
        EvidenceClass::Direct => 0.8,
        EvidenceClass::Indirect => 0.5,
        EvidenceClass::Inference => 0.3,
    }
}

/// The share of the way one item can cover on its own.
const SINGLE_ITEM_SHARE: f64 = 0.5;
/// What an observation that does not bear on the claim counts for, relative to one that does.
const NOT_BEARING_SHARE: f64 = 1.0 / 3.0;

/// Noisy-or of the observations' contributions, in [0, 1], independent of their order.
fn combined<'r, 'a: 'r>(observations: impl Iterator<Item = &'r Observation<'a>>) -> f64 {
    let mut misses: Vec<f64> = observations
        .map(|o| {
            let relevance = if o.bears { 1.0 } else { NOT_BEARING_SHARE };
            1.0 - SINGLE_ITEM_SHARE * class_weight(o.class()) * o.reliability * relevance
        })
        .collect();
    misses.sort_by(f64::total_cmp);
    let miss: f64 = misses.into_iter().product();
    (1.0 - miss).clamp(0.0, 1.0)
}

/// The confidence of a claim whose status is decided. A contradicted claim never scores more
/// than the same support scored without the contradiction (`without`: its status then).
pub fn confidence(status: Status, without: Status, reading: &Reading<'_>) -> f64 {
    let value = banded(status, reading);
    if status == Status::Contradicted {
        value.min(banded(without, reading))
    } else {
        value
    }
}

fn banded(status: Status, reading: &Reading<'_>) -> f64 {
    let support = combined(reading.supporting());
    let cents = match status {
        Status::Known => 80.0 + (19.0 * support).round(),
        Status::Supported => 50.0 + (29.0 * support).round(),
        Status::Plausible => 20.0 + (29.0 * support).round(),
        Status::Unverified => 0.0,
        Status::Contradicted => {
            let contradiction = combined(reading.contradicting());
            (29.0 * support * (1.0 - contradiction)).round()
        }
    };
    let (low, high) = status.band_cents();
    cents.clamp(f64::from(low), f64::from(high)) / 100.0
}
