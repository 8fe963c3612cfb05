//! Claim domains (SPEC §4): which kind of technical question a claim is, chosen from its words,
//! and for each kind what a proof must contain and which experiment settles it.
//!
//! # How a claim is classified
//!
//! 1. Every domain has cues, each *strong* (weight 3) or *weak* (weight 1):
//!    - cue words, compared as content words (stemmed, synonyms merged, stop words dropped);
//!      synonyms count once, with the highest weight among them;
//!    - cue phrases, compared as raw consecutive tokens, so "no longer", "is why" and "does not
//!      exist" survive stop-word removal; each phrase found counts once;
//!    - shapes of the claim as written: an uppercase HTTP method (`GET`, strong) or a URL path
//!      and an HTTP status after "returns"/"status" (weak) for `api_contract`, a dotted version
//!      number (`0.9`, weak) for `dependency_version`.
//!
//!    A domain's score is the sum of the weights of its cues found in the claim.
//! 2. The highest score wins. Ties go to the domain that comes first in [`TIE_ORDER`].
//! 3. A claim with no cue at all is [`Domain::General`].
//!
//! Why weights: counting every cue word equally let incidental words decide. In "a race between
//! two cache refresh tasks corrupts the feature-flag snapshot" the words "cache" and "flag" only
//! name the things involved, while "race" names the kind of problem. A strong cue is a word that
//! names the kind of question outright (race, deadlock, latency, upgrade, removed, because, an
//! HTTP method); a weak cue is a word common in the domain's area that turns up in claims about
//! other things too (cache, flag, header, test, config). One strong cue (3) outweighs two weak
//! cues of another domain (2) but not three, so a claim dense with one area's vocabulary still
//! lands there.
//!
//! The tie order puts [`Domain::Absence`] first because "X was removed" carries the proof burden
//! agents skip most often (not finding something is not showing it is gone, the origin README's
//! failure), then the subjects where a wrong belief is most costly (security, authentication,
//! concurrency, data), and last the domains whose cue words are the broadest (root cause, API).

mod catalogue;
pub(crate) mod cues;

use std::collections::BTreeSet;
use std::sync::LazyLock;

pub(crate) use catalogue::{ABSENCE_PHRASES, CAUSE_PHRASES};
use catalogue::{STRONG, WEAK};
use cues::{cue_weights, ClaimWords, CueWeights, Phrases};

use crate::evidence::EvidenceType;

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
    /// No domain's cues occur in the claim.
    General,
}

/// Ties between equal scores go to the domain listed first (see the module documentation).
/// [`Domain::General`] is not listed: it is what remains when nothing scores.
pub const TIE_ORDER: [Domain; 11] = [
    Domain::Absence,
    Domain::Security,
    Domain::Authentication,
    Domain::Concurrency,
    Domain::DataSchema,
    Domain::DependencyVersion,
    Domain::BuildCi,
    Domain::Configuration,
    Domain::Performance,
    Domain::RootCause,
    Domain::ApiContract,
];

impl Domain {
    pub const ALL: [Domain; 12] = [
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
            Domain::General => "general",
        }
    }

    /// What a proof of a claim in this domain has to contain, most decisive item first.
    pub fn checklist(self) -> &'static [ProofItem] {
        catalogue::profile(self).checklist
    }

    /// The one experiment that settles a claim in this domain fastest.
    pub fn experiment(self) -> Experiment {
        let text = &catalogue::profile(self).experiment;
        Experiment {
            hypothesis: text.hypothesis.to_owned(),
            procedure: text.procedure.to_owned(),
            confirms_if: text.confirms_if.to_owned(),
            refutes_if: text.refutes_if.to_owned(),
        }
    }

    /// What to examine when an item in this domain contradicts a claim ("sign-in flow"): a noun
    /// phrase, so the next action can say what to look at without quoting caller text.
    pub(crate) fn subject(self) -> &'static str {
        catalogue::profile(self).subject
    }

    /// The sum of the weights of this domain's cues found in the claim (module documentation).
    /// [`ClaimWords`] computes it once per claim.
    fn score(self, words: &ClaimWords) -> u32 {
        let profile = catalogue::profile(self);
        let shapes: u32 = profile
            .shapes
            .iter()
            .filter(|(shape, _)| words.has_shape(*shape))
            .map(|(_, weight)| weight)
            .sum();
        let cues = self.cues();
        words.weight(&cues.words)
            + STRONG * words.phrase_count(&cues.strong_phrases)
            + WEAK * words.phrase_count(&cues.weak_phrases)
            + shapes
    }

    /// This domain's cues, normalised once for every claim.
    fn cues(self) -> &'static DomainCues {
        static CUES: LazyLock<Vec<DomainCues>> =
            LazyLock::new(|| Domain::ALL.iter().map(|&d| DomainCues::new(d)).collect());
        let position = Domain::ALL.iter().position(|&d| d == self);
        &CUES[position.unwrap_or_default()]
    }
}

