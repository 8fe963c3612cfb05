//! Many short texts read by one keyword pass; each is then redacted from the hits found in it.
//!
//! Why: a tool's request and response are a few dozen short strings, and a keyword pass over a
//! short string pays a fixed set-up, larger than reading the string, before it reads a byte (each
//! of the passes sets its searcher up for the haystack, and a haystack too short for the SIMD
//! search is read by a slower one). Joined, they pay that once.
//!
//! Why it is exact: the texts are joined by newlines, so each is a run of whole lines of the
//! joined text, and no keyword holds a newline (`Keywords::build` refuses one). A hit never
//! crosses a line, and the leftmost-longest search starts afresh at every line, so the hits
//! inside one text's lines are exactly the hits of that text read alone (the same fact the
//! second redaction pass rests on, see `rescan`). From its hits, a text is redacted as it would
//! be alone: the rest of the scan reads only the text and its hits, and one without a hit is
//! returned as it came.

use std::borrow::Cow;
use std::cell::RefCell;

use super::keywords::Hit;
use super::{scan, Redacted};

/// Texts longer than this are not joined: they are long enough to pay for their own pass.
pub const LONGEST_JOINED: usize = 4096;

/// How many wiped buffers a thread keeps, and the largest it keeps: a call joins two values (its
/// request and its response), and a rare huge one is not worth holding on to.
const SPARE_BUFFERS: usize = 2;
const LARGEST_SPARE: usize = 64 << 10;

thread_local! {
    /// Buffers of joined texts that are done with, every byte overwritten with zero.
    ///
    /// Why keep them: a call's joined text is a few KiB, and a block that size is above what the
    /// system allocator keeps at hand per size; each fresh one first sweeps up every small
    /// block the call has freed, which costs more than the keyword pass it is for. Why wiped:
    /// the buffer held a caller's text, and what a thread keeps between calls must hold none.
    static SPARE: RefCell<Vec<Vec<u8>>> = const { RefCell::new(Vec::new()) };
}

/// A wiped buffer of the thread's, or a new one with room for the strings of a typical
/// response, so that the joined text does not grow string by string.
fn buffer() -> String {
    let mut bytes = SPARE
        .with_borrow_mut(Vec::pop)
        .unwrap_or_else(|| Vec::with_capacity(2 << 10));
    bytes.clear();
    // Empty, and so valid UTF-8.
    String::from_utf8(bytes).unwrap_or_default()
}

/// Gives `text`'s buffer back to the thread, wiped; a large one is freed instead.
fn give_back(text: String) {
    let mut bytes = text.into_bytes();
    if bytes.capacity() > LARGEST_SPARE {
        return;
    }
    // Bytes past its length were never written, or were zeroed when it was last given back.
    bytes.fill(0);
    SPARE.with_borrow_mut(|spare| {
        if spare.len() < SPARE_BUFFERS {
            spare.push(bytes);
        }
    });
}

/// Texts gathered to be read together.
pub struct Joined {
    text: String,
    /// Where each gathered text is in `text`.
    ranges: Vec<(usize, usize)>,
}

impl Default for Joined {
    fn default() -> Self {
        Joined {
            text: buffer(),
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
            texts.push(Gathered {
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

impl Drop for Together {
    fn drop(&mut self) {
        give_back(std::mem::take(&mut self.text));
    }
}

/// One gathered text: where it is, and which of the hits are in it.
struct Gathered {
    start: usize,
    end: usize,
    hits: (usize, usize),
}

/// Gathered texts and the hits of their joined keyword pass, looked up by content.
pub struct Together {
    text: String,
    hits: Vec<Hit<'static>>,
    /// Sorted by content, each content once.
    texts: Vec<Gathered>,
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

    fn find(&self, text: &str) -> Option<&Gathered> {
        let at = self
            .texts
            .binary_search_by(|read| self.text[read.start..read.end].cmp(text))
            .ok()?;
        Some(&self.texts[at])
    }
}

#[cfg(test)]
mod tests {
    use super::{Joined, LONGEST_JOINED, SPARE, SPARE_BUFFERS};
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

    #[test]
    fn a_buffer_kept_for_the_next_call_holds_no_byte_of_the_last_one() {
        for _ in 0..3 {
            let mut joined = Joined::default();
            joined.push("postgres://app:s3cr3tPassw0rd@db:5432/orders");
            joined.push("The migration locks the invoices table.");
            drop(joined.read());
        }
        SPARE.with_borrow(|spare| {
            assert!(!spare.is_empty() && spare.len() <= SPARE_BUFFERS);
            for buffer in spare {
                assert!(!buffer.is_empty(), "the length covers what was written");
                assert!(
                    buffer.iter().all(|&byte| byte == 0),
                    "and all of it is wiped"
                );
            }
        });
        let reused = Joined::default();
        assert!(reused.text.is_empty(), "a reused buffer starts empty");
    }
}
