//! Each domain's proof checklist (`docs/domains.md`, "Checklists"): what a proof of a claim in
//! that domain has to contain, most decisive first, the evidence types that can show each item,
//! and the meaning words by which an evidence item shows that it speaks to it.
//!
//! `inference` never appears among the accepted types: reasoning is not proof. Meaning words are
//! groups: an item is spoken to when every group has a word (or phrase) in the evidence's
//! content or source, compared on canonical words (stemmed, synonyms merged). A group written
//! as a placeholder (`{s}`, `{cause}`, `{gone}`) stands for the content words of that part of
//! the claim, so an item such as "an error naming the cause" is met only by an error that
//! names *this* claim's cause.

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
    /// Groups of meaning words, each a space-separated list (`+` joins the words of a phrase:
    /// `ruled+out`); every group must be met.
    pub meaning: &'static [&'static str],
}

const fn item(
    text: &'static str,
    accepts: &'static [EvidenceType],
    meaning: &'static [&'static str],
) -> ProofItem {
    ProofItem {
        text,
        accepts,
        meaning,
    }
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
        &["response status header body returned returns json field"],
    ),
    item(
        "The request actually sent for {s}: method, path, parameters and body",
        &[HttpRequest, Code, Log],
        &["request get post put patch curl query parameter body send sent"],
    ),
    item(
        "The contract for {s} in the version the server runs (specification, schema or changelog)",
        &[Documentation, HttpResponse, UserFact],
        &["contract specification spec openapi swagger schema changelog documented reference"],
    ),
    item(
        "A test that calls {s} and asserts the claimed behaviour",
        &[TestResult],
        &["test assert expected pass fail", "{s} endpoint api request response"],
    ),
];

const AUTHENTICATION: &[ProofItem] = &[
    item(
        "An authentication attempt exercising {s} with credentials known to be valid, in the environment the claim is about, with its full response",
        &[HttpResponse, ObservedBehavior, TestResult, Log],
        &["authentication sign+in token password session accepted rejected unauthorized oauth"],
    ),
    item(
        "The request the client sends for {s}: endpoint, credential type and headers, with secret values removed",
        &[HttpRequest, Log, Code],
        &["request header authorization bearer token credential cookie grant"],
    ),
    item(
        "The same attempt from a client, version or account where it is known to work",
        &[ObservedBehavior, TestResult, HttpResponse, UserFact],
        &["older previous other another different working works worked", "sign+in authentication token session password accepted"],
    ),
    item(
        "The error code or reason the server gives for any rejection",
        &[HttpResponse, Log],
        &["error reason rejected denied forbidden unauthorized invalid expired"],
    ),
];

const PERFORMANCE: &[ProofItem] = &[
    item(
        "A measurement of {s} (time, memory or throughput) on the workload and environment the claim is about",
        &[TestResult, Log, ObservedBehavior, HttpResponse],
        &["measured measurement latency throughput p50 p95 p99 median duration elapsed took rps qps memory cpu benchmark slow fast pause"],
    ),
    item(
        "A baseline measured the same way on a version, input or configuration without the claimed problem",
        &[TestResult, Log, ObservedBehavior],
        &["baseline previous before older compared versus vs reverted original"],
    ),
    item(
        "Repeated runs showing that the difference for {s} is larger than run-to-run variation",
        &[TestResult, Log],
        &["repeated runs iterations median spread variance stddev deviation trials samples consistently"],
    ),
    item(
        "A profile or trace locating where the time or memory goes",
        &[Log, TestResult, Code],
        &["profile profiler flamegraph trace span pprof hotspot breakdown allocation heap"],
    ),
];

