//! The engine: one keyword pass over the text, each pattern run only in windows around its
//! keywords, each value judged, and overlapping findings merged.
//!
//! Why this shape:
//!
//! - **Clean text must be cheap.** Almost everything that passes through the redactor holds no
//!   secret. All keywords of all patterns are searched in one SIMD literal pass (see
//!   `keywords`); text with no keyword costs that pass and is returned borrowed.
//! - **So must text full of keywords.** A hit runs only what it can lead to: the assignment
//!   families are read by hand (`assignment`), and most regexes only run around hits that pass
//!   their gate (`gate`), so prose that names a secret costs a few byte comparisons.
//! - **So must the first call.** A server builds the engine on its first call, so the build
//!   holds only what every text needs (the keyword passes); a regex is compiled when a window
//!   first needs it (see [`Compiled`]), and what a keyword triggers is worked out on its first
//!   hit.
//! - **Linear time, whatever the input.** The `regex` crate never backtracks. Each pattern runs
//!   only inside windows around its keywords' hits (bounded by the pattern's [`Reach`] and, for
//!   single-line patterns, by the line); a pattern's windows are merged before it runs, so no
//!   byte is searched twice by the same pattern, and a thousand `password=` in a row cost one
//!   search, not a thousand. Line boundaries, runs and the ends of values are found with
//!   cursors that only move forward or are remembered, so no byte is scanned again and again.
//! - **Idempotence.** A value that overlaps an existing `[REDACTED:…]` marker is never a
//!   finding, and overlapping findings are merged into one span (named after the longest), so
//!   no fragment of a secret is left to be found the second time. What a rejected candidate
//!   hid can still surface once its text is redacted around it; `redact` runs the scan again
//!   until it finds nothing, which makes it idempotent by construction.
//!
//! [`Reach`]: super::catalogue::Reach

use std::collections::BTreeMap;
use std::sync::{LazyLock, OnceLock};

use regex::bytes::{Regex, RegexBuilder};

use super::assignment::{self, Family};
use super::catalogue::{Find, Pattern, Reach, CATALOGUE, LINE};
use super::gate::{Gate, Gates};
use super::judge::Judge;
use super::keywords::{Hit, Keywords};
use super::lines::{ceil_boundary, floor_boundary, Lines};
use super::MARKER_OPEN;

mod run;

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

/// A catalogue pattern, and its regex once a window has needed it.
///
/// Compiling every regex of the catalogue up front was most of a server's first call,
/// and most texts never wake most patterns (the assignment families never run theirs at all).
/// So each regex is compiled on the first window that needs it; a later search pays one
/// atomic load for it.
pub(crate) struct Compiled {
    pub entry: usize,
    pub pattern: &'static Pattern,
    ready: OnceLock<Ready>,
    /// The regex anchored at the start of its haystack, for the patterns searched from known
    /// starts (see [`Plan::anchors`]).
    anchored: OnceLock<Regex>,
}

/// A compiled regex, and whether it has capture groups (whose first taking part is the value).
struct Ready {
    regex: Regex,
    has_groups: bool,
}

impl Compiled {
    /// The pattern's regex, for the tests that hold the scanner to it.
    #[cfg(test)]
    pub(crate) fn regex(&self) -> &Regex {
        &self.ready().regex
    }

    /// The regex, compiled on first use. Every catalogue regex compiles (a test compiles each
    /// and names any that does not), so the panic here is unreachable.
    fn ready(&self) -> &Ready {
        self.ready.get_or_init(|| {
            let regex = compile(self.pattern.regex).unwrap_or_else(|error| {
                panic!(
                    "catalogue entry `{}` has an invalid regex: {error}",
                    CATALOGUE[self.entry].kind
                )
            });
            Ready {
                has_groups: regex.captures_len() > 1,
                regex,
            }
        })
    }
}

impl Compiled {
    /// The regex as `^(?:…)`: matched against a haystack that starts where the match must.
    fn anchored(&self) -> &Regex {
        self.anchored.get_or_init(|| {
            compile(&format!("^(?:{})", self.pattern.regex)).unwrap_or_else(|error| {
                panic!(
                    "catalogue entry `{}` has an invalid regex: {error}",
                    CATALOGUE[self.entry].kind
                )
            })
        })
    }
}

