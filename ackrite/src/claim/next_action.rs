//! The next action (SPEC §4): one sentence, the smallest empirical check.
//!
//! With a contradiction, the contradiction comes first: an agent that acts on a contradicted
//! claim (say, rewrites a client) before explaining the contradiction is the failure Ackrite
//! exists to stop. The most reliable contradicting item is named (ties: the lowest index), with
//! its type and source, so the agent knows exactly which observation to go back to. What to
//! examine is the *subject* of the claim's domain ("sign-in flow"), never words taken from the
//! item, and the sentence does not say what the examination will find. Without a contradiction
//! the next action is the procedure of the domain's experiment.

use super::weighing::{quoted_source, Weighed, Weighing};
use crate::domain::{self, Domain};

pub(crate) fn next_action(claim: &str, domain: Domain, weighing: &Weighing<'_>) -> String {
    match most_reliable(&weighing.contradicting) {
        Some(contradiction) => reconcile(claim, contradiction),
        None => domain.experiment().procedure,
    }
}

/// The sentence that sends the agent back to a contradiction.
pub(crate) fn reconcile(claim: &str, contradiction: &Weighed<'_>) -> String {
    let subject = domain::subject_domain(claim).subject();
    format!(
        "Before any client rewrite or other change that rests on the claim, examine the {subject} \
         behind the contradicting {kind} item [{index}] ({source}, reliability {reliability:.2}) \
         and find what differs from what the claim relies on.",
        kind = contradiction.item.kind.as_str(),
        index = contradiction.index,
        source = source_phrase(contradiction),
        reliability = contradiction.reliability,
    )
}

fn source_phrase(item: &Weighed<'_>) -> String {
    match item.item.source.as_deref().map(str::trim) {
        Some(source) if !source.is_empty() => format!("source {}", quoted_source(item.item)),
        _ => quoted_source(item.item),
    }
}

/// The most reliable item; on equal reliability the lowest index, so the choice is stable.
pub(crate) fn most_reliable<'w, 'a>(items: &'w [Weighed<'a>]) -> Option<&'w Weighed<'a>> {
    items.iter().min_by(|a, b| {
        b.reliability
            .total_cmp(&a.reliability)
            .then(a.index.cmp(&b.index))
    })
}
