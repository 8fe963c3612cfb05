//! Claim domains: which kind of technical question a claim raises, chosen from its words by
//! weighted cue rules. The rules, the cue table with its weights, the incidental-word rules and
//! the tie order are written out for users in `docs/domains.md`; this module implements them.
//!
//! In short: every cue found in the claim adds its weight to its domain; a word that is part of
//! a name for something else ("session cache", the `lock` in `Cargo.lock`) or names a page or
//! screen ("settings page") counts for nothing; two domains are decided by the claim's form
//! (`absence`: something said to be gone; `root_cause`: a failure given a cause); the highest
//! total wins, ties go to the domain first in [`TIE_ORDER`], and a claim without any cue is
//! [`Domain::General`]. What a proof of each domain must contain lives in `crate::proof`.

use crate::claim::parts::ClaimParts;

mod cues;
mod forms;
mod names;
mod table;

/// The kind of technical question a claim raises. Shared by every tool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Domain {
    ApiContract,
    Authentication,
    Performance,
    RootCause,
    Configuration,
    DependencyVersion,
    Concurrency,
    DataSchema,
    Security,
    BuildCi,
    /// Something is claimed missing or removed.
    Absence,
    /// Jobs, cron, timers, time zones.
    Scheduling,
    /// No domain's cues occur in the claim.
    General,
}

/// Ties between equal scores go to the domain listed first (`docs/domains.md`, "Tie order"):
/// the claims whose proof burden agents skip most often first (absence, a guessed cause), then
/// the subjects where a wrong belief costs most, and last the domains whose vocabulary is the
/// broadest. [`Domain::General`] is not listed: it is what remains when nothing scores.
pub const TIE_ORDER: [Domain; 12] = [
    Domain::Absence,
    Domain::RootCause,
    Domain::Security,
    Domain::Authentication,
    Domain::Concurrency,
    Domain::DataSchema,
    Domain::Scheduling,
    Domain::DependencyVersion,
    Domain::Configuration,
    Domain::ApiContract,
    Domain::Performance,
    Domain::BuildCi,
];

impl Domain {
    pub const ALL: [Domain; 13] = [
        Domain::ApiContract,
        Domain::Authentication,
        Domain::Performance,
        Domain::RootCause,
        Domain::Configuration,
        Domain::DependencyVersion,
        Domain::Concurrency,
        Domain::DataSchema,
        Domain::Security,
        Domain::BuildCi,
        Domain::Absence,
        Domain::Scheduling,
        Domain::General,
    ];

    /// The wire name (`api_contract`).
    pub fn as_str(self) -> &'static str {
        match self {
            Domain::ApiContract => "api_contract",
            Domain::Authentication => "authentication",
            Domain::Performance => "performance",
            Domain::RootCause => "root_cause",
            Domain::Configuration => "configuration",
            Domain::DependencyVersion => "dependency_version",
            Domain::Concurrency => "concurrency",
            Domain::DataSchema => "data_schema",
            Domain::Security => "security",
            Domain::BuildCi => "build_ci",
            Domain::Absence => "absence",
            Domain::Scheduling => "scheduling",
            Domain::General => "general",
        }
    }

    /// The position in [`Domain::ALL`].
    pub(crate) fn position(self) -> usize {
        self as usize
    }
}

/// The domain of `claim`, split into `parts`, by the rules in `docs/domains.md`: called by the
/// claim reading (`crate::claim::read`), which every other rule reads instead.
pub(crate) fn classify(claim: &str, parts: &ClaimParts) -> Domain {
    ranking(claim, parts)
        .first()
        .map_or(Domain::General, |&(d, _)| d)
}

/// Every domain with a cue in the claim and its score, highest first, equal scores in
/// [`TIE_ORDER`]; empty when the claim is `general`.
fn ranking(claim: &str, parts: &ClaimParts) -> Vec<(Domain, u32)> {
    cues::find(claim, parts).ranking()
}

#[cfg(test)]
mod tests;
