//! Failure signatures: what makes two failed outcomes one failure, however they are worded: an
//! error name, a status code or a message (`docs/judgement.md`, "Same strategy, same failure").

use std::collections::BTreeSet;
use std::sync::LazyLock;

use regex::Regex;

use super::codes::codes;
use crate::words::{words, Word};

/// Error names too general to tell one failure from another.
const GENERIC_NAMES: &[&str] = &[
    "error",
    "exception",
    "assertionerror",
    "runtimeerror",
    "err",
    "error_exception",
];

/// Failures with several usual spellings: (signature, lowercased spellings).
const NAMED_FAILURES: &[(&str, &[&str])] = &[
    (
        "connection reset",
        &[
            "econnreset",
            "connection reset",
            "connection was reset",
            "reset by peer",
        ],
    ),
    (
        "connection refused",
        &["econnrefused", "connection refused", "refused to connect"],
    ),
    (
        "timeout",
        &[
            "etimedout",
            "timeout",
            "timed out",
            "time-out",
            "time out",
            "deadline exceeded",
        ],
    ),
    (
        "out of memory",
        &[
            "oomkilled",
            "out of memory",
            "oom-killed",
            "oom killed",
            "outofmemory",
        ],
    ),
    (
        "segmentation fault",
        &[
            "sigsegv",
            "segmentation fault",
            "segfault",
            "nil pointer dereference",
            "null pointer",
        ],
    ),
    ("broken pipe", &["epipe", "broken pipe"]),
    (
        "permission denied",
        &["eacces", "permission denied", "access denied"],
    ),
    ("no space left", &["enospc", "no space left"]),
    (
        "too many connections",
        &["too many connections", "too many clients"],
    ),
];

/// Words every failure shares, left out of message signatures.
const SHARED_BY_FAILURES: &[&str] = &[
    "still", "fail", "error", "err", "again", "same", "result", "happen", "occur",
];

/// Fewest content words a clause needs to be a message signature.
const MIN_MESSAGE_WORDS: usize = 2;

static ERROR_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b([A-Za-z][A-Za-z0-9]*(?:Error|Exception|Timeout)|E[A-Z]{4,}|SIG[A-Z]{3,})\b")
        .expect("valid regex")
});

/// Where an outcome's clauses end.
static CLAUSE_END: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"[;,\n]|[.:!?](?:\s|$)|\s-\s").expect("valid regex"));

/// The first error name in `text` (`ImportError`, `ECONNREFUSED`, `SIGSEGV`), general ones
/// included: whatever it names, an outcome that reports it failed.
pub(crate) fn error_name(text: &str) -> Option<String> {
    ERROR_NAME
        .captures_iter(text)
        .filter_map(|c| c.get(1))
        .map(|m| m.as_str())
        .find(|name| !matches!(*name, "ERROR" | "EXCEPTION"))
        .map(str::to_lowercase)
}

/// Every signature of `outcome`, as comparable strings. Two failed outcomes that share one are
/// the same failure.
pub fn signatures(outcome: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for captures in ERROR_NAME.captures_iter(outcome) {
        if let Some(name) = captures.get(1) {
            let name = name.as_str().to_lowercase();
            if !GENERIC_NAMES.contains(&name.as_str()) {
                found.insert(format!("name {}", canonical_name(&name)));
            }
        }
    }
    let lower = outcome.to_lowercase();
    for (signature, spellings) in NAMED_FAILURES {
        if spellings.iter().any(|s| lower.contains(s)) {
            found.insert(format!("name {signature}"));
        }
    }
    for code in codes(outcome).into_iter().filter(|c| c.is_failure()) {
        found.insert(code.signature());
    }
    for clause in CLAUSE_END.split(outcome) {
        let message: Vec<String> = words(clause)
            .iter()
            .filter(|w| !w.noise && !SHARED_BY_FAILURES.contains(&w.canon.as_ref()))
            .map(|w: &Word| w.canon.clone().into_owned())
            .collect();
        if message.len() >= MIN_MESSAGE_WORDS {
            found.insert(format!("message {}", message.join(" ")));
        }
    }
    found
}

/// An error name, with the errno codes of [`NAMED_FAILURES`] mapped to their signature.
fn canonical_name(name: &str) -> &str {
    NAMED_FAILURES
        .iter()
        .find(|(_, spellings)| spellings.contains(&name))
        .map_or(name, |(signature, _)| signature)
}
