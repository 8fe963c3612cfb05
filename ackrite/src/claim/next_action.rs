//! The next action (`docs/judgement.md`, "Next action"): one sentence, the smallest empirical
//! check, aimed at what holds the claim down — a standing contradiction (the most reliable one),
//! else the weakest part or causal link of a compound claim, else the experiment of the claim's
//! domain.

use super::checks::{self, Check};
use super::reading::Reading;
use super::status::{Verdict, Weakest};

/// The check `ackrite`'s `nextAction` and `verify`'s `decisiveExperiment` both propose.
/// `domain_check` writes the experiment of the claim's domain, the check when nothing more
/// specific is.
pub fn next_check(
    reading: &Reading<'_>,
    verdict: &Verdict,
    domain_check: impl FnOnce() -> Check,
) -> Check {
    if let Some(contradiction) = reading.strongest_contradiction() {
        let supported = reading.supporting().next().is_some();
        return checks::reconcile(contradiction, reading.claim, supported);
    }
    match verdict.weakest() {
        Some(Weakest::Link(link)) => {
            let link = &reading.parts.links[link];
            checks::link(&side(reading, &link.causes), &side(reading, &link.effects))
        }
        Some(Weakest::Part(part)) => {
            let part = &reading.parts.parts[part];
            checks::establish(&part.text, part.role)
        }
        None => domain_check(),
    }
}

/// The parts of one side of a causal link, as the claim words them.
pub fn side(reading: &Reading<'_>, parts: &[usize]) -> String {
    parts
        .iter()
        .map(|&p| reading.parts.parts[p].text.as_str())
        .collect::<Vec<_>>()
        .join(" and ")
}