const ROOT_CAUSE: &[ProofItem] = &[
    item(
        "A reproduction of the failure of {effect}, with the exact steps and the result",
        &[TestResult, ObservedBehavior, Log, HttpResponse],
        &["reproduce reproduction repro steps fail error crash panic exception timeout"],
    ),
    item(
        "A log line or error that names {cause} at the moment of the failure",
        &[Log, HttpResponse, ObservedBehavior, TestResult],
        &["fail error denied crash panic exception timeout refused killed", "{cause}"],
    ),
    item(
        "The failure going away when only {cause} is changed or reverted, and coming back when it is restored",
        &[TestResult, ObservedBehavior, Log],
        &["removed reverted revert disabled restored without fixed rollback changed", "fail error pass succeed gone works crash"],
    ),
    item(
        "Other candidate causes checked and ruled out",
        &[TestResult, Log, ObservedBehavior, UserFact, Code],
        &["ruled+out rule+out excluded other+cause instead unrelated alternative not+the+cause"],
    ),
];

const CONFIGURATION: &[ProofItem] = &[
    item(
        "The value behind {s} that the running process actually uses, read from the process itself (startup log, debug endpoint or effective-configuration dump)",
        &[Log, ObservedBehavior, HttpResponse, TestResult],
        &["value running startup debug effective dump loaded resolved printenv env config flag"],
    ),
    item(
        "The source that sets {s} and the precedence between sources (file, environment variable, flag, default)",
        &[Code, Documentation, UserFact, ObservedBehavior],
        &["source precedence override file env variable flag default fallback config helm values yaml"],
    ),
    item(
        "The behaviour with only that value changed, showing that the setting takes effect",
        &[TestResult, ObservedBehavior, Log],
        &["changed change restarted after toggled enabled disabled effect differs"],
    ),
];

const DEPENDENCY_VERSION: &[ProofItem] = &[
    item(
        "The version of {s} actually resolved and installed, from the lockfile or the package manager's tree",
        &[Code, Log, ObservedBehavior, TestResult],
        &["version lockfile lock resolved installed tree npm pip cargo pinned package"],
    ),
    item(
        "The changelog or release notes of the versions involved",
        &[Documentation, UserFact],
        &["changelog release+notes release breaking migration+guide deprecated"],
    ),
    item(
        "A test run against the exact version the claim names, with its result",
        &[TestResult, ObservedBehavior],
        &["test pass fail run build", "version upgrade downgrade installed pinned lock package"],
    ),
];

const CONCURRENCY: &[ProofItem] = &[
    item(
        "A reproduction of {s} under repeated or parallel runs, with how often the claimed outcome occurs",
        &[TestResult, ObservedBehavior, Log],
        &["parallel concurrent repeated runs iterations stress loop race deadlock twice simultaneously"],
    ),
    item(
        "A log or trace showing the interleaving of the operations involved (thread, process or transaction ids, timestamps)",
        &[Log, ObservedBehavior],
        &["process thread transaction worker waits blocked interleaving order acquired lock deadlock pid"],
    ),
    item(
        "The code where the shared state of {s} is accessed, with its synchronisation (locks, transactions, atomic operations)",
        &[Code],
        &["lock mutex transaction atomic synchronized update select shared inserts deletes updates"],
    ),
    item(
        "The outcome with the operations forced to run one at a time",
        &[TestResult, ObservedBehavior, Log],
        &["one+at+a+time serial serialised serialized single sequential sequentially"],
    ),
];

const DATA_SCHEMA: &[ProofItem] = &[
    item(
        "The schema of {s} as the live database reports it (its catalogue, `\\d` or information_schema), not only the migration files",
        &[ObservedBehavior, Log, HttpResponse, TestResult],
        &["column table type nullable null index key schema constraint information_schema default"],
    ),
    item(
        "The migration that created or changed {s}, and whether it has run in the environment the claim is about",
        &[Code, Log, Documentation, ObservedBehavior],
        &["migration migrate alter create applied schema_migrations"],
    ),
    item(
        "A query or test that reads or writes the data and shows the claimed shape",
        &[TestResult, ObservedBehavior, Log],
        &["select insert query row rows returned test"],
    ),
];

