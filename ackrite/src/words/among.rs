//! Reading a text only for the words it may share with another: a token that cannot have one
//! of the other text's canonical words is left unstemmed.
//!
//! Why: the claim rules compare an evidence item's words with the claim's and nothing else
//! (`docs/judgement.md`, "Claims"; the last paragraph of "Words" says why this is exact), and
//! a Snowball run on a caller's word costs more than every other step of reading it together.
//! Most words of an item cannot stem to any of the claim's dozen words, and that can be told
//! from their first one or two letters.
//!
//! Why it is exact: no step of the Snowball English stemmer removes a word's first letter (each
//! removal leaves a vowel or a letter before it, and words of one or two letters are left
//! alone), so a token can only stem to a word that begins with its own first letter. Nor does
//! any step change the first two letters, but for two kinds of word ([`changes_head`]): the
//! stemmer's special "dying", "lying" and "tying", and a lone vowel before "ed", "edly", "ing" or
//! "ingly" (and a final "s"), which that step cuts to the vowel ("ainglys" stems to "a"). Every
//! other step works inside the region after the first vowel–consonant pair (R1, which starts at
//! the third letter at the earliest) or on the last letter, "ied"/"ies" keep what precedes them,
//! and undoubling needs a vowel before the double, so two letters stay. A token's canonical
//! word — its stem, or the synonym group its stem or the token itself is listed under — can
//! therefore only be one of the other text's words when its first letter (its first two, but for
//! those two kinds) begins one of those words or one of the synonym table's entries for them.
//! `words_keep_their_first_letter` and `words_keep_their_first_two_letters` hold the stemmer to
//! that, over every suffix it knows after every short start and over random words.

use std::collections::BTreeSet;

use super::lookup::WordSet;
use super::synonym;

/// Canonical words a text is compared with, and the first letter and the first two letters of
/// every token that can have one of them as its canonical word.
#[derive(Debug)]
pub(crate) struct Among<'w> {
    /// The words, hashed: membership is asked of most tokens of a long item.
    words: WordSet<&'w str>,
    /// First letters, ASCII ones by their byte (most tokens), others in `other_firsts`.
    ascii_firsts: [bool; 128],
    other_firsts: BTreeSet<char>,
    /// First two letters, an ASCII pair as bit `second` of `ascii_heads[first]` (asked of most
    /// tokens that pass the first letter), others in `other_heads`.
    ascii_heads: [u128; 128],
    other_heads: BTreeSet<[char; 2]>,
}

impl<'w> Among<'w> {
    /// For comparison with `words` (canonical words, as [`super::content_words`] gives them;
    /// a word given twice counts once).
    pub(crate) fn new(words: impl IntoIterator<Item = &'w str>) -> Among<'w> {
        let mut among = Among {
            // Room for the distinct words of a claim and its parts, so that the set does not
            // grow word by word; under a kilobyte, which the allocator serves from its caches.
            words: WordSet::with_capacity_and_hasher(24, Default::default()),
            ascii_firsts: [false; 128],
            other_firsts: BTreeSet::new(),
            ascii_heads: [0; 128],
            other_heads: BTreeSet::new(),
        };
        for word in words {
            if !among.words.insert(word) {
                continue;
            }
            for begins in std::iter::once(word).chain(synonym::entries_of(word).iter().copied()) {
                among.note_start(begins);
            }
        }
        among
    }

    /// Notes that a token beginning as `word` does may have one of the words as its canonical
    /// word.
    fn note_start(&mut self, word: &str) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            match u8::try_from(first) {
                Ok(byte) if byte.is_ascii() => self.ascii_firsts[usize::from(byte)] = true,
                _ => {
                    self.other_firsts.insert(first);
                }
            }
            if let Some(second) = chars.next() {
                match ascii_pair(first, second) {
                    Some((a, b)) => self.ascii_heads[a] |= 1 << b,
                    None => {
                        self.other_heads.insert([first, second]);
                    }
                }
            }
        }
    }

    /// The word equal to `canonical`, borrowed from those the set was made for.
    pub(crate) fn word(&self, canonical: &str) -> Option<&'w str> {
        self.words.get(canonical).copied()
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
        !self.head(first, second) && !changes_head(raw)
    }

    fn head(&self, first: char, second: char) -> bool {
        match ascii_pair(first, second) {
            Some((a, b)) => self.ascii_heads[a] & (1 << b) != 0,
            None => self.other_heads.contains(&[first, second]),
        }
    }
}

