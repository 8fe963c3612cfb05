//! Confidence (SPEC §4): how strongly the supplied material supports the claim, as a number in
//! [0, 0.99] with two decimals.
//!
//! # The formula
//!
//! Each supporting item contributes `0.5 × weight(class) × reliability`, where the class weight
//! follows how far SPEC §3 lets the class lift a claim (strong direct 1.0, direct 0.8, indirect
//! 0.5, inference 0.3). Contributions combine as independent chances (noisy-or):
//! `support = 1 − Π(1 − contribution)`. The factor 0.5 means one item alone covers at most half
//! the way: a single reliable test is strong, two agreeing ones stronger. Contradicting items
//! combine the same way into `contradiction`.
//!
//! The status fixes the band, `support` places the claim inside it:
//!
//! | status | confidence |
//! |---|---|
//! | KNOWN | 0.80 + 0.19 × support |
//! | SUPPORTED | 0.50 + 0.29 × support |
//! | PLAUSIBLE | 0.20 + 0.29 × support |
//! | UNVERIFIED | 0.00 (nothing supports it) |
//! | CONTRADICTED | 0.29 × support × (1 − contradiction) |
//!
//! # Why the properties hold
//!
//! - *Band*: `support` and `contradiction` lie in [0, 1].
//! - *More support never lowers it*: `support` only grows with a new item or a higher
//!   reliability (reliability counts as the highest among duplicates, see `Weighed`), and the
//!   status can then only move up, into a higher band.
//! - *A contradiction never raises it*: a contradicted claim scores at most 0.29 × support, which
//!   is at most what the same support scored before the contradiction (0 when UNVERIFIED, and at
//!   least 0.20 + 0.29 × support otherwise); a further contradiction only grows
//!   `contradiction`.
//! - *Order does not matter*: the factors are multiplied in sorted order, so even floating-point
//!   rounding sees the same sequence whatever the caller's order.

use super::status::Status;
use super::weighing::Weighed;
use super::weighing::Weighing;
use crate::evidence::EvidenceClass;

/// How far an item of a class counts, relative to a strong direct one.
pub(crate) fn class_weight(class: EvidenceClass) -> f64 {
    match class {
        EvidenceClass::StrongDirect => 1.0,
        EvidenceClass::Direct => 0.8,
        EvidenceClass::Indirect => 0.5,
        EvidenceClass::Inference => 0.3,
    }
}

/// The share of the way one item can cover on its own.
const SINGLE_ITEM_SHARE: f64 = 0.5;

/// Noisy-or of the items' contributions, in [0, 1], independent of their order.
fn combined(items: &[Weighed<'_>]) -> f64 {
    let mut misses: Vec<f64> = items
        .iter()
        .map(|w| 1.0 - SINGLE_ITEM_SHARE * class_weight(w.item.kind.class()) * w.reliability)
        .collect();
    misses.sort_by(f64::total_cmp);
    let miss: f64 = misses.into_iter().product();
    (1.0 - miss).clamp(0.0, 1.0)
}

/// The confidence of a claim whose status is already decided.
pub(crate) fn confidence(status: Status, weighing: &Weighing<'_>) -> f64 {
    let support = combined(&weighing.supporting);
    let cents = match status {
        Status::Known => 80.0 + (19.0 * support).round(),
        Status::Supported => 50.0 + (29.0 * support).round(),
        Status::Plausible => 20.0 + (29.0 * support).round(),
        Status::Unverified => 0.0,
        Status::Contradicted => {
            let contradiction = combined(&weighing.contradicting);
            (29.0 * support * (1.0 - contradiction)).round()
        }
    };
    let (low, high) = status.band_cents();
    cents.clamp(f64::from(low), f64::from(high)) / 100.0
}
