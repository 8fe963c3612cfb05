//! One row per case: the rule it checks, the material, and whether the issue fires. Wording,
//! negation, synonyms and identifiers are varied on purpose.

use super::*;

fn tried(rows: &[(&str, &str)]) -> Vec<Attempt> {
    rows.iter().map(|(a, o)| Attempt::new(*a, *o)).collect()
}

fn passing_test() -> Vec<Evidence> {
    vec![Evidence::new("test_refund PASSED")
        .kind(EvidenceType::TestResult)
        .source("pytest")
        .polarity(Polarity::Supports)
        .reliability(0.9)]
}

struct Row {
    rule: &'static str,
    reasoning: &'static str,
    attempts: Vec<Attempt>,
    earlier: Vec<Attempt>,
    evidence: Vec<Evidence>,
    kind: IssueKind,
    fires: bool,
}

fn row(
    rule: &'static str,
    reasoning: &'static str,
    attempts: &[(&str, &str)],
    kind: IssueKind,
    fires: bool,
) -> Row {
    Row {
        rule,
        reasoning,
        attempts: tried(attempts),
        earlier: vec![],
        evidence: vec![],
        kind,
        fires,
    }
}

fn check(rows: Vec<Row>) {
    for row in rows {
        let check = reality_check(row.reasoning, &row.attempts, &row.earlier, &row.evidence);
        let found = check.issues.iter().any(|i| i.kind == row.kind);
        assert_eq!(found, row.fires, "{}: {:?}", row.rule, check.issues);
    }
}

#[test]
fn repeated_strategy_rows() {
    use IssueKind::RepeatedStrategy as R;
    let a = "Replace the auth client";
    check(vec![
        row(
            "repeat: the same approach after a failure",
            "",
            &[(a, "Failed."), (a, "Failed.")],
            R,
            true,
        ),
        row(
            "repeat: a paraphrase with synonyms and other numbers",
            "",
            &[
                (
                    "Raise the client timeout to 60s",
                    "Still fails: ReadTimeout",
                ),
                (
                    "Bump the client deadline to 120 seconds",
                    "Still fails: ReadTimeout",
                ),
            ],
            R,
            true,
        ),
        row(
            "repeat: restart ~ redeploy",
            "",
            &[
                ("Restart the api pods", "Errors return"),
                ("Redeploy the api pods", "Errors return"),
            ],
            R,
            true,
        ),
        row(
            "repeat: re-run ~ retry ~ try again, chained",
            "",
            &[
                ("Re-run the failed e2e CI job", "FAILED"),
                ("Retry the e2e CI job", "FAILED"),
                ("Try the e2e CI job again", "FAILED"),
            ],
            R,
            true,
        ),
        row(
            "repeat: after an unclear outcome it is still a retry",
            "",
            &[(a, "Deployed."), (a, "Deployed.")],
            R,
            true,
        ),
        row(
            "repeat: re-running what passed is verification",
            "",
            &[
                ("Run the checkout suite", "12 passed"),
                ("Run the checkout suite", "13 passed"),
            ],
            R,
            false,
        ),
        row(
            "repeat: bump a version is not bump a timeout",
            "",
            &[
                ("Bump requests timeout", "Still fails"),
                ("Bump requests to 2.32", "Still fails"),
            ],
            R,
            false,
        ),
        row(
            "repeat: different strategies",
            "",
            &[(a, "Failed."), ("Log the auth response", "Failed.")],
            R,
            false,
        ),
        Row {
            earlier: tried(&[(a, "Failed with timeout.")]),
            ..row(
                "repeat: session attempts count",
                "",
                &[(a, "Still failing.")],
                R,
                true,
            )
        },
        row(
            "repeat: the reasoning proposes a failed approach again",
            "That did not help, so I will replace the auth client.",
            &[
                (a, "Failed."),
                ("Log the auth response", "Saw a 401 header."),
            ],
            R,
            true,
        ),
        row(
            "repeat: the reasoning refuses the failed approach",
            "I will not replace the auth client again.",
            &[(a, "Failed."), ("Log the auth response", "Saw the header.")],
            R,
            false,
        ),
    ]);
}

