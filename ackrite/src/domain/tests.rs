use super::*;
use std::collections::BTreeSet;

/// SPEC §4 "chosen from the claim's words by documented rules": one row per case, at least three
/// per domain, each saying which rule decides it.
#[test]
fn claims_are_classified_by_their_cue_words() {
    use Domain::*;
    let rows: &[(&str, Domain, &str)] = &[
        (
            "The endpoint returns a paginated payload.",
            ApiContract,
            "cue words endpoint, payload",
        ),
        (
            "The orders API requires an Accept header on every request.",
            ApiContract,
            "cue words api, header, request",
        ),
        (
            "GraphQL responses include an errors array.",
            ApiContract,
            "cue words graphql, response",
        ),
        (
            "Users cannot log in with their password.",
            Authentication,
            "strong cue password (3) and weak phrase 'log in' (1)",
        ),
        (
            "The OAuth callback rejects valid credentials.",
            Authentication,
            "cue words oauth, credential",
        ),
        (
            "Sign-in fails when the session cookie is missing.",
            Authentication,
            "strong sign-in (3) plus weak session, cookie (2) beat the strong absence phrase (3)",
        ),
        (
            "Users cannot sign in because the session token is missing.",
            Authentication,
            "strong sign-in (3) plus weak session, token (2) beat one strong absence and one strong cause phrase (3 each)",
        ),
        (
            "The dashboard became slow after the cache change.",
            Performance,
            "cue words slow, cache",
        ),
        (
            "Memory usage grows without bound under load.",
            Performance,
            "cue word memory",
        ),
        (
            "Latency doubled on Tuesday and throughput dropped.",
            Performance,
            "cue words latency, throughput",
        ),
        (
            "The crash happens because the worker restarts.",
            RootCause,
            "strong cause phrase 'because' and weak crash",
        ),
        (
            "The root cause of the bug is an off-by-one error.",
            RootCause,
            "strong phrases 'root cause', 'cause' and weak root, bug",
        ),
        (
            "Retries trigger the duplicate emails.",
            RootCause,
            "strong cause phrase 'trigger'",
        ),
        (
            "The feature flag is off in the default settings.",
            Configuration,
            "cue words flag, default, setting",
        ),
        (
            "The environment variable overrides the YAML file.",
            Configuration,
            "cue words environment, variable, yaml",
        ),
        (
            "The option is ignored unless set in config.",
            Configuration,
            "cue words option, config",
        ),
        (
            "Upgrading the library to version 3 broke parsing.",
            DependencyVersion,
            "cue words upgrade, library, version",
        ),
        (
            "The npm package pins an old dependency.",
            DependencyVersion,
            "cue words npm, package, dependency",
        ),
        (
            "The SDK release changed the default retry count.",
            DependencyVersion,
            "two weak version cues (2) beat one weak configuration cue (1)",
        ),
        (
            "Two threads race on the shared counter.",
            Concurrency,
            "cue words thread, race",
        ),
        (
            "The deadlock happens when both mutexes are held.",
            Concurrency,
            "cue words deadlock, mutex",
        ),
        (
            "The flaky test is an intermittent race condition.",
            Concurrency,
            "concurrency cues (race, race condition, flaky, intermittent) beat one weak build cue",
        ),
        (
            "The email column is nullable in the users table.",
            DataSchema,
            "cue words column, nullable, table",
        ),
        (
            "The migration added a unique index.",
            DataSchema,
            "cue words migration, index",
        ),
        (
            "The JSON record has a created_at field.",
            DataSchema,
            "cue words json, record, field",
        ),
        (
            "The search form is vulnerable to SQL injection.",
            Security,
            "strong vulnerable, injection (6) beat weak sql (1)",
        ),
        (
            "The upload endpoint allows privilege escalation.",
            Security,
            "strong escalation (3) plus weak privilege (1) beat strong endpoint (3)",
        ),
        (
            "The secret is exposed in the build log.",
            Security,
            "strong exposed (3) plus weak secret (1) beat weak build (1)",
        ),
        (
            "The CI pipeline fails at the lint step.",
            BuildCi,
            "cue words ci, pipeline, lint",
        ),
        (
            "The compiler rejects the generic bound on the nightly runner.",
            BuildCi,
            "cue words compiler, runner",
        ),
        (
            "The Docker build job exceeds the workflow limit.",
            BuildCi,
            "cue words docker, build, job, workflow",
        ),
        (
            "The API no longer supports native authentication.",
            Absence,
            "tie of one strong cue each: absence comes first in TIE_ORDER",
        ),
        (
            "The export button was removed from the toolbar.",
            Absence,
            "phrase 'removed'",
        ),
        (
            "The legacy endpoint does not exist any more.",
            Absence,
            "two strong absence phrases (6) beat strong endpoint (3)",
        ),
        (
            "The endpoint was removed.",
            Absence,
            "tie of one strong cue each: absence comes first in TIE_ORDER",
        ),
        // Weighted cues (module documentation, rule 1): a strong cue names the kind of question.
        (
            "A race between two cache refresh tasks corrupts the feature-flag snapshot.",
            Concurrency,
            "strong cue race (3) beats weak cues cache (1) and flag (1) of two other domains",
        ),
        (
            "Upgrading serde_yaml from 0.8 to 0.9 makes config files with duplicate keys fail to load.",
            DependencyVersion,
            "strong cue upgrade (3) and the version-number shape (1) beat weak cues config, yaml (2)",
        ),
        (
            "GET /v2/orders/{id} returns 404 when the order belongs to a different tenant.",
            ApiContract,
            "shapes: HTTP method GET (3), URL path (1), status after 'returns' (1)",
        ),
        (
            "The provider removed the signature header from webhook deliveries.",
            Absence,
            "strong phrase 'removed' (3) beats weak cues header, webhook (2)",
        ),
        (
            "The billing_cycle_rollover test fails because it reads the machine's local timezone.",
            RootCause,
            "strong cause phrase 'because' (3) beats the weak cue test (1)",
        ),
        (
            "The CI build fails only because a stale cargo cache restores artifacts from the old toolchain.",
            BuildCi,
            "strong cue ci (3) plus weak build, artifact, toolchain (3) beat the strong cause phrase (3)",
        ),
        (
            "The switch to the pooled Redis client caused the p99 latency regression on /search.",
            Performance,
            "strong latency (3) and weak p99 (1) beat the strong cause phrase 'caused' (3) and a URL path (1)",
        ),
        (
            "Users get an error from the orders page.",
            General,
            "shapes: lowercase 'get' is no HTTP method",
        ),
        (
            "The worker reads its timeout from the UPSTREAM_TIMEOUT_MS environment variable.",
            Configuration,
            "strong phrase 'environment variable' (3) plus weak env, variable beat weak timeout",
        ),
        ("The sky is blue.", General, "no cue at all"),
        ("Customers prefer the new layout.", General, "no cue at all"),
        ("", General, "empty claim: no cue at all"),
    ];
    for (claim, expected, rule) in rows {
        assert_eq!(classify(claim), *expected, "{claim:?} ({rule})");
    }
    for domain in Domain::ALL {
        let count = rows.iter().filter(|row| row.1 == domain).count();
        assert!(count >= 3, "{} has only {count} rows", domain.as_str());
    }
}

