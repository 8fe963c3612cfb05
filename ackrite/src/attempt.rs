//! One thing an agent tried and what came of it, as `audit` and `reality_check` receive it —
//! from the request's `attempts[]` or from earlier calls in the same session.

use std::sync::LazyLock;

use crate::words::{self, Cues, Word};

/// Longest quotation of an approach or outcome inside a message or recommendation, in
/// characters: enough to recognise the attempt, short enough to keep one sentence one sentence.
pub const QUOTE_CHARS: usize = 80;

/// Two approaches are the same strategy when their content words overlap by at least this much
/// (Jaccard, SPEC §5): "Replace the auth client" and "Replace the auth client again" are one
/// strategy; "Replace the auth client" and "Log the auth response" are two.
pub const SAME_STRATEGY: f64 = 0.6;

/// True when the two approach descriptions are the same strategy (see [`SAME_STRATEGY`]).
/// Descriptions with no content words are never the same strategy: there is nothing to compare.
pub fn same_strategy(a: &str, b: &str) -> bool {
    words::jaccard(&words::content_words(a), &words::content_words(b)) >= SAME_STRATEGY
}

/// An approach and its outcome, both as the agent described them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    pub approach: String,
    pub outcome: String,
}

/// Words that report a failure whenever they are affirmed ("Failed with timeout").
const FAILURE: &[&str] = &[
    "fail",
    "error",
    "timeout",
    "crash",
    "exception",
    "broken",
    "broke",
    "panic",
    "panicked",
    "hang",
    "hung",
    "reject",
    "denied",
    "refused",
    "regression",
    "worse",
    "unchanged",
    "abort",
    "stuck",
    "flaky",
    "no change",
    "no effect",
    "no difference",
    "no improvement",
];

/// Words that report a failure only when nothing in the outcome reports success: "still 401"
/// failed, "still passes" did not; "drops continued" and "the error persists" failed, "continued
/// to work" did not.
const FAILURE_WITH_NO_SUCCESS: &[&str] = &[
    "still", "same", "again", "continue", "persist", "remain", "recur", "reappear",
];

/// Words that report success; negated ("doesn't work", "not fixed") they report a failure.
const SUCCESS: &[&str] = &[
    "pass", "work", "succeed", "success", "fixed", "resolved", "solved", "green", "help",
];

/// Words that, shortly after a failure word, say the failure went away ("the error is gone").
const REMOVAL: &[&str] = &[
    "gone",
    "disappeared",
    "resolved",
    "fixed",
    "cleared",
    "vanished",
];

/// How many words after a failure word a removal word still refers to it.
const REMOVAL_REACH: usize = 3;

impl Attempt {
    pub fn new(approach: impl Into<String>, outcome: impl Into<String>) -> Self {
        Attempt {
            approach: approach.into(),
            outcome: outcome.into(),
        }
    }

    /// True when the outcome reads as a failure. The word rule, checked on normalised words so
    /// every inflection counts:
    ///
    /// - a failure word (`failed`, `error`, `timeout`, `crash`, `exception`, `broken`, `panic`,
    ///   `no change` …) that is not negated ("no errors") and not followed within three words
    ///   by a removal word ("the error is gone"); or
    /// - a negated success word ("doesn't work", "not fixed", "didn't help"); or
    /// - `still`, `same`, `again`, `continue`, `persist`, `remain`, `recur` or `reappear` with no
    ///   affirmed success word ("still returns 401", "drops continued").
    ///
    /// An empty or neutral outcome ("deployed") is not a failure: not knowing is not failing.
    pub fn failed(&self) -> bool {
        failed_in(&words::words(&self.outcome))
    }

    /// True when the outcome affirms success ("tests pass", "works now") and does not read as a
    /// failure ([`Attempt::failed`] wins: "tests pass but the timeout remains" failed).
    pub fn succeeded(&self) -> bool {
        let text = words::words(&self.outcome);
        OUTCOME_CUES.success.affirmed(&text).is_some() && !failed_in(&text)
    }

    /// The approach, quoted for a message (at most [`QUOTE_CHARS`]).
    pub fn quoted_approach(&self) -> String {
        quote(&self.approach)
    }

    /// The outcome, quoted for a message (at most [`QUOTE_CHARS`]).
    pub fn quoted_outcome(&self) -> String {
        quote(&self.outcome)
    }
}

/// The outcome cue lists, normalised once.
struct OutcomeCues {
    failure: Cues,
    failure_with_no_success: Cues,
    success: Cues,
    removal: Cues,
}

