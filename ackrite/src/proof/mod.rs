//! The `prove_it` plan: the claim's domain, that domain's proof checklist marked against the
//! supplied evidence, and the domain's falsifiable experiment.
//!
//! # When a checklist item is satisfied
//!
//! An evidence item satisfies a checklist item when all of these hold:
//!
//! 1. it is of a type the checklist item accepts;
//! 2. it takes a side: its polarity is `supports` or `contradicts`. Both sides count because the
//!    checklist asks whether the decisive observation *has been made*, not which way it came
//!    out: a contradicting sign-in attempt has settled the sign-in question just as much as a
//!    supporting one. Neutral items never satisfy anything (the caller did not say how they bear
//!    on the claim), nor does an inference (reasoning is not an observation; no checklist accepts
//!    `inference`, and this rule refuses it even if one did);
//! 3. it speaks to that checklist item: its content or its source label contains one of the
//!    item's cue words (compared as content words: stemmed, synonyms merged) or cue phrases
//!    (compared as consecutive raw tokens). Type alone is not enough: one log line is not "a
//!    reproduction under repeated runs", and one load-test result is not "a profile or trace".
//!    The cues are written per checklist item, mostly from the item's own words, because plain
//!    overlap with the item text is too weak ("failure", "run" and "claim" occur in items that
//!    ask for very different observations). The source label counts because it often carries
//!    what the content leaves out (the version tested, the tool that measured).
//!
//! So one evidence item satisfies several checklist items only when its wording speaks to each.
//!
//! # A contradicted claim's checklist
//!
//! When any item contradicts the claim, [`plan`] puts one more entry first: the reconciliation of
//! the contradicting items. It is never satisfied (a contradiction is reconciled by the caller
//! re-examining the item, after which its polarity or the claim changes), so a contradicted
//! claim's checklist never reads as complete, however many domain items the contradicting
//! evidence speaks to.
//!
//! Added rules, beyond SPEC: duplicates count once and are cited by their first index (the
//! shared `EvidenceSet`); an item need not share words with the *claim* to satisfy a checklist
//! entry, because its polarity is the caller's declaration, and `analyse` already lists that
//! relevance as an assumption.

use std::sync::OnceLock;

use crate::domain::{self, Domain, Experiment};
use crate::evidence::{Evidence, EvidenceSet, EvidenceType, Polarity};
use crate::words::{self, WordMap};

/// A checklist item and whether the supplied evidence satisfies it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChecklistEntry {
    pub item: String,
    pub accepts: Vec<EvidenceType>,
    pub satisfied: bool,
    /// Indices of the evidence items that satisfy it (after de-duplication), ascending.
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
pub fn plan(claim: &str, evidence: &[Evidence]) -> ProofPlan {
    let domain = domain::classify(claim);
    let set = EvidenceSet::new(evidence);
    let contradicting: Vec<usize> = set
        .items
        .iter()
        .filter(|i| i.item.polarity == Polarity::Contradicts)
        .map(|i| i.index)
        .collect();
    let mut checklist = Vec::new();
    if !contradicting.is_empty() {
        checklist.push(reconciliation(&contradicting));
    }
    checklist.extend(self::checklist(domain, &set));
    ProofPlan {
        domain,
        checklist,
        experiment: domain.experiment(),
    }
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

/// A domain's checklist cues, normalised once: each cue word (as a content word) and each cue
/// phrase (as raw tokens, filed under its first token) with the checklist items it belongs to,
/// one bit per item in checklist order. Checklists are a handful of items, far below 64.
struct ChecklistCues {
    words: WordMap<String, u64>,
    phrases: WordMap<String, Vec<(Vec<String>, u64)>>,
}

impl ChecklistCues {
    fn new(domain: Domain) -> Self {
        let mut cues = ChecklistCues {
            words: WordMap::default(),
            phrases: WordMap::default(),
        };
        for (position, proof_item) in domain.checklist().iter().enumerate() {
            let bit = 1u64 << position;
            for cue in proof_item.cues {
                let tokens = words::tokens(cue);
                if tokens.len() > 1 {
                    let first = tokens[0].clone();
                    cues.phrases.entry(first).or_default().push((tokens, bit));
                } else {
                    for word in words::content_words(cue) {
                        *cues.words.entry(word).or_default() |= bit;
                    }
                }
            }
        }
        cues
    }

    /// Built per domain on first use: a call reads the checklist of its claim's domain, and
    /// normalising all twelve took about 0.17 ms of a server's first call.
    fn of(domain: Domain) -> &'static Self {
        static CUES: [OnceLock<ChecklistCues>; Domain::ALL.len()] =
            [const { OnceLock::new() }; Domain::ALL.len()];
        let position = Domain::ALL
            .iter()
            .position(|&d| d == domain)
            .unwrap_or_default();
        CUES[position].get_or_init(|| ChecklistCues::new(Domain::ALL[position]))
    }

    /// The checklist items `item` speaks to (rule 3 of the module documentation), as bits: its
    /// content or its source, each read once for all items. Raw tokens of the two are kept
    /// apart so that no phrase spans them.
    fn spoken_to(&self, item: &Evidence) -> u64 {
        let mut spoken = 0;
        for text in [item.content.as_str(), item.source.as_deref().unwrap_or("")] {
            for word in words::each_word(text).filter(|w| !w.noise) {
                spoken |= self.words.get(word.canon.as_ref()).copied().unwrap_or(0);
            }
            let tokens = words::raw_tokens(text);
            for (i, token) in tokens.iter().enumerate() {
                for (phrase, bit) in self.phrases.get(token.as_ref()).into_iter().flatten() {
                    let rest = &tokens[i..];
                    if rest.len() >= phrase.len() && phrase.iter().zip(rest).all(|(p, t)| p == t) {
                        spoken |= bit;
                    }
                }
            }
        }
        spoken
    }
}

/// The domain's checklist, each entry marked by the rules in the module documentation.
pub(crate) fn checklist(domain: Domain, set: &EvidenceSet<'_>) -> Vec<ChecklistEntry> {
    let proof_items = domain.checklist();
    let cues = ChecklistCues::of(domain);
    let candidates: Vec<(usize, EvidenceType, u64)> = set
        .items
        .iter()
        .filter(|i| i.item.polarity != Polarity::Neutral)
        .filter(|i| i.item.kind != EvidenceType::Inference)
        .filter(|i| proof_items.iter().any(|p| p.accepts.contains(&i.item.kind)))
        .map(|i| (i.index, i.item.kind, cues.spoken_to(i.item)))
        .collect();
    proof_items
        .iter()
        .enumerate()
        .map(|(position, proof_item)| {
            let satisfied_by: Vec<usize> = candidates
                .iter()
                .filter(|(_, kind, _)| proof_item.accepts.contains(kind))
                .filter(|(_, _, spoken)| spoken & (1 << position) != 0)
                .map(|(index, _, _)| *index)
                .collect();
            ChecklistEntry {
                item: proof_item.item.to_owned(),
                accepts: proof_item.accepts.to_vec(),
                satisfied: !satisfied_by.is_empty(),
                satisfied_by,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;
