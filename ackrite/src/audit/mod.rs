//! `audit`: findings on a proposed change, most severe first (`docs/judgement.md`, "Audit"), one
//! rule per file.
//!
//! The audit reads descriptions and the supplied evidence, never file contents, so every finding
//! is about what the proposal says and what its evidence shows, and [`BASIS`] says so.

mod api;
mod bar;
mod change;
mod errors;
mod finding;
mod premise;
mod proof;
mod rewrite;
mod security;
mod text;
mod unrelated;

pub use finding::{Finding, FindingId};

use crate::attempt::Attempt;
use crate::evidence::{Evidence, EvidenceSet, Indexed, Polarity};
use crate::severity::Severity;
use crate::words::{self, Word};
use change::PathKind;

/// What every audit rests on, returned with every audit.
pub const BASIS: &str = "Judged from the proposal, the reported problem, the change paths and \
descriptions, the test plan and the supplied evidence only; no file contents were read.";

/// Reliability a strong direct item needs to meet the higher bar for rewrites and
/// security-sensitive work — the same threshold that makes a claim KNOWN.
pub const HIGH_BAR_RELIABILITY: f64 = 0.8;

/// A proposed change as the agent describes it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Proposal {
    pub proposal: String,
    pub reported_problem: Option<String>,
    pub changes: Vec<Change>,
    /// Evidence for the proposal's premise; `supports` and `contradicts` are read against it.
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
    /// Most severe first, then in [`FindingId::ALL`] order.
    pub findings: Vec<Finding>,
    /// One sentence: what to do about the first finding, or that nothing was found.
    pub next_action: String,
    /// What the judgement rests on: always [`BASIS`].
    pub basis: String,
}

/// Said when no rule fires (or only low ones): the descriptions raised nothing that should stop
/// the change, which is not proof the change is right; the check named is the one the proposal
/// supplies — its test plan, the reported problem — and never one it lacks.
pub fn nothing_found(proposal: &Proposal, only_low: bool) -> String {
    let found = if only_low {
        "Nothing above low severity was found in the supplied descriptions"
    } else {
        "No problem was found in the supplied descriptions"
    };
    let check = match (&proposal.test_plan, &proposal.reported_problem) {
        (Some(_), Some(_)) => "run the test plan and confirm the reported problem is gone",
        (Some(_), None) => "run the test plan",
        (None, Some(_)) => {
            "repeat the reported problem the way it was first seen, with the change and without it"
        }
        (None, None) => "say how the change will be checked, and check it",
    };
    format!("{found}, which does not show the change is correct; {check}.")
}

/// Audit `proposal`, counting `earlier_attempts` (from the session) for repeated failures.
pub fn audit(proposal: &Proposal, earlier_attempts: &[Attempt]) -> Audit {
    let context = Context::new(proposal, earlier_attempts);
    let rewrite = rewrite::rewrite_scope(&context);
    let rewrite_high = rewrite
        .as_ref()
        .is_some_and(|j| j.finding.severity == Severity::High);
    let mut judgements: Vec<Judgement> = [
        rewrite,
        unrelated::unrelated_change(&context),
        api::api_contract_assumption(&context),
        security::security_sensitive(&context),
        errors::error_handling(&context),
        proof::missing_tests(&context),
        premise::unverified_premise(&context, rewrite_high),
        proof::repeats_failed_approach(&context),
    ]
    .into_iter()
    .flatten()
    .collect();
    for judgement in &mut judgements {
        judgement.finding.paths.sort();
        judgement.finding.paths.dedup();
    }
    judgements.sort_by(|a, b| a.finding.priority(&b.finding));
    // A low finding is worth knowing, never what to do first.
    let next_action = match judgements.first() {
        Some(j) if j.finding.severity != Severity::Low => j.next_action.clone(),
        first => nothing_found(proposal, first.is_some()),
    };
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
    /// Each change, split into words, in the changes' order.
    pub changes: Vec<ChangeWords<'a>>,
    /// True when a test path is among the changes, or the proposal or test plan names a test.
    pub tested: bool,
}

/// One proposed change, split into words.
pub(super) struct ChangeWords<'a> {
    pub change: &'a Change,
    pub kind: PathKind,
    pub description: Vec<Word<'a>>,
    pub path: Vec<Word<'a>>,
    /// The description edits comments only.
    pub comments_only: bool,
}

impl ChangeWords<'_> {
    /// True when the change can alter behaviour: code (or configuration) whose description edits
    /// more than comments.
    pub fn behavioural(&self) -> bool {
        self.kind == PathKind::Code && !self.comments_only
    }
}

impl<'a> Context<'a> {
    fn new(proposal: &'a Proposal, earlier_attempts: &'a [Attempt]) -> Self {
        let changes: Vec<ChangeWords<'a>> = proposal
            .changes
            .iter()
            .map(|change| {
                let description = words::words(&change.description);
                ChangeWords {
                    change,
                    kind: change::path_kind(&change.path),
                    comments_only: change::comments_only(&description),
                    description,
                    path: words::words(&change.path),
                }
            })
            .collect();
        let tested = changes.iter().any(|c| c.kind == PathKind::Test)
            || proof::names_a_test(&proposal.proposal)
            || proposal
                .test_plan
                .as_deref()
                .is_some_and(proof::names_a_test);
        Context {
            proposal,
            earlier_attempts,
            evidence: EvidenceSet::new(&proposal.evidence),
            proposal_words: words::words(&proposal.proposal),
            changes,
            tested,
        }
    }

    /// Counted supporting items (reliability above 0).
    pub fn supporting(&self) -> impl Iterator<Item = &Indexed<'a>> {
        self.evidence
            .with_polarity(Polarity::Supports)
            .filter(|i| i.item.reliability > 0.0)
    }

    /// The contradicting item to reconcile first: the most reliable, the earliest on a tie.
    pub fn most_reliable_contradiction(&self) -> Option<&Indexed<'a>> {
        self.evidence
            .with_polarity(Polarity::Contradicts)
            .filter(|i| i.item.reliability > 0.0)
            .fold(None, |best: Option<&Indexed<'a>>, item| match best {
                Some(b) if b.item.reliability >= item.item.reliability => Some(b),
                _ => Some(item),
            })
    }

    /// True when every change touches only documentation, comments or test fixtures (and there
    /// is at least one change).
    pub fn only_docs_comments_or_fixtures(&self) -> bool {
        !self.changes.is_empty()
            && self.changes.iter().all(|c| {
                matches!(c.kind, PathKind::Documentation | PathKind::Fixture) || c.comments_only
            })
    }
}

/// True when `item` (its content or source) shares a content word with `text`.
pub(super) fn bears_on(item: &Evidence, text: &str) -> bool {
    let source = item.source.as_deref().unwrap_or("");
    words::share_content_word(text, &format!("{}\n{source}", item.content))
}

#[cfg(test)]
mod tests;
