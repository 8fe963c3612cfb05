//! SPEC §4 next action: one sentence, reconciling the most reliable contradiction first, worded
//! for the contradicting item's type.

use super::{in_band, item, CLAIM};
use crate::claim::*;
use crate::evidence::EvidenceType::{self, *};
use crate::evidence::Polarity::*;

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
                .starts_with("Before acting on the claim, and before any client rewrite, "),
            "{rule}: an API claim mentions the client rewrite"
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
        assert_eq!(
            analysis.next_action,
            crate::proof::experiment(analysis.domain, claim).procedure
        );
    }
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
        "reproduce",
        "sign-in flow",
        "Before acting on the claim",
        "before any client rewrite",
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

/// The step depends on the contradicting item's type (the table in `next_action`'s module
/// documentation): (rule, claim, contradicting item, fragment the action must contain).
#[test]
fn the_reconciliation_step_depends_on_the_contradicting_type() {
    const MIGRATION: &str = "The migration adds a nullable column to the invoices table.";
    let rows: Vec<(&str, &str, Evidence, &str)> = vec![
        (
            "documentation: does it describe the version in question",
            CLAIM,
            item(
                Documentation,
                Contradicts,
                0.8,
                "docs: orders are not paginated",
            ),
            "check whether the contradicting documentation item [0]",
        ),
        (
            "documentation: … and environment",
            CLAIM,
            item(
                Documentation,
                Contradicts,
                0.8,
                "docs: orders are not paginated",
            ),
            "describes the version and environment the claim is about",
        ),
        (
            "test_result: rerun it",
            CLAIM,
            item(
                TestResult,
                Contradicts,
                0.8,
                "orders test returned all rows",
            ),
            "rerun the contradicting test_result item [0]",
        ),
        (
            "log: find the request or run behind it",
            CLAIM,
            item(Log, Contradicts, 0.8, "orders served unpaginated"),
            "find the request or run that produced the contradicting log item [0]",
        ),
        (
            "code: confirm it is the code that runs",
            CLAIM,
            item(Code, Contradicts, 0.8, "handler returns every order"),
            "confirm that the contradicting code item [0]",
        ),
        (
            "code: … is the code that runs",
            CLAIM,
            item(Code, Contradicts, 0.8, "handler returns every order"),
            "is the code that actually runs",
        ),
        (
            "observed_behavior: reproduce and capture it",
            CLAIM,
            item(
                ObservedBehavior,
                Contradicts,
                0.8,
                "orders page showed all rows",
            ),
            "reproduce the contradicting observed_behavior item [0]",
        ),
        (
            "http_response: reproduce and capture the domain's subject",
            CLAIM,
            item(HttpResponse, Contradicts, 0.8, "orders returned all rows"),
            "and capture the request and response it shows",
        ),
        (
            "http_request: send it again",
            CLAIM,
            item(HttpRequest, Contradicts, 0.8, "GET /orders?page=2"),
            "send the contradicting http_request item [0]",
        ),
        (
            "user_fact: confirm with the person",
            CLAIM,
            item(UserFact, Contradicts, 0.8, "orders are never paginated"),
            "with the person who gave it",
        ),
        (
            "inference: find the observation behind it",
            CLAIM,
            item(
                Inference,
                Contradicts,
                0.8,
                "orders are probably unpaginated",
            ),
            "find the observation behind the contradicting inference item [0]",
        ),
        (
            "other: trace it to its observation",
            CLAIM,
            item(Other, Contradicts, 0.8, "ticket says orders unpaginated"),
            "trace the contradicting other item [0]",
        ),
        (
            "a claim about a client or API mentions the client rewrite",
            CLAIM,
            item(Log, Contradicts, 0.8, "orders served unpaginated"),
            "Before acting on the claim, and before any client rewrite, ",
        ),
        (
            "a claim about neither does not",
            MIGRATION,
            item(Log, Contradicts, 0.8, "column added as not null"),
            "Before acting on the claim, find",
        ),
    ];
    for (rule, claim, evidence, fragment) in rows {
        let action = analyse(claim, std::slice::from_ref(&evidence)).next_action;
        assert!(action.contains(fragment), "{rule}: {action}");
        assert!(
            action.starts_with("Before acting on the claim"),
            "{rule}: {action}"
        );
        assert!(
            action.ends_with('.') && !action.contains(". "),
            "{rule}: one sentence: {action}"
        );
        if claim == MIGRATION {
            assert!(!action.contains("client"), "{rule}: {action}");
        }
    }
}

/// A caller's source label cannot break the one-sentence rule: it is quoted short and without
/// sentence breaks (`weighing::quoted_source`).
#[test]
fn a_source_with_sentences_still_gives_one_sentence() {
    let long = format!(
        "Ops ticket 4411. Reported by the night shift. {}",
        "x".repeat(100)
    );
    for source in [long.as_str(), "y".repeat(300).as_str(), "a! b? c. d"] {
        let evidence = [item(Log, Contradicts, 0.8, "orders served unpaginated").source(source)];
        let action = analyse(CLAIM, &evidence).next_action;
        assert!(
            !action.contains(". ") && !action.contains("! ") && !action.contains("? "),
            "{action}"
        );
        let quoted = action.split('"').nth(1).expect("quoted source");
        assert!(quoted.chars().count() <= 60, "{quoted}");
    }
}

/// The decisive experiment of `verify` words its outcomes for the item's type too, in the
/// singular (one item is being checked).
#[test]
fn decisive_outcomes_are_worded_for_the_type_and_agree_in_number() {
    for kind in EvidenceType::ALL {
        let (confirms, refutes) = outcomes(kind, 3);
        for text in [&confirms, &refutes] {
            assert!(text.starts_with("The check of [3] ("), "{text}");
            assert!(text.ends_with('.') && !text.contains(". "), "{text}");
            assert!(!text.contains(" turn out "), "{text}");
        }
        assert_ne!(confirms, refutes);
    }
}