#[test]
fn the_subject_domain_looks_past_the_absence_shape() {
    assert_eq!(
        subject_domain("The API no longer supports native authentication."),
        Domain::Authentication,
        "absence is skipped; authentication precedes api_contract in the tie order"
    );
    assert_eq!(subject_domain("The report was removed."), Domain::General);
}

/// Whether advice may mention a client rewrite (`about_client`): one row per rule.
#[test]
fn claims_about_a_client_or_api_are_recognised() {
    let rows = [
        (
            "the word api",
            "The API no longer supports native authentication.",
            true,
        ),
        (
            "the word client",
            "The mobile client drops the header.",
            true,
        ),
        ("an api_contract subject", "GET /orders returns 404.", true),
        (
            "a migration is not",
            "The migration adds a nullable column.",
            false,
        ),
        (
            "a build is not",
            "The CI pipeline fails at the lint step.",
            false,
        ),
    ];
    for (rule, claim, expected) in rows {
        assert_eq!(about_client(claim), expected, "{rule}: {claim}");
    }
}

/// `crate::proof` matches evidence to checklist items by these cues; an item without cues could
/// never be satisfied.
#[test]
fn every_checklist_item_has_cues() {
    for domain in Domain::ALL {
        for item in domain.checklist() {
            assert!(!item.cues.is_empty(), "{}: {}", domain.as_str(), item.item);
            let cues: BTreeSet<&str> = item.cues.iter().copied().collect();
            assert_eq!(
                cues.len(),
                item.cues.len(),
                "{}: repeated cue",
                domain.as_str()
            );
        }
    }
}

