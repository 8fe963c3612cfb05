//! Each domain's proof checklist (`docs/domains.md`, "Checklists"): what a proof of a claim in
//! that domain has to contain, most decisive first, and the evidence types that can show each
//! item. `inference` never appears among the accepted types: reasoning is not proof.

use crate::domain::Domain;
use crate::evidence::EvidenceType::{
    self, Code, Documentation, HttpRequest, HttpResponse, Log, ObservedBehavior, TestResult,
    UserFact,
};

/// One thing a proof has to contain.
pub(crate) struct ProofItem {
    /// The item's text, with the placeholders of `super::experiment::fill`.
    pub text: &'static str,
    pub accepts: &'static [EvidenceType],
}

const fn item(text: &'static str, accepts: &'static [EvidenceType]) -> ProofItem {
    ProofItem { text, accepts }
}

const OBSERVED: &[EvidenceType] = &[ObservedBehavior, TestResult, HttpResponse, Log];

pub(crate) fn checklist(domain: Domain) -> &'static [ProofItem] {
    match domain {
        Domain::ApiContract => API_CONTRACT,
        Domain::Authentication => AUTHENTICATION,
        Domain::Performance => PERFORMANCE,
        Domain::RootCause => ROOT_CAUSE,
        Domain::Configuration => CONFIGURATION,
        Domain::DependencyVersion => DEPENDENCY_VERSION,
        Domain::Concurrency => CONCURRENCY,
        Domain::DataSchema => DATA_SCHEMA,
        Domain::Security => SECURITY,
        Domain::BuildCi => BUILD_CI,
        Domain::Absence => ABSENCE,
        Domain::Scheduling => SCHEDULING,
        Domain::General => GENERAL,
    }
}

const API_CONTRACT: &[ProofItem] = &[
    item(
        "A captured response from {s} in the environment the claim is about, with its status, headers and body",
        &[HttpResponse, ObservedBehavior, Log, TestResult],
    ),
    item(
        "The request actually sent for {s}: method, path, parameters and body",
        &[HttpRequest, Code, Log],
    ),
    item(
        "The contract for {s} in the version the server runs (specification, schema or changelog)",
        &[Documentation, HttpResponse, UserFact],
    ),
    item(
        "A test that calls {s} and asserts the claimed behaviour",
        &[TestResult],
    ),
];

const AUTHENTICATION: &[ProofItem] = &[
    item(
        "An authentication attempt exercising {s} with credentials known to be valid, in the environment the claim is about, with its full response",
        &[HttpResponse, ObservedBehavior, TestResult, Log],
    ),
    item(
        "The request the client sends for {s}: endpoint, credential type and headers, with secret values removed",
        &[HttpRequest, Log, Code],
    ),
    item(
        "The same attempt from a client, version or account where it is known to work",
        &[ObservedBehavior, TestResult, HttpResponse, UserFact],
    ),
    item(
        "The error code or reason the server gives for any rejection",
        &[HttpResponse, Log],
    ),
];

const PERFORMANCE: &[ProofItem] = &[
    item(
        "A measurement of {s} (time, memory or throughput) on the workload and environment the claim is about",
        &[TestResult, Log, ObservedBehavior, HttpResponse],
    ),
    item(
        "A baseline measured the same way on a version, input or configuration without the claimed problem",
        &[TestResult, Log, ObservedBehavior],
    ),
    item(
        "Repeated runs showing that the difference for {s} is larger than run-to-run variation",
        &[TestResult, Log],
    ),
    item(
        "A profile or trace locating where the time or memory goes",
        &[Log, TestResult, Code],
    ),
];

const ROOT_CAUSE: &[ProofItem] = &[
    item(
        "A reproduction of the failure of {effect}, with the exact steps and the result",
        &[TestResult, ObservedBehavior, Log, HttpResponse],
    ),
    item(
        "A log line or error that names {cause} at the moment of the failure",
        &[Log, HttpResponse, ObservedBehavior, TestResult],
    ),
    item(
        "The failure going away when only {cause} is changed or reverted, and coming back when it is restored",
        &[TestResult, ObservedBehavior, Log],
    ),
    item(
        "Other candidate causes checked and ruled out",
        &[TestResult, Log, ObservedBehavior, UserFact, Code],
    ),
];

const CONFIGURATION: &[ProofItem] = &[
    item(
        "The value behind {s} that the running process actually uses, read from the process itself (startup log, debug endpoint or effective-configuration dump)",
        &[Log, ObservedBehavior, HttpResponse, TestResult],
    ),
    item(
        "The source that sets {s} and the precedence between sources (file, environment variable, flag, default)",
        &[Code, Documentation, UserFact, ObservedBehavior],
    ),
    item(
        "The behaviour with only that value changed, showing that the setting takes effect",
        &[TestResult, ObservedBehavior, Log],
    ),
];

