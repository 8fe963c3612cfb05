//! Fixed English word sequences in a claim ("because of", "is caused by", "fixes it"), found by
//! comparing words rather than by regular expressions.
//!
//! Why not regexes: the markers are a few words each, and a case-insensitive pattern with word
//! boundaries costs more to build on a server's first call, for the causal forms alone, than
//! the whole analysis of a claim. A marker word is a run of ASCII
//! letters, digits and underscores, compared without regard to ASCII case; the words of a
//! marker are separated by whitespace only (`docs/judgement.md`, "Compound claims").

/// One word of a text: its byte range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct WordSpan {
    pub start: usize,
    pub end: usize,
}

/// The words of `text` in order: runs of ASCII letters, digits and `_`.
pub(super) fn words(text: &str) -> Vec<WordSpan> {
    let bytes = text.as_bytes();
    // About one word in six bytes of prose: room for most texts in one allocation.
    let mut found = Vec::with_capacity(bytes.len() / 6 + 1);
    let mut i = 0;
    while i < bytes.len() {
        if is_word_byte(bytes[i]) {
            let start = i;
            while i < bytes.len() && is_word_byte(bytes[i]) {
                i += 1;
            }
            found.push(WordSpan { start, end: i });
        } else {
            i += 1;
        }
    }
    found
}

fn is_word_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_'
}

/// Whether the word is `expected` (lowercase), in any ASCII case.
pub(super) fn is(text: &str, word: WordSpan, expected: &str) -> bool {
    text[word.start..word.end].eq_ignore_ascii_case(expected)
}

/// Whether only whitespace (at least one char) separates two words.
pub(super) fn spaced(text: &str, first: WordSpan, second: WordSpan) -> bool {
    let gap = &text.as_bytes()[first.end..second.start];
    !gap.is_empty() && gap.iter().all(u8::is_ascii_whitespace)
}

/// Whether `words[at..]` starts with `sequence` (lowercase words), its words separated by
/// whitespace; the index one past its last word if so.
pub(super) fn spells(
    text: &str,
    words: &[WordSpan],
    at: usize,
    sequence: &[&str],
) -> Option<usize> {
    let end = at + sequence.len();
    if end > words.len() {
        return None;
    }
    let matched = sequence.iter().enumerate().all(|(k, expected)| {
        is(text, words[at + k], expected)
            && (k == 0 || spaced(text, words[at + k - 1], words[at + k]))
    });
    matched.then_some(end)
}

#[cfg(test)]
mod tests {
    use super::{spells, words};

    #[test]
    fn words_are_ascii_runs() {
        let text = "Fails, because-of the_cache (é) x2";
        let found: Vec<&str> = words(text).iter().map(|w| &text[w.start..w.end]).collect();
        assert_eq!(found, ["Fails", "because", "of", "the_cache", "x2"]);
    }

    #[test]
    fn sequences_need_whitespace_between_their_words() {
        let rows = [
            ("any ASCII case", "Caused  BY", true),
            ("a newline is whitespace", "caused\nby", true),
            ("a hyphen is not", "caused-by", false),
            ("a longer word is another word", "caused bypass", false),
        ];
        for (rule, text, expected) in rows {
            let w = words(text);
            assert_eq!(
                spells(text, &w, 0, &["caused", "by"]).is_some(),
                expected,
                "{rule}"
            );
        }
    }
}
