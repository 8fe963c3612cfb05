//! Claim analysis (`docs/judgement.md`, "Claims"): judges one claim against only the evidence
//! supplied with it (and, in a session, the contradictions it carries).
//!
//! One pass, one direction: [`reading`] reads the claim and the evidence once — parts, words,
//! near-duplicates, what each item bears on; [`status`] decides from that reading; then the
//! explanation (assumptions, missing proof, next action) is written from the finished verdict.
//! Plain functions over plain types: nothing here knows about MCP, serde or I/O, so the same
//! input always gives the same analysis, and nothing in it can state a fact the caller did not
//! supply.

pub mod assertion;
mod assumptions;
pub mod carry;
mod causal;
pub mod checks;
mod confidence;
pub mod content;
mod diagnosis;
pub mod ecosystem;
pub mod lexicon;
mod markers;
mod missing_proof;
mod next_action;
pub mod parts;
mod plain;
mod quote;
mod read;
pub mod reading;
pub mod status;
mod subject;
pub(crate) mod verbs;
mod wording;

#[cfg(test)]
mod tests;

pub use assumptions::{Assumption, LOW_RELIABILITY};
pub use carry::{Carry, Reconciliation, Recorded};
pub use checks::Check;
pub use read::{read, Claim, Wording};
pub use reading::{Observation, Reading};
pub use status::{Status, Verdict, KNOWN_RELIABILITY, RELIABILITY_FLOOR};
pub(crate) use subject::capitalised;
pub use subject::ClaimText;

use crate::domain::Domain;
use crate::evidence::{Evidence, EvidenceClass};

/// One part of the claim as judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgedPart {
    pub text: String,
    pub status: Status,
    /// The words of its assertion and its specifics that no counted supporting item shows.
    pub unshown: Vec<String>,
    /// Indices of the items bearing on it: supporting and neutral ones that share a content word
    /// with it, and contradicting ones aimed at it.
    pub evidence: Vec<usize>,
}

/// An observation as a response quotes it.
#[derive(Debug, Clone, PartialEq)]
pub struct Quoted {
    pub index: usize,
    pub item: Evidence,
    pub carried_from: Option<u64>,
}

/// The judgement of one claim.
#[derive(Debug, Clone, PartialEq)]
pub struct ClaimAnalysis {
    pub status: Status,
    /// In [0, 0.99], two decimals, inside the status band.
    pub confidence: f64,
    pub domain: Domain,
    pub parts: Vec<JudgedPart>,
    /// Counted supporting observations, strongest first.
    pub supporting: Vec<Quoted>,
    /// Counted contradicting observations (carried ones included), most reliable first.
    pub contradicting: Vec<Quoted>,
    /// Items that count for nothing: reliability 0, or what a reconciled contradiction said.
    pub not_counted: Vec<Quoted>,
    /// For `verify`: counted strong direct supporting items of reliability ≥ 0.8 that bear on
    /// the claim, and the other counted direct or strong direct ones of reliability ≥ 0.3 that do.
    pub known: Vec<Quoted>,
    pub supported: Vec<Quoted>,
    pub assumptions: Vec<Assumption>,
    /// What would move the claim up a status, most decisive first.
    pub missing_proof: Vec<String>,
    /// The smallest empirical check to run next.
    pub next: Check,
    pub duplicates_ignored: usize,
    pub reconciled: Vec<Reconciliation>,
    /// Indices of the counted supporting items that show the claim (and their
    /// near-duplicates): what satisfies a proof checklist item.
    pub showing: Vec<usize>,
    /// Items labelled supports whose content says the opposite of a part.
    pub label_conflicts: Vec<LabelConflict>,
}

/// An item whose content conflicts with its `supports` label: counted as neutral.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LabelConflict {
    pub index: usize,
    pub reason: String,
}

/// Judge `claim` against `evidence` without a session.
pub fn analyse(claim: &Claim, evidence: &[Evidence]) -> ClaimAnalysis {
    analyse_in_session(claim, evidence, &Carry::default())
}

/// Judge `claim` against `evidence` and the contradictions a session `recorded` against it.
pub fn analyse_with_history(
    claim: &Claim,
    evidence: &[Evidence],
    recorded: &[Recorded],
) -> ClaimAnalysis {
    let carry = carry::carry(&claim.words, recorded, evidence);
    analyse_in_session(claim, evidence, &carry)
}

