//! Claim analysis (SPEC §4): judges one claim against only the evidence supplied with it.
//!
//! [`analyse`] is a plain function over plain types: it sorts the evidence by polarity after
//! de-duplication, decides the status by the first SPEC rule that applies, places the confidence
//! inside the status band, names the assumptions doing the work, lists the missing proof and
//! proposes one next action. It never reads anything but its arguments, so the same input always
//! gives the same analysis, and nothing in it can state a fact the caller did not supply.

mod assumptions;
mod confidence;
mod missing_proof;
mod next_action;
mod status;
pub(crate) mod weighing;

#[cfg(test)]
mod properties;
#[cfg(test)]
mod tests;

pub use assumptions::{Assumption, LOW_RELIABILITY};
pub use status::{Status, KNOWN_RELIABILITY};

pub(crate) use next_action::{most_reliable, outcomes, reconcile};

use crate::domain::{self, cues::ClaimWords, Domain};
use crate::evidence::Evidence;
use crate::proof;
use weighing::{indices, Weighing};

/// The judgement of one claim. Every list of indices refers to the caller's evidence list, after
/// duplicates are set aside (a duplicated item is cited by its first index).
#[derive(Debug, Clone, PartialEq)]
pub struct ClaimAnalysis {
    pub status: Status,
    /// In [0, 0.99], two decimals, inside the status band.
    pub confidence: f64,
    pub domain: Domain,
    pub supporting: Vec<usize>,
    pub contradicting: Vec<usize>,
    pub neutral: Vec<usize>,
    pub assumptions: Vec<Assumption>,
    /// What would move the claim up a status, most decisive first.
    pub missing_proof: Vec<String>,
    /// One sentence: the smallest empirical check to run next.
    pub next_action: String,
    pub duplicates_ignored: usize,
}

/// Judge `claim` against `evidence` (SPEC §4).
pub fn analyse(claim: &str, evidence: &[Evidence]) -> ClaimAnalysis {
    analyse_weighed(&ClaimWords::new(claim), evidence).0
}

/// [`analyse`] on a claim already read, with the weighing it was judged from, so that the
/// ledger lays out the same judgement without weighing the evidence again.
pub(crate) fn analyse_weighed<'a>(
    words: &ClaimWords,
    evidence: &'a [Evidence],
) -> (ClaimAnalysis, Weighing<'a>) {
    let domain = domain::classify_words(words);
    let weighing = Weighing::new(words.content(), evidence);
    let status = status::decide(&weighing);
    let checklist = proof::checklist(
        domain,
        words.text(),
        &proof::satisfying(words.text(), &weighing.set),
    );
    let analysis = ClaimAnalysis {
        status,
        confidence: confidence::confidence(status, &weighing),
        domain,
        supporting: indices(&weighing.supporting),
        contradicting: indices(&weighing.contradicting),
        neutral: indices(&weighing.neutral),
        assumptions: assumptions::assumptions(words, domain, &weighing),
        missing_proof: missing_proof::missing_proof(status, domain, &weighing, &checklist),
        next_action: next_action::next_action(words, domain, &weighing),
        duplicates_ignored: weighing.set.duplicates_ignored,
    };
    (analysis, weighing)
}
