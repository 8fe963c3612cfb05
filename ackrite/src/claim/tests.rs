//! SPEC §3–§4 rules as table rows: every row names the rule it checks.

use super::*;
use crate::evidence::EvidenceType::{self, *};
use crate::evidence::Polarity::{self, *};

fn item(kind: EvidenceType, polarity: Polarity, reliability: f64, content: &str) -> Evidence {
    Evidence::new(content)
        .kind(kind)
        .polarity(polarity)
        .reliability(reliability)
}

const CLAIM: &str = "The orders endpoint returns a paginated payload.";

fn in_band(analysis: &ClaimAnalysis) -> bool {
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

/// SPEC §4 assumptions: (rule, claim, evidence, expected text fragment or `None` when the
/// assumption must not appear, the fragment looked for, expected cited indices).
#[test]
fn assumptions_name_what_is_doing_the_work() {
    struct Row {
        rule: &'static str,
        claim: &'static str,
        evidence: Vec<Evidence>,
        fragment: &'static str,
        present: bool,
        cites: &'static [usize],
    }
    let row = |rule, claim, evidence, fragment, present, cites| Row {
        rule,
        claim,
        evidence,
        fragment,
        present,
        cites,
    };
    let rows = vec![
        row("every supporting inference", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler"), item(Inference, Supports, 0.7, "so orders are paginated")],
            "[1] is an inference", true, &[1][..]),
        row("a contradicting inference is not a supporting one", CLAIM,
            vec![item(Inference, Contradicts, 0.7, "orders probably unpaginated")],
            "is an inference", false, &[]),
        row("wording: absence observed taken as absence in the system", "The export button was removed from the toolbar.",
            vec![item(Code, Supports, 0.7, "toolbar has no export button")],
            "missing or removed (\"removed\"): not finding it in what was inspected ([0])", true, &[0]),
        row("wording: 'doesn't exist' is an absence too", "The legacy endpoint doesn't exist.",
            vec![], "(\"doesn't exist\")", true, &[]),
        row("wording: a named cause taken as the only cause", "The crash happens because the cache is cold.",
            vec![item(Log, Supports, 0.7, "cache miss before crash")],
            "names a cause (\"because\") and takes it to be the only one", true, &[]),
        row("wording: 'always' from a few cases", "Orders requests always time out.",
            vec![item(Log, Supports, 0.7, "orders request timed out")],
            "every case (\"always\") from 1 item that take a side ([0])", true, &[0]),
        row("wording: 'never' from a few cases", "The cache never expires.",
            vec![], "every case (\"never\")", true, &[]),
        row("wording: 'all' from a few cases", "All orders requests fail.",
            vec![], "every case (\"all\")", true, &[]),
        row("wording: a change over time, 'no longer'", "The API no longer accepts empty bodies.",
            vec![], "change over time (\"no longer\")", true, &[]),
        row("wording: a change over time, 'since'", "Orders fail since the deploy.",
            vec![], "change over time (\"since\")", true, &[]),
        row("wording: a change over time, 'now'", "The API now rejects empty bodies.",
            vec![], "change over time (\"now\")", true, &[]),
        row("wording: observed environment taken as the claim's", "The production database rejects writes.",
            vec![item(Log, Supports, 0.7, "database write rejected")],
            "[0] is taken to come from the environment and version the claim is about", true, &[0]),
        row("wording: a named version", "The parser in v2 drops comments.",
            vec![item(TestResult, Contradicts, 0.7, "parser kept comments")],
            "[0] is taken to come from the environment and version", true, &[0]),
        row("wording: no environment cue, no environment assumption", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler")],
            "taken to come from the environment", false, &[]),
        row("mix: only code read", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler"), item(Code, Supports, 0.7, "orders pager")],
            "Only code supports the claim ([0], [1]): the code read is taken to be the code that runs", true, &[0, 1]),
        row("mix: code and a test is not only code", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler"), item(TestResult, Supports, 0.7, "orders paginated")],
            "Only code", false, &[]),
        row("mix: only documentation", CLAIM,
            vec![item(Documentation, Supports, 0.7, "orders are paginated")],
            "Only documentation supports the claim ([0]): it is taken to be current", true, &[0]),
        row("mix: one source", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler").source("unit tests"), item(TestResult, Supports, 0.7, "orders paginated").source("unit tests")],
            "All support comes from one source (\"unit tests\", [0], [1])", true, &[0, 1]),
        row("mix: one item is one source", CLAIM,
            vec![item(TestResult, Supports, 0.7, "orders paginated")],
            "All support comes from one source (no source given, [0])", true, &[0]),
        row("mix: two sources are not one", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler").source("a"), item(TestResult, Supports, 0.7, "orders paginated").source("b")],
            "one source", false, &[]),
        row("mix: low reliability", CLAIM,
            vec![item(TestResult, Supports, 0.49, "orders paginated"), item(Log, Contradicts, 0.2, "orders unpaginated")],
            "[0], [1] have reliability below 0.5 and are counted anyway", true, &[0, 1]),
        row("mix: 0.5 is not low", CLAIM,
            vec![item(TestResult, Supports, 0.5, "orders paginated")],
            "reliability below", false, &[]),
        row("relevance: a supporting item sharing no content word", CLAIM,
            vec![item(TestResult, Supports, 0.9, "disk full")],
            "[0] is marked as supporting or contradicting but shares no content word with the claim", true, &[0]),
        row("relevance: a related item raises nothing", CLAIM,
            vec![item(TestResult, Supports, 0.9, "orders paginated")],
            "no content word", false, &[]),
    ];
    for row in rows {
        let analysis = analyse(row.claim, &row.evidence);
        let found = analysis
            .assumptions
            .iter()
            .find(|a| a.text.contains(row.fragment));
        match (row.present, found) {
            (true, Some(assumption)) => assert_eq!(assumption.evidence, row.cites, "{}", row.rule),
            (true, None) => panic!(
                "{}: no assumption contains {:?} in {:#?}",
                row.rule, row.fragment, analysis.assumptions
            ),
            (false, Some(a)) => panic!("{}: unexpected assumption {:?}", row.rule, a.text),
            (false, None) => {}
        }
        for assumption in &analysis.assumptions {
            for index in &assumption.evidence {
                assert!(
                    assumption.text.contains(&format!("[{index}]")),
                    "{}: {} must cite [{index}]",
                    row.rule,
                    assumption.text
                );
            }
        }
    }
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
fn the_next_action_reconciles_the_most_reliable_contradiction_first() {
    let rows: Vec<(&str, Vec<Evidence>, &str)> = vec![
        (
            "§4 the most reliable contradiction, named by type, source and index",
            vec![
                item(Log, Contradicts, 0.6, "orders unpaginated").source("app log"),
                item(HttpResponse, Contradicts, 0.95, "orders returned all rows")
                    .source("staging curl"),
                item(TestResult, Supports, 0.9, "orders page 2"),
            ],
            "http_response item [1] (source \"staging curl\", reliability 0.95)",
        ),
        (
            "§4 ties go to the lowest index",
            vec![
                item(TestResult, Supports, 0.9, "orders page 2"),
                item(Log, Contradicts, 0.8, "orders unpaginated").source("first"),
                item(TestResult, Contradicts, 0.8, "orders all rows").source("second"),
            ],
            "log item [1] (source \"first\"",
        ),
        (
            "§4 an item without a source says so",
            vec![item(Inference, Contradicts, 0.3, "orders unpaginated")],
            "inference item [0] (no source given, reliability 0.30)",
        ),
    ];
    for (rule, evidence, fragment) in rows {
        let analysis = analyse(CLAIM, &evidence);
        assert!(
            analysis.next_action.contains(fragment),
            "{rule}: {}",
            analysis.next_action
        );
        assert!(
            analysis
                .next_action
                .starts_with("Before any client rewrite"),
            "{rule}"
        );
        assert_eq!(
            analysis.next_action.matches(". ").count(),
            0,
            "{rule}: one sentence"
        );
        assert!(
            analysis.missing_proof[0].starts_with("A reconciliation"),
            "{rule}: reconciling is the most decisive proof"
        );
    }
}

#[test]
fn without_a_contradiction_the_next_action_is_the_domain_experiment() {
    for (claim, evidence) in [
        (CLAIM, vec![]),
        (
            "Two threads race on the shared counter.",
            vec![item(Log, Supports, 0.7, "thread 2 wrote counter")],
        ),
    ] {
        let analysis = analyse(claim, &evidence);
        assert_eq!(analysis.next_action, analysis.domain.experiment().procedure);
    }
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
        .any(|m| m.starts_with("A polarity for the neutral items [0]")));
}

/// The origin README's first example (SPEC §4, last paragraph).
#[test]
fn origin_readme_native_authentication_example() {
    let claim = "The API no longer supports native authentication.";
    let evidence = [
        Evidence::new("The current client implementation does not obtain credentials.")
            .kind(Code)
            .source("current client")
            .polarity(Supports),
        Evidence::new("The older application successfully signs in.")
            .kind(ObservedBehavior)
            .source("older working application")
            .polarity(Contradicts)
            .reliability(0.9),
    ];
    let analysis = analyse(claim, &evidence);
    assert_eq!(analysis.status, Status::Contradicted);
    assert_eq!(analysis.supporting, vec![0]);
    assert_eq!(analysis.contradicting, vec![1]);
    assert!(in_band(&analysis));
    let action = &analysis.next_action;
    for needed in [
        "observed_behavior",
        "\"older working application\"",
        "[1]",
        "sign-in flow",
        "Before any client rewrite",
    ] {
        assert!(
            action.contains(needed),
            "next action lacks {needed:?}: {action}"
        );
    }
    let assumption_texts: Vec<&str> = analysis
        .assumptions
        .iter()
        .map(|a| a.text.as_str())
        .collect();
    assert!(
        assumption_texts
            .iter()
            .any(|t| t.starts_with("Only code supports the claim ([0])")),
        "{assumption_texts:#?}"
    );
    assert!(assumption_texts
        .iter()
        .any(|t| t.contains("(\"no longer\")")));
    // Nothing may conclude that native authentication exists: no output text repeats the claim's
    // subject or the items' content, it only cites them.
    let outputs = analysis
        .assumptions
        .iter()
        .map(|a| a.text.clone())
        .chain(analysis.missing_proof.iter().cloned())
        .chain([analysis.next_action.clone()]);
    for text in outputs {
        let lower = text.to_lowercase();
        for forbidden in [
            "native",
            "authentication exists",
            "signs in",
            "successfully",
            "credentials",
        ] {
            assert!(!lower.contains(forbidden), "{forbidden:?} in {text}");
        }
    }
}
