//! Which rules fire (here), whole answers (`answers`), what issues and recommendations say
//! (`messages`), and properties that hold for any input (`properties`).

mod answers;
mod messages;
mod properties;

use super::*;
use crate::evidence::EvidenceType;

fn tried(rows: &[(&str, &str)]) -> Vec<Attempt> {
    rows.iter().map(|(a, o)| Attempt::new(*a, *o)).collect()
}

fn supporting(kind: EvidenceType) -> Vec<Evidence> {
    vec![Evidence::new("observed")
        .kind(kind)
        .polarity(Polarity::Supports)]
}

fn kinds(check: &RealityCheck) -> Vec<&'static str> {
    check.issues.iter().map(|i| i.kind.as_str()).collect()
}

struct Row {
    rule: &'static str,
    reasoning: &'static str,
    attempts: Vec<Attempt>,
    earlier: Vec<Attempt>,
    evidence: Vec<Evidence>,
    kind: IssueKind,
    fires: bool,
}

fn row(
    rule: &'static str,
    reasoning: &'static str,
    attempts: &[(&str, &str)],
    kind: IssueKind,
    fires: bool,
) -> Row {
    Row {
        rule,
        reasoning,
        attempts: tried(attempts),
        earlier: vec![],
        evidence: vec![],
        kind,
        fires,
    }
}

