//! One row per case, each naming the rule it checks.

use super::{quote, same_strategy, scope_changes, signatures, Attempt, Outcome, ScopeKind};
use crate::words::words;

#[test]
fn outcome_rows() {
    use Outcome::*;
    #[rustfmt::skip]
    let rows: &[(&str, &str, &str, Outcome)] = &[
        ("failure word", "x", "Failed with timeout.", Failed),
        ("failure word, inflected", "x", "It crashes on start", Failed),
        ("timeout as two words", "x", "The request timed out", Failed),
        ("camelCase timeout", "x", "Still fails: ReadTimeout after 60s", Failed),
        ("no change is a failure", "x", "No change in behaviour", Failed),
        ("negated success", "x", "Still doesn't work", Failed),
        ("negated success", "x", "The bug is not fixed", Failed),
        ("negated success, verb", "x", "didn't help at all", Failed),
        ("persistence without success", "x", "Still returns the old page", Failed),
        ("persistence without success", "x", "Drops continued at the same rate", Failed),
        ("persistence with success", "x", "Still passes", Succeeded),
        ("persistence with a negated failure", "x", "Still no errors after an hour", Succeeded),
        ("a negated failure in a contraction", "x", "hasn't failed since the patch", Succeeded),
        ("never passes", "x", "never passes on CI", Failed),
        ("no more timeouts", "x", "no more timeouts overnight", Succeeded),
        ("failure beats success", "x", "Tests pass but the timeout remains", Failed),
        ("pytest FAILED", "x", "FAILED tests/test_a.py::test_b - AssertionError", Failed),
        ("a regression test is not a failure", "x", "regression test forwarded_empty_header passes; cargo test: 87 passed", Succeeded),
        ("negated failure is success", "x", "go test ./cache/... no longer fails: ok", Succeeded),
        ("no errors", "x", "No errors, all green", Succeeded),
        ("failure removed after", "x", "The error is gone", Succeeded),
        ("failure removed before", "x", "Fixed the TypeError; suite passes", Succeeded),
        ("removal in another sentence", "x", "Timeout. Fixed the config", Failed),
        ("http 401", "x", "POST /hooks -> HTTP/1.1 401 Unauthorized", Failed),
        ("http 504 bare", "x", "504 after 30 s", Failed),
        ("http 504 with reason", "x", "3 of 10 requests still return 504 Gateway Timeout", Failed),
        ("http 403 without failure words", "x", "HTTP 403 returned by the bucket", Failed),
        ("http 200", "x", "HTTP/2 200 with the new header", Succeeded),
        ("a count is not a status code", "x", "412 passed in 38.2s", Succeeded),
        ("exit code non-zero", "x", "alembic upgrade head exited with code 1", Failed),
        ("exit code 137", "x", "Reason: OOMKilled, Exit Code: 137", Failed),
        ("exit code zero", "x", "make exited with code 0", Succeeded),
        ("green", "x", "CI is green", Succeeded),
        ("skipped test called a success", "Mark test_sync with @pytest.mark.skip", "CI green: 411 passed, 1 skipped", Unclear),
        ("it.skip called a success", "Change it('x') to it.skip(...) in checkout.test.ts", "Tests: 1 skipped, 88 passed", Unclear),
        ("deleted test called a success", "Delete the failing test for refunds", "All tests pass", Unclear),
        ("skipped tests beside a real fix", "Quantize the refund", "412 passed, 3 skipped", Succeeded),
        ("skipped alone", "x", "test skipped", Unclear),
        ("neutral outcome", "x", "Deployed to staging", Unclear),
        ("diagnostic output", "x", "staging 1Gi, prod 512Mi", Unclear),
        ("empty outcome", "x", "", Unclear),
        ("work as a noun is no success", "x", "the work queue grew to 4k", Unclear),
        ("a segmentation fault", "x", "Segmentation fault (core dumped)", Failed),
        ("intermittent success is no success", "x", "works intermittently", Failed),
        ("a red CI beside a local success", "x", "Works locally, CI still red", Failed),
        ("succeed, base form", "x", "all requests succeed", Succeeded),
    ];
    for (rule, approach, outcome, expected) in rows {
        let reading = Attempt::new(*approach, *outcome).reading();
        assert_eq!(
            reading.outcome, *expected,
            "{rule}: {outcome} ({reading:?})"
        );
    }
}

#[test]
fn the_deciding_words_are_quoted() {
    #[rustfmt::skip]
    let rows = [
        ("failure word", "Still fails: connection reset", "fails"),
        ("negated success with its negator", "not fixed: still climbs", "not fixed"),
        ("status code", "-> HTTP/1.1 401", "http/1.1 401"),
        ("success", "12 passed in 41s", "passed"),
    ];
    for (rule, outcome, signal) in rows {
        let reading = Attempt::new("x", outcome).reading();
        assert_eq!(reading.signal, signal, "{rule}: {outcome}");
    }
}

