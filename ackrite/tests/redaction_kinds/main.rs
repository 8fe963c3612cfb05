//! Every kind of the catalogue, generated with random bodies, is redacted in every carrier it
//! travels in (issue 9). Bodies have a placeholder word spliced in (`todo`, `fake`, `xxxx`,
//! `example`, `12345678`, …), because a real secret that happens to contain one must not pass
//! as a placeholder; private keys are real RSA, EC and OpenSSH keys (fixtures generated once
//! with `openssl` and `ssh-keygen`, used for nothing else) with words spliced into their base64.
//!
//! Every sample is made up on the spot from proptest's seed: no real or published key is here.

#[path = "../redaction_corpus/generate.rs"]
#[allow(dead_code)]
mod generate;
mod kinds;
mod pem;

use ackrite::secrets::{kinds, redact};
use proptest::prelude::*;

use generate::Rng;

/// The fragments the placeholder check once matched anywhere in a value.
const WORDS: &[&str] = &[
    "todo",
    "fake",
    "xxxx",
    "dummy",
    "fixme",
    "example",
    "your",
    "12345678",
    "abcdefgh",
    "changeme",
    "placeholder",
    "redacted",
    "sample",
    "test",
    "replace",
    "insert",
    "notasecret",
    "EXAMPLE",
];

/// Random characters with a placeholder word spliced in where the alphabet allows it.
pub struct Body<'r> {
    pub rng: &'r mut Rng,
    word: &'static str,
}

impl Body<'_> {
    /// `n` characters of `alphabet`; the word (as written, lowercased or uppercased, whichever
    /// the alphabet holds) replaces some of them when it fits.
    pub fn chars(&mut self, alphabet: &str, n: usize) -> String {
        let mut body = self.rng.chars(alphabet, n);
        let fits = |w: &String| w.len() + 2 <= n && w.chars().all(|c| alphabet.contains(c));
        let forms = [
            self.word.to_string(),
            self.word.to_ascii_lowercase(),
            self.word.to_ascii_uppercase(),
        ];
        if let Some(word) = forms.iter().find(|w| fits(w)) {
            let at = 1 + self.rng.below(n - word.len() - 1);
            body.replace_range(at..at + word.len(), word);
        }
        body
    }

    /// Mixed alphanumerics with at least one digit, upper and lower case letter.
    pub fn mixed(&mut self, n: usize) -> String {
        loop {
            let s = self.chars(generate::ALNUM, n);
            let has = |f: fn(&u8) -> bool| s.bytes().any(|b| f(&b));
            if has(u8::is_ascii_digit) && has(u8::is_ascii_uppercase) && has(u8::is_ascii_lowercase)
            {
                return s;
            }
        }
    }
}

/// The secret must be gone entirely: neither whole nor any 8-character piece of it survives
/// outside the markers (a body with `REDACTED` spliced in shares a piece with them).
fn survives(output: &str, secret: &str) -> bool {
    let mut rest = output.to_string();
    while let Some(at) = rest.find("[REDACTED:") {
        let end = rest[at..].find(']').map_or(rest.len(), |e| at + e + 1);
        rest.replace_range(at..end, " ");
    }
    let output = rest.as_str();
    if output.contains(secret) {
        return true;
    }
    let bytes = secret.as_bytes();
    bytes.len() >= 12
        && bytes
            .windows(8)
            .any(|piece| std::str::from_utf8(piece).is_ok_and(|piece| output.contains(piece)))
}

/// Every sample of every kind, in every carrier, from one seed and one word.
fn samples(seed: u64, word: &'static str) -> Vec<(&'static str, String, Vec<String>)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for kind in kinds::KINDS {
        let mut body = Body {
            rng: &mut rng,
            word,
        };
        let secret = (kind.make)(&mut body);
        for carrier in kind.carriers {
            let text = carrier.replace("{}", &secret);
            out.push((kind.kind, text, vec![secret.clone()]));
        }
    }
    let mut body = Body {
        rng: &mut rng,
        word,
    };
    out.extend(pem::samples(&mut body));
    out
}

#[test]
fn every_kind_has_a_generator() {
    let missing: Vec<&str> = kinds()
        // Private keys, also in a service-account file, come from `pem`.
        .filter(|kind| !["private_key", "gcp_service_account_key"].contains(kind))
        .filter(|kind| !kinds::KINDS.iter().any(|k| k.kind == *kind))
        .collect();
    assert!(missing.is_empty(), "kinds without a generator: {missing:?}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_kind_is_redacted_in_every_carrier(
        seed in any::<u64>(),
        word in prop::sample::select(WORDS),
    ) {
        for (kind, text, secrets) in samples(seed, word) {
            let output = redact(&text);
            prop_assert!(output.contains("[REDACTED:"), "{kind} not found in {text:?}");
            for secret in &secrets {
                prop_assert!(
                    !survives(&output, secret),
                    "{kind}: {secret:?} survived in {text:?} -> {output:?}"
                );
            }
        }
    }
}