const DEPENDENCY_VERSION: &[ProofItem] = &[
    item(
        "The version of {s} actually resolved and installed, from the lockfile or the package manager's tree",
        &[Code, Log, ObservedBehavior, TestResult],
    ),
    item(
        "The changelog or release notes of the versions involved",
        &[Documentation, UserFact],
    ),
    item(
        "A test run against the exact version the claim names, with its result",
        &[TestResult, ObservedBehavior],
    ),
];

const CONCURRENCY: &[ProofItem] = &[
    item(
        "A reproduction of {s} under repeated or parallel runs, with how often the claimed outcome occurs",
        &[TestResult, ObservedBehavior, Log],
    ),
    item(
        "A log or trace showing the interleaving of the operations involved (thread, process or transaction ids, timestamps)",
        &[Log, ObservedBehavior],
    ),
    item(
        "The code where the shared state of {s} is accessed, with its synchronisation (locks, transactions, atomic operations)",
        &[Code],
    ),
    item(
        "The outcome with the operations forced to run one at a time",
        &[TestResult, ObservedBehavior, Log],
    ),
];

const DATA_SCHEMA: &[ProofItem] = &[
    item(
        "The schema of {s} as the live database reports it (its catalogue, `\\d` or information_schema), not only the migration files",
        &[ObservedBehavior, Log, HttpResponse, TestResult],
    ),
    item(
        "The migration that created or changed {s}, and whether it has run in the environment the claim is about",
        &[Code, Log, Documentation, ObservedBehavior],
    ),
    item(
        "A query or test that reads or writes the data and shows the claimed shape",
        &[TestResult, ObservedBehavior, Log],
    ),
];

const SECURITY: &[ProofItem] = &[
    item(
        "A reproduction of the claimed exposure or protection for {s} with one concrete input, in a non-production environment",
        &[TestResult, ObservedBehavior, HttpResponse],
    ),
    item(
        "The code path that handles {s}",
        &[Code],
    ),
    item(
        "The version and configuration of the security-relevant component actually deployed",
        &[Log, ObservedBehavior, UserFact, Code],
    ),
    item(
        "An advisory or specification stating the expected behaviour",
        &[Documentation, UserFact],
    ),
];

const BUILD_CI: &[ProofItem] = &[
    item(
        "The log of {s} on the runner the claim is about, with the step that shows the claimed behaviour",
        &[Log, ObservedBehavior, TestResult],
    ),
    item(
        "The pipeline or build definition that applies to {s} (workflow file, build script, conditions and triggers)",
        &[Code, Documentation, UserFact],
    ),
    item(
        "The same step run from a clean checkout without caches, or on another runner, with its result",
        &[Log, TestResult, ObservedBehavior],
    ),
];

const ABSENCE: &[ProofItem] = &[
    item(
        "A direct attempt to use {gone} in the system, version and environment the claim is about, with its result",
        OBSERVED,
    ),
    item(
        "Evidence from where {gone} would be if it existed (the server, the current release, the whole code base), not only from one client or file",
        &[HttpResponse, Log, TestResult, ObservedBehavior],
    ),
    item(
        "The change that removed {gone} (commit, changelog entry, release note or migration), or a statement that it never existed",
        &[Documentation, Log, UserFact, Code],
    ),
    item(
        "A version or environment where {gone} is known to have existed, checked the same way",
        &[ObservedBehavior, TestResult, HttpResponse, UserFact],
    ),
];

const SCHEDULING: &[ProofItem] = &[
    item(
        "The schedule and time zone the scheduler actually holds for {s} (its live listing, not only the file in the repository)",
        &[ObservedBehavior, Log, HttpResponse, UserFact, Code],
    ),
    item(
        "A log line or run record showing {s} ran at the expected time",
        &[Log, ObservedBehavior, TestResult],
    ),
    item(
        "A run across a boundary that matters for {s} (midnight, a daylight-saving change, a missed or overlapping run)",
        &[Log, ObservedBehavior, TestResult],
    ),
    item(
        "The clock and time zone of the host or container the scheduler runs in",
        &[ObservedBehavior, Log, UserFact],
    ),
];

const GENERAL: &[ProofItem] = &[
    item(
        "A direct observation of {s} in the system and environment the claim is about",
        &[ObservedBehavior, TestResult, HttpResponse, Log, UserFact],
    ),
    item(
        "The artefact that produces {s} (code, configuration, asset or log line)",
        &[Code, Log, Documentation, ObservedBehavior],
    ),
    item(
        "A check of {s} that would have come out differently if the claim were false",
        &[TestResult, ObservedBehavior, HttpResponse],
    ),
];
