//! The kind of thing an approach changes and which way (`docs/judgement.md`, "Repeated
//! strategies"): raising a timeout in three fixtures is one strategy, however differently the
//! three are worded, because each treats the same symptom the same way. Each knob is its own
//! kind — timeouts, retry counts, memory, pool or worker sizes — and so are pinning or bumping a
//! version (any direction), clearing a cache, restarting, and adding a wait.

use crate::claim::lexicon::Plain;

/// A knob and the direction it was turned: +1 raised, -1 lowered, 0 for kinds without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Knob {
    pub kind: &'static str,
    pub direction: i8,
}

/// Knobs with a size, each with the words that name it.
const SIZED: &[(&str, &[&str])] = &[
    (
        "timeout",
        &[
            "timeout",
            "timeouts",
            "time limit",
            "time_limit",
            "soft_time_limit",
            "deadline",
            "watchdog",
            "execution time",
            "budget",
        ],
    ),
    (
        "retries",
        &["retries", "retry count", "max_retries", "attempts"],
    ),
    (
        "memory",
        &[
            "memory",
            "heap",
            "xmx",
            "jvmargs",
            "ram",
            "mem_limit",
            "memory limit",
        ],
    ),
    (
        "pool",
        &[
            "pool size",
            "poolsize",
            "maximumpoolsize",
            "pool",
            "workers",
            "worker count",
            "concurrency",
            "threads",
            "max_connections",
        ],
    ),
];

const RAISE: &[&str] = &[
    "raise",
    "raised",
    "increase",
    "increased",
    "extend",
    "extended",
    "bump",
    "bumped",
    "double",
    "doubled",
    "give",
    "more",
    "higher",
];
const LOWER: &[&str] = &[
    "lower",
    "lowered",
    "decrease",
    "decreased",
    "reduce",
    "reduced",
    "shrink",
    "cut",
    "tighten",
    "less",
    "fewer",
];

/// Kinds without a direction, first match wins: the kind, whether the approach must also name a
/// version number ("bump" alone bumps anything), and the word lists it must each name.
const TURNED: &[(&str, bool, &[&[&str]])] = &[
    (
        "version",
        false,
        &[&["pin", "pinned", "pinning", "downgrade", "downgraded"]],
    ),
    (
        "version",
        true,
        &[&["bump", "bumped", "upgrade", "upgraded"]],
    ),
    (
        "cache",
        false,
        &[
            &["clear", "purge", "flush", "wipe", "invalidate"],
            &["cache", "caches"],
        ],
    ),
    (
        "restart",
        false,
        &[&[
            "restart",
            "restarted",
            "redeploy",
            "redeployed",
            "reboot",
            "rebooted",
        ]],
    ),
    (
        "wait",
        false,
        &[&["sleep", "add a wait", "add a delay", "wait for"]],
    ),
];

/// The knob `approach` turns, if it turns one.
pub fn knob(approach: &str) -> Option<Knob> {
    let plain = Plain::of(approach);
    let turned = TURNED.iter().find(|(_, version, lists)| {
        lists.iter().all(|words| plain.has(words)) && (!version || has_version(approach))
    });
    if let Some((kind, ..)) = turned {
        return Some(Knob { kind, direction: 0 });
    }
    let camel = approach.to_lowercase();
    let (kind, _) = SIZED
        .iter()
        .find(|(_, words)| plain.has(words) || words.iter().any(|w| camel.contains(w)))?;
    let direction = from_to(approach).unwrap_or(if plain.has(LOWER) {
        -1
    } else if plain.has(RAISE) {
        1
    } else {
        return None;
    });
    Some(Knob { kind, direction })
}

fn has_version(text: &str) -> bool {
    text.split_whitespace().any(|w| {
        let w = w.trim_start_matches(['v', 'V', '@']);
        w.contains('.') && w.chars().next().is_some_and(|c| c.is_ascii_digit())
    })
}

/// "from 10 s to 60 s": the direction the numbers move.
fn from_to(text: &str) -> Option<i8> {
    let lower = text.to_lowercase();
    let from = lower.find("from ")?;
    let rest = &lower[from + 5..];
    let to = rest.find(" to ")?;
    let number = |s: &str| -> Option<f64> {
        let digits: String = s
            .trim()
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        digits.parse().ok()
    };
    let (a, b) = (number(&rest[..to])?, number(&rest[to + 4..])?);
    Some(if b > a {
        1
    } else if b < a {
        -1
    } else {
        0
    })
}

/// The kinds of failure an outcome can report, wherever it happened: each with its words, and the
/// exception names that hold it inside an identifier (`SoftTimeLimitExceeded`).
const FAILURES: &[(&str, &[&str], &[&str])] = &[
    (
        "timeout",
        &[
            "timeout",
            "timed out",
            "times out",
            "time limit",
            "deadline",
            "execution time",
            "watchdog",
        ],
        &["timelimitexceeded", "deadlineexceeded", "timeoutexception"],
    ),
    (
        "out of memory",
        &[
            "out of memory",
            "oom",
            "oomkilled",
            "killed",
            "exit 137",
            "exit code 137",
        ],
        &[],
    ),
    (
        "crash by signal",
        &[
            "sigsegv",
            "segfault",
            "segmentation fault",
            "sigabrt",
            "exit 139",
        ],
        &[],
    ),
];

/// The kind of failure an outcome reports. A failure of one kind that moves to a new place after
/// each attempt says the attempts treat a symptom.
pub fn failure_kind(outcome: &str) -> Option<&'static str> {
    let plain = Plain::of(outcome);
    let lower = outcome.to_lowercase();
    FAILURES
        .iter()
        .find(|(_, words, inside)| plain.has(words) || inside.iter().any(|w| lower.contains(w)))
        .map(|(kind, ..)| *kind)
}

#[cfg(test)]
mod tests {
    use super::{failure_kind, knob};

    #[test]
    fn knobs() {
        #[rustfmt::skip]
        let rows = [
            ("a timeout raised by numbers", "Raise the live_server fixture's startup timeout from 10 s to 60 s", Some(("timeout", 1))),
            ("another fixture, other words", "Extend socket_timeout on the redis_cache fixture from 2 s to 20 s", Some(("timeout", 1))),
            ("memory given", "Give the Kotlin compile daemon 4 GB of memory", Some(("memory", 1))),
            ("a pool lowered", "Lower the billing-worker pool size from 20 to 5", Some(("pool", -1))),
            ("a version pinned", "Run the export with the driver pinned back to 2.3", Some(("version", 0))),
            ("an index is no knob", "Add a composite index on report_rows", None),
        ];
        for (rule, approach, expected) in rows {
            assert_eq!(
                knob(approach).map(|k| (k.kind, k.direction)),
                expected,
                "{rule}"
            );
        }
    }

    #[test]
    fn failure_kinds() {
        assert_eq!(
            failure_kind("the Celery task dies with SoftTimeLimitExceeded"),
            Some("timeout")
        );
        assert_eq!(
            failure_kind("Kubernetes marks the Job DeadlineExceeded"),
            Some("timeout")
        );
        assert_eq!(
            failure_kind("the job log ends with 'Killed'"),
            Some("out of memory")
        );
        assert_eq!(failure_kind("FATAL: too many clients"), None);
    }
}
