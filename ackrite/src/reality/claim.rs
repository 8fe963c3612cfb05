//! What the reasoning asserts: success, and certainty.

use std::sync::LazyLock;

use super::{Found, History, Issue, IssueKind};
use crate::attempt::Outcome;
use crate::claim::lexicon::Plain;
use crate::phrasing::span;
use crate::words::{Cues, Word};

/// Words that claim the problem is solved, matched as written: "fixed" claims a fix, "fix" only
/// plans one. "Done" is left out: "done reading the logs" claims nothing.
const SUCCESS_CLAIM: &[&str] = &[
    "fixed",
    "resolved",
    "solved",
    "works",
    "worked",
    "succeeded",
    "successful",
    "passes",
    "is green",
    "are green",
    "green now",
    "all green",
    "will work",
    "works now",
    "now works",
    "is gone",
    "should work",
    "should pass",
    "will pass",
    "no longer fails",
];

/// Words before a success word that make it a condition or a goal, not a claim: "re-run it until
/// it passes".
const CONDITIONAL: &[&str] = &["until", "if", "once", "unless", "whether", "when", "before"];

/// How many words before a success word a conditional still governs it.
const CONDITIONAL_REACH: usize = 3;

/// Words of certainty.
const CERTAINTY: &[&str] = &[
    "definitely",
    "certainly",
    "certain",
    "obviously",
    "clearly",
    "guaranteed",
    "surely",
    "undoubtedly",
    "no doubt",
    "without doubt",
    "without a doubt",
    "will work",
    "must be",
    "for sure",
    "absolutely",
    "i am sure",
    "i m sure",
    "we are sure",
    "pretty sure",
    "100 sure",
    "decisive",
    "conclusive",
    "conclusively",
    "proves",
    "proven",
    "beyond doubt",
];

/// Words right after a certainty word that turn it into a certain denial: "definitely not
/// proven" is not certainty that something holds.
const NEGATORS_AFTER: &[&str] = &["not", "no", "never", "t", "nothing", "none", "nowhere"];

/// How many words after a certainty word a negator still governs it.
const NEGATION_AFTER_REACH: usize = 2;

static SUCCESS_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(SUCCESS_CLAIM));
static CERTAINTY_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(CERTAINTY));

/// The reasoning's first success claim, as written, if any: a success word not negated and not
/// after a conditional ("until it passes") in its clause.
pub(super) fn success_claim(text: &[Word]) -> Option<String> {
    SUCCESS_CUES
        .matches(text)
        .into_iter()
        .find(|m| !m.negated && !conditional(text, m.start))
        .map(|m| span(text, m.start, m.end))
}

/// True when a conditional stands within [`CONDITIONAL_REACH`] words before `index`, in its
/// clause.
fn conditional(text: &[Word], index: usize) -> bool {
    let mut i = index;
    for _ in 0..CONDITIONAL_REACH {
        if i == 0 || text[i].clause_start {
            return false;
        }
        i -= 1;
        if CONDITIONAL.contains(&text[i].raw.as_ref()) {
            return true;
        }
    }
    false
}

/// `premature_success` (high): the reasoning claims a success that neither the latest relevant
/// attempt nor a supporting observation confirms (`docs/judgement.md`, "Issues").
pub(super) fn premature_success(history: &History) -> Option<Found> {
    let claim = success_claim(&history.reasoning_words)?;
    let latest = latest_relevant(history);
    let intermittent = intermittent(history) && !repeated_pass(history);
    let why = match latest {
        _ if intermittent => "but the material shows the check to be intermittent (it failed \
                              and passed without a change, or is called flaky), and one green \
                              run of an intermittent check confirms nothing"
            .to_owned(),
        Some(i) if history.outcome(i) == Outcome::Failed => format!(
            "while the latest relevant attempt failed (\"{}\")",
            history.attempts[i].quoted_outcome()
        ),
        Some(i) if history.readings[i].skipped_test && history.outcome(i) != Outcome::Succeeded => {
            format!(
                "but the only success is a skipped, disabled or deleted test (\"{}\")",
                history.attempts[i].quoted_approach()
            )
        }
        Some(i) if history.succeeded(i) => return None,
        _ if history.supported() => return None,
        Some(i) => format!(
            "but the latest relevant outcome does not show it (\"{}\") and no supplied evidence \
             supports it",
            history.attempts[i].quoted_outcome()
        ),
        None => "but no attempt's outcome or supplied evidence shows it".to_owned(),
    };
    Some(Found {
        issue: Issue {
            kind: IssueKind::PrematureSuccess,
            severity: IssueKind::PrematureSuccess.severity(),
            message: format!("The reasoning claims success (\"{claim}\") {why}."),
        },
        recommendation: "Before calling it fixed, verify the assumption that the change works: \
                         rerun the check that failed, with every test enabled, and supply its \
                         result as evidence."
            .to_owned(),
    })
}