/// Two ASCII letters as a row of `Among::ascii_heads` and a bit of it.
fn ascii_pair(first: char, second: char) -> Option<(usize, u32)> {
    (first.is_ascii() && second.is_ascii()).then_some((first as usize, second as u32))
}

/// The tokens whose stem may not begin with their own first two letters: "dying", "lying" and
/// "tying" (the stemmer's exceptions: "die", "lie", "tie"), and a lone vowel before "ed",
/// "edly", "ing" or "ingly", with or without a final "s" (see the module doc).
fn changes_head(raw: &str) -> bool {
    if matches!(raw, "dying" | "lying" | "tying") {
        return true;
    }
    let bytes = raw.as_bytes();
    let Some((first, rest)) = bytes.split_first() else {
        return false;
    };
    let rest = rest.strip_suffix(b"s").unwrap_or(rest);
    matches!(first, b'a' | b'e' | b'i' | b'o' | b'u')
        && matches!(rest, b"ed" | b"edly" | b"ing" | b"ingly")
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use proptest::prelude::*;

    use super::{changes_head, Among};
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

    /// Words that reach every path of reading a token: synonym members as written and
    /// inflected, compounds, the stemmer's special words and a lone vowel before a suffix,
    /// identifiers, "bump", digits, and plain words sharing their first letters.
    const VOCABULARY: &[&str] = &[
        "authentication",
        "authenticates",
        "login",
        "logins",
        "credentials",
        "sign",
        "signed",
        "in",
        "log-in",
        "timed",
        "out",
        "timeouts",
        "deadline",
        "retries",
        "re-run",
        "try",
        "again",
        "raise",
        "extending",
        "settings",
        "configured",
        "databases",
        "deps",
        "tests",
        "failure",
        "failing",
        "fails",
        "dying",
        "die",
        "lying",
        "aing",
        "aeds",
        "oed",
        "skies",
        "getUserById",
        "HTTPServer",
        "s3:PutObject",
        "put",
        "object",
        "bump",
        "v3",
        "1.2",
        "migration",
        "migrations",
        "migrate",
        "lock",
        "locked",
        "locking",
        "table",
        "tables",
        "deploy",
        "deployed",
        "redeploy",
        "default",
        "defaults",
        "denied",
        "deny",
        "the",
        "not",
        "café",
        "naïve",
        "é",
    ];

    fn keeps_first(word: &str) -> bool {
        stem(word).chars().next() == word.chars().next()
    }

    fn keeps_head(word: &str) -> bool {
        let stem = stem(word);
        word.chars().take(2).eq(stem.chars().take(2))
    }

    /// What the reading relies on: a word's stem begins with the word's first two letters, or
    /// the word is one of the kinds [`changes_head`] names.
    fn head_as_ruled(word: &str) -> bool {
        keeps_head(word) || changes_head(word)
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
    fn words_keep_their_first_two_letters() {
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
                    assert!(head_as_ruled(&word), "{word} stems to {}", stem(&word));
                    checked += 1;
                }
            }
        }
        assert!(checked > 100_000, "{checked} words checked");
        for word in [
            "skis", "skies", "idly", "gently", "ugly", "early", "only", "singly",
        ] {
            assert!(keeps_head(word), "{word}");
        }
        // The two kinds that change are needed: each of them does change.
        for word in [
            "dying", "lying", "tying", "aed", "oeds", "iedly", "aing", "uingly",
        ] {
            assert!(changes_head(word) && !keeps_head(word), "{word}");
        }
        assert!(!changes_head("bed") && !changes_head("aided") && !changes_head("sing"));
    }

    proptest! {
        #[test]
        fn random_words_keep_their_first_letters(word in "[a-zé]{1,16}") {
            prop_assert!(keeps_first(&word), "{} stems to {}", word, stem(&word));
            prop_assert!(head_as_ruled(&word), "{} stems to {}", word, stem(&word));
        }

        /// Short words built to reach the steps that cut most: a start, a stemmer suffix, an "s".
        #[test]
        fn short_words_keep_their_first_letters(
            start in "[aeiouybcdlnst]{1,3}",
            suffix in proptest::sample::select(SUFFIXES),
            s in proptest::bool::ANY,
        ) {
            let word = format!("{start}{suffix}{}", if s { "s" } else { "" });
            prop_assert!(keeps_first(&word), "{} stems to {}", word, stem(&word));
            prop_assert!(head_as_ruled(&word), "{} stems to {}", word, stem(&word));
        }

        /// Reading a text among the claim's words gives exactly the words it shares with them.
        #[test]
        fn shared_words_are_the_intersection(
            claim in "[a-z ]{0,60}",
            text in "[a-zA-Z0-9 _.-]{0,120}",
        ) {
            let claim = content_words(&claim);
            let read = content_words(&text);
            let all: BTreeSet<&str> = claim.iter().filter(|w| read.contains(*w)).map(String::as_str).collect();
            prop_assert_eq!(shared_words(&text, &Among::new(claim.iter().map(String::as_str)), &mut |_| {}), all);
        }

        /// The same over texts of real words: synonym-table members and their inflections,
        /// compounds, the stemmer's special words, camelCase identifiers, "bump" — so that the
        /// words a claim shares through the synonym table and through stems are drawn often.
        #[test]
        fn shared_words_are_the_intersection_for_real_words(
            claim in proptest::collection::vec(proptest::sample::select(VOCABULARY), 0..12),
            text in proptest::collection::vec(proptest::sample::select(VOCABULARY), 0..30),
        ) {
            let (claim, text) = (claim.join(" "), text.join(" "));
            let claim = content_words(&claim);
            let read = content_words(&text);
            let all: BTreeSet<&str> = claim.iter().filter(|w| read.contains(*w)).map(String::as_str).collect();
            let among = Among::new(claim.iter().map(String::as_str));
            prop_assert_eq!(shared_words(&text, &among, &mut |_| {}), all);
        }
    }

    #[test]
    fn synonyms_and_stems_of_the_claims_words_are_kept() {
        #[rustfmt::skip]
        let rows = [
            ("a synonym listed as written", "authentication fails", "credentials rejected"),
            ("a synonym listed by its stem", "authentication fails", "authenticates slowly"),
            ("a stem of another inflection", "the migration locks invoices", "migrations"),
            ("an identifier split", "the bucket policy denies PutObject", "denied put_object"),
        ];
        for (rule, claim, text) in rows {
            let claim = content_words(claim);
            let read = shared_words(
                text,
                &Among::new(claim.iter().map(String::as_str)),
                &mut |_| {},
            );
            assert!(!read.is_empty(), "{rule}: {read:?} vs {claim:?}");
        }
        // (why, claim, token, whether the token is ruled out)
        let tokens = [
            (
                "first letter",
                "the nightly backup fails",
                "rendering",
                true,
            ),
            (
                "first two letters",
                "the nightly backup fails",
                "bucketing",
                true,
            ),
            (
                "first two letters, a short word",
                "the nightly backup fails",
                "bucket",
                true,
            ),
            (
                "may stem to a word of the claim",
                "the nightly backup fails",
                "backed",
                false,
            ),
            ("first two letters", "the api fails", "aiming", true),
            ("cut to its vowel", "the api fails", "aing", false),
        ];
        for (rule, claim, token, ruled_out) in tokens {
            let claim = content_words(claim);
            let among = Among::new(claim.iter().map(String::as_str));
            assert_eq!(among.rules_out(token), ruled_out, "{rule}: {token}");
        }
    }
}
