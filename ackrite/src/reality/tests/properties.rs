//! Properties of `reality_check` over arbitrary input: it never panics, it is deterministic, each
//! kind is reported at most once, and issues always come in order of importance.

use proptest::prelude::*;

use super::*;

/// Text that mixes rule vocabulary with arbitrary characters, so that rules actually fire.
fn text() -> impl Strategy<Value = String> {
    let vocabulary = prop::sample::select(vec![
        "replace",
        "the",
        "auth",
        "client",
        "rewrite",
        "entire",
        "failed",
        "timeout",
        "still",
        "fixed",
        "definitely",
        "will",
        "so",
        "next",
        "not",
        "works",
        "pass",
        "connection",
        "reset",
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

fn attempts() -> impl Strategy<Value = Vec<Attempt>> {
    prop::collection::vec((text(), text()), 0..5)
        .prop_map(|rows| rows.into_iter().map(|(a, o)| Attempt::new(a, o)).collect())
}

fn evidence() -> impl Strategy<Value = Vec<Evidence>> {
    prop::collection::vec(
        (
            text(),
            prop::sample::select(EvidenceType::ALL.to_vec()),
            prop::sample::select(vec![
                Polarity::Supports,
                Polarity::Contradicts,
                Polarity::Neutral,
            ]),
        ),
        0..3,
    )
    .prop_map(|rows| {
        rows.into_iter()
            .map(|(content, kind, polarity)| Evidence::new(content).kind(kind).polarity(polarity))
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn never_panics_and_is_deterministic(
        reasoning in text(),
        attempts in attempts(),
        earlier in attempts(),
        evidence in evidence(),
    ) {
        let first = reality_check(&reasoning, &attempts, &earlier, &evidence);
        let second = reality_check(&reasoning, &attempts, &earlier, &evidence);
        prop_assert_eq!(&first, &second);
        prop_assert!(!first.recommendation.is_empty());
    }

    #[test]
    fn issues_come_in_order_of_importance_each_kind_once(
        reasoning in text(),
        attempts in attempts(),
        earlier in attempts(),
        evidence in evidence(),
    ) {
        let check = reality_check(&reasoning, &attempts, &earlier, &evidence);
        for pair in check.issues.windows(2) {
            prop_assert!(pair[0].kind < pair[1].kind, "{:?}", kinds(&check));
        }
        if check.issues.is_empty() {
            prop_assert_eq!(check.recommendation.as_str(), NOTHING_FOUND);
        }
    }
}
