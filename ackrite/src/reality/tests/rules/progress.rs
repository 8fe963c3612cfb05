//! Rows for how attempts move on: a growing scope, an attempt that taught nothing; and the order.

use super::*;

#[test]
fn escalating_scope_rows() {
    use IssueKind::EscalatingScope as E;
    #[rustfmt::skip]
    let rows = vec![
        row("escalating: a rewrite after a failure", "", &[("Add a null check in parse_date", "Still fails"), ("Rewrite the whole dates module", "Still fails")], E, true),
        row("escalating: a library switched after a failure", "", &[("Raise the pool timeout", "Still fails"), ("Switch from reqwest to ureq", "Still fails")], E, true),
        row("escalating: after a success it is no escalation", "", &[("Add a null check", "All tests pass"), ("Rewrite the whole dates module", "Still fails")], E, false),
        row("escalating: replacing a value is not wider", "", &[("Set the timeout to 30s", "Still fails"), ("Replace 30s with 60s", "Still fails")], E, false),
        row("escalating: the widening word was already used", "", &[("Rewrite the parser", "Still fails"), ("Rewrite the parser again", "Still fails")], E, false),
    ];
    check(rows);
}

#[test]
fn no_new_information_rows() {
    use IssueKind::NoNewInformation as N;
    #[rustfmt::skip]
    let rows = vec![
        row("no new information: the latest outcome repeats earlier words", "", &[("Print DATABASE_HOST", "DATABASE_HOST=db-old.internal"), ("Open a shell", "db-old.internal")], N, true),
        row("no new information: the latest outcome adds a word", "", &[("Print DATABASE_HOST", "db-old.internal"), ("Grep the chart", "values-prod.yaml sets db-old.internal")], N, false),
        row("no new information: the latest succeeded", "", &[("Run it", "Failed"), ("Run it with the flag", "passed")], N, false),
        row("no new information: one attempt is not enough", "", &[("Run it", "Failed")], N, false),
    ];
    check(rows);
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
