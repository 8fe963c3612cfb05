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
            "phrase 'log in' and cue word password",
        ),
        (
            "The OAuth callback rejects valid credentials.",
            Authentication,
            "cue words oauth, credential",
        ),
        (
            "Sign-in fails when the session cookie is missing.",
            Authentication,
            "phrase 'sign in' plus auth cue words beat one absence phrase",
        ),
        (
            "Users cannot sign in because the session token is missing.",
            Authentication,
            "phrase 'sign in' plus a cue word beat one absence and one cause phrase",
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
            "cue word crash and phrase 'because'",
        ),
        (
            "The root cause of the bug is an off-by-one error.",
            RootCause,
            "cue words root, cause, bug",
        ),
        (
            "Retries trigger the duplicate emails.",
            RootCause,
            "cue word trigger",
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
            "two version cues beat one configuration cue",
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
            "four concurrency cues beat one build cue",
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
            "two security cues beat one data cue",
        ),
        (
            "The upload endpoint allows privilege escalation.",
            Security,
            "two security cues beat one API cue",
        ),
        (
            "The secret is exposed in the build log.",
            Security,
            "two security cues beat one build cue",
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
            "tie of one cue each: absence comes first in TIE_ORDER",
        ),
        (
            "The export button was removed from the toolbar.",
            Absence,
            "phrase 'removed'",
        ),
        (
            "The legacy endpoint does not exist any more.",
            Absence,
            "two absence phrases beat one API cue",
        ),
        (
            "The endpoint was removed.",
            Absence,
            "tie of one cue each: absence comes first in TIE_ORDER",
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
