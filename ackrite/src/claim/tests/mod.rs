//! SPEC §3–§4 rules as table rows: every row names the rule it checks.

use super::*;
use crate::evidence::EvidenceType::{self, *};
use crate::evidence::Polarity::{self, *};

pub(super) fn item(
    kind: EvidenceType,
    polarity: Polarity,
    reliability: f64,
    content: &str,
) -> Evidence {
    Evidence::new(content)
        .kind(kind)
        .polarity(polarity)
        .reliability(reliability)
}

pub(super) const CLAIM: &str = "The orders endpoint returns a paginated payload.";

pub(super) fn in_band(analysis: &ClaimAnalysis) -> bool {
    let (low, high) = analysis.status.band_cents();
    let cents = analysis.confidence * 100.0;
    (cents - cents.round()).abs() < 1e-9
        && cents.round() >= f64::from(low)
        && cents.round() <= f64::from(high)
}

#[test]
fn status_follows_the_first_rule_that_applies() {
    use Status::*;
    let rows: Vec<(&str, Vec<Evidence>, Status)> = vec![
        (
            "§4.1 a contradiction wins over KNOWN support",
            vec![
                item(TestResult, Supports, 0.95, "orders page 2 returned"),
                item(Log, Contradicts, 0.6, "orders returned unpaginated"),
            ],
            Contradicted,
        ),
        (
            "§4.1 a contradiction wins whatever its class: inference",
            vec![
                item(TestResult, Supports, 0.95, "orders page 2 returned"),
                item(
                    Inference,
                    Contradicts,
                    0.7,
                    "orders are probably unpaginated",
                ),
            ],
            Contradicted,
        ),
        (
            "§4.1 a contradiction wins whatever its reliability: 0",
            vec![
                item(TestResult, Supports, 0.95, "orders page 2 returned"),
                item(Other, Contradicts, 0.0, "orders unpaginated"),
            ],
            Contradicted,
        ),
        (
            "§4.2 test_result supports at ≥ 0.8",
            vec![item(TestResult, Supports, 0.9, "orders paginated")],
            Known,
        ),
        (
            "§4.2 http_response supports at ≥ 0.8",
            vec![item(HttpResponse, Supports, 0.9, "orders paginated")],
            Known,
        ),
        (
            "§4.2 observed_behavior supports at ≥ 0.8",
            vec![item(ObservedBehavior, Supports, 0.9, "orders paginated")],
            Known,
        ),
        (
            "§4.2 user_fact supports at ≥ 0.8",
            vec![item(UserFact, Supports, 0.9, "orders paginated")],
            Known,
        ),
        (
            "§4.2 boundary: exactly 0.8 is enough",
            vec![item(TestResult, Supports, 0.8, "orders paginated")],
            Known,
        ),
        (
            "§4.3 strong direct below 0.8",
            vec![item(TestResult, Supports, 0.79, "orders paginated")],
            Supported,
        ),
        (
            "§4.3 code supports, even at 1.0",
            vec![item(Code, Supports, 1.0, "orders paginated")],
            Supported,
        ),
        (
            "§4.3 log supports",
            vec![item(Log, Supports, 0.9, "orders paginated")],
            Supported,
        ),
        (
            "§4.3 http_request supports",
            vec![item(HttpRequest, Supports, 0.9, "orders paginated")],
            Supported,
        ),
        (
            "§4.3 direct support with indirect beside it",
            vec![
                item(Code, Supports, 0.7, "orders paginated"),
                item(Documentation, Supports, 0.9, "docs say paginated"),
            ],
            Supported,
        ),
        (
            "§4.4 documentation support only",
            vec![item(Documentation, Supports, 1.0, "orders paginated")],
            Plausible,
        ),
        (
            "§4.4 other support only",
            vec![item(Other, Supports, 1.0, "orders paginated")],
            Plausible,
        ),
        (
            "§4.4 inference support only",
            vec![item(Inference, Supports, 1.0, "orders paginated")],
            Plausible,
        ),
        (
            "§4.4 an inference is never promoted, however many agree",
            (0..10)
                .map(|i| {
                    item(
                        Inference,
                        Supports,
                        1.0,
                        &format!("orders paginated, reason {i}"),
                    )
                })
                .collect(),
            Plausible,
        ),
        (
            "§4.4 only neutral items, one sharing a content word",
            vec![
                item(Log, Neutral, 0.9, "GET /orders 200"),
                item(Log, Neutral, 0.9, "disk full"),
            ],
            Plausible,
        ),
        ("§4.5 no evidence", vec![], Unverified),
        (
            "§4.5 only unrelated neutral items",
            vec![item(TestResult, Neutral, 1.0, "disk full")],
            Unverified,
        ),
        (
            "§3 a duplicate's higher reliability counts wherever it stands",
            vec![
                item(TestResult, Supports, 0.7, "orders paginated"),
                item(TestResult, Supports, 0.9, "Orders  paginated"),
            ],
            Known,
        ),
    ];
    for (rule, evidence, expected) in rows {
        let analysis = analyse(CLAIM, &evidence);
        assert_eq!(analysis.status, expected, "{rule}");
        assert!(
            in_band(&analysis),
            "{rule}: confidence {} outside its band",
            analysis.confidence
        );
    }
}

