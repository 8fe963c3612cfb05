//! The checks Ackrite proposes, written for the claim at hand (`docs/judgement.md`, "Next
//! action"): reconciling a contradiction, establishing one part of a compound claim, tying a
//! cause to its effect. Every text names the caller's own words — the item, the part, the claim —
//! so no sentence written for one claim can turn up in the answer about another.

use super::parts::{Part, Role};
use super::quote::{described, quoted};
use super::reading::Observation;
use super::reading::Reading;
use crate::evidence::EvidenceType;

/// One check: what to do, and which result confirms or refutes the claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    pub action: String,
    pub confirms_if: String,
    pub refutes_if: String,
}

/// How an item of each type is checked again.
fn redo(kind: EvidenceType) -> &'static str {
    match kind {
        EvidenceType::TestResult => "re-run that test",
        EvidenceType::HttpResponse => "repeat that request",
        EvidenceType::HttpRequest => "capture that request again",
        EvidenceType::ObservedBehavior => "repeat that observation",
        EvidenceType::UserFact => "confirm it with whoever reported it",
        EvidenceType::Log => "find what wrote that log line, and when",
        EvidenceType::Code => "check whether that code is what runs",
        EvidenceType::Config => "check whether that configuration is what is deployed",
        EvidenceType::Documentation => {
            "check whether that documentation applies to the version in use"
        }
        EvidenceType::Inference => "test the reasoning behind it",
        EvidenceType::Other => "find out where it came from and repeat it",
    }
}

/// Reconcile a contradicting observation before anything is built on the claim.
/// `supported` says whether anything supports the claim, to compare the contradiction with.
pub fn reconcile(contradiction: &Observation<'_>, supported: bool) -> Check {
    let kind = contradiction.item.kind.as_str();
    let compare = if supported {
        "then find what differs between it and the supporting evidence"
    } else {
        "then see whether it still contradicts the claim"
    };
    Check {
        action: format!(
            "Reconcile {} with the claim before acting on it: {} under the conditions the claim is about; {compare}.",
            described(contradiction),
            redo(contradiction.item.kind)
        ),
        confirms_if: format!(
            "the {kind} [{}] does not hold under the claim's conditions (it concerns another environment, version, path or input)",
            contradiction.index
        ),
        refutes_if: format!(
            "the {kind} [{}] contradicts the claim again under the same conditions",
            contradiction.index
        ),
    }
}

/// Settle an item whose content says the opposite of its label before anything rests on it.
pub fn settle_label(item: &Observation<'_>, words: &str, part: &str) -> Check {
    let (part, words) = (quoted(part), quoted(words));
    Check {
        action: format!(
            "Settle the label of {} first: it is marked supports, but its words {words} say the opposite of {part}; read it again or repeat it, and send it as supports or contradicts accordingly.",
            described(item)
        ),
        confirms_if: format!("read again, [{}] shows {part} after all", item.index),
        refutes_if: format!("read again, [{}] contradicts {part}", item.index),
    }
}

/// Words of a part or a side that say something hangs or is held: the check then looks at what
/// holds it.
const HELD: &[&str] = &[
    "lock", "deadlock", "freeze", "stuck", "wait", "block", "queu",
];

fn held(text: &str) -> bool {
    crate::words::content_words(text)
        .iter()
        .any(|w| HELD.iter().any(|h| w.starts_with(h)))
}

/// Where a lock holder is looked for, in the words of the ecosystem named, else in plain words.
fn holder_views(ecosystems: &[&str]) -> &'static str {
    if ecosystems.contains(&"psql") {
        " (in PostgreSQL, pg_locks joined with pg_stat_activity, or pg_blocking_pids)"
    } else {
        " (the database's or runtime's lock and activity views, or a thread dump)"
    }
}

