//! Checklist satisfaction and experiments, table by table.

use super::*;
use crate::evidence::EvidenceType::*;

fn item(kind: EvidenceType, polarity: Polarity, content: &str) -> Evidence {
    Evidence::new(content).kind(kind).polarity(polarity)
}

/// Rules 1 and 2 of the module documentation, on an item whose content speaks to it.
#[test]
fn checklist_items_are_satisfied_only_by_accepted_types_that_take_a_side() {
    let claim = "The endpoint returns a paginated payload.";
    // api_contract item 3 ("A focused test …") accepts only test_result.
    let rows: &[(&str, Evidence, bool)] = &[
        (
            "rule 1+2: supporting test_result satisfies",
            item(TestResult, Polarity::Supports, "pagination test passed"),
            true,
        ),
        (
            "rule 2: contradicting test_result satisfies too",
            item(TestResult, Polarity::Contradicts, "pagination test failed"),
            true,
        ),
        (
            "rule 2: neutral test_result never satisfies",
            item(TestResult, Polarity::Neutral, "pagination test passed"),
            false,
        ),
        (
            "rule 1: a type the item does not accept never satisfies",
            item(Documentation, Polarity::Supports, "the test passed"),
            false,
        ),
        (
            "rule 2: an inference never satisfies",
            item(Inference, Polarity::Supports, "the test must pass"),
            false,
        ),
        (
            "rule 3: the right type and polarity, but content not speaking to the item",
            item(TestResult, Polarity::Supports, "page 2 returned"),
            false,
        ),
    ];
    for (rule, evidence, expected) in rows {
        let plan = plan(claim, std::slice::from_ref(evidence));
        assert_eq!(plan.domain, Domain::ApiContract);
        let entry = plan
            .checklist
            .iter()
            .find(|e| e.item.starts_with("A focused test"))
            .expect("api_contract test item");
        assert_eq!(entry.accepts, vec![TestResult]);
        assert_eq!(entry.satisfied, *expected, "{rule}");
        assert_eq!(
            entry.satisfied_by,
            if *expected { vec![0] } else { vec![] },
            "{rule}"
        );
    }
}

/// Rule 3: (rule, claim, evidence, checklist item prefix, satisfied).
#[test]
fn an_item_is_satisfied_only_by_evidence_that_speaks_to_it() {
    let race = "Two threads race on the shared counter.";
    let slow = "The search endpoint became slow after the release.";
    let k6 = item(
        TestResult,
        Polarity::Contradicts,
        "With the pooled client, p99 was 185 ms over 10 minutes at 200 rps.",
    )
    .source("k6 load test, staging");
    let rows: Vec<(&str, &str, Evidence, &str, bool)> = vec![
        (
            "rule 3: one log line is not a reproduction under repeated runs",
            race,
            item(Log, Polarity::Supports, "counter was 41, expected 42"),
            "A reproduction under repeated",
            false,
        ),
        (
            "rule 3: a log that says how often it fails is one",
            race,
            item(
                Log,
                Polarity::Supports,
                "counter wrong in 3 of 100 parallel runs",
            ),
            "A reproduction under repeated",
            true,
        ),
        (
            "rule 3: a load test is a measurement",
            slow,
            k6.clone(),
            "A measurement",
            true,
        ),
        (
            "rule 3: one load test is not repeated runs",
            slow,
            k6.clone(),
            "Repeated runs",
            false,
        ),
        (
            "rule 3: a load test is not a profile or trace",
            slow,
            k6.clone(),
            "A profile or trace",
            false,
        ),
        (
            "rule 3: cue phrases match as raw tokens",
            race,
            item(
                TestResult,
                Polarity::Supports,
                "no failures with one at a time",
            ),
            "The failure rate with the operations forced",
            true,
        ),
        (
            "rule 3: the source label counts",
            "Upgrading the parser from 0.8 to 0.9 breaks duplicate keys.",
            item(TestResult, Polarity::Supports, "FAIL duplicate_keys")
                .source("same test on the previous lockfile"),
            "The version actually resolved",
            true,
        ),
    ];
    for (rule, claim, evidence, prefix, expected) in rows {
        let plan = plan(claim, std::slice::from_ref(&evidence));
        let entry = plan
            .checklist
            .iter()
            .find(|e| e.item.starts_with(prefix))
            .unwrap_or_else(|| panic!("{rule}: no item {prefix:?} in {:?}", plan.domain));
        assert_eq!(entry.satisfied, expected, "{rule}");
    }
}

#[test]
fn a_contradicted_checklist_never_reads_as_complete() {
    let evidence = [
        item(TestResult, Polarity::Supports, "pagination test passed"),
        item(
            HttpResponse,
            Polarity::Contradicts,
            "GET /orders response returned every row; test of the contract, status 200",
        ),
    ];
    let plan = plan("The endpoint returns a paginated payload.", &evidence);
    let first = &plan.checklist[0];
    assert!(
        first
            .item
            .starts_with("A reconciliation of the contradicting item [1]"),
        "{}",
        first.item
    );
    assert!(!first.satisfied && first.satisfied_by.is_empty());
    assert_eq!(
        plan.checklist.len(),
        Domain::ApiContract.checklist().len() + 1
    );
    assert!(plan.checklist.iter().any(|e| !e.satisfied));
    let plural = plan_items_for(&[
        item(Log, Polarity::Contradicts, "a"),
        item(Log, Polarity::Contradicts, "b"),
    ]);
    assert!(plural.starts_with("A reconciliation of the contradicting items [0], [1]"));
    assert!(plural.contains("whether each applies"));
}

fn plan_items_for(evidence: &[Evidence]) -> String {
    plan("The endpoint returns a paginated payload.", evidence).checklist[0]
        .item
        .clone()
}

#[test]
fn inference_is_refused_even_where_no_checklist_lists_it() {
    for domain in Domain::ALL {
        let cues: Vec<&str> = domain
            .checklist()
            .iter()
            .flat_map(|i| i.cues.iter().copied())
            .collect();
        let evidence = [item(Inference, Polarity::Supports, &cues.join(" "))];
        let entries = checklist(domain, &EvidenceSet::new(&evidence));
        assert!(entries.iter().all(|e| !e.satisfied), "{}", domain.as_str());
    }
}

#[test]
fn duplicates_satisfy_once_with_their_first_index() {
    let evidence = [
        item(Log, Polarity::Neutral, "unrelated"),
        item(TestResult, Polarity::Supports, "Pagination test passed"),
        item(TestResult, Polarity::Supports, "pagination  test passed"),
    ];
    let plan = plan("The endpoint returns a paginated payload.", &evidence);
    assert_eq!(plan.checklist[2].satisfied_by, vec![1]);
}

#[test]
fn the_plan_carries_the_domain_checklist_and_experiment() {
    let plan = plan("The CI pipeline fails at the lint step.", &[]);
    assert_eq!(plan.domain, Domain::BuildCi);
    assert_eq!(plan.checklist.len(), Domain::BuildCi.checklist().len());
    assert!(plan
        .checklist
        .iter()
        .all(|e| !e.satisfied && e.satisfied_by.is_empty()));
    assert_eq!(plan.experiment, Domain::BuildCi.experiment());
}
