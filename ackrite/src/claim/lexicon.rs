//! The phrases the claim rules look for, in one place (`docs/judgement.md`, "Never more confident
//! than the evidence"): what hedges, what generalises, what asserts an absence or a comparison,
//! what ties a cause to its effect, what counts as a search of the whole place.
//!
//! Why one list per idea: a rule that reads "probably" as a hedge in one module and not in
//! another gives an answer that disagrees with itself. Phrases are written lowercase, words
//! separated by one space; a `*` at the end of a phrase matches any word that starts with what
//! precedes it ("revert*" matches "reverted" and "reverting"). They are matched on [`Plain`]
//! text, word by word.

pub use super::plain::Plain;

/// Words with which an agent marks a guess (`docs/judgement.md`, "Hedged evidence"). Negated
/// ("not likely") they hedge the same.
pub const HEDGES: &[&str] = &[
    "probably",
    "likely",
    "unlikely",
    "might",
    "may be",
    "maybe",
    "perhaps",
    "possibly",
    "seems",
    "seem",
    "seemed",
    "looks like",
    "look like",
    "i think",
    "we think",
    "i believe",
    "i suspect",
    "we suspect",
    "i guess",
    "must have",
    "must be",
    "should be",
    "presumably",
    "i assume",
    "we assume",
    "apparently",
    "my guess",
    "suspect",
];

/// Hedges that only an agent writes: the ones counted in machine output (test results, logs,
/// code, configuration, HTTP messages), where "should return 401" or "may be retried" is the
/// output's own wording.
pub const AGENT_HEDGES: &[&str] = &[
    "probably",
    "presumably",
    "i think",
    "we think",
    "i believe",
    "i suspect",
    "we suspect",
    "i guess",
    "i assume",
    "we assume",
    "must have",
    "looks like",
    "seems",
    "apparently",
    "my guess",
];

/// Words that speak of every case.
pub const UNIVERSALS: &[&str] = &[
    "always",
    "never",
    "every",
    "all",
    "any",
    "regardless",
    "in all cases",
    "everywhere",
    "whenever",
];

/// "every 5 minutes", "each night": a frequency, not a generalisation.
pub const PERIODS: &[&str] = &[
    "second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "night", "nights",
    "week", "weeks", "month", "months", "morning", "evening", "time", "run", "request", "call",
];

/// Wording that says something is not there or not used.
pub const ABSENCES: &[&str] = &[
    "unused",
    "dead code",
    "dead",
    "no longer",
    "anymore",
    "any more",
    "nothing calls",
    "nothing in",
    "nothing uses",
    "nothing reads",
    "no one calls",
    "no one uses",
    "nobody calls",
    "nobody uses",
    "no callers",
    "no caller",
    "not used",
    "not to be used",
    "not be used",
    "not being used",
    "isn t used",
    "never used",
    "never called",
    "never read",
    "never set",
    "never referenced",
    "not read",
    "not called",
    "not referenced",
    "unreferenced",
    "is removed",
    "was removed",
    "removed the",
    "removed its",
    "removed all",
    "deleted the",
    "is no longer",
    "are deprecated",
    "was deprecated",
    "been deleted",
    "do not exist",
    "don t exist",
    "no such",
    "were removed",
    "been removed",
    "is missing",
    "are missing",
    "was missing",
    "is gone",
    "was deleted",
    "is deleted",
    "not present",
    "does not exist",
    "doesn t exist",
    "is deprecated",
    "safe to delete",
    "safe to remove",
    "no service",
    "no code",
];

/// Causal connectives whose cause follows them: "Y because X", "Y is caused by X". Where two
/// start at one word, the longer is listed first.
pub const CAUSE_AFTER: &[&str] = &[
    "because of",
    "because",
    "due to",
    "owing to",
    "caused by",
    "triggered by",
];

/// Causal connectives whose cause comes before them: "X causes Y", "X leads to Y", "X, which is
/// why Y". Where two start at one word, the longer is listed first.
pub const CAUSE_BEFORE: &[&str] = &[
    "causes",
    "caused",
    "cause",
    "leads to",
    "lead to",
    "led to",
    "leading to",
    "results in",
    "result in",
    "resulted in",
    "resulting in",
    "which is why",
    "is why",
    "is the cause of",
    "is the reason",
];

/// Words that open a condition: what follows describes a case, not the claim's subject.
pub const CONDITIONS: &[&str] = &["when", "if", "unless", "whenever", "once"];

/// Comparative words: a comparison when a quantity or a before-and-after comes with them.
pub const COMPARATIVES: &[&str] = &[
    "slower",
    "faster",
    "doubled",
    "halved",
    "tripled",
    "regress*",
    "drop from",
    "drops from",
    "dropped from",
    "dropped to",
    "fell from",
    "fell to",
    "went from",
    "rose from",
    "rose to",
    "increased from",
    "decreased from",
    "more often",
    "less often",
    "worse",
    "higher than",
    "lower than",
    "more than before",
];

/// Wording that asserts a change over time, in the order an assumption names it first.
pub const OVER_TIME: &[&str] = &[
    "no longer",
    "anymore",
    "any more",
    "used to",
    "previously",
    "since",
    "started",
    "stopped",
    "got",
    "became",
    "after",
    "regressed",
    "now",
];

/// Wording that names a cause as one of several.
pub const PARTIAL_CAUSES: &[&str] = &[
    "one of the causes",
    "a cause",
    "one cause",
    "partly",
    "contributes",
    "contributing",
    "among the causes",
];

/// What makes a comparative a comparison: a quantity, a before-and-after, a named baseline.
pub const BEFORE_AND_AFTER: &[&str] = &[
    "than", "from", "since", "after", "before", "compared", "vs", "versus", "baseline",
];

