//! `reality_check`: reasoning failures in an agent's account of what it tried
//! (`docs/judgement.md`, "Reality check"), one rule per file, each reading the attempts' outcomes.
//!
//! Recommendations speak of attempts already made in the past tense: an approach that was tried
//! is never recommended as something still "to try".

mod claim;
mod failure;
mod information;
mod issue;
mod proposal;
mod scope;
mod strategy;

pub use issue::{Issue, IssueKind};
pub use strategy::groups;

use std::collections::BTreeSet;

use crate::attempt::{strategy_words, Attempt, Outcome, Reading};
use crate::evidence::{Evidence, EvidenceClass, EvidenceSet, Polarity};
use crate::words::{self, Word};

/// The check's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct RealityCheck {
    /// Most important first: by severity, then in [`IssueKind`] order.
    pub issues: Vec<Issue>,
    /// One sentence naming the assumption to verify, from the first issue.
    pub recommendation: String,
    /// How each of this call's attempts was read, in the request's order.
    pub readings: Vec<Reading>,
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
    let readings: Vec<Reading> = all.iter().map(|a| a.reading()).collect();
    let reasoning_words = words::words(reasoning);
    let strategies: Vec<BTreeSet<String>> =
        all.iter().map(|a| strategy_words(&a.approach)).collect();
    let knobs: Vec<Option<crate::attempt::Knob>> = all
        .iter()
        .map(|a| crate::attempt::knob(&a.approach))
        .collect();
    let history = History {
        proposed: proposal::proposed_in(&reasoning_words),
        reasoning_words,
        approach_words: all.iter().map(|a| words::words(&a.approach)).collect(),
        outcome_words: all
            .iter()
            .map(|a| words::content_words(&a.outcome))
            .collect(),
        groups: groups(&strategies, &knobs),
        strategies,
        knobs,
        readings,
        attempts: all,
        earlier: earlier_attempts.len(),
        evidence: EvidenceSet::new(evidence),
    };
    let mut found: Vec<Found> = [
        strategy::repeated_strategy(&history),
        failure::same_failure(&history),
        claim::premature_success(&history),
        claim::certainty_without_evidence(&history),
        scope::escalating_scope(&history),
        information::no_new_information(&history),
    ]
    .into_iter()
    .flatten()
    .collect();
    found.sort_by_key(|f| (f.issue.severity, f.issue.kind));
    let recommendation = found
        .first()
        .map_or_else(|| NOTHING_FOUND.to_owned(), |f| f.recommendation.clone());
    RealityCheck {
        issues: found.into_iter().map(|f| f.issue).collect(),
        recommendation,
        readings: history.readings[history.earlier..].to_vec(),
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
    /// How each attempt's outcome reads.
    readings: Vec<Reading>,
    /// Each attempt's approach as words.
    approach_words: Vec<Vec<Word<'a>>>,
    /// Each attempt's approach as the content words strategies are compared by.
    strategies: Vec<BTreeSet<String>>,
    /// Each attempt's strategy group ([`groups`]).
    groups: Vec<usize>,
    /// The knob each approach turns, if any (`crate::attempt::knob`).
    knobs: Vec<Option<crate::attempt::Knob>>,
    /// Each attempt's outcome as content words.
    outcome_words: Vec<BTreeSet<String>>,
    /// What the reasoning proposes to do next ([`proposal::proposed_in`]).
    proposed: Vec<proposal::Proposed>,
    evidence: EvidenceSet<'a>,
}

impl History<'_> {
    fn outcome(&self, i: usize) -> Outcome {
        self.readings[i].outcome
    }

    fn succeeded(&self, i: usize) -> bool {
        self.outcome(i) == Outcome::Succeeded
    }

    /// True when attempts `i` and `j` are the same strategy (Jaccard ≥ the threshold).
    fn same_strategy(&self, i: usize, j: usize) -> bool {
        strategy::same(
            &self.strategies[i],
            &self.strategies[j],
            self.knobs[i],
            self.knobs[j],
        )
    }

    /// Counted supporting items other than inferences: what the reasoning can rest on.
    fn supporting(&self) -> impl Iterator<Item = &crate::evidence::Indexed<'_>> {
        self.evidence
            .with_polarity(Polarity::Supports)
            .filter(|i| i.item.reliability > 0.0 && i.item.kind.class() != EvidenceClass::Inference)
    }

    /// True when a counted supporting item other than an inference bears on the reasoning.
    fn supported(&self) -> bool {
        let reasoning: BTreeSet<&str> = self
            .reasoning_words
            .iter()
            .filter(|w| !w.noise)
            .map(|w| w.canon.as_ref())
            .collect();
        self.supporting().any(|i| {
            let source = i.item.source.as_deref().unwrap_or("");
            words::each_word(&format!("{}\n{source}", i.item.content))
                .any(|w| !w.noise && reasoning.contains(w.canon.as_ref()))
        })
    }
}

#[cfg(test)]
mod tests;
