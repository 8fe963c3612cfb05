//! A token's normal form — whether it is noise, and its canonical word — remembered for the
//! rest of the call, or for the process when the word is one of Ackrite's own.
//!
//! Why: one call reads its claim and evidence several times (parts, domain cues, relevance,
//! quotes), and each reading of a token costs two table lookups, a noise check and a stem;
//! a remembered token costs one lookup. The memory is the call's (`crate::call_memo`), so no
//! token of a caller's text outlives the call that brought it.
//!
//! The words of Ackrite's own tables (domain cues, cue phrases) are learnt for the process as
//! each table is built ([`learnt`]): a caller who writes "migration" or "lock" then costs a
//! lookup instead of a Snowball run, on every call. Only a `&'static str` can be learnt, and a
//! caller's text never is one, so what the process keeps is Ackrite's own vocabulary and
//! nothing a caller sent.

use std::cell::RefCell;
use std::hash::{BuildHasher, BuildHasherDefault};
use std::sync::{LazyLock, PoisonError, RwLock};

use hashbrown::HashTable;

use super::lookup::{WordHasher, WordMap};
use super::stop;
use super::synonym::{self, Canonical};

thread_local! {
    /// Normal forms made inside the current [`remembering`] scope; `None` outside one.
    static NORMAL: RefCell<Option<Memo>> = const { RefCell::new(None) };
}

/// The normal forms of one call, by token.
///
/// Why not a map from `String`: every token would be a string of its own, alive until the call
/// ends, and a call remembers a few dozen tokens; freeing that many small blocks at once
/// overflows the allocator's per-size caches, which then costs more than the lookups saved.
/// Here the tokens are written one after another in one buffer and found by their hash.
struct Memo {
    tokens: String,
    /// Each remembered token's place in `tokens`, and its normal form.
    remembered: Vec<Remembered>,
    /// Indices into `remembered`, by the hash of the token.
    table: HashTable<u32>,
}

struct Remembered {
    start: u32,
    end: u32,
    normal: (bool, Canonical),
}

impl Memo {
    fn token(&self, index: u32) -> &str {
        let entry = &self.remembered[index as usize];
        &self.tokens[entry.start as usize..entry.end as usize]
    }

    fn get(&self, raw: &str) -> Option<&(bool, Canonical)> {
        let index = self
            .table
            .find(hash(raw), |&index| self.token(index) == raw)?;
        Some(&self.remembered[*index as usize].normal)
    }

    /// Remembers `raw`, which [`Memo::get`] has just not found. A call's text is bounded far
    /// below 4 GiB (one JSON-RPC message is at most 1 MiB), so offsets fit in 32 bits; a token
    /// past them is simply not remembered.
    fn insert(&mut self, raw: &str, normal: (bool, Canonical)) {
        let start = self.tokens.len();
        let (Ok(start), Ok(end), Ok(index)) = (
            u32::try_from(start),
            u32::try_from(start + raw.len()),
            u32::try_from(self.remembered.len()),
        ) else {
            return;
        };
        self.tokens.push_str(raw);
        self.remembered.push(Remembered { start, end, normal });
        let Memo {
            tokens,
            remembered,
            table,
        } = self;
        // Growing the table rehashes every index it holds, from the token it points at.
        table.insert_unique(hash(raw), index, |&index| {
            let entry = &remembered[index as usize];
            hash(&tokens[entry.start as usize..entry.end as usize])
        });
    }
}

/// The hash a token is filed under: the word tables' own, as for a `&str` key.
fn hash(raw: &str) -> u64 {
    BuildHasherDefault::<WordHasher>::default().hash_one(raw)
}

/// The normal forms of the tokens of Ackrite's own tables, learnt as each table is built.
static VOCABULARY: LazyLock<RwLock<WordMap<String, (bool, Canonical)>>> =
    LazyLock::new(Default::default);

/// Whether `raw` is noise, and its canonical form, learnt for the process: `raw` is a token of
/// one of Ackrite's own texts (see [`super::learnt_words`]).
pub(super) fn learnt(raw: &str, buffer: &mut String) -> (bool, Canonical) {
    if let Some(normal) = vocabulary(raw) {
        return normal;
    }
    let normal = compute(raw, buffer);
    VOCABULARY
        .write()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(raw.to_owned(), normal.clone());
    normal
}

