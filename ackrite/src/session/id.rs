//! What identifies a session, and when two claims are "the same claim".

use crate::boundary::input::InputError;

/// `sessionId`: 1–128 characters of `A-Z a-z 0-9 . _ : -`, so an id can never smuggle text (or a
/// secret) into the store.
pub fn validate_session_id(id: &str) -> Result<(), InputError> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | ':' | '-');
    if id.is_empty() || id.chars().count() > 128 || !id.chars().all(allowed) {
        return Err(InputError::new(
            "sessionId",
            "must be 1-128 characters of A-Z a-z 0-9 . _ : - (for example \"auth-investigation\")",
        ));
    }
    // An id is echoed in every response and kept as a key; one that is itself a credential
    // (a token pasted by mistake) is refused rather than stored or shown.
    if crate::secrets::redact(id) != id {
        return Err(InputError::new(
            "sessionId",
            "looks like a credential; use a plain name such as \"auth-investigation\"",
        ));
    }
    Ok(())
}

/// "The same claim": lowercased, punctuation removed, whitespace collapsed, every word kept — so
/// re-asking with a full stop added is still re-asking, and a negated claim is a different claim.
pub fn normalise_claim(claim: &str) -> String {
    claim
        .split_whitespace()
        .map(|word| {
            word.chars()
                .filter(|c| c.is_alphanumeric())
                .flat_map(char::to_lowercase)
                .collect::<String>()
        })
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn session_ids_follow_the_spec_alphabet_and_length() {
        let rows = [
            ("auth-investigation", true),
            ("a", true),
            ("A.b_c:d-9", true),
            (&"x".repeat(128), true),
            (&"x".repeat(129), false),
            ("", false),
            ("has space", false),
            ("slash/no", false),
            ("émoji", false),
            ("ghp_Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5Fd1Sa0QeAb12", false),
        ];
        for (id, ok) in rows {
            assert_eq!(validate_session_id(id).is_ok(), ok, "{id:?}");
        }
    }

    #[test]
    fn claims_normalise_case_punctuation_and_spacing() {
        assert_eq!(
            normalise_claim("The API  no longer supports native auth."),
            normalise_claim("the api no longer supports NATIVE auth")
        );
    }
}
