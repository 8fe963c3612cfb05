//! The claim rules as tables, one row per case naming the rule it checks
//! (`docs/judgement.md`, "Claims").

mod parts;
mod properties;
mod texts;

use super::*;
use crate::evidence::{EvidenceType as T, Polarity as P};

/// The claim analysis of a claim's text: tables read as agents write, in plain strings.
pub(super) fn analyse(claim: &str, evidence: &[Evidence]) -> ClaimAnalysis {
    super::analyse(&read(claim), evidence)
}

fn analyse_with_history(
    claim: &str,
    evidence: &[Evidence],
    recorded: &[Recorded],
) -> ClaimAnalysis {
    super::analyse_with_history(&read(claim), evidence, recorded)
}

pub(super) fn item(kind: T, polarity: P, reliability: f64, content: &str) -> Evidence {
    Evidence::new(content)
        .kind(kind)
        .polarity(polarity)
        .reliability(reliability)
}

#[test]
fn status_rules() {
    use Status::*;
    #[rustfmt::skip]
    let rows: Vec<(&str, &str, Vec<Evidence>, Status)> = vec![
        ("no evidence is UNVERIFIED", "The worker has enough memory headroom.", vec![], Unverified),
        ("a strong direct item at 0.8 that bears on it is KNOWN (inclusive)", "The rate limiter rejects the 11th request.", vec![item(T::TestResult, P::Supports, 0.8, "TestLimiterRejectsEleventhRequest: rate limiter rejected request 11 PASS")], Known),
        ("a strong direct item at 0.79 is SUPPORTED", "The send_receipt task is idempotent.", vec![item(T::TestResult, P::Supports, 0.79, "test_send_receipt_idempotent PASSED")], Supported),
        ("code caps at SUPPORTED", "The retry decorator retries only on 502, 503 and 504.", vec![item(T::Code, P::Supports, 0.95, "RETRY_STATUSES = {502, 503, 504}; @retry(on_status=RETRY_STATUSES)")], Supported),
        ("a direct item at the 0.3 floor is SUPPORTED", "The ingest service drops large messages.", vec![item(T::Log, P::Supports, 0.3, "WARN ingest: dropping message size=1048577")], Supported),
        ("below the floor a strong item is PLAUSIBLE", "The Terraform plan leaves the RDS instance in place.", vec![item(T::TestResult, P::Supports, 0.29, "terraform plan -target=module.rds: No changes")], Plausible),
        ("an observation made only in another environment is direct, not strong direct", "Production serves the new pricing page.", vec![item(T::ObservedBehavior, P::Supports, 0.95, "staging.acme.io/pricing shows the new pricing page").source("staging")], Supported),
        ("a copy seen elsewhere folded into one seen here hides nothing", "Production returns the new search results.", vec![item(T::HttpResponse, P::Supports, 0.9, "prod: GET /search returns the new search results"), item(T::HttpResponse, P::Supports, 0.95, "staging: GET /search returns the new search results")], Known),
        ("what was run locally was not seen in production", "In production the worker returns the cached search results.", vec![item(T::ObservedBehavior, P::Supports, 0.9, "ran the worker locally: it returns the cached search results")], Supported),
        ("documentation caps at PLAUSIBLE", "Logical replication can filter published rows.", vec![item(T::Documentation, P::Supports, 0.95, "a publication can filter rows with a WHERE clause")], Plausible),
        ("inferences never become fact", "The leak is in the resizing worker.", vec![item(T::Inference, P::Supports, 0.95, "the leak started when the resizing worker shipped"), item(T::Inference, P::Supports, 0.95, "only the resizing worker holds large buffers")], Plausible),
        ("an unrelated supporting test is PLAUSIBLE at most", "The PDF invoice renderer embeds the VAT number.", vec![item(T::TestResult, P::Supports, 0.95, "tests/test_login.py::test_redirect_after_login: 1 passed")], Plausible),
        ("an unrelated test cannot lift related code above SUPPORTED", "The password reset link expires after 30 minutes.", vec![item(T::TestResult, P::Supports, 0.95, "tests/cart/test_totals.py::test_cart_total_rounding PASSED"), item(T::Code, P::Supports, 0.8, "RESET_LINK_EXPIRES_AFTER = timedelta(minutes=30)")], Supported),
        ("stop words and numbers alone do not bear", "The job runs at 02:00.", vec![item(T::TestResult, P::Supports, 0.9, "it is the 02 00 at")], Plausible),
        ("snake_case identifiers split and bear", "The webhook payload omits the user id for guest orders.", vec![item(T::TestResult, P::Supports, 0.9, "AssertionError: assert 'user_id' in body")], Known),
        ("camelCase identifiers split and bear", "The upload client ignores the retry count.", vec![item(T::Log, P::Supports, 0.8, "UploadClient.putPart retryCount=5")], Supported),
        ("the source can bear on the claim", "The search endpoint sorts by relevance.", vec![item(T::TestResult, P::Supports, 0.9, "1 passed").source("tests/search/test_relevance.py")], Known),
        ("synonyms bear: login ~ authentication", "The API refuses native authentication.", vec![item(T::ObservedBehavior, P::Supports, 0.9, "POST /login answers 401 to every password it is sent")], Known),
        ("a neutral item that bears is PLAUSIBLE", "The orders API paginates with a cursor.", vec![item(T::Log, P::Neutral, 0.9, "GET /api/v3/orders?cursor=eyJpZCI6MTJ9")], Plausible),
        ("unrelated neutral items leave it UNVERIFIED", "The Kafka consumer group rebalances every five minutes.", vec![item(T::Log, P::Neutral, 0.9, "GET /healthz HTTP/1.1 200")], Unverified),
        ("any counted contradiction wins, however weak", "The new_checkout flag is off in production.", vec![item(T::UserFact, P::Supports, 0.95, "new_checkout targeting OFF for production"), item(T::Log, P::Contradicts, 0.1, "flag=new_checkout variation=true env=production")], Contradicted),
        ("a contradiction need not share a word with the claim", "The cache is warm after deploy.", vec![item(T::Log, P::Contradicts, 0.5, "xyz 123 qq")], Contradicted),
        ("reliability 0 counts for nothing: support", "The CSV importer handles byte-order marks.", vec![item(T::TestResult, P::Supports, 0.0, "test_utf8_bom_header CSV importer PASSED")], Unverified),
        ("reliability 0 counts for nothing: contradiction", "The api Deployment runs 3 replicas.", vec![item(T::ObservedBehavior, P::Supports, 0.9, "deploy api replicas 3 ready 3"), item(T::Other, P::Contradicts, 0.0, "someone said the api deployment has 2 replicas")], Known),
    ];
    for (rule, claim, evidence, expected) in rows {
        let analysis = analyse(claim, &evidence);
        assert_eq!(analysis.status, expected, "{rule}");
        let (low, high) = expected.band_cents();
        let cents = (analysis.confidence * 100.0).round() as u32;
        assert!(
            (low..=high).contains(&cents),
            "{rule}: confidence {} in band",
            analysis.confidence
        );
    }
}

