//! The `verify` ledger: the same judgement as [`crate::claim::analyse`], laid out as an evidence
//! ledger — what is known, what is supported, what is assumed, what is contradicted, what is
//! missing — plus the one experiment that would settle the claim.
//!
//! The ledger reuses the analysis rather than re-deciding anything, so `ackrite` and `verify`
//! can never disagree about a claim.
//!
//! - `known`: supporting strong direct items with reliability ≥ 0.8 (the items that make a claim
//!   KNOWN).
//! - `supported`: every other supporting strong direct or direct item.
//! - `assumed`: every supporting inference, every supporting indirect item (documentation,
//!   other: it reports on the system rather than observing it), then the wording and evidence-mix
//!   assumptions of the analysis.
//! - `contradicted`, `missing`: the analysis's contradicting items and missing proof.
//! - `decisive_experiment`: with a contradiction, the check that reconciles the most reliable
//!   contradicting item (the claim cannot rise until that is done), worded for that item's type
//!   as the next action is (see `crate::claim`'s next-action rules); otherwise the domain's
//!   experiment.

use crate::claim::weighing::{Weighed, Weighing};
use crate::claim::{self, Assumption, ClaimAnalysis, KNOWN_RELIABILITY};
use crate::domain::cues::ClaimWords;
use crate::evidence::{Evidence, EvidenceClass, EvidenceType};

/// What to do, and which result confirms or refutes the claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecisiveExperiment {
    pub action: String,
    pub confirms_if: String,
    pub refutes_if: String,
}

/// The evidence ledger of one claim.
#[derive(Debug, Clone, PartialEq)]
pub struct Ledger {
    pub known: Vec<usize>,
    pub supported: Vec<usize>,
    pub assumed: Vec<Assumption>,
    pub contradicted: Vec<usize>,
    pub missing: Vec<String>,
    pub decisive_experiment: DecisiveExperiment,
    /// The analysis the ledger was built from (status, confidence, domain, …).
    pub analysis: ClaimAnalysis,
}

/// The ledger for `claim` against `evidence`.
pub fn ledger(claim: &str, evidence: &[Evidence]) -> Ledger {
    let claim = ClaimWords::new(claim);
    let (analysis, weighing) = claim::analyse_weighed(&claim, evidence);
    let is_known = |w: &&Weighed<'_>| {
        w.item.kind.class() == EvidenceClass::StrongDirect && w.reliability >= KNOWN_RELIABILITY
    };
    let known: Vec<usize> = weighing
        .supporting
        .iter()
        .filter(is_known)
        .map(|w| w.index)
        .collect();
    let supported: Vec<usize> = weighing
        .supporting
        .iter()
        .filter(|w| !is_known(w))
        .filter(|w| {
            matches!(
                w.item.kind.class(),
                EvidenceClass::StrongDirect | EvidenceClass::Direct
            )
        })
        .map(|w| w.index)
        .collect();
    ledger_from(analysis, &weighing, known, supported, &claim)
}

fn ledger_from(
    analysis: ClaimAnalysis,
    weighing: &Weighing<'_>,
    known: Vec<usize>,
    supported: Vec<usize>,
    claim: &ClaimWords,
) -> Ledger {
    // The analysis lists supporting inferences first; indirect support goes right after them.
    let inferences = weighing
        .supporting
        .iter()
        .filter(|w| w.item.kind == EvidenceType::Inference)
        .count();
    let mut assumed: Vec<Assumption> = analysis.assumptions[..inferences].to_vec();
    for w in weighing
        .supporting
        .iter()
        .filter(|w| w.item.kind.class() == EvidenceClass::Indirect)
    {
        assumed.push(Assumption {
            text: format!(
                "[{}] is {} material: it reports on the system rather than observing it, and is \
                 taken to be accurate for the system the claim is about.",
                w.index,
                w.item.kind.as_str()
            ),
            evidence: vec![w.index],
        });
    }
    assumed.extend_from_slice(&analysis.assumptions[inferences..]);
    Ledger {
        known,
        supported,
        assumed,
        contradicted: analysis.contradicting.clone(),
        missing: analysis.missing_proof.clone(),
        decisive_experiment: decisive_experiment(claim, &analysis, weighing),
        analysis,
    }
}

