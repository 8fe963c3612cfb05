//! Checklist satisfaction, experiments and the claim's words, table by table
//! (`docs/domains.md`, "Checklists", "Experiments", "Written for the claim").

use super::*;
use crate::claim::read;
use crate::evidence::EvidenceType::*;

/// The experiment of `domain` for a claim's text, naming no ecosystem's command.
fn experiment(domain: Domain, claim: &str) -> Experiment {
    experiment_in(domain, &read(claim).phrases, &[])
}

fn item(kind: EvidenceType, source: &str, content: &str) -> Evidence {
    Evidence::new(content)
        .kind(kind)
        .source(source)
        .polarity(Polarity::Supports)
        .reliability(0.9)
}

/// The indices satisfying each checklist item of `claim`'s domain, given `evidence` as the
/// satisfying set (index = position).
fn marks(domain: Domain, claim: &str, evidence: &[Evidence]) -> Vec<Vec<usize>> {
    let satisfying: Vec<(usize, &Evidence)> = evidence.iter().enumerate().collect();
    checklist(domain, &read(claim), &satisfying)
        .into_iter()
        .map(|e| e.satisfied_by)
        .collect()
}

#[test]
fn every_domain_has_three_items_that_never_accept_inference() {
    for domain in Domain::ALL {
        let entries = checklist(domain, &read("The export job is slow."), &[]);
        assert!(entries.len() >= 3, "{domain:?}");
        for entry in &entries {
            assert!(!entry.accepts.is_empty(), "{domain:?}: {}", entry.item);
            assert!(!entry.accepts.contains(&Inference), "{domain:?}");
            assert!(!entry.satisfied && entry.satisfied_by.is_empty());
            assert!(
                !entry.item.contains('{'),
                "placeholder left: {}",
                entry.item
            );
        }
    }
}

/// One row per rule: (rule, domain, claim, evidence, item position, satisfied). An item that
/// shows the claim satisfies a checklist item when its type is accepted and it shares a word
/// with the checklist item, whose words name the claim's subject (`docs/judgement.md`,
/// "Answers that agree").
#[test]
fn items_are_satisfied_by_accepted_types_that_share_a_word() {
    let cron = "The reports CronJob runs daily at 06:00 UTC.";
    #[rustfmt::skip]
    let rows: &[(&str, Domain, &str, Evidence, usize, bool)] = &[
        ("an accepted type that names the subject", Domain::Scheduling, cron, item(Log, "reports job log", "job reports started at 06:00:02 UTC"), 1, true),
        ("words in the source label count", Domain::Scheduling, cron, item(ObservedBehavior, "kubectl get cronjob reports", "0 6 * * *"), 0, true),
        ("type alone is not enough: no word shared", Domain::Scheduling, cron, item(Log, "app log", "tenant 42 rendered"), 1, false),
        ("the right words in a type the item does not accept", Domain::Scheduling, cron, item(Documentation, "runbook", "the reports job ran at 06:00 UTC"), 1, false),
        ("a synonym counts: login is authentication", Domain::Authentication, "Login works for contractors.", item(ObservedBehavior, "browser", "login accepted for contractor account"), 0, true),
        ("another subject does not do", Domain::General, "The logo on the settings page looks blurry.", item(ObservedBehavior, "screenshot", "the footer renders at half resolution"), 0, false),
    ];
    for (rule, domain, claim, evidence, position, expected) in rows {
        let got = marks(*domain, claim, std::slice::from_ref(evidence));
        assert_eq!(!got[*position].is_empty(), *expected, "{rule}: {got:?}");
    }
}

