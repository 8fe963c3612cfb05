//! The confidence and order properties, over generated claims and evidence: confidence lies in
//! its status band; more or stronger support never lowers it; a contradiction never raises it;
//! a near-duplicate no more reliable than its group changes nothing; and the order of the
//! evidence changes nothing in the analysis but the indices themselves.

use proptest::prelude::*;

use super::analyse;
use crate::claim::{ClaimAnalysis, Status};
use crate::evidence::{Evidence, EvidenceType, Polarity};

const WORDS: &[&str] = &[
    "the",
    "export",
    "job",
    "fails",
    "because",
    "bucket",
    "policy",
    "denies",
    "and",
    "worker",
    "is",
    "running",
    "timeout",
    "raising",
    "fixes",
    "it",
    "cache",
    "login",
    "never",
    "all",
    "production",
    "staging",
    ",",
    ";",
    "causes",
    "test",
    "passes",
    "user_id",
    "retryCount",
];

fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS.to_vec()), 1..10)
        .prop_map(|words| words.join(" "))
}

fn item() -> impl Strategy<Value = Evidence> {
    (
        text(),
        prop::sample::select(EvidenceType::ALL.to_vec()),
        prop::sample::select(vec![
            Polarity::Supports,
            Polarity::Contradicts,
            Polarity::Neutral,
        ]),
        prop_oneof![Just(0.0), Just(0.3), Just(0.8), 0.0..=1.0f64],
        prop::option::of(text()),
    )
        .prop_map(|(content, kind, polarity, reliability, source)| {
            let item = Evidence::new(content)
                .kind(kind)
                .polarity(polarity)
                .reliability((reliability * 100.0).round() / 100.0);
            match source {
                Some(source) => item.source(source),
                None => item,
            }
        })
}

fn evidence() -> impl Strategy<Value = Vec<Evidence>> {
    prop::collection::vec(item(), 0..6)
}

/// A letter tag per position, so items stay distinct after number masking.
fn tag(i: usize) -> String {
    format!("zq{}", (b'a' + (i % 26) as u8) as char)
}

