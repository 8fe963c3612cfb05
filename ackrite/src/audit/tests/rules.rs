//! One row per case: the rule it checks, the proposal, and whether the finding fires at which
//! severity. Wording, negation, synonyms and identifiers are varied on purpose.

use super::*;
use crate::severity::Severity::{self, High, Low, Medium};
use FindingId::*;

/// A proposal with only its text and problem; changes, evidence and plan added per row.
fn p(proposal: &str, problem: Option<&str>) -> Proposal {
    Proposal {
        proposal: proposal.to_owned(),
        reported_problem: problem.map(str::to_owned),
        ..Proposal::default()
    }
}

fn change(mut proposal: Proposal, path: &str, description: &str) -> Proposal {
    proposal.changes.push(Change::new(path, description));
    proposal
}

fn plan(mut proposal: Proposal, plan: &str) -> Proposal {
    proposal.test_plan = Some(plan.to_owned());
    proposal
}

fn supported(mut proposal: Proposal, kind: EvidenceType, content: &str) -> Proposal {
    proposal.evidence.push(
        Evidence::new(content)
            .kind(kind)
            .polarity(Polarity::Supports)
            .reliability(0.9),
    );
    proposal
}

fn severity_of(audit: &Audit, id: FindingId) -> Option<Severity> {
    audit
        .findings
        .iter()
        .find(|f| f.id == id)
        .map(|f| f.severity)
}

fn check(rows: Vec<(&str, Proposal, FindingId, Option<Severity>)>) {
    for (rule, proposal, id, expected) in rows {
        let audit = audit(&proposal, &[]);
        assert_eq!(
            severity_of(&audit, id),
            expected,
            "{rule}: {id:?} in {:?}",
            audit.findings
        );
    }
}

#[test]
fn rewrite_scope_rows() {
    check(vec![
        (
            "rewrite: a component re-implemented is high",
            p("Rewrite the authentication client.", None),
            RewriteScope,
            Some(High),
        ),
        (
            "rewrite: a framework migrated from one to another is high",
            p("Migrate the API from Express to NestJS.", None),
            RewriteScope,
            Some(High),
        ),
        (
            "rewrite: re-implement from scratch is high",
            p("Re-implement JSON parsing from scratch.", None),
            RewriteScope,
            Some(High),
        ),
        (
            "rewrite: a function rewritten is medium",
            p("Rewrite parse_date to take a slice.", None),
            RewriteScope,
            Some(Medium),
        ),
        (
            "rewrite: one module restructured is medium",
            p("Restructure the billing module into two files.", None),
            RewriteScope,
            Some(Medium),
        ),
        (
            "rewrite: a command replaced in the README is no rewrite",
            change(
                p("Replace `npm run start:dev` with `npm run dev`.", None),
                "README.md",
                "Replace `npm run start:dev` with `npm run dev`.",
            ),
            RewriteScope,
            None,
        ),
        (
            "rewrite: replacing an unwrap with a 400 response is an edit",
            p("Replace the unwrap() on the id with a 400 response.", None),
            RewriteScope,
            None,
        ),
        (
            "rewrite: rewording a message is an edit",
            p("Rewrite the error message for missing ids.", None),
            RewriteScope,
            None,
        ),
        (
            "rewrite: negated",
            p("Fix the retry count without rewriting the client.", None),
            RewriteScope,
            None,
        ),
        (
            "rewrite: the noun alone is one word, at most low",
            p("Finish the rewrite.", None),
            RewriteScope,
            Some(Low),
        ),
        (
            "rewrite: on documentation only it is at most low",
            change(
                p("Rewrite the authentication client section.", None),
                "docs/auth.md",
                "Rewrite the client guide from scratch.",
            ),
            RewriteScope,
            Some(Low),
        ),
    ]);
}

