//! The keyword pass: every keyword of every pattern, found in one scan of the text per case
//! mode, each hit carrying the list of patterns it must run.
//!
//! Case-insensitive keywords (`password`, `token`) are searched, lowercased, in a lowercased
//! copy of the text, and case-sensitive ones (`SK`, `AIza`, `eyJ`) in the text itself: each
//! search is then plain literals, which `aho-corasick` hands to its SIMD multi-literal
//! searcher (Teddy) instead of running an automaton over every byte. Teddy takes at most 64
//! literals, so each mode is split into passes of [`KEYWORDS_PER_PASS`]; clean text costs
//! these few scans and nothing else. A hit names its keyword by index, so what it triggers is
//! a lookup in a vector, filled in on the keyword's first hit.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use aho_corasick::{packed, AhoCorasick, MatchKind};

/// A pattern a hit must run, and whether the hit is on one of the pattern's own keywords (a
/// gate reads the hit as such) or on a longer keyword that hides one of them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Trigger {
    pub pattern: usize,
    pub own: bool,
}

/// One keyword found in the text.
#[derive(Clone, Copy)]
pub(crate) struct Hit<'k> {
    pub start: usize,
    pub end: usize,
    pub triggers: &'k [Trigger],
}

/// Every keyword of one case mode, sorted, with the patterns that list it.
type Listed = Arc<[(Vec<u8>, Vec<usize>)]>;

/// Some keywords of one case mode, and what each triggers (by the searcher's pattern index).
struct Pass {
    searcher: Searcher,
    /// Each keyword of the pass, as its index in `listed`.
    keywords: Vec<usize>,
    listed: Listed,
    /// What each keyword triggers, worked out on its first hit: that compares it with every
    /// keyword of its mode, and doing so for all of them up front was a visible share of a
    /// server's first call, where most keywords never occur.
    triggers: Vec<OnceLock<Vec<Trigger>>>,
}

/// Teddy itself where the CPU has it; elsewhere an automaton (which uses what prefilter it can).
/// Teddy called directly costs less per hit than through the automaton's search loop, which
/// counts on inputs dense with keywords.
enum Searcher {
    Teddy(packed::Searcher),
    Automaton(AhoCorasick),
}

/// The most literals in one pass: beyond 64, `aho-corasick` gives up Teddy for an automaton
/// that looks at every byte and is much slower. Measured side by side (`cargo bench -p ackrite
/// --bench redaction`): two Teddy passes beat one automaton pass, and one full pass beats two
/// half-full ones on text dense with keywords.
const KEYWORDS_PER_PASS: usize = 64;

/// The lowercased copy of the text, kept between calls up to this size: a fresh megabyte per
/// call costs page faults on every call.
const KEEP_LOWERED: usize = 4 << 20;

thread_local! {
    static LOWERED: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

pub(crate) struct Keywords {
    folded: Vec<Pass>,
    cased: Vec<Pass>,
}

impl Keywords {
    /// `patterns` yields, for each pattern in engine order, its keywords and whether they are
    /// case-sensitive.
    pub(crate) fn build<'p>(
        patterns: impl Iterator<Item = (&'p [&'p str], bool)> + Clone,
    ) -> Keywords {
        Keywords {
            folded: Pass::build(patterns.clone(), false),
            cased: Pass::build(patterns, true),
        }
    }

    /// Every hit in `text`, sorted by start (then end).
    pub(crate) fn hits(&self, text: &str) -> Vec<Hit<'_>> {
        self.hits_in(text, &[(0, text.len())])
    }

    /// Every hit inside the sorted, disjoint `ranges` of `text`, sorted by start (then end).
    ///
    /// When each range is made of whole lines, these are exactly the hits the whole text has
    /// in them: no keyword holds a newline (`Keywords::build` refuses one), so a hit never
    /// crosses a line, and the leftmost-longest scan starts afresh at every line.
    pub(crate) fn hits_in(&self, text: &str, ranges: &[(usize, usize)]) -> Vec<Hit<'_>> {
        let mut hits = Vec::new();
        for &(from, to) in ranges {
            let found = self.hits_of(&text.as_bytes()[from..to], from);
            if hits.is_empty() {
                hits = found;
            } else {
                hits.extend(found);
            }
        }
        hits
    }

    /// The hits in `bytes`, as offsets from `offset` on, sorted.
    fn hits_of(&self, bytes: &[u8], offset: usize) -> Vec<Hit<'_>> {
        let mut hits = Vec::new();
        // Where each pass's hits start: each run is sorted, and the runs are merged at the end.
        let mut runs = Vec::new();
        if !self.folded.is_empty() {
            LOWERED.with_borrow_mut(|lowered| {
                lowered.clear();
                lowered.extend_from_slice(bytes);
                lowered.make_ascii_lowercase();
                for pass in &self.folded {
                    let start = hits.len();
                    pass.find(lowered, offset, &mut hits);
                    if hits.len() > start {
                        runs.push(start);
                    }
                }
                if lowered.capacity() > KEEP_LOWERED {
                    *lowered = Vec::new();
                }
            });
        }
        for pass in &self.cased {
            let start = hits.len();
            pass.find(bytes, offset, &mut hits);
            if hits.len() > start {
                runs.push(start);
            }
        }
        merge_runs(hits, &runs)
    }
}

