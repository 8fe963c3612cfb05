//! The independent corpus: lines generated from Yelp's detect-secrets tests and test
//! data (Apache-2.0; provenance and the command that regenerates it in README.md beside this
//! file), which no rule of Ackrite's was written against. Each line is redacted and counted:
//!
//! - recall over the positives of kinds the README claims, and over all positives: a positive
//!   is detected when its secret is gone, neither whole nor any 8-character piece left (the rule
//!   of `redaction_corpus`). The marker's kind is not checked: the corpus names detect-secrets'
//!   plugins, not Ackrite's kinds.
//! - false positives: a negative whose output differs from its input.
//!
//! `cargo test -p ackrite --test independent_corpus -- --nocapture` prints the table per kind,
//! the misses and the false positives. The test is a ratchet: it fails when claimed recall falls
//! below, or the false-positive count rises above, the figures measured before the rule rewrite.

#[path = "../support/survives.rs"]
mod survives;

use std::collections::BTreeMap;

use survives::survives;

use ackrite::secrets::redact;
use serde_json::Value;

const CORPUS: &str = include_str!("corpus.jsonl");

/// The floor: claimed positives detected, out of the claimed positives in the corpus, as measured
/// before any rule changed (`docs/redaction-independent-corpus.md`). Raise it as rules improve;
/// never lower it to make a change pass.
const CLAIMED_DETECTED_FLOOR: (usize, usize) = (130, 230);
/// The ceiling: negatives changed, measured with the floor above. Lower it as rules improve.
const FALSE_POSITIVES_CEILING: usize = 11;

struct Case {
    text: String,
    secret: Option<String>,
    kind: String,
    claimed: bool,
    source: String,
}

fn field<'a>(row: &'a Value, name: &str, line: usize) -> &'a Value {
    row.get(name)
        .unwrap_or_else(|| panic!("corpus line {line}: no `{name}`"))
}

fn text(row: &Value, name: &str, line: usize) -> String {
    field(row, name, line)
        .as_str()
        .unwrap_or_else(|| panic!("corpus line {line}: `{name}` is not a string"))
        .to_owned()
}

fn cases() -> Vec<Case> {
    CORPUS
        .lines()
        .enumerate()
        .map(|(index, json)| {
            let line = index + 1;
            let row: Value = serde_json::from_str(json)
                .unwrap_or_else(|error| panic!("corpus line {line}: {error}"));
            let secret = match text(&row, "expect", line).as_str() {
                "redact" => Some(text(&row, "secret", line)),
                "keep" => None,
                other => panic!("corpus line {line}: expect is {other:?}"),
            };
            Case {
                text: text(&row, "text", line),
                secret,
                kind: text(&row, "kind", line),
                claimed: field(&row, "claimed", line)
                    .as_bool()
                    .unwrap_or_else(|| panic!("corpus line {line}: `claimed` is not a boolean")),
                source: text(&row, "source", line),
            }
        })
        .collect()
}

#[derive(Default)]
struct Tally {
    claimed: bool,
    positives: usize,
    detected: usize,
    negatives: usize,
    changed: usize,
}

/// One line of a report, cut so a data URI does not fill the screen.
fn shown(text: &str) -> String {
    let flat = text.replace('\n', "\\n");
    match flat.char_indices().nth(160) {
        Some((end, _)) => format!("{}…", &flat[..end]),
        None => flat,
    }
}

#[test]
fn independent_corpus_holds_its_floor() {
    let cases = cases();
    let mut kinds: BTreeMap<&str, Tally> = BTreeMap::new();
    let mut misses = Vec::new();
    let mut false_positives = Vec::new();
    for case in &cases {
        let output = redact(&case.text);
        let tally = kinds.entry(&case.kind).or_default();
        tally.claimed |= case.claimed;
        let report = || {
            format!(
                "{} [{}{}]\n    in:  {}\n    out: {}",
                case.source,
                case.kind,
                if case.claimed { ", claimed" } else { "" },
                shown(&case.text),
                shown(&output)
            )
        };
        match &case.secret {
            Some(secret) => {
                tally.positives += 1;
                if survives(&output, secret) {
                    misses.push((case.claimed, report()));
                } else {
                    tally.detected += 1;
                }
            }
            None => {
                tally.negatives += 1;
                if output != case.text {
                    tally.changed += 1;
                    false_positives.push(report());
                }
            }
        }
    }

    println!(
        "{:<38} {:>7} {:>10} {:>10}",
        "kind (detect-secrets)", "claimed", "detected", "changed"
    );
    for (kind, t) in &kinds {
        let detected = if t.positives > 0 {
            format!("{}/{}", t.detected, t.positives)
        } else {
            "-".to_owned()
        };
        let changed = if t.negatives > 0 {
            format!("{}/{}", t.changed, t.negatives)
        } else {
            "-".to_owned()
        };
        let claimed = if t.claimed { "yes" } else { "no" };
        println!("{kind:<38} {claimed:>7} {detected:>10} {changed:>10}");
    }

    let positives = cases.iter().filter(|c| c.secret.is_some());
    let claimed_total = positives.clone().filter(|c| c.claimed).count();
    let all_total = positives.count();
    let claimed_missed = misses.iter().filter(|(claimed, _)| *claimed).count();
    let claimed_detected = claimed_total - claimed_missed;
    let all_detected = all_total - misses.len();
    let negatives = cases.len() - all_total;
    let percent = |part: usize, whole: usize| 100.0 * part as f64 / whole.max(1) as f64;
    println!(
        "claimed recall {claimed_detected}/{claimed_total} ({:.1}%), all recall \
         {all_detected}/{all_total} ({:.1}%), false positives {}/{negatives} ({:.1}%)",
        percent(claimed_detected, claimed_total),
        percent(all_detected, all_total),
        false_positives.len(),
        percent(false_positives.len(), negatives),
    );
    println!("\nmisses ({}):", misses.len());
    for (_, miss) in &misses {
        println!("  {miss}");
    }
    println!("\nfalse positives ({}):", false_positives.len());
    for fp in &false_positives {
        println!("  {fp}");
    }

    // Recall compared as fractions, so a regenerated corpus of another size still compares.
    let (floor_detected, floor_total) = CLAIMED_DETECTED_FLOOR;
    assert!(
        claimed_detected * floor_total >= floor_detected * claimed_total,
        "claimed recall {claimed_detected}/{claimed_total} fell below the floor \
         {floor_detected}/{floor_total}"
    );
    assert!(
        false_positives.len() <= FALSE_POSITIVES_CEILING,
        "{} false positives, above the ceiling of {FALSE_POSITIVES_CEILING}",
        false_positives.len()
    );
}
