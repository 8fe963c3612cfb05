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

use std::sync::LazyLock;

use regex::bytes::{Regex, RegexBuilder};

use super::assignment::{self, Family};
use super::catalogue::{Find, Pattern, Reach, CATALOGUE, LINE};
use super::gate::{Gate, Gates};
use super::judge::{Candidate, Judge};
use super::keywords::{Hit, Keywords};
use super::lines::{ceil_boundary, floor_boundary, Lines};

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
pub(crate) struct Compiled {
    pub entry: usize,
    pub pattern: &'static Pattern,
    pub regex: Regex,
    has_groups: bool,
}

/// Everything compiled once, on first use.
struct Engine {
    patterns: Vec<Compiled>,
    keywords: Keywords,
    /// The patterns read by the assignment scanner, in catalogue order.
    families: Vec<Family>,
    /// What a hit does for each pattern (a small array, read for every trigger of every hit).
    actions: Vec<Action>,
    marker: Regex,
}

static ENGINE: LazyLock<Engine> = LazyLock::new(Engine::build);

/// Every secret in `text`, sorted, non-overlapping.
pub(crate) fn findings(text: &str) -> Vec<Finding> {
    ENGINE.findings(text, true)
}

/// Every pattern of the catalogue, compiled; used by the tests (a bad regex is reported by
/// name, and the scanner is checked against its regexes).
#[cfg(test)]
pub(crate) fn compiled() -> &'static [Compiled] {
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
    windows: Vec<Vec<(usize, usize)>>,
    assignment_hits: Vec<(usize, usize, u32)>,
}

impl Engine {
    fn build() -> Engine {
        let mut patterns = Vec::new();
        let mut families = Vec::new();
        let mut actions = Vec::new();
        for (entry, item) in CATALOGUE.iter().enumerate() {
            for pattern in item.patterns {
                let regex = compile(pattern.regex).unwrap_or_else(|error| {
                    panic!(
                        "catalogue entry `{}` has an invalid regex: {error}",
                        item.kind
                    )
                });
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
                let has_groups = regex.captures_len() > 1;
                patterns.push(Compiled {
                    entry,
                    pattern,
                    regex,
                    has_groups,
                });
            }
        }
        let keywords = Keywords::build(
            patterns
                .iter()
                .map(|compiled| (compiled.pattern.keywords, compiled.pattern.cased)),
        );
        let marker = compile(r"\[REDACTED:[a-z0-9_]+\]")
            .unwrap_or_else(|error| panic!("the marker regex does not compile: {error}"));
        Engine {
            patterns,
            keywords,
            families,
            actions,
            marker,
        }
    }

    /// `gated: false` runs every gated regex around every hit, for the test that gates never
    /// change a result.
    fn findings(&self, text: &str, gated: bool) -> Vec<Finding> {
        let hits = self.keywords.hits(text);
        if hits.is_empty() {
            return Vec::new();
        }
        let plan = self.plan(text, &hits, gated);
        if plan.assignment_hits.is_empty() && plan.windows.iter().all(Vec::is_empty) {
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
        let mut judge = Judge::new(text, &markers);
        for (index, list) in plan.windows.iter().enumerate() {
            if !list.is_empty() {
                self.scan(index, text, list, &mut judge);
            }
        }
        judge.seal_regex_findings();
        assignment::scan(
            text.as_bytes(),
            &plan.assignment_hits,
            &self.families,
            LINE,
            |family, assignment| judge.assignment(family, assignment),
        );
        judge.findings()
    }

    /// For each regex pattern, the merged windows in which it must run; for the assignment
    /// scanner, the hits it must read.
    fn plan(&self, text: &str, hits: &[Hit<'_>], gated: bool) -> Plan {
        let mut windows: Vec<Vec<(usize, usize)>> = Vec::new();
        windows.resize_with(self.patterns.len(), Vec::new);
        let mut assignment_hits = Vec::new();
        let mut lines = Lines::new(text.as_bytes());
        let mut gates = Gates::new(text.as_bytes());
        for hit in hits {
            let mut line = None;
            for trigger in hit.triggers {
                let reach = match self.actions[trigger.pattern] {
                    Action::Assign(bit) => {
                        match assignment_hits.last_mut() {
                            Some((start, end, mask)) if (*start, *end) == (hit.start, hit.end) => {
                                *mask |= bit;
                            }
                            _ => assignment_hits.push((hit.start, hit.end, bit)),
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
                push_merged(&mut windows[trigger.pattern], window);
            }
        }
        Plan {
            windows,
            assignment_hits,
        }
    }

    /// Runs one pattern over its windows and records what it accepts.
    fn scan(&self, index: usize, text: &str, windows: &[(usize, usize)], judge: &mut Judge<'_>) {
        let compiled = &self.patterns[index];
        let mut locations = compiled.regex.capture_locations();
        for &(start, end) in windows {
            let haystack = &text.as_bytes()[..end];
            let mut pos = start;
            while pos <= end {
                let (whole, value, group) = if compiled.has_groups {
                    let Some(whole) =
                        compiled
                            .regex
                            .captures_read_at(&mut locations, haystack, pos)
                    else {
                        break;
                    };
                    let (value, group) = (1..locations.len())
                        .find_map(|group| locations.get(group).map(|value| (value, group)))
                        .unwrap_or(((whole.start(), whole.end()), 0));
                    ((whole.start(), whole.end()), value, group)
                } else {
                    let Some(whole) = compiled.regex.find_at(haystack, pos) else {
                        break;
                    };
                    let whole = (whole.start(), whole.end());
                    (whole, whole, 0)
                };
                let found = Candidate {
                    pattern: index,
                    whole,
                    value,
                    group,
                    window_end: end,
                };
                judge.judge(compiled.entry, compiled.pattern.accept, &found);
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
mod tests {
    use super::ENGINE;

    const PIECES: &[&str] = &[
        "password",
        "token",
        "secret",
        "key",
        "auth",
        "session",
        "sid",
        "csrf",
        "cookie",
        "Cookie: ",
        "set-cookie",
        "authorization",
        "Bearer ",
        "Basic ",
        "bearer\t",
        "requirepass ",
        "<db_password>",
        "</",
        ">",
        "<",
        "?",
        "&",
        "#",
        "access_token",
        "X-Amz-Signature",
        "=",
        ":",
        ": ",
        " ",
        "\"",
        "'",
        "\\",
        "\n",
        "://",
        "@",
        "/",
        "--password",
        " -",
        "--api-key",
        "aws_secret_access_key",
        "AWS_SESSION_TOKEN",
        "\"private_key\"",
        ":_authToken",
        "AccountKey",
        "heroku_api_key",
        "vault_token",
        "DD_API_KEY",
        "q7Xk2M9vT1b8R5n3Lp0Wz4Yc",
        "dXNlcjpwYXNzd29yZA==",
        "9f86d081-884c-7d65-9a2f-eaa0c55ad015",
        "user",
        "é",
    ];

    /// A gate only turns away hits where its pattern cannot match: on generated text, the
    /// findings are the same with and without gates.
    #[test]
    fn gates_change_no_result() {
        let mut state = 0x6A7E_u64;
        let mut next = move |n: usize| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) % n as u64) as usize
        };
        let mut found = 0;
        for _ in 0..20_000 {
            let text: String = (0..next(16)).map(|_| PIECES[next(PIECES.len())]).collect();
            let gated = ENGINE.findings(&text, true);
            assert_eq!(gated, ENGINE.findings(&text, false), "{text:?}");
            found += gated.len();
        }
        assert!(found > 1000, "only {found} findings compared");
    }
}
