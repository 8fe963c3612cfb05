//! Claim status (SPEC §4): five verdicts, decided by the first rule that applies.

use super::weighing::{Weighed, Weighing};
use crate::evidence::EvidenceClass;

/// Reliability a strong direct item needs before it can make a claim KNOWN.
pub const KNOWN_RELIABILITY: f64 = 0.8;

/// How far the supplied material carries a claim. The derived order runs from the strongest
/// verdict (KNOWN) down to CONTRADICTED, the order in which the rules are tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Status {
    Known,
    Supported,
    Plausible,
    Unverified,
    Contradicted,
}

impl Status {
    /// The wire name (`KNOWN`).
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Known => "KNOWN",
            Status::Supported => "SUPPORTED",
            Status::Plausible => "PLAUSIBLE",
            Status::Unverified => "UNVERIFIED",
            Status::Contradicted => "CONTRADICTED",
        }
    }

    /// The confidence band of the status, in hundredths, both ends included. The bands of the
    /// four non-contradicted statuses do not overlap and rise with the status, so a claim that
    /// moves up a status can only gain confidence; CONTRADICTED shares the bottom of the scale.
    pub fn band_cents(self) -> (u32, u32) {
        match self {
            Status::Known => (80, 99),
            Status::Supported => (50, 79),
            Status::Plausible => (20, 49),
            Status::Unverified => (0, 19),
            Status::Contradicted => (0, 29),
        }
    }
}

/// The SPEC §4 rules, in order; the first that applies wins.
///
/// 1. CONTRADICTED: any contradicting item, whatever its class or reliability. A contradiction is
///    not outweighed by volume; it has to be reconciled.
/// 2. KNOWN: a strong direct item supports it with reliability ≥ 0.8.
/// 3. SUPPORTED: a strong direct or direct item supports it.
/// 4. PLAUSIBLE: only indirect or inference items support it, or nothing supports it but a
///    neutral item shares a content word with it. However many inferences agree, they stay here:
///    an inference is never promoted to a fact.
/// 5. UNVERIFIED: nothing above.
pub(crate) fn decide(weighing: &Weighing<'_>) -> Status {
    if weighing.contradicting.is_empty() {
        decide_support(weighing)
    } else {
        Status::Contradicted
    }
}

/// Rules 2–5 alone: the status the claim would have once every contradiction is reconciled.
/// `missing_proof` uses it to say what is needed after the reconciliation.
pub(crate) fn decide_support(weighing: &Weighing<'_>) -> Status {
    let class_of = |w: &Weighed<'_>| w.item.kind.class();
    let supporting = || weighing.supporting.iter();
    if supporting()
        .any(|w| class_of(w) == EvidenceClass::StrongDirect && w.reliability >= KNOWN_RELIABILITY)
    {
        Status::Known
    } else if supporting().any(|w| {
        matches!(
            class_of(w),
            EvidenceClass::StrongDirect | EvidenceClass::Direct
        )
    }) {
        Status::Supported
    } else if !weighing.supporting.is_empty() || weighing.neutral.iter().any(|w| w.related) {
        Status::Plausible
    } else {
        Status::Unverified
    }
}