#[test]
fn reliability_zero_is_quoted_as_not_counted() {
    let evidence = vec![item(
        T::TestResult,
        P::Supports,
        0.0,
        "importer test PASSED",
    )];
    let analysis = analyse("The importer works.", &evidence);
    assert!(analysis.supporting.is_empty());
    assert_eq!(analysis.not_counted.len(), 1);
}

#[test]
fn near_duplicates_are_one_observation() {
    let line = |ts: &str| {
        item(
            T::Log,
            P::Supports,
            0.7,
            &format!("{ts} ERROR nightly backup job failed: AccessDenied"),
        )
    };
    let one = vec![line("2026-03-04T02:00:01Z")];
    let twenty: Vec<Evidence> = (0..20)
        .map(|i| line(&format!("2026-03-{:02}T02:00:{:02}Z", i + 1, i)))
        .collect();
    let claim = "The nightly backup job fails.";
    let (a, b) = (analyse(claim, &one), analyse(claim, &twenty));
    assert_eq!(b.duplicates_ignored, 19, "nineteen folded");
    assert_eq!(
        (a.status, a.confidence),
        (b.status, b.confidence),
        "volume is not proof"
    );
    let mixed = vec![
        item(
            T::Log,
            P::Supports,
            0.7,
            "req 7c41e2a09b1d from 10.0.0.1 failed",
        ),
        item(
            T::Log,
            P::Supports,
            0.9,
            "req e5f0a9d3c2b7 from 10.0.0.2 failed",
        ),
    ];
    let folded = analyse("The request failed.", &mixed);
    assert_eq!(folded.duplicates_ignored, 1, "hex ids and addresses masked");
    assert_eq!(
        folded.supporting[0].item.reliability, 0.9,
        "the group counts at its highest reliability"
    );
}

