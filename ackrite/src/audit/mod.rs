//! `audit` (SPEC §5): findings on a proposed change, most severe first.
//!
//! The audit reads descriptions — the proposal, the reported problem, each change's path and
//! description, the test plan — and the supplied evidence. It never sees file contents, so every
//! finding is about what the proposal says and what its evidence shows, and [`BASIS`] says so.
//! Each rule lives in the file of its family: `scope` (how much changes), `risk` (what the
//! change touches), `proof` (what shows it will work); `bar` says what the evidence amounts to
//! against the higher bar that rewrites and security-sensitive work must clear.
//!
//! Messages are literally true about what was supplied, and each finding's next action follows
//! from what made that finding fire (a missing test plan asks for a test, weak evidence asks for
//! stronger evidence), never from a fixed text.

mod bar;
mod finding;
mod proof;
mod risk;
mod scope;

pub use finding::{Finding, FindingId};

use crate::attempt::Attempt;
use crate::evidence::{Evidence, EvidenceClass, EvidenceSet, Indexed, Polarity};
use crate::words::{words, Cues, Word};

/// What every audit rests on, returned with every audit.
pub const BASIS: &str = "Judged from the proposal, the reported problem, the change paths and \
descriptions, the test plan and the supplied evidence only; no file contents were read.";

/// Reliability a strong direct item needs to meet the higher bar for rewrites and
/// security-sensitive work — the same threshold that makes a claim KNOWN (SPEC §3).
pub const HIGH_BAR_RELIABILITY: f64 = 0.8;

/// A proposed change as the agent describes it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Proposal {
    pub proposal: String,
    pub reported_problem: Option<String>,
    pub changes: Vec<Change>,
    /// Evidence for the premise that the change fixes the reported problem; `supports` and
    /// `contradicts` are read against that premise.
    pub evidence: Vec<Evidence>,
    pub test_plan: Option<String>,
}

/// One file the proposal would change, and what would change in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub path: String,
    pub description: String,
}

impl Change {
    pub fn new(path: impl Into<String>, description: impl Into<String>) -> Self {
        Change {
            path: path.into(),
            description: description.into(),
        }
    }
}

/// The audit's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Audit {
    /// Most severe first; see [`Finding::priority`].
    pub findings: Vec<Finding>,
    /// One sentence: what to do about the first finding, or that nothing was found.
    pub next_action: String,
    /// What the judgement rests on: always [`BASIS`].
    pub basis: String,
}

/// Said when no rule fires: the descriptions raised nothing, which is not proof the change is
/// right.
pub const NOTHING_FOUND: &str = "No problem was found in the supplied descriptions, which does \
not show the change is correct; run the test plan and confirm the reported problem is gone.";

/// Audit `proposal`, counting `earlier_attempts` (from the session) for repeated failures.
pub fn audit(proposal: &Proposal, earlier_attempts: &[Attempt]) -> Audit {
    let context = Context::new(proposal, earlier_attempts);
    let mut judgements: Vec<Judgement> = [
        scope::rewrite_scope(&context),
        scope::unrelated_change(&context),
        risk::api_contract_assumption(&context),
        risk::security_sensitive(&context),
        risk::error_handling(&context),
        proof::missing_tests(&context),
        proof::unverified_premise(&context),
        proof::repeats_failed_approach(&context),
    ]
    .into_iter()
    .flatten()
    .collect();
    judgements.sort_by(|a, b| a.finding.priority(&b.finding));
    let next_action = judgements
        .first()
        .map_or_else(|| NOTHING_FOUND.to_owned(), |j| j.next_action.clone());
    Audit {
        findings: judgements.into_iter().map(|j| j.finding).collect(),
        next_action,
        basis: BASIS.to_owned(),
    }
}

/// A finding with the next action it calls for, should it come first.
pub(super) struct Judgement {
    pub finding: Finding,
    pub next_action: String,
}

/// The proposal with its evidence de-duplicated and its texts split into words once, as every
/// rule reads it.
pub(super) struct Context<'a> {
    pub proposal: &'a Proposal,
    pub earlier_attempts: &'a [Attempt],
    pub evidence: EvidenceSet<'a>,
    /// The words of the proposal text.
    pub proposal_words: Vec<Word<'a>>,
    /// The words of each change's description and of its path, in the changes' order.
    pub change_words: Vec<ChangeWords<'a>>,
}

/// One proposed change, split into words.
pub(super) struct ChangeWords<'a> {
    pub change: &'a Change,
    pub description: Vec<Word<'a>>,
    pub path: Vec<Word<'a>>,
}

impl<'a> Context<'a> {
    fn new(proposal: &'a Proposal, earlier_attempts: &'a [Attempt]) -> Self {
        Context {
            proposal,
            earlier_attempts,
            evidence: EvidenceSet::new(&proposal.evidence),
            proposal_words: words(&proposal.proposal),
            change_words: proposal
                .changes
                .iter()
                .map(|change| ChangeWords {
                    change,
                    description: words(&change.description),
                    path: words(&change.path),
                })
                .collect(),
        }
    }

    /// True when some supporting item is of one of `classes`.
    pub fn supported_by(&self, classes: &[EvidenceClass]) -> bool {
        self.evidence
            .with_polarity(Polarity::Supports)
            .any(|i| classes.contains(&i.item.kind.class()))
    }

    /// The contradicting item to reconcile first: the most reliable, the earliest on a tie.
    pub fn most_reliable_contradiction(&self) -> Option<&Indexed<'a>> {
        self.evidence.with_polarity(Polarity::Contradicts).fold(
            None,
            |best: Option<&Indexed<'a>>, item| match best {
                Some(b) if b.item.reliability >= item.item.reliability => Some(b),
                _ => Some(item),
            },
        )
    }

    /// The problem and the proposal together: what every change should be about.
    pub fn purpose(&self) -> String {
        let problem = self.proposal.reported_problem.as_deref().unwrap_or("");
        format!("{problem}\n{}", self.proposal.proposal)
    }

    /// The first cue the proposal or a change affirms (checking paths too when `paths` is
    /// set), as the caller wrote it.
    pub fn first_cue(&self, cues: &Cues, paths: bool) -> Option<String> {
        let changes = self.change_words.iter();
        std::iter::once(&self.proposal_words)
            .chain(changes.clone().map(|c| &c.description))
            .chain(changes.filter(|_| paths).map(|c| &c.path))
            .find_map(|text| cues.quote_words(text))
    }

    /// Paths of the changes whose description (or path, when `paths` is set) affirms a cue.
    pub fn changes_matching(&self, cues: &Cues, paths: bool) -> Vec<String> {
        self.change_words
            .iter()
            .filter(|c| {
                cues.affirmed(&c.description).is_some()
                    || (paths && cues.affirmed(&c.path).is_some())
            })
            .map(|c| c.change.path.clone())
            .collect()
    }
}

/// `a, b and c` — paths (or other items) named in one sentence.
pub(super) fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests;
