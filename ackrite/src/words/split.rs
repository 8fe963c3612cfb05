//! The tokenizer under every reading of words: a text cut into lowercase tokens, each with what
//! separates it from the one before (see the module documentation of `words` for the order of
//! the steps that follow).

use std::borrow::Cow;

/// One token as the tokenizer finds it, before compounds are joined.
pub(super) struct Token<'t> {
    pub text: Cow<'t, str>,
    /// Where it stands in the text, in bytes.
    pub start: usize,
    pub end: usize,
    /// Exactly one hyphen separates it from the token before ("log-in").
    pub hyphenated: bool,
    /// Clause punctuation separates it from the token before.
    pub clause_start: bool,
}

pub(super) fn split(text: &str) -> Split<'_> {
    Split {
        text,
        position: 0,
        separator_chars: 0,
        separator_hyphen: false,
        separator_clause: false,
    }
}

/// The tokens of a text, in order: runs of alphanumeric chars, lowercased. ASCII is read byte by
/// byte; other chars are decoded one by one.
pub(super) struct Split<'t> {
    text: &'t str,
    /// Byte offset of the next char to read.
    position: usize,
    // What lies between the previous token and the current one: how many chars, whether it was
    // exactly one hyphen, whether it held clause punctuation.
    separator_chars: usize,
    separator_hyphen: bool,
    separator_clause: bool,
}

impl<'t> Split<'t> {
    /// The whole text.
    pub(super) fn text(&self) -> &'t str {
        self.text
    }

    /// The text not yet read.
    pub(super) fn rest(&self) -> &'t str {
        &self.text[self.position..]
    }

    /// The token `from..to`; `plain` when it is lowercase ASCII already and can be borrowed.
    fn token(&mut self, from: usize, to: usize, plain: bool) -> Token<'t> {
        let text = &self.text[from..to];
        let token = Token {
            start: from,
            end: to,
            text: if plain {
                Cow::Borrowed(text)
            } else {
                Cow::Owned(text.chars().flat_map(char::to_lowercase).collect())
            },
            hyphenated: self.separator_chars == 1 && self.separator_hyphen,
            clause_start: self.separator_clause,
        };
        self.separator_chars = 0;
        self.separator_clause = false;
        token
    }
}

/// True when a camelCase identifier is split before the uppercase ASCII letter at `at`: after a
/// lowercase letter or digit (`getUser`, `v2Api`), or at the last capital of an acronym that a
/// word follows (`HTTPServer`). A first part of one letter stays joined (`OAuth`, `iOS`, `eBay`),
/// and so does an acronym's plural (`URLs`, `APIs`).
fn camel_boundary(bytes: &[u8], start: usize, at: usize) -> bool {
    if at - start < 2 {
        return false;
    }
    let before = bytes[at - 1];
    if before.is_ascii_lowercase() || before.is_ascii_digit() {
        return true;
    }
    let lower_run = bytes[at + 1..]
        .iter()
        .take_while(|b| b.is_ascii_lowercase())
        .count();
    before.is_ascii_uppercase() && lower_run >= 2
}

impl<'t> Iterator for Split<'t> {
    type Item = Token<'t>;

    fn next(&mut self) -> Option<Token<'t>> {
        let bytes = self.text.as_bytes();
        // Separators up to the next token.
        loop {
            let &byte = bytes.get(self.position)?;
            if byte.is_ascii_alphanumeric() {
                break;
            }
            let width = if byte.is_ascii() {
                1
            } else {
                let c = self.text[self.position..].chars().next()?;
                if c.is_alphanumeric() {
                    break;
                }
                c.len_utf8()
            };
            self.position += width;
            self.separator_chars += 1;
            self.separator_hyphen = byte == b'-';
            self.separator_clause |=
                matches!(byte, b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\n');
        }
        // The token, and whether it is lowercase ASCII already.
        let start = self.position;
        let mut plain = true;
        while let Some(&byte) = bytes.get(self.position) {
            if byte.is_ascii_lowercase() || byte.is_ascii_digit() {
                self.position += 1;
            } else if byte.is_ascii_uppercase() {
                if camel_boundary(bytes, start, self.position) {
                    break;
                }
                plain = false;
                self.position += 1;
            } else if byte.is_ascii() {
                break;
            } else {
                match self.text[self.position..].chars().next() {
                    Some(c) if c.is_alphanumeric() => {
                        plain = false;
                        self.position += c.len_utf8();
                    }
                    _ => break,
                }
            }
        }
        Some(self.token(start, self.position, plain))
    }
}