/// Judge `claim` against `evidence` and what the session `carry` brings (see [`carry::carry`]).
pub fn analyse_in_session(claim: &Claim, evidence: &[Evidence], carry: &Carry) -> ClaimAnalysis {
    let reading = reading::read(claim, evidence, carry);
    let verdict = status::decide(&reading);
    let domain = claim.domain;
    // Without a contradiction or a weak part, the next check is the experiment of the claim's
    // domain, written for the claim's words — written only then.
    let domain_check = || {
        let experiment =
            crate::proof::experiment_in(domain, &claim.phrases, &ecosystem::named(&reading));
        Check {
            action: experiment.procedure,
            confirms_if: experiment.confirms_if,
            refutes_if: experiment.refutes_if,
        }
    };
    let quote = |o: &Observation<'_>| Quoted {
        index: o.index,
        item: o.item.clone(),
        carried_from: o.carried_from,
    };
    let strong_bearing = |o: &&Observation<'_>| o.bears && o.reliability >= RELIABILITY_FLOOR;
    let is_known = |o: &&Observation<'_>| {
        o.class() == EvidenceClass::StrongDirect && o.reliability >= KNOWN_RELIABILITY
    };
    ClaimAnalysis {
        status: verdict.status,
        confidence: confidence::confidence(verdict.status, verdict.without_contradiction, &reading),
        domain,
        parts: judged_parts(&reading, &verdict),
        supporting: reading.supporting().map(quote).collect(),
        contradicting: reading.contradicting().map(quote).collect(),
        not_counted: reading
            .observations
            .iter()
            .filter(|o| !o.counted())
            .map(quote)
            .collect(),
        known: reading
            .supporting()
            .filter(strong_bearing)
            .filter(is_known)
            .map(quote)
            .collect(),
        supported: reading
            .supporting()
            .filter(strong_bearing)
            .filter(|o| !is_known(o))
            .filter(|o| {
                matches!(
                    o.class(),
                    EvidenceClass::StrongDirect | EvidenceClass::Direct
                )
            })
            .map(quote)
            .collect(),
        assumptions: assumptions::assumptions(&reading),
        missing_proof: missing_proof::missing_proof(&reading, &verdict),
        next: next_action::next_check(&reading, &verdict, domain_check),
        duplicates_ignored: reading.duplicates_ignored,
        reconciled: reading.reconciled.clone(),
        showing: showing(&reading, evidence),
        label_conflicts: reading
            .observations
            .iter()
            .filter(|o| o.counted())
            .filter_map(|o| {
                let (p, words) = o.conflict.as_ref()?;
                Some(LabelConflict {
                    index: o.index,
                    reason: format!(
                        "labelled supports, but \"{}\" says the opposite of \"{}\"",
                        quote::phrase(words),
                        quote::phrase(&reading.parts.parts[*p].text)
                    ),
                })
            })
            .collect(),
    }
}

/// The counted supporting items that show the claim, with the near-duplicates folded into them.
fn showing(reading: &Reading<'_>, evidence: &[Evidence]) -> Vec<usize> {
    let keys = crate::evidence::near_duplicate_classes(evidence);
    let mut out: Vec<usize> = reading
        .supporting()
        .filter(|o| o.bears && o.carried_from.is_none())
        .flat_map(|o| {
            let class = &keys[o.index];
            let keys = &keys;
            (0..evidence.len()).filter(move |&i| &keys[i] == class)
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

fn judged_parts(reading: &Reading<'_>, verdict: &Verdict) -> Vec<JudgedPart> {
    reading
        .parts
        .parts
        .iter()
        .enumerate()
        .map(|(p, part)| {
            let mut evidence: Vec<usize> = reading
                .observations
                .iter()
                .filter(|o| o.counted())
                .filter(|o| {
                    if o.contradicts() {
                        o.aimed.contains(&p) || (!reading.parts.is_compound() && o.bears)
                    } else {
                        o.parts.contains(&p)
                    }
                })
                .map(|o| o.index)
                .collect();
            evidence.sort_unstable();
            evidence.dedup();
            JudgedPart {
                text: part.text.clone(),
                unshown: reading.unshown(p),
                status: verdict.parts[p],
                evidence,
            }
        })
        .collect()
}
