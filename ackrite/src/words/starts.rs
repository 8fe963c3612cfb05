//! A fixed list of phrases, each a sequence of lowercase ASCII words, that a rule reads a text
//! against word by word.

#[derive(Debug, Clone, Copy)]
pub(crate) struct Phrases {
    pub(crate) list: &'static [&'static [&'static str]],
}

impl Phrases {
    /// `list`: non-empty sequences of lowercase ASCII words, none empty.
    pub(crate) const fn new(list: &'static [&'static [&'static str]]) -> Phrases {
        Phrases { list }
    }
}
