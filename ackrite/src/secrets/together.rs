//! Many short texts read by one keyword pass; each is then redacted from the hits found in it.
//!
//! Why: a tool's request and response are a few dozen short strings, and a keyword pass over a
//! short string costs several thousand instructions before it reads a byte (each of the passes
//! sets its searcher up for the haystack, and a haystack too short for the SIMD search is read
//! by a slower one). Joined, they pay that once.
//!
//! Why it is exact: the texts are joined by newlines, so each is a run of whole lines of the
//! joined text, and no keyword holds a newline (`Keywords::build` refuses one). A hit never
//! crosses a line, and the leftmost-longest search starts afresh at every line, so the hits
//! inside one text's lines are exactly the hits of that text read alone (the same fact the
//! second redaction pass rests on, see `rescan`). From its hits, a text is redacted as it would
//! be alone: the rest of the scan reads only the text and its hits, and one without a hit is
//! returned as it came.

use std::borrow::Cow;

use super::keywords::Hit;
use super::{scan, Redacted};

/// Texts longer than this are not joined: they are long enough to pay for their own pass.
pub const LONGEST_JOINED: usize = 4096;

/// Texts gathered to be read together.
pub struct Joined {
    text: String,
    /// Where each gathered text is in `text`.
    ranges: Vec<(usize, usize)>,
}

impl Default for Joined {
    /// Room for the strings of a typical response, so that the joined text does not grow
    /// string by string.
    fn default() -> Self {
        Joined {
            text: String::with_capacity(2 << 10),
            ranges: Vec::with_capacity(32),
        }
    }
}

impl Joined {
    /// Adds `text`; a long one is left out (see [`LONGEST_JOINED`]).
    pub fn push(&mut self, text: &str) {
        if text.is_empty() || text.len() > LONGEST_JOINED {
            return;
        }
        let start = self.text.len();
        self.text.push_str(text);
        self.ranges.push((start, self.text.len()));
        self.text.push('\n');
    }

    /// One keyword pass over everything gathered, its hits filed under the text they are in.
    pub fn read(self) -> Together {
        let Joined { text, ranges } = self;
        let hits = scan::keyword_hits(&text);
        // Both lists are sorted by position: walk them together.
        let mut texts = Vec::with_capacity(ranges.len());
        let mut next = 0;
        for (start, end) in ranges {
            while next < hits.len() && hits[next].start < start {
                next += 1;
            }
            let first = next;
            while next < hits.len() && hits[next].start < end {
                next += 1;
            }
            texts.push(Read {
                start,
                end,
                hits: (first, next),
            });
        }
        texts.sort_by(|a, b| text[a.start..a.end].cmp(&text[b.start..b.end]));
        texts.dedup_by(|a, b| text[a.start..a.end] == text[b.start..b.end]);
        Together { text, hits, texts }
    }
}

/// One gathered text: where it is, and which of the hits are in it.
struct Read {
    start: usize,
    end: usize,
    hits: (usize, usize),
}

/// Gathered texts and the hits of their joined keyword pass, looked up by content.
pub struct Together {
    text: String,
    hits: Vec<Hit<'static>>,
    /// Sorted by content, each content once.
    texts: Vec<Read>,
}

impl Together {
    /// `text` redacted, as [`super::redact`] redacts it, from the hits the joined pass found in
    /// it; `None` when `text` was not gathered.
    pub fn redact<'t>(&self, text: &'t str) -> Option<Redacted<'t>> {
        let read = self.find(text)?;
        let (first, last) = read.hits;
        if first == last {
            return Some(Redacted {
                text: Cow::Borrowed(text),
                settled: true,
            });
        }
        let hits = self.hits[first..last]
            .iter()
            .map(|hit| Hit {
                start: hit.start - read.start,
                end: hit.end - read.start,
                ..*hit
            })
            .collect();
        Some(super::redact_given(text, hits))
    }

    /// True when `text` was gathered and the pass found no keyword in it: redaction returns it
    /// as it is.
    pub fn keyword_free(&self, text: &str) -> bool {
        self.find(text)
            .is_some_and(|read| read.hits.0 == read.hits.1)
    }

    fn find(&self, text: &str) -> Option<&Read> {
        let at = self
            .texts
            .binary_search_by(|read| self.text[read.start..read.end].cmp(text))
            .ok()?;
        Some(&self.texts[at])
    }
}

#[cfg(test)]
mod tests {
    use super::{Joined, LONGEST_JOINED};
    use crate::secrets::redact;

    /// Each text redacted from the joined pass, next to the same text redacted alone.
    fn together_and_alone(texts: &[&str]) -> Vec<(Option<String>, String)> {
        let mut joined = Joined::default();
        for text in texts {
            joined.push(text);
        }
        let together = joined.read();
        texts
            .iter()
            .map(|t| {
                let read = together.redact(t).map(|r| r.text.into_owned());
                (read, redact(t).into_owned())
            })
            .collect()
    }

    #[test]
    fn every_gathered_text_is_redacted_as_it_would_be_alone() {
        let key = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAtodo0tX9k2abcdefghijklmnopqrstuvwxyz0123456789ABCD\n-----END RSA PRIVATE KEY-----";
        let texts = [
            "The migration locks the invoices table.",
            "export GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789",
            "password",
            "=hunter2-but-longer-than-a-word",
            "a password is mentioned in prose",
            "user: admin\npassword: Zq8#mK2!vR9pL4xW",
            "postgres://app:s3cr3tPassw0rd@db:5432/orders",
            key,
            "The migration locks the invoices table.",
        ];
        let results = together_and_alone(&texts);
        for (text, (together, alone)) in texts.iter().zip(&results) {
            assert_eq!(together.as_deref(), Some(alone.as_str()), "{text}");
        }
        // The two halves of an assignment in two texts are not one assignment.
        assert_eq!(results[2].1, "password");
        assert_ne!(results[1].1, texts[1], "the token is redacted");
        assert_ne!(results[7].1, key, "the key is redacted");
    }

    #[test]
    fn long_empty_and_unseen_texts_are_left_to_redact_alone() {
        let long = format!("{} password=Zq8#mK2!vR9pL4xW", "a".repeat(LONGEST_JOINED));
        let results = together_and_alone(&[&long, ""]);
        assert!(results.iter().all(|(together, _)| together.is_none()));
        let mut joined = Joined::default();
        joined.push("seen");
        assert!(joined.read().redact("never seen").is_none());
    }
}
