//! Missing proof (SPEC §4): what would move the claim up a status, most decisive first.
//!
//! Order: first the reconciliation of each contradiction (most reliable first), because nothing
//! else lifts a contradicted claim; then the evidence that would raise the claim's support, the
//! strongest kind first (the item that would make it KNOWN outranks the one that would make it
//! SUPPORTED); last the items of the domain's proof checklist that no evidence satisfies yet.
//! Every line says what kind of evidence would do and cites the indices it concerns.

use super::next_action::most_reliable;
use super::status::{decide_support, Status};
use super::weighing::{cite, quoted_source, Weighed, Weighing};
use crate::domain::Domain;
use crate::evidence::{EvidenceClass, EvidenceType};
use crate::proof::ChecklistEntry;

const STRONG_FOR_KNOWN: &str = "A test_result, http_response, observed_behavior or user_fact item \
     with reliability of at least 0.8 that supports the claim (it would make the claim KNOWN).";
const DIRECT_FOR_SUPPORTED: &str =
    "A code, log or http_request item that supports the claim (it would make the claim SUPPORTED).";
const INDIRECT_FOR_PLAUSIBLE: &str = "Documentation or other material that supports the claim \
     (it would make the claim PLAUSIBLE).";

pub(crate) fn missing_proof(
    status: Status,
    domain: Domain,
    weighing: &Weighing<'_>,
    checklist: &[ChecklistEntry],
) -> Vec<String> {
    let mut out = Vec::new();
    if status == Status::Contradicted {
        let mut remaining: Vec<Weighed<'_>> = weighing.contradicting.clone();
        while let Some(next) = most_reliable(&remaining).cloned() {
            out.push(format!(
                "A reconciliation of the contradicting {} item [{}] ({}): a check of whether it \
                 applies to the system, version and environment the claim is about.",
                next.item.kind.as_str(),
                next.index,
                quoted_source(next.item),
            ));
            remaining.retain(|w| w.index != next.index);
        }
    }
    support_steps(decide_support(weighing), weighing, &mut out);
    for entry in checklist.iter().filter(|e| !e.satisfied) {
        let accepts: Vec<&str> = entry.accepts.iter().map(|k| k.as_str()).collect();
        out.push(format!(
            "Not yet shown ({} checklist): {}; accepted evidence: {}.",
            domain.as_str(),
            entry.item,
            accepts.join(", "),
        ));
    }
    out
}

/// What would raise support from `support_status`, strongest first.
fn support_steps(support_status: Status, weighing: &Weighing<'_>, out: &mut Vec<String>) {
    let neutral: Vec<usize> = weighing.neutral.iter().map(|w| w.index).collect();
    let polarity_step = || {
        if let [only] = neutral.as_slice() {
            format!(
                "A polarity for the neutral item [{only}]: mark it as supports or contradicts if \
                 it bears on the claim."
            )
        } else {
            format!(
                "A polarity for the neutral items {}: mark each as supports or contradicts if it \
                 bears on the claim.",
                cite(neutral.iter().copied())
            )
        }
    };
    match support_status {
        Status::Known | Status::Contradicted => {}
        Status::Supported => {
            out.push(STRONG_FOR_KNOWN.to_owned());
            let weak_strong: Vec<usize> = weighing
                .supporting
                .iter()
                .filter(|w| w.item.kind.class() == EvidenceClass::StrongDirect)
                .map(|w| w.index)
                .collect();
            if !weak_strong.is_empty() {
                let observation = if weak_strong.len() == 1 {
                    "observation in"
                } else {
                    "observations in"
                };
                out.push(format!(
                    "A repeat of the {observation} {} under controlled conditions, reliable \
                     enough to report at 0.8 or more.",
                    cite(weak_strong)
                ));
            }
        }
        Status::Plausible => {
            out.push(STRONG_FOR_KNOWN.to_owned());
            out.push(DIRECT_FOR_SUPPORTED.to_owned());
            let inferences: Vec<usize> = weighing
                .supporting
                .iter()
                .filter(|w| w.item.kind == EvidenceType::Inference)
                .map(|w| w.index)
                .collect();
            if !inferences.is_empty() {
                let (noun, verb) = if inferences.len() == 1 {
                    ("inference", "concludes")
                } else {
                    ("inferences", "conclude")
                };
                out.push(format!(
                    "An observation that checks what the {noun} {} {verb}, so that reasoning no \
                     longer carries the claim.",
                    cite(inferences)
                ));
            }
            if !neutral.is_empty() {
                out.push(polarity_step());
            }
        }
        Status::Unverified => {
            out.push(STRONG_FOR_KNOWN.to_owned());
            out.push(DIRECT_FOR_SUPPORTED.to_owned());
            out.push(INDIRECT_FOR_PLAUSIBLE.to_owned());
            if !neutral.is_empty() {
                out.push(polarity_step());
            }
        }
    }
}
