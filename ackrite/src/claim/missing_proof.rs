//! Missing proof (`docs/judgement.md`, "Missing proof"): what would move the claim up a status,
//! most decisive first, never promising a status the rules forbid. While a contradiction
//! stands, reconciling it comes first and nothing promises KNOWN; for a causal claim, what ties
//! the cause to the effect comes next; then the parts that hold the claim down; then what the
//! whole claim lacks.

use super::next_action::side;
use super::quote::{capitalised, cite, described, quoted};
use super::reading::Reading;
use super::status::{linking, Status, Verdict, KNOWN_RELIABILITY, RELIABILITY_FLOOR};
use crate::evidence::{EvidenceClass, Polarity};

pub fn missing_proof(reading: &Reading<'_>, verdict: &Verdict) -> Vec<String> {
    let mut out = Vec::new();
    let contradicted = verdict.status == Status::Contradicted;
    for contradiction in reading.contradicting() {
        out.push(format!(
            "Reconcile the contradiction from {}: while it stands the claim stays CONTRADICTED, whatever else supports it.",
            described(contradiction)
        ));
    }
    for (link, &ceiling) in reading.parts.links.iter().zip(&verdict.links) {
        if ceiling == Status::Known {
            continue;
        }
        let linking: Vec<String> = reading
            .supporting()
            .filter(|o| linking(reading, o, link))
            .map(|o| format!("{} ({})", cite(o), o.item.kind.as_str()))
            .collect();
        let on = |side: &[usize]| {
            reading
                .supporting()
                .any(|o| side.iter().any(|p| o.parts.contains(p)))
        };
        let so_far = if !linking.is_empty() {
            format!("So far only {} links them.", linking.join(", "))
        } else if on(&link.effects) {
            "Evidence of the effect alone does not establish the cause.".to_owned()
        } else if on(&link.causes) {
            "Evidence that the cause is present does not show that it produces the effect."
                .to_owned()
        } else {
            String::new()
        };
        out.push(format!(
            "Evidence that ties {} to {}: an error that names the cause, a log line showing it produce the effect, or a test in which removing the cause makes the effect go away.{}",
            quoted(&side(reading, &link.causes)),
            quoted(&side(reading, &link.effects)),
            if so_far.is_empty() { String::new() } else { format!(" {so_far}") }
        ));
    }
    if reading.parts.is_compound() {
        let mut weak: Vec<(Status, usize)> = verdict
            .parts
            .iter()
            .enumerate()
            .filter(|(_, &s)| s != Status::Known)
            .map(|(p, &s)| (s, p))
            .collect();
        // Weakest first; parts equally weak in the claim's order.
        weak.sort_by(|a, b| {
            let weaker_first = |x: Status, y: Status| {
                if x == y {
                    std::cmp::Ordering::Equal
                } else if y.at_least(x) {
                    std::cmp::Ordering::Less
                } else {
                    std::cmp::Ordering::Greater
                }
            };
            weaker_first(a.0, b.0).then(a.1.cmp(&b.1))
        });
        for (status, p) in weak {
            out.push(part_needs(
                &reading.parts.parts[p].text,
                status,
                contradicted,
            ));
        }
    } else {
        out.extend(whole_needs(
            reading,
            verdict.without_contradiction,
            contradicted,
        ));
    }
    out
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// What a part's kind waits for when it holds the part down (`docs/judgement.md`, "Claims a few
/// observations cannot settle").
fn kind_needs(reading: &Reading<'_>, p: usize, then: &str) -> Vec<String> {
    let part = &reading.parts.parts[p];
    let quoted_part = quoted(&part.text);
    let ceiling = super::status::kind_ceiling(reading, p);
    let mut out = Vec::new();
    if ceiling == Status::Known {
        return out;
    }
    let a = &part.assertion;
    if a.absence.is_some() {
        out.push(format!("{then}a search of the whole place {quoted_part} is about (every repository, package, configuration and generated file) that finds no reference: one search of one place shows only that place."));
    }
    if a.universal.is_some() {
        out.push(format!("{then}an item that covers every case of {quoted_part} (a test over the whole range, an exhaustive check): instances lift a universal to SUPPORTED at most, and one or two to PLAUSIBLE."));
    }
    if a.comparison.is_some() {
        out.push(format!("{then}several samples of both sides of {quoted_part} (medians and their spread), measured alternately or in repeated runs in one environment: one run a side is PLAUSIBLE at most."));
    }
    out
}

fn part_needs(text: &str, status: Status, contradicted: bool) -> String {
    let part = quoted(text);
    match status {
        Status::Contradicted => format!(
            "Reconcile what contradicts the part {part} before counting anything for it."
        ),
        Status::Supported if !contradicted => format!(
            "A strong direct observation (test_result, http_response, observed_behavior or user_fact) at reliability 0.8 or more that shows {part} would make that part KNOWN."
        ),
        Status::Supported => format!(
            "A strong direct observation at reliability 0.8 or more that shows {part}."
        ),
        _ => format!(
            "Direct evidence for {part}: no counted supporting item shows it yet; a test result, HTTP response or observed behaviour that shows it, or code or a log line for a weaker case."
        ),
    }
}

fn whole_needs(reading: &Reading<'_>, status: Status, contradicted: bool) -> Vec<String> {
    let claim = quoted(&reading.claim.text);
    // While a contradiction stands nothing may promise a status: say what would count instead.
    let (then, known, supported) = if contradicted {
        (
            "Once the contradiction is reconciled, ",
            " would count for it",
            " would count for it",
        )
    } else {
        ("", " would make it KNOWN", " would make it SUPPORTED")
    };
    let supporting: Vec<_> = reading.supporting().collect();
    let mut out = Vec::new();
    if status != Status::Known {
        let unshown = reading.unshown(0);
        if !unshown.is_empty() {
            let part = &reading.parts.parts[0];
            let asserted = quoted(part.text[part.assertion.at..].trim());
            let words: Vec<String> = unshown.iter().take(4).map(|w| quoted(w)).collect();
            out.push(format!(
                "{then}an item that shows {asserted}: no counted supporting item matches {} as the claim states it, so nothing shows that part of the claim yet.",
                or_list(&words)
            ));
        }
        out.extend(kind_needs(reading, 0, then));
    }
    match status {
        Status::Known => {}
        Status::Supported => out.push(format!(
            "{then}a strong direct observation (test_result, http_response, observed_behavior or user_fact) of {claim} at reliability {KNOWN_RELIABILITY} or more{known}."
        )),
        Status::Plausible => {
            for o in supporting.iter().filter(|o| !o.bears) {
                out.push(format!(
                    "{then}evidence that shows what {claim} asserts: {} shows none of its words or specifics, so it cannot count for more than PLAUSIBLE.",
                    described(o)
                ));
            }
            for o in supporting
                .iter()
                .filter(|o| o.bears && o.reliability < RELIABILITY_FLOOR)
            {
                out.push(format!(
                    "{then}a more reliable observation than {} (reliability {}; at least {RELIABILITY_FLOOR} is needed to count beyond PLAUSIBLE).",
                    described(o),
                    o.reliability
                ));
            }
            let only_weak_classes = !supporting.is_empty()
                && supporting.iter().all(|o| {
                    matches!(
                        o.item.kind.class(),
                        EvidenceClass::Indirect | EvidenceClass::Inference
                    )
                });
            if only_weak_classes {
                out.push(format!(
                    "{then}a direct observation of {claim}: a test result, HTTP response, observed behaviour or user fact, or code or a log line that shows it; documentation and inferences stay PLAUSIBLE however many agree."
                ));
            }
            if supporting.is_empty()
                && reading
                    .observations
                    .iter()
                    .any(|o| o.counted() && o.polarity() == Polarity::Neutral && o.bears)
            {
                out.push(format!(
                    "{then}an item marked supports that shows {claim}: neutral items that mention it prove nothing either way."
                ));
            }
        }
        Status::Unverified | Status::Contradicted => {
            out.push(format!(
                "{then}a test result, HTTP response, observed behaviour or user fact at reliability {KNOWN_RELIABILITY} or more that bears on {claim}{known}."
            ));
            out.push(format!(
                "{then}code, a log line or a captured request that shows {claim}{supported}."
            ));
        }
    }
    out.into_iter().map(|s| capitalised(&s)).collect()
}
