//! The ecosystems a request names (`docs/judgement.md`, "Texts"): a command of one ecosystem
//! (`npm ls`, `pip show`, `kubectl`, `crontab -l`, `psql`) is suggested only where the claim or
//! its evidence names that ecosystem; otherwise the check is described in words, since a Julia
//! project gets nothing from `npm ls`.

use super::lexicon::{Plain, ECOSYSTEMS};
use super::reading::Reading;

/// The ecosystems (`npm`, `pip`, `cargo`, `kubectl`, `crontab`, `psql`) named in `texts`.
pub fn named_in<'t>(texts: impl IntoIterator<Item = &'t str>) -> Vec<&'static str> {
    let plain: Vec<Plain> = texts.into_iter().map(Plain::of).collect();
    ECOSYSTEMS
        .iter()
        .filter(|(_, words)| plain.iter().any(|p| p.has(words)))
        .map(|(name, _)| *name)
        .collect()
}

/// The ecosystems named by the claim and its evidence, in table order.
pub fn named(reading: &Reading<'_>) -> Vec<&'static str> {
    let evidence = reading
        .observations
        .iter()
        .flat_map(|o| std::iter::once(o.item.content.as_str()).chain(o.item.source.as_deref()));
    let mut named = reading.claim.ecosystems.clone();
    named.extend(named_in(evidence));
    ECOSYSTEMS
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| named.contains(name))
        .collect()
}
