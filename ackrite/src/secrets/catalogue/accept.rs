//! The judgements a pattern passes on what it found: is this value really a secret?
//!
//! A regex can say "a value follows a key named `*token*`"; only a look at the value (and at the
//! key) can say that `max_tokens=1024`, `token_url=https://…`, `password = get_password()` and
//! `secretName: db-credentials` hold no secret. Placeholders are handled before any of these by
//! the engine (see `placeholder::is_placeholder`).

use std::sync::LazyLock;

use crate::secrets::placeholder::{is_reference, is_wordy, looks_like_code, looks_random};

/// What a pattern found, as its `accept` function sees it.
pub(crate) struct Found<'t> {
    /// The whole match: key, separator and value.
    pub matched: &'t str,
    /// The value that would be replaced.
    pub value: &'t str,
    /// The text that follows the value (to tell `get_password()` from `get_password`).
    pub after: &'t str,
    /// The capture group that held the value (0: the whole match); it tells a pattern's
    /// shapes apart (quoted, after `=`, after a bare `:`).
    pub group: usize,
}

/// Key segments that describe a secret rather than hold one (`token_url`, `password_policy`,
/// `max_tokens`, `secret_name`, `key_id`).
const DESCRIPTIVE_SEGMENTS: &[&str] = &[
    "tokens",
    "tokenizer",
    "type",
    "url",
    "uri",
    "endpoint",
    "expiry",
    "expires",
    "expiration",
    "expire",
    "ttl",
    "length",
    "len",
    "count",
    "max",
    "min",
    "limit",
    "size",
    "path",
    "file",
    "dir",
    "name",
    "names",
    "id",
    "ids",
    "header",
    "field",
    "hash",
    "hashed",
    "digest",
    "checksum",
    "sha",
    "policy",
    "format",
    "version",
    "enabled",
    "enable",
    "required",
    "mode",
    "timeout",
    "prefix",
    "hint",
    "label",
    "placeholder",
    "provider",
    "ref",
    "kind",
    "schema",
    "usage",
    "rotation",
    "algorithm",
    "alg",
    "reset",
    "prompt",
    "strength",
    "history",
    "manager",
    "hasher",
    "validator",
    "validation",
    "rule",
    "rules",
    "changed",
    "regex",
    "pattern",
    "input",
    "env",
    "var",
    "source",
    "location",
    "store",
    "arn",
    "index",
    "scope",
    "scopes",
    "method",
    "lifetime",
    "duration",
    "secs",
    "seconds",
    "age",
    "days",
    "reference",
    "list",
    "help",
    "description",
    "title",
    "text",
    "message",
    "error",
    "filename",
    "generator",
    "length",
];

/// Accepts anything that is not a placeholder (the engine already checked that).
pub(crate) fn any(_: &Found<'_>) -> bool {
    true
}

/// A password: anything of three or more characters that is not code, a reference, a short
/// number (`password_max_length: 128`) or held by a descriptive key.
pub(crate) fn password(found: &Found<'_>) -> bool {
    let value = found.value;
    let short_number = value.len() < 6 && value.bytes().all(|b| b.is_ascii_digit());
    (value.len() >= 12 || value.chars().count() >= 3)
        && !short_number
        && !looks_like_code(value, found.after)
        && !is_reference(value)
        && !has_descriptive_key(found.matched)
}

/// A password after a bare `:`, where prose (`Password: click the link`) and type annotations
/// (`password: String`) look the same as YAML: letters alone are not taken as a password.
pub(crate) fn password_after_colon(found: &Found<'_>) -> bool {
    password(found) && !found.value.bytes().all(|b| b.is_ascii_alphabetic())
}

/// A password in an assignment: groups 1–3 (quoted, after `=`) as [`password`], group 4 (after
/// a bare `:`) as [`password_after_colon`].
pub(crate) fn password_by_shape(found: &Found<'_>) -> bool {
    if found.group == 4 {
        password_after_colon(found)
    } else {
        password(found)
    }
}

/// A command-line flag's value: groups 1–3 (`--password=…`) as [`password`], groups 4–6
/// (`--password …`, where prose looks the same) as [`password_after_colon`].
pub(crate) fn flag_by_shape(found: &Found<'_>) -> bool {
    if found.group >= 4 {
        password_after_colon(found)
    } else {
        password(found)
    }
}

/// A token, key or secret value: eight or more characters that are not code, a reference, a
/// number, a word or a UUID, held by a key that does not merely describe the secret.
pub(crate) fn token(found: &Found<'_>) -> bool {
    let value = found.value;
    value.len() >= 8
        && !value.bytes().all(|b| b.is_ascii_digit())
        && !is_wordy(value)
        && !is_uuid(value)
        && !looks_like_code(value, found.after)
        && !is_reference(value)
        && !has_descriptive_key(found.matched)
}

/// A session id: like [`token`], but its key (`session_id`) is descriptive by nature, and it
/// is at least 16 characters long.
pub(crate) fn session(found: &Found<'_>) -> bool {
    let value = found.value;
    value.len() >= 16
        && !value.bytes().all(|b| b.is_ascii_digit())
        && !is_wordy(value)
        && !is_uuid(value)
        && !looks_like_code(value, found.after)
        && !is_reference(value)
}

/// A value behind a generic secret-named key: it must look machine-generated.
pub(crate) fn random(found: &Found<'_>) -> bool {
    looks_random(found.value, 16) && !is_uuid(found.value) && !has_descriptive_key(found.matched)
}

