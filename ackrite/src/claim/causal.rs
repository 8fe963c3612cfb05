//! The causal forms of a claim (`docs/judgement.md`, "Compound claims"): "because", "due to",
//! "caused by", "causes", "leads to", "results in", "so", "which is why" — where they divide a
//! claim into a cause and an effect, and where they do not (inside quotes, "the cause of",
//! "so that", "is due to ship").

use super::diagnosis::diagnosis;
use super::markers::{self, WordSpan};
use super::parts::tidy;
use super::verbs::has_verb;
use std::sync::LazyLock;

use super::lexicon;

/// A causal form found in a text: what lies on either side, and which side is the cause.
pub(super) struct Causal<'t> {
    pub left: &'t str,
    pub right: &'t str,
    pub cause_first: bool,
}

/// One causal form (a connective of the lexicon's `CAUSE_AFTER` or `CAUSE_BEFORE`): its words,
/// words before it that belong to the marker ("is" in "is caused by"), and whether the cause is
/// written before the marker ("X causes Y") or after it ("Y because X"). A "which" before any of
/// them belongs to the marker too ("…, which is why …").
struct Form {
    sequence: Vec<&'static str>,
    auxiliaries: &'static [&'static str],
    cause_first: bool,
}

/// Forms of "to be" that belong to a passive connective ("is caused by").
const BE: &[&str] = &["is", "are", "was", "were", "been", "being", "be"];

static CAUSAL: LazyLock<Vec<Form>> = LazyLock::new(|| {
    let form = |phrase: &'static str, cause_first: bool| Form {
        sequence: phrase.split(' ').collect(),
        auxiliaries: if phrase.ends_with(" by") { BE } else { &[] },
        cause_first,
    };
    let after = lexicon::CAUSE_AFTER.iter().map(|&p| form(p, false));
    after
        .chain(lexicon::CAUSE_BEFORE.iter().map(|&p| form(p, true)))
        .collect()
});

/// A causal marker found at a word: its byte range and what the exceptions need to know.
struct Marker<'a> {
    start: usize,
    end: usize,
    /// The index past its last word.
    next: usize,
    /// The sequence that matched.
    sequence: &'a [&'static str],
    /// Preceded by "which".
    which: bool,
}

impl Form {
    /// The marker of this form that starts at word `at`, if one does.
    fn at(&self, text: &str, words: &[WordSpan], at: usize) -> Option<Marker<'_>> {
        let sequence = self.sequence.as_slice();
        let next = markers::spells(text, words, at, sequence)?;
        let joined = |first: usize, candidates: &[&str]| {
            first > 0
                && candidates
                    .iter()
                    .any(|&c| markers::is(text, words[first - 1], c))
                && markers::spaced(text, words[first - 1], words[first])
        };
        let mut first = at;
        if joined(first, self.auxiliaries) {
            first -= 1;
        }
        let which = joined(first, &["which"]);
        if which {
            first -= 1;
        }
        Some(Marker {
            start: words[first].start,
            end: words[next - 1].end,
            next,
            sequence,
            which,
        })
    }
}

/// "so" between two clauses: after a comma or a full stop, or between two stretches that each
/// hold a verb ("the cache is stale so users see old prices"); not "so that", "so far", "so
/// slow that". Returns where the marker starts (at the punctuation, or the blank before "so"),
/// where the text after it starts, and whether punctuation opened it.
fn so_at(text: &str, word: WordSpan) -> Option<(usize, usize, bool)> {
    let bytes = text.as_bytes();
    if !markers::is(text, word, "so") {
        return None;
    }
    let blanks_after = bytes[word.end..]
        .iter()
        .take_while(|b| b.is_ascii_whitespace())
        .count();
    if blanks_after == 0 {
        return None;
    }
    let before = text[..word.start].trim_end_matches(|c: char| c.is_ascii_whitespace());
    let (start, punctuated) = if before.ends_with([',', '.', ';']) {
        (before.len() - 1, true)
    } else if word.start > 0 && bytes[word.start - 1].is_ascii_whitespace() {
        (word.start - 1, false)
    } else {
        return None;
    };
    Some((start, word.end + blanks_after, punctuated))
}

/// Words that make the next word a noun: "the cause", "a cause", "its cause".
const DETERMINERS: &[&str] = &[
    "the", "a", "an", "this", "that", "its", "their", "our", "my", "your", "his", "her", "root",
    "one", "no",
];