/// The material shows the check to be intermittent: it is called flaky or intermittent, or an
/// attempt that re-ran it without a change passed after one that failed.
fn intermittent(history: &History) -> bool {
    let texts = history
        .attempts
        .iter()
        .flat_map(|a| [a.approach.as_str(), a.outcome.as_str()])
        .chain(
            history
                .evidence
                .items
                .iter()
                .map(|i| i.item.content.as_str()),
        );
    let called = texts
        .clone()
        .any(|t| Plain::of(t).has(&["flaky", "flake", "flakes", "intermittent", "intermittently"]))
        || history.reasoning_words.iter().any(|w| {
            matches!(
                w.raw.as_ref(),
                "flaky" | "flake" | "intermittent" | "intermittently"
            )
        });
    let rerun_passed = (1..history.attempts.len()).any(|j| {
        let approach = Plain::of(&history.attempts[j].approach);
        approach.has(&["re run", "rerun", "run again", "retry", "re ran"])
            && approach.has(&[
                "without changes",
                "without a change",
                "no change",
                "no changes",
                "unchanged",
            ])
            && history.succeeded(j)
            && (0..j).any(|i| history.outcome(i) == Outcome::Failed)
    });
    called || rerun_passed
}

/// Some outcome or supporting item reports many passing runs ("200 of 200", "200 passed").
fn repeated_pass(history: &History) -> bool {
    let many = |text: &str| {
        let plain = Plain::of(text);
        let words: Vec<&str> = plain.as_str().split_whitespace().collect();
        words.windows(2).any(|w| {
            w[0].parse::<u32>().is_ok_and(|n| n >= 20)
                && matches!(w[1], "passed" | "of" | "runs" | "green")
        })
    };
    history.attempts.iter().any(|a| many(&a.outcome))
        || history.evidence.items.iter().any(|i| {
            i.item.polarity == crate::evidence::Polarity::Supports && many(&i.item.content)
        })
}

/// The latest attempt sharing a content word with the reasoning, else the latest attempt.
fn latest_relevant(history: &History) -> Option<usize> {
    let reasoning: std::collections::BTreeSet<&str> = history
        .reasoning_words
        .iter()
        .filter(|w| !w.noise)
        .map(|w| w.canon.as_ref())
        .collect();
    let relevant = |i: &usize| {
        history.strategies[*i]
            .iter()
            .chain(&history.outcome_words[*i])
            .any(|w| reasoning.contains(w.as_str()))
    };
    let n = history.attempts.len();
    (0..n).rev().find(relevant).or(n.checked_sub(1))
}

/// `certainty_without_evidence` (medium). The reasoning uses a word of certainty (definitely,
/// clearly, obviously, must be, will work …) that is neither negated before it ("not sure") nor
/// followed by a negation ("definitely not proven"), and no counted supporting item other than
/// an inference is supplied. Certainty is a claim about evidence; with none, it is a mood.
pub(super) fn certainty_without_evidence(history: &History) -> Option<Found> {
    let text = &history.reasoning_words;
    let cue = CERTAINTY_CUES.matches(text).into_iter().find(|m| {
        let after = text[m.end..]
            .iter()
            .take(NEGATION_AFTER_REACH)
            .take_while(|w| !w.clause_start)
            .any(|w| NEGATORS_AFTER.contains(&w.raw.as_ref()));
        !m.negated && !after
    })?;
    if history.supporting().next().is_some() {
        return None;
    }
    let cue = span(text, cue.start, cue.end);
    Some(Found {
        issue: Issue {
            kind: IssueKind::CertaintyWithoutEvidence,
            severity: IssueKind::CertaintyWithoutEvidence.severity(),
            message: format!(
                "The reasoning is certain (\"{cue}\") but no supplied evidence supports it."
            ),
        },
        recommendation: "Verify the assumption behind the certainty with one direct check and \
                         supply its result as evidence before acting on it."
            .to_owned(),
    })
}
