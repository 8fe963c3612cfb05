//! Near-duplicates: two items that say the same thing but for the numbers that change from one
//! occurrence to the next (`docs/judgement.md`, "Near-duplicates").
//!
//! Why: twenty copies of one log line that differ only in their timestamps are one observation.
//! Counting each would let an agent turn volume into proof. So before items are compared, the
//! parts of a line that vary between occurrences of one event are masked, in a fixed order (each
//! mask sees what the earlier ones left): UUIDs; timestamps and dates; IPv4 addresses; hex
//! identifiers; then any remaining run of digits. Case and runs of whitespace never count.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

// The masks are matched as ASCII (`-u`): the digits, word boundaries and blanks of log lines are
// ASCII, a digit outside ASCII never triggers the masks (see `near_duplicate_key`), and
// Unicode classes made masking a megabyte of evidence cost several times more.

static UUID: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i-u)\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b")
        .expect("valid regex")
});

/// ISO 8601 dates and date-times, `2026/03/02`, nginx's `05/Mar/2026`, syslog's `Mar  5`, and
/// clock times `HH:MM:SS` with optional fractions and zone offsets.
static TIMESTAMP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?-u)\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2}\b)?",
        r"|\d{4}/\d{2}/\d{2}",
        r"|\b\d{1,2}/(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/\d{4}(?::\d{2}:\d{2}:\d{2})?",
        r"|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+\d{1,2}\b",
        r"|\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|\s?[+-]\d{4}\b)?",
    ))
    .expect("valid regex")
});

static IPV4: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?-u)\b\d{1,3}(?:\.\d{1,3}){3}\b").expect("valid regex"));

static DIGITS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[0-9]+").expect("valid regex"));

/// A maximal run of letters and digits that is made only of hex digits, at least 7 of them, one
/// of them a digit: commit SHAs, request ids, container ids. "deadbeef" (no digit) and "cafe1"
/// (too short) stay words.
fn is_hex_identifier(run: &str) -> bool {
    run.len() >= 7
        && run.bytes().all(|b| b.is_ascii_hexdigit())
        && run.bytes().any(|b| b.is_ascii_digit())
}

/// `text` with each maximal run of ASCII letters and digits that is a hex identifier
/// ([`is_hex_identifier`]) replaced by `<hex>`; copied only when there is one.
fn mask_hex_identifiers(text: Cow<'_, str>) -> Cow<'_, str> {
    let bytes = text.as_bytes();
    let mut out: Option<String> = None;
    let mut copied = 0;
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_alphanumeric() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii_alphanumeric() {
            i += 1;
        }
        if is_hex_identifier(&text[start..i]) {
            let out = out.get_or_insert_with(|| String::with_capacity(text.len()));
            out.push_str(&text[copied..start]);
            out.push_str("<hex>");
            copied = i;
        }
    }
    match out {
        None => text,
        Some(mut out) => {
            out.push_str(&text[copied..]);
            Cow::Owned(out)
        }
    }
}

/// The content with everything that varies between occurrences of one event masked, lowercased,
/// whitespace collapsed. Two items of one type and polarity with equal keys are one observation.
pub fn near_duplicate_key(content: &str) -> String {
    // Every mask but the UUID's needs a digit, and a UUID needs a hyphen: most prose has
    // neither, and then no pattern needs to run.
    let digits = content.bytes().any(|b| b.is_ascii_digit());
    if !digits && !content.contains('-') {
        return collapse(content);
    }
    let text = UUID.replace_all(content, "<uuid>");
    if !digits {
        return collapse(&text);
    }
    let text = replace(text, &TIMESTAMP, "<time>");
    let text = replace(text, &IPV4, "<ip>");
    let text = mask_hex_identifiers(text);
    let text = replace(text, &DIGITS, "<n>");
    collapse(&text)
}

fn replace<'t>(text: Cow<'t, str>, pattern: &Regex, mask: &str) -> Cow<'t, str> {
    match pattern.replace_all(&text, mask) {
        Cow::Borrowed(_) => text,
        Cow::Owned(masked) => Cow::Owned(masked),
    }
}

