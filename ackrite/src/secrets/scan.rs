//! The engine: one keyword pass over the text, each pattern run only in windows around its
//! keywords, each value judged, and overlapping findings merged.
//!
//! Why this shape:
//!
//! - **Clean text must be cheap.** Almost everything that passes through the redactor holds no
//!   secret. All keywords of all patterns form one alternation of literals, which the `regex`
//!   crate searches with SIMD literal scanners; text with no keyword costs that single pass and
//!   is returned borrowed.
//! - **Linear time, whatever the input.** The `regex` crate never backtracks. Each pattern runs
//!   only inside windows around its keywords' hits (bounded by the pattern's [`Reach`] and, for
//!   single-line patterns, by the line); a pattern's windows are merged before it runs, so no
//!   byte is searched twice by the same pattern, and a thousand `password=` in a row cost one
//!   search, not a thousand. Line boundaries are found with cursors that only move forward.
//! - **Idempotence.** A value that overlaps an existing `[REDACTED:…]` marker is never a
//!   finding, so redacting twice changes nothing; overlapping findings are merged into one span
//!   (named after the longest), so no fragment of a secret is left to be found the second time.
//!
//! [`Reach`]: super::catalogue::Reach

use std::collections::HashMap;
use std::sync::LazyLock;

use regex::bytes::{Regex, RegexBuilder};

use super::catalogue::{Found, Pattern, CATALOGUE};
use super::lines::{ceil_boundary, floor_boundary, Lines};
use super::placeholder::is_placeholder;

/// A span of the text to replace, and the catalogue entry that names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Finding {
    /// Byte offset of the first replaced byte (always a char boundary).
    pub start: usize,
    /// Byte offset after the last replaced byte (always a char boundary).
    pub end: usize,
    /// Index into [`CATALOGUE`].
    pub entry: usize,
}

/// A catalogue pattern, compiled.
struct Compiled {
    entry: usize,
    pattern: &'static Pattern,
    regex: Regex,
    has_groups: bool,
}

/// One literal pass over the text: an alternation of keywords and, for each keyword, the
/// patterns a hit on it must run.
///
/// There are two kinds of pass. Case-insensitive keywords (`password`, `token`) are searched, lowercased,
/// in a lowercased copy of the text, and case-sensitive ones (`SK`, `AIza`, `eyJ`) in the text
/// itself: each alternation is then plain literals, which the `regex` crate hands to its SIMD
/// multi-literal searchers instead of running an automaton over every byte.
struct KeywordPass {
    regex: Regex,
    /// Keyword bytes (lowercased in the folded pass) -> the patterns to run.
    triggers: HashMap<Vec<u8>, Vec<usize>>,
}

/// The most literals in one pass: up to about 64 the `regex` crate searches them with Teddy
/// (SIMD); beyond, with a slower Aho-Corasick automaton. Measured: two Teddy passes beat one
/// automaton pass.
const KEYWORDS_PER_PASS: usize = 48;

impl KeywordPass {
    /// The passes for the case-sensitive (`cased`) or case-insensitive keywords.
    fn build_all(patterns: &[Compiled], cased: bool) -> Vec<KeywordPass> {
        let mut listed: HashMap<Vec<u8>, Vec<usize>> = HashMap::new();
        for (index, compiled) in patterns.iter().enumerate() {
            if compiled.pattern.cased != cased {
                continue;
            }
            for keyword in compiled.pattern.keywords {
                let key = if cased {
                    keyword.as_bytes().to_vec()
                } else {
                    keyword.as_bytes().to_ascii_lowercase()
                };
                listed.entry(key).or_default().push(index);
            }
        }
        let mut keywords: Vec<&Vec<u8>> = listed.keys().collect();
        // Longest first: at any position the hit is the longest keyword that starts there.
        keywords.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
        keywords
            .chunks(KEYWORDS_PER_PASS)
            .map(|chunk| KeywordPass::build(chunk, &listed))
            .collect()
    }

    fn build(keywords: &[&Vec<u8>], listed: &HashMap<Vec<u8>, Vec<usize>>) -> KeywordPass {
        let alternation: Vec<String> = keywords
            .iter()
            .map(|k| regex::escape(&String::from_utf8_lossy(k)))
            .collect();
        let regex = compile(&alternation.join("|"))
            .unwrap_or_else(|error| panic!("a keyword alternation does not compile: {error}"));

        // Hits do not overlap, so a hit on `keyword` hides every keyword that could start inside
        // it (a shorter prefix of it, or one overlapping its tail, as `eyJ` does in `keyJ…`); the
        // hit therefore runs their patterns too.
        let mut triggers = HashMap::new();
        for keyword in keywords {
            let mut gated: Vec<usize> = listed
                .iter()
                .filter(|(other, _)| hides(keyword, other))
                .flat_map(|(_, list)| list.iter().copied())
                .collect();
            gated.sort_unstable();
            gated.dedup();
            triggers.insert((*keyword).clone(), gated);
        }
        KeywordPass { regex, triggers }
    }
}

