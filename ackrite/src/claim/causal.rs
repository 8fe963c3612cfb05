//! The causal forms of a claim (`docs/judgement.md`, "Compound claims"): "because", "due to",
//! "caused by", "causes", "leads to", "results in", "so", "which is why" — where they divide a
//! claim into a cause and an effect, and where they do not (inside quotes, "the cause of",
//! "so that", "is due to ship").

use std::sync::LazyLock;

use regex::Regex;

use super::parts::tidy;
use super::verbs::has_verb;

/// A causal form found in a text: what lies on either side, and which side is the cause.
pub(super) struct Causal<'t> {
    pub left: &'t str,
    pub right: &'t str,
    pub cause_first: bool,
}

/// The causal forms. `cause_first` says whether the cause is written before the marker
/// ("X causes Y") or after it ("Y because X"). A leading ", which" belongs to the marker.
static CAUSAL: LazyLock<Vec<Form>> = LazyLock::new(|| {
    let form = |pattern: &str, words: &'static [&'static str], cause_first: bool| Form {
        pattern: Regex::new(&format!(r"(?i)(?:,?\s*\bwhich\s+)?\b(?:{pattern})\b"))
            .expect("valid regex"),
        words,
        cause_first,
    };
    vec![
        form(r"because\s+of|because|due\s+to", &["because", "due"], false),
        form(
            r"(?:is|are|was|were|been|being|be)?\s*(?:caused|triggered)\s+by",
            &["caused", "triggered"],
            false,
        ),
        form(r"causes|caused|cause", &["cause"], true),
        form(
            r"leads\s+to|lead\s+to|led\s+to|leading\s+to",
            &["lead", "led"],
            true,
        ),
        form(
            r"results\s+in|result\s+in|resulted\s+in|resulting\s+in",
            &["result"],
            true,
        ),
        form(r"is\s+why", &["why"], true),
    ]
});

/// One causal form: its pattern, and the words (lowercase) one of which every match holds.
struct Form {
    pattern: Regex,
    words: &'static [&'static str],
    cause_first: bool,
}

impl Form {
    /// Whether the pattern can match `lower` (the text lowercased). Most claims hold no causal
    /// word at all, and a substring search is far cheaper than a case-insensitive pattern. Only
    /// ASCII text is ruled out this way: Unicode case folding matches "ſ" as "s".
    fn may_match(&self, lower: &str, ascii: bool) -> bool {
        !ascii || self.words.iter().any(|w| lower.contains(w))
    }
}

/// "so" between two clauses: after a comma or a full stop, or between two stretches that each
/// hold a verb ("the cache is stale so users see old prices"); not "so that", "so far", "so
/// slow that".
static SO: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(?:[,.;]\s*|\s)so\s+").expect("valid regex"));

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
fn protected(text: &str) -> Vec<(usize, usize)> {
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
    let ascii = text.is_ascii();
    let lower = if ascii {
        text.to_ascii_lowercase()
    } else {
        String::new()
    };
    for form in CAUSAL.iter().filter(|f| f.may_match(&lower, ascii)) {
        let cause_first = &form.cause_first;
        for found in form.pattern.find_iter(text) {
            if inside(found.start()) {
                continue;
            }
            let marker = found.as_str().trim().to_ascii_lowercase();
            let noun = (marker == "cause" || marker == "causes")
                && previous_word(&text[..found.start()])
                    .is_some_and(|w| DETERMINERS.contains(&w.as_str()));
            let scheduled = marker.ends_with("due to")
                && first_word(&text[found.end()..])
                    .is_some_and(|w| SCHEDULED.contains(&w.as_str()));
            let bare_why = marker == "is why" || marker.ends_with(" is why");
            let why_without_which = bare_why && !marker.contains("which");
            if !noun && !scheduled && !why_without_which {
                consider(found.start(), found.end(), *cause_first);
                break;
            }
        }
    }
    if !ascii || lower.contains("so") {
        for found in SO.find_iter(text) {
            if inside(found.start()) {
                continue;
            }
            let after = &text[found.end()..];
            let next = first_word(after);
            let purpose = matches!(
                next.as_deref(),
                Some("that" | "far" | "much" | "many" | "long")
            ) || after
                .split_whitespace()
                .take(3)
                .any(|w| w.eq_ignore_ascii_case("that"));
            let punctuated = found.as_str().trim_start().starts_with([',', '.', ';']);
            let clauses = punctuated || (has_verb(&text[..found.start()]) && has_verb(after));
            if !purpose && clauses {
                consider(found.start(), found.end(), true);
                break;
            }
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