#[test]
fn unrelated_change_rows() {
    let problem = Some("Customers get two receipt emails when send_receipt is retried.");
    check(vec![
        (
            "unrelated: a change sharing no word with the problem",
            change(
                change(
                    p("Make send_receipt idempotent.", problem),
                    "billing/tasks.py",
                    "Skip sending when a receipt was already sent.",
                ),
                "frontend/Navbar.tsx",
                "Switch the navbar to the dark theme colours.",
            ),
            UnrelatedChange,
            Some(Medium),
        ),
        (
            "unrelated: work bundled in the proposal itself",
            p(
                "Make send_receipt idempotent, bump lodash and update the README.",
                problem,
            ),
            UnrelatedChange,
            Some(Medium),
        ),
        (
            "unrelated: a description calling itself drive-by",
            change(
                p("Make send_receipt idempotent.", problem),
                "billing/tasks.py",
                "Drive-by: tidy the receipt imports.",
            ),
            UnrelatedChange,
            Some(Medium),
        ),
        (
            "unrelated: a synonym relates it (sign-in ~ login)",
            change(
                p("Fix the redirect.", Some("Login redirects loop forever.")),
                "src/client.ts",
                "Stop the sign-in page redirecting to itself.",
            ),
            UnrelatedChange,
            None,
        ),
        (
            "unrelated: an identifier's parts relate it (sendReceipt)",
            change(
                p("Make it idempotent.", problem),
                "billing/tasks.py",
                "Guard sendReceipt with an idempotency key.",
            ),
            UnrelatedChange,
            None,
        ),
        (
            "unrelated: adding a test is never bundled work",
            p(
                "Make send_receipt idempotent, and add a regression test.",
                problem,
            ),
            UnrelatedChange,
            None,
        ),
        (
            "unrelated: without a problem, judged against the proposal",
            change(
                p("Add an index on orders.customer_id.", None),
                "pkg/util/strings.go",
                "Rename TrimAll to TrimEvery.",
            ),
            UnrelatedChange,
            Some(Medium),
        ),
    ]);
}

#[test]
fn api_contract_assumption_rows() {
    let stripe = change(
        p("Paginate Stripe customers with has_more.", None),
        "billing/stripe_sync.py",
        "Loop while response['has_more'] is true.",
    );
    check(vec![
        (
            "api: a response field read without evidence",
            stripe.clone(),
            ApiContractAssumption,
            Some(Medium),
        ),
        (
            "api: an HTTP response showing the field",
            supported(
                stripe,
                EvidenceType::HttpResponse,
                "GET /v1/customers -> {\"has_more\": true, \"data\": []}",
            ),
            ApiContractAssumption,
            None,
        ),
        (
            "api: an upstream provider relied on",
            p("Retry when the payments provider returns 502.", None),
            ApiContractAssumption,
            Some(Medium),
        ),
        (
            "api: a test path naming an api is no assumption",
            change(
                p("Cover the 404.", None),
                "tests/items_api.rs",
                "Add get_unknown_item_returns_404.",
            ),
            ApiContractAssumption,
            None,
        ),
        (
            "api: our own handler defines the contract",
            change(
                p("Return 404 from the items handler for unknown ids.", None),
                "src/handlers/items.rs",
                "Map ItemError::NotFound to StatusCode::NOT_FOUND.",
            ),
            ApiContractAssumption,
            None,
        ),
        (
            "api: provides is not a provider",
            p("Use the parse helper the library provides.", None),
            ApiContractAssumption,
            None,
        ),
        (
            "api: an integration test is a test",
            p("Add an integration test for the export.", None),
            ApiContractAssumption,
            None,
        ),
    ]);
}

#[test]
fn security_sensitive_rows() {
    check(vec![
        (
            "security: access tokens validated differently",
            change(
                p("Accept HS256 when validating access tokens.", None),
                "middleware/auth.go",
                "Use the shared secret for HS256 tokens.",
            ),
            SecuritySensitive,
            Some(High),
        ),
        (
            "security: a password change",
            p("Hash passwords with argon2 instead of sha1.", None),
            SecuritySensitive,
            Some(High),
        ),
        (
            "security: input validation is medium",
            p("Sanitize the search query before building the SQL.", None),
            SecuritySensitive,
            Some(Medium),
        ),
        (
            "security: page_token is an identifier, not a token",
            change(
                p("Rename page_token to next_page_token.", None),
                "api/list_orders.py",
                "Rename the page_token query parameter.",
            ),
            SecuritySensitive,
            None,
        ),
        (
            "security: csrf_token_test_fixture is an identifier",
            change(
                p("Make csrf_token_test_fixture return a fixed string.", None),
                "tests/conftest.py",
                "csrf_token_test_fixture returns 'fixture-value'.",
            ),
            SecuritySensitive,
            None,
        ),
        (
            "security: a topic word alone is at most low",
            change(
                p("Evict idle entries sooner.", None),
                "src/cache.rs",
                "Evict session entries after ten minutes.",
            ),
            SecuritySensitive,
            Some(Low),
        ),
        (
            "security: on documentation only, at most low",
            change(
                p("Fix the typo in the authentication heading.", None),
                "CONTRIBUTING.md",
                "Correct 'Authentiction' to 'Authentication'.",
            ),
            SecuritySensitive,
            Some(Low),
        ),
        (
            "security: a topic word in a docs path raises nothing",
            change(
                p(
                    "Add the separator row to the table in docs/tokens.md.",
                    None,
                ),
                "docs/tokens.md",
                "Insert the |---| row.",
            ),
            SecuritySensitive,
            None,
        ),
        (
            "security: negated",
            p("Fix the date format without touching authentication.", None),
            SecuritySensitive,
            None,
        ),
    ]);
}

