//! The `prove_it` plan: the claim's domain, that domain's proof checklist marked against the
//! supplied evidence, and the domain's falsifiable experiment.
//!
//! # When a checklist item is satisfied
//!
//! An item is satisfied by evidence that (a) is of a type the item accepts and (b) takes a side:
//! its polarity is `supports` or `contradicts`. Both sides count because the checklist asks
//! whether the decisive observation *has been made*, not which way it came out: a contradicting
//! sign-in attempt has settled the sign-in question just as much as a supporting one. Neutral
//! items never satisfy anything (the caller did not say how they bear on the claim), nor does an
//! inference (reasoning is not an observation; no checklist accepts `inference`, and the rule
//! below refuses it even if one did).
//!
//! Added rules, beyond SPEC: duplicates count once and are cited by their first index (the
//! shared `EvidenceSet`); an item need not share words with the claim to satisfy a checklist
//! entry, because its polarity is the caller's declaration, and `analyse` already lists that
//! relevance as an assumption.

use crate::domain::{self, Domain, Experiment};
use crate::evidence::{Evidence, EvidenceSet, EvidenceType, Polarity};

/// A checklist item and whether the supplied evidence satisfies it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChecklistEntry {
    pub item: &'static str,
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

/// The proof plan for `claim` against `evidence`.
pub fn plan(claim: &str, evidence: &[Evidence]) -> ProofPlan {
    let domain = domain::classify(claim);
    ProofPlan {
        domain,
        checklist: checklist(domain, &EvidenceSet::new(evidence)),
        experiment: domain.experiment(),
    }
}

/// The domain's checklist, each entry marked by the rule in the module documentation.
pub(crate) fn checklist(domain: Domain, set: &EvidenceSet<'_>) -> Vec<ChecklistEntry> {
    domain
        .checklist()
        .iter()
        .map(|proof_item| {
            let satisfied_by: Vec<usize> = set
                .items
                .iter()
                .filter(|i| i.item.polarity != Polarity::Neutral)
                .filter(|i| i.item.kind != EvidenceType::Inference)
                .filter(|i| proof_item.accepts.contains(&i.item.kind))
                .map(|i| i.index)
                .collect();
            ChecklistEntry {
                item: proof_item.item,
                accepts: proof_item.accepts.to_vec(),
                satisfied: !satisfied_by.is_empty(),
                satisfied_by,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evidence::EvidenceType::*;

    fn item(kind: EvidenceType, polarity: Polarity, content: &str) -> Evidence {
        Evidence::new(content).kind(kind).polarity(polarity)
    }

    /// One row per rule of the module documentation.
    #[test]
    fn checklist_items_are_satisfied_only_by_accepted_types_that_take_a_side() {
        let claim = "The endpoint returns a paginated payload.";
        // api_contract item 3 accepts only test_result.
        let rows: &[(&str, Evidence, bool)] = &[
            (
                "supporting test_result satisfies",
                item(TestResult, Polarity::Supports, "page 2 returned"),
                true,
            ),
            (
                "contradicting test_result satisfies too",
                item(TestResult, Polarity::Contradicts, "no pages"),
                true,
            ),
            (
                "neutral test_result never satisfies",
                item(TestResult, Polarity::Neutral, "page 2 returned"),
                false,
            ),
            (
                "a type the item does not accept never satisfies",
                item(Documentation, Polarity::Supports, "docs say paginated"),
                false,
            ),
            (
                "an inference never satisfies",
                item(Inference, Polarity::Supports, "it must paginate"),
                false,
            ),
        ];
        for (rule, evidence, expected) in rows {
            let plan = plan(claim, std::slice::from_ref(evidence));
            assert_eq!(plan.domain, Domain::ApiContract);
            let entry = &plan.checklist[2];
            assert_eq!(entry.accepts, vec![TestResult]);
            assert_eq!(entry.satisfied, *expected, "{rule}");
            assert_eq!(
                entry.satisfied_by,
                if *expected { vec![0] } else { vec![] },
                "{rule}"
            );
        }
    }

    #[test]
    fn inference_is_refused_even_where_no_checklist_lists_it() {
        for domain in Domain::ALL {
            let evidence = [item(Inference, Polarity::Supports, "therefore it holds")];
            let entries = checklist(domain, &EvidenceSet::new(&evidence));
            assert!(entries.iter().all(|e| !e.satisfied), "{}", domain.as_str());
        }
    }

    #[test]
    fn duplicates_satisfy_once_with_their_first_index() {
        let evidence = [
            item(Log, Polarity::Neutral, "unrelated"),
            item(TestResult, Polarity::Supports, "Page 2 returned"),
            item(TestResult, Polarity::Supports, "page 2   returned"),
        ];
        let plan = plan("The endpoint returns a paginated payload.", &evidence);
        assert_eq!(plan.checklist[2].satisfied_by, vec![1]);
    }

    #[test]
    fn the_plan_carries_the_domain_checklist_and_experiment() {
        let plan = plan("The CI pipeline fails at the lint step.", &[]);
        assert_eq!(plan.domain, Domain::BuildCi);
        assert_eq!(plan.checklist.len(), Domain::BuildCi.checklist().len());
        assert!(plan
            .checklist
            .iter()
            .all(|e| !e.satisfied && e.satisfied_by.is_empty()));
        assert_eq!(plan.experiment, Domain::BuildCi.experiment());
    }
}