fn vocabulary(raw: &str) -> Option<(bool, Canonical)> {
    VOCABULARY
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .get(raw)
        .cloned()
}

fn compute(raw: &str, buffer: &mut String) -> (bool, Canonical) {
    let noise = stop::is_noise(raw);
    let canonical = if noise {
        synonym::listed(raw).map_or(Canonical::Prefix(raw.len()), Canonical::Listed)
    } else {
        synonym::canonical_of(raw, buffer)
    };
    (noise, canonical)
}

impl Default for Memo {
    /// Room for the distinct words of a typical call, so that the table does not grow (and
    /// rehash) word by word.
    fn default() -> Self {
        Memo {
            tokens: String::with_capacity(512),
            remembered: Vec::with_capacity(24),
            table: HashTable::with_capacity(64),
        }
    }
}

/// Runs `f` with every normal form it computes remembered until `f` returns (see
/// `crate::call_memo::scoped`).
pub(crate) fn remembering<R>(f: impl FnOnce() -> R) -> R {
    crate::call_memo::scoped(&NORMAL, f)
}

/// Whether `raw` (a lowercase token) is noise, and its canonical form. Noise is not stemmed:
/// it is never compared with content, only matched in phrases, which read their own words the
/// same way, so a stem would cost a Snowball run for nothing.
///
/// The call's memory is asked first: it is the thread's own, while the process vocabulary sits
/// behind a lock whose every read is two atomic operations — a word a call reads five times
/// (the claim's, by parts, domain cues, wording) takes the lock once.
pub(super) fn remembered(raw: &str, buffer: &mut String) -> (bool, Canonical) {
    NORMAL.with_borrow_mut(|memo| match memo {
        Some(memo) => {
            if let Some(normal) = memo.get(raw) {
                return normal.clone();
            }
            let normal = vocabulary(raw).unwrap_or_else(|| compute(raw, buffer));
            memo.insert(raw, normal.clone());
            normal
        }
        None => vocabulary(raw).unwrap_or_else(|| compute(raw, buffer)),
    })
}

#[cfg(test)]
mod tests {
    use super::{remembered, remembering, vocabulary, NORMAL};

    #[test]
    fn remembered_forms_are_the_same_and_forgotten_after_the_scope() {
        let tokens = ["retrying", "the", "logins", "policies", "hoping", "30s"];
        let plain: Vec<_> = tokens
            .iter()
            .map(|t| remembered(t, &mut String::new()))
            .collect();
        let twice = remembering(|| {
            let first: Vec<_> = tokens
                .iter()
                .map(|t| remembered(t, &mut String::new()))
                .collect();
            let again: Vec<_> = tokens
                .iter()
                .map(|t| remembered(t, &mut String::new()))
                .collect();
            (first, again)
        });
        assert_eq!(twice, (plain.clone(), plain));
        assert!(
            NORMAL.with_borrow(Option::is_none),
            "nothing outlives the scope"
        );
        let unwound = std::panic::catch_unwind(|| {
            remembering(|| {
                remembered("retrying", &mut String::new());
                panic!("a tool panics")
            })
        });
        assert!(unwound.is_err());
        assert!(NORMAL.with_borrow(Option::is_none), "nor a panicking one");
    }

    #[test]
    fn ackrites_own_words_read_as_a_callers_would_and_a_callers_are_never_kept() {
        let own: &'static str = "Migrations lock the tables while a worker refreshes";
        for _ in 0..2 {
            assert_eq!(
                crate::words::learnt_words(own),
                crate::words::words(own),
                "learning changes no normal form"
            );
        }
        // A caller's text is read inside a call, and nothing of it is kept for the process.
        let caller = String::from("zqxfrobnicated wibbleworks");
        remembering(|| crate::words::content_words(&caller));
        assert!(vocabulary("zqxfrobnicated").is_none());
        assert!(vocabulary("wibbleworks").is_none());
    }
}
