//! Words that carry no content for comparison: stop words, numbers and units.
//!
//! Why NLTK's list: it is the stop-word list most readers already know, and a published list lets
//! anyone reproduce which words of a claim are compared (`docs/judgement.md`, "Words").
//!
//! Why numbers and units go: "Failed with timeout after 30s" and "Failed with timeout after 60
//! seconds" are the same failure, and an agent changing a timeout value is still retrying the same
//! strategy. Magnitudes vary from run to run; comparing them would make every retry look new. The
//! price is that HTTP status codes (`401`, `500`) are numbers too and are dropped — the normaliser
//! cannot tell a status code from a duration. Rules that need status codes read them from the raw
//! text instead.

use std::collections::HashSet;
use std::sync::LazyLock;

/// NLTK's English stop-word list, all 179 entries in its own order. Forms with an apostrophe
/// ("don't") never occur as one token, because the apostrophe separates words; their pieces
/// ("don", "t") are in the list too, so they are dropped all the same.
const STOP_WORDS: &[&str] = &[
    "i",
    "me",
    "my",
    "myself",
    "we",
    "our",
    "ours",
    "ourselves",
    "you",
    "you're",
    "you've",
    "you'll",
    "you'd",
    "your",
    "yours",
    "yourself",
    "yourselves",
    "he",
    "him",
    "his",
    "himself",
    "she",
    "she's",
    "her",
    "hers",
    "herself",
    "it",
    "it's",
    "its",
    "itself",
    "they",
    "them",
    "their",
    "theirs",
    "themselves",
    "what",
    "which",
    "who",
    "whom",
    "this",
    "that",
    "that'll",
    "these",
    "those",
    "am",
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "being",
    "have",
    "has",
    "had",
    "having",
    "do",
    "does",
    "did",
    "doing",
    "a",
    "an",
    "the",
    "and",
    "but",
    "if",
    "or",
    "because",
    "as",
    "until",
    "while",
    "of",
    "at",
    "by",
    "for",
    "with",
    "about",
    "against",
    "between",
    "into",
    "through",
    "during",
    "before",
    "after",
    "above",
    "below",
    "to",
    "from",
    "up",
    "down",
    "in",
    "out",
    "on",
    "off",
    "over",
    "under",
    "again",
    "further",
    "then",
    "once",
    "here",
    "there",
    "when",
    "where",
    "why",
    "how",
    "all",
    "any",
    "both",
    "each",
    "few",
    "more",
    "most",
    "other",
    "some",
    "such",
    "no",
    "nor",
    "not",
    "only",
    "own",
    "same",
    "so",
    "than",
    "too",
    "very",
    "s",
    "t",
    "can",
    "will",
    "just",
    "don",
    "don't",
    "should",
    "should've",
    "now",
    "d",
    "ll",
    "m",
    "o",
    "re",
    "ve",
    "y",
    "ain",
    "aren",
    "aren't",
    "couldn",
    "couldn't",
    "didn",
    "didn't",
    "doesn",
    "doesn't",
    "hadn",
    "hadn't",
    "hasn",
    "hasn't",
    "haven",
    "haven't",
    "isn",
    "isn't",
    "ma",
    "mightn",
    "mightn't",
    "mustn",
    "mustn't",
    "needn",
    "needn't",
    "shan",
    "shan't",
    "shouldn",
    "shouldn't",
    "wasn",
    "wasn't",
    "weren",
    "weren't",
    "won",
    "won't",
    "wouldn",
    "wouldn't",
];

/// Units of time and size, as whole words ("60 seconds") and as suffixes glued to a number
/// ("30s", "250ms", "2GB"). Only time and size: they are what agents tune between retries.
const UNITS: &[&str] = &[
    "ms",
    "msec",
    "msecs",
    "millisecond",
    "milliseconds",
    "s",
    "sec",
    "secs",
    "second",
    "seconds",
    "min",
    "mins",
    "minute",
    "minutes",
    "h",
    "hr",
    "hrs",
    "hour",
    "hours",
    "d",
    "day",
    "days",
    "w",
    "wk",
    "week",
    "weeks",
    "ns",
    "us",
    "µs",
    "k",
    "kb",
    "kib",
    "m",
    "mb",
    "mib",
    "g",
    "gb",
    "gib",
    "t",
    "tb",
    "tib",
    "x",
    "px",
    "pct",
    "percent",
];

/// [`STOP_WORDS`] and [`UNITS`] as sets, built once: every token of every text is looked up.
static STOP_SET: LazyLock<HashSet<&'static str>> =
    LazyLock::new(|| STOP_WORDS.iter().copied().collect());
static UNIT_SET: LazyLock<HashSet<&'static str>> =
    LazyLock::new(|| UNITS.iter().copied().collect());

/// True when `raw` (a lowercased token) should not count as a content word.
pub fn is_noise(raw: &str) -> bool {
    let short = if raw.is_ascii() {
        raw.len() < 2
    } else {
        raw.chars().nth(1).is_none()
    };
    short || STOP_SET.contains(raw) || is_number_or_quantity(raw) || UNIT_SET.contains(raw)
}

/// `60`, `30s`, `250ms`, `2gb`: digits, optionally followed by a unit.
fn is_number_or_quantity(raw: &str) -> bool {
    let split = raw.find(|c: char| !c.is_ascii_digit()).unwrap_or(raw.len());
    let (digits, unit) = raw.split_at(split);
    !digits.is_empty() && (unit.is_empty() || UNIT_SET.contains(unit))
}

#[cfg(test)]
mod tests {
    use super::is_noise;

    #[test]
    fn noise_rows() {
        let rows = [
            ("stop word", "the", true),
            ("filler that hides a repeat", "again", true),
            ("filler that hides a repeat", "same", true),
            ("bare number", "60", true),
            ("number with unit suffix", "30s", true),
            ("number with unit suffix", "250ms", true),
            ("number with size unit", "2gb", true),
            ("unit word", "seconds", true),
            ("single letter from an apostrophe", "s", true),
            ("content word", "timeout", false),
            ("version-like token keeps its letters", "v2", false),
            ("digits then a non-unit", "2fa", false),
            ("word with digits", "oauth2", false),
        ];
        for (rule, raw, noise) in rows {
            assert_eq!(is_noise(raw), noise, "{rule}: {raw}");
        }
    }
}
