//! Which rules fire (here), whole answers (`answers`), what findings say (`messages`), and
//! properties that hold for any input (`properties`).

mod answers;
mod messages;
mod properties;

use super::*;
use crate::evidence::EvidenceType;

/// A proposal no rule objects to: a scoped repair, a reliable failing test as evidence, a plan.
fn clean() -> Proposal {
    Proposal {
        proposal: "Round the invoice total once, at the end.".to_owned(),
        reported_problem: Some("The invoice total is off by one cent.".to_owned()),
        changes: vec![Change::new(
            "src/invoice.rs",
            "Round the total once after summing line items.",
        )],
        evidence: vec![
            Evidence::new("invoice_total_rounding fails: 10.01 != 10.00")
                .kind(EvidenceType::TestResult)
                .polarity(Polarity::Supports)
                .reliability(0.9),
        ],
        test_plan: Some("Run invoice_total_rounding and the invoice suite.".to_owned()),
    }
}

fn with(edit: impl FnOnce(&mut Proposal)) -> Proposal {
    let mut proposal = clean();
    edit(&mut proposal);
    proposal
}

fn evidence(kind: EvidenceType, polarity: Polarity, reliability: f64) -> Vec<Evidence> {
    vec![Evidence::new("observed")
        .kind(kind)
        .polarity(polarity)
        .reliability(reliability)
        .source("probe")]
}

fn ids(audit: &Audit) -> Vec<&'static str> {
    audit.findings.iter().map(|f| f.id.as_str()).collect()
}

#[test]
fn the_clean_proposal_raises_nothing() {
    let audit = audit(&clean(), &[]);
    assert!(audit.findings.is_empty(), "{:?}", ids(&audit));
    assert_eq!(audit.next_action, NOTHING_FOUND);
    assert!(audit
        .next_action
        .contains("does not show the change is correct"));
}

