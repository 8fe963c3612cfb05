//! Fixed word tables (stop words, units, synonyms, cue words), looked up once per token of every
//! text, with a fast hash.
//!
//! Why not the standard hasher: SipHash guards a table against keys chosen to collide, and it
//! costs more than the rest of normalising a word. These tables are filled once from Ackrite's
//! own word lists and only ever *looked up* with caller text, so no caller can fill a bucket;
//! the multiply-rotate hash below (the one rustc uses, "FxHash") is enough.

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
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    fn finish(&self) -> u64 {
        self.hash
    }
}
