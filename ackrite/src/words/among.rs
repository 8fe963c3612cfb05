//! Reading a text only for the words it may share with another: a token that cannot have one
//! of the other text's canonical words is left unstemmed.
//!
//! Why: the claim rules compare an evidence item's words with the claim's and nothing else
//! (`docs/judgement.md`, "Claims"), and a Snowball run on a caller's word costs more than every
//! other step of reading it together. Most long words of an item cannot stem to any of the
//! claim's dozen words, and that can be told from their first one or two letters.
//!
//! Why it is exact: no step of the Snowball English stemmer removes a word's first letter (each
//! removal leaves a vowel or a letter before it, and words of one or two letters are left
//! alone), so a token can only stem to a word that begins with its own first letter. And every
//! step of the Snowball English stemmer that can touch the first two
//! letters of a word needs a short word — the exception list (at most six letters), "ied"/"ies"
//! after fewer than two letters, and "ed"/"ing"/"edly"/"ingly" after a single vowel, once a
//! final "s" is gone (at most seven: "ainglys" stems to "a"). Every other step works inside the
//! region after the first vowel–consonant pair (R1, which starts at the third letter at the
//! earliest) or on the last letter, and undoubling needs a vowel before the double, so at least
//! two letters stay. A word of [`LONG`] letters or more therefore keeps its first two letters in
//! its stem. A token's canonical word — its stem, or the synonym group its stem or the token
//! itself is listed under — can therefore only be one of the other text's words when its first
//! letter (two, for a long token) begins one of those words or one of the synonym table's
//! entries for them. `words_keep_their_first_letter` and
//! `long_words_keep_their_first_two_letters` hold the stemmer to that.

use std::collections::BTreeSet;

use super::lookup::WordSet;
use super::synonym;

/// Letters from which a word keeps its first two in its stem.
pub(crate) const LONG: usize = 8;

/// Canonical words a text is compared with, and the first letter and the first two letters of
/// every token that can have one of them as its canonical word.
#[derive(Debug)]
pub(crate) struct Among<'w> {
    /// The words, hashed: membership is asked of most tokens of a long item.
    words: WordSet<&'w str>,
    /// First letters, ASCII ones by their byte (most tokens), others in `other_firsts`.
    ascii_firsts: [bool; 128],
    other_firsts: BTreeSet<char>,
    heads: BTreeSet<[char; 2]>,
}

