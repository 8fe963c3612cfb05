//! Rules that read the form of a claim rather than single words (`docs/domains.md`, "Forms"
//! and "Incidental words"): whether something is said to be absent, whether a failure is given
//! a cause, whether several workers act on one thing, and which words are incidental.

use std::collections::HashSet;
use std::sync::LazyLock;

use crate::words::{Phrases, Word};

/// Words that, said of the claim's subject after a form of "to be", claim it is absent
/// ("X was removed", "X is missing", "X is now unused"). Compared as written: "missed runs"
/// stems like "missing" but claims nothing is gone.
const ABSENT: &[&str] = &[
    "removed",
    "missing",
    "deleted",
    "deprecated",
    "unused",
    "gone",
    "absent",
];

/// Forms of "to be" (and "get") that make an absence word a statement about the subject.
const COPULAS: &[&str] = &[
    "is", "are", "was", "were", "be", "been", "being", "got", "gets", "get", "s", "become",
    "became", "becomes",
];

/// Phrases that claim absence wherever they stand ("X no longer supports Y", "Y is not
/// present", "nothing calls X"), compared as written.
const ABSENT_PHRASES: Phrases = Phrases::new(&[
    &["no", "longer"],
    &["anymore"],
    &["any", "more"],
    &["not", "present"],
    &["does", "not", "exist"],
    &["doesn", "t", "exist"],
    &["do", "not", "exist"],
    &["don", "t", "exist"],
    &["no", "such"],
]);

/// "nothing calls", "no one uses", "nobody reads": nothing or no one uses the subject.
const NOBODY: Phrases = Phrases::new(&[&["nothing"], &["no", "one"], &["nobody"], &["no", "code"]]);
const USE_VERBS: &[&str] = &[
    "call",
    "calls",
    "called",
    "use",
    "uses",
    "used",
    "reads",
    "read",
    "references",
    "referenced",
    "imports",
    "imported",
];

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

/// Causal forms, compared as written on consecutive words.
const CAUSAL: Phrases = Phrases::new(&[
    &["because"],
    &["due", "to"],
    &["caused", "by"],
    &["cause"],
    &["causes"],
    &["caused"],
    &["causing"],
    &["leads", "to"],
    &["led", "to"],
    &["lead", "to"],
    &["results", "in"],
    &["resulted", "in"],
    &["result", "in"],
    &["root", "cause"],
    &["is", "why"],
    &["triggered", "by"],
]);

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

fn phrase_at(words: &[Word<'_>], i: usize, phrase: &[&str]) -> bool {
    phrase
        .iter()
        .enumerate()
        .all(|(k, p)| raw_at(words, i + k) == *p)
}

/// Whether the claim says something is absent (the rules in the module documentation), and
/// where: the word index of the first absence form.
pub(crate) fn absence(words: &[Word<'_>]) -> Option<usize> {
    // The form first: it is read at one place, where a subordinate clause is read back to the
    // clause's start (the same first index either way).
    (0..words.len()).find(|&i| absence_at(words, i) && !subordinate(words, i))
}

/// Words that open a subordinate clause: what is said inside one is a condition or a cause, not
/// a statement about the claim's subject ("the login page returns 500 *when* the token is
/// missing", "the deploy fails *because* the variable is missing").
const SUBORDINATORS: &[&str] = &[
    "when", "whenever", "if", "unless", "because", "since", "while", "after", "before", "until",
    "once", "as",
];

/// Whether word `i` stands in a subordinate clause: a subordinator earlier in its clause.
fn subordinate(words: &[Word<'_>], i: usize) -> bool {
    let mut j = i;
    while j > 0 && !words[j].clause_start {
        j -= 1;
        if SUBORDINATORS.contains(&words[j].raw.as_ref()) {
            return true;
        }
    }
    false
}

/// Whether an absence form starts at word `i`.
fn absence_at(words: &[Word<'_>], i: usize) -> bool {
    let raw = raw_at(words, i);
    if ABSENT.contains(&raw) && (after_copula(words, i) || before_object(words, i)) {
        return true;
    }
    if ABSENT_PHRASES.list.iter().any(|p| phrase_at(words, i, p)) {
        return true;
    }
    NOBODY
        .list
        .iter()
        .any(|p| phrase_at(words, i, p) && USE_VERBS.contains(&raw_at(words, i + p.len())))
}

/// Determiners that open the object of an absence verb used actively ("the provider removed the
/// signature header"): the claim is then that the object is gone.
const DETERMINERS: &[&str] = &["the", "a", "an", "its", "their", "our", "all", "every"];

/// The absence word at `i` is a verb with an object after it ("removed the header").
fn before_object(words: &[Word<'_>], i: usize) -> bool {
    i > 0 && !words[i].clause_start && DETERMINERS.contains(&raw_at(words, i + 1))
}

/// A form of "to be" within three words before `i`, in the same clause ("was quietly removed",
/// "has been removed", "is now missing").
fn after_copula(words: &[Word<'_>], i: usize) -> bool {
    let mut j = i;
    for _ in 0..3 {
        if j == 0 || words[j].clause_start {
            return false;
        }
        j -= 1;
        if COPULAS.contains(&words[j].raw.as_ref()) {
            return true;
        }
    }
    false
}

/// Whether the claim gives a failure a cause: a failure word and a causal form, both present.
pub(crate) fn root_cause(words: &[Word<'_>]) -> bool {
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
    failure && causal(words).is_some()
}

/// The first causal form: its word range.
pub(crate) fn causal(words: &[Word<'_>]) -> Option<(usize, usize)> {
    (0..words.len()).find_map(|i| {
        CAUSAL
            .list
            .iter()
            .find(|p| phrase_at(words, i, p))
            .map(|p| (i, i + p.len()))
    })
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
