//! A claim cut into the assertions it makes (`docs/judgement.md`, "Compound claims").
//!
//! Why: "the export fails because the bucket policy denies PutObject" asserts two things, a
//! symptom and a cause, and strong evidence of the symptom says nothing about the cause. Judged
//! as one block, the symptom's proof would carry the guess. So a claim is split, in this order:
//! semicolons; the diagnosis-and-fix form (", and … fixes it"); causal forms ("because",
//! "caused by", "leads to", ", so", …), which always split; then a comma or "and" — only where
//! the words on both sides of it, up to the nearest separator, each hold a verb ([`super::verbs`]),
//! so "retries on 502, 503 and 504" stays one assertion. Forms nest: each side is split again.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use regex::Regex;

use super::verbs::has_verb;
use crate::words;

/// What a part is to the claim it came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    /// An assertion on its own, or one of several joined by "and".
    Assertion,
    /// The named cause of a causal claim.
    Cause,
    /// The effect a cause is said to produce, or the problem a fix is said to fix.
    Effect,
    /// The change a diagnosis-and-fix claim says fixes the problem.
    Fix,
}

/// One assertion of a claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// The claim's own words for it.
    pub text: String,
    pub role: Role,
    /// Its content words (`crate::words::content_words`).
    pub words: BTreeSet<String>,
}

/// A cause and the effect it is said to produce: part indices on each side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CausalLink {
    pub causes: Vec<usize>,
    pub effects: Vec<usize>,
}

/// A claim as a list of parts (one for a claim of one assertion) and its causal links.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimParts {
    pub parts: Vec<Part>,
    pub links: Vec<CausalLink>,
}

impl ClaimParts {
    pub fn is_compound(&self) -> bool {
        self.parts.len() > 1
    }
}

/// Split `claim` into its parts.
pub fn split(claim: &str) -> ClaimParts {
    let mut out = ClaimParts {
        parts: Vec::new(),
        links: Vec::new(),
    };
    node(claim, Role::Assertion, &mut out);
    if out.parts.is_empty() {
        out.parts.push(part(claim, Role::Assertion));
        out.links.clear();
    }
    out
}

fn part(text: &str, role: Role) -> Part {
    Part {
        text: tidy(text).to_owned(),
        role,
        words: words::content_words(text),
    }
}

/// Splits `text` by the first form that applies, recursing into each side; returns the indices
/// of the parts it added.
fn node(text: &str, role: Role, out: &mut ClaimParts) -> Vec<usize> {
    let pieces: Vec<&str> = text.split(';').filter(|p| !tidy(p).is_empty()).collect();
    if pieces.len() > 1 {
        return pieces
            .into_iter()
            .flat_map(|p| node(p, role, out))
            .collect();
    }
    if let Some((diagnosis, fix)) = split_fix(text) {
        let mut added = node(diagnosis, Role::Effect, out);
        added.extend(node(fix, Role::Fix, out));
        return added;
    }
    if let Some(causal) = split_causal(text) {
        let (left_role, right_role) = if causal.cause_first {
            (Role::Cause, Role::Effect)
        } else {
            (Role::Effect, Role::Cause)
        };
        let left = node(causal.left, left_role, out);
        let right = node(causal.right, right_role, out);
        let (causes, effects) = if causal.cause_first {
            (left.clone(), right.clone())
        } else {
            (right.clone(), left.clone())
        };
        if !causes.is_empty() && !effects.is_empty() {
            out.links.push(CausalLink { causes, effects });
        }
        return left.into_iter().chain(right).collect();
    }
    let mut added = Vec::new();
    for piece in split_conjunction(text) {
        if tidy(piece).is_empty() {
            continue;
        }
        // A stretch that says it fixes the problem is a fix wherever it stands ("X; raising it
        // fixes it", or a claim that is only a fix).
        let role = if role == Role::Assertion && is_fix(piece) {
            Role::Fix
        } else {
            role
        };
        added.push(out.parts.len());
        out.parts.push(part(piece, role));
    }
    added
}

/// Trimmed of whitespace and of the punctuation a split leaves at either end.
fn tidy(text: &str) -> &str {
    text.trim_matches(|c: char| c.is_whitespace() || matches!(c, '.' | ',' | ';' | ':' | '!'))
}

/// "…, and Z fixes it": the fix is a clause that says it fixes or resolves the problem.
static FIX_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:fix|fixes|fixed|resolve|resolves|resolved|solve|solves|solved|cure|cures)\s+(?:it|them|this|that|these|those|the|our|all|every|each)\b",
    )
    .expect("valid regex")
});

