//! Rules that read the form of a claim rather than single words (`docs/domains.md`, "Forms"
//! and "Incidental words"): whether a failure is given a cause, whether several workers act on
//! one thing, a period, and which words are incidental. Whether something is said to be absent,
//! and whether a cause is named, is the claim reading's (its parts and their assertions).

use std::collections::HashSet;
use std::sync::LazyLock;

use crate::words::Word;

/// Words of a failure, compared by canonical form (stemmed, synonyms merged), so "fails",
/// "failed" and "failure" are one.
const FAILURES: &[&str] = &[
    "fail",
    "error",
    "errors",
    "outage",
    "crash",
    "exception",
    "panic",
    "incident",
    "break",
    "breaks",
    "broke",
    "broken",
    "timeout",
    "hang",
    "hangs",
    "oom",
    "oomkilled",
    "5xx",
    "bug",
    "regression",
    "rejected",
    "refused",
    "denied",
];

/// Words that name a page, screen, tab or view; a cue word right before one names the view
/// ("settings page", "Schedule screen"), not the thing.
const VIEWS: &[&str] = &[
    "page", "pages", "screen", "screens", "tab", "tabs", "view", "views", "panel", "pane",
    "dialog", "modal",
];

/// Heads that make the words before them a name for something else: a "session cache" is a
/// cache.
const NAME_HEADS: &[&str] = &["cache"];

/// Workers counted: "two workers", "both threads", "multiple pods".
const COUNTS: &[&str] = &[
    "two",
    "three",
    "several",
    "multiple",
    "both",
    "2",
    "3",
    "concurrent",
];
const ACTORS: &[&str] = &[
    "worker",
    "workers",
    "thread",
    "threads",
    "process",
    "processes",
    "pod",
    "pods",
    "replica",
    "replicas",
    "instance",
    "instances",
    "consumer",
    "consumers",
    "goroutines",
    "transactions",
    "writers",
    "requests",
    "nodes",
    "clients",
    "jobs",
    "tasks",
];

fn raw_at<'a>(words: &'a [Word<'_>], i: usize) -> &'a str {
    words.get(i).map_or("", |w| w.raw.as_ref())
}

/// Whether the claim gives a failure a cause: a failure word, and a cause the claim's reading
/// found (`names_cause`).
pub(crate) fn root_cause(words: &[Word<'_>], names_cause: bool) -> bool {
    static CANON: LazyLock<HashSet<String>> = LazyLock::new(|| {
        FAILURES
            .iter()
            .flat_map(|f| crate::words::words(f))
            .map(|w| w.canon.into_owned())
            .collect()
    });
    let failure = words
        .iter()
        .any(|w| !w.noise && CANON.contains(w.canon.as_ref()));
    names_cause && failure
}

/// "two workers", "both threads", "multiple consumers": several actors on one thing.
pub(crate) fn several_actors(words: &[Word<'_>]) -> bool {
    (0..words.len()).any(|i| {
        COUNTS.contains(&raw_at(words, i))
            && (ACTORS.contains(&raw_at(words, i + 1)) || ACTORS.contains(&raw_at(words, i + 2)))
    })
}

/// Whether a cue ending before word `end` is incidental: the words right after it (up to
/// three, in the same compound: no stop word or punctuation between) reach a view noun or a
/// name head.
pub(crate) fn incidental(words: &[Word<'_>], end: usize) -> bool {
    for word in words.iter().skip(end).take(3) {
        if word.clause_start || word.noise {
            return false;
        }
        let raw = word.raw.as_ref();
        if VIEWS.contains(&raw) || NAME_HEADS.contains(&raw) {
            return true;
        }
    }
    false
}

/// "every 12 hours", "every night", "every 5 minutes": a period.
pub(crate) fn period(words: &[Word<'_>]) -> bool {
    const UNITS: &[&str] = &[
        "second", "seconds", "minute", "minutes", "min", "mins", "hour", "hours", "h", "day",
        "days", "week", "weeks", "month", "months", "night", "morning", "evening",
    ];
    (0..words.len()).any(|i| {
        raw_at(words, i) == "every"
            && (UNITS.contains(&raw_at(words, i + 1))
                || (raw_at(words, i + 1).bytes().all(|b| b.is_ascii_digit())
                    && UNITS.contains(&raw_at(words, i + 2))))
    })
}