impl Pass {
    /// The passes for the case-sensitive (`cased`) or case-insensitive keywords.
    fn build<'p>(patterns: impl Iterator<Item = (&'p [&'p str], bool)>, cased: bool) -> Vec<Pass> {
        let mut listed: BTreeMap<Vec<u8>, Vec<usize>> = BTreeMap::new();
        for (index, (keywords, case)) in patterns.enumerate() {
            if case != cased {
                continue;
            }
            for keyword in keywords {
                // Hits must not cross lines: a rescan of some lines relies on it (`hits_in`).
                assert!(
                    !keyword.contains('\n'),
                    "keyword {keyword:?} holds a newline"
                );
                let key = if cased {
                    keyword.as_bytes().to_vec()
                } else {
                    keyword.as_bytes().to_ascii_lowercase()
                };
                listed.entry(key).or_default().push(index);
            }
        }
        // Teddy fingerprints every keyword of a pass by as many leading bytes as its shortest
        // keyword has (up to four): one two-byte keyword among fifty would make every pass
        // position that starts like any of them a candidate. Keywords therefore share a pass
        // with keywords of their own length (four and more counting as one length).
        let listed: Listed = listed.into_iter().collect();
        let mut passes = Vec::new();
        for length in (1..=4).rev() {
            let keywords: Vec<usize> = (0..listed.len())
                .filter(|&index| listed[index].0.len().min(4) == length)
                .collect();
            if keywords.is_empty() {
                continue;
            }
            let count = keywords.len().div_ceil(KEYWORDS_PER_PASS);
            let size = keywords.len().div_ceil(count);
            passes.extend(
                keywords
                    .chunks(size)
                    .map(|chunk| Pass::build_one(chunk.to_vec(), &listed)),
            );
        }
        passes
    }

    fn build_one(keywords: Vec<usize>, listed: &Listed) -> Pass {
        let literals = keywords.iter().map(|&index| &listed[index].0);
        // Leftmost-longest: at any position the hit is the longest keyword that starts there.
        let teddy = packed::Config::new()
            .match_kind(packed::MatchKind::LeftmostLongest)
            .builder()
            .extend(literals.clone())
            .build();
        let searcher = match teddy {
            Some(teddy) => Searcher::Teddy(teddy),
            None => Searcher::Automaton(
                AhoCorasick::builder()
                    .match_kind(MatchKind::LeftmostLongest)
                    .build(literals)
                    .unwrap_or_else(|error| panic!("the keyword searcher does not build: {error}")),
            ),
        };
        Pass {
            searcher,
            triggers: keywords.iter().map(|_| OnceLock::new()).collect(),
            keywords,
            listed: Arc::clone(listed),
        }
    }

