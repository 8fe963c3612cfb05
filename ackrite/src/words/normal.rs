//! A token's normal form — whether it is noise, and its canonical word — computed, or
//! remembered for the process when the word is one of Ackrite's own.
//!
//! The words of Ackrite's own tables (domain cues, cue phrases) are learnt for the process as
//! each table is built ([`learnt`]): a caller who writes "migration" or "lock" then costs a
//! lookup instead of a Snowball run, on every call. Only a `&'static str` can be learnt, and a
//! caller's text never is one, so what the process keeps is Ackrite's own vocabulary and
//! nothing a caller sent.

use std::collections::HashMap;
use std::sync::{LazyLock, PoisonError, RwLock};

use super::stop;
use super::synonym::{self, Canonical};

/// The normal forms of the tokens of Ackrite's own tables, learnt as each table is built.
static VOCABULARY: LazyLock<RwLock<HashMap<String, (bool, Canonical)>>> =
    LazyLock::new(Default::default);

/// Whether `raw` is noise, and its canonical form, learnt for the process: `raw` is a token of
/// one of Ackrite's own texts (see [`super::learnt_words`]).
pub(super) fn learnt(raw: &str, buffer: &mut String) -> (bool, Canonical) {
    if let Some(normal) = vocabulary(raw) {
        return normal;
    }
    let normal = compute(raw, buffer);
    VOCABULARY
        .write()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(raw.to_owned(), normal.clone());
    normal
}

fn vocabulary(raw: &str) -> Option<(bool, Canonical)> {
    VOCABULARY
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .get(raw)
        .cloned()
}

fn compute(raw: &str, buffer: &mut String) -> (bool, Canonical) {
    let noise = stop::is_noise(raw);
    let canonical = if noise {
        synonym::listed(raw).map_or(Canonical::Prefix(raw.len()), Canonical::Listed)
    } else {
        synonym::canonical_of(raw, buffer)
    };
    (noise, canonical)
}

/// Whether `raw` (a lowercase token) is noise, and its canonical form. Noise is not stemmed:
/// it is never compared with content, only matched in phrases, which read their own words the
/// same way, so a stem would cost a Snowball run for nothing.
pub(super) fn normal_form(raw: &str, buffer: &mut String) -> (bool, Canonical) {
    vocabulary(raw).unwrap_or_else(|| compute(raw, buffer))
}

#[cfg(test)]
mod tests {
    use super::vocabulary;

    #[test]
    fn ackrites_own_words_read_as_a_callers_would_and_a_callers_are_never_kept() {
        let own: &'static str = "Migrations lock the tables while a worker refreshes";
        for _ in 0..2 {
            assert_eq!(
                crate::words::learnt_words(own),
                crate::words::words(own),
                "learning changes no normal form"
            );
        }
        // A caller's text is read inside a call, and nothing of it is kept for the process.
        let caller = String::from("zqxfrobnicated wibbleworks");
        crate::words::content_words(&caller);
        assert!(vocabulary("zqxfrobnicated").is_none());
        assert!(vocabulary("wibbleworks").is_none());
    }
}
