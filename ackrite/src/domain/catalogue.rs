//! The domain catalogue: for every domain, the cues that select it, what a proof of a claim in it
//! has to contain, and the one experiment that settles such a claim fastest.
//!
//! Checklists and experiments are deliberately generic to the domain and never quote the claim:
//! they are instructions written by Ackrite, and caller text inside them could be mistaken for
//! Ackrite's own words (or smuggle instructions in). Each checklist item names the evidence types
//! that can satisfy it; `inference` never appears there, because reasoning is not proof.

use super::{Domain, ProofItem};
use crate::evidence::EvidenceType::{
    Code, Documentation, HttpRequest, HttpResponse, Log, ObservedBehavior, TestResult, UserFact,
};

/// The fixed texts of a domain's experiment (see [`super::Experiment`]).
pub(super) struct ExperimentText {
    pub hypothesis: &'static str,
    pub procedure: &'static str,
    pub confirms_if: &'static str,
    pub refutes_if: &'static str,
}

/// Everything Ackrite knows about one domain.
pub(super) struct Profile {
    /// Single words, compared as content words (stemmed, synonyms merged).
    pub cues: &'static [&'static str],
    /// Short phrases, compared as raw consecutive tokens, for cues made of little words.
    pub phrases: &'static [&'static str],
    /// What to examine when an item of this domain contradicts the claim ("sign-in flow").
    pub subject: &'static str,
    pub checklist: &'static [ProofItem],
    pub experiment: ExperimentText,
}

/// Wording that claims something is missing or was removed. Shared with the assumption rules:
/// the same words that make a claim an absence claim make it take "not seen" for "not there".
pub(crate) const ABSENCE_PHRASES: &[&str] = &[
    "no longer",
    "removed",
    "missing",
    "doesn't exist",
    "does not exist",
    "don't exist",
    "do not exist",
    "not found",
    "not supported",
    "doesn't support",
    "does not support",
    "unsupported",
    "not available",
    "unavailable",
    "no such",
    "deleted",
    "gone",
    "absent",
    "lacks",
    "anymore",
    "any more",
];

/// Wording that names a cause. Shared with the assumption rules (a named cause taken as the only
/// cause).
pub(crate) const CAUSE_PHRASES: &[&str] = &[
    "because",
    "due to",
    "caused by",
    "causes",
    "cause",
    "root cause",
    "the reason",
    "leads to",
    "led to",
    "results in",
    "resulted in",
    "responsible for",
    "triggered by",
    "triggers",
];

pub(super) fn profile(domain: Domain) -> &'static Profile {
    match domain {
        Domain::ApiContract => &API_CONTRACT,
        Domain::Authentication => &AUTHENTICATION,
        Domain::Performance => &PERFORMANCE,
        Domain::RootCause => &ROOT_CAUSE,
        Domain::Configuration => &CONFIGURATION,
        Domain::DependencyVersion => &DEPENDENCY_VERSION,
        Domain::Concurrency => &CONCURRENCY,
        Domain::DataSchema => &DATA_SCHEMA,
        Domain::Security => &SECURITY,
        Domain::BuildCi => &BUILD_CI,
        Domain::Absence => &ABSENCE,
        Domain::General => &GENERAL,
    }
}