#[test]
fn error_handling_rows() {
    check(vec![
        (
            "errors: except Exception: pass is high",
            change(
                p("Stop the crash.", None),
                "jobs/sync.py",
                "try:\n    upload()\nexcept Exception:\n    pass",
            ),
            ErrorHandling,
            Some(High),
        ),
        (
            "errors: an empty catch is high",
            p(
                "Wrap the parse in try { x() } catch (e) {} and move on.",
                None,
            ),
            ErrorHandling,
            Some(High),
        ),
        (
            "errors: a Go error assigned to _ is high",
            p(
                "Use `_ = json.Unmarshal(body, &evt)` in the consumer.",
                None,
            ),
            ErrorHandling,
            Some(High),
        ),
        (
            "errors: ignoring errors in words is high",
            p("Ignore the errors from the refresh call.", None),
            ErrorHandling,
            Some(High),
        ),
        (
            "errors: a catch-all retry is high",
            p("Retry on any error up to five times.", None),
            ErrorHandling,
            Some(High),
        ),
        (
            "errors: an error path changed without tests is medium",
            change(
                p(
                    "Return ErrBrokerUnavailable when all brokers are down.",
                    None,
                ),
                "internal/kafka/producer.go",
                "Return ErrBrokerUnavailable instead of wrapping the dial error.",
            ),
            ErrorHandling,
            Some(Medium),
        ),
        (
            "errors: an error path changed with a test is fine",
            plan(
                p(
                    "Return ErrBrokerUnavailable when all brokers are down.",
                    None,
                ),
                "go test ./internal/kafka -run TestSendAllDown",
            ),
            ErrorHandling,
            None,
        ),
        (
            "errors: raising a limit is not raising an error",
            p("Raise the pool size and bump the queue depth.", None),
            ErrorHandling,
            None,
        ),
        (
            "errors: don't swallow is no swallowing",
            plan(
                p("Don't swallow the error; return it to the caller.", None),
                "cargo test",
            ),
            ErrorHandling,
            None,
        ),
    ]);
}

#[test]
fn missing_tests_rows() {
    check(vec![
        (
            "tests: a behaviour change with no test",
            change(
                p("Switch rounding to half-even.", None),
                "billing/invoice.py",
                "quantize with ROUND_HALF_EVEN.",
            ),
            MissingTests,
            Some(Medium),
        ),
        (
            "tests: a test path among the changes",
            change(
                change(
                    p("Fix rounding.", None),
                    "billing/invoice.py",
                    "Round once.",
                ),
                "tests/test_invoice.py",
                "Cover half cents.",
            ),
            MissingTests,
            None,
        ),
        (
            "tests: the test plan names a test",
            plan(
                change(
                    p("Fix rounding.", None),
                    "billing/invoice.py",
                    "Round once.",
                ),
                "pytest tests/test_invoice.py",
            ),
            MissingTests,
            None,
        ),
        (
            "tests: a plan that denies tests names none",
            plan(
                change(
                    p("Fix rounding.", None),
                    "billing/invoice.py",
                    "Round once.",
                ),
                "No tests needed.",
            ),
            MissingTests,
            Some(Medium),
        ),
        (
            "tests: documentation only changes no behaviour",
            change(p("Fix the README.", None), "README.md", "Fix the command."),
            MissingTests,
            None,
        ),
        (
            "tests: a comment-only edit changes no behaviour",
            change(
                p("Fix a typo.", None),
                "src/lib.rs",
                "Fix a typo in the doc comment.",
            ),
            MissingTests,
            None,
        ),
    ]);
}