/// True when an occurrence of `outer` can hide an occurrence of `inner` that starts within it:
/// `inner` inside `outer`, or overlapping its tail by at least three bytes. (A one- or
/// two-byte overlap, `password` + `discord`, would make almost every keyword gate almost every
/// pattern, for text that does not occur.)
fn hides(outer: &[u8], inner: &[u8]) -> bool {
    (0..outer.len()).any(|d| {
        let tail = &outer[d..];
        tail.starts_with(inner) || (tail.len() >= 3 && inner.starts_with(tail))
    })
}

/// Everything compiled once, on first use.
struct Engine {
    patterns: Vec<Compiled>,
    folded: Vec<KeywordPass>,
    cased: Vec<KeywordPass>,
    marker: Regex,
}

static ENGINE: LazyLock<Engine> = LazyLock::new(Engine::build);

/// Every secret in `text`, sorted, non-overlapping.
pub(crate) fn findings(text: &str) -> Vec<Finding> {
    ENGINE.findings(text)
}

/// Compiles every pattern of the catalogue; used by the tests to report a bad regex by name.
#[cfg(test)]
pub(crate) fn compile_all() -> usize {
    ENGINE.patterns.len()
}

/// Compiles a catalogue regex over bytes, without Unicode: classes, case folding and `\b` are
/// ASCII, which keeps every automaton small enough for the lazy DFA (Unicode classes under
/// `(?i)` multiply its states until it gives up and falls back to a slower engine). Secrets are
/// ASCII; a negated class such as `[^\s"]` still takes any non-ASCII byte into a value, and the
/// engine rounds every offset to a char boundary before slicing.
fn compile(source: &str) -> Result<Regex, regex::Error> {
    RegexBuilder::new(source)
        .unicode(false)
        .dfa_size_limit(8 << 20)
        .build()
}

impl Engine {
    fn build() -> Engine {
        let mut patterns = Vec::new();
        for (entry, item) in CATALOGUE.iter().enumerate() {
            for pattern in item.patterns {
                let regex = compile(pattern.regex).unwrap_or_else(|error| {
                    panic!(
                        "catalogue entry `{}` has an invalid regex: {error}",
                        item.kind
                    )
                });
                let has_groups = regex.captures_len() > 1;
                patterns.push(Compiled {
                    entry,
                    pattern,
                    regex,
                    has_groups,
                });
            }
        }

        let folded = KeywordPass::build_all(&patterns, false);
        let cased = KeywordPass::build_all(&patterns, true);
        let marker = compile(r"\[REDACTED:[a-z0-9_]+\]")
            .unwrap_or_else(|error| panic!("the marker regex does not compile: {error}"));
        Engine {
            patterns,
            folded,
            cased,
            marker,
        }
    }

    fn findings(&self, text: &str) -> Vec<Finding> {
        let windows = self.windows(text);
        if windows.iter().all(Vec::is_empty) {
            return Vec::new();
        }
        let markers: Vec<(usize, usize)> = if text.contains("[REDACTED:") {
            self.marker
                .find_iter(text.as_bytes())
                .map(|m| (m.start(), m.end()))
                .collect()
        } else {
            Vec::new()
        };
        let mut found = Vec::new();
        for (index, list) in windows.iter().enumerate() {
            for &window in list {
                self.scan(index, text, window, &markers, &mut found);
            }
        }
        merge(found)
    }

    /// For each pattern, the merged windows in which it must run.
    fn windows(&self, text: &str) -> Vec<Vec<(usize, usize)>> {
        let mut windows: Vec<Vec<(usize, usize)>> = Vec::new();
        windows.resize_with(self.patterns.len(), Vec::new);
        let lowered = text.as_bytes().to_ascii_lowercase();
        let mut hits: Vec<(usize, usize, &Vec<usize>)> = Vec::new();
        let folded = self.folded.iter().map(|pass| (pass, lowered.as_slice()));
        let cased = self.cased.iter().map(|pass| (pass, text.as_bytes()));
        for (pass, haystack) in folded.chain(cased) {
            for hit in pass.regex.find_iter(haystack) {
                if let Some(gated) = pass.triggers.get(hit.as_bytes()) {
                    hits.push((hit.start(), hit.end(), gated));
                }
            }
        }
        // Windows must arrive in increasing order of start to be merged.
        hits.sort_unstable_by_key(|&(start, end, _)| (start, end));
        let mut lines = Lines::new(text.as_bytes());
        for (hit_start, hit_end, gated) in hits {
            let line_start = lines.start_of(hit_start);
            let line_end = lines.end_of(hit_end);
            for &index in gated {
                let reach = self.patterns[index].pattern.reach;
                let mut start = hit_start.saturating_sub(reach.back);
                let mut end = hit_end.saturating_add(reach.forward).min(text.len());
                if !reach.multiline {
                    start = start.max(line_start);
                    end = end.min(line_end);
                }
                let window = (floor_boundary(text, start), ceil_boundary(text, end));
                push_merged(&mut windows[index], window);
            }
        }
        windows
    }

