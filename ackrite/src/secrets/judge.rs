//! Judging what the searches found: each candidate is rounded to char boundaries, extended when
//! it was cut short, checked (the pattern's `accept`, placeholders, existing markers) and, if it
//! passes, recorded; then overlapping findings are merged so the longest secret names the span.

use super::assignment::{Assignment, Family};
use super::catalogue::Found;
use super::gate::Run;
use super::lines::{ceil_boundary, floor_boundary};
use super::placeholder::is_placeholder;
use super::scan::Finding;

/// Judges what the searches found, and keeps what passes.
pub(crate) struct Judge<'t> {
    text: &'t str,
    /// The `[REDACTED:…]` markers already in the text: nothing overlapping one is a finding.
    markers: &'t [(usize, usize)],
    found: Vec<Finding>,
    /// The last whitespace-free run and token run a value was extended over.
    cut: Run,
    token: Run,
    /// The last candidate judged, and the verdict. Logs repeat lines, and dense inputs repeat
    /// one candidate thousands of times; an identical candidate gets the same verdict without
    /// running the checks again.
    last: Option<(Candidate, bool)>,
    /// The regex findings, sorted by start, each with the greatest end up to it; and the
    /// greatest end of the assignment findings (see [`Judge::assignment`]).
    sealed: Vec<(usize, usize)>,
    assigned_end: usize,
}

/// What a search found, before judgement: the whole match and the value in it, rounded and
/// extended, and the shape (capture group) of the value.
#[derive(Clone, Copy)]
pub(crate) struct Candidate {
    /// Index of the pattern in the engine.
    pub pattern: usize,
    pub whole: (usize, usize),
    pub value: (usize, usize),
    /// The capture group that held the value (0: the whole match).
    pub group: usize,
    /// Where the window searched ended: a value ending there may continue past it.
    pub window_end: usize,
}

impl<'t> Judge<'t> {
    pub(crate) fn new(text: &'t str, markers: &'t [(usize, usize)]) -> Self {
        Judge {
            text,
            markers,
            found: Vec::new(),
            cut: Run::default(),
            token: Run::default(),
            last: None,
            sealed: Vec::new(),
            assigned_end: 0,
        }
    }

    /// Called once the regexes have run, before the assignment scanner.
    pub(crate) fn seal_regex_findings(&mut self) {
        let mut starts: Vec<(usize, usize)> = self.found.iter().map(|f| (f.start, f.end)).collect();
        starts.sort_unstable();
        let mut greatest = 0;
        self.sealed = starts
            .into_iter()
            .map(|(start, end)| {
                greatest = greatest.max(end);
                (start, greatest)
            })
            .collect();
    }

    /// Whether `[start, end)` overlaps a finding made so far.
    fn covered(&self, start: usize, end: usize) -> bool {
        let before = self.sealed.partition_point(|&(s, _)| s < end);
        (before > 0 && self.sealed[before - 1].1 > start) || self.assigned_end > start
    }

    /// What passed, sorted and merged.
    pub(crate) fn findings(self) -> Vec<Finding> {
        merge(self.found)
    }

    /// Judges what the assignment scanner read; returns how far the family has read (where
    /// the value ends), or `None` when the family must go on reading inside the value.
    ///
    /// A rejected value normally hides what lies inside it from its family, as the regex's
    /// iteration would. Not when it overlaps a finding or a marker, by its key or its value:
    /// the next redaction reads a different candidate there (a marker in place of the
    /// overlapped part), and would find what this one hid; for
    /// `redact(redact(x)) == redact(x)`, the first redaction must find it too.
    pub(crate) fn assignment(&mut self, family: &Family, found: &Assignment) -> Option<usize> {
        let candidate = Candidate {
            pattern: family.pattern,
            whole: (found.key_start, found.value.1),
            value: found.value,
            group: found.group,
            window_end: found.window_end,
        };
        let (end, accepted) = self.judge(family.entry, family.accept, &candidate);
        if accepted {
            self.assigned_end = self.assigned_end.max(end);
        } else if self.covered(found.key_start, end) || overlaps(self.markers, found.key_start, end)
        {
            return None;
        }
        Some(end)
    }

    /// Rounds a match to char boundaries, extends a value that was cut short, judges it and
    /// records it if it passes. Returns where the value ends after extension, and whether it
    /// passed.
    pub(crate) fn judge(
        &mut self,
        entry: usize,
        accept: fn(&Found<'_>) -> bool,
        found: &Candidate,
    ) -> (usize, bool) {
        let text = self.text;
        let bytes = text.as_bytes();
        let whole = (
            floor_boundary(text, found.whole.0),
            ceil_boundary(text, found.whole.1),
        );
        let value_start = floor_boundary(text, found.value.0);
        let mut value_end = found.value.1;
        let window_end = found.window_end;
        // A value that ends exactly where a window was cut (not at a line end or the end of the
        // text) may continue past it: it is extended to the end of its whitespace-free run, so
        // that no tail of an unusually long secret survives.
        if value_end == window_end
            && bytes
                .get(value_end)
                .is_some_and(|b| !b.is_ascii_whitespace())
        {
            value_end = self
                .cut
                .end_of(bytes, value_end, |b| !b.is_ascii_whitespace());
        }
        // A fixed-length pattern (`:AA` + 33 characters) can stop inside a longer run of token
        // characters; the run is one value, so the finding covers all of it rather than leave a
        // tail.
        if value_end > 0 && bytes.get(value_end - 1).is_some_and(|&b| is_token_byte(b)) {
            value_end = self.token.end_of(bytes, value_end, is_token_byte);
        }
        let value_end = ceil_boundary(text, value_end);
        let mut passed = false;
        if value_start < value_end && !overlaps(self.markers, value_start, value_end) {
            let candidate = Candidate {
                whole,
                value: (value_start, value_end),
                ..*found
            };
            let accepted = match self.last {
                Some((last, verdict)) if self.same(&last, &candidate) => verdict,
                _ => {
                    let judged = Found {
                        matched: &text[whole.0..whole.1],
                        value: &text[value_start..value_end],
                        after: &text[value_end..],
                        group: found.group,
                    };
                    let verdict = accept(&judged) && !is_placeholder(judged.value);
                    self.last = Some((candidate, verdict));
                    verdict
                }
            };
            if accepted {
                self.found.push(Finding {
                    start: value_start,
                    end: value_end,
                    entry,
                });
            }
            passed = accepted;
        }
        (value_end, passed)
    }

    /// Whether two candidates are the same text to the checks: same pattern and shape, same
    /// match with the value at the same place in it, and the same next character (the only
    /// part of what follows that a check reads).
    fn same(&self, a: &Candidate, b: &Candidate) -> bool {
        let text = self.text.as_bytes();
        a.pattern == b.pattern
            && a.group == b.group
            && a.value.0 - a.whole.0 == b.value.0 - b.whole.0
            && a.value.1 - a.whole.0 == b.value.1 - b.whole.0
            && text.get(a.value.1) == text.get(b.value.1)
            && text[a.whole.0..a.whole.1.max(a.value.1)]
                == text[b.whole.0..b.whole.1.max(b.value.1)]
    }
}

fn is_token_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-')
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