#[test]
fn same_failure_rows() {
    use IssueKind::SameFailure as S;
    check(vec![
        row(
            "same failure: one error name under two approaches",
            "",
            &[
                (
                    "Pin numpy==1.26.4",
                    "ImportError: cannot import name 'ComplexWarning'",
                ),
                (
                    "Reinstall pandas from the wheel",
                    "ImportError: cannot import name 'ComplexWarning'",
                ),
            ],
            S,
            true,
        ),
        row(
            "same failure: one status code",
            "",
            &[
                ("Add the Authorization header", "HTTP 403 Forbidden"),
                ("Switch the uploader account", "got 403 from the bucket"),
            ],
            S,
            true,
        ),
        row(
            "same failure: numbers masked",
            "",
            &[
                (
                    "Point DATABASE_URL at localhost",
                    "Error: connect ECONNREFUSED 127.0.0.1:5432",
                ),
                (
                    "Start Postgres on another port",
                    "Error: connect ECONNREFUSED 127.0.0.1:5433",
                ),
            ],
            S,
            true,
        ),
        row(
            "same failure: one reset worded three ways",
            "",
            &[
                ("Raise the pool idle timeout", "connection reset by peer"),
                ("Switch from reqwest to ureq", "ECONNRESET"),
                (
                    "Add a retry wrapper",
                    "the connection was reset after idling",
                ),
            ],
            S,
            true,
        ),
        row(
            "same failure: the same approach twice is a repeat, not this",
            "",
            &[
                ("Replace the auth client", "Failed with timeout."),
                ("Replace the auth client", "Failed with timeout."),
            ],
            S,
            false,
        ),
        row(
            "same failure: different failures",
            "",
            &[
                ("Pass tz=UTC", "ValueError: bad offset"),
                ("Strip the offset", "KeyError: 'tz'"),
            ],
            S,
            false,
        ),
        row(
            "same failure: only failed outcomes count",
            "",
            &[
                ("Reproduce the panic", "panicked at index out of bounds"),
                ("Guard the index", "all tests pass"),
            ],
            S,
            false,
        ),
    ]);
}

#[test]
fn premature_success_rows() {
    use IssueKind::PrematureSuccess as P;
    check(vec![
        row(
            "premature: the latest attempt failed",
            "It is fixed now.",
            &[("Patch it", "Failed with timeout.")],
            P,
            true,
        ),
        row(
            "premature: an HTTP 401 is a failure",
            "Rotating the key fixed the webhook.",
            &[("Rotate the key", "-> HTTP/1.1 401 Unauthorized")],
            P,
            true,
        ),
        row(
            "premature: a non-zero exit code is a failure",
            "The migration is fixed now.",
            &[("Add IF NOT EXISTS", "alembic exited with code 1")],
            P,
            true,
        ),
        row(
            "premature: not fixed is a failure",
            "Done, the leak is resolved.",
            &[("Cancel the context", "not fixed: goroutines still climb")],
            P,
            true,
        ),
        row(
            "premature: a skipped test is the only success",
            "Fixed: CI is green now.",
            &[(
                "Mark test_sync_conflict with @pytest.mark.skip",
                "CI green: 411 passed, 1 skipped",
            )],
            P,
            true,
        ),
        row(
            "premature: no attempt and no evidence",
            "The bug is fixed.",
            &[],
            P,
            true,
        ),
        row(
            "premature: a regression test that passes confirms it",
            "The crash is fixed: the regression test passes.",
            &[
                ("Reproduce", "thread 'main' panicked"),
                ("Return None on empty", "regression test passes; 87 passed"),
            ],
            P,
            false,
        ),
        row(
            "premature: no longer fails confirms it",
            "The mutex fixed the race.",
            &[(
                "Guard the map with a mutex",
                "go test -race no longer fails: ok",
            )],
            P,
            false,
        ),
        Row {
            evidence: passing_test(),
            ..row(
                "premature: a supporting test result confirms it",
                "The refund bug is fixed.",
                &[],
                P,
                false,
            )
        },
        row(
            "premature: a conditional is no claim",
            "I'll re-run it until it passes.",
            &[("Re-run the job", "FAILED")],
            P,
            false,
        ),
        row(
            "premature: a negated claim is no claim",
            "It is not fixed yet.",
            &[("Patch it", "Failed.")],
            P,
            false,
        ),
    ]);
}

#[test]
fn certainty_without_evidence_rows() {
    use IssueKind::CertaintyWithoutEvidence as C;
    check(vec![
        row(
            "certainty: definitely, no evidence",
            "The bug is definitely in the pool.",
            &[],
            C,
            true,
        ),
        row(
            "certainty: must be, no evidence",
            "It must be the pool size.",
            &[],
            C,
            true,
        ),
        row(
            "certainty: not sure is hedged",
            "I'm not sure the CDN is the cause.",
            &[],
            C,
            false,
        ),
        row(
            "certainty: definitely not proven",
            "It is definitely not proven yet.",
            &[],
            C,
            false,
        ),
        row(
            "certainty: clearly isn't",
            "It clearly isn't the parser.",
            &[],
            C,
            false,
        ),
        row(
            "certainty: make sure is an instruction",
            "Make sure the cache is warm.",
            &[],
            C,
            false,
        ),
        Row {
            evidence: passing_test(),
            ..row(
                "certainty: backed by a supporting item",
                "It is definitely fixed.",
                &[],
                C,
                false,
            )
        },
    ]);
}