#[test]
fn compound_claims_are_judged_part_by_part() {
    use Status::*;
    type Row = (
        &'static str,
        &'static str,
        Vec<Evidence>,
        Status,
        Vec<Status>,
    );
    #[rustfmt::skip]
    let rows: Vec<Row> = vec![
        ("the symptom proven does not prove the cause", "The nightly export job fails because the S3 bucket policy denies PutObject.", vec![item(T::ObservedBehavior, P::Supports, 0.95, "Workflow export-nightly-8841 Failed after 41m").source("nightly export run")], Unverified, vec![Known, Unverified]),
        ("each part observed but only an inference links them: PLAUSIBLE", "The nightly ETL job fails because the Postgres statement_timeout is 30s.", vec![item(T::Log, P::Supports, 0.9, "etl-nightly job failed after 30.2s"), item(T::ObservedBehavior, P::Supports, 0.95, "SHOW statement_timeout; -> 30s").source("psql on prod-db"), item(T::Inference, P::Supports, 0.8, "the ETL job dies at the statement_timeout value")], Plausible, vec![Supported, Known]),
        ("an item on both cause and effect links them", "Enabling HTTP/2 on the ALB causes the gRPC-web stream resets.", vec![item(T::TestResult, P::Supports, 0.9, "HTTP/2 enabled on the ALB: 212/500 gRPC-web streams reset; disabled: 0/500")], Known, vec![Known, Known]),
        ("an untried fix holds a diagnosis-and-fix claim down; 'come from' names a cause, and a log of the timeout shows the cause, not the 502s", "The 502s come from nginx's proxy_read_timeout of 60s, and raising it to 300s fixes them.", vec![item(T::Log, P::Supports, 0.9, "upstream timed out while reading response header; proxy_read_timeout 60s").source("nginx error.log")], Unverified, vec![Unverified, Supported, Unverified]),
        ("a conjunction is KNOWN only when every part is", "The canary pods run image v5.2.1 and receive 5% of traffic.", vec![item(T::ObservedBehavior, P::Supports, 0.9, "canary pods image registry.acme.io/api:v5.2.1"), item(T::ObservedBehavior, P::Supports, 0.9, "canary subset weight 5, 5% of traffic")], Known, vec![Known, Known]),
        ("a contradiction is aimed at the part it shares most words with", "The staging cluster runs Postgres 16 and the orders_archive migration has been applied.", vec![item(T::ObservedBehavior, P::Supports, 0.9, "SHOW server_version; -> 16.2").source("psql, staging Postgres cluster"), item(T::Log, P::Contradicts, 0.9, "migration orders_archive not applied yet").source("alembic, staging")], Contradicted, vec![Known, Contradicted]),
        ("a contradiction of the fix goes to the fix, not the effect it shares words with", "The export test is flaky because of a shared tmp dir, and giving each worker its own tmp_path fixes it.", vec![item(T::TestResult, P::Contradicts, 0.9, "export test after the tmp_path change: 7/100 failed")], Contradicted, vec![Unverified, Unverified, Contradicted]),
        ("a contradiction that bears on no part contradicts the whole; parts keep their status", "The API is deployed and the worker is running.", vec![item(T::Log, P::Contradicts, 0.9, "qqq zzz")], Contradicted, vec![Unverified, Unverified]),
    ];
    for (rule, claim, evidence, expected, parts) in rows {
        let analysis = analyse(claim, &evidence);
        let got: Vec<Status> = analysis.parts.iter().map(|p| p.status).collect();
        assert_eq!(got, parts, "{rule}: parts of {claim}");
        assert_eq!(analysis.status, expected, "{rule}");
    }
}