#[test]
fn unverified_premise_rows() {
    let tested = |proposal: Proposal| plan(proposal, "cargo test");
    check(vec![
        (
            "premise: since with a clause asserts a cause",
            tested(p(
                "Since the Redis cache is what serves the stale prices, lower the TTL.",
                None,
            )),
            UnverifiedPremise,
            Some(Medium),
        ),
        (
            "premise: since a time asserts none",
            tested(p(
                "Re-add the view.",
                Some("The export has failed since Tuesday."),
            )),
            UnverifiedPremise,
            None,
        ),
        (
            "premise: since an event without a verb asserts none",
            tested(p(
                "Pin the driver.",
                Some("Queries hang since the upgrade."),
            )),
            UnverifiedPremise,
            None,
        ),
        (
            "premise: because in the reported problem",
            tested(p(
                "Seed the random field.",
                Some("Snapshots change because the hidden field is random."),
            )),
            UnverifiedPremise,
            Some(Medium),
        ),
        (
            "premise: a declarative clause before , so",
            tested(p("The pool is exhausted, so raise its size.", None)),
            UnverifiedPremise,
            Some(Medium),
        ),
        (
            "premise: an imperative before , so asserts no cause",
            tested(p("Rename the field, so clients read it.", None)),
            UnverifiedPremise,
            None,
        ),
        (
            "premise: so that states a purpose",
            tested(p("The pool is small, so that the test is fast.", None)),
            UnverifiedPremise,
            None,
        ),
        (
            "premise: X causes Y",
            tested(p("The stale DNS entry causes the 502s; flush it.", None)),
            UnverifiedPremise,
            Some(Medium),
        ),
        (
            "premise: a supporting item that bears on the cause",
            supported(
                tested(p("The stale DNS entry causes the 502s; flush it.", None)),
                EvidenceType::Log,
                "resolver returned the old DNS entry 10.0.0.4",
            ),
            UnverifiedPremise,
            None,
        ),
        (
            "premise: high under a high rewrite",
            tested(p(
                "Rewrite the HTTP client from scratch because the pool leaks.",
                None,
            )),
            UnverifiedPremise,
            Some(High),
        ),
    ]);
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
    let rows: Vec<(&str, Vec<Attempt>, bool)> = vec![
        (
            "repeat: a paraphrase of a failed attempt (raise ~ bump)",
            vec![Attempt::new(
                "Raise proxy_read_timeout to 120s in nginx.conf",
                "Still 504 Gateway Timeout after 120s",
            )],
            true,
        ),
        (
            "repeat: the same approach that succeeded is no repeat",
            vec![Attempt::new(
                "Raise proxy_read_timeout to 120s in nginx.conf",
                "Exports pass now",
            )],
            false,
        ),
        (
            "repeat: a different approach that failed",
            vec![Attempt::new(
                "Add an index on reports.created_at",
                "Still 504",
            )],
            false,
        ),
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
    assert!(message(ApiContractAssumption).contains("api endpoint integration"));
    assert!(message(SecuritySensitive).contains("\"authentication\""));
    let unrelated = audit.findings.iter().find(|f| f.id == UnrelatedChange);
    assert_eq!(
        unrelated.map(|f| f.paths.clone()),
        Some(vec!["src/theme.ts".to_owned()])
    );
}

#[test]
fn swallowing_patterns_are_quoted() {
    let rows = [
        (
            "python",
            "except Exception:\n    pass",
            Some("except Exception: pass"),
        ),
        ("empty catch", "catch (e) {}", Some("catch (e) {}")),
        (
            "go blank",
            "_ = json.Unmarshal(b, &v)",
            Some("_ = json.Unmarshal("),
        ),
        ("shell", "make lint || true", Some("|| true")),
        ("a handled error", "catch (e) { log(e); throw e }", None),
    ];
    for (rule, text, expected) in rows {
        assert_eq!(errors::swallowing_in(text).as_deref(), expected, "{rule}");
    }
}
