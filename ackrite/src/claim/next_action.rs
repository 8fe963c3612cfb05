//! The next action (SPEC §4): one sentence, the smallest empirical check.
//!
//! With a contradiction, the contradiction comes first: an agent that acts on a contradicted
//! claim (say, rewrites a client) before explaining the contradiction is the failure Ackrite
//! exists to stop. So the sentence opens with "Before acting on the claim", adding "and before
//! any client rewrite" when the claim has an `api_contract` cue (`ClaimWords::has_cue`), and
//! names the most reliable contradicting item (ties: the lowest index) with its type, source and
//! reliability, so the agent knows exactly which observation to go back to.
//!
//! What to do with that item depends on its type, because each type is reconciled differently:
//!
//! | type | step |
//! |---|---|
//! | `documentation` | check whether it describes the version and environment the claim is about |
//! | `test_result` | rerun it there and record the result |
//! | `log` | find the request or run that produced it and where it ran |
//! | `code` | confirm that it is the code that actually runs there |
//! | `observed_behavior`, `http_response` | reproduce it and capture the domain's subject it shows ("sign-in flow") |
//! | `http_request` | send it again and capture the full response |
//! | `user_fact` | confirm it with the person who gave it, and which system it concerns |
//! | `inference` | find the observation behind it and check that directly |
//! | `other` | trace it to the observation it reports and check where that was made |
//!
//! The step names the domain's *subject* ("sign-in flow") at most, never words taken from the
//! item, and never says what the examination will find. Without a contradiction the next action
//! is the procedure of the domain's experiment.

use super::weighing::{quoted_source, Weighed, Weighing};
use crate::domain::{cues::ClaimWords, Domain};
use crate::evidence::EvidenceType;

pub(crate) fn next_action(claim: &ClaimWords, domain: Domain, weighing: &Weighing<'_>) -> String {
    match most_reliable(&weighing.contradicting) {
        Some(contradiction) => reconcile(claim, contradiction),
        None => crate::proof::experiment(domain, claim.text()).procedure,
    }
}

/// The sentence that sends the agent back to a contradiction.
pub(crate) fn reconcile(claim: &ClaimWords, contradiction: &Weighed<'_>) -> String {
    let before = if claim.has_cue(Domain::ApiContract) {
        "Before acting on the claim, and before any client rewrite"
    } else {
        "Before acting on the claim"
    };
    format!(
        "{before}, {}.",
        step(claim, contradiction.item.kind, &named(contradiction))
    )
}

/// "the contradicting log item [2] (source "app log", reliability 0.60)".
fn named(item: &Weighed<'_>) -> String {
    format!(
        "the contradicting {kind} item [{index}] ({source}, reliability {reliability:.2})",
        kind = item.item.kind.as_str(),
        index = item.index,
        source = source_phrase(item),
        reliability = item.reliability,
    )
}

/// What to do with a contradicting item of type `kind` (the table in the module documentation).
fn step(claim: &ClaimWords, kind: EvidenceType, item: &str) -> String {
    use EvidenceType::*;
    match kind {
        Documentation => {
            format!("check whether {item} describes the version and environment the claim is about")
        }
        TestResult => format!(
            "rerun {item} on the version and environment the claim is about and record the result"
        ),
        Log => format!(
            "find the request or run that produced {item} and check which version and \
             environment it came from"
        ),
        Code => format!(
            "confirm that {item} is the code that actually runs in the system the claim is about"
        ),
        ObservedBehavior | HttpResponse => format!(
            "reproduce {item} and capture the {} it shows, step by step",
            claim
                .ranking()
                .iter()
                .map(|&(d, _)| d)
                .find(|&d| d != Domain::Absence)
                .unwrap_or(Domain::General)
                .subject()
        ),
        HttpRequest => format!("send {item} again and capture the full response it gets"),
        UserFact => format!(
            "confirm {item} with the person who gave it, including which system, version and \
             environment it concerns"
        ),
        Inference => {
            format!("find the observation behind {item} and check that observation directly")
        }
        Other => format!(
            "trace {item} back to the observation it reports and check which system, version and \
             environment that observation was made in"
        ),
    }
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

/// How a contradiction of type `kind` turns out to be reconciled or to stand, for the decisive
/// experiment's `confirms_if` / `refutes_if` (the item is one item: verbs are singular).
pub(crate) fn outcomes(kind: EvidenceType, index: usize) -> (String, String) {
    use EvidenceType::*;
    let reconciled = match kind {
        Documentation => "it turns out to describe another version or environment",
        TestResult => "the rerun does not reproduce its result there",
        Log => "it turns out to come from another request, run, version or environment",
        Code => "it turns out not to be the code that runs there",
        ObservedBehavior | HttpResponse => {
            "the reproduction differs from it, or it turns out to come from another version or \
             environment"
        }
        HttpRequest => "sent again there, it gets a response consistent with the claim",
        UserFact => "the person confirms it concerns another system, version or environment",
        Inference => "no observation behind it holds up",
        Other => "the observation behind it turns out to come from another system, version or environment",
    };
    (
        format!(
            "The check of [{index}] ({kind}) reconciles the contradiction: {reconciled}; the \
             claim then still needs the support listed as missing.",
            kind = kind.as_str()
        ),
        format!(
            "The check of [{index}] ({kind}) confirms it for the system, version and environment \
             the claim is about, so the claim does not hold as stated.",
            kind = kind.as_str()
        ),
    )
}