/// True when `text` says that something fixes the problem.
fn is_fix(text: &str) -> bool {
    FIX_CLAUSE.is_match(text)
}

/// Where a diagnosis-and-fix claim divides: the last ", and " before the fix clause, else the
/// first " and " before it — either only when the diagnosis before it holds a verb of its own,
/// so "the read and write timeouts … fix it" is one fix, not two parts.
fn split_fix(text: &str) -> Option<(&str, &str)> {
    let fix = FIX_CLAUSE.find(text)?;
    let head = &text[..fix.start()];
    let lower = head.to_ascii_lowercase();
    let (at, width) = match lower.rfind(", and ") {
        Some(at) => (at, ", and ".len()),
        None => (lower.find(" and ")?, " and ".len()),
    };
    let (diagnosis, fix) = (&text[..at], &text[at + width..]);
    (has_verb(diagnosis) && !tidy(fix).is_empty()).then_some((diagnosis, fix))
}

/// A causal form found in a text: what lies on either side, and which side is the cause.
struct Causal<'t> {
    left: &'t str,
    right: &'t str,
    cause_first: bool,
}

/// The causal forms. `cause_first` says whether the cause is written before the marker
/// ("X causes Y") or after it ("Y because X"). A leading ", which" belongs to the marker.
static CAUSAL: LazyLock<Vec<(Regex, bool)>> = LazyLock::new(|| {
    let form = |pattern: &str, cause_first: bool| {
        (
            Regex::new(&format!(r"(?i)(?:,?\s*\bwhich\s+)?\b(?:{pattern})\b"))
                .expect("valid regex"),
            cause_first,
        )
    };
    vec![
        form(r"because\s+of|because|due\s+to", false),
        form(
            r"(?:is|are|was|were|been|being|be)?\s*(?:caused|triggered)\s+by",
            false,
        ),
        form(r"causes|caused|cause", true),
        form(r"leads\s+to|lead\s+to|led\s+to|leading\s+to", true),
        form(
            r"results\s+in|result\s+in|resulted\s+in|resulting\s+in",
            true,
        ),
        form(r"is\s+why", true),
    ]
});

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

fn split_causal(text: &str) -> Option<Causal<'_>> {
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
    for (pattern, cause_first) in CAUSAL.iter() {
        for found in pattern.find_iter(text) {
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

/// A comma or "and" (", and" is one separator) outside parentheses, quotes and backticks, and a
/// comma not inside a number (`1,000`).
fn separators(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let lower = text.to_ascii_lowercase();
    let mut found = Vec::new();
    let mut depth = 0i32;
    let mut quoted = false;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b'`' | b'"' => quoted = !quoted,
            _ => {}
        }
        if depth > 0 || quoted {
            i += 1;
            continue;
        }
        if bytes[i] == b',' {
            let in_number = i > 0
                && bytes[i - 1].is_ascii_digit()
                && bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
            if !in_number {
                let end = if lower[i..].starts_with(", and ") {
                    i + ", and ".len()
                } else {
                    i + 1
                };
                found.push((i, end));
                i = end;
                continue;
            }
        } else if lower[i..].starts_with(" and ") {
            found.push((i, i + " and ".len()));
            i += " and ".len();
            continue;
        }
        i += 1;
    }
    found
}

/// The pieces of `text` between the separators that split: those with a verb in the words on
/// both sides, up to the neighbouring separators.
fn split_conjunction(text: &str) -> Vec<&str> {
    let seps = separators(text);
    if seps.is_empty() {
        return vec![text];
    }
    let mut bounds = vec![0];
    for &(start, end) in &seps {
        bounds.push(start);
        bounds.push(end);
    }
    bounds.push(text.len());
    // Segment k lies between bounds[2k] and bounds[2k + 1].
    let segment = |k: usize| &text[bounds[2 * k]..bounds[2 * k + 1]];
    let mut pieces = Vec::new();
    let mut piece_start = 0;
    for (k, &(start, end)) in seps.iter().enumerate() {
        if has_verb(segment(k)) && has_verb(segment(k + 1)) {
            pieces.push(&text[piece_start..start]);
            piece_start = end;
        }
    }
    pieces.push(&text[piece_start..]);
    pieces
}

#[cfg(test)]
mod tests {
    use super::{split, Role};

    fn texts(claim: &str) -> Vec<String> {
        split(claim).parts.into_iter().map(|p| p.text).collect()
    }