/// A token after `Bearer`, where prose ("bearer authentication") is common: random-looking, or
/// long and not a word.
pub(crate) fn bearer(found: &Found<'_>) -> bool {
    let value = found.value;
    looks_random(value, 12) || (value.len() >= 20 && !is_wordy(value) && !is_uuid(value))
}

/// A `Basic` credential: base64 that decodes to printable `user:password`.
pub(crate) fn basic_credentials(found: &Found<'_>) -> bool {
    decode_base64(found.value).is_some_and(|bytes| {
        bytes.contains(&b':') && bytes.iter().all(|b| (0x20..0x7f).contains(b))
    })
}

/// A cookie header value: at least one `name=value` pair.
pub(crate) fn cookie_pairs(found: &Found<'_>) -> bool {
    found.value.contains('=')
}

/// A query-string value: eight or more characters, neither a word, a number nor a URL.
pub(crate) fn query_value(found: &Found<'_>) -> bool {
    let value = found.value;
    value.len() >= 8
        && !is_wordy(value)
        && !value.bytes().all(|b| b.is_ascii_digit())
        && !is_reference(value)
}

/// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in hex: an identifier, which the SPEC leaves alone.
fn is_uuid(value: &str) -> bool {
    value.len() == 36
        && value.bytes().enumerate().all(|(i, b)| match i {
            8 | 13 | 18 | 23 => b == b'-',
            _ => b.is_ascii_hexdigit(),
        })
}

/// True when the key in front of the value has a segment from [`DESCRIPTIVE_SEGMENTS`].
fn has_descriptive_key(matched: &str) -> bool {
    let start = matched
        .find(|c: char| c.is_ascii_alphanumeric())
        .unwrap_or(matched.len());
    let key_len = matched[start..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
        .unwrap_or(matched.len() - start);
    key_segments(&matched[start..start + key_len]).any(is_descriptive)
}

/// [`DESCRIPTIVE_SEGMENTS`], each packed into an integer and sorted for a binary search: the
/// list is checked for every candidate value, thousands of times in a dense input, and
/// integer comparisons cost a fraction of string comparisons.
static DESCRIPTIVE: LazyLock<Vec<u128>> = LazyLock::new(|| {
    let mut sorted: Vec<u128> = DESCRIPTIVE_SEGMENTS
        .iter()
        .filter_map(|s| packed(s))
        .collect();
    sorted.sort_unstable();
    sorted.dedup();
    sorted
});

/// Up to 16 bytes, lowercased, as one integer (`None` when longer).
fn packed(segment: &str) -> Option<u128> {
    let mut bytes = [0u8; 16];
    let slot = bytes.get_mut(..segment.len())?;
    for (to, from) in slot.iter_mut().zip(segment.bytes()) {
        *to = from.to_ascii_lowercase();
    }
    Some(u128::from_le_bytes(bytes))
}

/// True when `segment` is one of [`DESCRIPTIVE_SEGMENTS`], in any case.
fn is_descriptive(segment: &str) -> bool {
    packed(segment).is_some_and(|key| DESCRIPTIVE.binary_search(&key).is_ok())
}

/// `maxTokens` → `max`, `Tokens`; `SECRET_NAME` → `SECRET`, `NAME`; `api-key.id` → `api`,
/// `key`, `id`. Separators and lower-to-upper case changes split a key.
fn key_segments(key: &str) -> impl Iterator<Item = &str> {
    let bytes = key.as_bytes();
    let mut start = 0;
    let mut pos = 0;
    std::iter::from_fn(move || {
        while pos < bytes.len() {
            let b = bytes[pos];
            if !b.is_ascii_alphanumeric() {
                let segment = &key[start..pos];
                pos += 1;
                start = pos;
                if !segment.is_empty() {
                    return Some(segment);
                }
                continue;
            }
            let case_change = pos > start
                && b.is_ascii_uppercase()
                && (bytes[pos - 1].is_ascii_lowercase() || bytes[pos - 1].is_ascii_digit());
            if case_change {
                let segment = &key[start..pos];
                start = pos;
                pos += 1;
                return Some(segment);
            }
            pos += 1;
        }
        if start < bytes.len() {
            let segment = &key[start..];
            start = bytes.len();
            return Some(segment);
        }
        None
    })
}

/// Standard or URL-safe base64, padding optional; `None` when it is not base64.
fn decode_base64(text: &str) -> Option<Vec<u8>> {
    let text = text.trim_end_matches('=');
    let mut bits: u32 = 0;
    let mut count = 0;
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for b in text.bytes() {
        let v = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(v);
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push(((bits >> count) & 0xff) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_split_into_segments() {
        let split = |key| key_segments(key).collect::<Vec<_>>();
        assert_eq!(split("maxTokens"), ["max", "Tokens"]);
        assert_eq!(split("SECRET_NAME"), ["SECRET", "NAME"]);
        assert_eq!(split("x-api-key.id"), ["x", "api", "key", "id"]);
        assert_eq!(split("--db-password"), ["db", "password"]);
    }

    #[test]
    fn descriptive_segments_are_found_in_any_case() {
        assert!(DESCRIPTIVE_SEGMENTS
            .iter()
            .all(|segment| segment.len() <= 16 && is_descriptive(segment)));
        assert!(is_descriptive("URL") && is_descriptive("Tokens"));
        assert!(!is_descriptive("password") && !is_descriptive("a_very_long_segment_name"));
    }

    #[test]
    fn base64_decodes() {
        assert_eq!(
            decode_base64("dXNlcjpwYXNz").as_deref(),
            Some(&b"user:pass"[..])
        );
        assert_eq!(decode_base64("not base64!"), None);
    }
}
