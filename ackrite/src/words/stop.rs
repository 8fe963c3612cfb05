//! Words that carry no content for comparison: stop words, numbers and units.
//!
//! Why numbers and units go: "Failed with timeout after 30s" and "Failed with timeout after 60
//! seconds" are the same failure, and an agent changing a timeout value is still retrying the same
//! strategy. Magnitudes vary from run to run; comparing them would make every retry look new. The
//! price is that HTTP status codes (`401`, `500`) are numbers too and are dropped — the normaliser
//! cannot tell a status code from a duration, and SPEC §5 asks for numbers to be dropped.

use std::sync::LazyLock;

use super::lookup::WordSet;

/// Function words, plus filler that agents put into attempt and outcome descriptions ("again",
/// "still", "same") which would otherwise make a repeat look different from the original.
const STOP_WORDS: &[&str] = &[
    "a", "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any",
    "are", "aren", "as", "at", "be", "because", "been", "before", "being", "below", "between",
    "both", "but", "by", "can", "cannot", "could", "couldn", "did", "didn", "do", "does", "doesn",
    "doing", "don", "down", "during", "each", "either", "else", "etc", "even", "ever", "few",
    "for", "from", "further", "had", "hadn", "has", "hasn", "have", "haven", "having", "he", "her",
    "here", "hers", "him", "his", "how", "however", "i", "if", "in", "into", "is", "isn", "it",
    "its", "itself", "just", "let", "lets", "may", "me", "might", "more", "most", "much", "must",
    "my", "neither", "no", "nor", "not", "now", "of", "off", "on", "once", "one", "only", "or",
    "other", "our", "ours", "out", "over", "own", "per", "please", "same", "shall", "she",
    "should", "shouldn", "since", "so", "some", "still", "such", "than", "that", "the", "their",
    "theirs", "them", "then", "there", "these", "they", "this", "those", "though", "through",
    "thus", "to", "too", "under", "until", "up", "upon", "us", "very", "via", "was", "wasn", "we",
    "were", "weren", "what", "when", "where", "whether", "which", "while", "who", "whom", "why",
    "will", "with", "within", "without", "won", "would", "wouldn", "yet", "you", "your", "yours",
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
static STOP_SET: LazyLock<WordSet<&'static str>> =
    LazyLock::new(|| STOP_WORDS.iter().copied().collect());
static UNIT_SET: LazyLock<WordSet<&'static str>> =
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
