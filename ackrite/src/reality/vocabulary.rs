//! Content words as numbers, so that the pairwise comparisons of attempts (every approach with
//! every other, every outcome with every other) compare integers instead of strings.
//!
//! Each distinct content word of one check gets the next number; a text's content words are its
//! numbers, sorted and without repeats. Overlaps count the same words as comparing the strings
//! would, so every Jaccard value is the same number.

use crate::words::{Word, WordMap};

/// A text's content words as sorted, distinct numbers of one [`Vocabulary`].
pub(super) type WordIds = Vec<usize>;

/// The numbering of the content words seen so far.
#[derive(Debug, Default)]
pub(super) struct Vocabulary {
    ids: WordMap<String, usize>,
}

impl Vocabulary {
    fn id(&mut self, word: &str) -> usize {
        if let Some(&id) = self.ids.get(word) {
            return id;
        }
        let id = self.ids.len();
        self.ids.insert(word.to_owned(), id);
        id
    }

    /// The content words of a text split into words (as [`crate::words::content_words`]).
    pub(super) fn content_of(&mut self, words: &[Word]) -> WordIds {
        let ids = words.iter().filter(|w| !w.noise).map(|w| self.id(&w.canon));
        sorted(ids.collect())
    }

    /// Content words already collected as strings.
    pub(super) fn of<'s>(&mut self, words: impl IntoIterator<Item = &'s String>) -> WordIds {
        let ids = words.into_iter().map(|w| self.id(w));
        sorted(ids.collect())
    }
}

fn sorted(mut ids: WordIds) -> WordIds {
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// |a ∩ b|, by merging the two sorted lists.
pub(super) fn shared(a: &[usize], b: &[usize]) -> usize {
    let (mut i, mut j, mut count) = (0, 0, 0);
    while let (Some(x), Some(y)) = (a.get(i), b.get(j)) {
        match x.cmp(y) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                count += 1;
                i += 1;
                j += 1;
            }
        }
    }
    count
}

/// |a ∩ b| / |a ∪ b|; 0.0 when both are empty, as [`crate::words::jaccard`].
pub(super) fn jaccard(a: &[usize], b: &[usize]) -> f64 {
    let shared = shared(a, b);
    let union = a.len() + b.len() - shared;
    if union == 0 {
        return 0.0;
    }
    shared as f64 / union as f64
}
