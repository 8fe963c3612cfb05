//! Rows for loops: the same strategy again, the same failure under other strategies.

use super::*;

#[test]
fn repeated_strategy_rows() {
    use IssueKind::RepeatedStrategy as R;
    let a = "Replace the auth client";
    #[rustfmt::skip]
    let rows = vec![
        row("repeat: the same approach after a failure", "", &[(a, "Failed."), (a, "Failed.")], R, true),
        row("repeat: a paraphrase with synonyms and other numbers", "", &[("Raise the client timeout to 60s", "Still fails: ReadTimeout"), ("Bump the client deadline to 120 seconds", "Still fails: ReadTimeout")], R, true),
        row("repeat: restart ~ redeploy", "", &[("Restart the api pods", "Errors return"), ("Redeploy the api pods", "Errors return")], R, true),
        row("repeat: re-run ~ retry ~ try again, chained", "", &[("Re-run the failed e2e CI job", "FAILED"), ("Retry the e2e CI job", "FAILED"), ("Try the e2e CI job again", "FAILED")], R, true),
        row("repeat: after an unclear outcome it is still a retry", "", &[(a, "Deployed."), (a, "Deployed.")], R, true),
        row("repeat: re-running what passed is verification", "", &[("Run the checkout suite", "12 passed"), ("Run the checkout suite", "13 passed")], R, false),
        row("repeat: bump a version is not bump a timeout", "", &[("Bump requests timeout", "Still fails"), ("Bump requests to 2.32", "Still fails")], R, false),
        row("repeat: different strategies", "", &[(a, "Failed."), ("Log the auth response", "Failed.")], R, false),
        row("repeat: session attempts count", "", &[(a, "Still failing.")], R, true).with_earlier(&[(a, "Failed with timeout.")]),
        row("repeat: the reasoning proposes a failed approach again", "That did not help, so I will replace the auth client.", &[(a, "Failed."), ("Log the auth response", "Saw a 401 header.")], R, true),
        row("repeat: the reasoning refuses the failed approach", "I will not replace the auth client again.", &[(a, "Failed."), ("Log the auth response", "Saw the header.")], R, false),
    ];
    check(rows);
}

#[test]
fn same_failure_rows() {
    use IssueKind::SameFailure as S;
    #[rustfmt::skip]
    let rows = vec![
        row("same failure: one error name under two approaches", "", &[("Pin numpy==1.26.4", "ImportError: cannot import name 'ComplexWarning'"), ("Reinstall pandas from the wheel", "ImportError: cannot import name 'ComplexWarning'")], S, true),
        row("same failure: one status code", "", &[("Add the Authorization header", "HTTP 403 Forbidden"), ("Switch the uploader account", "got 403 from the bucket")], S, true),
        row("same failure: numbers masked", "", &[("Point DATABASE_URL at localhost", "Error: connect ECONNREFUSED 127.0.0.1:5432"), ("Start Postgres on another port", "Error: connect ECONNREFUSED 127.0.0.1:5433")], S, true),
        row("same failure: one reset worded three ways", "", &[("Raise the pool idle timeout", "connection reset by peer"), ("Switch from reqwest to ureq", "ECONNRESET"), ("Add a retry wrapper", "the connection was reset after idling")], S, true),
        row("same failure: the same approach twice is a repeat, not this", "", &[("Replace the auth client", "Failed with timeout."), ("Replace the auth client", "Failed with timeout.")], S, false),
        row("same failure: different failures", "", &[("Pass tz=UTC", "ValueError: bad offset"), ("Strip the offset", "KeyError: 'tz'")], S, false),
        row("same failure: only failed outcomes count", "", &[("Reproduce the panic", "panicked at index out of bounds"), ("Guard the index", "all tests pass")], S, false),
    ];
    check(rows);
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
