//! How claims split into parts, one row per form.

use crate::claim::parts::{split, Role};

fn texts(claim: &str) -> Vec<String> {
    split(claim).parts.into_iter().map(|p| p.text).collect()
}

#[test]
fn claims_split_into_their_assertions() {
    #[rustfmt::skip]
    let rows: &[(&str, &str, &[&str])] = &[
        ("one assertion is one part", "The orders table has a unique index on external_ref.", &["The orders table has a unique index on external_ref"]),
        ("semicolon", "Disk usage is above 90%; autovacuum has not run since Monday.", &["Disk usage is above 90%", "autovacuum has not run since Monday"]),
        ("because: effect then cause", "The nightly export job fails because the S3 bucket policy denies PutObject.", &["The nightly export job fails", "the S3 bucket policy denies PutObject"]),
        ("causes", "Connection pool exhaustion causes the 504s on the checkout endpoint.", &["Connection pool exhaustion", "the 504s on the checkout endpoint"]),
        ("comma so", "The app serves traffic before migrations finish, so pods are killed.", &["The app serves traffic before migrations finish", "pods are killed"]),
        ("so that is purpose, not cause", "The worker sleeps between polls so that the queue is not hammered.", &["The worker sleeps between polls so that the queue is not hammered"]),
        ("diagnosis and fix, nested with caused by", "The deadlock is caused by locking accounts in request order, and sorting the IDs before locking fixes it.", &["The deadlock", "locking accounts in request order", "sorting the IDs before locking fixes it"]),
        ("verbs on both sides split", "The payments worker fails on startup, the retry queue is growing and the checkout API returns 503.", &["The payments worker fails on startup", "the retry queue is growing", "the checkout API returns 503"]),
        ("nouns joined stay one part", "The importer accepts CSV, TSV and XLSX.", &["The importer accepts CSV, TSV and XLSX"]),
        ("a verb after an article is a noun", "The read and write timeouts of the server are 15 seconds.", &["The read and write timeouts of the server are 15 seconds"]),
        ("status codes listed", "The decorator retries only on 502, 503 and 504.", &["The decorator retries only on 502, 503 and 504"]),
        ("a leading causal marker divides at the first comma", "Due to the missing index on orders.customer_id, the orders query is slow.", &["the missing index on orders.customer_id", "the orders query is slow"]),
        ("so without a comma, between two clauses", "The cache is stale so users see old prices.", &["The cache is stale", "users see old prices"]),
        ("which belongs to the marker", "The checkout API returns 502, which causes the retries.", &["The checkout API returns 502", "the retries"]),
        ("a marker inside quotes is quoted text", "The error message says \"failed because of timeout\" on retry.", &["The error message says \"failed because of timeout\" on retry"]),
        ("a comma inside single quotes is quoted text", "The parser rejects the 'expected 2, got 3' frame and the client retries.", &["The parser rejects the 'expected 2, got 3' frame", "the client retries"]),
        ("due to before a verb is a schedule", "The release is due to ship on Friday.", &["The release is due to ship on Friday"]),
        ("a fix without a diagnosis is one part", "Setting the read and write timeouts to 60s fixes the timeouts.", &["Setting the read and write timeouts to 60s fixes the timeouts"]),
        ("a fix of a named problem", "The memory limit is too low, and raising it to 1Gi fixes the OOMKills.", &["The memory limit is too low", "raising it to 1Gi fixes the OOMKills"]),
        ("plural subjects with base-form verbs split", "Pods restart every 5 minutes and the liveness probe fails.", &["Pods restart every 5 minutes", "the liveness probe fails"]),
        ("the cause of is a noun phrase, not a split", "The cause of the outage is unknown.", &["The cause of the outage is unknown"]),
    ];
    for (rule, claim, expected) in rows {
        assert_eq!(texts(claim), *expected, "{rule}");
    }
}

#[test]
fn roles_and_links() {
    let parts = split("The export test is flaky because of a shared tmp dir, and giving each worker its own tmp_path fixes it.");
    let roles: Vec<Role> = parts.parts.iter().map(|p| p.role).collect();
    assert_eq!(roles, vec![Role::Effect, Role::Cause, Role::Fix]);
    assert_eq!(parts.links.len(), 1);
    assert_eq!(parts.links[0].causes, vec![1]);
    assert_eq!(parts.links[0].effects, vec![0]);
    let plain = split("The canary pods run image v5.2.1 and receive 5% of traffic.");
    assert!(plain.links.is_empty());
    assert!(plain.parts.iter().all(|p| p.role == Role::Assertion));
    assert_eq!(plain.parts.len(), 2);
}

#[test]
fn text_beyond_ascii_splits_without_panicking() {
    let claim = "Le cache «démarré» échoue, and the worker is running; é,é and ü ist kaputt.";
    let parts = split(claim);
    assert!(!parts.parts.is_empty());
    for text in [
        "é and ü",
        "ü, é",
        "«because» é",
        "Because é, ü",
        "é so ü runs, so é",
    ] {
        split(text);
    }
}

/// The reading takes a one-part claim's words from its part (see `reading::read`): that holds
/// only if trimming the punctuation and spaces around a text changes none of its words.
#[test]
fn trimming_a_claim_changes_none_of_its_words() {
    let claims = [
        "  The API no longer supports native authentication.  ",
        "Bump lodash to 4.17.21.",
        "bump the timeout to 60s!",
        "(sign in fails: re-run the job)",
        "The job was re-run; time-out after 30s;",
        "...UPSTREAM_TIMEOUT_MS=5000 overrides config/worker.yaml:",
        "“Quoted” claim, with a trailing comma,",
    ];
    for claim in claims {
        assert_eq!(
            crate::words::content_words(crate::claim::parts::tidy(claim)),
            crate::words::content_words(claim),
            "{claim}"
        );
    }
}