#[test]
fn parts_cite_the_items_that_bear_on_them() {
    let evidence = vec![
        item(
            T::ObservedBehavior,
            P::Supports,
            0.9,
            "SHOW server_version; -> 16.2",
        )
        .source("psql, staging Postgres cluster"),
        item(
            T::Log,
            P::Contradicts,
            0.9,
            "migration orders_archive not applied yet",
        )
        .source("alembic, staging"),
    ];
    let analysis = analyse(
        "The staging cluster runs Postgres 16 and the orders_archive migration has been applied.",
        &evidence,
    );
    assert_eq!(analysis.parts[0].evidence, vec![0]);
    assert_eq!(analysis.parts[1].evidence, vec![1]);
}

#[test]
fn contradictions_carry_until_reconciled() {
    let claim = "The orders API accepts PATCH on /v2/orders/{id}.";
    let code = item(
        T::Code,
        P::Supports,
        0.8,
        "router.patch('/v2/orders/:id', updateOrder)",
    );
    let against = item(
        T::HttpResponse,
        P::Contradicts,
        0.9,
        "PATCH /v2/orders/8812 -> 405 Method Not Allowed; Allow: GET, PUT",
    )
    .source("curl staging");
    let recorded = carry::to_record(
        1,
        &[code.clone(), against.clone()],
        &[],
        &Default::default(),
    );
    assert_eq!(recorded.len(), 1);
    let dropped = analyse_with_history(claim, std::slice::from_ref(&code), &recorded);
    assert_eq!(
        dropped.status,
        Status::Contradicted,
        "dropping it does not help"
    );
    assert_eq!(dropped.contradicting[0].carried_from, Some(1));
    assert!(
        dropped.next.action.contains("405"),
        "{}",
        dropped.next.action
    );
    let addressing = item(T::HttpResponse, P::Supports, 0.9, "PATCH on the production gateway -> 200; staging runs an old build that allows GET, PUT only")
        .source("curl production");
    let reconciled = analyse_with_history(claim, &[code.clone(), addressing], &recorded);
    assert_eq!(reconciled.reconciled.len(), 1);
    assert_eq!(reconciled.reconciled[0].by_evidence, 1);
    assert_ne!(reconciled.status, Status::Contradicted);
    let unrelated = item(
        T::HttpResponse,
        P::Supports,
        0.95,
        "orders API accepts PATCH",
    );
    let still = analyse_with_history(claim, &[code, unrelated], &recorded);
    assert_eq!(
        still.status,
        Status::Contradicted,
        "claim words alone do not address it"
    );
}

/// The environments an observation names are read in the pass that reads its words; they are
/// what reading its content and source for environments alone gives, whatever else the text
/// holds (compounds such as "sign in" and "timed out", "bump", identifiers, repeats).
#[test]
fn environments_are_read_with_the_words() {
    let texts = [
        (
            "Signed in on staging after the deploy",
            Some("prod dashboard"),
        ),
        ("timed out in prod; re-run on localhost", None),
        ("bump the timeout on the laptop", Some("local notes")),
        ("stagingHost and preprod, staging again", Some("")),
        ("nothing named here", Some("the live site")),
        ("LIVE traffic: Production only", None),
    ];
    let claim = "The checkout job fails in production after the deploy.";
    for (content, source) in texts {
        let mut evidence = item(T::Log, P::Supports, 0.9, content);
        evidence.source = source.map(str::to_owned);
        let expected = wording::environments(&format!(
            "{} {}",
            evidence.content,
            evidence.source.as_deref().unwrap_or_default()
        ));
        let evidence = [evidence];
        let carry = Carry::default();
        let claim = read(claim);
        let read = reading::read(&claim, &evidence, &carry);
        assert_eq!(read.observations[0].environments, expected, "{content}");
    }
}

/// Diagnoses as agents write them, hedged or without a connective: each names a cause part and
/// an effect part (`docs/judgement.md`, "A diagnosis is causal, whatever its form").
#[test]
fn hedged_and_plain_diagnoses_are_causal() {
    for claim in [
        "The duplicate charges come from the retry middleware.",
        "The new Go http.Transport settings are probably the culprit for the stalled uploads.",
    ] {
        let parts = crate::claim::parts::split(claim);
        assert!(!parts.links.is_empty(), "{claim}: {:?}", parts.parts);
    }
}
