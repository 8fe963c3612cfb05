//! The domain catalogue: for every domain, the cues that select it, what a proof of a claim in it
//! has to contain, and the one experiment that settles such a claim fastest.
//!
//! Checklists and experiments are deliberately generic to the domain and never quote the claim:
//! they are instructions written by Ackrite, and caller text inside them could be mistaken for
//! Ackrite's own words (or smuggle instructions in). Each checklist item names the evidence types
//! that can satisfy it; `inference` never appears there, because reasoning is not proof. Each item
//! also carries cue words: what evidence for *that* item talks about (see `crate::proof`).
//!
//! The profiles live in three files by what the domains examine: the interface a system offers
//! (`interface`: API contract, authentication, security, absence), how it behaves when it runs
//! (`runtime`: performance, root cause, concurrency, general), and how it is put together
//! (`setup`: configuration, dependency versions, data schema, build and CI).

mod interface;
mod runtime;
mod setup;

use super::cues::Shape;
use super::Domain;

/// Weight of a strong cue: a word that names the domain's kind of question outright ("race",
/// "deadlock", "upgrade", "removed", "because"). Three, so that one strong cue outweighs two
/// incidental weak cues of another domain, but not three.
pub(crate) const STRONG: u32 = 3;
/// Weight of a weak cue: a word common in the domain's area that also turns up in claims about
/// other things ("cache", "flag", "header", "test").
pub(crate) const WEAK: u32 = 1;

/// The fixed texts of a domain's experiment (see [`super::Experiment`]).
pub(super) struct ExperimentText {
    pub hypothesis: &'static str,
    pub procedure: &'static str,
    pub confirms_if: &'static str,
    pub refutes_if: &'static str,
}

/// Everything Ackrite knows about one domain.
pub(super) struct Profile {
    /// Strong cue words ([`STRONG`]), compared as content words (stemmed, synonyms merged).
    pub strong: &'static [&'static str],
    /// Weak cue words ([`WEAK`]), compared as content words.
    pub weak: &'static [&'static str],
    /// Strong cue phrases ([`STRONG`] each), compared as raw consecutive tokens, for cues made of
    /// little words that content-word comparison drops ("no longer", "is why").
    pub strong_phrases: &'static [&'static str],
    /// Weak cue phrases ([`WEAK`] each), compared as raw consecutive tokens.
    pub weak_phrases: &'static [&'static str],
    /// Shapes of the written claim (an HTTP method, a version number) and their weights.
    pub shapes: &'static [(Shape, u32)],
    /// What to examine when an item of this domain contradicts the claim ("sign-in flow").
    pub subject: &'static str,
    pub checklist: &'static [super::ProofItem],
    pub experiment: ExperimentText,
}

/// Wording that claims something is missing or was removed. Shared with the assumption rules:
/// the same words that make a claim an absence claim make it take "not seen" for "not there".
pub(crate) const ABSENCE_PHRASES: &[&str] = &[
    "no longer",
    "removed",
    "missing",
    "doesn't exist",
    "does not exist",
    "don't exist",
    "do not exist",
    "not found",
    "not supported",
    "doesn't support",
    "does not support",
    "unsupported",
    "not available",
    "unavailable",
    "no such",
    "deleted",
    "dropped",
    "gone",
    "absent",
    "lacks",
    "anymore",
    "any more",
];

/// Wording that names a cause, or asserts that one change fixed or broke something (which names
/// that change as the cause). Shared with the assumption rules (a named cause taken as the only
/// cause). "fixed" alone is absent on purpose: "the bug is fixed" names no cause, "fixed by" and
/// "fixed the" do.
pub(crate) const CAUSE_PHRASES: &[&str] = &[
    // Longer phrases first: the assumption quotes the first phrase found in this order, and
    // "root cause" says more than "cause".
    "root cause",
    "caused by",
    "due to",
    "the reason",
    "reason why",
    "is why",
    "that's why",
    "leads to",
    "led to",
    "lead to",
    "leading to",
    "results in",
    "resulted in",
    "result in",
    "responsible for",
    "triggered by",
    "broken by",
    "fixed by",
    "fixed the",
    "because",
    "caused",
    "causes",
    "causing",
    "cause",
    "triggers",
    "trigger",
    "breaks",
    "broke",
    "fixes",
];

pub(super) fn profile(domain: Domain) -> &'static Profile {
    match domain {
        Domain::ApiContract => &interface::API_CONTRACT,
        Domain::Authentication => &interface::AUTHENTICATION,
        Domain::Security => &interface::SECURITY,
        Domain::Absence => &interface::ABSENCE,
        Domain::Performance => &runtime::PERFORMANCE,
        Domain::RootCause => &runtime::ROOT_CAUSE,
        Domain::Concurrency => &runtime::CONCURRENCY,
        Domain::General => &runtime::GENERAL,
        Domain::Configuration => &setup::CONFIGURATION,
        Domain::DependencyVersion => &setup::DEPENDENCY_VERSION,
        Domain::DataSchema => &setup::DATA_SCHEMA,
        Domain::BuildCi => &setup::BUILD_CI,
    }
}
