//! Rows for how much the change touches: rewrites, and unrelated work.

use super::*;

#[test]
fn rewrite_scope_rows() {
    #[rustfmt::skip]
    let rows = vec![
        ("rewrite: a component re-implemented is high", p("Rewrite the authentication client.", None), RewriteScope, Some(High)),
        ("rewrite: a framework migrated from one to another is high", p("Migrate the API from Express to NestJS.", None), RewriteScope, Some(High)),
        ("rewrite: re-implement from scratch is high", p("Re-implement JSON parsing from scratch.", None), RewriteScope, Some(High)),
        ("rewrite: rewriting integration tests rewrites no component", p("Rewrite the flaky integration tests for checkout.", None), RewriteScope, Some(Medium)),
        ("rewrite: a function rewritten is medium", p("Rewrite parse_date to take a slice.", None), RewriteScope, Some(Medium)),
        ("rewrite: one module restructured is medium", p("Restructure the billing module into two files.", None), RewriteScope, Some(Medium)),
        ("rewrite: a command replaced in the README is no rewrite", change(p("Replace `npm run start:dev` with `npm run dev`.", None), "README.md", "Replace `npm run start:dev` with `npm run dev`."), RewriteScope, None),
        ("rewrite: replacing an unwrap with a 400 response is an edit", p("Replace the unwrap() on the id with a 400 response.", None), RewriteScope, None),
        ("rewrite: rewording a message is an edit", p("Rewrite the error message for missing ids.", None), RewriteScope, None),
        ("rewrite: negated", p("Fix the retry count without rewriting the client.", None), RewriteScope, None),
        ("rewrite: the noun alone is one word, at most low", p("Finish the rewrite.", None), RewriteScope, Some(Low)),
        ("rewrite: on documentation only it is at most low", change(p("Rewrite the authentication client section.", None), "docs/auth.md", "Rewrite the client guide from scratch."), RewriteScope, Some(Low)),
    ];
    check(rows);
}

#[test]
fn unrelated_change_rows() {
    let problem = Some("Customers get two receipt emails when send_receipt is retried.");
    #[rustfmt::skip]
    let rows = vec![
        ("unrelated: a change sharing no word with the problem", change(change(p("Make send_receipt idempotent.", problem), "billing/tasks.py", "Skip sending when a receipt was already sent."), "frontend/Navbar.tsx", "Switch the navbar to the dark theme colours."), UnrelatedChange, Some(Medium)),
        ("unrelated: work bundled in the proposal itself", p("Make send_receipt idempotent, bump lodash and update the README.", problem), UnrelatedChange, Some(Medium)),
        ("unrelated: a description calling itself drive-by", change(p("Make send_receipt idempotent.", problem), "billing/tasks.py", "Drive-by: tidy the receipt imports."), UnrelatedChange, Some(Medium)),
        ("unrelated: a synonym relates it (sign-in ~ login)", change(p("Fix the redirect.", Some("Login redirects loop forever.")), "src/client.ts", "Stop the sign-in page redirecting to itself."), UnrelatedChange, None),
        ("unrelated: an identifier's parts relate it (sendReceipt)", change(p("Make it idempotent.", problem), "billing/tasks.py", "Guard sendReceipt with an idempotency key."), UnrelatedChange, None),
        ("unrelated: adding a test is never bundled work", p("Make send_receipt idempotent, and add a regression test.", problem), UnrelatedChange, None),
        ("unrelated: without a problem, judged against the proposal", change(p("Add an index on orders.customer_id.", None), "pkg/util/strings.go", "Rename TrimAll to TrimEvery."), UnrelatedChange, Some(Medium)),
    ];
    check(rows);
}
