//! What findings say: literally true about what was supplied, in agreement in number, and with a
//! next action that follows from what made the finding fire. One row per wording rule.

use super::*;

struct Row {
    rule: &'static str,
    proposal: Proposal,
    id: FindingId,
    /// Every fragment must appear in the finding's message.
    says: &'static [&'static str],
    /// No fragment may appear in the finding's message.
    never_says: &'static [&'static str],
    /// Every fragment must appear in the audit's next action; the finding must then come first.
    asks: &'static [&'static str],
    /// No fragment may appear in the audit's next action.
    never_asks: &'static [&'static str],
}

fn row(rule: &'static str, proposal: Proposal, id: FindingId) -> Row {
    Row {
        rule,
        proposal,
        id,
        says: &[],
        never_says: &[],
        asks: &[],
        never_asks: &[],
    }
}

/// The reviewer's session-token case: security-sensitive, a reliable log supports the premise.
fn session_token(test_plan: Option<&str>, evidence: Vec<Evidence>) -> Proposal {
    Proposal {
        proposal: "Extend the session token lifetime to 30 days.".into(),
        reported_problem: Some("Users are signed out after about an hour.".into()),
        changes: vec![Change::new(
            "src/auth/session.rs",
            "Raise the session token TTL from 1 hour to 30 days.",
        )],
        evidence,
        test_plan: test_plan.map(str::to_owned),
    }
}

#[test]
fn messages_say_what_was_supplied_and_actions_follow_from_it() {
    use FindingId::*;
    let log = || evidence(EvidenceType::Log, Polarity::Supports, 0.8);
    let plan = Some("Run the session refresh suite.");
    let rows = vec![
        Row {
            says: &[
                "no test plan was given and only direct evidence (a log) supports the premise",
                "a test result, HTTP response, observed behaviour or user fact",
                "≥ 0.8",
            ],
            never_says: &["missing"],
            asks: &["add to the test plan", "test result, HTTP response"],
            ..row(
                "security: a reliable log is named as direct evidence, not called missing",
                session_token(None, log()),
                SecuritySensitive,
            )
        },
        Row {
            says: &["only direct evidence (a log) supports the premise"],
            never_says: &["no test plan"],
            asks: &["test result, HTTP response"],
            never_asks: &["test plan", "pins"],
            ..row(
                "security: with a test plan, only the evidence gap is reported and asked for",
                session_token(plan, log()),
                SecuritySensitive,
            )
        },
        Row {
            says: &["but no test plan was given, while"],
            never_says: &["supports the premise,"],
            asks: &["add to the test plan"],
            never_asks: &["reliability", "supply"],
            ..row(
                "security: with strong reliable evidence, only the test plan is asked for",
                session_token(
                    None,
                    evidence(EvidenceType::TestResult, Polarity::Supports, 0.9),
                ),
                SecuritySensitive,
            )
        },
        Row {
            says: &["(a test result) has reliability 0.6, below 0.8"],
            ..row(
                "security: unreliable strong direct evidence is named with its reliability",
                session_token(
                    plan,
                    evidence(EvidenceType::TestResult, Polarity::Supports, 0.6),
                ),
                SecuritySensitive,
            )
        },
        Row {
            says: &["evidence [0] (log, \"probe\") contradicts the premise"],
            asks: &["reconcile evidence [0] (log, \"probe\")"],
            ..row(
                "security: a contradiction is cited, and reconciling it is the action",
                session_token(
                    plan,
                    evidence(EvidenceType::Log, Polarity::Contradicts, 0.9),
                ),
                SecuritySensitive,
            )
        },
        Row {
            says: &["(\"rewrite\"), but only direct evidence (a log) supports the premise"],
            asks: &["Before rewriting, supply a test result"],
            ..row(
                "rewrite: a reliable log is named, not called missing",
                with(|p| {
                    p.proposal = "Rewrite the invoice rounding.".into();
                    p.evidence = evidence(EvidenceType::Log, Polarity::Supports, 0.9);
                }),
                RewriteScope,
            )
        },
        Row {
            says: &["no supplied evidence supports the premise"],
            ..row(
                "rewrite: no evidence at all is said as such",
                with(|p| {
                    p.proposal = "Rewrite the invoice rounding.".into();
                    p.evidence.clear();
                }),
                RewriteScope,
            )
        },
        Row {
            says: &["rests only on documentation and an inference"],
            ..row(
                "premise: the weak kinds supplied are named",
                with(|p| {
                    p.evidence = evidence(EvidenceType::Documentation, Polarity::Supports, 0.9);
                    p.evidence
                        .extend(evidence(EvidenceType::Inference, Polarity::Supports, 0.9));
                }),
                UnverifiedPremise,
            )
        },
        Row {
            says: &["The change to src/theme.ts looks unrelated"],
            asks: &["Drop the change to src/theme.ts", "say how it bears"],
            ..row(
                "unrelated: one change, singular agreement",
                with(|p| {
                    p.changes
                        .push(Change::new("src/theme.ts", "Change color palette."));
                }),
                UnrelatedChange,
            )
        },
        Row {
            says: &["The changes to src/theme.ts and docs/intro.md look unrelated"],
            asks: &["Drop the changes to", "say how they bear"],
            never_asks: &["how it bears"],
            ..row(
                "unrelated: several changes, plural agreement",
                with(|p| {
                    p.changes
                        .push(Change::new("src/theme.ts", "Change color palette."));
                    p.changes
                        .push(Change::new("docs/intro.md", "Reword onboarding."));
                }),
                UnrelatedChange,
            )
        },
        Row {
            says: &["HTTP response, test result, observed behaviour or user fact"],
            never_says: &["other direct observation"],
            ..row(
                "api: names exactly the kinds that would count, so a log is not misdescribed",
                with(|p| {
                    p.proposal = "Read the new total field from the billing API response.".into();
                    p.evidence = evidence(EvidenceType::Log, Polarity::Supports, 0.9);
                }),
                ApiContractAssumption,
            )
        },
    ];
    for r in rows {
        let audit = audit(&r.proposal, &[]);
        let Some(finding) = audit.findings.iter().find(|f| f.id == r.id) else {
            panic!("{}: {:?} did not fire: {:?}", r.rule, r.id, ids(&audit));
        };
        for text in r.says {
            assert!(
                finding.message.contains(text),
                "{}: {}",
                r.rule,
                finding.message
            );
        }
        for text in r.never_says {
            assert!(
                !finding.message.contains(text),
                "{}: {}",
                r.rule,
                finding.message
            );
        }
        if !r.asks.is_empty() || !r.never_asks.is_empty() {
            assert_eq!(audit.findings[0].id, r.id, "{}: {:?}", r.rule, ids(&audit));
        }
        for text in r.asks {
            assert!(
                audit.next_action.contains(text),
                "{}: {}",
                r.rule,
                audit.next_action
            );
        }
        for text in r.never_asks {
            assert!(
                !audit.next_action.contains(text),
                "{}: {}",
                r.rule,
                audit.next_action
            );
        }
    }
}