    /// Runs one pattern over one window and records what it accepts.
    fn scan(
        &self,
        index: usize,
        text: &str,
        (start, end): (usize, usize),
        markers: &[(usize, usize)],
        found: &mut Vec<Finding>,
    ) {
        let compiled = &self.patterns[index];
        let haystack = &text.as_bytes()[..end];
        let mut locations = compiled.regex.capture_locations();
        let mut pos = start;
        while pos <= end {
            let (whole, value) = if compiled.has_groups {
                let Some(whole) = compiled
                    .regex
                    .captures_read_at(&mut locations, haystack, pos)
                else {
                    break;
                };
                let value = (1..locations.len())
                    .find_map(|group| locations.get(group).map(|(s, e)| (s, e, group)))
                    .unwrap_or((whole.start(), whole.end(), 0));
                ((whole.start(), whole.end()), value)
            } else {
                let Some(whole) = compiled.regex.find_at(haystack, pos) else {
                    break;
                };
                (
                    (whole.start(), whole.end()),
                    (whole.start(), whole.end(), 0),
                )
            };
            let whole = (floor_boundary(text, whole.0), ceil_boundary(text, whole.1));
            let value_start = floor_boundary(text, value.0);
            let value_end = ceil_boundary(
                text,
                extend_token_run(text, extend_cut_token(text, value.1, end)),
            );
            let candidate = Found {
                matched: &text[whole.0..whole.1],
                value: &text[value_start..value_end],
                after: &text[value_end..],
                group: value.2,
            };
            if value_start < value_end
                && (compiled.pattern.accept)(&candidate)
                && !is_placeholder(candidate.value)
                && !overlaps(markers, value_start, value_end)
            {
                found.push(Finding {
                    start: value_start,
                    end: value_end,
                    entry: compiled.entry,
                });
            }
            pos = if whole.1 > pos {
                whole.1
            } else {
                ceil_boundary(text, pos + 1)
            };
            if pos >= end {
                break;
            }
        }
    }
}

/// A value that ends exactly where a window was cut (not at a line end or the end of the
/// text) may continue past it: it is extended to the end of its whitespace-free run, so that
/// no tail of an unusually long secret survives.
fn extend_cut_token(text: &str, value_end: usize, window_end: usize) -> usize {
    let bytes = text.as_bytes();
    if value_end != window_end || value_end >= bytes.len() || bytes[value_end].is_ascii_whitespace()
    {
        return value_end;
    }
    bytes[value_end..]
        .iter()
        .position(u8::is_ascii_whitespace)
        .map_or(bytes.len(), |offset| value_end + offset)
}

/// A fixed-length pattern (`:AA` + 33 characters) can stop inside a longer run of token
/// characters; the run is one value, so the finding covers all of it rather than leave a tail.
fn extend_token_run(text: &str, value_end: usize) -> usize {
    let bytes = text.as_bytes();
    let is_token = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-');
    if value_end == 0 || !bytes.get(value_end - 1).is_some_and(is_token) {
        return value_end;
    }
    bytes[value_end..]
        .iter()
        .position(|b| !is_token(b))
        .map_or(bytes.len(), |offset| value_end + offset)
}

/// Windows closer than this are searched as one. Measured: starting a search costs about as
/// much as scanning a short line, so only overlapping windows are merged.
const MERGE_GAP: usize = 0;

/// Appends a window, merging it with the previous one when they overlap or nearly touch.
/// Windows arrive in increasing order of start, because keyword hits do.
fn push_merged(list: &mut Vec<(usize, usize)>, window: (usize, usize)) {
    if let Some(last) = list.last_mut() {
        if window.0 <= last.1.saturating_add(MERGE_GAP) {
            last.1 = last.1.max(window.1);
            return;
        }
    }
    list.push(window);
}

/// True when `[start, end)` overlaps one of the sorted, disjoint `markers`.
fn overlaps(markers: &[(usize, usize)], start: usize, end: usize) -> bool {
    let first_after = markers.partition_point(|&(_, marker_end)| marker_end <= start);
    markers
        .get(first_after)
        .is_some_and(|&(marker_start, _)| marker_start < end)
}

/// Sorts findings and merges overlapping ones into their union, named after the longest member
/// (the earlier catalogue entry on a tie): the longest secret wins and no fragment of the
/// others survives.
fn merge(mut found: Vec<Finding>) -> Vec<Finding> {
    found.sort_by_key(|f| (f.start, std::cmp::Reverse(f.end), f.entry));
    let mut merged: Vec<Finding> = Vec::with_capacity(found.len());
    let mut longest = 0;
    for finding in found {
        let length = finding.end - finding.start;
        match merged.last_mut() {
            Some(last) if finding.start < last.end => {
                if length > longest || (length == longest && finding.entry < last.entry) {
                    longest = length;
                    last.entry = finding.entry;
                }
                last.end = last.end.max(finding.end);
            }
            _ => {
                longest = length;
                merged.push(finding);
            }
        }
    }
    merged
}