/// Everything the engine needs before it reads a text, built once, on first use.
struct Engine {
    patterns: Vec<Compiled>,
    keywords: Keywords,
    /// The patterns read by the assignment scanner, in catalogue order.
    families: Vec<Family>,
    /// What a hit does for each pattern (a small array, read for every trigger of every hit).
    actions: Vec<Action>,
    /// See [`reach`]: the longest forward reach of the sibling-field patterns.
    sibling_reach: usize,
}

static ENGINE: LazyLock<Engine> = LazyLock::new(Engine::build);

/// What one scan found, and what a rescan of the text its findings change needs to know
/// (`super::rescan`).
pub(crate) struct Scan {
    /// Every secret, sorted, non-overlapping.
    pub findings: Vec<Finding>,
    /// True when nothing in the scan reached across lines except searches that found nothing:
    /// no hit triggered a multiline pattern other than the sibling fields, no sibling-field
    /// pattern matched, and no finding holds a newline.
    pub local: bool,
    /// The hits that started a sibling-field search (sorted): the only searches of a local
    /// scan that read past their own line, up to [`reach`] bytes after the hit.
    pub sibling_hits: Vec<(usize, usize)>,
}

/// Every secret in `text`.
pub(crate) fn findings(text: &str) -> Scan {
    ENGINE.findings(text, true, None)
}

/// What a scan of the whole of `text` finds, reading only the hits inside the sorted,
/// disjoint `zones` (each of whole lines). The same as [`findings`] when every hit outside
/// the zones decides as it did in a local scan of the text before the change (`super::rescan`
/// says when); a scan that is not itself local proves nothing of the kind.
pub(crate) fn findings_in(text: &str, zones: &[(usize, usize)]) -> Scan {
    ENGINE.findings(text, true, Some(zones))
}

/// How far past its hit a sibling-field search reads, in bytes.
pub(crate) fn reach() -> usize {
    ENGINE.sibling_reach
}

/// Every pattern of the catalogue, each regex compiled; used by the tests (the scanner is
/// checked against its regexes).
#[cfg(test)]
pub(crate) fn compiled() -> &'static [Compiled] {
    for compiled in &ENGINE.patterns {
        compiled.ready();
    }
    &ENGINE.patterns
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

/// What a hit does for a pattern.
#[derive(Clone, Copy)]
enum Action {
    /// Opens a window of this reach for the regex.
    Window(Reach),
    /// Opens a window if the hit passes the gate (or is not on the pattern's own keyword).
    Gated(Gate, Reach),
    /// Hands the hit to the assignment scanner, for the families in this mask.
    Assign(u32),
}

/// Where each pattern must look in one text: merged windows for the regexes, hits for the
/// assignment scanner.
struct Plan {
    /// By pattern index; only the patterns a hit triggered have an entry (never an empty
    /// one), so a short text costs nothing per pattern of the catalogue.
    windows: BTreeMap<usize, Vec<(usize, usize)>>,
    /// For the sibling-field patterns (`Gate::Named`): where a match must start (the field
    /// name the gate found before the hit) and where its window ends. A window around such a
    /// hit reaches 2 KiB forward and across lines, so logs that name a secret in a `name=`
    /// field every few lines merged into windows covering the whole text, and the regex
    /// searched all of it for a start; from a known start a failed match costs a few bytes.
    anchors: BTreeMap<usize, Vec<(usize, usize)>>,
    assignment_hits: Vec<(usize, usize, u32)>,
    /// No hit triggered a multiline pattern other than the sibling fields (see [`Scan::local`]),
    /// whatever its gate said: a gate reads bytes around the hit, and a line's bytes may change.
    local: bool,
    /// See [`Scan::sibling_hits`].
    sibling_hits: Vec<(usize, usize)>,
}