/// `plan` chooses the satisfying items itself: counted, supporting, bearing on the claim.
#[test]
fn plan_counts_only_bearing_counted_support() {
    let claim = "The nightly cron job runs in UTC.";
    let bearing = "cron: job nightly ran at 02:00:01 UTC, schedule 0 2 * * *";
    #[rustfmt::skip]
    let rows: &[(&str, Evidence, bool)] = &[
        ("supporting, counted, bearing", item(Log, "cron log", bearing), true),
        ("contradicting items satisfy nothing", item(Log, "cron log", bearing).polarity(Polarity::Contradicts), false),
        ("neutral items satisfy nothing", item(Log, "cron log", bearing).polarity(Polarity::Neutral), false),
        ("reliability 0 is not counted", item(Log, "cron log", bearing).reliability(0.0), false),
        ("an unrelated passing test does not bear on the claim", item(TestResult, "pytest", "tests/test_invoice_pdf.py::test_layout_a4 PASSED"), false),
        ("an inference is never proof", item(Inference, "reasoning", bearing), false),
    ];
    for (rule, evidence, expected) in rows {
        let plan = plan(&read(claim), std::slice::from_ref(evidence));
        assert_eq!(plan.domain, Domain::Scheduling, "{rule}");
        let any = plan.checklist.iter().any(|e| e.satisfied);
        assert_eq!(any, *expected, "{rule}: {:#?}", plan.checklist);
    }
}

#[test]
fn a_contradiction_adds_an_unsatisfiable_reconciliation_first() {
    let evidence = [
        item(Log, "cron log", "job ran at 03:00 UTC").polarity(Polarity::Contradicts),
        item(Log, "cron log", "job ran at 02:00 UTC"),
    ];
    let plan = plan(&read("The nightly cron job runs at 02:00 UTC."), &evidence);
    assert!(plan.checklist[0].item.contains("[0]"));
    assert!(!plan.checklist[0].satisfied);
    assert!(plan.checklist[1..]
        .iter()
        .any(|e| e.satisfied_by == vec![1]));
}

/// The texts name the claim's own words; one row per domain and reading rule.
#[test]
fn experiments_name_the_claims_words() {
    #[rustfmt::skip]
    let rows: &[(&str, Domain, &str, &[&str])] = &[
        ("absence: a passive 'no longer used by' is about the subject", Domain::Absence, "The feature flag service is no longer used by the checkout.", &["Use the feature flag service directly"]),
        ("absence: an active verb's object is what is gone", Domain::Absence, "The provider removed the signature header from webhook deliveries.", &["Use the signature header"]),
        ("a plural noun opening the claim is lowercased", Domain::Authentication, "Users are locked out after five failed password attempts.", &["exercises users in"]),
        ("subject up to the verb", Domain::Performance, "The GC pauses on the G1 collector exceed 200 ms.", &["GC pauses on the G1 collector"]),
        ("cause-first causal claim", Domain::RootCause, "G1 GC pauses above 500 ms cause the health check to fail.", &["G1 GC pauses above 500 ms", "the health check"]),
        ("effect-first causal claim", Domain::RootCause, "The backup job fails because the bucket policy denies writes.", &["the backup job", "the bucket policy"]),
        ("absence: the thing no longer supported", Domain::Absence, "The API no longer supports native authentication.", &["native authentication"]),
        ("absence: nothing calls X", Domain::Absence, "Nothing calls the legacy_export function anymore.", &["the legacy_export function directly"]),
        ("an action's object", Domain::General, "Raising max_connections to 500 will stop the errors.", &["max_connections"]),
        ("an agent gives way to its object", Domain::Scheduling, "The scheduler runs the cleanup job every night.", &["the cleanup job"]),
        ("an identifier keeps its case", Domain::Configuration, "DATABASE_POOL_SIZE is 20 in staging.", &["DATABASE_POOL_SIZE"]),
        ("a client's requests are captured where they arrive", Domain::ApiContract, "The upload client retries on HTTP 503.", &["Capture the requests the upload client actually sends"]),
        ("an API is exercised with a request of one's own", Domain::ApiContract, "The orders API accepts PATCH on /v2/orders/{id}.", &["Send one minimal request that exercises the orders API"]),
        ("an adverb ends the subject", Domain::ApiContract, "The mobile API still accepts 3.x clients.", &["the mobile API from"]),
        ("a verb found by the article after it", Domain::BuildCi, "The Android release build strips the Retrofit interfaces.", &["the Android release build once"]),
    ];
    for (rule, domain, claim, wanted) in rows {
        let e = experiment(*domain, claim);
        let all = format!(
            "{} | {} | {} | {}",
            e.hypothesis, e.procedure, e.confirms_if, e.refutes_if
        );
        for w in *wanted {
            assert!(all.contains(w), "{rule}: {w:?} not in {all}");
        }
    }
}

