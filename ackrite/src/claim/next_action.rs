//! The next action (`docs/judgement.md`, "Next action"): one sentence, the smallest empirical
//! check, aimed at what holds the claim down — a label the content conflicts with, then a
//! standing contradiction (the most reliable one), else the weakest part or causal link, else the
//! experiment of the claim's domain. The check is the one that tells the claim from its likeliest
//! alternative: for a guessed cause, change only the cause and watch the effect; for a hang or a
//! lock, look at what holds it; for a comparison, measure both sides several times; for an
//! absence, search the whole place; for a universal, the cases not yet tried.

use super::checks::{self, Check};
use super::parts::Role;
use super::reading::Reading;
use super::status::{Status, Verdict, Weakest};

/// The check `ackrite`'s `nextAction` and `verify`'s `decisiveExperiment` both propose.
/// `domain_check` writes the experiment of the claim's domain, the check when nothing more
/// specific is.
pub fn next_check(
    reading: &Reading<'_>,
    verdict: &Verdict,
    domain_check: impl FnOnce() -> Check,
) -> Check {
    if let Some((o, (p, words))) = reading
        .observations
        .iter()
        .filter(|o| o.counted())
        .find_map(|o| o.conflict.as_ref().map(|c| (o, c)))
    {
        return checks::settle_label(o, words, &reading.parts.parts[*p].text);
    }
    if let Some(contradiction) = reading.strongest_contradiction() {
        let supported = reading.supporting().next().is_some();
        return checks::reconcile(contradiction, supported);
    }
    let ecosystems = super::ecosystem::named(reading);
    // A cause that holds the claim down is checked against its effect: change only the cause
    // and watch the effect.
    // Among parts equally weak, an untried fix is what to try first.
    let fix_first = |p: usize| {
        (0..reading.parts.parts.len())
            .find(|&f| {
                reading.parts.parts[f].role == Role::Fix && verdict.parts[f] == verdict.parts[p]
            })
            .unwrap_or(p)
    };
    let weakest = match verdict.weakest().map(|w| match w {
        Weakest::Part(p) => Weakest::Part(fix_first(p)),
        link => link,
    }) {
        Some(Weakest::Part(p)) => reading
            .parts
            .links
            .iter()
            .position(|link| link.causes.contains(&p) || link.effects.contains(&p))
            .map(Weakest::Link)
            .or(Some(Weakest::Part(p))),
        other => other,
    };
    match weakest {
        Some(Weakest::Link(link)) => {
            let link = &reading.parts.links[link];
            let comparison = link
                .effects
                .iter()
                .any(|&p| reading.parts.parts[p].assertion.comparison.is_some());
            let causes: Vec<&super::parts::Part> = link
                .causes
                .iter()
                .map(|&p| &reading.parts.parts[p])
                .collect();
            if let Some(absent) = causes.iter().find(|c| c.assertion.absence.is_some()) {
                return checks::establish(absent, &ecosystems);
            }
            let untold = reading.supporting().all(|o| {
                !o.content.plain.has(&[
                    "assert",
                    "assertion",
                    "assertionerror",
                    "traceback",
                    "expected",
                    "stack trace",
                    "panicked",
                ])
            });
            checks::link(
                &side(reading, &link.causes),
                &side(reading, &link.effects),
                checks::LinkKind {
                    comparison,
                    failing_tests_untold: untold,
                },
                &ecosystems,
            )
        }
        Some(Weakest::Part(part)) => checks::establish(&reading.parts.parts[part], &ecosystems),
        None => {
            let part = &reading.parts.parts[0];
            let kind = part.assertion.universal.is_some()
                || part.assertion.absence.is_some()
                || part.assertion.comparison.is_some();
            let unshown_specific = verdict.status != Status::Known
                && !reading.parts.is_compound()
                && part.assertion.specifics.iter().enumerate().any(|(k, s)| {
                    s.text.chars().any(|c| c.is_ascii_digit())
                        && !reading
                            .supporting()
                            .any(|o| o.content.specifics_shown(&part.assertion)[k])
                });
            if !reading.parts.is_compound()
                && verdict.status != Status::Known
                && (kind || unshown_specific)
            {
                checks::establish_unshown(part, reading, &ecosystems)
            } else {
                domain_check()
            }
        }
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