#[test]
fn wire_names_of_statuses() {
    let names: Vec<&str> = [
        Status::Known,
        Status::Supported,
        Status::Plausible,
        Status::Unverified,
        Status::Contradicted,
    ]
    .iter()
    .map(|s| s.as_str())
    .collect();
    assert_eq!(
        names,
        [
            "KNOWN",
            "SUPPORTED",
            "PLAUSIBLE",
            "UNVERIFIED",
            "CONTRADICTED"
        ]
    );
}

#[test]
fn evidence_is_sorted_by_polarity_and_cited_by_index() {
    let evidence = [
        item(Log, Neutral, 0.7, "orders request served"),
        item(Code, Supports, 0.7, "handler paginates orders"),
        item(HttpResponse, Contradicts, 0.9, "orders returned all rows"),
        item(Code, Supports, 0.7, "handler  PAGINATES orders"),
    ];
    let analysis = analyse(CLAIM, &evidence);
    assert_eq!(analysis.neutral, vec![0]);
    assert_eq!(
        analysis.supporting,
        vec![1],
        "§3 duplicates count once, keeping the first index"
    );
    assert_eq!(analysis.contradicting, vec![2]);
    assert_eq!(
        analysis.duplicates_ignored, 1,
        "§3 the response says how many duplicates it ignored"
    );
}

#[test]
fn an_unrelated_polarised_item_is_still_counted() {
    let analysis = analyse(CLAIM, &[item(TestResult, Supports, 0.9, "disk full")]);
    assert_eq!(analysis.status, Status::Known, "§4: still counted");
    assert_eq!(analysis.supporting, vec![0]);
}

/// The analysis reads the whole content, never the 240-character excerpt a response quotes.
#[test]
fn analysis_does_not_depend_on_the_excerpt() {
    let padding = "x ".repeat(150);
    let late_word = format!("{padding} orders");
    assert!(crate::evidence::excerpt(&late_word).ends_with('…'));
    let rows: Vec<(&str, Vec<Evidence>, Status, usize)> = vec![
        (
            "§4.4 relevance is judged on the whole content",
            vec![item(Log, Neutral, 0.7, &late_word)],
            Status::Plausible,
            0,
        ),
        (
            "§3 items equal only in their excerpt are not duplicates",
            vec![
                item(Log, Supports, 0.7, &format!("{padding} one")),
                item(Log, Supports, 0.7, &format!("{padding} two")),
            ],
            Status::Supported,
            0,
        ),
    ];
    for (rule, evidence, status, duplicates) in rows {
        let analysis = analyse(CLAIM, &evidence);
        assert_eq!(analysis.status, status, "{rule}");
        assert_eq!(analysis.duplicates_ignored, duplicates, "{rule}");
        assert_eq!(
            analysis.supporting.len() + analysis.neutral.len(),
            evidence.len(),
            "{rule}"
        );
    }
}

#[test]
fn confidence_does_not_depend_on_which_duplicate_comes_first() {
    let low = item(Code, Supports, 0.5, "orders handler paginates").source("first");
    let high = item(Code, Supports, 0.9, "Orders handler  paginates").source("second");
    let a = analyse(CLAIM, &[low.clone(), high.clone()]);
    let b = analyse(CLAIM, &[high, low]);
    assert_eq!(a.duplicates_ignored, 1);
    assert_eq!(
        a.confidence, b.confidence,
        "§4 the order of the evidence does not change it"
    );
    assert_eq!(a.status, b.status);
}

#[test]
fn missing_proof_puts_what_would_lift_the_status_first() {
    let rows: Vec<(&str, Vec<Evidence>, &str)> = vec![
        ("UNVERIFIED: a KNOWN-making item first", vec![], "A test_result, http_response, observed_behavior or user_fact item with reliability of at least 0.8"),
        ("PLAUSIBLE: a KNOWN-making item first", vec![item(Documentation, Supports, 0.7, "orders paginated")], "A test_result"),
        ("SUPPORTED: a KNOWN-making item first", vec![item(Code, Supports, 0.7, "orders paginated")], "A test_result"),
        ("KNOWN: only the unsatisfied checklist remains", vec![item(TestResult, Supports, 0.9, "orders paginated")], "Not yet shown (api_contract checklist)"),
        ("CONTRADICTED: the reconciliation first", vec![item(Log, Contradicts, 0.7, "orders unpaginated")], "A reconciliation of the contradicting log item [0]"),
    ];
    for (rule, evidence, first) in rows {
        let analysis = analyse(CLAIM, &evidence);
        assert!(
            analysis.missing_proof[0].starts_with(first),
            "{rule}: {:?}",
            analysis.missing_proof
        );
    }
    let analysis = analyse(
        CLAIM,
        &[item(TestResult, Supports, 0.7, "orders paginated")],
    );
    assert!(analysis
        .missing_proof
        .iter()
        .any(|m| m.starts_with("A repeat of the observation in [0]")));
    let analysis = analyse(CLAIM, &[item(Inference, Supports, 0.7, "orders paginated")]);
    assert!(analysis
        .missing_proof
        .iter()
        .any(|m| m.contains("inference [0] concludes")));
    let analysis = analyse(CLAIM, &[item(Log, Neutral, 0.7, "orders served")]);
    assert!(analysis
        .missing_proof
        .iter()
        .any(|m| m.starts_with("A polarity for the neutral item [0]: mark it")));
}

mod assumptions;
mod grammar;
mod next_action;