#[test]
fn wire_names_are_unique_snake_case_and_all_lists_every_domain() {
    let names: BTreeSet<&str> = Domain::ALL.iter().map(|d| d.as_str()).collect();
    assert_eq!(names.len(), Domain::ALL.len());
    for name in names {
        assert!(
            name.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
            "{name}"
        );
    }
    for domain in TIE_ORDER {
        assert_ne!(domain, Domain::General);
    }
    assert_eq!(TIE_ORDER.len() + 1, Domain::ALL.len());
}

/// SPEC §4: "Each domain has a proof checklist of at least three items, each item saying which
/// evidence types can satisfy it, and a falsifiable experiment." One check per domain.
fn assert_checklist_and_experiment_shape(domain: Domain) {
    let name = domain.as_str();
    let checklist = domain.checklist();
    assert!(checklist.len() >= 3, "{name}: fewer than three items");
    let items: BTreeSet<&str> = checklist.iter().map(|i| i.item).collect();
    assert_eq!(items.len(), checklist.len(), "{name}: repeated item");
    for item in checklist {
        assert!(
            !item.accepts.is_empty(),
            "{name}: {} accepts nothing",
            item.item
        );
        assert!(
            !item.accepts.contains(&EvidenceType::Inference),
            "{name}: an inference can never satisfy a proof item"
        );
        let kinds: BTreeSet<_> = item.accepts.iter().collect();
        assert_eq!(kinds.len(), item.accepts.len(), "{name}: repeated type");
        assert!(!item.item.ends_with('.'), "{name}: items are noun phrases");
    }
    let experiment = domain.experiment();
    for (field, text) in [
        ("hypothesis", &experiment.hypothesis),
        ("procedure", &experiment.procedure),
        ("confirms_if", &experiment.confirms_if),
        ("refutes_if", &experiment.refutes_if),
    ] {
        assert!(text.len() > 20, "{name}.{field} is too thin to act on");
        assert!(text.ends_with('.'), "{name}.{field} is one full sentence");
        assert!(
            !text.trim_end_matches('.').contains(". "),
            "{name}.{field} is one sentence"
        );
    }
    assert_ne!(
        experiment.confirms_if, experiment.refutes_if,
        "{name}: not falsifiable"
    );
    assert!(!domain.subject().is_empty());
}

macro_rules! shape_tests {
    ($($test:ident => $domain:ident),* $(,)?) => {
        $(#[test] fn $test() { assert_checklist_and_experiment_shape(Domain::$domain); })*
    };
}

shape_tests! {
    api_contract_checklist_and_experiment => ApiContract,
    authentication_checklist_and_experiment => Authentication,
    performance_checklist_and_experiment => Performance,
    root_cause_checklist_and_experiment => RootCause,
    configuration_checklist_and_experiment => Configuration,
    dependency_version_checklist_and_experiment => DependencyVersion,
    concurrency_checklist_and_experiment => Concurrency,
    data_schema_checklist_and_experiment => DataSchema,
    security_checklist_and_experiment => Security,
    build_ci_checklist_and_experiment => BuildCi,
    absence_checklist_and_experiment => Absence,
    general_checklist_and_experiment => General,
}

#[test]
fn every_domain_has_a_shape_test() {
    // The macro above lists twelve domains; this fails when a domain is added without one.
    assert_eq!(Domain::ALL.len(), 12);
}
