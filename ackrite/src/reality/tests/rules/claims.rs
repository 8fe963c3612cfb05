//! Rows for what the reasoning asserts: success and certainty.

use super::*;

#[test]
fn premature_success_rows() {
    use IssueKind::PrematureSuccess as P;
    #[rustfmt::skip]
    let rows = vec![
        row("premature: the latest attempt failed", "It is fixed now.", &[("Patch it", "Failed with timeout.")], P, true),
        row("premature: an HTTP 401 is a failure", "Rotating the key fixed the webhook.", &[("Rotate the key", "-> HTTP/1.1 401 Unauthorized")], P, true),
        row("premature: a non-zero exit code is a failure", "The migration is fixed now.", &[("Add IF NOT EXISTS", "alembic exited with code 1")], P, true),
        row("premature: not fixed is a failure", "Done, the leak is resolved.", &[("Cancel the context", "not fixed: goroutines still climb")], P, true),
        row("premature: a skipped test is the only success", "Fixed: CI is green now.", &[("Mark test_sync_conflict with @pytest.mark.skip", "CI green: 411 passed, 1 skipped")], P, true),
        row("premature: no attempt and no evidence", "The bug is fixed.", &[], P, true),
        row("premature: a regression test that passes confirms it", "The crash is fixed: the regression test passes.", &[("Reproduce", "thread 'main' panicked"), ("Return None on empty", "regression test passes; 87 passed")], P, false),
        row("premature: no longer fails confirms it", "The mutex fixed the race.", &[("Guard the map with a mutex", "go test -race no longer fails: ok")], P, false),
        row("premature: a supporting test result confirms it", "The refund bug is fixed.", &[], P, false).with_evidence(passing_test()),
        row("premature: a predicted pass is a claim", "The tests should pass now.", &[("Fix the import", "ImportError: no module named foo")], P, true),
        row("premature: a conditional is no claim", "I'll re-run it until it passes.", &[("Re-run the job", "FAILED")], P, false),
        row("premature: done with a step is no claim of success", "Done reading the logs; the cause is still unclear.", &[("Read the logs", "nothing unusual")], P, false),
        row("premature: a negated claim is no claim", "It is not fixed yet.", &[("Patch it", "Failed.")], P, false),
    ];
    check(rows);
}

#[test]
fn certainty_without_evidence_rows() {
    use IssueKind::CertaintyWithoutEvidence as C;
    #[rustfmt::skip]
    let rows = vec![
        row("certainty: definitely, no evidence", "The bug is definitely in the pool.", &[], C, true),
        row("certainty: must be, no evidence", "It must be the pool size.", &[], C, true),
        row("certainty: not sure is hedged", "I'm not sure the CDN is the cause.", &[], C, false),
        row("certainty: definitely not proven", "It is definitely not proven yet.", &[], C, false),
        row("certainty: clearly isn't", "It clearly isn't the parser.", &[], C, false),
        row("certainty: make sure is an instruction", "Make sure the cache is warm.", &[], C, false),
        row("certainty: backed by a supporting item", "It is definitely fixed.", &[], C, false).with_evidence(passing_test()),
    ];
    check(rows);
}
