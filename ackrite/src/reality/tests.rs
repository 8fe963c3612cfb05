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

/// The origin README's loop example (SPEC §5).
#[test]
fn origin_readme_loop_example() {
    let attempts = tried(&[
        ("Replace the auth client", "Failed with timeout."),
        ("Replace the auth client", "Failed with timeout again."),
        ("Replace the auth client", "Failed with the same timeout."),
    ]);
    let check = reality_check(
        "The rewrite will work and the issue is fixed.",
        &attempts,
        &[],
        &[],
    );
    let found = kinds(&check);
    assert_eq!(found[0], "repeated_strategy", "{found:?}");
    assert!(found.contains(&"premature_success"), "{found:?}");
    assert!(
        !found.contains(&"same_failure"),
        "one strategy is not different strategies"
    );
    let rec = &check.recommendation;
    assert!(
        rec.starts_with("Stop retrying \"Replace the auth client\""),
        "{rec}"
    );
    assert!(
        rec.contains("assumption") && rec.contains("instead of trying it again"),
        "{rec}"
    );
    assert!(
        check.issues[0].message.contains("3 times"),
        "{}",
        check.issues[0].message
    );
}

#[test]
fn issues_come_in_order_of_importance_with_one_sentence_each() {
    let attempts = tried(&[
        ("Add a null check", "Failed with timeout."),
        ("Rewrite the entire client", "Failed with timeout."),
        ("Rewrite the entire client", "Failed with timeout."),
    ]);
    let check = reality_check("It definitely works now.", &attempts, &[], &[]);
    let order: Vec<IssueKind> = check.issues.iter().map(|i| i.kind).collect();
    assert_eq!(order, IssueKind::ALL.to_vec(), "{:?}", kinds(&check));
    for text in check
        .issues
        .iter()
        .map(|i| &i.message)
        .chain([&check.recommendation])
    {
        assert!(text.ends_with('.'), "{text}");
        assert_eq!(text.matches(". ").count(), 0, "one sentence: {text}");
    }
}

#[test]
fn nothing_found_does_not_say_the_agent_is_right() {
    let check = reality_check(
        "The cache might be stale; I will log its age.",
        &tried(&[(
            "Log the cache age",
            "Cache age is 3 hours, older than the TTL.",
        )]),
        &[],
        &supporting(EvidenceType::Log),
    );
    assert!(check.issues.is_empty(), "{:?}", kinds(&check));
    assert_eq!(check.recommendation, NOTHING_FOUND);
    assert!(check
        .recommendation
        .contains("does not show the reasoning is right"));
}

#[test]
fn long_approaches_are_quoted_briefly() {
    let long = "Replace ".repeat(40);
    let check = reality_check(
        "",
        &tried(&[(&long, "Failed."), (&long, "Failed.")]),
        &[],
        &[],
    );
    let quoted = check.recommendation.split('"').nth(1).unwrap_or_default();
    assert!(
        quoted.chars().count() <= crate::attempt::QUOTE_CHARS,
        "{quoted}"
    );
}