impl<'w> Among<'w> {
    /// For comparison with `words` (canonical words, as [`super::content_words`] gives them).
    pub(crate) fn new(words: &'w BTreeSet<String>) -> Among<'w> {
        let entries = words
            .iter()
            .flat_map(|word| synonym::entries_of(word).iter().copied());
        let mut among = Among {
            words: words.iter().map(String::as_str).collect(),
            ascii_firsts: [false; 128],
            other_firsts: BTreeSet::new(),
            heads: BTreeSet::new(),
        };
        for word in words.iter().map(String::as_str).chain(entries) {
            let mut chars = word.chars();
            if let Some(first) = chars.next() {
                match u8::try_from(first) {
                    Ok(byte) if byte.is_ascii() => among.ascii_firsts[usize::from(byte)] = true,
                    _ => {
                        among.other_firsts.insert(first);
                    }
                }
                if let Some(second) = chars.next() {
                    among.heads.insert([first, second]);
                }
            }
        }
        among
    }

    /// Whether `canonical` is one of the words.
    pub(crate) fn holds(&self, canonical: &str) -> bool {
        self.words.contains(canonical)
    }

    fn first(&self, letter: char) -> bool {
        match u8::try_from(letter) {
            Ok(byte) if byte.is_ascii() => self.ascii_firsts[usize::from(byte)],
            _ => self.other_firsts.contains(&letter),
        }
    }

    /// True when `raw`, a lowercase token, cannot have any of the words as its canonical word,
    /// whatever its stem: no word it could stem to begins as it does. (A token with a digit is
    /// not stemmed at all, and a token of one or two letters is its own stem: those begin as
    /// themselves too.)
    pub(crate) fn rules_out(&self, raw: &str) -> bool {
        let mut chars = raw.chars();
        let Some(first) = chars.next() else {
            return false;
        };
        if !self.first(first) {
            return true;
        }
        let Some(second) = chars.next() else {
            return false;
        };
        chars.nth(LONG - 3).is_some() && !self.heads.contains(&[first, second])
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use proptest::prelude::*;

    use super::{Among, LONG};
    use crate::words::{content_words, shared_words, stem};

    /// Every suffix the English stemmer's steps look for, so that generated words reach each
    /// step, and short stems to put before them.
    const SUFFIXES: &[&str] = &[
        "sses", "ied", "ies", "s", "us", "ss", "eed", "eedly", "ed", "edly", "ing", "ingly", "at",
        "bl", "iz", "bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt", "y", "tional", "enci",
        "anci", "abli", "entli", "izer", "ization", "ational", "ation", "ator", "alism", "aliti",
        "alli", "fulness", "ousli", "ousness", "iveness", "iviti", "biliti", "bli", "ogi", "fulli",
        "lessli", "li", "alize", "icate", "iciti", "ical", "ful", "ness", "ative", "al", "ance",
        "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate", "iti",
        "ous", "ive", "ize", "ion", "sion", "tion", "e", "l", "ll",
    ];

    fn keeps_first(word: &str) -> bool {
        stem(word).chars().next() == word.chars().next()
    }

    fn keeps_head(word: &str) -> bool {
        let stem = stem(word);
        word.chars().take(2).eq(stem.chars().take(2))
    }

    #[test]
    fn words_keep_their_first_letter() {
        let special = [
            "skis", "skies", "dying", "lying", "tying", "idly", "gently", "ugly",
        ];
        let more = [
            "early", "only", "singly", "sky", "news", "howe", "atlas", "bias", "aed",
        ];
        for word in special.iter().chain(&more) {
            assert!(keeps_first(word), "{word} stems to {}", stem(word));
        }
    }

    #[test]
    fn long_words_keep_their_first_two_letters() {
        // Every one- and two-letter start from letters that steer the stemmer (vowels, y, the
        // doubles and li-endings), before every suffix and every pair of suffixes: the steps
        // that reach the first letters are those that leave only a short start.
        let letters = [
            'a', 'e', 'i', 'o', 'u', 'y', 'b', 'c', 'l', 'n', 's', 't', 'g', 'r',
        ];
        let mut starts: Vec<String> = Vec::new();
        for a in letters {
            starts.push(a.to_string());
            for b in letters {
                starts.push(format!("{a}{b}"));
            }
        }
        let mut checked = 0;
        for start in &starts {
            for first in SUFFIXES {
                for second in SUFFIXES.iter().chain([&""]) {
                    let word = format!("{start}{first}{second}");
                    assert!(keeps_first(&word), "{word} stems to {}", stem(&word));
                    if word.chars().count() >= LONG {
                        assert!(keeps_head(&word), "{word} stems to {}", stem(&word));
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 100_000, "{checked} long words checked");
        // And the stemmer's own special words, a letter short of and at the bound.
        for word in [
            "skies", "dying", "lying", "tying", "gently", "singly", "generate",
        ] {
            if word.chars().count() >= LONG {
                assert!(keeps_head(word), "{word}");
            }
        }
        assert!(!keeps_head("dying"), "short words can change");
        assert!(
            !keeps_head("ainglys"),
            "the bound is needed: one letter short of it"
        );
    }

    proptest! {
        #[test]
        fn random_words_keep_their_first_letters(word in "[a-zé]{1,16}") {
            prop_assert!(keeps_first(&word), "{} stems to {}", word, stem(&word));
            if word.chars().count() >= LONG {
                prop_assert!(keeps_head(&word), "{} stems to {}", word, stem(&word));
            }
        }

        /// Reading a text among the claim's words gives exactly the words it shares with them.
        #[test]
        fn shared_words_are_the_intersection(
            claim in "[a-z ]{0,60}",
            text in "[a-zA-Z0-9 _.-]{0,120}",
        ) {
            let claim = content_words(&claim);
            let all: BTreeSet<String> = content_words(&text).intersection(&claim).cloned().collect();
            prop_assert_eq!(shared_words(&text, &Among::new(&claim), &mut |_| {}), all);
        }
    }

    #[test]
    fn synonyms_and_stems_of_the_claims_words_are_kept() {
        let rows = [
            (
                "a synonym listed as written",
                "authentication fails",
                "credentials rejected",
            ),
            (
                "a synonym listed by its stem",
                "authentication fails",
                "authenticates slowly",
            ),
            (
                "a stem of another inflection",
                "the migration locks invoices",
                "migrations",
            ),
            (
                "an identifier split",
                "the bucket policy denies PutObject",
                "denied put_object",
            ),
        ];
        for (rule, claim, text) in rows {
            let claim = content_words(claim);
            let read = shared_words(text, &Among::new(&claim), &mut |_| {});
            assert!(!read.is_empty(), "{rule}: {read:?} vs {claim:?}");
        }
        let claim = content_words("the nightly backup fails");
        assert!(Among::new(&claim).rules_out("rendering"), "first letter");
        assert!(
            Among::new(&claim).rules_out("bucketing"),
            "first two letters"
        );
        assert!(!Among::new(&claim).rules_out("bucket"), "too short for two");
    }
}
