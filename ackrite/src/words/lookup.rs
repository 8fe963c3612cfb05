//! Fixed word tables (stop words, units, synonyms, cue words), looked up once per token of every
//! text, with a fast hash.
//!
//! Why not the standard hasher: SipHash guards a table against keys chosen to collide, and it
//! costs more than the rest of normalising a word. These tables are filled once from Ackrite's
//! own word lists and only ever *looked up* with caller text, so no caller can fill a bucket;
//! the multiply-rotate hash below (the one rustc uses, "FxHash") is enough. The sets one call
//! fills with a caller's tokens (the tokens already read, the call's normal forms) use it too,
//! bounded by one message's size; see [`WordHasher::finish`] for why tokens with a common
//! start do not crowd one bucket.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A fixed set of words.
pub(crate) type WordSet<K> = HashSet<K, BuildHasherDefault<WordHasher>>;
/// A fixed map from words.
pub(crate) type WordMap<K, V> = HashMap<K, V, BuildHasherDefault<WordHasher>>;

/// FxHash: each 8-byte chunk is mixed in with a rotate, an xor and a multiply.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct WordHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl WordHasher {
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            // The last bytes as a little-endian word padded with zeros, assembled in place: a
            // copy of a variable length would be a call to `memcpy` for every word looked up.
            let word = rest
                .iter()
                .rev()
                .fold(0u64, |word, &byte| (word << 8) | u64::from(byte));
            self.add(word);
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    /// A multiply carries only upwards, so the low bits depend on the low bytes only, and a
    /// table picks its bucket from the low bits: tokens sharing their first bytes ("aaa…")
    /// would all probe one bucket. Folding the high bits, which depend on every byte, into the
    /// low ones spreads them; the top bits, which the table keeps as a tag, are left as they are.
    fn finish(&self) -> u64 {
        let hash = self.hash ^ (self.hash >> 32);
        hash ^ (hash >> 16)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::hash::{BuildHasher, BuildHasherDefault};

    use super::WordHasher;

    /// The hash of a text whose length is not a multiple of eight: its last bytes are one word,
    /// padded with zeros, as `u64::from_le_bytes` reads them.
    #[test]
    fn the_last_bytes_are_one_zero_padded_word() {
        for text in [
            "a",
            "retry",
            "timeout",
            "authentication",
            "sign-in ok",
            "ünïcode",
        ] {
            let mut padded = WordHasher::default();
            let mut chunks = text.as_bytes().chunks(8);
            for chunk in &mut chunks {
                let mut word = [0u8; 8];
                word[..chunk.len()].copy_from_slice(chunk);
                padded.add(u64::from_le_bytes(word));
            }
            let mut hasher = WordHasher::default();
            std::hash::Hasher::write(&mut hasher, text.as_bytes());
            assert_eq!(hasher.hash, padded.hash, "{text}");
        }
    }

    /// A caller can send thousands of tokens that share their first bytes ("aaaqzxvw",
    /// "aaaqzxvx", …). A table picks a bucket from a hash's low bits: if those depended on the
    /// first bytes only, every such token would probe one bucket, and filling the table would
    /// take time quadratic in the tokens.
    #[test]
    fn tokens_sharing_their_start_spread_over_buckets() {
        let hasher = BuildHasherDefault::<WordHasher>::default();
        let letters = b"abcdefghijklmnopqrstuvwxyz";
        let mut buckets = BTreeSet::new();
        let mut tokens = 0;
        for a in letters {
            for b in letters {
                for c in &letters[..6] {
                    let token = format!("aaaqz{}{}{}", *a as char, *b as char, *c as char);
                    buckets.insert(hasher.hash_one(token.as_str()) & 0xFFF);
                    tokens += 1;
                }
            }
        }
        // 4,056 tokens into 4,096 buckets: a uniform hash fills about 2,500 of them.
        assert!(
            buckets.len() > 2_000,
            "{tokens} tokens in {} buckets",
            buckets.len()
        );
    }
}