/// A domain's cue words and phrases as a claim is compared with them (see [`Domain::score`]).
struct DomainCues {
    words: CueWeights,
    strong_phrases: Phrases,
    weak_phrases: Phrases,
}

impl DomainCues {
    fn new(domain: Domain) -> Self {
        let profile = catalogue::profile(domain);
        DomainCues {
            words: cue_weights(&[(profile.strong, STRONG), (profile.weak, WEAK)]),
            strong_phrases: Phrases::new(profile.strong_phrases),
            weak_phrases: Phrases::new(profile.weak_phrases),
        }
    }
}

/// One thing a proof has to contain, the evidence types that can show it, and the cue words
/// by which an evidence item shows that it speaks to this item (see `crate::proof`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProofItem {
    pub item: &'static str,
    pub accepts: &'static [EvidenceType],
    /// Words (compared as content words) or phrases (several words, compared as raw tokens)
    /// that evidence for this item talks about.
    pub cues: &'static [&'static str],
}

/// A falsifiable experiment, written so that an agent can run it without further thought: what
/// is being tested, what to do, and which result means what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Experiment {
    pub hypothesis: String,
    pub procedure: String,
    pub confirms_if: String,
    pub refutes_if: String,
}

/// The claim's domain, by the rules in the module documentation.
pub fn classify(claim: &str) -> Domain {
    classify_words(&ClaimWords::new(claim))
}

/// [`classify`] on a claim already read.
pub(crate) fn classify_words(words: &ClaimWords) -> Domain {
    best(words, &TIE_ORDER)
}

/// The claim's subject domain: as [`classify`], but never [`Domain::Absence`]. An absence claim
/// is still *about* something (a sign-in flow, an endpoint); the next action uses this to say
/// what to examine.
#[cfg(test)]
pub(crate) fn subject_domain(claim: &str) -> Domain {
    subject_domain_of(&ClaimWords::new(claim))
}

/// [`subject_domain`] on a claim already read.
pub(crate) fn subject_domain_of(words: &ClaimWords) -> Domain {
    best(words, &TIE_ORDER[1..])
}

/// Words that put a client or an API in the claim. With [`Domain::ApiContract`] as the claim's
/// (subject) domain, they decide whether advice may mention a client rewrite: advising against
/// rewriting a client is noise for a claim about a migration or a build.
const CLIENT_WORDS: &[&str] = &["client", "api", "sdk", "endpoint", "integration"];

/// Whether the claim is about a client or an API (see [`CLIENT_WORDS`]).
#[cfg(test)]
pub(crate) fn about_client(claim: &str) -> bool {
    about_client_of(&ClaimWords::new(claim))
}

/// [`about_client`] on a claim already read.
pub(crate) fn about_client_of(words: &ClaimWords) -> bool {
    static CLIENT: LazyLock<BTreeSet<String>> = LazyLock::new(|| {
        CLIENT_WORDS
            .iter()
            .flat_map(|w| crate::words::content_words(w))
            .collect()
    });
    words.mentions_any(&CLIENT) || subject_domain_of(words) == Domain::ApiContract
}

fn best(words: &ClaimWords, order: &[Domain]) -> Domain {
    let mut winner = (0, Domain::General);
    for &domain in order {
        let score = words.score(domain);
        // Strictly greater: on a tie the domain earlier in the order keeps the lead.
        if score > winner.0 {
            winner = (score, domain);
        }
    }
    winner.1
}

#[cfg(test)]
mod tests;