/// Words in an item that show several samples of a measurement.
pub const SAMPLES: &[&str] = &[
    "median",
    "medians",
    "mean",
    "average",
    "p50",
    "p90",
    "p95",
    "p99",
    "stddev",
    "std dev",
    "standard deviation",
    "spread",
    "samples",
    "iterations",
    "runs each",
    "n",
    "confidence interval",
];

/// Words in an item that show both sides measured alternately or in repeated separate runs.
pub const REPEATED_SIDES: &[&str] = &[
    "alternat*",
    "interleav*",
    "repeated runs",
    "separate runs",
    "each of the runs",
    "in every run",
    "across runs",
    "abab",
    "a b a b",
    "runs each",
    "rounds",
];

/// What shows a cause producing its effect: an intervention on the cause, a reproduction
/// through it, a difference that isolates it, or the reason stated.
pub const LINKS: &[&str] = &[
    "revert*",
    "roll back",
    "rolled back",
    "rolling back",
    "rollback",
    "pinned",
    "pinning",
    "pin back",
    "downgrad*",
    "disabl*",
    "enabling",
    "toggl*",
    "without",
    "removing",
    "once the",
    "after removing",
    "after changing",
    "after killing",
    "killing",
    "switching",
    "switched back",
    "bypass*",
    "reproduc*",
    "repro",
    "bisect*",
    "only difference",
    "only change",
    "nothing else changed",
    "with nothing else",
    "isolat*",
    "because",
    "caused by",
    "due to",
    "root cause",
    "the reason",
    "as a result of",
    "results in",
    "leads to",
];

/// Words of an error: what follows one in an item is the error's message, which may give a cause
/// as the reason.
pub const ERRORS: &[&str] = &[
    "error",
    "failed",
    "failure",
    "exception",
    "fatal",
    "panic",
    "panicked",
    "denied",
    "refused",
    "rejected",
];

/// What an item says when it reports a search of the whole place an absence is claimed of.
pub const WHOLE_SEARCHES: &[&str] = &[
    "repository wide",
    "repo wide",
    "whole repository",
    "whole repo",
    "entire repository",
    "entire repo",
    "entire codebase",
    "whole codebase",
    "across the repository",
    "across the repo",
    "across the codebase",
    "across the monorepo",
    "across all",
    "all repositories",
    "all repos",
    "all services",
    "every service",
    "every repository",
    "every package",
    "all packages",
    "whole monorepo",
    "entire monorepo",
    "complete listing",
    "full listing",
    "exhaustive",
    "org wide",
    "organisation wide",
    "organization wide",
];

/// What an item says when it covers every case a universal claim speaks of.
pub const EVERY_CASE: &[&str] = &[
    "exhaustive",
    "every combination",
    "all combinations",
    "whole range",
    "full range",
    "entire range",
    "property test",
    "for all",
    "all supported",
    "every supported",
    "each supported",
];

/// What an item says when it names a use of something: a caller, an import, a reference.
pub const USES: &[&str] = &[
    "calls",
    "called from",
    "called by",
    "caller",
    "callers",
    "imports",
    "imported by",
    "references",
    "referenced",
    "reference",
    "uses",
    "used by",
    "used in",
    "invokes",
    "invoked",
];

/// Words that turn a use around ("no callers", "nothing imports").
pub const NO_USE: &[&str] = &[
    "no", "not", "nothing", "none", "never", "zero", "0", "without", "unused",
];

/// Nouns that name a symptom: a part that says what a symptom *is* ("the freeze is a table
/// lock") or where it lies ("the leak is in the cache") is a diagnosis.
pub const SYMPTOMS: &[&str] = &[
    "freeze",
    "hang",
    "outage",
    "leak",
    "crash",
    "crashes",
    "failure",
    "failures",
    "error",
    "errors",
    "timeouts",
    "slowdown",
    "regression",
    "problem",
    "bug",
    "issue",
    "flake",
    "flakiness",
    "deadlock",
    "spike",
    "spikes",
    "stall",
    "stalls",
    "breakage",
    "duplicate",
    "duplicates",
];

/// Causal nouns after a copula: "X is the culprit for Y", "X is the problem behind Y".
pub const BLAME: &[&str] = &[
    "culprit",
    "bottleneck",
    "problem",
    "issue",
    "root cause",
    "cause",
    "reason",
    "source",
    "trigger",
    "to blame",
    "responsible",
];

/// Words naming a change, a version or a deploy: "since the upgrade", "after the migration".
pub const CHANGES: &[&str] = &[
    "upgrade",
    "upgrading",
    "update",
    "updating",
    "deploy",
    "deployment",
    "release",
    "migration",
    "merge",
    "change",
    "bump",
    "switch",
    "patch",
    "install",
    "rollout",
];

/// Commands and tools of one ecosystem: suggested only where the request names it.
pub const ECOSYSTEMS: &[(&str, &[&str])] = &[
    (
        "npm",
        &[
            "npm",
            "node",
            "yarn",
            "pnpm",
            "package json",
            "javascript",
            "typescript",
        ],
    ),
    (
        "pip",
        &[
            "pip",
            "python",
            "pypi",
            "poetry",
            "requirements txt",
            "virtualenv",
        ],
    ),
    ("cargo", &["cargo", "rust", "crate", "crates"]),
    (
        "kubectl",
        &[
            "kubectl",
            "kubernetes",
            "k8s",
            "pod",
            "pods",
            "cronjob",
            "deployment yaml",
        ],
    ),
    ("crontab", &["crontab", "cron"]),
    ("psql", &["psql", "postgres", "postgresql", "pg"]),
];
