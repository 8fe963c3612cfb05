//! What "redacted" means to the corpus tests: nothing of the secret is left.

/// The secret must be gone entirely: neither whole nor any 8-character piece of it survives.
pub fn survives(output: &str, secret: &str) -> bool {
    if output.contains(secret) {
        return true;
    }
    let bytes = secret.as_bytes();
    bytes.len() >= 12
        && bytes
            .windows(8)
            .any(|piece| std::str::from_utf8(piece).is_ok_and(|piece| output.contains(piece)))
}
