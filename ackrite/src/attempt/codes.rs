//! HTTP status codes and process exit codes in an outcome.
//!
//! Numbers are noise to the word normaliser (a duration and a status code look alike), so codes
//! are read from the raw text, and only where the words around a number say what it is.

use std::sync::LazyLock;

use regex::Regex;

/// A code found in an outcome, with the text it was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Code {
    pub kind: CodeKind,
    pub value: u16,
    /// The matched text, for quoting.
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CodeKind {
    Http,
    Exit,
}

impl Code {
    /// True for an HTTP 4xx/5xx or a non-zero exit code.
    pub fn is_failure(&self) -> bool {
        match self.kind {
            CodeKind::Http => self.value >= 400,
            CodeKind::Exit => self.value != 0,
        }
    }

    /// True for an HTTP 2xx or exit code 0.
    pub fn is_success(&self) -> bool {
        match self.kind {
            CodeKind::Http => (200..300).contains(&self.value),
            CodeKind::Exit => self.value == 0,
        }
    }

    /// `http 403`, `exit 1`: the same failure whatever words surround it.
    pub fn signature(&self) -> String {
        match self.kind {
            CodeKind::Http => format!("http {}", self.value),
            CodeKind::Exit => format!("exit {}", self.value),
        }
    }
}

/// A number after words that make it a status code.
static HTTP_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?:\bhttp(?:/\d(?:\.\d)?)?|\bstatus(?:\s+code)?|\bresponse\s+code|\b(?:returns?|returned|returning|got|gets|getting|responds?|responded|answers?|answered|fails?\s+with|failed\s+with|->|=>))[\s:=]+(?:an?\s+|with\s+)?(?:http(?:/\d(?:\.\d)?)?\s+)?([1-5]\d\d)s?\b",
    )
    .expect("valid regex")
});

/// A number followed by an HTTP reason phrase.
static HTTP_REASON: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b([1-5]\d\d)\s+(?:ok\b|created|accepted|no\s+content|bad\s+(?:request|gateway)|unauthori[sz]ed|forbidden|not\s+found|method\s+not|not\s+acceptable|request\s+timeout|conflict|gone\b|precondition|payload\s+too|too\s+many|unprocessable|internal\s+server|not\s+implemented|service\s+unavailable|gateway\s+time-?out)",
    )
    .expect("valid regex")
});

/// A bare 4xx/5xx number standing alone or before a preposition ("504 after 30 s", "still 502s",
/// "500 for unknown ids"); a number before a counted noun ("412 passed", "450 ms") is not one.
static HTTP_BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?:^|[\s(\[:;,])([45]\d\d)s?(?:\s*(?:$|[.,;:)\]!])|\s+(?:after|from|on|again|for|when|while|at|with|errors?|responses?|status)\b)",
    )
    .expect("valid regex")
});

/// Words before a bare number that make it a count or a measure ("3 of 500", "took 450").
const COUNTING: &[&str] = &[
    "of", "took", "in", "total", "than", "about", "around", "x", "over", "under",
];

/// `exit code 1`, `exited with code 137`, `Exit Code: 137`, `exit status 2`.
static EXIT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bexit(?:ed|s|ing)?(?:\s+(?:with|code|status|value))*[\s:=]+(-?\d{1,3})\b")
        .expect("valid regex")
});

/// "non-zero exit", "nonzero exit status".
static NONZERO: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\bnon-?\s?zero\s+exit").expect("valid regex"));

/// Every status and exit code in `text`, in order of appearance.
pub(crate) fn codes(text: &str) -> Vec<Code> {
    let mut found: Vec<(usize, Code)> = Vec::new();
    let mut push = |start: usize, kind: CodeKind, value: u16, whole: &str| {
        if found.iter().all(|(s, c)| *s != start || c.kind != kind) {
            found.push((
                start,
                Code {
                    kind,
                    value,
                    text: whole.to_owned(),
                },
            ));
        }
    };
    for regex in [&*HTTP_BEFORE, &*HTTP_REASON] {
        for captures in regex.captures_iter(text) {
            if let (Some(whole), Some(number)) = (captures.get(0), captures.get(1)) {
                if let Ok(value) = number.as_str().parse() {
                    push(number.start(), CodeKind::Http, value, whole.as_str());
                }
            }
        }
    }
    for captures in HTTP_BARE.captures_iter(text) {
        if let (Some(whole), Some(number)) = (captures.get(0), captures.get(1)) {
            let before = text[..number.start()].split_whitespace().next_back();
            let counted = before.is_some_and(|w| COUNTING.contains(&w.to_lowercase().as_str()));
            if let (false, Ok(value)) = (counted, number.as_str().parse()) {
                push(number.start(), CodeKind::Http, value, whole.as_str().trim());
            }
        }
    }
    for captures in EXIT.captures_iter(text) {
        if let (Some(whole), Some(number)) = (captures.get(0), captures.get(1)) {
            let value = number.as_str().trim_start_matches('-').parse().unwrap_or(1);
            push(number.start(), CodeKind::Exit, value, whole.as_str());
        }
    }
    for m in NONZERO.find_iter(text) {
        push(m.start(), CodeKind::Exit, 1, m.as_str());
    }
    found.sort_by_key(|(start, _)| *start);
    found.into_iter().map(|(_, code)| code).collect()
}

#[cfg(test)]
mod tests {
    use super::{codes, CodeKind};

    /// (rule, outcome, the codes expected in it).
    type Row = (&'static str, &'static str, &'static [(CodeKind, u16)]);

    #[test]
    fn code_rows() {
        #[rustfmt::skip]
        let rows: [Row; 14] = [
            ("http prefix", "HTTP 403 Forbidden", &[(CodeKind::Http, 403)]),
            ("http version prefix", "-> HTTP/1.1 401 Unauthorized", &[(CodeKind::Http, 401)]),
            ("verb prefix", "3 of 10 requests still return 504 Gateway Timeout", &[(CodeKind::Http, 504)]),
            ("reason phrase", "got a 502 Bad Gateway", &[(CodeKind::Http, 502)]),
            ("status code", "status code: 500", &[(CodeKind::Http, 500)]),
            ("a bare count is no code", "412 passed in 38.2s", &[]),
            ("a bare code before a preposition", "504 after 30 s", &[(CodeKind::Http, 504)]),
            ("exit code", "exited with code 1: boom", &[(CodeKind::Exit, 1)]),
            ("exit code label", "Exit Code: 137", &[(CodeKind::Exit, 137)]),
            ("exit zero", "exit status 0", &[(CodeKind::Exit, 0)]),
            ("non-zero exit", "returned non-zero exit status", &[(CodeKind::Exit, 1)]),
            ("success", "HTTP/2 200", &[(CodeKind::Http, 200)]),
            ("a measure is no code", "took 450 ms", &[]),
            ("a bare code at the end", "Still 502", &[(CodeKind::Http, 502)]),
        ];
        for (rule, text, expected) in rows {
            let found: Vec<(CodeKind, u16)> =
                codes(text).into_iter().map(|c| (c.kind, c.value)).collect();
            assert_eq!(found, expected, "{rule}: {text}");
        }
    }
}
