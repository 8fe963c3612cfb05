//! Properties of `audit` over arbitrary input: it never panics, it is deterministic, and its
//! findings always come most severe first, in the fixed tie order.

use proptest::prelude::*;

use super::*;

/// Text that mixes rule vocabulary with arbitrary characters, so that rules actually fire.
fn text() -> impl Strategy<Value = String> {
    let vocabulary = prop::sample::select(vec![
        "rewrite",
        "auth",
        "token",
        "api",
        "endpoint",
        "retry",
        "catch",
        "timeout",
        "increase",
        "test",
        "none",
        "unrelated",
        "login",
        "theme",
        "src/auth.ts",
        "not",
        "the",
        "fails",
        "from scratch",
        "session",
        "",
        ".",
        ",",
        "é",
        "30s",
    ]);
    prop_oneof![
        prop::collection::vec(vocabulary, 0..12).prop_map(|words| words.join(" ")),
        any::<String>(),
    ]
}

fn evidence_item() -> impl Strategy<Value = Evidence> {
    (
        text(),
        prop::sample::select(EvidenceType::ALL.to_vec()),
        prop::sample::select(vec![
            Polarity::Supports,
            Polarity::Contradicts,
            Polarity::Neutral,
        ]),
        0.0..=1.0f64,
        prop::option::of(text()),
    )
        .prop_map(|(content, kind, polarity, reliability, source)| {
            let item = Evidence::new(content)
                .kind(kind)
                .polarity(polarity)
                .reliability(reliability);
            match source {
                Some(source) => item.source(source),
                None => item,
            }
        })
}

fn proposal() -> impl Strategy<Value = Proposal> {
    (
        text(),
        prop::option::of(text()),
        prop::collection::vec((text(), text()), 0..4),
        prop::collection::vec(evidence_item(), 0..4),
        prop::option::of(text()),
    )
        .prop_map(
            |(proposal, reported_problem, changes, evidence, test_plan)| Proposal {
                proposal,
                reported_problem,
                changes: changes
                    .into_iter()
                    .map(|(path, description)| Change::new(path, description))
                    .collect(),
                evidence,
                test_plan,
            },
        )
}

fn attempts() -> impl Strategy<Value = Vec<Attempt>> {
    prop::collection::vec((text(), text()), 0..4)
        .prop_map(|rows| rows.into_iter().map(|(a, o)| Attempt::new(a, o)).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn never_panics_and_is_deterministic(proposal in proposal(), earlier in attempts()) {
        let first = audit(&proposal, &earlier);
        let second = audit(&proposal, &earlier);
        prop_assert_eq!(&first, &second);
        prop_assert_eq!(first.basis.as_str(), BASIS);
        prop_assert!(!first.next_action.is_empty());
    }

    #[test]
    fn findings_come_most_severe_first_each_id_once(proposal in proposal(), earlier in attempts()) {
        let audit = audit(&proposal, &earlier);
        for pair in audit.findings.windows(2) {
            prop_assert!(pair[0].severity <= pair[1].severity, "{:?}", ids(&audit));
            prop_assert!(pair[0].priority(&pair[1]).is_lt(), "{:?}", ids(&audit));
        }
        if audit.findings.is_empty() {
            prop_assert_eq!(audit.next_action, nothing_found(&proposal, false));
        }
    }
}