    /// What a hit on the pass's keyword number `keyword` triggers.
    ///
    /// Hits do not overlap, so a hit on a keyword hides every keyword that could start inside
    /// it (a shorter prefix of it, or one overlapping its tail, as `eyJ` does in `keyJ…`); the
    /// hit therefore runs their patterns too.
    fn triggers(&self, keyword: usize) -> &[Trigger] {
        self.triggers[keyword].get_or_init(|| {
            let keyword = &self.listed[self.keywords[keyword]].0;
            let mut gated: BTreeMap<usize, bool> = BTreeMap::new();
            for (other, list) in self.listed.iter() {
                if hides(keyword, other) {
                    for &pattern in list {
                        *gated.entry(pattern).or_default() |= other == keyword;
                    }
                }
            }
            gated
                .into_iter()
                .map(|(pattern, own)| Trigger { pattern, own })
                .collect()
        })
    }

    /// Appends this pass's hits in `haystack`, in order, as offsets from `offset` on.
    fn find<'k>(&'k self, haystack: &[u8], offset: usize, hits: &mut Vec<Hit<'k>>) {
        let hit = |found: aho_corasick::Match| Hit {
            start: offset + found.start(),
            end: offset + found.end(),
            triggers: self.triggers(found.pattern().as_usize()),
        };
        match &self.searcher {
            Searcher::Teddy(teddy) => hits.extend(teddy.find_iter(haystack).map(hit)),
            Searcher::Automaton(automaton) => hits.extend(automaton.find_iter(haystack).map(hit)),
        }
    }
}

/// Merges the sorted runs of `hits` starting at `runs` into one order, by start then end. There
/// are a handful of runs, so picking the least head each time beats a general sort.
fn merge_runs<'k>(hits: Vec<Hit<'k>>, runs: &[usize]) -> Vec<Hit<'k>> {
    if runs.len() < 2 {
        return hits;
    }
    let mut heads: Vec<(usize, usize)> = runs
        .iter()
        .zip(runs.iter().skip(1).chain([&hits.len()]))
        .map(|(&start, &end)| (start, end))
        .collect();
    let mut merged = Vec::with_capacity(hits.len());
    loop {
        let least = heads
            .iter()
            .enumerate()
            .filter(|(_, (at, end))| at < end)
            .min_by_key(|(_, (at, _))| (hits[*at].start, hits[*at].end))
            .map(|(run, _)| run);
        let Some(run) = least else {
            break;
        };
        merged.push(hits[heads[run].0]);
        heads[run].0 += 1;
    }
    merged
}

/// True when an occurrence of `outer` can hide an occurrence of `inner` that starts within it:
/// `inner` inside `outer`, or starting after `outer` does and overlapping its tail by at least
/// three bytes. (A one- or two-byte overlap, `password` + `discord`, would make almost every
/// keyword gate almost every pattern, for text that does not occur.)
///
/// A longer `inner` that starts where `outer` does (`auth`, `authorization`) is never hidden:
/// a pass holding both reports the longest keyword at each position, and a pass holding only
/// `inner` finds it itself. Counting it would make every "authentication" run the
/// `authorization` patterns ungated, and compile their regexes on the first call.
fn hides(outer: &[u8], inner: &[u8]) -> bool {
    let Some(&first) = inner.first() else {
        return !outer.is_empty();
    };
    // Only offsets where `inner` could start are compared: building the passes compares every
    // keyword with every other, and this keeps it to a few byte loads per pair.
    (0..outer.len()).filter(|&d| outer[d] == first).any(|d| {
        let tail = &outer[d..];
        tail.starts_with(inner) || (d > 0 && tail.len() >= 3 && inner.starts_with(tail))
    })
}

#[cfg(test)]
mod tests {
    use super::hides;

    #[test]
    fn what_a_hit_hides() {
        // (outer, inner, hidden, the rule the row checks)
        #[rustfmt::skip]
        let rows: &[(&str, &str, bool, &str)] = &[
            ("password", "password", true, "a keyword hides itself"),
            ("password", "pass", true, "a prefix starts inside the hit"),
            ("api_key", "key", true, "a suffix starts inside the hit"),
            ("keyj", "eyj", true, "a keyword overlapping the tail by three bytes"),
            ("password", "discord", false, "a two-byte overlap is not counted"),
            ("auth", "authorization", false, "a longer keyword at the same start is its own hit"),
            ("token", "secret", false, "no overlap"),
        ];
        for (outer, inner, hidden, rule) in rows {
            assert_eq!(hides(outer.as_bytes(), inner.as_bytes()), *hidden, "{rule}");
        }
    }
}