    #[test]
    fn claims_split_into_their_assertions() {
        let rows: &[(&str, &str, &[&str])] = &[
            (
                "one assertion is one part",
                "The orders table has a unique index on external_ref.",
                &["The orders table has a unique index on external_ref"],
            ),
            (
                "semicolon",
                "Disk usage is above 90%; autovacuum has not run since Monday.",
                &["Disk usage is above 90%", "autovacuum has not run since Monday"],
            ),
            (
                "because: effect then cause",
                "The nightly export job fails because the S3 bucket policy denies PutObject.",
                &[
                    "The nightly export job fails",
                    "the S3 bucket policy denies PutObject",
                ],
            ),
            (
                "causes",
                "Connection pool exhaustion causes the 504s on the checkout endpoint.",
                &[
                    "Connection pool exhaustion",
                    "the 504s on the checkout endpoint",
                ],
            ),
            (
                "comma so",
                "The app serves traffic before migrations finish, so pods are killed.",
                &["The app serves traffic before migrations finish", "pods are killed"],
            ),
            (
                "so that is purpose, not cause",
                "The worker sleeps between polls so that the queue is not hammered.",
                &["The worker sleeps between polls so that the queue is not hammered"],
            ),
            (
                "diagnosis and fix, nested with caused by",
                "The deadlock is caused by locking accounts in request order, and sorting the IDs before locking fixes it.",
                &[
                    "The deadlock",
                    "locking accounts in request order",
                    "sorting the IDs before locking fixes it",
                ],
            ),
            (
                "verbs on both sides split",
                "The payments worker fails on startup, the retry queue is growing and the checkout API returns 503.",
                &[
                    "The payments worker fails on startup",
                    "the retry queue is growing",
                    "the checkout API returns 503",
                ],
            ),
            (
                "nouns joined stay one part",
                "The importer accepts CSV, TSV and XLSX.",
                &["The importer accepts CSV, TSV and XLSX"],
            ),
            (
                "a verb after an article is a noun",
                "The read and write timeouts of the server are 15 seconds.",
                &["The read and write timeouts of the server are 15 seconds"],
            ),
            (
                "status codes listed",
                "The decorator retries only on 502, 503 and 504.",
                &["The decorator retries only on 502, 503 and 504"],
            ),
            (
                "a leading causal marker divides at the first comma",
                "Due to the missing index on orders.customer_id, the orders query is slow.",
                &["the missing index on orders.customer_id", "the orders query is slow"],
            ),
            (
                "so without a comma, between two clauses",
                "The cache is stale so users see old prices.",
                &["The cache is stale", "users see old prices"],
            ),
            (
                "which belongs to the marker",
                "The checkout API returns 502, which causes the retries.",
                &["The checkout API returns 502", "the retries"],
            ),
            (
                "a marker inside quotes is quoted text",
                "The error message says \"failed because of timeout\" on retry.",
                &["The error message says \"failed because of timeout\" on retry"],
            ),
            (
                "due to before a verb is a schedule",
                "The release is due to ship on Friday.",
                &["The release is due to ship on Friday"],
            ),
            (
                "a fix without a diagnosis is one part",
                "Setting the read and write timeouts to 60s fixes the timeouts.",
                &["Setting the read and write timeouts to 60s fixes the timeouts"],
            ),
            (
                "a fix of a named problem",
                "The memory limit is too low, and raising it to 1Gi fixes the OOMKills.",
                &["The memory limit is too low", "raising it to 1Gi fixes the OOMKills"],
            ),
            (
                "plural subjects with base-form verbs split",
                "Pods restart every 5 minutes and the liveness probe fails.",
                &["Pods restart every 5 minutes", "the liveness probe fails"],
            ),
            (
                "the cause of is a noun phrase, not a split",
                "The cause of the outage is unknown.",
                &["The cause of the outage is unknown"],
            ),
        ];
        for (rule, claim, expected) in rows {
            assert_eq!(texts(claim), *expected, "{rule}");
        }
    }

    #[test]
    fn roles_and_links() {
        let parts = split("The export test is flaky because of a shared tmp dir, and giving each worker its own tmp_path fixes it.");
        let roles: Vec<Role> = parts.parts.iter().map(|p| p.role).collect();
        assert_eq!(roles, vec![Role::Effect, Role::Cause, Role::Fix]);
        assert_eq!(parts.links.len(), 1);
        assert_eq!(parts.links[0].causes, vec![1]);
        assert_eq!(parts.links[0].effects, vec![0]);
        let plain = split("The canary pods run image v5.2.1 and receive 5% of traffic.");
        assert!(plain.links.is_empty());
        assert!(plain.parts.iter().all(|p| p.role == Role::Assertion));
        assert_eq!(plain.parts.len(), 2);
    }
}
