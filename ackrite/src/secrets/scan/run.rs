//! Running one pattern: over the merged windows around its hits, or from the known starts of a
//! sibling-field pattern (see `Plan::anchors`). Both record each match for the judge, and a
//! match hides what starts inside it, so no byte is matched twice by one pattern.

use super::{Engine, Ready};
use crate::secrets::judge::{Candidate, Judge};
use crate::secrets::lines::ceil_boundary;

impl Engine {
    /// Runs one pattern from each of its anchors (sorted by start), as [`Engine::scan`] runs it
    /// over a window: a match found hides the anchors inside it. Returns whether anything
    /// matched (judged good or not): a match reaches across lines, and what it hides depends on
    /// where the search started, so a rescan of some lines no longer decides as the whole would.
    pub(super) fn scan_anchored(
        &self,
        index: usize,
        text: &str,
        anchors: &[(usize, usize)],
        judge: &mut Judge<'_>,
    ) -> bool {
        let mut matched = false;
        let compiled = &self.patterns[index];
        let regex = compiled.anchored();
        let mut locations = regex.capture_locations();
        let mut searched_to = 0;
        for &(start, end) in anchors {
            if start < searched_to {
                continue;
            }
            let haystack = &text.as_bytes()[start..end];
            let Some(whole) = regex.captures_read(&mut locations, haystack) else {
                continue;
            };
            let shift = |(from, to): (usize, usize)| (from + start, to + start);
            let whole = shift((whole.start(), whole.end()));
            let (value, group) = (1..locations.len())
                .find_map(|group| locations.get(group).map(|value| (shift(value), group)))
                .unwrap_or((whole, 0));
            let found = Candidate {
                pattern: index,
                whole,
                value,
                group,
                window_end: end,
            };
            judge.judge(compiled.entry, compiled.pattern.accept, &found);
            searched_to = whole.1;
            matched = true;
        }
        matched
    }

    /// Runs one pattern over its windows and records what it accepts.
    pub(super) fn scan(
        &self,
        index: usize,
        text: &str,
        windows: &[(usize, usize)],
        judge: &mut Judge<'_>,
    ) {
        let compiled = &self.patterns[index];
        let Ready { regex, has_groups } = compiled.ready();
        let mut locations = regex.capture_locations();
        for &(start, end) in windows {
            let haystack = &text.as_bytes()[..end];
            let mut pos = start;
            while pos <= end {
                let (whole, value, group) = if *has_groups {
                    let Some(whole) = regex.captures_read_at(&mut locations, haystack, pos) else {
                        break;
                    };
                    let (value, group) = (1..locations.len())
                        .find_map(|group| locations.get(group).map(|value| (value, group)))
                        .unwrap_or(((whole.start(), whole.end()), 0));
                    ((whole.start(), whole.end()), value, group)
                } else {
                    let Some(whole) = regex.find_at(haystack, pos) else {
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
