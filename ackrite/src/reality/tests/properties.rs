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

/// Approaches built from words agents use, synonyms of the shared table among them, with
/// outcomes that fail, pass or say nothing.
fn approach_words() -> impl Strategy<Value = Vec<&'static str>> {
    prop::collection::vec(
        prop::sample::select(vec![
            "raise",
            "increase",
            "extend",
            "timeout",
            "deadline",
            "retry",
            "rerun",
            "restart",
            "reboot",
            "redeploy",
            "login",
            "authentication",
            "client",
            "export",
            "pods",
            "job",
            "cache",
            "pool",
            "the",
            "to",
            "api",
        ]),
        1..6,
    )
}

fn loop_attempts() -> impl Strategy<Value = Vec<Attempt>> {
    let outcome = prop::sample::select(vec![
        "Still fails",
        "Failed with timeout",
        "12 passed",
        "Deployed",
        "",
    ]);
    prop::collection::vec((approach_words(), outcome), 1..6).prop_map(|rows| {
        rows.into_iter()
            .map(|(words, outcome)| Attempt::new(words.join(" "), outcome))
            .collect()
    })
}

/// Each word replaced by another member of its synonym group, where it has one.
fn reworded(approach: &str, choice: usize) -> String {
    const GROUPS: &[&[&str]] = &[
        &["raise", "increase", "extend"],
        &["timeout", "deadline"],
        &["retry", "rerun"],
        &["restart", "reboot", "redeploy"],
        &["login", "authentication"],
    ];
    approach
        .split(' ')
        .map(|word| {
            GROUPS
                .iter()
                .find(|group| group.contains(&word))
                .map_or(word, |group| group[choice % group.len()])
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn has_repeat(check: &RealityCheck) -> bool {
    check
        .issues
        .iter()
        .any(|i| i.kind == IssueKind::RepeatedStrategy)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn repeating_an_earlier_attempt_never_removes_repeated_strategy(
        reasoning in text(),
        attempts in loop_attempts(),
        pick in any::<prop::sample::Index>(),
    ) {
        let before = reality_check(&reasoning, &attempts, &[], &[]);
        let repeated = attempts[pick.index(attempts.len())].clone();
        let mut more = attempts.clone();
        more.push(repeated.clone());
        let after = reality_check(&reasoning, &more, &[], &[]);
        if has_repeat(&before) {
            prop_assert!(has_repeat(&after), "{:?} then {:?}", kinds(&before), kinds(&after));
        }
        // And the repeat of an attempt that did not succeed is itself a repeated strategy.
        let comparable = !crate::attempt::strategy_words(&repeated.approach).is_empty();
        if comparable && !repeated.succeeded() {
            prop_assert!(has_repeat(&after), "{:?}", kinds(&after));
        }
    }

    #[test]
    fn rewording_with_table_synonyms_never_changes_a_group(
        attempts in loop_attempts(),
        choice in 0usize..3,
        which in any::<prop::sample::Index>(),
    ) {
        let grouped = |attempts: &[Attempt]| {
            let words: Vec<std::collections::BTreeSet<String>> =
                attempts.iter().map(|a| crate::attempt::strategy_words(&a.approach)).collect();
            let knobs: Vec<_> = attempts.iter().map(|a| crate::attempt::knob(&a.approach)).collect();
            groups(&words, &knobs)
        };
        let mut changed = attempts.clone();
        let i = which.index(changed.len());
        changed[i].approach = reworded(&changed[i].approach, choice);
        prop_assert_eq!(grouped(&attempts), grouped(&changed));
    }
}
