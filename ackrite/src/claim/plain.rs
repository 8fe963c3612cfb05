//! How a phrase of the lexicon (`super::lexicon`) is found in a text: on whole words, case and
//! punctuation ignored.

/// A text lowercased, every run of characters that are not letters or digits turned into one
/// space, with a space at either end, so a phrase is found on whole words. Where each word
/// starts is noted once, so a phrase is compared only at word starts: no needle is built and no
/// searcher set up per phrase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plain {
    text: String,
    starts: Vec<usize>,
}

impl Plain {
    pub fn of(text: &str) -> Self {
        let mut out = String::with_capacity(text.len() + 2);
        let mut starts = Vec::new();
        out.push(' ');
        for c in text.chars() {
            if c.is_alphanumeric() {
                if out.ends_with(' ') {
                    starts.push(out.len());
                }
                out.extend(c.to_lowercase());
            } else if !out.ends_with(' ') {
                out.push(' ');
            }
        }
        if !out.ends_with(' ') {
            out.push(' ');
        }
        Plain { text: out, starts }
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The first phrase of `list` found in the text, by its position in the text; on a tie, the
    /// longer phrase.
    pub fn find(&self, list: &[&'static str]) -> Option<&'static str> {
        self.find_at(list).map(|(_, phrase)| phrase)
    }

    /// [`Plain::find`] with the byte offset where the phrase starts.
    pub fn find_at(&self, list: &[&'static str]) -> Option<(usize, &'static str)> {
        list.iter()
            .filter_map(|&phrase| self.position(phrase).map(|at| (at, phrase)))
            .min_by(|a, b| a.0.cmp(&b.0).then(b.1.len().cmp(&a.1.len())))
    }

    pub fn has(&self, list: &[&'static str]) -> bool {
        list.iter().any(|phrase| self.position(phrase).is_some())
    }

    /// Where `phrase` first starts on a word start: followed by the end of a word, or by
    /// anything for a phrase ending in `*`.
    fn position(&self, phrase: &str) -> Option<usize> {
        let (body, prefix) = match phrase.strip_suffix('*') {
            Some(body) => (body, true),
            None => (phrase, false),
        };
        let bytes = self.text.as_bytes();
        self.starts.iter().copied().find(|&at| {
            bytes[at..].starts_with(body.as_bytes())
                && (prefix || bytes.get(at + body.len()) == Some(&b' '))
        })
    }
}
