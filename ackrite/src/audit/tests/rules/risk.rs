//! Rows for what the change touches: external interfaces, security, error handling.

use super::*;

#[test]
fn api_contract_assumption_rows() {
    let stripe = change(
        p("Paginate Stripe customers with has_more.", None),
        "billing/stripe_sync.py",
        "Loop while response['has_more'] is true.",
    );
    #[rustfmt::skip]
    let rows = vec![
        ("api: a response field read without evidence", stripe.clone(), ApiContractAssumption, Some(Medium)),
        ("api: an HTTP response showing the field", supported(stripe, EvidenceType::HttpResponse, "GET /v1/customers -> {\"has_more\": true, \"data\": []}"), ApiContractAssumption, None),
        ("api: an upstream provider relied on", p("Retry when the payments provider returns 502.", None), ApiContractAssumption, Some(Medium)),
        ("api: a test path naming an api is no assumption", change(p("Cover the 404.", None), "tests/items_api.rs", "Add get_unknown_item_returns_404."), ApiContractAssumption, None),
        ("api: our own handler defines the contract", change(p("Return 404 from the items handler for unknown ids.", None), "src/handlers/items.rs", "Map ItemError::NotFound to StatusCode::NOT_FOUND."), ApiContractAssumption, None),
        ("api: mapping our errors to status codes defines the contract", change(p("Map NotFound to a 404.", None), "src/errors.rs", "Map ItemError::NotFound to status code 404."), ApiContractAssumption, None),
        ("api: sending a header another party must honour relies on it", p("Send the Idempotency-Key header with the Stripe capture call so the provider dedupes retries.", None), ApiContractAssumption, Some(Medium)),
        ("api: provides is not a provider", p("Use the parse helper the library provides.", None), ApiContractAssumption, None),
        ("api: an integration test is a test", p("Add an integration test for the export.", None), ApiContractAssumption, None),
    ];
    check(rows);
}

#[test]
fn security_sensitive_rows() {
    #[rustfmt::skip]
    let rows = vec![
        ("security: access tokens validated differently", change(p("Accept HS256 when validating access tokens.", None), "middleware/auth.go", "Use the shared secret for HS256 tokens."), SecuritySensitive, Some(High)),
        ("security: a password change", p("Hash passwords with argon2 instead of sha1.", None), SecuritySensitive, Some(High)),
        ("security: input validation is medium", p("Sanitize the search query before building the SQL.", None), SecuritySensitive, Some(Medium)),
        ("security: page_token is an identifier, not a token", change(p("Rename page_token to next_page_token.", None), "api/list_orders.py", "Rename the page_token query parameter."), SecuritySensitive, None),
        ("security: csrf_token_test_fixture is an identifier", change(p("Make csrf_token_test_fixture return a fixed string.", None), "tests/conftest.py", "csrf_token_test_fixture returns 'fixture-value'."), SecuritySensitive, None),
        ("security: a topic word alone is at most low", change(p("Evict idle entries sooner.", None), "src/cache.rs", "Evict session entries after ten minutes."), SecuritySensitive, Some(Low)),
        ("security: a primary key is no key", change(p("Add a primary key to events.", None), "migrations/0007_events_pk.sql", "Add a primary key on id."), SecuritySensitive, None),
        ("security: a session cache is no session", change(p("Evict idle entries sooner.", None), "src/cache.rs", "Shrink the session cache to 1,000 entries."), SecuritySensitive, None),
        ("security: on documentation only, at most low", change(p("Fix the typo in the authentication heading.", None), "CONTRIBUTING.md", "Correct 'Authentiction' to 'Authentication'."), SecuritySensitive, Some(Low)),
        ("security: a topic word in a docs path raises nothing", change(p("Add the separator row to the table in docs/tokens.md.", None), "docs/tokens.md", "Insert the |---| row."), SecuritySensitive, None),
        ("security: negated", p("Fix the date format without touching authentication.", None), SecuritySensitive, None),
    ];
    check(rows);
}

#[test]
fn error_handling_rows() {
    #[rustfmt::skip]
    let rows = vec![
        ("errors: except Exception: pass is high", change(p("Stop the crash.", None), "jobs/sync.py", "try:\n    upload()\nexcept Exception:\n    pass"), ErrorHandling, Some(High)),
        ("errors: an empty catch is high", p("Wrap the parse in try { x() } catch (e) {} and move on.", None), ErrorHandling, Some(High)),
        ("errors: a Go error assigned to _ is high", p("Use `_ = json.Unmarshal(body, &evt)` in the consumer.", None), ErrorHandling, Some(High)),
        ("errors: ignoring errors in words is high", p("Ignore the errors from the refresh call.", None), ErrorHandling, Some(High)),
        ("errors: a catch-all retry is high", p("Retry on any error up to five times.", None), ErrorHandling, Some(High)),
        ("errors: an error path changed without tests is medium", change(p("Return ErrBrokerUnavailable when all brokers are down.", None), "internal/kafka/producer.go", "Return ErrBrokerUnavailable instead of wrapping the dial error."), ErrorHandling, Some(Medium)),
        ("errors: an error path changed with a test is fine", plan(p("Return ErrBrokerUnavailable when all brokers are down.", None), "go test ./internal/kafka -run TestSendAllDown"), ErrorHandling, None),
        ("errors: raising a limit is not raising an error", p("Raise the pool size and bump the queue depth.", None), ErrorHandling, None),
        ("errors: don't swallow is no swallowing", plan(p("Don't swallow the error; return it to the caller.", None), "cargo test"), ErrorHandling, None),
    ];
    check(rows);
}

#[test]
fn swallowing_patterns_are_quoted() {
    #[rustfmt::skip]
    let rows = [
        ("python", "except Exception:\n    pass", Some("except Exception: pass")),
        ("empty catch", "catch (e) {}", Some("catch (e) {}")),
        ("go blank", "_ = json.Unmarshal(b, &v)", Some("_ = json.Unmarshal(")),
        ("shell", "make lint || true", Some("|| true")),
        ("a handled error", "catch (e) { log(e); throw e }", None),
    ];
    for (rule, text, expected) in rows {
        assert_eq!(errors::swallowing_in(text).as_deref(), expected, "{rule}");
    }
}
