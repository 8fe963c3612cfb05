//! How a claim's wording is read for cues: once as content words (stemmed, synonyms merged, stop
//! words dropped, through `crate::words`), once as raw tokens for short phrases, and once as
//! written for a few *shapes* that tokenising destroys (an uppercase HTTP method, a URL path, a
//! dotted version number).
//!
//! Three readings because they fail differently. Content words make "retries", "retrying" and
//! "retry" one cue and let "login" match an `authentication` cue, but they drop the little words
//! ("no", "not", "longer", "because") that carry a claim's *shape*. Phrases keep those words, so
//! "no longer" or "does not exist" can mark an absence claim without the stop-word list deciding.
//! Shapes need the text before it is lowercased and split: `GET` is a method where "get" is a
//! verb, and `0.9` is a version where the tokens `0` and `9` are noise.

use std::collections::BTreeSet;

use super::Domain;
use crate::words::{self, WordMap};

/// A pattern in the claim as written that no word list can express.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Shape {
    /// An uppercase HTTP method as a word of its own: `GET`, `POST`, `PUT`, `PATCH`, `DELETE`,
    /// `HEAD`, `OPTIONS`. Lowercase "get" is an ordinary verb and does not count.
    HttpMethod,
    /// A URL path: a word that starts with `/` followed by a letter or digit (`/v2/orders/{id}`).
    UrlPath,
    /// A three-digit HTTP status (100–599) right after a word that introduces one ("returns 404",
    /// "status 503", "HTTP 401"). A bare number is too often a count ("200 rps").
    HttpStatus,
    /// A dotted version number: digits, a dot, digits, optionally more (`0.9`, `1.2.3`, `v1.4`).
    VersionNumber,
}