impl Engine {
    fn build() -> Engine {
        let mut patterns = Vec::new();
        let mut families = Vec::new();
        let mut actions = Vec::new();
        for (entry, item) in CATALOGUE.iter().enumerate() {
            for pattern in item.patterns {
                actions.push(match pattern.find {
                    Find::Regex => Action::Window(pattern.reach),
                    Find::Gated(gate) => Action::Gated(gate, pattern.reach),
                    Find::Assignment { .. } => Action::Assign(1 << families.len()),
                });
                if let Find::Assignment { key, min } = pattern.find {
                    assert!(families.len() < 32, "the family mask holds 32 families");
                    assert!(
                        pattern.reach.back == LINE.back && pattern.reach.forward == LINE.forward,
                        "the assignment scanner reads every family with the reach LINE"
                    );
                    families.push(Family {
                        pattern: patterns.len(),
                        entry,
                        key,
                        min,
                        accept: pattern.accept,
                    });
                }
                patterns.push(Compiled {
                    entry,
                    pattern,
                    ready: OnceLock::new(),
                    anchored: OnceLock::new(),
                });
            }
        }
        let keywords = Keywords::build(
            patterns
                .iter()
                .map(|compiled| (compiled.pattern.keywords, compiled.pattern.cased)),
        );
        let sibling_reach = patterns
            .iter()
            .filter(|compiled| matches!(compiled.pattern.find, Find::Gated(Gate::Named)))
            .map(|compiled| compiled.pattern.reach.forward)
            .max()
            .unwrap_or(0);
        Engine {
            patterns,
            keywords,
            families,
            actions,
            sibling_reach,
        }
    }

    /// `gated: false` runs every gated regex around every hit, for the test that gates never
    /// change a result. `zones`: read only the hits inside them (see [`findings_in`]).
    fn findings(&self, text: &str, gated: bool, zones: Option<&[(usize, usize)]>) -> Scan {
        let hits = match zones {
            Some(zones) => self.keywords.hits_in(text, zones),
            None => self.keywords.hits(text),
        };
        self.findings_from(text, hits, gated)
    }

    /// The scan after its keyword pass: `hits` are the keyword hits of the text (or of its
    /// zones), sorted.
    fn findings_from(&self, text: &str, mut hits: Vec<Hit<'_>>, gated: bool) -> Scan {
        if hits.is_empty() {
            return Scan {
                findings: Vec::new(),
                local: true,
                sibling_hits: Vec::new(),
            };
        }
        let markers = markers(text);
        // A keyword inside an existing marker (`token` in `[REDACTED:bearer_token]`) names a
        // redaction; it is not text to search, and no pattern can match starting there.
        if !markers.is_empty() {
            drop_inside(&mut hits, &markers);
        }
        let plan = self.plan(text, &hits, gated);
        let mut local = plan.local;
        if plan.assignment_hits.is_empty() && plan.windows.is_empty() && plan.anchors.is_empty() {
            return Scan {
                findings: Vec::new(),
                local,
                sibling_hits: plan.sibling_hits,
            };
        }
        let mut judge = Judge::new(text, &markers);
        for (&index, list) in &plan.windows {
            self.scan(index, text, list, &mut judge);
        }
        for (&index, list) in &plan.anchors {
            local &= !self.scan_anchored(index, text, list, &mut judge);
        }
        judge.seal_regex_findings();
        assignment::scan(
            text.as_bytes(),
            &plan.assignment_hits,
            &self.families,
            LINE,
            |family, assignment| judge.assignment(family, assignment),
        );
        let findings = judge.findings();
        let local = local
            && findings
                .iter()
                .all(|f| !text.as_bytes()[f.start..f.end].contains(&b'\n'));
        Scan {
            findings,
            local,
            sibling_hits: plan.sibling_hits,
        }
    }

