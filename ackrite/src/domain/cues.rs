//! How a claim's wording is read for cues: once as content words (stemmed, synonyms merged, stop
//! words dropped, through `crate::words`) and once as raw tokens for short phrases.
//!
//! Two readings because they fail differently. Content words make "retries", "retrying" and
//! "retry" one cue and let "login" match an `authentication` cue, but they drop the little words
//! ("no", "not", "longer", "because") that carry a claim's *shape*. Phrases keep those words, so
//! "no longer" or "does not exist" can mark an absence claim without the stop-word list deciding.

use std::collections::BTreeSet;

use crate::words;

/// A claim, tokenised once and read for cues many times.
#[derive(Debug, Clone)]
pub(crate) struct ClaimWords {
    tokens: Vec<String>,
    content: BTreeSet<String>,
}

impl ClaimWords {
    pub(crate) fn new(claim: &str) -> Self {
        ClaimWords {
            tokens: words::tokens(claim),
            content: words::content_words(claim),
        }
    }

    /// How many distinct content words of the claim are cue words. Each cue goes through the same
    /// normalisation as the claim, so cue lists can be written in plain English and still match
    /// whatever stem or synonym the shared normaliser produces; synonyms count once.
    pub(crate) fn cue_word_count(&self, cues: &[&str]) -> usize {
        let wanted: BTreeSet<String> = cues.iter().flat_map(|c| words::content_words(c)).collect();
        self.content.intersection(&wanted).count()
    }

    /// Whether the claim contains `phrase` as consecutive raw tokens ("does not exist").
    pub(crate) fn has_phrase(&self, phrase: &str) -> bool {
        let wanted = words::tokens(phrase);
        !wanted.is_empty()
            && self
                .tokens
                .windows(wanted.len())
                .any(|window| window == wanted.as_slice())
    }

    /// How many of `phrases` occur in the claim.
    pub(crate) fn phrase_count(&self, phrases: &[&str]) -> usize {
        phrases.iter().filter(|p| self.has_phrase(p)).count()
    }

    /// The first of `phrases` (in list order) that occurs in the claim.
    pub(crate) fn first_phrase(&self, phrases: &[&'static str]) -> Option<&'static str> {
        phrases.iter().copied().find(|p| self.has_phrase(p))
    }

    /// Raw tokens, for cues that are not phrases (version numbers).
    pub(crate) fn tokens(&self) -> &[String] {
        &self.tokens
    }
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
    fn synonymous_cue_words_count_once() {
        let words = ClaimWords::new("Authentication fails for every authentication attempt.");
        assert_eq!(words.cue_word_count(&["authentication", "authenticate"]), 1);
    }
}