fn decisive_experiment(
    claim: &ClaimWords,
    analysis: &ClaimAnalysis,
    weighing: &Weighing<'_>,
) -> DecisiveExperiment {
    match claim::most_reliable(&weighing.contradicting) {
        Some(contradiction) => {
            let (confirms_if, refutes_if) =
                claim::outcomes(contradiction.item.kind, contradiction.index);
            DecisiveExperiment {
                action: claim::reconcile(claim, contradiction),
                confirms_if,
                refutes_if,
            }
        }
        None => {
            let experiment = crate::proof::experiment(analysis.domain, claim.text());
            DecisiveExperiment {
                action: experiment.procedure,
                confirms_if: experiment.confirms_if,
                refutes_if: experiment.refutes_if,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claim::Status;
    use crate::evidence::EvidenceType::*;
    use crate::evidence::Polarity::*;

    const CLAIM: &str = "The orders endpoint returns a paginated payload.";

    fn item(
        kind: EvidenceType,
        polarity: crate::evidence::Polarity,
        reliability: f64,
        content: &str,
    ) -> Evidence {
        Evidence::new(content)
            .kind(kind)
            .polarity(polarity)
            .reliability(reliability)
    }

    #[test]
    fn every_supporting_item_lands_in_exactly_one_column() {
        let evidence = [
            item(TestResult, Supports, 0.9, "orders page 2 returned"),
            item(TestResult, Supports, 0.6, "orders endpoint paginates"),
            item(Code, Supports, 0.7, "handler builds paginated payload"),
            item(Documentation, Supports, 0.7, "docs: endpoint is paginated"),
            item(Inference, Supports, 0.7, "payload must be paginated"),
            item(Log, Neutral, 0.7, "orders request served"),
        ];
        let ledger = ledger(CLAIM, &evidence);
        assert_eq!(
            ledger.known,
            vec![0],
            "SPEC §4 rule 2: strong direct, reliability ≥ 0.8"
        );
        assert_eq!(
            ledger.supported,
            vec![1, 2],
            "strong direct below 0.8, and direct"
        );
        let assumed: Vec<&[usize]> = ledger
            .assumed
            .iter()
            .map(|a| a.evidence.as_slice())
            .collect();
        assert_eq!(assumed[0], &[4], "inference first");
        assert_eq!(assumed[1], &[3], "then indirect support");
        assert!(ledger.assumed[1].text.contains("documentation"));
        assert!(ledger.contradicted.is_empty());
        assert_eq!(ledger.analysis.status, Status::Known);
        assert_eq!(ledger.missing, ledger.analysis.missing_proof);
    }

    #[test]
    fn without_a_contradiction_the_decisive_experiment_is_the_domain_experiment() {
        let ledger = ledger(CLAIM, &[item(Code, Supports, 0.7, "handler paginates")]);
        let experiment = crate::proof::experiment(ledger.analysis.domain, CLAIM);
        assert_eq!(ledger.decisive_experiment.action, experiment.procedure);
        assert_eq!(
            ledger.decisive_experiment.confirms_if,
            experiment.confirms_if
        );
        assert_eq!(ledger.decisive_experiment.refutes_if, experiment.refutes_if);
    }

    #[test]
    fn with_a_contradiction_the_decisive_experiment_reconciles_the_most_reliable_one() {
        let evidence = [
            item(Code, Supports, 0.7, "handler paginates"),
            item(
                Log,
                Contradicts,
                0.6,
                "orders endpoint returned 500 rows at once",
            ),
            item(
                HttpResponse,
                Contradicts,
                0.9,
                "GET /orders returned all rows",
            )
            .source("staging curl"),
        ];
        let ledger = ledger(CLAIM, &evidence);
        assert_eq!(ledger.contradicted, vec![1, 2]);
        let experiment = &ledger.decisive_experiment;
        assert_eq!(experiment.action, ledger.analysis.next_action);
        assert!(
            experiment.action.contains("http_response item [2]"),
            "{}",
            experiment.action
        );
        assert!(experiment.action.contains("\"staging curl\""));
        assert!(experiment.confirms_if.contains("[2]") && experiment.refutes_if.contains("[2]"));
        assert_ne!(experiment.confirms_if, experiment.refutes_if);
    }
}