/// Verbs after "due to" that make it a schedule, not a cause ("is due to ship on Friday").
const SCHEDULED: &[&str] = &[
    "be", "ship", "land", "expire", "start", "run", "launch", "release", "arrive", "finish", "end",
    "close", "open", "go", "roll", "merge",
];

/// Byte ranges inside quotes, backticks or parentheses: a marker there is quoted text, not the
/// claim's own wording.
pub(super) fn protected(text: &str) -> Vec<(usize, usize)> {
    let mut ranges = Vec::new();
    let mut open: Option<(usize, u8)> = None;
    let mut depth = 0usize;
    let mut paren_start = 0;
    for (i, b) in text.bytes().enumerate() {
        match (open, b) {
            (Some((start, quote)), b) if b == quote => {
                ranges.push((start, i));
                open = None;
            }
            (Some(_), _) => {}
            (None, b'"' | b'`') => open = Some((i, b)),
            (None, b'\'') if quote_opens(text, i) => open = Some((i, b'\'')),
            (None, b'(') => {
                if depth == 0 {
                    paren_start = i;
                }
                depth += 1;
            }
            (None, b')') if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    ranges.push((paren_start, i));
                }
            }
            _ => {}
        }
    }
    ranges
}

/// A single quote opens a quotation at a word start (not an apostrophe inside "doesn't").
fn quote_opens(text: &str, i: usize) -> bool {
    let before = text[..i].chars().next_back();
    before.is_none_or(|c| !c.is_alphanumeric()) && text[i + 1..].contains('\'')
}

/// The first causal form of `text` that divides it, if any.
pub(super) fn split_causal(text: &str) -> Option<Causal<'_>> {
    let shielded = protected(text);
    let inside = |at: usize| shielded.iter().any(|&(s, e)| s < at && at < e);
    let mut best: Option<(usize, usize, bool)> = None;
    let mut consider = |start: usize, end: usize, cause_first: bool| {
        let better = match best {
            None => true,
            Some((s, e, _)) => start < s || (start == s && end > e),
        };
        if better && end < text.len() {
            best = Some((start, end, cause_first));
        }
    };
    let words = markers::words(text);
    let mut connective = false;
    for form in CAUSAL.iter() {
        let mut at = 0;
        while at < words.len() {
            let Some(marker) = form.at(text, &words, at) else {
                at += 1;
                continue;
            };
            at = marker.next;
            if inside(marker.start) {
                continue;
            }
            let noun = !marker.which
                && matches!(marker.sequence, ["cause"] | ["causes"])
                && previous_word(&text[..marker.start])
                    .is_some_and(|w| DETERMINERS.contains(&w.as_str()));
            let scheduled = marker.sequence == ["due", "to"]
                && first_word(&text[marker.end..]).is_some_and(|w| SCHEDULED.contains(&w.as_str()));
            if !noun && !scheduled {
                connective = true;
                consider(marker.start, marker.end, form.cause_first);
                break;
            }
        }
    }
    if let Some((start, end, cause_first)) = diagnosis(text, &words, &inside, connective) {
        consider(start, end, cause_first);
    }
    for &word in &words {
        let Some((start, end, punctuated)) = so_at(text, word) else {
            continue;
        };
        if inside(start) {
            continue;
        }
        let after = &text[end..];
        let next = first_word(after);
        let purpose = matches!(
            next.as_deref(),
            Some("that" | "far" | "much" | "many" | "long")
        ) || after
            .split_whitespace()
            .take(3)
            .any(|w| w.eq_ignore_ascii_case("that"));
        let clauses = punctuated || (has_verb(&text[..start]) && has_verb(after));
        if !purpose && clauses {
            consider(start, end, true);
            break;
        }
    }
    let (start, end, cause_first) = best?;
    let (left, right) = (&text[..start], &text[end..]);
    if tidy(right).is_empty() {
        return None;
    }
    if tidy(left).is_empty() {
        // A leading marker: "Because X, Y" and "Due to X, Y" — the cause runs to the first
        // comma outside quotes.
        let comma = right
            .char_indices()
            .find(|&(i, c)| c == ',' && !inside(end + i))
            .map(|(i, _)| i)?;
        let (cause, effect) = (&right[..comma], &right[comma + 1..]);
        if tidy(cause).is_empty() || tidy(effect).is_empty() || cause_first {
            return None;
        }
        return Some(Causal {
            left: cause,
            right: effect,
            cause_first: true,
        });
    }
    Some(Causal {
        left,
        right,
        cause_first,
    })
}

fn first_word(text: &str) -> Option<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .find(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
}

fn previous_word(text: &str) -> Option<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .rfind(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
}