#[test]
fn each_rule_fires_and_stays_silent() {
    use IssueKind::*;
    let a = "Replace the auth client";
    let rows = vec![
        row(
            "repeat: same strategy retried after failing",
            "",
            &[
                (a, "Failed."),
                ("Replace the authentication client again", "Failed."),
            ],
            RepeatedStrategy,
            true,
        ),
        Row {
            earlier: tried(&[(a, "Failed with timeout.")]),
            ..row(
                "repeat: session attempts count",
                "",
                &[(a, "Still failing.")],
                RepeatedStrategy,
                true,
            )
        },
        row(
            "repeat: three tries is a loop whatever the outcomes",
            "",
            &[(a, ""), (a, ""), (a, "")],
            RepeatedStrategy,
            true,
        ),
        row(
            "repeat: different strategies",
            "",
            &[(a, "Failed."), ("Log the auth response", "Failed.")],
            RepeatedStrategy,
            false,
        ),
        row(
            "repeat: twice, and nothing failed",
            "",
            &[(a, "Tests pass."), (a, "Tests pass.")],
            RepeatedStrategy,
            false,
        ),
        row(
            "repeat: the reasoning proposes an approach that already failed",
            "That did not help, so I will replace the auth client.",
            &[
                (a, "Failed."),
                ("Log the auth response", "Saw a 401 header."),
            ],
            RepeatedStrategy,
            true,
        ),
        row(
            "repeat: the reasoning refuses the failed approach",
            "I will not replace the auth client again.",
            &[
                (a, "Failed."),
                ("Log the auth response", "Saw a 401 header."),
            ],
            RepeatedStrategy,
            false,
        ),
        row(
            "repeat: the reasoning proposes an approach that succeeded",
            "Next I will replace the auth client in staging too.",
            &[(a, "Tests pass.")],
            RepeatedStrategy,
            false,
        ),
        row(
            "repeat: the reasoning proposes a different approach",
            "So the next step is to log the token expiry.",
            &[(a, "Failed.")],
            RepeatedStrategy,
            false,
        ),
        row(
            "premature: claims a fix, every outcome failed",
            "It is fixed now.",
            &[(a, "Failed with timeout.")],
            PrematureSuccess,
            true,
        ),
        row(
            "premature: claims done with nothing to show",
            "Done.",
            &[],
            PrematureSuccess,
            true,
        ),
        row(
            "premature: latest attempt failed",
            "Works now.",
            &[(a, "Tests pass."), ("Log the auth response", "Crashed.")],
            PrematureSuccess,
            true,
        ),
        row(
            "premature: negated claim is no claim",
            "It isn't fixed yet.",
            &[(a, "Failed.")],
            PrematureSuccess,
            false,
        ),
        row(
            "premature: an attempt reports success",
            "Fixed.",
            &[(a, "All tests pass.")],
            PrematureSuccess,
            false,
        ),
        Row {
            evidence: supporting(EvidenceType::TestResult),
            ..row(
                "premature: direct evidence supports it",
                "Fixed.",
                &[],
                PrematureSuccess,
                false,
            )
        },
        row(
            "same failure: different strategies, same timeout",
            "",
            &[
                ("Increase the pool size", "Failed with timeout after 30s."),
                (
                    "Disable TLS verification",
                    "Timed out after 60 seconds, failed.",
                ),
            ],
            SameFailure,
            true,
        ),
        row(
            "same failure: an outcome containing nearly all of another's words is the same",
            "",
            &[
                (
                    "Switch from reqwest to ureq",
                    "Failed: connection reset by peer.",
                ),
                (
                    "Add a backoff retry wrapper",
                    "Failed: connection reset by peer, retries exhaust and the pool wrapper \
                     gives up.",
                ),
            ],
            SameFailure,
            true,
        ),
        row(
            "same failure: containment needs two words in the contained outcome",
            "",
            &[
                ("Increase the pool size", "Failed."),
                (
                    "Disable TLS verification",
                    "Failed with a null pointer crash.",
                ),
            ],
            SameFailure,
            false,
        ),
        row(
            "same failure: a few shared words are not containment",
            "",
            &[
                (
                    "Increase the pool size",
                    "Failed: timeout in the auth module.",
                ),
                (
                    "Disable TLS verification",
                    "Failed: crash in the auth module on start.",
                ),
            ],
            SameFailure,
            false,
        ),
        row(
            "same failure: one strategy is a repeat, not this",
            "",
            &[(a, "Failed with timeout."), (a, "Failed with timeout.")],
            SameFailure,
            false,
        ),
        row(
            "same failure: different failures",
            "",
            &[
                ("Increase the pool size", "Failed with timeout."),
                ("Disable TLS verification", "Crashed on a null pointer."),
            ],
            SameFailure,
            false,
        ),
        row(
            "escalating: widening word after a failure",
            "",
            &[
                ("Add a null check in parse", "Still crashes."),
                ("Rewrite the entire parser", "Failed."),
            ],
            EscalatingScope,
            true,
        ),
        row(
            "escalating: more words after each failure",
            "",
            &[
                ("Retry the call", "Failed."),
                ("Retry the call with backoff", "Failed."),
                (
                    "Retry the call with backoff and jitter in the client",
                    "Failed.",
                ),
            ],
            EscalatingScope,
            true,
        ),
        row(
            "escalating: widening word was there from the start",
            "",
            &[
                ("Rewrite the parser", "Failed."),
                ("Rewrite the parser and lexer", "Failed."),
            ],
            EscalatingScope,
            false,
        ),
        row(
            "escalating: widening after a success",
            "",
            &[
                ("Add a null check", "Tests pass."),
                ("Rewrite the parser", ""),
            ],
            EscalatingScope,
            false,
        ),
        row(
            "certainty: certainty words, no evidence",
            "This is definitely the cause.",
            &[],
            CertaintyWithoutEvidence,
            true,
        ),
        Row {
            evidence: supporting(EvidenceType::Documentation),
            ..row(
                "certainty: documentation is not direct",
                "Obviously the cache is stale.",
                &[],
                CertaintyWithoutEvidence,
                true,
            )
        },
        Row {
            evidence: supporting(EvidenceType::Log),
            ..row(
                "certainty: a supporting log",
                "This is definitely the cause.",
                &[],
                CertaintyWithoutEvidence,
                false,
            )
        },
        row(
            "certainty: hedged reasoning",
            "Maybe the cache is stale.",
            &[],
            CertaintyWithoutEvidence,
            false,
        ),
        row(
            "no new information: latest outcome repeats earlier words",
            "",
            &[
                (a, "Failed with timeout."),
                ("Log the auth response", "Timeout again, failed."),
            ],
            NoNewInformation,
            true,
        ),
        row(
            "no new information: three attempts, no evidence",
            "",
            &[
                (a, "Failed with timeout."),
                ("Log the response", "Saw a 401 header."),
                ("Refresh token", "Crashed on parse."),
            ],
            NoNewInformation,
            true,
        ),
        row(
            "no new information: the latest outcome adds words",
            "",
            &[
                (a, "Failed with timeout."),
                ("Log the response", "Saw a 401 header."),
            ],
            NoNewInformation,
            false,
        ),
        row(
            "no new information: a single attempt",
            "",
            &[(a, "Failed with timeout.")],
            NoNewInformation,
            false,
        ),
        Row {
            evidence: supporting(EvidenceType::Log),
            ..row(
                "no new information: three attempts with evidence",
                "",
                &[
                    (a, "Failed with timeout."),
                    ("Log the response", "Saw a 401 header."),
                    ("Refresh token", "Crashed on parse."),
                ],
                NoNewInformation,
                false,
            )
        },
    ];
    for r in rows {
        let check = reality_check(r.reasoning, &r.attempts, &r.earlier, &r.evidence);
        assert_eq!(
            check.issues.iter().any(|i| i.kind == r.kind),
            r.fires,
            "{}: {:?}",
            r.rule,
            kinds(&check)
        );
    }
}
