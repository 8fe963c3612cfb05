//! Assumptions (`docs/judgement.md`, "Assumptions"): what is doing the work when the claim is
//! accepted on this material. Each one reads on its own: it quotes the item or the words of the
//! claim it rests on, never only an index, and never says what the system does.
//!
//! Three sources, in this order so the output is stable: supporting inferences; what the claim's
//! wording takes for granted (an absence, a named cause, a generalisation, a change over time,
//! an environment); and what the evidence mix takes for granted (relevance, low reliability,
//! only code, only documentation, one observation).

use super::next_action::side;
use super::quote::{capitalised, described, phrase, quoted};
use super::reading::{Observation, Reading};
use crate::evidence::{EvidenceClass, EvidenceType};

/// Below this reliability a supporting item is named as a low-reliability assumption.
pub const LOW_RELIABILITY: f64 = 0.5;

/// One assumption, with the evidence indices it concerns (empty when it lies in the wording).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assumption {
    pub text: String,
    pub evidence: Vec<usize>,
}

fn note(text: String, evidence: Vec<usize>) -> Assumption {
    Assumption { text, evidence }
}

pub fn assumptions(reading: &Reading<'_>) -> Vec<Assumption> {
    let mut out = Vec::new();
    let supporting: Vec<&Observation<'_>> = reading.supporting().collect();
    for o in supporting
        .iter()
        .filter(|o| o.item.kind == EvidenceType::Inference)
    {
        out.push(note(
            format!(
                "{} is reasoning, not an observation: the claim rests on it only as far as that reasoning holds.",
                capitalised(&described(o))
            ),
            vec![o.index],
        ));
    }
    wording(reading, &supporting, &mut out);
    mix(&supporting, &mut out);
    out
}

fn cited(supporting: &[&Observation<'_>]) -> Vec<usize> {
    let mut indices: Vec<usize> = supporting.iter().map(|o| o.index).collect();
    indices.sort_unstable();
    indices
}

fn wording(reading: &Reading<'_>, supporting: &[&Observation<'_>], out: &mut Vec<Assumption>) {
    let wording = &reading.claim.wording;
    if wording.absence {
        let claim = quoted(&reading.claim.text);
        out.push(note(
            format!(
                "The claim {claim} asserts an absence: not finding something where it was looked for is taken as its absence from the whole system (other code paths, generated code, configuration, dynamic calls)."
            ),
            cited(supporting),
        ));
    }
    let partial = wording.partial_cause;
    for link in reading.parts.links.iter().filter(|_| !partial) {
        out.push(note(
            format!(
                "The claim names {} as the cause of {} and takes it to be the only one; another cause could produce the same effect.",
                quoted(&side(reading, &link.causes)),
                quoted(&side(reading, &link.effects))
            ),
            Vec::new(),
        ));
    }
    if let Some(words) = &wording.universal {
        out.push(note(
            format!(
                "\"{words}\" generalises from the cases observed to every case; the evidence shows only the cases it covers."
            ),
            cited(supporting),
        ));
    }
    if let Some(words) = &wording.change {
        out.push(note(
            format!(
                "\"{words}\" asserts a change over time: it needs the earlier state as well as the current one, and that nothing else changed in between."
            ),
            cited(supporting),
        ));
    }
    let about = &reading.claim.environments;
    if !about.is_empty() {
        for o in supporting {
            let seen = &o.environments;
            if !seen.is_empty() && seen.iter().all(|env| !about.contains(env)) {
                out.push(note(
                    format!(
                        "The claim is about {} but {} was observed in {}: it takes the observed environment to be the one the claim is about.",
                        about.join(" and "),
                        described(o),
                        seen.join(" and ")
                    ),
                    vec![o.index],
                ));
            }
        }
    }
}

fn mix(supporting: &[&Observation<'_>], out: &mut Vec<Assumption>) {
    for o in supporting {
        if let Some(hedge) = o.content.hedge {
            out.push(note(
                format!(
                    "{} is labelled {} but hedges (\"{hedge}\"): it is counted as an inference, a guess rather than an observation.",
                    capitalised(&described(o)),
                    o.item.kind.as_str()
                ),
                vec![o.index],
            ));
        }
    }
    for o in supporting.iter().filter(|o| !o.bears) {
        out.push(note(
            format!(
                "{} matches no word of what the claim asserts and none of its specifics: its relevance is taken on trust, so it lifts the claim to PLAUSIBLE at most.",
                capitalised(&described(o))
            ),
            vec![o.index],
        ));
    }
    for o in supporting
        .iter()
        .filter(|o| o.reliability < LOW_RELIABILITY)
    {
        out.push(note(
            format!(
                "{} has reliability {}: the conclusion leans on an observation its own reporter does not fully trust.",
                capitalised(&described(o)),
                o.reliability
            ),
            vec![o.index],
        ));
    }
    let all = |kind: EvidenceType| {
        !supporting.is_empty() && supporting.iter().all(|o| o.item.kind == kind)
    };
    if all(EvidenceType::Code) {
        out.push(note(
            format!(
                "Only code was read ({}): it is taken that this code is what is deployed and runs.",
                list(supporting)
            ),
            cited(supporting),
        ));
    } else if all(EvidenceType::Documentation) {
        out.push(note(
            format!(
                "Only documentation supports it ({}): the docs are taken to be current for the version in use.",
                list(supporting)
            ),
            cited(supporting),
        ));
    } else if supporting.len() == 1 && supporting[0].item.kind.class() != EvidenceClass::Inference {
        out.push(note(
            format!(
                "All the support is one observation, {}: it is taken to be representative.",
                described(supporting[0])
            ),
            cited(supporting),
        ));
    }
}

fn list(supporting: &[&Observation<'_>]) -> String {
    supporting
        .iter()
        .map(|o| match o.item.source.as_deref() {
            Some(source) if !source.trim().is_empty() => {
                format!("[{}] {}", o.index, quoted(source))
            }
            _ => format!("[{}] {}", o.index, quoted(&phrase(&o.item.content))),
        })
        .collect::<Vec<_>>()
        .join(", ")
}
