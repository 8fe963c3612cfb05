//! Diagnoses without a causal connective (`docs/judgement.md`, "A diagnosis is causal"): a claim
//! that puts a failure or a behaviour down to something names a cause and an effect whatever its
//! form — "X is what turned CI red", "X is the culprit for Y", "X breaks Y", "the freeze is a
//! table lock". Without this, the link rule would miss every diagnosis said without "because".

use super::lexicon;
use super::markers::WordSpan;
use super::verbs::has_verb;

const COPULAS: &[&str] = &["is", "was", "are", "were", "s"];
const ARTICLES: &[&str] = &["the", "a", "an", "one", "our", "its"];
const PREPOSITIONS: &[&str] = &[
    "on",
    "in",
    "at",
    "when",
    "after",
    "with",
    "for",
    "under",
    "during",
    "if",
    "while",
    "because",
    "since",
    "down",
    "again",
    "sometimes",
    "randomly",
    "intermittently",
];
/// Words after "makes" that make it a cause of a failure or a change.
const MADE_EFFECTS: &[&str] = &[
    "slower", "faster", "fail", "crash", "hang", "emit", "throw", "break", "leak", "error", "red",
    "time", "timeout", "flaky", "worse", "return", "drop", "lose",
];

/// A diagnosis without a causal connective (`docs/judgement.md`, "A diagnosis is causal"): "X
/// is what Y", "X is the culprit for Y", "X breaks Y", "X makes Y slower", "the freeze is a table
/// lock", "the leak is in X", "X comes from Y", "Y since the upgrade to X". Returns the marker's
/// byte range and whether the cause is written first.
pub(super) fn diagnosis(
    text: &str,
    words: &[WordSpan],
    inside: &dyn Fn(usize) -> bool,
    connective: bool,
) -> Option<(usize, usize, bool)> {
    let lower: Vec<String> = words
        .iter()
        .map(|w| text[w.start..w.end].to_ascii_lowercase())
        .collect();
    let is = |i: usize, list: &[&str]| lower.get(i).is_some_and(|w| list.contains(&w.as_str()));
    let noun_phrase_before = |i: usize| i > 0 && !has_verb(&text[..words[i].start]);
    // "X is a false positive: we use 1.8.2" — a colon after a judgement ("X is buggy") gives
    // its reason; after anything else ("X broke Y: calls fail") it elaborates.
    let judgement = |left: &str| {
        left.split_whitespace()
            .any(|w| COPULAS.contains(&w.to_ascii_lowercase().as_str()))
            && !left.split_whitespace().any(|w| {
                matches!(
                    w.to_ascii_lowercase().as_str(),
                    "broke" | "breaks" | "caused" | "causes"
                )
            })
    };
    if let Some(colon) = text
        .match_indices(": ")
        .map(|(at, _)| at)
        .find(|&at| !inside(at) && judgement(&text[..at]) && has_verb(&text[at + 1..]))
    {
        return Some((colon, colon + 1, false));
    }
    for i in 0..words.len() {
        if inside(words[i].start) {
            continue;
        }
        let span = |last: usize| (words[i].start, words[last].end);
        if is(i, COPULAS) && i > 0 {
            // "X is what turned CI red"
            if is(i + 1, &["what"]) && i + 2 < words.len() {
                let (s, e) = span(i + 1);
                return Some((s, e, true));
            }
            // "X is the culprit for Y", "X is the root cause of Y", "X is to blame for Y"
            let mut k = i + 1;
            // "X is probably the culprit": the hedge is the agent's, the form a diagnosis still.
            if is(
                k,
                &["probably", "likely", "definitely", "clearly", "surely"],
            ) {
                k += 1;
            }
            if is(k, ARTICLES) {
                k += 1;
            }
            if is(k, &["root", "likely", "real", "main"]) {
                k += 1;
            }
            if is(k, lexicon::BLAME) || (is(k, &["to"]) && is(k + 1, &["blame"])) {
                if is(k, &["to"]) {
                    k += 1;
                }
                if is(k + 1, &["for", "behind", "of", "in"]) && k + 2 < words.len() {
                    let (s, e) = span(k + 1);
                    return Some((s, e, true));
                }
            }
            // "the freeze is a table lock …", "the leak is in the cache"
            let symptom = (0..i).any(|j| is(j, lexicon::SYMPTOMS)) && noun_phrase_before(i);
            if symptom && is(i + 1, &["a", "an", "in", "inside", "from"]) && i + 2 < words.len() {
                let last = if is(i + 1, &["in", "inside", "from"]) {
                    i + 1
                } else {
                    i
                };
                let (s, e) = span(last);
                return Some((s, e, false));
            }
        }
        // "the 502s come from Y", "the leak stems from Y": said of a symptom, not of a setting
        // ("the timeout comes from an environment variable").
        let status_codes = |j: usize| {
            let w = &lower[j];
            w.len() == 4
                && w.ends_with('s')
                && w.starts_with(['4', '5'])
                && w[..3].chars().all(|c| c.is_ascii_digit())
        };
        let symptom_before = (0..i).any(|j| is(j, lexicon::SYMPTOMS) || status_codes(j));
        if is(i, &["comes", "come", "came", "stems", "stem", "originates"])
            && is(i + 1, &["from", "in"])
            && noun_phrase_before(i)
            && symptom_before
        {
            let (s, e) = span(i + 1);
            return Some((s, e, false));
        }
        // "X breaks Y" (transitive: not "the build breaks on Windows")
        if is(i, &["breaks", "broke", "break"])
            && noun_phrase_before(i)
            && i + 1 < words.len()
            && !is(i + 1, PREPOSITIONS)
        {
            let (s, e) = span(i);
            return Some((s, e, true));
        }
        // "PR 942 makes sparse_100k 17% slower"
        if is(i, &["makes", "made", "make"])
            && noun_phrase_before(i)
            && (i + 1..words.len()).any(|j| is(j, MADE_EFFECTS))
        {
            let (s, e) = span(i);
            return Some((s, e, true));
        }
        // "Y since the upgrade to X": a change named after "since" or "after".
        if !connective && is(i, &["since", "after"]) {
            let change = (i + 1..(i + 5).min(words.len())).any(|j| is(j, lexicon::CHANGES));
            if change {
                return Some((words[i].start, words[i].end, false));
            }
        }
    }
    None
}
