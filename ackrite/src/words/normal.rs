//! A token's normal form: whether it is noise, and its canonical word.

use super::stop;
use super::synonym::{self, Canonical};

/// Whether `raw` (a lowercase token) is noise, and its canonical form. Noise is not stemmed:
/// it is never compared with content, only matched in phrases, whose own words are read the
/// same way.
pub(super) fn normal_form(raw: &str, buffer: &mut String) -> (bool, Canonical) {
    let noise = stop::is_noise(raw);
    let canonical = if noise {
        synonym::listed(raw).map_or(Canonical::Prefix(raw.len()), Canonical::Listed)
    } else {
        synonym::canonical_of(raw, buffer)
    };
    (noise, canonical)
}