static OUTCOME_CUES: LazyLock<OutcomeCues> = LazyLock::new(|| OutcomeCues {
    failure: Cues::new(FAILURE),
    failure_with_no_success: Cues::new(FAILURE_WITH_NO_SUCCESS),
    success: Cues::new(SUCCESS),
    removal: Cues::exact(REMOVAL),
});

/// [`Attempt::failed`] on an outcome already split into words.
pub(crate) fn failed_in(text: &[Word]) -> bool {
    let cues = &*OUTCOME_CUES;
    // Only within the failure word's clause: in "Timeout. Fixed the config." the fix is
    // another sentence, not the timeout going away.
    let removed_after = |end: usize| {
        let window_end = (end + REMOVAL_REACH).min(text.len());
        (end..window_end)
            .take_while(|&i| !text[i].clause_start)
            .any(|i| cues.removal.affirmed(&text[i..i + 1]).is_some())
    };
    let failure = cues
        .failure
        .matches(text)
        .into_iter()
        .any(|m| !m.negated && !removed_after(m.end));
    let success_matches = cues.success.matches(text);
    let negated_success = success_matches.iter().any(|m| m.negated);
    let affirmed_success = success_matches.iter().any(|m| !m.negated);
    let weak = cues.failure_with_no_success.affirmed(text).is_some();
    failure || negated_success || (weak && !affirmed_success)
}

/// `text` trimmed, without a trailing full stop (it goes inside a sentence), cut on a character
/// boundary to at most [`QUOTE_CHARS`] characters and marked with `…` when cut.
pub(crate) fn quote(text: &str) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let text = text.trim_end_matches('.');
    if text.chars().count() <= QUOTE_CHARS {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(QUOTE_CHARS - 1).collect();
    cut.truncate(cut.trim_end().len());
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::{quote, same_strategy, Attempt, QUOTE_CHARS};

    #[test]
    fn failure_word_rule() {
        let rows = [
            ("failure word", "Failed with timeout.", true),
            ("failure word, inflected", "It crashes on start", true),
            ("timeout as compound", "The request timed out", true),
            ("no change is a failure", "No change in behaviour", true),
            ("negated success", "Still doesn't work", true),
            ("negated success", "The bug is not fixed", true),
            ("still without success", "Still returns 401", true),
            ("same without success", "Same result as before", true),
            (
                "continued without success",
                "Drops continued at the same rate",
                true,
            ),
            ("persists without success", "The reset persists", true),
            (
                "continued with success",
                "Continued to work after restart",
                false,
            ),
            (
                "failure beats success",
                "Tests pass but the timeout remains",
                true,
            ),
            ("negated failure", "No errors, all green", false),
            ("failure removed", "The error is gone", false),
            (
                "removal in another sentence",
                "Timeout. Fixed the config",
                true,
            ),
            ("success", "Works now", false),
            ("still with success", "Still passes", false),
            ("neutral outcome", "Deployed to staging", false),
            ("empty outcome", "", false),
        ];
        for (rule, outcome, failed) in rows {
            assert_eq!(
                Attempt::new("x", outcome).failed(),
                failed,
                "{rule}: {outcome}"
            );
        }
    }

    #[test]
    fn success_rule() {
        let rows = [
            ("success word", "All tests pass", true),
            ("failure wins", "Tests pass but the timeout remains", false),
            ("negated success", "Doesn't work", false),
            ("neutral", "Deployed to staging", false),
        ];
        for (rule, outcome, succeeded) in rows {
            assert_eq!(
                Attempt::new("x", outcome).succeeded(),
                succeeded,
                "{rule}: {outcome}"
            );
        }
    }

    #[test]
    fn same_strategy_rule() {
        let rows = [
            (
                "identical",
                "Replace the auth client",
                "Replace the auth client",
                true,
            ),
            (
                "filler and inflection",
                "Replace the auth client",
                "Replacing the authentication client again",
                true,
            ),
            (
                "three of four words",
                "Retry the db connection",
                "Retry the database connection pool",
                true,
            ),
            (
                "different strategy",
                "Replace the auth client",
                "Log the auth response",
                false,
            ),
            ("nothing to compare", "the", "a", false),
        ];
        for (rule, a, b, same) in rows {
            assert_eq!(same_strategy(a, b), same, "{rule}");
        }
    }

    #[test]
    fn quotes_are_short_and_cut_on_a_char_boundary() {
        assert_eq!(
            quote("  Replace the auth client.  "),
            "Replace the auth client"
        );
        let long = "é".repeat(200);
        let cut = quote(&long);
        assert_eq!(cut.chars().count(), QUOTE_CHARS);
        assert!(cut.ends_with('…'));
    }
}
