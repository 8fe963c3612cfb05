//! What issues and recommendations say: true to what was already tried (past attempts in the
//! past tense), precise about which condition applied, in agreement in number. One row per
//! wording rule.

use super::*;

struct Row {
    rule: &'static str,
    reasoning: &'static str,
    attempts: Vec<Attempt>,
    earlier: Vec<Attempt>,
    kind: IssueKind,
    /// Every fragment must appear in the issue's message.
    says: &'static [&'static str],
    /// No fragment may appear in the issue's message.
    never_says: &'static [&'static str],
    /// Every fragment must appear in the recommendation; the issue must then come first.
    recommends: &'static [&'static str],
    /// No fragment may appear in the recommendation.
    never_recommends: &'static [&'static str],
}

fn row(
    rule: &'static str,
    reasoning: &'static str,
    attempts: &[(&str, &str)],
    kind: IssueKind,
) -> Row {
    Row {
        rule,
        reasoning,
        attempts: tried(attempts),
        earlier: vec![],
        kind,
        says: &[],
        never_says: &[],
        recommends: &[],
        never_recommends: &[],
    }
}

#[test]
fn messages_follow_what_happened() {
    use IssueKind::*;
    let widened = [
        ("Add a null check in parse", "Still crashes."),
        ("Rewrite the entire parser", "Failed."),
    ];
    let rows = vec![
        Row {
            says: &["\"Rewrite the entire parser\" brings in \"rewrite\" and failed as well"],
            recommends: &["instead of trying \"Rewrite the entire parser\" or anything wider again"],
            never_recommends: &["before trying \"Rewrite"],
            ..row(
                "escalating: an attempt already made is not offered as still to try",
                "",
                &widened,
                EscalatingScope,
            )
        },
        Row {
            says: &[
                "the scope is still growing",
                "the reasoning now proposes \"migrate the whole service to a new cluster\"",
            ],
            recommends: &["instead of widening further"],
            ..row(
                "escalating: a further widening in the reasoning says the scope is still growing",
                "So the next step is to migrate the whole service to a new cluster.",
                &widened,
                EscalatingScope,
            )
        },
        Row {
            says: &["the scope is still growing: \"Migrate the service to a new cluster\" widened it again"],
            recommends: &["instead of widening further"],
            ..row(
                "escalating: a later wider attempt says the scope is still growing",
                "",
                &[
                    widened[0],
                    widened[1],
                    ("Migrate the service to a new cluster", "Crashed on start."),
                ],
                EscalatingScope,
            )
        },
        Row {
            says: &[
                "\"Raise the pool idle timeout\", \"Switch from reqwest to ureq\" and \"Add a \
                 backoff retry wrapper\"",
                "not in what any of them changed",
            ],
            ..row(
                "same failure: every matching attempt is named, plural agreement",
                "",
                &[
                    ("Raise the pool idle timeout", "Still fails: connection reset by peer."),
                    ("Switch from reqwest to ureq", "Still fails: connection reset by peer."),
                    (
                        "Add a backoff retry wrapper",
                        "Still fails: connection reset by peer, retries exhaust.",
                    ),
                ],
                SameFailure,
            )
        },
        Row {
            says: &["not in what either of them changed"],
            ..row(
                "same failure: two attempts, dual agreement",
                "",
                &[
                    ("Raise the pool idle timeout", "Still fails: connection reset by peer."),
                    ("Switch from reqwest to ureq", "Still fails: connection reset by peer."),
                ],
                SameFailure,
            )
        },
        Row {
            says: &[
                "The reasoning proposes \"replace the auth client\"",
                "already tried and failed (\"Failed with timeout\")",
            ],
            recommends: &["Stop retrying \"Replace the auth client\""],
            ..row(
                "repeat: a proposal to retry a failed approach quotes the failure",
                "That did not help, so I will replace the auth client.",
                &[
                    ("Replace the auth client", "Failed with timeout."),
                    ("Log the auth response", "Saw a 401 header."),
                ],
                RepeatedStrategy,
            )
        },
        Row {
            says: &["tried 2 times", "; the reasoning proposes it again"],
            ..row(
                "repeat: a loop that the reasoning proposes to continue says so",
                "I will replace the auth client once more.",
                &[
                    ("Replace the auth client", "Failed."),
                    ("Replace the auth client", "Failed."),
                ],
                RepeatedStrategy,
            )
        },
        Row {
            earlier: tried(&[("Replace the auth client", "Failed.")]),
            says: &["(1 of them in an earlier call of this session)"],
            ..row(
                "repeat: one session attempt, singular agreement",
                "",
                &[("Replace the auth client", "Failed.")],
                RepeatedStrategy,
            )
        },
        Row {
            says: &["The latest outcome (\"Saw a 401 header\") reports nothing"],
            never_says: &["no evidence"],
            recommends: &["produce new information"],
            ..row(
                "no new information: says the latest outcome repeated earlier ones",
                "",
                &[
                    ("Log the response", "Saw a 401 header."),
                    ("Log the headers", "Saw a 401 header."),
                ],
                NoNewInformation,
            )
        },
        Row {
            says: &["3 attempts were made and no evidence was supplied"],
            never_says: &["latest outcome"],
            recommends: &["as evidence before another attempt"],
            ..row(
                "no new information: says no evidence was supplied",
                "",
                &[
                    ("Log the response", "Saw a 401 header."),
                    ("Log the cache age", "Cache age is 3 hours."),
                    ("Print the config", "Config has a TTL."),
                ],
                NoNewInformation,
            )
        },
        Row {
            says: &["latest outcome", "and no evidence was supplied with the 3 attempts"],
            recommends: &["supply its result as evidence"],
            ..row(
                "no new information: says both when both apply",
                "",
                &[
                    ("Log the response", "Saw a 401 header."),
                    ("Log the cache age", "Cache age is 3 hours."),
                    ("Print the headers", "Saw a 401 header."),
                ],
                NoNewInformation,
            )
        },
    ];
    for r in rows {
        let check = reality_check(r.reasoning, &r.attempts, &r.earlier, &[]);
        let Some(issue) = check.issues.iter().find(|i| i.kind == r.kind) else {
            panic!("{}: {:?} did not fire: {:?}", r.rule, r.kind, kinds(&check));
        };
        for text in r.says {
            assert!(
                issue.message.contains(text),
                "{}: {}",
                r.rule,
                issue.message
            );
        }
        for text in r.never_says {
            assert!(
                !issue.message.contains(text),
                "{}: {}",
                r.rule,
                issue.message
            );
        }
        if !r.recommends.is_empty() || !r.never_recommends.is_empty() {
            assert_eq!(
                check.issues[0].kind,
                r.kind,
                "{}: {:?}",
                r.rule,
                kinds(&check)
            );
        }
        for text in r.recommends {
            assert!(
                check.recommendation.contains(text),
                "{}: {}",
                r.rule,
                check.recommendation
            );
        }
        for text in r.never_recommends {
            assert!(
                !check.recommendation.contains(text),
                "{}: {}",
                r.rule,
                check.recommendation
            );
        }
    }
}