const SECURITY: &[ProofItem] = &[
    item(
        "A reproduction of the claimed exposure or protection for {s} with one concrete input, in a non-production environment",
        &[TestResult, ObservedBehavior, HttpResponse],
        &["reproduce input payload crafted exploit injected accepted rejected blocked bypass exposed traversal escaped"],
    ),
    item(
        "The code path that handles {s}",
        &[Code],
        &["handle handler input untrusted validate sanitize sanitise escape check authorize permission join path query"],
    ),
    item(
        "The version and configuration of the security-relevant component actually deployed",
        &[Log, ObservedBehavior, UserFact, Code],
        &["version config deployed library tls cipher policy certificate enabled"],
    ),
    item(
        "An advisory or specification stating the expected behaviour",
        &[Documentation, UserFact],
        &["advisory cve specification rfc owasp standard documented"],
    ),
];

const BUILD_CI: &[ProofItem] = &[
    item(
        "The log of {s} on the runner the claim is about, with the step that shows the claimed behaviour",
        &[Log, ObservedBehavior, TestResult],
        &["log step job runner build pipeline workflow output ci compile gradle r8"],
    ),
    item(
        "The pipeline or build definition that applies to {s} (workflow file, build script, conditions and triggers)",
        &[Code, Documentation, UserFact],
        &["workflow pipeline yaml yml job step condition trigger script gradle makefile config rule"],
    ),
    item(
        "The same step run from a clean checkout without caches, or on another runner, with its result",
        &[Log, TestResult, ObservedBehavior],
        &["clean fresh cache another+runner locally local retry"],
    ),
];

const ABSENCE: &[ProofItem] = &[
    item(
        "A direct attempt to use {gone} in the system, version and environment the claim is about, with its result",
        OBSERVED,
        &["attempt tried call used request result error unknown unsupported not+found response returned success", "{gone}"],
    ),
    item(
        "Evidence from where {gone} would be if it existed (the server, the current release, the whole code base), not only from one client or file",
        &[HttpResponse, Log, TestResult, ObservedBehavior],
        &["server release provider upstream codebase code+base search grep everywhere repo"],
    ),
    item(
        "The change that removed {gone} (commit, changelog entry, release note or migration), or a statement that it never existed",
        &[Documentation, Log, UserFact, Code],
        &["commit changelog release+note release+notes migration removed deprecated dropped deleted never+existed"],
    ),
    item(
        "A version or environment where {gone} is known to have existed, checked the same way",
        &[ObservedBehavior, TestResult, HttpResponse, UserFact],
        &["older previous earlier old worked working used+to"],
    ),
];

const SCHEDULING: &[ProofItem] = &[
    item(
        "The schedule and time zone the scheduler actually holds for {s} (its live listing, not only the file in the repository)",
        &[ObservedBehavior, Log, HttpResponse, UserFact, Code],
        &["schedule cron cronjob crontab timer timezone time+zone utc oncalendar interval every"],
    ),
    item(
        "A log line or run record showing {s} ran at the expected time",
        &[Log, ObservedBehavior, TestResult],
        &["run ran started triggered fired executed completed finished last", "time schedule utc timestamp daily nightly"],
    ),
    item(
        "A run across a boundary that matters for {s} (midnight, a daylight-saving change, a missed or overlapping run)",
        &[Log, ObservedBehavior, TestResult],
        &["dst daylight clock midnight boundary overlap missed twice double skipped summer+time winter+time"],
    ),
    item(
        "The clock and time zone of the host or container the scheduler runs in",
        &[ObservedBehavior, Log, UserFact],
        &["clock timezone time+zone tz localtime timedatectl", "host container node pod server machine system"],
    ),
];

const GENERAL: &[ProofItem] = &[
    item(
        "A direct observation of {s} in the system and environment the claim is about",
        &[ObservedBehavior, TestResult, HttpResponse, Log, UserFact],
        &["{s}"],
    ),
    item(
        "The artefact that produces {s} (code, configuration, asset or log line)",
        &[Code, Log, Documentation, ObservedBehavior],
        &[
            "{s}",
            "code config file source asset implementation function defined template line",
        ],
    ),
    item(
        "A check of {s} that would have come out differently if the claim were false",
        &[TestResult, ObservedBehavior, HttpResponse],
        &[
            "{s}",
            "test check compared before after versus differs control expected",
        ],
    ),
];
