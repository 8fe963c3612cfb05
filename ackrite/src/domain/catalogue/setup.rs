//! Profiles of the domains about how a system is put together: its configuration, the versions
//! of what it depends on, the shape of its data, and how it is built.

use super::{ExperimentText, Profile, WEAK};
use crate::domain::cues::Shape;
use crate::domain::ProofItem;
use crate::evidence::EvidenceType::{
    Code, Documentation, HttpResponse, Log, ObservedBehavior, TestResult, UserFact,
};

pub(super) static CONFIGURATION: Profile = Profile {
    strong: &["dotenv"],
    // "config" is weak on purpose: claims about other things mention config files in passing
    // ("upgrading the parser makes config files fail to load").
    weak: &[
        "config", "configuration", "configure", "setting", "env", "environment", "variable",
        "flag", "option", "yaml", "toml", "ini", "property", "default",
    ],
    strong_phrases: &["environment variable", "env var"],
    weak_phrases: &[],
    shapes: &[],
    subject: "configuration in effect",
    checklist: &[
        ProofItem {
            item: "The value the running process actually uses, read from the process itself (startup log, debug endpoint or effective-configuration dump)",
            accepts: &[Log, ObservedBehavior, HttpResponse, TestResult],
            cues: &[
                "value", "process", "running", "startup", "debug", "effective", "dump", "loaded",
                "present", "env", "pod", "resolved",
            ],
        },
        ProofItem {
            item: "The source that sets the value and the precedence between sources (file, environment, flag, default)",
            accepts: &[Code, Documentation, UserFact],
            cues: &[
                "source", "precedence", "override", "overrides", "file", "env", "var", "flag",
                "default", "fallback",
            ],
        },
        ProofItem {
            item: "The behaviour changing when only that value is changed",
            accepts: &[TestResult, ObservedBehavior],
            cues: &["changed", "changing", "toggled", "restarted", "switched", "flipped", "set to"],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The running process uses the configuration value the claim depends on, and that value produces the claimed behaviour.",
        procedure: "Log the effective value from inside the running process at startup, then restart it with only that value changed and repeat the same action, recording the behaviour both times.",
        confirms_if: "The effective value is the one the claim assumes and the behaviour changes with it.",
        refutes_if: "The effective value differs from the one assumed, or the behaviour stays the same when it changes.",
    },
};

pub(super) static DEPENDENCY_VERSION: Profile = Profile {
    strong: &["upgrade", "downgrade", "bump", "semver", "lockfile"],
    weak: &[
        "version", "dependency", "package", "library", "release", "crate", "npm", "pip",
        "cargo", "sdk", "changelog",
    ],
    strong_phrases: &["breaking change"],
    weak_phrases: &[],
    shapes: &[(Shape::VersionNumber, WEAK)],
    subject: "versions in use",
    checklist: &[
        ProofItem {
            item: "The version actually resolved or loaded at run time (lockfile, dependency tree or the version the running program reports)",
            accepts: &[Log, ObservedBehavior, Code, TestResult],
            cues: &[
                "version", "resolved", "loaded", "lockfile", "installed", "pinned",
                "dependency tree",
            ],
        },
        ProofItem {
            item: "The changelog or release notes of the versions involved",
            accepts: &[Documentation],
            cues: &[
                "changelog", "release notes", "release note", "breaking", "migration guide",
                "upgrade guide", "deprecated",
            ],
        },
        ProofItem {
            item: "The behaviour compared on the old and the new version with everything else unchanged",
            accepts: &[TestResult, ObservedBehavior],
            cues: &[
                "compared", "old", "new", "previous", "both", "upgrade", "upgraded", "downgrade",
                "downgraded",
            ],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The behaviour depends on the dependency version as claimed.",
        procedure: "Record the resolved version from the lockfile or the running program, then run the same test on that version and on the previous one, changing nothing else.",
        confirms_if: "The claimed behaviour appears on one version and not on the other, in the claimed direction.",
        refutes_if: "Both versions behave the same, or the resolved version is not the one the claim is about.",
    },
};

pub(super) static DATA_SCHEMA: Profile = Profile {
    strong: &["schema", "column", "migration", "nullable"],
    weak: &[
        "table", "field", "database", "db", "sql", "index", "null", "json", "record", "row",
        "serialization", "serialisation",
    ],
    strong_phrases: &["foreign key", "primary key"],
    weak_phrases: &[],
    shapes: &[],
    subject: "data shape",
    checklist: &[
        ProofItem {
            item: "The schema as it exists in the target store or payload, read from the live database or a real payload rather than from model code",
            accepts: &[Log, ObservedBehavior, HttpResponse, TestResult, UserFact],
            cues: &[
                "schema", "column", "type", "constraint", "nullable", "table", "live", "payload",
                "describe", "information_schema",
            ],
        },
        ProofItem {
            item: "The migrations or schema definitions applied to that environment",
            accepts: &[Code, Log],
            cues: &[
                "migration", "migrate", "applied", "ddl", "alter", "create table", "definition",
            ],
        },
        ProofItem {
            item: "A real record or payload showing the claimed shape or values",
            accepts: &[HttpResponse, Log, ObservedBehavior, TestResult],
            cues: &[
                "record", "row", "payload", "value", "values", "select", "returned", "json",
                "field",
            ],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The data in the environment the claim is about has the claimed shape.",
        procedure: "Read the live schema in that environment (columns, types and constraints, or one real payload) and fetch one real record that uses the field in question, recording both verbatim.",
        confirms_if: "The live schema and the record both show the claimed shape.",
        refutes_if: "The live schema or the record differs from the claimed shape in name, type, nullability or presence.",
    },
};

pub(super) static BUILD_CI: Profile = Profile {
    strong: &[
        "ci", "pipeline", "compile", "compiler", "compilation", "lint", "linker", "makefile",
    ],
    // "test" and "build" are weak: a claim about why a test fails, or about what code builds,
    // is usually about something else.
    weak: &[
        "build", "workflow", "job", "artifact", "test", "runner", "deploy", "docker", "toolchain",
    ],
    strong_phrases: &["github actions"],
    weak_phrases: &[],
    shapes: &[],
    subject: "build run",
    checklist: &[
        ProofItem {
            item: "The failing job's log from the exact commit, including its first error",
            accepts: &[Log, TestResult],
            cues: &["job", "commit", "error", "failed", "failing", "step", "exit"],
        },
        ProofItem {
            item: "The same command run locally or on a clean runner from the same commit",
            accepts: &[TestResult, ObservedBehavior, Log],
            cues: &[
                "locally", "local", "clean", "fresh", "checkout", "laptop", "runner", "rerun",
                "command",
            ],
        },
        ProofItem {
            item: "The difference in toolchain, dependencies or environment between a passing and a failing run",
            accepts: &[Log, Code, Documentation, UserFact],
            cues: &[
                "toolchain", "rustc", "compiler", "dependency", "image", "cache", "difference",
                "differs", "mismatch", "incompatible",
            ],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The build or pipeline outcome comes from what the claim says, not from the runner's environment.",
        procedure: "Re-run the failing job on the same commit without caches, then run the same command locally from a clean checkout of that commit, and compare the first error of each run.",
        confirms_if: "Both runs show the claimed outcome with the same first error.",
        refutes_if: "The runs disagree, or their first error is a different one.",
    },
};