/// Establish one part of a claim, by what kind of assertion it is.
pub fn establish(part: &Part, ecosystems: &[&str]) -> Check {
    let quoted_part = quoted(&part.text);
    let a = &part.assertion;
    if part.role == Role::Fix {
        return Check {
            action: format!(
                "Try the fix {quoted_part} once: apply only that change, repeat the failing case several times, then revert it and repeat the case again."
            ),
            confirms_if: "the problem is gone with the change and returns when it is reverted".to_owned(),
            refutes_if: "the problem persists with the change in place".to_owned(),
        };
    }
    if a.absence.is_some() {
        return Check {
            action: format!(
                "Search the whole place {quoted_part} is about — every repository, package, script, configuration and generated file, not one directory — for any reference to it (callers, imports, string references, bindings), then build and run the tests without it."
            ),
            confirms_if: "the search of the whole place finds no reference and the build and tests pass without it".to_owned(),
            refutes_if: "the search finds a caller, import or reference, or the build or a test fails without it".to_owned(),
        };
    }
    if a.comparison.is_some() {
        return Check {
            action: format!(
                "Measure both sides of {quoted_part} several times, interleaving the runs in one environment (and a baseline against itself, to see the noise), then compare the medians and their spread."
            ),
            confirms_if: "the difference between the medians holds across the repeated runs and exceeds the spread of the baseline against itself".to_owned(),
            refutes_if: "the difference is within the run-to-run spread, or disappears when the runs are interleaved".to_owned(),
        };
    }
    if a.universal.is_some() {
        return Check {
            action: format!(
                "Check {quoted_part} on the cases the evidence does not cover yet — other inputs, versions, platforms and repeated runs than those tried — or with one check that covers every case."
            ),
            confirms_if: format!("every case tried, including the new ones, shows {quoted_part}"),
            refutes_if: "one case does not".to_owned(),
        };
    }
    if held(&part.text) {
        return Check {
            action: format!(
                "While {quoted_part} is happening, find what holds the lock or resource the stuck work waits on{}: the holder, what it is doing, and who is blocked behind it.",
                holder_views(ecosystems)
            ),
            confirms_if: format!("the holder and its waiters are what {quoted_part} says"),
            refutes_if: "nothing holds a lock the stuck work waits on, or another holder does".to_owned(),
        };
    }
    match part.role {
        Role::Cause | Role::Fix => Check {
            action: format!(
                "Change only the cause {quoted_part}, with nothing else changed, and repeat the failing case several times with it and without it."
            ),
            confirms_if: format!("the effect comes with {quoted_part} and goes without it"),
            refutes_if: format!("the effect persists without {quoted_part}"),
        },
        Role::Effect | Role::Assertion if ignored_setting(&part.text) => Check {
            action: format!(
                "Search the source code for the exact name of the setting behind {quoted_part} and compare it, letter by letter, with the variable name you set; then check the installed version's --help or documentation for it."
            ),
            confirms_if: "the code reads the name you set, in the version you run, and still ignores it".to_owned(),
            refutes_if: "the code reads another name, or the installed version has no such setting".to_owned(),
        },
        Role::Effect | Role::Assertion => Check {
            action: format!(
                "Observe {quoted_part} directly and repeat the observation several times under the conditions the claim names, with a control run under ordinary conditions to compare against."
            ),
            confirms_if: format!("the observations show {quoted_part}"),
            refutes_if: format!("the observations show the opposite of {quoted_part}"),
        },
    }
}

/// A setting, option or environment variable said to be ignored or broken: the first check is
/// the name the code reads.
fn ignored_setting(text: &str) -> bool {
    let plain = super::lexicon::Plain::of(text);
    plain.has(&[
        "env",
        "environment variable",
        "variable",
        "setting",
        "option",
        "flag",
        "config",
    ]) && plain.has(&[
        "ignores",
        "ignored",
        "broken",
        "does nothing",
        "no effect",
        "not applied",
        "not honoured",
        "not honored",
        "not respected",
    ])
}

/// Establish a claim of one part whose kind, or a specific nothing shows yet, is what holds it
/// down: the kind's check, or an observation of the specifics still unshown.
pub fn establish_unshown(part: &Part, reading: &Reading<'_>, ecosystems: &[&str]) -> Check {
    let a = &part.assertion;
    if a.absence.is_some() || a.comparison.is_some() || a.universal.is_some() {
        return establish(part, ecosystems);
    }
    let unshown: Vec<String> = a
        .specifics
        .iter()
        .enumerate()
        .filter(|&(k, s)| {
            s.text.chars().any(|c| c.is_ascii_digit())
                && !reading
                    .supporting()
                    .any(|o| o.content.specifics_shown(a)[k])
        })
        .map(|(_, s)| s.text.clone())
        .collect();
    let quoted_part = quoted(&part.text);
    Check {
        action: format!(
            "Observe {quoted_part} directly, checking the specifics no evidence shows yet ({}): a test result, HTTP response or observed behaviour under the conditions the claim names.",
            unshown.join(", ")
        ),
        confirms_if: format!(
            "the observation shows {quoted_part} as stated, {} included",
            unshown.join(" and ")
        ),
        refutes_if: format!("the observation shows {quoted_part} without {}", unshown.join(" or ")),
    }
}

/// What shapes the check that ties a cause to its effect.
pub struct LinkKind {
    /// The effect is a comparison: measure both sides several times.
    pub comparison: bool,
    /// No supporting item quotes a failure message.
    pub failing_tests_untold: bool,
}

