//! What a value looks like: random key material, a word, code, or a pointer to a secret.
//!
//! The generic rules (a secret-named key with an arbitrary value) need to tell a random value
//! from an ordinary word, identifier, call or path; these are those tests, shared by the
//! catalogue's value checks (`catalogue::accept`).

/// The first occurrence of `needle` in `value`. (By hand on short values: `str::find` with a
/// string sets up a two-way searcher per call, which costs more than the search itself there,
/// and these checks run on every candidate.)
pub(crate) fn find(value: &str, needle: &str) -> Option<usize> {
    if value.len() > 64 {
        // Long values: the SIMD `contains` rules most of them out before a search.
        return if value.contains(needle) {
            value.find(needle)
        } else {
            None
        };
    }
    let (hay, needle) = (value.as_bytes(), needle.as_bytes());
    let first = *needle.first()?;
    (0..hay.len()).find(|&at| hay[at] == first && hay[at..].starts_with(needle))
}

/// Bits of Shannon entropy per byte of `value`.
pub(crate) fn entropy(value: &str) -> f64 {
    let mut counts = [0u32; 256];
    for b in value.bytes() {
        counts[usize::from(b)] += 1;
    }
    let n = value.len() as f64;
    if n == 0.0 {
        return 0.0;
    }
    counts
        .iter()
        .filter(|&&c| c > 0)
        .map(|&c| {
            let p = f64::from(c) / n;
            -p * p.log2()
        })
        .sum()
}

/// True for a value that reads like machine-generated key material rather than a word, an
/// identifier, a number, a path or a sentence: at least `min_len` token characters, letters and
/// digits mixed (or upper and lower case evenly mixed), and enough entropy per character.
///
/// A random token without a single digit and with lopsided case is possible but rare (well under
/// 1% for 20 base62 characters); the generic rules accept missing it, because the alternative is
/// redacting every long identifier that sits behind a key named `*_key`.
pub(crate) fn looks_random(value: &str, min_len: usize) -> bool {
    let len = value.len();
    if len < min_len {
        return false;
    }
    if !value
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"+/=_.~-".contains(&b))
    {
        return false;
    }
    let lower = value.bytes().filter(u8::is_ascii_lowercase).count();
    let upper = value.bytes().filter(u8::is_ascii_uppercase).count();
    let digits = value.bytes().filter(u8::is_ascii_digit).count();
    let letters = lower + upper;
    if letters == 0 {
        return false;
    }
    if digits == 0 && (lower < 3 || upper < 3 || upper * 5 < letters || lower * 5 < letters) {
        return false;
    }
    let threshold = if len >= 24 { 3.5 } else { 3.0 };
    entropy(value) >= threshold
}

/// True for a value built only from lowercase letters and word separators (`db-credentials`,
/// `my_secret_name`, `strict`): names and words, not key material.
pub(crate) fn is_wordy(value: &str) -> bool {
    value
        .bytes()
        .all(|b| b.is_ascii_lowercase() || matches!(b, b'-' | b'_' | b'.' | b' '))
}

/// True for a value that is code rather than data: a call (`get_password()`), an index
/// (`os.environ[`), a path expression (`config.password`, `Secret::new`), or a type name.
pub(crate) fn looks_like_code(value: &str, after: &str) -> bool {
    if after.starts_with(['(', '[', '.'])
        || find(value, "::").is_some()
        || find(value, "->").is_some()
    {
        return true;
    }
    if let Some(pos) = value.bytes().position(|b| b == b'(' || b == b'[') {
        let head = &value[..pos];
        if head.is_empty() || is_identifier_path(head) {
            return true;
        }
    }
    // `config.password`, `self.api_key`: dotted identifiers without digits.
    value.contains('.') && !value.bytes().any(|b| b.is_ascii_digit()) && is_identifier_path(value)
}

/// `a`, `a.b`, `a_b.c_d`: segments that are identifiers, each short enough to be a name.
fn is_identifier_path(value: &str) -> bool {
    value.split('.').all(|segment| {
        let mut bytes = segment.bytes();
        matches!(bytes.next(), Some(b) if b.is_ascii_alphabetic() || b == b'_')
            && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && segment.len() <= 32
    })
}

/// True for a URL or a filesystem path in lowercase segments (`/run/secrets/db`, `./certs/key`):
/// a pointer to a secret, not the secret.
pub(crate) fn is_reference(value: &str) -> bool {
    if let Some(pos) = find(value, "://") {
        let scheme = &value[..pos];
        if !scheme.is_empty()
            && scheme
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"+.-".contains(&b))
        {
            return true;
        }
    }
    let path = value
        .strip_prefix("~/")
        .or_else(|| value.strip_prefix("./"))
        .or_else(|| value.strip_prefix("../"))
        .or_else(|| value.strip_prefix('/'));
    match path {
        Some(rest) => rest
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"/._-".contains(&b)),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn randomness_separates_keys_from_names() {
        let rows: &[(&str, bool, &str)] = &[
            ("q7Hk2LmP9xVb3NcR", true, "base62 with digits"),
            ("9f86d081884c7d659a2feaa0c55ad015", true, "hex material"),
            ("qHkLmPxVbNcRtWzJ", true, "mixed case letters only"),
            ("get_password_hash", false, "snake_case identifier"),
            ("someIdentifierName", false, "camelCase identifier"),
            ("1700000000000000", false, "a number"),
            ("user:1234:profile", false, "cache key with colons"),
            ("short1A", false, "too short"),
        ];
        for (value, expected, rule) in rows {
            assert_eq!(looks_random(value, 16), *expected, "{rule}: {value}");
        }
    }
}
