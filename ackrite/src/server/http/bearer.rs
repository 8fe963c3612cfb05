//! The bearer-token check in front of `/mcp`.
//!
//! The comparison takes the same time wherever the first differing byte is, so response timing
//! tells an attacker nothing about how much of a guess was right. Only the length can differ in
//! time, and a length is no secret worth a dependency.

use http::header::AUTHORIZATION;
use http::HeaderMap;

use super::config::Credential;

/// The credential whose token the request carries as `Authorization: Bearer <token>`, exactly.
/// The scheme is case-insensitive (RFC 9110); the token is not. Every credential is compared,
/// whichever matches, so the time taken does not tell which one did.
pub fn identify<'c>(headers: &HeaderMap, credentials: &'c [Credential]) -> Option<&'c Credential> {
    let mut values = headers.get_all(AUTHORIZATION).iter();
    let (Some(value), None) = (values.next(), values.next()) else {
        // None, or several: an ambiguous request is not an authorised one.
        return None;
    };
    // Only a UTF-8 value can equal a token, which is a `String`.
    let value = std::str::from_utf8(value.as_bytes()).ok()?;
    let (scheme, given) = value.split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("bearer") {
        return None;
    }
    let given = given.trim_matches(' ').as_bytes();
    credentials.iter().fold(None, |found, credential| {
        let matches = constant_time_eq(given, credential.token.as_bytes());
        found.or(matches.then_some(credential))
    })
}

/// Compares every byte whatever the earlier ones were; `black_box` keeps the optimiser from
/// turning the fold back into an early exit.
fn constant_time_eq(given: &[u8], expected: &[u8]) -> bool {
    if given.len() != expected.len() {
        return false;
    }
    let difference = given
        .iter()
        .zip(expected)
        .fold(0u8, |acc, (a, b)| acc | std::hint::black_box(a ^ b));
    std::hint::black_box(difference) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::server::http::config::{check, TokenSource, DEFAULT_IDLE_TIMEOUT};

    fn credentials(file: &'static str) -> Vec<Credential> {
        let source = TokenSource {
            file: Some("tokens".into()),
            env: None,
        };
        check(
            "127.0.0.1:1",
            &source,
            Vec::new(),
            1,
            DEFAULT_IDLE_TIMEOUT,
            |_| Ok(file.to_owned()),
        )
        .unwrap()
        .credentials
    }

    fn headers(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(AUTHORIZATION, value.parse().unwrap());
        }
        headers
    }

    #[test]
    fn each_token_names_its_own_identity() {
        let known = credentials("ci:tok-ci\nteam:tok-team\n");
        let who = |value: &str| identify(&headers(&[value]), &known).map(|c| c.name.as_str());
        assert_eq!(who("Bearer tok-ci"), Some("ci"));
        assert_eq!(who("Bearer tok-team"), Some("team"));
        assert_eq!(who("Bearer tok-other"), None);
    }

    #[test]
    fn only_the_exact_token_in_a_bearer_header_is_authorised() {
        let expected = credentials("tok-123");
        // (Authorization values, authorised, the rule)
        let cases: [(&[&str], bool, &str); 10] = [
            (&["Bearer tok-123"], true, "the token"),
            (&["bearer tok-123"], true, "the scheme is case-insensitive"),
            (
                &["Bearer  tok-123 "],
                true,
                "spaces around the token are not part of it",
            ),
            (&[], false, "no header"),
            (&["Bearer tok-124"], false, "one byte differs"),
            (&["Bearer tok-12"], false, "a prefix"),
            (&["Bearer tok-1234"], false, "a longer value"),
            (&["Bearer TOK-123"], false, "the token is case-sensitive"),
            (&["Basic tok-123"], false, "another scheme"),
            (
                &["Bearer tok-123", "Bearer tok-123"],
                false,
                "two headers are ambiguous",
            ),
        ];
        for (values, allowed, rule) in cases {
            assert_eq!(
                identify(&headers(values), &expected).is_some(),
                allowed,
                "{rule}"
            );
        }
    }

    #[test]
    fn constant_time_eq_agrees_with_equality() {
        let cases: [(&[u8], &[u8]); 5] = [
            (b"", b""),
            (b"a", b"a"),
            (b"a", b"b"),
            (b"abc", b"abd"),
            (b"abc", b"ab"),
        ];
        for (a, b) in cases {
            assert_eq!(constant_time_eq(a, b), a == b, "{a:?} {b:?}");
        }
    }
}
