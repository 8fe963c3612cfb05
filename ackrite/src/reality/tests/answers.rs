//! Whole answers: the origin README's loop example (SPEC §5), issue order, the nothing-found
//! answer, quotation length.

use super::*;

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
