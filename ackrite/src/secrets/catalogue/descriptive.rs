//! Keys that describe a secret rather than hold one: `token_url`, `password_policy`,
//! `max_tokens`, `secret_name`, `key_id`. A value behind such a key is a setting, a name or a
//! pointer, so the assignment rules skip it.

use std::sync::LazyLock;

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

/// True when the key in front of the value has a segment from [`DESCRIPTIVE_SEGMENTS`].
pub(crate) fn has_descriptive_key(matched: &str) -> bool {
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
pub(crate) fn is_descriptive(segment: &str) -> bool {
    packed(segment).is_some_and(|key| DESCRIPTIVE.binary_search(&key).is_ok())
}

/// `maxTokens` → `max`, `Tokens`; `SECRET_NAME` → `SECRET`, `NAME`; `api-key.id` → `api`,
/// `key`, `id`. Separators and lower-to-upper case changes split a key.
pub(crate) fn key_segments(key: &str) -> impl Iterator<Item = &str> {
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
}
