//! Rows for what shows the change works: tests, premises, earlier attempts; and the order.

use super::*;

#[test]
fn missing_tests_rows() {
    #[rustfmt::skip]
    let rows = vec![
        ("tests: a behaviour change with no test", change(p("Switch rounding to half-even.", None), "billing/invoice.py", "quantize with ROUND_HALF_EVEN."), MissingTests, Some(Medium)),
        ("tests: a test path among the changes", change(change(p("Fix rounding.", None), "billing/invoice.py", "Round once."), "tests/test_invoice.py", "Cover half cents."), MissingTests, None),
        ("tests: the test plan names a test", plan(change(p("Fix rounding.", None), "billing/invoice.py", "Round once."), "pytest tests/test_invoice.py"), MissingTests, None),
        ("tests: a plan that denies tests names none", plan(change(p("Fix rounding.", None), "billing/invoice.py", "Round once."), "No tests needed."), MissingTests, Some(Medium)),
        ("tests: documentation only changes no behaviour", change(p("Fix the README.", None), "README.md", "Fix the command."), MissingTests, None),
        ("tests: a comment-only edit changes no behaviour", change(p("Fix a typo.", None), "src/lib.rs", "Fix a typo in the doc comment."), MissingTests, None),
    ];
    check(rows);
}

#[test]
fn unverified_premise_rows() {
    let tested = |proposal: Proposal| plan(proposal, "cargo test");
    #[rustfmt::skip]
    let rows = vec![
        ("premise: since with a clause asserts a cause", tested(p("Since the Redis cache is what serves the stale prices, lower the TTL.", None)), UnverifiedPremise, Some(Medium)),
        ("premise: since a time asserts none", tested(p("Re-add the view.", Some("The export has failed since Tuesday."))), UnverifiedPremise, None),
        ("premise: since an event without a verb asserts none", tested(p("Pin the driver.", Some("Queries hang since the upgrade."))), UnverifiedPremise, None),
        ("premise: because in the reported problem", tested(p("Seed the random field.", Some("Snapshots change because the hidden field is random."))), UnverifiedPremise, Some(Medium)),
        ("premise: a declarative clause before , so", tested(p("The pool is exhausted, so raise its size.", None)), UnverifiedPremise, Some(Medium)),
        ("premise: an imperative before , so asserts no cause", tested(p("Rename the field, so clients read it.", None)), UnverifiedPremise, None),
        ("premise: so that states a purpose", tested(p("The pool is small, so that the test is fast.", None)), UnverifiedPremise, None),
        ("premise: X causes Y", tested(p("The stale DNS entry causes the 502s; flush it.", None)), UnverifiedPremise, Some(Medium)),
        ("premise: a supporting item that bears on the cause", supported(tested(p("The stale DNS entry causes the 502s; flush it.", None)), EvidenceType::Log, "resolver returned the old DNS entry 10.0.0.4"), UnverifiedPremise, None),
        ("premise: high under a high rewrite", tested(p("Rewrite the HTTP client from scratch because the pool leaks.", None)), UnverifiedPremise, Some(High)),
    ];
    check(rows);
}

#[test]
fn repeats_failed_approach_rows() {
    let proposal = change(
        p(
            "Bump proxy_read_timeout to 600s in nginx.conf to stop the 504s.",
            None,
        ),
        "deploy/nginx.conf",
        "proxy_read_timeout 600s;",
    );
    #[rustfmt::skip]
    let rows: Vec<(&str, Vec<Attempt>, bool)> = vec![
        ("repeat: a paraphrase of a failed attempt (raise ~ bump)", vec![Attempt::new("Raise proxy_read_timeout to 120s in nginx.conf", "Still 504 Gateway Timeout after 120s")], true),
        ("repeat: the same approach that succeeded is no repeat", vec![Attempt::new("Raise proxy_read_timeout to 120s in nginx.conf", "Exports pass now")], false),
        ("repeat: a different approach that failed", vec![Attempt::new("Add an index on reports.created_at", "Still 504")], false),
        ("repeat: no earlier attempts", vec![], false),
    ];
    for (rule, earlier, fires) in rows {
        let audit = audit(&proposal, &earlier);
        assert_eq!(
            severity_of(&audit, RepeatsFailedApproach),
            fires.then_some(High),
            "{rule}"
        );
    }
}

#[test]
fn findings_are_ordered_by_severity_then_id_and_quote_their_trigger() {
    let proposal = change(
        change(
            p(
                "Rewrite the authentication client to replace the API endpoint integration.",
                Some("Login returns an unexpected response."),
            ),
            "src/auth.ts",
            "Rewrite authentication client and route handling.",
        ),
        "src/theme.ts",
        "Change unrelated color palette.",
    );
    let audit = audit(&proposal, &[]);
    let order: Vec<(&str, Severity)> = audit
        .findings
        .iter()
        .map(|f| (f.id.as_str(), f.severity))
        .collect();
    assert_eq!(
        order,
        [
            ("rewrite_scope", High),
            ("security_sensitive", High),
            ("unrelated_change", Medium),
            ("api_contract_assumption", Medium),
            ("missing_tests", Medium),
        ]
    );
    let message = |id: FindingId| {
        audit
            .findings
            .iter()
            .find(|f| f.id == id)
            .map(|f| f.message.clone())
            .unwrap_or_default()
    };
    assert!(message(RewriteScope).contains("\"rewrite the authentication client"));
    assert!(message(UnrelatedChange).contains("src/theme.ts"));
    assert!(message(ApiContractAssumption).contains("API endpoint integration"));
    assert!(message(SecuritySensitive).contains("\"authentication\""));
    let unrelated = audit.findings.iter().find(|f| f.id == UnrelatedChange);
    assert_eq!(
        unrelated.map(|f| f.paths.clone()),
        Some(vec!["src/theme.ts".to_owned()])
    );
}