/// Lowercased, with every run of whitespace one space.
fn collapse(text: &str) -> String {
    if text.is_ascii() {
        return collapse_ascii(text);
    }
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        if word.is_ascii() {
            // Most words: lowercased in place, without a string of their own.
            let start = out.len();
            out.push_str(word);
            out[start..].make_ascii_lowercase();
        } else {
            out.push_str(&word.to_lowercase());
        }
    }
    out
}

/// [`collapse`] of ASCII text, byte by byte: what `split_whitespace` splits an ASCII text at is
/// exactly tab, line feed, vertical tab, form feed, carriage return and space, and lowercasing
/// ASCII is per byte — evidence is often long logs, and this reads each byte once.
fn collapse_ascii(text: &str) -> String {
    let mut out = Vec::with_capacity(text.len());
    for word in text
        .as_bytes()
        .split(|byte| matches!(byte, b'\t'..=b'\r' | b' '))
        .filter(|word| !word.is_empty())
    {
        if !out.is_empty() {
            out.push(b' ');
        }
        let start = out.len();
        out.extend_from_slice(word);
        out[start..].make_ascii_lowercase();
    }
    // ASCII in, ASCII out: the conversion cannot fail, and the general path is the fallback.
    String::from_utf8(out).unwrap_or_else(|_| text.to_lowercase())
}

#[cfg(test)]
mod tests {
    #[test]
    fn ascii_is_collapsed_as_any_text_is() {
        let general = |text: &str| {
            let words: Vec<String> = text.split_whitespace().map(str::to_lowercase).collect();
            words.join(" ")
        };
        for text in [
            "",
            "   ",
            "One  Two\tthree\n\nFOUR\r\n",
            "  leading and trailing  ",
            "vertical\x0btab\x0cand feed",
            "GET /api/v1/Users?id=42 HTTP/1.1",
            "\x1fnot\x1fwhitespace\x1f",
        ] {
            assert_eq!(super::collapse_ascii(text), general(text), "{text:?}");
        }
    }

    use super::near_duplicate_key;

    #[test]
    fn what_varies_between_occurrences_is_masked() {
        let same: &[(&str, &str, &str)] = &[
            (
                "timestamps",
                "2026-03-04T02:14:09.118Z ERROR job failed",
                "2026-03-05T11:00:00Z ERROR job failed",
            ),
            (
                "clock times",
                "12:00:01 worker died",
                "23:59:59.5 worker died",
            ),
            (
                "syslog dates",
                "Mar  5 10:14:07 web-3 sshd: refused",
                "Apr 11 01:02:03 web-3 sshd: refused",
            ),
            (
                "nginx dates",
                "[05/Mar/2026:09:14:22 +0000] GET /",
                "[06/Mar/2026:10:00:00 +0000] GET /",
            ),
            (
                "uuids",
                "request 9f1c2e7a-3b4d-4c5e-8f90-1a2b3c4d5e6f failed",
                "request 0b1c2e7a-aaaa-4c5e-8f90-ffffffffffff failed",
            ),
            ("ipv4", "from 10.2.3.4 refused", "from 192.168.0.1 refused"),
            (
                "hex ids",
                "commit 7c41e2a09b1d head",
                "commit e5f0a9d3c2b7 head",
            ),
            ("numbers", "lag=182344 partition=3", "lag=99 partition=11"),
            ("case and whitespace", "Timeout  after", "timeout after"),
            (
                "uuids without digits",
                "id abcdefab-abcd-abcd-abcd-abcdefabcdef gone",
                "id fedcbafe-dcba-dcba-dcba-fedcbafedcba gone",
            ),
        ];
        for (rule, a, b) in same {
            assert_eq!(near_duplicate_key(a), near_duplicate_key(b), "{rule}");
        }
        let different: &[(&str, &str, &str)] = &[
            ("words differ", "job failed", "job passed"),
            (
                "a hex word without a digit is a word",
                "deadbeef",
                "cafebabe",
            ),
            ("units stay", "30 ms", "30 s"),
            (
                "a uuid without a digit is still a uuid, other text is not masked",
                "id abcdefab-abcd-abcd-abcd-abcdefabcdef x-ray",
                "id abcdefab-abcd-abcd-abcd-abcdefabcdef y-ray",
            ),
        ];
        for (rule, a, b) in different {
            assert_ne!(near_duplicate_key(a), near_duplicate_key(b), "{rule}");
        }
    }
}
