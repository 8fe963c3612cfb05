//! SPEC §4 confidence properties, as property tests over generated evidence lists.
//!
//! Contents come from a tiny vocabulary so that generated lists contain duplicates, items that
//! share words with the claim and items that do not.

use proptest::prelude::*;

use super::{analyse, ClaimAnalysis, Status};
use crate::evidence::{Evidence, EvidenceType, Polarity};

const CLAIMS: [&str; 4] = [
    "The orders endpoint returns a paginated payload.",
    "The API no longer supports native authentication.",
    "The crash happens because the cache is cold.",
    "",
];
const WORDS: [&str; 6] = ["orders", "cache", "paginated", "crash", "disk", "full"];

fn kind() -> impl Strategy<Value = EvidenceType> {
    prop::sample::select(EvidenceType::ALL.to_vec())
}

fn reliability() -> impl Strategy<Value = f64> {
    prop_oneof![
        3 => 0.0..=1.0f64,
        1 => prop::sample::select(vec![0.0, 0.49, 0.5, 0.79, 0.8, 1.0]),
    ]
}

fn content() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS.to_vec()), 1..3).prop_map(|w| w.join(" "))
}

fn item_with(polarity: impl Strategy<Value = Polarity>) -> impl Strategy<Value = Evidence> {
    (kind(), polarity, reliability(), content()).prop_map(
        |(kind, polarity, reliability, content)| {
            Evidence::new(content)
                .kind(kind)
                .polarity(polarity)
                .reliability(reliability)
        },
    )
}

fn item() -> impl Strategy<Value = Evidence> {
    item_with(prop::sample::select(vec![
        Polarity::Supports,
        Polarity::Contradicts,
        Polarity::Neutral,
    ]))
}

fn evidence() -> impl Strategy<Value = Vec<Evidence>> {
    prop::collection::vec(item(), 0..8)
}

fn claim() -> impl Strategy<Value = &'static str> {
    prop::sample::select(CLAIMS.to_vec())
}

fn cents(analysis: &ClaimAnalysis) -> i64 {
    (analysis.confidence * 100.0).round() as i64
}

proptest! {
    /// §4: confidence lies in [0, 0.99], has two decimals and lies in its status band.
    #[test]
    fn confidence_lies_in_its_status_band(claim in claim(), evidence in evidence()) {
        let analysis = analyse(claim, &evidence);
        let (low, high) = analysis.status.band_cents();
        let scaled = analysis.confidence * 100.0;
        prop_assert!((scaled - scaled.round()).abs() < 1e-9, "two decimals: {}", analysis.confidence);
        prop_assert!((0.0..=0.99).contains(&analysis.confidence));
        prop_assert!(cents(&analysis) >= i64::from(low) && cents(&analysis) <= i64::from(high),
            "{} at {}", analysis.status.as_str(), analysis.confidence);
    }

    /// §4: adding a supporting item never lowers confidence (nor the status).
    #[test]
    fn adding_support_never_lowers_confidence(
        claim in claim(),
        evidence in evidence(),
        extra in item_with(Just(Polarity::Supports)),
        at in any::<prop::sample::Index>(),
    ) {
        let before = analyse(claim, &evidence);
        let mut more = evidence.clone();
        more.insert(at.index(evidence.len() + 1), extra);
        let after = analyse(claim, &more);
        prop_assert!(cents(&after) >= cents(&before), "{} -> {}", before.confidence, after.confidence);
        if before.status != Status::Contradicted {
            prop_assert!(after.status <= before.status, "status fell: {:?} -> {:?}", before.status, after.status);
        }
    }

    /// §4: raising a supporting item's reliability never lowers confidence.
    #[test]
    fn raising_support_reliability_never_lowers_confidence(
        claim in claim(),
        evidence in prop::collection::vec(item(), 1..8),
        which in any::<prop::sample::Index>(),
        raise in 0.0..=1.0f64,
    ) {
        let mut evidence = evidence;
        let at = which.index(evidence.len());
        evidence[at].polarity = Polarity::Supports;
        let before = analyse(claim, &evidence);
        let mut raised = evidence.clone();
        raised[at].reliability = (raised[at].reliability + raise).min(1.0);
        let after = analyse(claim, &raised);
        prop_assert!(cents(&after) >= cents(&before), "{} -> {}", before.confidence, after.confidence);
    }

    /// §4: adding a contradicting item never raises confidence, and makes the claim CONTRADICTED.
    #[test]
    fn adding_a_contradiction_never_raises_confidence(
        claim in claim(),
        evidence in evidence(),
        extra in item_with(Just(Polarity::Contradicts)),
        at in any::<prop::sample::Index>(),
    ) {
        let before = analyse(claim, &evidence);
        let mut more = evidence.clone();
        more.insert(at.index(evidence.len() + 1), extra);
        let after = analyse(claim, &more);
        prop_assert!(cents(&after) <= cents(&before), "{} -> {}", before.confidence, after.confidence);
        prop_assert_eq!(after.status, Status::Contradicted);
    }

    /// §4: the order of the evidence changes neither status nor confidence, nor what is cited.
    #[test]
    fn order_does_not_matter(
        claim in claim(),
        (evidence, shuffled) in evidence().prop_flat_map(|e| (Just(e.clone()), Just(e).prop_shuffle())),
    ) {
        let a = analyse(claim, &evidence);
        let b = analyse(claim, &shuffled);
        prop_assert_eq!(a.status, b.status);
        prop_assert_eq!(a.confidence, b.confidence);
        prop_assert_eq!(a.domain, b.domain);
        prop_assert_eq!(a.duplicates_ignored, b.duplicates_ignored);
        prop_assert_eq!(a.supporting.len(), b.supporting.len());
        prop_assert_eq!(a.contradicting.len(), b.contradicting.len());
        prop_assert_eq!(a.neutral.len(), b.neutral.len());
        prop_assert_eq!(a.assumptions.len(), b.assumptions.len());
        prop_assert_eq!(a.missing_proof.len(), b.missing_proof.len());
    }

    /// §4: an inference is never promoted to a fact, however many agree.
    #[test]
    fn inferences_alone_never_make_a_claim_known_or_supported(
        claim in claim(),
        inferences in prop::collection::vec(
            item_with(Just(Polarity::Supports)).prop_map(|e| e.kind(EvidenceType::Inference)), 1..12),
        others in prop::collection::vec(
            item_with(Just(Polarity::Neutral)), 0..4),
    ) {
        let mut evidence = inferences;
        evidence.extend(others);
        let analysis = analyse(claim, &evidence);
        prop_assert_eq!(analysis.status, Status::Plausible);
        prop_assert!(analysis.confidence < 0.5);
        prop_assert!(analysis.supporting.iter().all(|i| analysis.assumptions.iter().any(|a| a.evidence == vec![*i])),
            "every supporting inference is listed as an assumption");
    }

    /// §4: every conclusion cites the indices it rests on, and only indices that exist.
    #[test]
    fn assumptions_cite_their_evidence(claim in claim(), evidence in evidence()) {
        let analysis = analyse(claim, &evidence);
        for assumption in &analysis.assumptions {
            for index in &assumption.evidence {
                prop_assert!(*index < evidence.len());
                prop_assert!(assumption.text.contains(&format!("[{index}]")), "{}", assumption.text);
            }
        }
        prop_assert!(!analysis.next_action.is_empty());
    }
}
