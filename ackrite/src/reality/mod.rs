//! `reality_check` (SPEC §5): reasoning failures in an agent's account of what it tried.
//!
//! The check reads the agent's reasoning, its attempts (earlier calls in the same session first,
//! then this call's, in order) and the supplied evidence. Attempts are compared after word
//! normalisation ([`crate::words`]): two approaches whose content words overlap by Jaccard ≥ 0.6
//! are the same strategy. The rules live in `strategy` (what the attempts show), `scope` (a change
//! that keeps growing) and `claim` (what the reasoning asserts); `proposal` reads what the
//! reasoning proposes to do next, so that a proposal to retry a failed approach, or to widen the
//! change further, is caught before it becomes another attempt.
//!
//! Recommendations speak of attempts already made in the past tense: an approach that was tried
//! is never recommended as something still "to try".

mod claim;
mod issue;
mod proposal;
mod scope;
mod strategy;
mod vocabulary;

pub use issue::{Issue, IssueKind};

use crate::attempt::{failed_in, Attempt, SAME_STRATEGY};
use crate::evidence::{Evidence, EvidenceClass, EvidenceSet, Polarity};
use crate::words::{self, Word};
use vocabulary::{Vocabulary, WordIds};

/// The check's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct RealityCheck {
    /// Most important first, in [`IssueKind`] order.
    pub issues: Vec<Issue>,
    /// One sentence naming the assumption to verify, from the first issue.
    pub recommendation: String,
}

/// Said when no rule fires: nothing was found, which is not proof the reasoning is right.
pub const NOTHING_FOUND: &str = "No reasoning failure was found in the supplied material, which \
does not show the reasoning is right; keep supplying evidence for each step.";

/// Check `reasoning` against `attempts` (this call's), `earlier_attempts` (from the session, which
/// count as if made before this call's) and `evidence`.
pub fn reality_check(
    reasoning: &str,
    attempts: &[Attempt],
    earlier_attempts: &[Attempt],
    evidence: &[Evidence],
) -> RealityCheck {
    let all: Vec<&Attempt> = earlier_attempts.iter().chain(attempts).collect();
    let approach_words: Vec<Vec<Word>> = all.iter().map(|a| words::words(&a.approach)).collect();
    let outcome_words: Vec<Vec<Word>> = all.iter().map(|a| words::words(&a.outcome)).collect();
    let reasoning_words = words::words(reasoning);
    let proposed = proposal::proposed_in(&reasoning_words);
    let mut vocabulary = Vocabulary::default();
    let history = History {
        approaches: approach_words
            .iter()
            .map(|w| vocabulary.content_of(w))
            .collect(),
        outcomes: outcome_words
            .iter()
            .map(|w| vocabulary.content_of(w))
            .collect(),
        proposed_words: proposed.iter().map(|p| vocabulary.of(&p.words)).collect(),
        failed: outcome_words.iter().map(|w| failed_in(w)).collect(),
        approach_words,
        attempts: all,
        earlier: earlier_attempts.len(),
        proposed,
        reasoning_words,
        evidence: EvidenceSet::new(evidence),
    };
    let mut found: Vec<Found> = [
        strategy::repeated_strategy(&history),
        claim::premature_success(&history),
        strategy::same_failure(&history),
        scope::escalating_scope(&history),
        claim::certainty_without_evidence(&history),
        strategy::no_new_information(&history),
    ]
    .into_iter()
    .flatten()
    .collect();
    found.sort_by_key(|f| f.issue.kind);
    let recommendation = found
        .first()
        .map_or_else(|| NOTHING_FOUND.to_owned(), |f| f.recommendation.clone());
    RealityCheck {
        issues: found.into_iter().map(|f| f.issue).collect(),
        recommendation,
    }
}

/// An issue with the recommendation it calls for, should it come first.
struct Found {
    issue: Issue,
    recommendation: String,
}

/// Everything the rules read, each text split into words once.
struct History<'a> {
    reasoning_words: Vec<Word<'a>>,
    /// Earlier session attempts, then this call's, oldest first.
    attempts: Vec<&'a Attempt>,
    /// How many of `attempts` come from earlier calls.
    earlier: usize,
    /// Each attempt's approach as words.
    approach_words: Vec<Vec<Word<'a>>>,
    /// Each attempt's approach as content words, computed once: the rules compare them pairwise.
    approaches: Vec<WordIds>,
    /// Each attempt's outcome as content words.
    outcomes: Vec<WordIds>,
    /// Whether each attempt failed ([`Attempt::failed`]).
    failed: Vec<bool>,
    /// What the reasoning proposes to do next ([`proposal::proposed_in`]).
    proposed: Vec<proposal::Proposed>,
    /// The content words of each of `proposed`.
    proposed_words: Vec<WordIds>,
    evidence: EvidenceSet<'a>,
}

impl History<'_> {
    /// True when attempts `i` and `j` are the same strategy (Jaccard ≥ [`SAME_STRATEGY`]).
    fn same_strategy(&self, i: usize, j: usize) -> bool {
        vocabulary::jaccard(&self.approaches[i], &self.approaches[j]) >= SAME_STRATEGY
    }

    /// True when a code, log, HTTP, test, observation or user-fact item supports the reasoning.
    /// Documentation and inference do not count: they cannot observe the system (SPEC §3).
    fn directly_supported(&self) -> bool {
        self.evidence.with_polarity(Polarity::Supports).any(|i| {
            matches!(
                i.item.kind.class(),
                EvidenceClass::StrongDirect | EvidenceClass::Direct
            )
        })
    }
}

/// `"a", "b" and "c"` — several quoted items in one sentence.
fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests;