#[test]
fn same_strategy_rows() {
    #[rustfmt::skip]
    let rows = [
        ("identical", "Replace the auth client", "Replace the auth client", true),
        ("inflection and synonym", "Replace the auth client", "Replacing the authentication client again", true),
        ("raise ~ bump, timeout ~ deadline, units dropped", "Raise the HTTP client timeout to 60s for the export call", "Bump the export client deadline to 120 seconds", true),
        ("restart ~ redeploy", "Restart the api pods", "Redeploy the api pods", true),
        ("retry ~ re-run", "Re-run the failed e2e CI job", "Retry the e2e CI job", true),
        ("clear ~ wipe", "Clear the npm cache and reinstall", "Wipe the npm cache, reinstall packages", true),
        ("different strategy", "Replace the auth client", "Log the auth response", false),
        ("bump before a version is an upgrade, not a raise", "Bump requests timeout", "Bump requests to 2.32", false),
        ("nothing to compare", "the", "a", false),
    ];
    for (rule, a, b, same) in rows {
        assert_eq!(same_strategy(a, b), same, "{rule}: {a} / {b}");
    }
}

#[test]
fn signature_rows() {
    let shared = |a: &str, b: &str| !signatures(a).is_disjoint(&signatures(b));
    #[rustfmt::skip]
    let rows = [
        ("same error name", "ImportError: cannot import name 'X'", "ImportError raised on startup", true),
        ("numbers masked", "Error: connect ECONNREFUSED 127.0.0.1:5432", "Error: connect ECONNREFUSED 127.0.0.1:5433", true),
        ("same status code", "HTTP 403 Forbidden", "got 403 from the bucket", true),
        ("one failure worded three ways", "ECONNRESET", "connection reset by peer", true),
        ("a message plus more", "Still fails: connection reset by peer after 60 seconds idle.", "Still fails: connection reset by peer after 60 seconds idle, retries exhaust.", true),
        ("generic names are no signature", "AssertionError: assert 1 == 2", "AssertionError: expected 'a'", false),
        ("shared failure words are no signature", "Still fails", "Still fails", false),
        ("different failures", "ValueError: bad date", "KeyError: 'user'", false),
        ("different codes", "HTTP 401", "HTTP 404", false),
    ];
    for (rule, a, b, expected) in rows {
        assert_eq!(
            shared(a, b),
            expected,
            "{rule}: {a:?} {:?} / {b:?} {:?}",
            signatures(a),
            signatures(b)
        );
    }
}

#[test]
fn widening_rows() {
    use ScopeKind::*;
    #[rustfmt::skip]
    let rows: &[(&str, &str, &[ScopeKind])] = &[
        ("rewrite with its object", "Rewrite the authentication client", &[Rewrite]),
        ("rewrite of a string is an edit", "Rewrite the error message in the README", &[]),
        ("re-implement", "Re-implement JSON parsing in a new crate", &[Rewrite]),
        ("replace a component", "Replace the marshmallow serialization layer", &[Replacement]),
        ("replace a command is an edit", "Replace `npm run start:dev` with `npm run dev`", &[]),
        ("replace code is an edit", "Replace the unwrap() with a 400 response", &[]),
        ("switch from one library to another", "Switch from reqwest to ureq for billing", &[Replacement]),
        ("a service account is no service", "Switch the uploader to the ci-deployer service account", &[]),
        ("migrate a service", "Migrate the realtime service to a new cluster", &[Replacement]),
        ("a dotted library name does not end the object", "Swap moment.js for date-fns in the frontend", &[Replacement]),
        ("the object ends at a conjunction", "Replace the header and restart the client", &[]),
        ("integration tests are no component", "Rewrite the flaky integration tests", &[Rewrite]),
        ("restructure a module", "Restructure the billing module", &[Restructure]),
        ("refactor a function is not a restructure", "Refactor parse_date to take a slice", &[]),
        ("breadth", "Rewrite the whole dates module", &[Rewrite, Breadth]),
        ("across all", "Apply it across all 40 schemas", &[Breadth]),
        ("negated", "Fix it without rewriting the client", &[]),
    ];
    for (rule, text, expected) in rows {
        let mut kinds: Vec<ScopeKind> =
            scope_changes(&words(text)).iter().map(|c| c.kind).collect();
        kinds.sort();
        assert_eq!(kinds, *expected, "{rule}: {text}");
    }
}

#[test]
fn quotes_are_short_and_cut_on_a_char_boundary() {
    assert_eq!(
        quote("  Replace the auth client.  "),
        "Replace the auth client"
    );
    let long = "é".repeat(200);
    let cut = quote(&long);
    assert_eq!(cut.chars().count(), super::QUOTE_CHARS);
    assert!(cut.ends_with('…'));
}
