//! The letters a fixed list of phrases can start with, so that a rule reading a claim word by
//! word compares a word with the list only when it could start one of its phrases.
//!
//! Why: the form rules ("no longer", "caused by", "due to", "every …") walk the claim's words
//! and, at each, try every phrase of a list. Most words start no phrase, and that is told by
//! their first byte; the lists are fixed, so the table is built at compile time.
//!
//! Why it is exact: a word can only equal a phrase's first word — as written, or in another
//! ASCII case — if its first byte is that word's, in some ASCII case; a word whose first byte
//! is in no phrase's first word (or an empty word) starts none.

/// The first bytes, lowercased, of the first words of a list of phrases.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Starts([bool; 256]);

impl Starts {
    /// The starts of `phrases`, each a non-empty sequence of lowercase ASCII words, none empty.
    const fn of(phrases: &[&[&str]]) -> Starts {
        let mut table = [false; 256];
        let mut i = 0;
        while i < phrases.len() {
            // An empty phrase, or one opening with an empty word, would match where no letter
            // is: refused when the list is compiled.
            assert!(!phrases[i].is_empty() && !phrases[i][0].is_empty());
            let first = phrases[i][0].as_bytes();
            table[first[0].to_ascii_lowercase() as usize] = true;
            i += 1;
        }
        Starts(table)
    }

    /// The starts of `words`, each a lowercase ASCII word: as [`Starts::of`] phrases of one word.
    pub(crate) const fn of_words(words: &[&str]) -> Starts {
        let mut table = [false; 256];
        let mut i = 0;
        while i < words.len() {
            assert!(!words[i].is_empty());
            table[words[i].as_bytes()[0].to_ascii_lowercase() as usize] = true;
            i += 1;
        }
        Starts(table)
    }

    /// Whether `word` may be the first word of one of the phrases, in any ASCII case.
    pub(crate) fn may_start(&self, word: &str) -> bool {
        word.as_bytes()
            .first()
            .is_some_and(|&byte| self.0[usize::from(byte.to_ascii_lowercase())])
    }
}

/// A fixed list of phrases together with the letters they start with, so that the two can
/// never disagree.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Phrases {
    pub(crate) list: &'static [&'static [&'static str]],
    starts: Starts,
}

impl Phrases {
    /// `list`: non-empty sequences of lowercase ASCII words, none empty.
    pub(crate) const fn new(list: &'static [&'static [&'static str]]) -> Phrases {
        Phrases {
            list,
            starts: Starts::of(list),
        }
    }

    /// Whether `word` may be the first word of one of the phrases, in any ASCII case.
    pub(crate) fn may_start(&self, word: &str) -> bool {
        self.starts.may_start(word)
    }
}

#[cfg(test)]
mod tests {
    use super::Starts;

    #[test]
    fn a_word_may_start_a_phrase_only_by_its_first_letter() {
        const STARTS: Starts = Starts::of(&[&["no", "longer"], &["because"], &["due", "to"]]);
        for word in ["no", "No", "nothing", "because", "BECAUSE", "due", "d"] {
            assert!(STARTS.may_start(word), "{word}");
        }
        for word in ["", "longer", "to", "after", "é", "1"] {
            assert!(!STARTS.may_start(word), "{word}");
        }
        const WORDS: Starts = Starts::of_words(&["fix", "resolve"]);
        assert!(WORDS.may_start("Fixes") && WORDS.may_start("resolved"));
        assert!(!WORDS.may_start("it") && !WORDS.may_start(""));
    }
}
