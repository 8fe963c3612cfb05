//! Proof plans: for each domain, the checklist a proof of a claim must satisfy and the one
//! falsifiable experiment that settles it, both written for the claim (`docs/domains.md`,
//! "Checklists" and "Experiments"). [`plan`] is the `prove_it` answer; [`checklist`] and
//! [`experiment_in`] are the plain functions the claim analysis calls.
//!
//! # When a checklist item is satisfied
//!
//! Only by an evidence item the caller passes as `satisfying`: the counted supporting items
//! that show the claim, as the claim analysis reads them ([`satisfying`]), so `prove_it` and
//! `ackrite` agree on one request. Among those, an item satisfies a checklist item when its
//! type is one the checklist item accepts and it shares a content word with the checklist
//! item, whose words name the claim's subject.
//!
//! # A contradicted claim's checklist
//!
//! When any counted item contradicts the claim, [`plan`] puts one more entry first: the
//! reconciliation of the contradicting items. It is never satisfied (a contradiction is
//! reconciled by the caller re-examining the item), so a contradicted claim's checklist never
//! reads as complete.

pub(crate) mod checklists;
mod experiment;

pub use experiment::{experiment_in, Experiment};

use crate::claim::Claim;
use crate::domain::Domain;
use crate::evidence::{Evidence, EvidenceSet, EvidenceType, Polarity};

/// A checklist item and whether the supplied evidence satisfies it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChecklistEntry {
    pub item: String,
    pub accepts: Vec<EvidenceType>,
    pub satisfied: bool,
    /// Indices of the evidence items that satisfy it, ascending.
    pub satisfied_by: Vec<usize>,
}

/// What it would take to prove the claim, and how much of it the evidence already shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProofPlan {
    pub domain: Domain,
    pub checklist: Vec<ChecklistEntry>,
    pub experiment: Experiment,
}

/// The evidence types that can reconcile a contradiction: observations, never reasoning or
/// second-hand material.
const RECONCILERS: &[EvidenceType] = &[
    EvidenceType::TestResult,
    EvidenceType::HttpResponse,
    EvidenceType::ObservedBehavior,
    EvidenceType::UserFact,
    EvidenceType::Log,
];

/// The proof plan for `claim` against `evidence`.
pub fn plan(claim: &Claim, evidence: &[Evidence]) -> ProofPlan {
    let domain = claim.domain;
    let set = EvidenceSet::new(evidence);
    let contradicting: Vec<usize> = set
        .items
        .iter()
        .filter(|i| i.item.polarity == Polarity::Contradicts && i.item.reliability > 0.0)
        .map(|i| i.index)
        .collect();
    let mut entries = Vec::new();
    if !contradicting.is_empty() {
        entries.push(reconciliation(&contradicting));
    }
    entries.extend(checklist(domain, claim, &satisfying(claim, evidence, &set)));
    let texts = evidence
        .iter()
        .flat_map(|e| std::iter::once(e.content.as_str()).chain(e.source.as_deref()));
    let mut ecosystems = claim.ecosystems.clone();
    ecosystems.extend(crate::claim::ecosystem::named_in(texts));
    ProofPlan {
        domain,
        checklist: entries,
        experiment: experiment_in(domain, &claim.phrases, &ecosystems),
    }
}

/// The items that may satisfy a checklist item: the counted supporting items that show the
/// claim, as the claim analysis reads them — so `prove_it` and `ackrite` agree on one request.
pub(crate) fn satisfying<'a>(
    claim: &Claim,
    evidence: &[Evidence],
    set: &EvidenceSet<'a>,
) -> Vec<(usize, &'a Evidence)> {
    let showing = crate::claim::analyse(claim, evidence).showing;
    set.items
        .iter()
        .filter(|i| showing.contains(&i.index))
        .map(|i| (i.index, i.item))
        .collect()
}

fn reconciliation(contradicting: &[usize]) -> ChecklistEntry {
    let cited: Vec<String> = contradicting.iter().map(|i| format!("[{i}]")).collect();
    let item = if let [only] = contradicting {
        format!(
            "A reconciliation of the contradicting item [{only}] with the claim: a check of \
             whether it applies to the system, version and environment the claim is about \
             (until then the claim is not proven)"
        )
    } else {
        format!(
            "A reconciliation of the contradicting items {} with the claim: a check of whether \
             each applies to the system, version and environment the claim is about (until then \
             the claim is not proven)",
            cited.join(", ")
        )
    };
    ChecklistEntry {
        item,
        accepts: RECONCILERS.to_vec(),
        satisfied: false,
        satisfied_by: Vec::new(),
    }
}

/// The checklist of `domain`, written for `claim`, each item marked against `satisfying` (the
/// counted supporting items that bear on the claim, with their indices) by the rules in the
/// module documentation.
pub fn checklist(
    domain: Domain,
    claim: &Claim,
    satisfying: &[(usize, &Evidence)],
) -> Vec<ChecklistEntry> {
    let text = &claim.phrases;
    let claim_words = &claim.words;
    let claim_specifics = &claim.specifics;
    checklists::checklist(domain)
        .iter()
        .map(|proof_item| {
            let item = experiment::fill(proof_item.text, text);
            let accepted = widened(proof_item.accepts);
            let mut satisfied_by: Vec<usize> = satisfying
                .iter()
                .filter(|(_, e)| e.kind != EvidenceType::Inference)
                .filter(|(_, e)| accepted.contains(&e.kind))
                // The checklist item names the claim: the item shares a word or a specific of the
                // claim with it (a template word such as "log" is not what it must share).
                .filter(|(_, e)| {
                    let mut said = crate::words::content_words(&e.content);
                    if let Some(source) = &e.source {
                        said.extend(crate::words::content_words(source));
                    }
                    let specifics = crate::claim::assertion::specifics(&e.content);
                    !said.is_disjoint(claim_words)
                        || claim_specifics
                            .iter()
                            .any(|c| specifics.iter().any(|s| c.matches(s)))
                })
                .map(|(index, _)| *index)
                .collect();
            satisfied_by.sort_unstable();
            satisfied_by.dedup();
            ChecklistEntry {
                item,
                accepts: accepted,
                satisfied: !satisfied_by.is_empty(),
                satisfied_by,
            }
        })
        .collect()
}

/// The types a checklist item accepts, with the types that observe the same thing another way:
/// configuration as deployed wherever code is read, an HTTP response or a user's report wherever
/// an observed behaviour is, a captured request wherever a log line is. A type a checklist never
/// names could otherwise show a claim to `ackrite` and satisfy nothing in `prove_it`.
fn widened(accepts: &[EvidenceType]) -> Vec<EvidenceType> {
    let mut out = accepts.to_vec();
    let like: &[(EvidenceType, &[EvidenceType])] = &[
        (EvidenceType::Code, &[EvidenceType::Config]),
        (
            EvidenceType::ObservedBehavior,
            &[EvidenceType::HttpResponse, EvidenceType::UserFact],
        ),
        (EvidenceType::Log, &[EvidenceType::HttpRequest]),
    ];
    for (kind, alike) in like {
        if accepts.contains(kind) {
            out.extend(alike.iter().filter(|k| !accepts.contains(k)));
        }
    }
    out
}

#[cfg(test)]
mod tests;