#[test]
fn experiment_texts_are_one_imperative_sentence_without_foreign_sentences() {
    let claims = [
        "The Terraform state lock is released after every CI apply.",
        "Kafka consumer lag on orders-events grows after every deploy.",
        "The orders.created_at column is nullable.",
        "package-lock.json pins lodash to 4.17.21.",
    ];
    for domain in Domain::ALL {
        for claim in claims {
            let e = experiment(domain, claim);
            let procedure = &e.procedure;
            assert!(procedure.ends_with('.'), "{procedure}");
            assert_eq!(
                procedure.matches(". ").count(),
                0,
                "one sentence: {procedure}"
            );
            assert!(procedure.starts_with(char::is_uppercase), "{procedure}");
            for text in [&e.hypothesis, &e.procedure, &e.confirms_if, &e.refutes_if] {
                for foreign in [
                    "client rewrite",
                    "sign-in flow",
                    "older application",
                    "native",
                ] {
                    assert!(!text.contains(foreign), "{domain:?}: {foreign:?} in {text}");
                }
                assert!(!text.contains('{'), "placeholder left: {text}");
            }
        }
    }
    let e = experiment(
        Domain::DependencyVersion,
        "package-lock.json pins lodash to 4.17.21.",
    );
    assert!(
        e.hypothesis.starts_with("package-lock.json"),
        "names keep their case: {}",
        e.hypothesis
    );
}

#[test]
fn checklist_items_name_the_claims_words() {
    let entries = checklist(
        Domain::General,
        &read("The logo on the settings page looks blurry on retina screens."),
        &[],
    );
    assert!(
        entries
            .iter()
            .all(|e| e.item.contains("the logo on the settings page")),
        "{entries:#?}"
    );
    let entries = checklist(
        Domain::Scheduling,
        &read("The reports CronJob runs daily at 06:00 UTC."),
        &[],
    );
    assert!(
        entries
            .iter()
            .any(|e| e.item.contains("the reports CronJob")),
        "{entries:#?}"
    );
}

/// Odd input never panics and always gives texts without placeholders: empty and one-word
/// claims, multi-byte characters next to the characters the name rules split on, bare forms.
#[test]
fn odd_claims_are_read_without_panicking() {
    let claims = [
        "",
        " ",
        "…",
        "no longer",
        "because",
        "GET",
        "😀/😀.lock",
        "a.b= …",
        "Zürich/Straße is set to 3 …",
        "Raising",
        "The scheduler",
        "removed the",
        "--",
        ":",
    ];
    for claim in claims {
        let domain = read(claim).domain;
        let e = experiment(domain, claim);
        assert!(!e.procedure.contains('{'), "{claim:?}: {}", e.procedure);
        for entry in checklist(domain, &read(claim), &[]) {
            assert!(!entry.item.contains('{'), "{claim:?}: {}", entry.item);
        }
    }
}

#[test]
fn caller_text_that_looks_like_a_placeholder_is_quoted_not_filled() {
    // The claim's words go into the template once; what they hold is never read as a template.
    let e = experiment(Domain::RootCause, "The {effect} export of {s} is empty");
    assert!(
        e.procedure.contains("{effect} export of {s}"),
        "{}",
        e.procedure
    );
    let e = experiment(Domain::General, "Unclosed {s brace");
    assert!(e.procedure.contains("{s brace"), "{}", e.procedure);
}
