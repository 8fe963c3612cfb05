//! The judgements a pattern passes on what it found: is this value really a secret?
//!
//! A regex can say "a value follows a key named `*token*`"; only a look at the value (and at the
//! key) can say that `max_tokens=1024`, `token_url=https://…`, `password = get_password()` and
//! `secretName: db-credentials` hold no secret. Placeholders are handled before any of these by
//! the engine (see `placeholder::is_placeholder`).

use super::descriptive::has_descriptive_key;
use crate::secrets::value::{is_reference, is_wordy, looks_like_code, looks_random};

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
        password_after_colon(found) && !is_tag_after_colon(found)
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

/// A password in SQL or a credential file: quoted (groups 1–2) as [`password`], unquoted as
/// [`password_after_colon`] (`IDENTIFIED BY the` is prose).
pub(crate) fn quoted_or_strict(found: &Found<'_>) -> bool {
    if found.group <= 2 {
        password(found)
    } else {
        password_after_colon(found)
    }
}

/// A token, key or secret value: eight or more characters that are not code, a reference, a
/// number, a word or a UUID (bare or behind an id prefix), held by a key that does not merely
/// describe the secret. After a
/// bare `:` (group 4 of an assignment), a YAML tag (`!Ref`, `!vault`, `!secret name`) points
/// elsewhere and is no value.
pub(crate) fn token(found: &Found<'_>) -> bool {
    let value = found.value;
    value.len() >= 8
        && !is_tag_after_colon(found)
        && !is_word_after_colon(found)
        && !value.bytes().all(|b| b.is_ascii_digit())
        && !is_wordy(value)
        && !is_uuid(value)
        && !is_prefixed_uuid(value)
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
        && !is_prefixed_uuid(value)
        && !looks_like_code(value, found.after)
        && !is_reference(value)
}

/// A value behind a generic secret-named key: it must look machine-generated.
pub(crate) fn random(found: &Found<'_>) -> bool {
    !is_tag_after_colon(found)
        && looks_random(found.value, 16)
        && !is_uuid(found.value)
        && !has_descriptive_key(found.matched)
}

/// A token after `Bearer`, where prose ("bearer authentication") is common: random-looking, or
/// long and not a word.
pub(crate) fn bearer(found: &Found<'_>) -> bool {
    let value = found.value;
    looks_random(value, 12) || (value.len() >= 20 && !is_wordy(value) && !is_uuid(value))
}

/// A token as a URL's whole userinfo: random-looking, and not a UUID.
pub(crate) fn userinfo_token(found: &Found<'_>) -> bool {
    looks_random(found.value, 16) && !is_uuid(found.value)
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

/// The value of a `Set-Cookie`: random-looking (as after `Bearer`), or not a word behind a
/// session-like cookie name. Preferences (`theme=dark`, `lang=en-US`) stay.
pub(crate) fn set_cookie(found: &Found<'_>) -> bool {
    let name = found.matched[..found.matched.len() - found.value.len()]
        .rsplit(|c: char| c == ':' || c.is_ascii_whitespace())
        .next()
        .unwrap_or("");
    bearer(found) || (is_session_name(name) && found.value.len() >= 8 && !is_wordy(found.value))
}

/// A cookie or field name that holds a session: `sid`, `sessionid`, `_gh_sess`,
/// `next-auth.session-token`, `csrftoken`, `remember_me`.
fn is_session_name(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    [
        "sess", "sid", "csrf", "xsrf", "remember", "auth", "token", "jwt",
    ]
    .iter()
    .any(|word| lower.contains(word))
}

/// A value in a `name`/`key` field's sibling `value` field (Kubernetes env, XML `<add key=…
/// value=…/>`, JSON name/value lists): the name takes the place of the key, so `check` judges
/// the value as if it were assigned to the name.
fn sibling(found: &Found<'_>, check: fn(&Found<'_>) -> bool) -> bool {
    let name = sibling_name(found.matched);
    check(&Found {
        matched: name,
        ..*found
    })
}

/// The name in a sibling match: after `name`/`key`, its separator and an opening quote.
fn sibling_name(matched: &str) -> &str {
    let start = matched.find([':', '=']).map_or(matched.len(), |at| at + 1);
    let rest = matched[start..].trim_start_matches([' ', '\t', '"', '\'', '\\']);
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
        .unwrap_or(rest.len());
    &rest[..end]
}

pub(crate) fn sibling_password(found: &Found<'_>) -> bool {
    sibling(found, password)
}

pub(crate) fn sibling_token(found: &Found<'_>) -> bool {
    sibling(found, token)
}

pub(crate) fn sibling_random(found: &Found<'_>) -> bool {
    sibling(found, random)
}

/// A session cookie in a JSON cookie object; a name that also says `secret`, `key` or `pass`
/// is an environment variable (`SESSION_SECRET`), left to the assignment kinds.
pub(crate) fn sibling_cookie(found: &Found<'_>) -> bool {
    let name = sibling_name(found.matched).to_ascii_lowercase();
    !["secret", "key", "pass"]
        .iter()
        .any(|word| name.contains(word))
        && session(found)
}

/// A query-string value: eight or more characters, neither a word, a number nor a URL.
pub(crate) fn query_value(found: &Found<'_>) -> bool {
    let value = found.value;
    value.len() >= 8
        && !is_wordy(value)
        && !value.bytes().all(|b| b.is_ascii_digit())
        && !is_reference(value)
}

/// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in hex: an identifier minted by a system, which
/// redaction leaves alone (README, "What it leaves alone, on purpose").
fn is_uuid(value: &str) -> bool {
    value.len() == 36
        && value.bytes().enumerate().all(|(i, b)| match i {
            8 | 13 | 18 | 23 => b == b'-',
            _ => b.is_ascii_hexdigit(),
        })
}

/// A UUID behind a short identifier prefix (`ackrite-…`, `sess_…`, `node01-…`): an id that a
/// system minted, not a session secret.
fn is_prefixed_uuid(value: &str) -> bool {
    value.len() > 37 && value.is_char_boundary(value.len() - 36) && {
        let (prefix, uuid) = value.split_at(value.len() - 36);
        is_uuid(uuid)
            && prefix.len() <= 24
            && prefix.ends_with(['-', '_', ':', '.'])
            && prefix
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b':' | b'.'))
    }
}

/// A YAML tag after an assignment's bare `:` (its group 4).
fn is_tag_after_colon(found: &Found<'_>) -> bool {
    found.group == 4 && is_yaml_tag(found.value)
}

/// A word after an assignment's bare `:`, `|` or tab (its group 4), as documentation tables
/// and prose write them (`| api_key | Required. |`, `Token: Bearer`): letters, perhaps closed by
/// punctuation, that do not look random.
fn is_word_after_colon(found: &Found<'_>) -> bool {
    let word = found
        .value
        .trim_end_matches(['.', ',', ':', ';', '!', '?', ')']);
    found.group == 4 && word.bytes().all(|b| b.is_ascii_alphabetic()) && !looks_random(word, 16)
}

/// `!Tag` (YAML): `!Ref Name`, `!vault |`, `!secret name`, `!env_var X`.
fn is_yaml_tag(value: &str) -> bool {
    value
        .strip_prefix('!')
        .is_some_and(|tag| tag.starts_with(|c: char| c.is_ascii_alphabetic()))
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
    fn base64_decodes() {
        assert_eq!(
            decode_base64("dXNlcjpwYXNz").as_deref(),
            Some(&b"user:pass"[..])
        );
        assert_eq!(decode_base64("not base64!"), None);
    }
}