static API_CONTRACT: Profile = Profile {
    cues: &[
        "api", "endpoint", "route", "request", "response", "payload", "header", "contract",
        "http", "rest", "graphql", "grpc", "webhook", "parameter", "status",
    ],
    phrases: &["status code"],
    subject: "request and response",
    checklist: &[
        ProofItem {
            item: "A captured request and its response from the exact endpoint and environment the claim is about",
            accepts: &[HttpRequest, HttpResponse, Log],
        },
        ProofItem {
            item: "The contract in the version the server actually runs (specification, schema or changelog)",
            accepts: &[Documentation, HttpResponse, UserFact],
        },
        ProofItem {
            item: "A focused test that calls the endpoint and asserts the claimed behaviour",
            accepts: &[TestResult],
        },
        ProofItem {
            item: "The client code that builds the request, showing what is really sent",
            accepts: &[Code, HttpRequest, Log],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The endpoint behaves as claimed in the environment the claim is about.",
        procedure: "Send one minimal request to that endpoint in that environment with a plain HTTP client outside the application, then send the exact request the application sends, and record both full requests and responses (status, headers, body).",
        confirms_if: "Both responses show the claimed behaviour (the claimed status, fields or error code).",
        refutes_if: "Either response differs from the claim, or the plain request succeeds where the application's request fails, which puts the difference in the request rather than the API.",
    },
};

static AUTHENTICATION: Profile = Profile {
    cues: &[
        "auth", "authentication", "authenticate", "login", "logon", "logout", "signin", "sign",
        "credential", "password", "oauth", "sso", "saml", "jwt", "session", "mfa", "token",
        "cookie", "unauthorized", "unauthenticated",
    ],
    phrases: &["log in", "sign in", "signs in"],
    subject: "sign-in flow",
    checklist: &[
        ProofItem {
            item: "A sign-in attempt with credentials known to be valid, against the system and environment the claim is about, with its full response",
            accepts: &[HttpResponse, ObservedBehavior, TestResult, Log],
        },
        ProofItem {
            item: "The request the client actually sends: endpoint, credential type and headers, with secret values removed",
            accepts: &[HttpRequest, Log, Code],
        },
        ProofItem {
            item: "The same attempt from a client, version or account where sign-in is known to work",
            accepts: &[ObservedBehavior, TestResult, HttpResponse, UserFact],
        },
        ProofItem {
            item: "The error code or reason the server gives for any rejection",
            accepts: &[HttpResponse, Log],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "Authentication behaves as claimed for the system and environment the claim is about.",
        procedure: "Perform one sign-in with credentials known to be valid against the same endpoint and environment, once from the client in question and once from a client or version known to have signed in, and capture both requests and responses (status, error code, headers) with secret values removed.",
        confirms_if: "Both attempts show the claimed behaviour with the same status and error code.",
        refutes_if: "The two attempts differ (the difference then lies in what each client sends), or both succeed where the claim says sign-in fails.",
    },
};

static PERFORMANCE: Profile = Profile {
    cues: &[
        "slow", "slower", "fast", "faster", "latency", "performance", "perf", "throughput",
        "timeout", "memory", "cpu", "leak", "bottleneck", "speed", "benchmark", "lag", "hang",
        "freeze", "cache", "optimize", "optimise",
    ],
    phrases: &["takes too long", "out of memory"],
    subject: "measurement",
    checklist: &[
        ProofItem {
            item: "A measurement of the claimed metric (time, memory or throughput) on the workload and environment the claim is about",
            accepts: &[TestResult, Log, ObservedBehavior, HttpResponse],
        },
        ProofItem {
            item: "A baseline measured the same way on a version, input or configuration without the claimed problem",
            accepts: &[TestResult, Log, ObservedBehavior],
        },
        ProofItem {
            item: "Repeated runs showing that the difference is larger than run-to-run variation",
            accepts: &[TestResult, Log],
        },
        ProofItem {
            item: "A profile or trace locating where the time or memory goes",
            accepts: &[Log, TestResult, Code],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The claimed performance difference exists and is larger than normal variation.",
        procedure: "Run the same workload five times on the current version and five times on a baseline version or configuration in the same environment, recording the metric each time, and compare the medians and the spread.",
        confirms_if: "The medians differ in the claimed direction by more than the spread of either set of runs.",
        refutes_if: "The medians lie within each other's spread, or differ in the opposite direction.",
    },
};

static ROOT_CAUSE: Profile = Profile {
    cues: &[
        "cause", "root", "reason", "trigger", "culprit", "blame", "responsible", "fault", "why",
        "bug", "crash",
    ],
    phrases: CAUSE_PHRASES,
    subject: "failure and the conditions it occurred under",
    checklist: &[
        ProofItem {
            item: "A reproduction of the failure, with the exact steps and the result",
            accepts: &[TestResult, ObservedBehavior, Log, HttpResponse],
        },
        ProofItem {
            item: "The failure disappearing when only the named cause is removed or reverted, and returning when it is restored",
            accepts: &[TestResult, ObservedBehavior],
        },
        ProofItem {
            item: "A log or trace linking the named cause to the failure at the moment it happens",
            accepts: &[Log, HttpResponse, TestResult],
        },
        ProofItem {
            item: "Other candidate causes checked and ruled out",
            accepts: &[TestResult, Log, ObservedBehavior, UserFact],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The named cause alone produces the failure.",
        procedure: "Reproduce the failure once, change only the named cause (revert, disable or fix it) and run the same reproduction again, then restore the cause and run it a third time.",
        confirms_if: "The failure occurs with the cause, disappears without it and returns when it is restored.",
        refutes_if: "The failure persists without the cause, or does not return when the cause is restored.",
    },
};

static CONFIGURATION: Profile = Profile {
    cues: &[
        "config", "configuration", "configure", "setting", "env", "environment", "variable",
        "flag", "option", "yaml", "toml", "ini", "property", "default", "dotenv",
    ],
    phrases: &["feature flag", "env var"],
    subject: "configuration in effect",
    checklist: &[
        ProofItem {
            item: "The value the running process actually uses, read from the process itself (startup log, debug endpoint or effective-configuration dump)",
            accepts: &[Log, ObservedBehavior, HttpResponse, TestResult],
        },
        ProofItem {
            item: "The source that sets the value and the precedence between sources (file, environment, flag, default)",
            accepts: &[Code, Documentation, UserFact],
        },
        ProofItem {
            item: "The behaviour changing when only that value is changed",
            accepts: &[TestResult, ObservedBehavior],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The running process uses the configuration value the claim depends on, and that value produces the claimed behaviour.",
        procedure: "Log the effective value from inside the running process at startup, then restart it with only that value changed and repeat the same action, recording the behaviour both times.",
        confirms_if: "The effective value is the one the claim assumes and the behaviour changes with it.",
        refutes_if: "The effective value differs from the one assumed, or the behaviour stays the same when it changes.",
    },
};

static DEPENDENCY_VERSION: Profile = Profile {
    cues: &[
        "version", "dependency", "package", "library", "upgrade", "downgrade", "release",
        "semver", "lockfile", "crate", "npm", "pip", "cargo", "sdk", "bump", "changelog",
    ],
    phrases: &["breaking change"],
    subject: "versions in use",
    checklist: &[
        ProofItem {
            item: "The version actually resolved or loaded at run time (lockfile, dependency tree or the version the running program reports)",
            accepts: &[Log, ObservedBehavior, Code, TestResult],
        },
        ProofItem {
            item: "The changelog or release notes of the versions involved",
            accepts: &[Documentation],
        },
        ProofItem {
            item: "The behaviour compared on the old and the new version with everything else unchanged",
            accepts: &[TestResult, ObservedBehavior],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The behaviour depends on the dependency version as claimed.",
        procedure: "Record the resolved version from the lockfile or the running program, then run the same test on that version and on the previous one, changing nothing else.",
        confirms_if: "The claimed behaviour appears on one version and not on the other, in the claimed direction.",
        refutes_if: "Both versions behave the same, or the resolved version is not the one the claim is about.",
    },
};

static CONCURRENCY: Profile = Profile {
    cues: &[
        "race", "concurrent", "concurrency", "thread", "deadlock", "lock", "mutex", "async",
        "parallel", "atomic", "synchronization", "synchronisation", "interleaving", "contention",
        "livelock", "semaphore", "flaky", "intermittent",
    ],
    phrases: &["race condition"],
    subject: "run and its timing",
    checklist: &[
        ProofItem {
            item: "A reproduction under repeated or parallel runs, with how often the failure occurs",
            accepts: &[TestResult, Log, ObservedBehavior],
        },
        ProofItem {
            item: "A log or trace showing the interleaving of the operations involved (thread or task ids, timestamps)",
            accepts: &[Log],
        },
        ProofItem {
            item: "The code where the shared state is accessed, with its synchronisation",
            accepts: &[Code],
        },
        ProofItem {
            item: "The failure rate with the operations forced to run one at a time",
            accepts: &[TestResult, ObservedBehavior],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The failure depends on the timing or ordering of concurrent operations.",
        procedure: "Run the failing operation 100 times in parallel and count the failures, then run it 100 times with concurrency forced to one (a single thread or worker, or a lock around the suspect section) and count the failures again.",
        confirms_if: "Failures occur in the parallel runs and none in the serial runs.",
        refutes_if: "The serial runs fail at a similar rate, or the parallel runs never fail.",
    },
};

static DATA_SCHEMA: Profile = Profile {
    cues: &[
        "schema", "column", "table", "field", "migration", "database", "db", "sql", "index",
        "nullable", "null", "json", "record", "row", "serialization", "serialisation",
    ],
    phrases: &["foreign key", "primary key"],
    subject: "data shape",
    checklist: &[
        ProofItem {
            item: "The schema as it exists in the target store or payload, read from the live database or a real payload rather than from model code",
            accepts: &[Log, ObservedBehavior, HttpResponse, TestResult, UserFact],
        },
        ProofItem {
            item: "The migrations or schema definitions applied to that environment",
            accepts: &[Code, Log],
        },
        ProofItem {
            item: "A real record or payload showing the claimed shape or values",
            accepts: &[HttpResponse, Log, ObservedBehavior, TestResult],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The data in the environment the claim is about has the claimed shape.",
        procedure: "Read the live schema in that environment (columns, types and constraints, or one real payload) and fetch one real record that uses the field in question, recording both verbatim.",
        confirms_if: "The live schema and the record both show the claimed shape.",
        refutes_if: "The live schema or the record differs from the claimed shape in name, type, nullability or presence.",
    },
};

static SECURITY: Profile = Profile {
    cues: &[
        "security", "secure", "insecure", "vulnerability", "vulnerable", "exploit", "injection",
        "xss", "csrf", "cve", "secret", "encryption", "encrypt", "tls", "ssl", "certificate",
        "permission", "privilege", "escalation", "sanitize",
        "sanitise", "attack", "attacker", "cors", "exposed", "exposure",
    ],
    phrases: &["access control"],
    subject: "security behaviour",
    checklist: &[
        ProofItem {
            item: "A reproduction of the claimed exposure or protection with one concrete input, in a non-production environment",
            accepts: &[TestResult, ObservedBehavior, HttpResponse],
        },
        ProofItem {
            item: "The code path that handles the untrusted input or the protected resource",
            accepts: &[Code],
        },
        ProofItem {
            item: "The version and configuration of the security-relevant component actually deployed (library, TLS settings, access policy)",
            accepts: &[Log, ObservedBehavior, UserFact, Code],
        },
        ProofItem {
            item: "An advisory or specification stating the expected behaviour",
            accepts: &[Documentation, UserFact],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The claimed security property holds, or fails, for the component and environment the claim is about.",
        procedure: "In a non-production environment, send one crafted input that can only succeed if the property fails and one ordinary input as a control, and record both responses and any log lines they produce.",
        confirms_if: "The crafted input behaves as the claim predicts (accepted if the claim says the property fails, rejected if it says the property holds) while the control behaves normally.",
        refutes_if: "The crafted input behaves the opposite way to the claim's prediction.",
    },
};

static BUILD_CI: Profile = Profile {
    cues: &[
        "build", "ci", "pipeline", "compile", "compiler", "compilation", "workflow", "job",
        "lint", "linker", "artifact", "test", "runner", "deploy", "docker", "makefile",
    ],
    phrases: &["github actions"],
    subject: "build run",
    checklist: &[
        ProofItem {
            item: "The failing job's log from the exact commit, including its first error",
            accepts: &[Log, TestResult],
        },
        ProofItem {
            item: "The same command run locally or on a clean runner from the same commit",
            accepts: &[TestResult, ObservedBehavior, Log],
        },
        ProofItem {
            item: "The difference in toolchain, dependencies or environment between a passing and a failing run",
            accepts: &[Log, Code, Documentation, UserFact],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The build or pipeline outcome comes from what the claim says, not from the runner's environment.",
        procedure: "Re-run the failing job on the same commit without caches, then run the same command locally from a clean checkout of that commit, and compare the first error of each run.",
        confirms_if: "Both runs show the claimed outcome with the same first error.",
        refutes_if: "The runs disagree, or their first error is a different one.",
    },
};

static ABSENCE: Profile = Profile {
    cues: &[],
    phrases: ABSENCE_PHRASES,
    subject: "behaviour",
    checklist: &[
        ProofItem {
            item: "A direct attempt to use the thing in the system, version and environment the claim is about, with its result",
            accepts: &[TestResult, HttpResponse, ObservedBehavior, Log],
        },
        ProofItem {
            item: "Evidence from where the thing would be if it existed (the server, the current release, the whole code base), not only from one client or file",
            accepts: &[HttpResponse, Log, TestResult],
        },
        ProofItem {
            item: "The change that removed it (commit, changelog entry, release note or migration), or a statement that it never existed",
            accepts: &[Documentation, Log, UserFact],
        },
        ProofItem {
            item: "A version or environment where it is known to have existed, checked the same way",
            accepts: &[ObservedBehavior, TestResult, HttpResponse, UserFact],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The thing the claim says is missing is absent from the system the claim is about, not only from the part that was inspected.",
        procedure: "Exercise the thing directly in the system and environment the claim is about (call it, request it or run the test that uses it) and record the exact result, then repeat the same step against a version or environment where it is known to have existed.",
        confirms_if: "The direct attempt fails with an error saying the thing is unknown, unsupported or not found, while the known-good version succeeds.",
        refutes_if: "The direct attempt succeeds, or it fails for another reason (credentials, network, input), which leaves the absence unshown.",
    },
};

static GENERAL: Profile = Profile {
    cues: &[],
    phrases: &[],
    subject: "observation",
    checklist: &[
        ProofItem {
            item: "A direct observation of the claimed behaviour in the system and environment the claim is about",
            accepts: &[TestResult, ObservedBehavior, HttpResponse, UserFact],
        },
        ProofItem {
            item: "The artefact that produces the behaviour (code, configuration or log line)",
            accepts: &[Code, Log, HttpRequest],
        },
        ProofItem {
            item: "A check that would have come out differently if the claim were false",
            accepts: &[TestResult, ObservedBehavior, HttpResponse],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The claim holds in the system and environment it is about.",
        procedure: "Write down one observable result the claim predicts that would differ if the claim were false, then run the smallest action that produces it in the system the claim is about and record the output verbatim.",
        confirms_if: "The recorded output matches the predicted result.",
        refutes_if: "The recorded output differs from the predicted result.",
    },
};