/// Words of a cause that say something is lost or altered on its way: the check then looks at
/// what the far side receives.
const LOSSES: &[&str] = &[
    "drop", "strip", "remov", "lose", "lost", "rewrit", "block", "filter", "mangl", "swallow",
];
/// Words of a cause that name a change of schema or data: an outage after one is looked for in
/// the locks it took.
const SCHEMA_CHANGES: &[&str] = &["migrat", "alter", "index", "column", "schema"];
/// Words of an effect that say a service stopped answering.
const OUTAGES: &[&str] = &["outag", "freez", "down", "timeout", "unavail"];
/// Words of an effect that say tests or a pipeline failed.
const FAILING_TESTS: &[&str] = &["test", "spec", "ci", "red"];
/// Words of a cause that name a new release or version.
const RELEASES: &[&str] = &["releas", "version", "upgrad", "updat", "bump", "new"];

fn any_word(text: &str, stems: &[&str]) -> bool {
    crate::words::content_words(text)
        .iter()
        .any(|w| stems.iter().any(|s| w.starts_with(s)))
}

fn negative(text: &str) -> bool {
    // Words inside quotes are what something printed ('Credentials not loaded'), not a denial.
    let mut quote: Option<char> = None;
    let own: String = text
        .chars()
        .filter(|&c| match quote {
            Some(q) if c == q => {
                quote = None;
                false
            }
            Some(_) => false,
            None if c == '\'' || c == '"' || c == '`' => {
                quote = Some(c);
                false
            }
            None => true,
        })
        .collect();
    let plain = super::lexicon::Plain::of(&own);
    plain.has(&["not", "never", "no", "t", "innocent"])
}

/// Tie a cause to its effect with the check that tells it from its likeliest alternative: for a
/// comparison, measure both sides several times; for a hang, look at what holds it; for a loss
/// on the way, capture what arrives; for failing tests nobody has read, read the failure; for a
/// cause denied ("X is not the source"), compare against a control; else change only the cause.
pub fn link(cause: &str, effect: &str, kind: LinkKind, ecosystems: &[&str]) -> Check {
    let (quoted_cause, quoted_effect) = (quoted(cause), quoted(effect));
    let (cause_q, effect_q) = (&quoted_cause, &quoted_effect);
    let held_up = held(cause)
        || held(effect)
        || (any_word(cause, SCHEMA_CHANGES) && any_word(effect, OUTAGES));
    let action = if kind.comparison {
        format!(
            "Measure both sides of {effect_q} several times, interleaving runs with and without what {cause_q} names in one environment (and a baseline against itself, to see the noise), then compare the medians and their spread."
        )
    } else if held_up {
        format!(
            "While {effect_q} is happening, find what holds the lock or resource the stuck work waits on{}, and check whether the holder is what {cause_q} names.",
            holder_views(ecosystems)
        )
    } else if negative(effect) {
        format!(
            "Before ruling it out, test {cause_q} against a control: run the same steps with that path exercised and with it bypassed, and compare what each does to {effect_q}."
        )
    } else if any_word(cause, LOSSES) {
        format!(
            "Log the request as the receiving side actually receives it (headers and body at its entry point), then bypass {cause_q} once and compare what arrives, to see whether {effect_q} follows it."
        )
    } else if any_word(cause, RELEASES) {
        format!(
            "First confirm which version is actually installed where {effect_q} is seen{}, then pin it back with nothing else changed and check several times, with each version, whether you still see {effect_q}.",
            version_commands(ecosystems)
        )
    } else if kind.failing_tests_untold && any_word(effect, FAILING_TESTS) {
        format!(
            "Read the actual failure message of {effect_q} — the assertion and stack trace in the CI log — and check whether it names {cause_q}; then run the failing test several times in a loop, alone and in the full run, and count the failures in each."
        )
    } else {
        format!(
            "Undo only what {cause_q} names (revert it, disable it or set it back) and check several times, with it and without it, whether you still see {effect_q}."
        )
    };
    Check {
        action,
        confirms_if: format!("{effect_q} comes with {cause_q} and goes without it, run after run"),
        refutes_if: format!(
            "{effect_q} persists without {cause_q}, or comes and goes regardless of it"
        ),
    }
}

/// " (for example …)" with the version commands of the ecosystems named, or nothing.
fn version_commands(ecosystems: &[&str]) -> String {
    let commands: Vec<&str> = [
        ("npm", "`npm ls`"),
        ("pip", "`pip --version` and `pip freeze`"),
        ("cargo", "`cargo tree`"),
    ]
    .iter()
    .filter(|(e, _)| ecosystems.contains(e))
    .map(|&(_, c)| c)
    .collect();
    if commands.is_empty() {
        String::new()
    } else {
        format!(" (for example {})", commands.join(" or "))
    }
}