/// The analysis with every index replaced by the tag of the item it names, lists of indices
/// sorted: equal for two orders of one list when order changes nothing but the indices.
fn canonical(analysis: &ClaimAnalysis, tags: &[String]) -> String {
    let name = |i: usize| tags.get(i).cloned().unwrap_or_else(|| format!("?{i}"));
    let text = |t: &str| {
        let mut out = t.to_owned();
        for (i, tag) in tags.iter().enumerate().rev() {
            out = out.replace(&format!("[{i}]"), &format!("[{tag}]"));
        }
        out
    };
    let sorted = |list: &[usize]| {
        let mut names: Vec<String> = list.iter().map(|&i| name(i)).collect();
        names.sort();
        names.join(",")
    };
    let quotes = |list: &[crate::claim::Quoted]| {
        list.iter()
            .map(|q| name(q.index))
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut out = format!(
        "{:?} {} {:?} dup={}\n",
        analysis.status, analysis.confidence, analysis.domain, analysis.duplicates_ignored
    );
    for p in &analysis.parts {
        out += &format!("part {} {:?} {}\n", p.text, p.status, sorted(&p.evidence));
    }
    for list in [
        &analysis.supporting,
        &analysis.contradicting,
        &analysis.not_counted,
        &analysis.known,
        &analysis.supported,
    ] {
        out += &format!("quotes {}\n", quotes(list));
    }
    for a in &analysis.assumptions {
        out += &format!("assume {} {}\n", text(&a.text), sorted(&a.evidence));
    }
    for m in &analysis.missing_proof {
        out += &format!("missing {}\n", text(m));
    }
    out += &format!(
        "next {} | {} | {}\n",
        text(&analysis.next.action),
        text(&analysis.next.confirms_if),
        text(&analysis.next.refutes_if)
    );
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn confidence_lies_in_its_status_band(claim in text(), evidence in evidence()) {
        let analysis = analyse(&claim, &evidence);
        let (low, high) = analysis.status.band_cents();
        let cents = (analysis.confidence * 100.0).round() as u32;
        prop_assert!((low..=high).contains(&cents), "{:?} {}", analysis.status, analysis.confidence);
    }

    #[test]
    fn more_support_never_lowers_confidence(claim in text(), evidence in evidence(), extra in item()) {
        let before = analyse(&claim, &evidence);
        let mut more = evidence.clone();
        more.push(extra.polarity(Polarity::Supports));
        let after = analyse(&claim, &more);
        prop_assert!(after.confidence >= before.confidence, "{} -> {}", before.confidence, after.confidence);
        prop_assert!(after.status.at_least(before.status) || before.status == Status::Contradicted);
    }

    #[test]
    fn raising_a_supporting_reliability_never_lowers_confidence(
        claim in text(), evidence in evidence(), extra in item(), raise in 0.0..=1.0f64,
    ) {
        let low = extra.clone().polarity(Polarity::Supports);
        let high_reliability = (low.reliability + (1.0 - low.reliability) * raise).min(1.0);
        let high = low.clone().reliability(high_reliability);
        let (mut a, mut b) = (evidence.clone(), evidence);
        a.push(low);
        b.push(high);
        prop_assert!(analyse(&claim, &b).confidence >= analyse(&claim, &a).confidence);
    }

    #[test]
    fn a_contradiction_never_raises_confidence(claim in text(), evidence in evidence(), extra in item()) {
        let before = analyse(&claim, &evidence);
        let mut more = evidence.clone();
        more.push(extra.polarity(Polarity::Contradicts));
        prop_assert!(analyse(&claim, &more).confidence <= before.confidence);
    }

    #[test]
    fn a_near_duplicate_no_more_reliable_changes_nothing(
        claim in text(), evidence in evidence(), pick in any::<prop::sample::Index>(), lower in 0.0..=1.0f64,
    ) {
        prop_assume!(!evidence.is_empty());
        let original = &evidence[pick.index(evidence.len())];
        let copy = Evidence {
            content: format!("{} 2026-03-0{}T10:00:00Z", original.content, 1 + pick.index(9)),
            reliability: (original.reliability * lower * 100.0).floor() / 100.0,
            ..original.clone()
        };
        let mut timestamped = evidence.clone();
        let index = pick.index(evidence.len());
        timestamped[index].content = format!("{} 2026-01-01T00:00:00Z", original.content);
        let before = analyse(&claim, &timestamped);
        timestamped.push(copy);
        let after = analyse(&claim, &timestamped);
        prop_assert_eq!(before.status, after.status);
        prop_assert_eq!(before.confidence, after.confidence);
        prop_assert_eq!(after.duplicates_ignored, before.duplicates_ignored + 1);
    }

    #[test]
    fn order_changes_nothing_but_the_indices(
        claim in text(), evidence in evidence(), seed in any::<u64>(),
    ) {
        let tagged: Vec<Evidence> = evidence
            .into_iter()
            .enumerate()
            .map(|(i, e)| Evidence { content: format!("{} {}", e.content, tag(i)), ..e })
            .collect();
        let mut order: Vec<usize> = (0..tagged.len()).collect();
        let mut state = seed | 1;
        for i in (1..order.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            order.swap(i, (state % (i as u64 + 1)) as usize);
        }
        let shuffled: Vec<Evidence> = order.iter().map(|&i| tagged[i].clone()).collect();
        let tags: Vec<String> = (0..tagged.len()).map(tag).collect();
        let shuffled_tags: Vec<String> = order.iter().map(|&i| tag(i)).collect();
        prop_assert_eq!(
            canonical(&analyse(&claim, &tagged), &tags),
            canonical(&analyse(&claim, &shuffled), &shuffled_tags)
        );
    }
}
