//! The cue table: for every domain, the words and phrases that lead to it and their weights
//! (`docs/domains.md`, "Cue table").
//!
//! Weights: 3 for a cue that names the domain's kind of question outright ("deadlock",
//! "latency", "cron"), 2 for a strong word of the area that also names things in other areas
//! ("version", "table", "index"), 1 for vocabulary that only leans ("daily", "option", "row").
//! One 3 outweighs two 1s of another domain, so an incidental word or two does not decide.
//!
//! Each cue may be written in several forms; a cue counts once however many of its forms the
//! claim holds. Forms are read with the shared normaliser (`crate::words`), so inflections and
//! synonyms of a form match it ("settings" is a form of "config", "logins" of "authentication").
//! A form of several words is a phrase, matched on consecutive words with the stop words still
//! in place; the longest form found at a position wins and uses up its words.

use super::Domain::{self, *};

/// One cue of the table.
pub(super) struct Cue {
    pub domain: Domain,
    pub weight: u32,
    pub forms: &'static [&'static str],
}

const fn cue(domain: Domain, weight: u32, forms: &'static [&'static str]) -> Cue {
    Cue {
        domain,
        weight,
        forms,
    }
}

/// The word cues of every domain. Two domains have no words here: `absence` and `root_cause`
/// are decided by the *form* of the claim (`super::forms`), and the shapes of identifiers and
/// file names (`super::names`) add their own weights.
pub(super) const CUES: &[Cue] = &[
    // api_contract
    cue(ApiContract, 3, &["endpoint", "api", "apis"]),
    cue(ApiContract, 3, &["status code", "http status"]),
    cue(
        ApiContract,
        3,
        &["response field", "response fields", "field of the response"],
    ),
    cue(
        ApiContract,
        3,
        &["request body", "response body", "payload"],
    ),
    cue(
        ApiContract,
        3,
        &["query parameter", "query string", "path parameter"],
    ),
    cue(
        ApiContract,
        3,
        &[
            "response schema",
            "schema of a response",
            "schema of the response",
            "request schema",
        ],
    ),
    cue(
        ApiContract,
        3,
        &[
            "api version",
            "version of the api",
            "version of an api",
            "api contract",
        ],
    ),
    cue(ApiContract, 3, &["graphql", "grpc", "openapi", "webhook"]),
    cue(ApiContract, 2, &["http", "rest"]),
    cue(ApiContract, 1, &["request", "response"]),
    cue(
        ApiContract,
        1,
        &["header", "route", "pagination", "paginated"],
    ),
    // authentication
    cue(
        Authentication,
        3,
        &["authentication", "oauth", "oauth2", "oidc", "saml"],
    ),
    cue(Authentication, 3, &["password", "passwords", "passphrase"]),
    cue(
        Authentication,
        3,
        &[
            "refresh token",
            "access token",
            "bearer token",
            "id token",
            "jwt",
            "jwts",
        ],
    ),
    cue(
        Authentication,
        3,
        &[
            "token validation",
            "token expiry",
            "token expiration",
            "token expires",
            "token expired",
            "expired token",
            "expired tokens",
            "invalid token",
            "revoked token",
            "validates the token",
            "validate the token",
        ],
    ),
    cue(Authentication, 3, &["mfa", "2fa", "totp", "locked out"]),
    cue(Authentication, 2, &["unauthorized", "unauthenticated"]),
    cue(
        Authentication,
        2,
        &[
            "session expiry",
            "session expires",
            "session timeout",
            "log in",
        ],
    ),
    // performance
    cue(
        Performance,
        3,
        &[
            "latency",
            "p50",
            "p90",
            "p95",
            "p99",
            "p999",
            "response time",
        ],
    ),
    cue(Performance, 3, &["throughput", "rps", "qps"]),
    cue(
        Performance,
        3,
        &[
            "slow", "slower", "slowly", "slowness", "slowdown", "fast", "faster",
        ],
    ),
    cue(
        Performance,
        3,
        &["memory use", "memory usage", "memory leak", "out of memory"],
    ),
    cue(Performance, 3, &["cold start", "cold starts"]),
    cue(
        Performance,
        3,
        &["performance", "perf", "bottleneck", "gc pause", "gc pauses"],
    ),
    cue(Performance, 2, &["cpu", "gc", "garbage collection"]),
    cue(Performance, 1, &["memory", "pause", "pauses", "lag"]),
    // configuration
    cue(Configuration, 3, &["config", "config map"]),
    cue(
        Configuration,
        3,
        &[
            "environment variable",
            "env var",
            "env variable",
            "env vars",
        ],
    ),
    cue(Configuration, 3, &["feature flag", "feature toggle"]),
    cue(Configuration, 2, &["helm values", "values file", "dotenv"]),
    cue(Configuration, 1, &["option", "flag"]),
    // dependency_version
    cue(DependencyVersion, 3, &["upgrade", "downgrade"]),
    cue(
        DependencyVersion,
        3,
        &["lockfile", "lock file", "lockfiles", "lock files"],
    ),
    cue(DependencyVersion, 3, &["pinned", "pins", "pin", "semver"]),
    cue(DependencyVersion, 2, &["version", "versions"]),
    cue(DependencyVersion, 2, &["package", "transitive"]),
    cue(
        DependencyVersion,
        1,
        &["library", "libraries", "crate", "npm", "pip", "maven"],
    ),
    // concurrency
    cue(Concurrency, 3, &["race", "race condition", "data race"]),
    cue(Concurrency, 3, &["deadlock", "livelock"]),
    cue(
        Concurrency,
        3,
        &[
            "concurrent",
            "concurrency",
            "concurrently",
            "simultaneously",
        ],
    ),
    cue(Concurrency, 3, &["parallel", "in parallel"]),
    cue(
        Concurrency,
        3,
        &["atomic", "atomically", "mutex", "semaphore", "lost update"],
    ),
    cue(Concurrency, 3, &["lock", "locks", "locked", "locking"]),
    cue(Concurrency, 3, &["thread safe", "thread safety"]),
    cue(Concurrency, 2, &["same time", "at once"]),
    cue(Concurrency, 1, &["thread", "goroutine"]),
    // data_schema
    cue(DataSchema, 3, &["column", "columns"]),
    cue(DataSchema, 3, &["migration"]),
    cue(
        DataSchema,
        3,
        &["primary key", "foreign key", "unique constraint"],
    ),
    cue(DataSchema, 3, &["nullable", "not null"]),
    cue(
        DataSchema,
        3,
        &[
            "field type",
            "type of a field",
            "type of the field",
            "column type",
        ],
    ),
    cue(DataSchema, 3, &["schema", "ddl"]),
    cue(DataSchema, 2, &["table", "tables"]),
    cue(DataSchema, 2, &["index", "indexes", "indices"]),
    cue(
        DataSchema,
        2,
        &[
            "constraint",
            "cascade",
            "cascades",
            "on delete",
            "on update",
        ],
    ),
    cue(
        DataSchema,
        1,
        &[
            "row",
            "rows",
            "uuid",
            "bigint",
            "bigserial",
            "varchar",
            "jsonb",
        ],
    ),
    // security
    cue(
        Security,
        3,
        &["vulnerability", "vulnerable", "cve", "exploit", "attacker"],
    ),
    cue(Security, 3, &["injection", "xss", "csrf", "ssrf", "rce"]),
    cue(
        Security,
        3,
        &["path traversal", "directory traversal", "traversal"],
    ),
    cue(
        Security,
        3,
        &[
            "unsanitised",
            "unsanitized",
            "unescaped",
            "sanitise",
            "sanitize",
            "untrusted input",
        ],
    ),
    cue(
        Security,
        3,
        &[
            "privilege escalation",
            "access control",
            "certificate pinning",
            "cert pinning",
        ],
    ),
    cue(Security, 2, &["permission", "secret", "secrets", "api key"]),
    cue(
        Security,
        2,
        &["encryption", "encrypted", "encrypt", "unencrypted"],
    ),
    cue(Security, 1, &["tls", "cors", "user supplied"]),
    // build_ci
    cue(
        BuildCi,
        3,
        &["ci", "pipeline", "workflow", "github actions"],
    ),
    cue(
        BuildCi,
        3,
        &["build", "builds", "built", "build cache", "ci cache"],
    ),
    cue(
        BuildCi,
        3,
        &["compile", "compiles", "compiled", "compiler", "compilation"],
    ),
    cue(BuildCi, 2, &["runner", "runners", "jenkins"]),
    cue(BuildCi, 1, &["artifact", "artifacts", "lint"]),
    // scheduling
    cue(
        Scheduling,
        3,
        &["cron", "cron job", "cronjob", "crontab", "celery beat"],
    ),
    cue(
        Scheduling,
        3,
        &[
            "schedule",
            "scheduled",
            "scheduler",
            "scheduling",
            "scheduled job",
        ],
    ),
    cue(Scheduling, 3, &["timer", "timers"]),
    cue(
        Scheduling,
        3,
        &["periodic task", "periodic job", "periodic"],
    ),
    cue(Scheduling, 3, &["time zone", "timezone", "time zones"]),
    cue(
        Scheduling,
        3,
        &[
            "daylight saving",
            "daylight savings",
            "dst",
            "summer time",
            "winter time",
            "clock change",
            "clocks change",
            "clocks changed",
            "clock changed",
        ],
    ),
    cue(Scheduling, 2, &["wall clock"]),
    cue(
        Scheduling,
        1,
        &[
            "nightly",
            "hourly",
            "daily",
            "weekly",
            "monthly",
            "utc",
            "gmt",
            "every night",
            "every day",
            "every hour",
        ],
    ),
];