const HTTP_METHODS: &[&str] = &["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/// Words after which a three-digit number is read as an HTTP status.
const STATUS_LEADS: &[&str] = &[
    "return",
    "returns",
    "returned",
    "returning",
    "status",
    "http",
    "code",
    "respond",
    "responds",
    "responded",
    "answers",
    "answered",
    "with",
];

/// A claim, tokenised once and read for cues many times.
#[derive(Debug, Clone)]
pub(crate) struct ClaimWords {
    tokens: Vec<String>,
    content: BTreeSet<String>,
    shapes: BTreeSet<Shape>,
    /// Each domain's score, in [`Domain::ALL`] order.
    scores: [u32; Domain::ALL.len()],
}

/// A list of cue phrases, tokenised once: the lists are fixed, the claims are not.
#[derive(Debug, Clone)]
pub(crate) struct Phrases {
    /// Each phrase as written (for quoting) and as raw tokens (for matching); phrases without
    /// tokens are left out, as they can never occur.
    phrases: Vec<(&'static str, Vec<String>)>,
}

impl Phrases {
    pub(crate) fn new(list: &[&'static str]) -> Self {
        let phrases = list
            .iter()
            .map(|&phrase| (phrase, words::tokens(phrase)))
            .filter(|(_, tokens)| !tokens.is_empty())
            .collect();
        Phrases { phrases }
    }
}

/// Cue words as content words, each with the highest weight any of its synonyms carries; see
/// [`ClaimWords::cue_word_weight`].
pub(crate) type CueWeights = WordMap<String, u32>;

/// Normalise weighted cue lists once (see [`ClaimWords::cue_word_weight`]).
pub(crate) fn cue_weights(cues: &[(&[&str], u32)]) -> CueWeights {
    let mut wanted = CueWeights::default();
    for (list, weight) in cues {
        for word in list.iter().flat_map(|c| words::content_words(c)) {
            let entry = wanted.entry(word).or_insert(*weight);
            *entry = (*entry).max(*weight);
        }
    }
    wanted
}

impl ClaimWords {
    pub(crate) fn new(claim: &str) -> Self {
        let tokens = words::tokens(claim);
        let mut words = ClaimWords {
            shapes: shapes(claim, &tokens),
            tokens,
            content: words::content_words(claim),
            scores: [0; Domain::ALL.len()],
        };
        words.scores = Domain::ALL.map(|domain| domain.score(&words));
        words
    }

    /// The claim's score for `domain` (see [`super`]), computed once with the claim: classifying,
    /// finding the subject domain and deciding whether the claim is about a client all read it.
    pub(crate) fn score(&self, domain: Domain) -> u32 {
        let position = Domain::ALL.iter().position(|&d| d == domain);
        position.map_or(0, |p| self.scores[p])
    }

    /// The summed weight of the claim's distinct content words that are cues. Each cue goes
    /// through the same normalisation as the claim, so cue lists can be written in plain English
    /// and still match whatever stem or synonym the shared normaliser produces. Synonyms count
    /// once, with the highest weight any of them carries ("authentication" and "login" are one
    /// cue).
    #[cfg(test)]
    pub(crate) fn cue_word_weight(&self, cues: &[(&[&str], u32)]) -> u32 {
        self.weight(&cue_weights(cues))
    }

    /// [`ClaimWords::cue_word_weight`] with the cues already normalised.
    pub(crate) fn weight(&self, wanted: &CueWeights) -> u32 {
        self.content.iter().filter_map(|w| wanted.get(w)).sum()
    }

    /// Whether the claim contains `phrase` as consecutive raw tokens ("does not exist").
    #[cfg(test)]
    pub(crate) fn has_phrase(&self, phrase: &str) -> bool {
        self.has_tokens(&words::tokens(phrase))
    }

    fn has_tokens(&self, wanted: &[String]) -> bool {
        !wanted.is_empty()
            && self
                .tokens
                .windows(wanted.len())
                .any(|window| window == wanted)
    }

    /// How many of `phrases` occur in the claim.
    pub(crate) fn phrase_count(&self, phrases: &Phrases) -> u32 {
        let count = phrases
            .phrases
            .iter()
            .filter(|(_, tokens)| self.has_tokens(tokens))
            .count();
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// The first of `phrases` (in list order) that occurs in the claim.
    pub(crate) fn first_phrase(&self, phrases: &Phrases) -> Option<&'static str> {
        phrases
            .phrases
            .iter()
            .find(|(_, tokens)| self.has_tokens(tokens))
            .map(|(phrase, _)| *phrase)
    }

    pub(crate) fn has_shape(&self, shape: Shape) -> bool {
        self.shapes.contains(&shape)
    }

    /// Whether any content word of the claim is one of `words` (already normalised with
    /// [`words::content_words`]).
    pub(crate) fn mentions_any(&self, cues: &BTreeSet<String>) -> bool {
        !self.content.is_disjoint(cues)
    }

    /// The claim's content words.
    pub(crate) fn content(&self) -> &BTreeSet<String> {
        &self.content
    }

    /// Raw tokens, for cues that are not phrases (version numbers).
    pub(crate) fn tokens(&self) -> &[String] {
        &self.tokens
    }
}

fn shapes(claim: &str, tokens: &[String]) -> BTreeSet<Shape> {
    let mut found = BTreeSet::new();
    for word in claim.split_whitespace() {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '/');
        if HTTP_METHODS.contains(&bare) {
            found.insert(Shape::HttpMethod);
        }
        let path = word.trim_start_matches(['(', '"', '\'', '`']);
        if path.starts_with('/') && path[1..].starts_with(|c: char| c.is_alphanumeric()) {
            found.insert(Shape::UrlPath);
        }
        if is_dotted_version(word) {
            found.insert(Shape::VersionNumber);
        }
    }
    let status = tokens.windows(2).any(|pair| {
        STATUS_LEADS.contains(&pair[0].as_str())
            && pair[1].len() == 3
            && pair[1]
                .parse::<u16>()
                .is_ok_and(|code| (100..600).contains(&code))
    });
    if status {
        found.insert(Shape::HttpStatus);
    }
    found
}

/// `0.9`, `1.2.3`, `v1.4` (trailing punctuation ignored); `gateway.toml` and `3` are not.
fn is_dotted_version(word: &str) -> bool {
    let word = word.trim_end_matches(|c: char| !c.is_alphanumeric());
    let word = word
        .trim_start_matches(|c: char| !c.is_alphanumeric())
        .trim_start_matches(['v', 'V']);
    let parts: Vec<&str> = word.split('.').collect();
    parts.len() >= 2
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phrases_match_whole_consecutive_tokens_only() {
        let words = ClaimWords::new("The endpoint doesn't exist any more.");
        assert!(words.has_phrase("doesn't exist"));
        assert!(!words.has_phrase("does not exist"));
        assert!(!words.has_phrase("exists"));
        assert!(!words.has_phrase(""));
    }

    #[test]
    fn synonymous_cue_words_count_once_with_their_highest_weight() {
        let words = ClaimWords::new("Authentication fails for every authentication attempt.");
        assert_eq!(
            words.cue_word_weight(&[(&["authentication"], 3), (&["authenticate"], 1)]),
            3
        );
    }

    /// One row per shape rule in [`Shape`].
    #[test]
    fn shapes_are_read_from_the_claim_as_written() {
        use Shape::*;
        let rows: &[(&str, &str, Shape, bool)] = &[
            (
                "uppercase method",
                "GET /orders returns rows",
                HttpMethod,
                true,
            ),
            (
                "lowercase get is a verb",
                "Users get an error",
                HttpMethod,
                false,
            ),
            (
                "path after a method",
                "GET /v2/orders/{id} fails",
                UrlPath,
                true,
            ),
            (
                "path in parentheses",
                "the endpoint (/search) is slow",
                UrlPath,
                true,
            ),
            (
                "a relative file path is no URL path",
                "config/worker.yaml sets it",
                UrlPath,
                false,
            ),
            (
                "status after 'returns'",
                "It returns 404 now",
                HttpStatus,
                true,
            ),
            (
                "status after 'HTTP'",
                "HTTP 503 on every call",
                HttpStatus,
                true,
            ),
            (
                "a count is no status",
                "It serves 200 rps",
                HttpStatus,
                false,
            ),
            ("out of range", "It returns 999 rows", HttpStatus, false),
            ("dotted version", "from 0.8 to 0.9", VersionNumber, true),
            ("v-prefixed version", "since v1.4.2.", VersionNumber, true),
            (
                "file name is no version",
                "gateway.toml is ignored",
                VersionNumber,
                false,
            ),
            (
                "plain number is no version",
                "version 3 broke it",
                VersionNumber,
                false,
            ),
        ];
        for (rule, claim, shape, expected) in rows {
            assert_eq!(
                ClaimWords::new(claim).has_shape(*shape),
                *expected,
                "{rule}: {claim}"
            );
        }
    }
}
