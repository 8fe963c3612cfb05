//! The redaction engine and its catalogue of secret formats (README, "Redaction").
//!
//! Every string Ackrite returns, and every request string on entry, goes through [`redact`]:
//! a secret is replaced by `[REDACTED:<kind>]`, where the kind names the format
//! (`github_token`, `password_assignment`, `url_credentials`, …) and never any part of the
//! value. Context that explains the text stays: the key of an assignment
//! (`password=[REDACTED:password_assignment]`), the scheme, user, host and database of a
//! connection string (`postgres://app:[REDACTED:url_credentials]@db:5432/orders`), the host of a
//! webhook URL.
//!
//! What stays untouched, on purpose: placeholders and templates, recognised as whole values
//! (`<YOUR_TOKEN>`, `${TOKEN}`, `{{ secrets.X }}`, `changeme`, `xxxx`, `****`,
//! `your-api-key-here`, values ending in `EXAMPLE`), commit SHAs,
//! UUIDs, content hashes and integrity strings, public keys and certificates, prose about
//! passwords, code that merely names a secret (`get_password()`, `api_key_header`), ordinary
//! URLs and query parameters.
//!
//! The parts:
//!
//! - `catalogue`: one documented entry per kind; each entry's patterns carry prefilter
//!   keywords, a reach, how the engine finds them and a value check.
//! - `placeholder`: what a stand-in value looks like, judged on the whole value.
//! - `value`: what a random value, a word, code or a reference looks like.
//! - `keywords`: the single literal pass that finds every keyword hit.
//! - `gate`: cheap looks next to a hit that every match of a pattern needs.
//! - `assignment`: the `key = value` families, read by hand instead of by regex.
//! - `judge`: what a search found, rounded, extended, checked, and merged with its overlaps.
//! - `lines`: line bounds around a keyword hit, and char boundaries.
//! - `cut`: shortening redacted text without splitting a marker.
//! - `rescan`: which lines the second pass must read, and why the rest cannot change.
//! - `scan`: the engine — the keyword pass, patterns run in windows around their gated
//!   hits, assignments read at theirs, overlaps merged so the longest secret names the span.
//!   Linear in the input, idempotent, and it never panics (every offset it slices at is a char
//!   boundary the `regex` crate or the engine's own boundary helpers produced).
//!
//! Redaction is a defence in depth. It is pattern-based: it cannot know that an arbitrary
//! word is someone's password, and a format it does not know passes through. It is no
//! permission to send real secrets to a tool.

use std::borrow::Cow;

pub use cut::cut;

mod assignment;
mod catalogue;
mod cut;
mod gate;
mod judge;
mod keywords;
mod lines;
mod placeholder;
mod rescan;
mod scan;
mod value;

#[cfg(test)]
mod carrier_tests;
#[cfg(test)]
mod catalogue_tests;
#[cfg(test)]
mod splitmix;

/// The text of a replacement: `[REDACTED:` + kind + `]`.
const MARKER_OPEN: &str = "[REDACTED:";

/// Most passes a text gets. A pass after the first finds something only where a rejected
/// candidate overlapped a finding and hid a secret behind it (found by property testing and
/// fuzzing); the bound keeps the cost linear whatever the input.
const MAX_PASSES: usize = 4;

/// Replace every secret in `text` by `[REDACTED:<kind>]`. Borrowed when nothing was found.
///
/// Idempotent (`redact(&redact(x)) == redact(x)`) by construction: the text is redacted again
/// until a pass finds nothing, so what is returned is a fixed point. Linear in the length of
/// `text`, and total: any `&str` is a valid input.
///
/// The second pass reads only the lines around what the first replaced, when that gives the
/// same findings as reading everything (see `rescan`): a log with a secret every hundred lines
/// then costs one scan and a few lines, not two scans.
pub fn redact(text: &str) -> Cow<'_, str> {
    redact_with(text, true)
}

/// [`redact`] with every pass reading the whole text: the reference the rescan of some lines
/// is tested against (the property tests and the fuzzer compare the two on every input).
#[doc(hidden)]
pub fn redact_rescanning_everything(text: &str) -> Cow<'_, str> {
    redact_with(text, false)
}

/// Redacts `text`; the second pass reads only the lines `rescan` picks when `some_lines`.
/// Later passes (rare: what a second pass finds is itself rare) read everything.
fn redact_with(text: &str, some_lines: bool) -> Cow<'_, str> {
    let first = scan::findings(text);
    if first.findings.is_empty() {
        return Cow::Borrowed(text);
    }
    let (mut out, replaced) = replace(text, &first.findings);
    for pass in 2..=MAX_PASSES {
        let more = if pass == 2 && some_lines {
            rescan::second(&out, &first, &replaced)
        } else {
            scan::findings(&out)
        };
        if more.findings.is_empty() {
            break;
        }
        out = replace(&out, &more.findings).0;
    }
    Cow::Owned(out)
}

/// `text` with each finding replaced by its marker, and where each marker is in it.
fn replace(text: &str, findings: &[scan::Finding]) -> (String, Vec<(usize, usize)>) {
    let mut out = String::with_capacity(text.len());
    let mut spans = Vec::with_capacity(findings.len());
    let mut copied = 0;
    for finding in findings {
        out.push_str(&text[copied..finding.start]);
        let start = out.len();
        out.push_str(MARKER_OPEN);
        out.push_str(catalogue::CATALOGUE[finding.entry].kind);
        out.push(']');
        spans.push((start, out.len()));
        copied = finding.end;
    }
    out.push_str(&text[copied..]);
    (out, spans)
}

/// The kinds the catalogue knows, for docs and tests, in catalogue order.
pub fn kinds() -> impl Iterator<Item = &'static str> {
    catalogue::CATALOGUE.iter().map(|entry| entry.kind)
}