#[test]
fn each_rule_fires_and_stays_silent() {
    use FindingId::*;
    let failed = vec![Attempt::new(
        "Round the invoice total once, at the end",
        "Failed: still off by one cent.",
    )];
    let passed = vec![Attempt::new(
        "Round the invoice total once, at the end",
        "Tests pass.",
    )];
    let other_failed = vec![Attempt::new(
        "Switch the currency library",
        "Failed with a panic.",
    )];
    let rows: Vec<(&str, Proposal, Vec<Attempt>, FindingId, bool)> = vec![
        (
            "rewrite: rewrite word below the bar",
            with(|p| {
                p.proposal = "Rewrite the invoice module from scratch.".into();
                p.evidence = evidence(EvidenceType::TestResult, Polarity::Supports, 0.7);
            }),
            vec![],
            RewriteScope,
            true,
        ),
        (
            "rewrite: migrate counts as a rewrite",
            with(|p| {
                p.changes[0].description = "Migrate invoice totals to the new money type.".into();
                p.evidence = evidence(EvidenceType::Code, Polarity::Supports, 0.9);
            }),
            vec![],
            RewriteScope,
            true,
        ),
        (
            "rewrite: a repair is not a rewrite",
            clean(),
            vec![],
            RewriteScope,
            false,
        ),
        (
            "rewrite: reliable strong direct evidence meets the bar",
            with(|p| {
                p.proposal = "Rewrite the invoice rounding.".into();
            }),
            vec![],
            RewriteScope,
            false,
        ),
        (
            "unrelated: shares no content word",
            with(|p| {
                p.changes
                    .push(Change::new("src/theme.ts", "Change color palette."));
            }),
            vec![],
            UnrelatedChange,
            true,
        ),
        (
            "unrelated: description calls itself unrelated",
            with(|p| {
                p.changes
                    .push(Change::new("src/invoice.rs", "Unrelated formatting tweak."));
            }),
            vec![],
            UnrelatedChange,
            true,
        ),
        (
            "unrelated: shared word",
            clean(),
            vec![],
            UnrelatedChange,
            false,
        ),
        (
            "unrelated: synonym login ~ authentication",
            Proposal {
                proposal: "Fix the sign-in flow.".into(),
                reported_problem: Some("Login returns 500.".into()),
                changes: vec![Change::new(
                    "src/client.ts",
                    "Adjust the authentication header.",
                )],
                ..clean()
            },
            vec![],
            UnrelatedChange,
            false,
        ),
        (
            "unrelated: shared word in the path only",
            with(|p| {
                p.changes
                    .push(Change::new("src/invoice/format.rs", "Tidy formatting."));
            }),
            vec![],
            UnrelatedChange,
            false,
        ),
        (
            "api: API words without strong direct evidence",
            with(|p| {
                p.proposal = "Read the new total field from the billing API response.".into();
                p.evidence = evidence(EvidenceType::Code, Polarity::Supports, 0.9);
            }),
            vec![],
            ApiContractAssumption,
            true,
        ),
        (
            "api: endpoint in a path",
            with(|p| {
                p.changes
                    .push(Change::new("src/endpoint/invoice.rs", "Round the total."));
                p.evidence = evidence(EvidenceType::Documentation, Polarity::Supports, 0.9);
            }),
            vec![],
            ApiContractAssumption,
            true,
        ),
        (
            "api: an HTTP response supports it",
            with(|p| {
                p.proposal = "Read the new total field from the billing API response.".into();
                p.evidence = evidence(EvidenceType::HttpResponse, Polarity::Supports, 0.9);
            }),
            vec![],
            ApiContractAssumption,
            false,
        ),
        (
            "api: no API words",
            clean(),
            vec![],
            ApiContractAssumption,
            false,
        ),
        (
            "security: session token without a test plan",
            with(|p| {
                p.changes.push(Change::new(
                    "src/invoice.rs",
                    "Store the session token with the invoice.",
                ));
                p.test_plan = None;
            }),
            vec![],
            SecuritySensitive,
            true,
        ),
        (
            "security: auth path with unreliable evidence",
            with(|p| {
                p.changes
                    .push(Change::new("src/auth/invoice.rs", "Round the total."));
                p.evidence = evidence(EvidenceType::TestResult, Polarity::Supports, 0.6);
            }),
            vec![],
            SecuritySensitive,
            true,
        ),
        (
            "security: plan and reliable evidence meet the bar",
            with(|p| {
                p.changes.push(Change::new(
                    "src/invoice.rs",
                    "Check the invoice permission.",
                ));
            }),
            vec![],
            SecuritySensitive,
            false,
        ),
        (
            "security: no security words",
            clean(),
            vec![],
            SecuritySensitive,
            false,
        ),
        (
            "error handling: catch and retry",
            with(|p| {
                p.changes[0].description = "Wrap the rounding in try/catch and retry.".into();
            }),
            vec![],
            ErrorHandling,
            true,
        ),
        (
            "error handling: lengthened timeout",
            with(|p| {
                p.proposal = "Increase the invoice service timeout to 60s.".into();
            }),
            vec![],
            ErrorHandling,
            true,
        ),
        (
            "error handling: a repair of the cause",
            clean(),
            vec![],
            ErrorHandling,
            false,
        ),
        (
            "error handling: timeout named but not lengthened",
            with(|p| {
                p.proposal = "Round the invoice total before the timeout check.".into();
            }),
            vec![],
            ErrorHandling,
            false,
        ),
        (
            "tests: no plan, no test change",
            with(|p| p.test_plan = None),
            vec![],
            MissingTests,
            true,
        ),
        (
            "tests: a vacuous plan is no plan",
            with(|p| p.test_plan = Some("None / TBD".into())),
            vec![],
            MissingTests,
            true,
        ),
        (
            "tests: a plan is given",
            clean(),
            vec![],
            MissingTests,
            false,
        ),
        (
            "tests: a change touches tests",
            with(|p| {
                p.test_plan = None;
                p.changes
                    .push(Change::new("tests/invoice_spec.rs", "Cover rounding."));
            }),
            vec![],
            MissingTests,
            false,
        ),
        (
            "premise: no evidence",
            with(|p| p.evidence.clear()),
            vec![],
            UnverifiedPremise,
            true,
        ),
        (
            "premise: only documentation and inference",
            with(|p| {
                p.evidence = evidence(EvidenceType::Documentation, Polarity::Supports, 0.9);
                p.evidence
                    .extend(evidence(EvidenceType::Inference, Polarity::Supports, 0.9));
            }),
            vec![],
            UnverifiedPremise,
            true,
        ),
        (
            "premise: neutral direct items do not support",
            with(|p| {
                p.evidence = evidence(EvidenceType::Log, Polarity::Neutral, 0.9);
            }),
            vec![],
            UnverifiedPremise,
            true,
        ),
        (
            "premise: a contradiction",
            with(|p| {
                p.evidence.extend(evidence(
                    EvidenceType::ObservedBehavior,
                    Polarity::Contradicts,
                    0.9,
                ));
            }),
            vec![],
            UnverifiedPremise,
            true,
        ),
        (
            "premise: a direct supporting item",
            with(|p| {
                p.evidence = evidence(EvidenceType::Log, Polarity::Supports, 0.5);
            }),
            vec![],
            UnverifiedPremise,
            false,
        ),
        (
            "repeat: same approach failed before",
            clean(),
            failed.clone(),
            RepeatsFailedApproach,
            true,
        ),
        (
            "repeat: same approach succeeded before",
            clean(),
            passed,
            RepeatsFailedApproach,
            false,
        ),
        (
            "repeat: a different approach failed",
            clean(),
            other_failed,
            RepeatsFailedApproach,
            false,
        ),
        (
            "repeat: no earlier attempts",
            clean(),
            vec![],
            RepeatsFailedApproach,
            false,
        ),
    ];
    for (rule, proposal, earlier, id, fires) in rows {
        let audit = audit(&proposal, &earlier);
        assert_eq!(
            audit.findings.iter().any(|f| f.id == id),
            fires,
            "{rule}: {:?}",
            ids(&audit)
        );
    }
}