#[test]
fn escalating_scope_rows() {
    use IssueKind::EscalatingScope as E;
    check(vec![
        row(
            "escalating: a rewrite after a failure",
            "",
            &[
                ("Add a null check in parse_date", "Still fails"),
                ("Rewrite the whole dates module", "Still fails"),
            ],
            E,
            true,
        ),
        row(
            "escalating: a library switched after a failure",
            "",
            &[
                ("Raise the pool timeout", "Still fails"),
                ("Switch from reqwest to ureq", "Still fails"),
            ],
            E,
            true,
        ),
        row(
            "escalating: after a success it is no escalation",
            "",
            &[
                ("Add a null check", "All tests pass"),
                ("Rewrite the whole dates module", "Still fails"),
            ],
            E,
            false,
        ),
        row(
            "escalating: replacing a value is not wider",
            "",
            &[
                ("Set the timeout to 30s", "Still fails"),
                ("Replace 30s with 60s", "Still fails"),
            ],
            E,
            false,
        ),
        row(
            "escalating: the widening word was already used",
            "",
            &[
                ("Rewrite the parser", "Still fails"),
                ("Rewrite the parser again", "Still fails"),
            ],
            E,
            false,
        ),
    ]);
}

#[test]
fn no_new_information_rows() {
    use IssueKind::NoNewInformation as N;
    check(vec![
        row(
            "no new information: the latest outcome repeats earlier words",
            "",
            &[
                ("Print DATABASE_HOST", "DATABASE_HOST=db-old.internal"),
                ("Open a shell", "db-old.internal"),
            ],
            N,
            true,
        ),
        row(
            "no new information: the latest outcome adds a word",
            "",
            &[
                ("Print DATABASE_HOST", "db-old.internal"),
                ("Grep the chart", "values-prod.yaml sets db-old.internal"),
            ],
            N,
            false,
        ),
        row(
            "no new information: the latest succeeded",
            "",
            &[("Run it", "Failed"), ("Run it with the flag", "passed")],
            N,
            false,
        ),
        row(
            "no new information: one attempt is not enough",
            "",
            &[("Run it", "Failed")],
            N,
            false,
        ),
    ]);
}

#[test]
fn issues_come_by_severity_then_kind_and_attempts_are_read() {
    let check = reality_check(
        "Three approaches all end in the same ValueError.",
        &tried(&[
            (
                "Pass tz=UTC to parse_invoice_date",
                "FAILED - ValueError: unconverted data remains: +01:00",
            ),
            (
                "Strip the UTC offset with a regex",
                "FAILED - ValueError: unconverted data remains: +02:00",
            ),
            (
                "Rewrite the entire dates module on pendulum",
                "FAILED - ValueError: unconverted data remains: +01:00",
            ),
        ]),
        &[],
        &[],
    );
    assert_eq!(
        kinds(&check),
        ["same_failure", "escalating_scope", "no_new_information"]
    );
    let outcomes: Vec<Outcome> = check.readings.iter().map(|r| r.outcome).collect();
    assert_eq!(outcomes, [Outcome::Failed; 3]);
    assert!(
        check.recommendation.contains("assumption"),
        "{}",
        check.recommendation
    );
}

#[test]
fn the_origin_loop_puts_the_repeat_first_and_reports_premature_success() {
    let a = "Replace the auth client";
    let check = reality_check(
        "The rewrite will work and the issue is fixed.",
        &tried(&[
            (a, "Failed with timeout."),
            (a, "Failed with timeout again."),
            (a, "Failed with the same timeout."),
        ]),
        &[],
        &[],
    );
    let kinds = kinds(&check);
    assert_eq!(kinds.first(), Some(&"repeated_strategy"), "{kinds:?}");
    assert!(kinds.contains(&"premature_success"), "{kinds:?}");
    let recommendation = check.recommendation.to_lowercase();
    assert!(recommendation.contains("stop") && recommendation.contains("assumption"));
    assert!(check.issues[0]
        .message
        .contains("\"Replace the auth client\""));
}
