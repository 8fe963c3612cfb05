//! The redaction corpus (issue 4): generated secrets of every kind in realistic carriers must
//! all be redacted under the right kind, and secret-adjacent text that holds no secret must come
//! out unchanged. The test prints recall and false positives per kind (`--nocapture` to see
//! them) and requires 100% recall and zero false positives.
//!
//! Every sample is generated from a seeded PRNG: no real or published key is in this file.

mod carriers;
mod generate;
mod negatives;
mod positives;
mod structured;

#[path = "../support/survives.rs"]
mod survives;

use std::collections::BTreeMap;

use survives::survives;

use ackrite::secrets::{kinds, redact};

const SEED: u64 = 0x00AC_C417_E5EC_2E75;

#[test]
fn corpus_has_full_recall_and_no_false_positives() {
    let mut rng = generate::Rng::new(SEED);
    let positives = positives::all(&mut rng);
    let negatives = negatives::all(&mut rng);
    let known: Vec<&str> = kinds().collect();

    // kind -> (samples, detected under this kind)
    let mut recall: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut misses = Vec::new();
    for sample in &positives {
        assert!(
            known.contains(&sample.kind),
            "corpus uses unknown kind {}",
            sample.kind
        );
        let output = redact(&sample.text);
        let marker = format!("[REDACTED:{}]", sample.kind);
        let ok = !survives(&output, &sample.secret) && output.contains(&marker);
        let entry = recall.entry(sample.kind).or_default();
        entry.0 += 1;
        if ok {
            entry.1 += 1;
        } else {
            misses.push(format!(
                "{}:\n    in:  {}\n    out: {}",
                sample.kind, sample.text, output
            ));
        }
    }

    // family -> (samples, changed); kind -> false positives it produced
    let mut families: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut false_positives: BTreeMap<String, usize> = BTreeMap::new();
    let mut changed = Vec::new();
    for sample in &negatives {
        let output = redact(&sample.text);
        let entry = families.entry(sample.family).or_default();
        entry.0 += 1;
        if output != sample.text {
            entry.1 += 1;
            for kind in &known {
                if output.contains(&format!("[REDACTED:{kind}]")) {
                    *false_positives.entry((*kind).to_string()).or_default() += 1;
                }
            }
            changed.push(format!(
                "{}:\n    in:  {}\n    out: {}",
                sample.family, sample.text, output
            ));
        }
    }

    println!("recall per kind (detected/samples):");
    for (kind, (samples, detected)) in &recall {
        println!("  {kind:<28} {detected}/{samples}");
    }
    println!("negatives per family (changed/samples):");
    for (family, (samples, hit)) in &families {
        println!("  {family:<28} {hit}/{samples}");
    }
    println!("false positives per kind: {false_positives:?}");
    let detected: usize = recall.values().map(|v| v.1).sum();
    println!(
        "positives: {} across {} kinds, detected {}; negatives: {}, changed {}",
        positives.len(),
        recall.len(),
        detected,
        negatives.len(),
        changed.len()
    );

    assert!(positives.len() >= 250, "only {} positives", positives.len());
    assert!(
        recall.len() >= 40,
        "only {} kinds in the corpus",
        recall.len()
    );
    assert!(negatives.len() >= 150, "only {} negatives", negatives.len());
    assert!(
        misses.is_empty(),
        "{} missed:\n{}",
        misses.len(),
        misses.join("\n")
    );
    assert!(
        changed.is_empty(),
        "{} false positives:\n{}",
        changed.len(),
        changed.join("\n")
    );
}

#[test]
fn every_kind_is_in_the_corpus() {
    let mut rng = generate::Rng::new(SEED);
    let positives = positives::all(&mut rng);
    let missing: Vec<&str> = kinds()
        .filter(|kind| !positives.iter().any(|p| p.kind == *kind))
        .collect();
    assert!(
        missing.is_empty(),
        "kinds without corpus samples: {missing:?}"
    );
}
