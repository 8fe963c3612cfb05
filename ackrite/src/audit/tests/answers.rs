//! Whole answers: the origin README's audit example (SPEC §5), severities and paths, finding
//! order and one-sentence messages.

use super::*;
use crate::severity::Severity;

#[test]
fn severities_and_paths() {
    let contradicted = with(|p| {
        p.evidence.extend(evidence(
            EvidenceType::ObservedBehavior,
            Polarity::Contradicts,
            0.9,
        ));
    });
    let found = audit(&contradicted, &[]);
    assert_eq!(found.findings[0].id, FindingId::UnverifiedPremise);
    assert_eq!(found.findings[0].severity, Severity::High);
    assert!(found.findings[0]
        .message
        .contains("[1] (observed_behavior, \"probe\")"));
    assert!(found.next_action.starts_with("Reconcile evidence [1]"));

    let uncontradicted = audit(&with(|p| p.evidence.clear()), &[]);
    assert_eq!(uncontradicted.findings[0].severity, Severity::Medium);
}

/// The origin README's audit example (SPEC §5).
#[test]
fn origin_readme_audit_example() {
    let proposal = Proposal {
        proposal: "Rewrite the authentication client to replace the API endpoint integration."
            .to_owned(),
        reported_problem: Some("Login returns an unexpected response.".to_owned()),
        changes: vec![
            Change::new(
                "src/auth.ts",
                "Rewrite authentication client and route handling.",
            ),
            Change::new("src/theme.ts", "Change unrelated color palette."),
        ],
        evidence: vec![],
        test_plan: None,
    };
    let audit = audit(&proposal, &[]);
    let found = ids(&audit);
    for id in [
        "rewrite_scope",
        "api_contract_assumption",
        "missing_tests",
        "unrelated_change",
    ] {
        assert!(found.contains(&id), "{id} missing from {found:?}");
    }
    let unrelated = audit
        .findings
        .iter()
        .find(|f| f.id == FindingId::UnrelatedChange)
        .map(|f| f.paths.clone());
    assert_eq!(unrelated, Some(vec!["src/theme.ts".to_owned()]));
    assert_eq!(audit.findings[0].id, FindingId::RewriteScope);
    assert!(audit.next_action.starts_with("Before rewriting"));
    assert_eq!(audit.basis, BASIS);
    assert!(audit.basis.contains("no file contents were read"));
}

#[test]
fn findings_are_ordered_and_messages_are_single_sentences() {
    let everything = Proposal {
        proposal: "Rewrite the auth API client and retry on error.".to_owned(),
        reported_problem: Some("Login times out.".to_owned()),
        changes: vec![
            Change::new("src/auth.ts", "Rewrite the client; catch and retry errors."),
            Change::new("src/theme.ts", "Change color palette."),
        ],
        evidence: vec![],
        test_plan: None,
    };
    let earlier = [Attempt::new(
        "Rewrite the auth API client",
        "Failed with timeout.",
    )];
    let audit = audit(&everything, &earlier);
    assert_eq!(
        audit.findings.len(),
        FindingId::ALL.len(),
        "{:?}",
        ids(&audit)
    );
    assert_eq!(audit.findings[0].id, FindingId::RepeatsFailedApproach);
    for pair in audit.findings.windows(2) {
        assert!(pair[0].priority(&pair[1]).is_lt(), "{:?}", ids(&audit));
    }
    for text in audit
        .findings
        .iter()
        .map(|f| &f.message)
        .chain([&audit.next_action])
    {
        assert!(text.ends_with('.'), "{text}");
        assert_eq!(text.matches(". ").count(), 0, "one sentence: {text}");
        assert!(!text.contains("inspected"), "{text}");
    }
}