    /// For each regex pattern, the merged windows in which it must run; for the assignment
    /// scanner, the hits it must read.
    fn plan(&self, text: &str, hits: &[Hit<'_>], gated: bool) -> Plan {
        let mut windows: BTreeMap<usize, Vec<(usize, usize)>> = BTreeMap::new();
        let mut anchors: BTreeMap<usize, Vec<(usize, usize)>> = BTreeMap::new();
        let mut assignment_hits = Vec::new();
        let mut lines = Lines::new(text.as_bytes());
        let mut gates = Gates::new(text.as_bytes());
        // The sibling fields of the current hit: several patterns read them off one hit.
        let mut fields = Vec::new();
        let mut local = true;
        let mut sibling_hits = Vec::new();
        for hit in hits {
            let mut line = None;
            let mut fields_read = false;
            for trigger in hit.triggers {
                let action = self.actions[trigger.pattern];
                local &= match action {
                    Action::Window(reach) => !reach.multiline,
                    Action::Gated(gate, reach) => {
                        !reach.multiline || (gated && gate == Gate::Named)
                    }
                    Action::Assign(_) => true,
                };
                let reach = match action {
                    Action::Assign(bit) => {
                        match assignment_hits.last_mut() {
                            Some((start, end, mask)) if (*start, *end) == (hit.start, hit.end) => {
                                *mask |= bit;
                            }
                            _ => assignment_hits.push((hit.start, hit.end, bit)),
                        }
                        continue;
                    }
                    // Whether on its own keyword or on a longer one hiding it, a sibling-field
                    // match starts at the field the keyword is the value of.
                    Action::Gated(Gate::Named, reach) if gated => {
                        let end = ceil_boundary(
                            text,
                            hit.end.saturating_add(reach.forward).min(text.len()),
                        );
                        if !fields_read {
                            gates.named_fields(hit.start, hit.end, &mut fields);
                            fields_read = true;
                        }
                        if !fields.is_empty() {
                            if sibling_hits.last() != Some(&(hit.start, hit.end)) {
                                sibling_hits.push((hit.start, hit.end));
                            }
                            anchors
                                .entry(trigger.pattern)
                                .or_default()
                                .extend(fields.iter().map(|&field| (field, end)));
                        }
                        continue;
                    }
                    Action::Gated(gate, _)
                        if gated && trigger.own && !gates.pass(gate, hit.start, hit.end) =>
                    {
                        continue;
                    }
                    Action::Gated(_, reach) | Action::Window(reach) => reach,
                };
                let (line_start, line_end) =
                    *line.get_or_insert_with(|| (lines.start_of(hit.start), lines.end_of(hit.end)));
                let mut start = hit.start.saturating_sub(reach.back);
                let mut end = hit.end.saturating_add(reach.forward).min(text.len());
                if !reach.multiline {
                    start = start.max(line_start);
                    end = end.min(line_end);
                }
                let window = (floor_boundary(text, start), ceil_boundary(text, end));
                push_merged(windows.entry(trigger.pattern).or_default(), window);
            }
        }
        for list in anchors.values_mut() {
            // One search per start, over the longest window any of its hits gave it.
            list.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
            list.dedup_by_key(|anchor| anchor.0);
        }
        Plan {
            windows,
            anchors,
            assignment_hits,
            local,
            sibling_hits,
        }
    }
}

/// Every replacement marker already in `text` (`[REDACTED:` + `[a-z0-9_]+` + `]`), in order.
/// A marker cannot contain `[`, so markers never overlap and each occurrence of the opening is
/// read once: linear in the text.
fn markers(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    for (start, open) in text.match_indices(MARKER_OPEN) {
        let kind = start + open.len();
        let end = bytes[kind..]
            .iter()
            .position(|&b| !(b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'))
            .map_or(bytes.len(), |length| kind + length);
        if end > kind && bytes.get(end) == Some(&b']') {
            found.push((start, end + 1));
        }
    }
    found
}

/// Removes the hits that lie wholly inside one of the sorted, disjoint `markers`. Hits come
/// sorted by start.
fn drop_inside(hits: &mut Vec<Hit<'_>>, markers: &[(usize, usize)]) {
    let mut next = 0;
    hits.retain(|hit| {
        while markers.get(next).is_some_and(|&(_, end)| end <= hit.start) {
            next += 1;
        }
        !markers
            .get(next)
            .is_some_and(|&(start, end)| start <= hit.start && hit.end <= end)
    });
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

#[cfg(test)]
mod tests;
