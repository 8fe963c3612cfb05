//! The second pass: which lines must be read again once the first pass replaced some secrets,
//! and why reading only those finds what reading everything would.
//!
//! Why a second pass at all: a candidate the first pass rejected can hide a secret behind a
//! secret it overlapped, and that one surfaces only once the first is replaced (see `scan`).
//! Why not all of the text: that is where the cost of a text with secrets doubled, for
//! something that can only happen next to a replacement.
//!
//! Why it is exact, when the first scan was local (`scan::Scan::local`):
//!
//! - Replacing a secret changes bytes inside one line: a local scan's findings hold no newline.
//! - Every line keeps its keyword hits: no keyword holds a newline, so a hit never crosses a
//!   line and the scan starts afresh at each one.
//! - A line without a marker decides as it did in the first pass: single-line patterns search
//!   windows cut at the line and the assignment scanner reads one line, so they see the same
//!   bytes; and it decided it holds no secret, or it would hold a marker now. Gates read around
//!   a hit but never change a result, only what it costs.
//! - What reads across lines: private-key blocks (a local scan saw none of their keywords) and
//!   sibling fields, a search from a name field to a value up to `scan::reach` bytes past the
//!   hit. A local scan's sibling searches matched nothing, so none hides anything; a search
//!   that does not get to a marked line reads the same bytes and again finds nothing. The lines
//!   of those that do get there are read again.
//!
//! So the second pass reads the marked lines and those sibling lines, as parts of the whole
//! text (every look around them is the one a whole scan takes). If that scan is not local
//! itself — a sibling search matched, a private-key keyword appeared — or the first was not,
//! the whole text is read instead. Later passes, rarer still, read everything. The property
//! tests and the fuzzer hold [`super::redact`] to a redaction that reads everything each pass.

use super::lines::Lines;
use super::scan::{self, Finding, Scan};

/// The scan of the second pass, over `text` (what the first pass made of the text it scanned):
/// `first` is what the first pass found and `replaced` where each finding's marker now is.
pub(super) fn second(text: &str, first: &Scan, replaced: &[(usize, usize)]) -> Scan {
    if first.local {
        let zones = zones(
            text,
            &first.findings,
            replaced,
            &first.sibling_hits,
            scan::reach(),
        );
        let scan = scan::findings_in(text, &zones);
        if scan.local {
            return scan;
        }
    }
    scan::findings(text)
}

/// The lines the second pass must read, as sorted, disjoint ranges of `text`: each line holding
/// a marker (`replaced`, one per finding of `findings`), and each line of a sibling-field hit
/// of the first scan (`sibling_hits`, in the first text's offsets) whose search, `reach` bytes
/// past the hit, gets to a line holding a marker. A range ends at its last line's newline (or
/// the end of the text).
fn zones(
    text: &str,
    findings: &[Finding],
    replaced: &[(usize, usize)],
    sibling_hits: &[(usize, usize)],
    reach: usize,
) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    // Markers and hits each come in increasing order: a cursor for each finds their lines in
    // one scan of the text, however long its lines are.
    let mut marker_lines = Lines::new(bytes);
    let mut lines: Vec<(usize, usize)> = replaced
        .iter()
        .map(|&(start, end)| (marker_lines.start_of(start), marker_lines.end_of(end)))
        .collect();
    // Where a marker's line starts, for the sibling hits to be compared with.
    let marked: Vec<usize> = lines.iter().map(|&(start, _)| start).collect();
    let mut hit_lines = Lines::new(bytes);
    // `shift` is how much the markers before the hit moved it; `next` the first finding not
    // wholly before it.
    let (mut next, mut shift) = (0, 0isize);
    for &(start, end) in sibling_hits {
        while findings.get(next).is_some_and(|f| f.end <= start) {
            let f = findings[next];
            shift += (replaced[next].1 - replaced[next].0) as isize - (f.end - f.start) as isize;
            next += 1;
        }
        if findings.get(next).is_some_and(|f| f.start < end) {
            // The hit was replaced with a finding; its line holds the marker.
            continue;
        }
        let (start, end) = (
            start.saturating_add_signed(shift),
            end.saturating_add_signed(shift),
        );
        if marked
            .get(next)
            .is_some_and(|&line_start| line_start <= end.saturating_add(reach))
        {
            lines.push((hit_lines.start_of(start), hit_lines.end_of(end)));
        }
    }
    lines.sort_unstable();
    let mut zones: Vec<(usize, usize)> = Vec::with_capacity(lines.len());
    for (start, end) in lines {
        match zones.last_mut() {
            Some(last) if start <= last.1 => last.1 = last.1.max(end),
            _ => zones.push((start, end)),
        }
    }
    zones
}

#[cfg(test)]
mod tests {
    use super::{zones, Finding};

    fn finding(start: usize, end: usize) -> Finding {
        Finding {
            start,
            end,
            entry: 0,
        }
    }

    #[test]
    fn zones_are_the_marked_lines_and_the_sibling_lines_that_reach_them() {
        // After the first pass: its findings at 15..21 ("cccccc") and 37..40 ("ccc") are the
        // markers "MMMM" at 15..19 and 35..39.
        let text = "aaaa name\nbbbb\nMMMM\ndddd name\neeee\nMMMM\n";
        let findings = [finding(15, 21), finding(37, 40)];
        let replaced = [(15, 19), (35, 39)];
        let marked = [(15, 19), (35, 39)];
        // No sibling hits: the marked lines.
        assert_eq!(zones(text, &findings, &replaced, &[], 100), marked);
        // Sibling hits on "name" at 5..9 and at 27..31 of the first text (25..29 now, the
        // first marker being two bytes shorter than its finding). Each joins when its search
        // gets to the start of the next marked line: 6 bytes past the hit, not 5.
        let siblings = [(5, 9), (27, 31)];
        let all = [(0, 9), (15, 19), (20, 29), (35, 39)];
        assert_eq!(zones(text, &findings, &replaced, &siblings, 100), all);
        assert_eq!(zones(text, &findings, &replaced, &siblings, 6), all);
        assert_eq!(zones(text, &findings, &replaced, &siblings, 5), marked);
        assert_eq!(
            zones(text, &findings, &replaced, &siblings[..1], 6),
            [(0, 9), (15, 19), (35, 39)]
        );
        // A sibling hit that a finding replaced adds nothing: its line is marked already.
        assert_eq!(zones(text, &findings, &replaced, &[(16, 18)], 100), marked);
        // Two markers on one line give the line once; the next line is a range of its own.
        let text = "MM MM\nMM\n";
        let findings = [finding(0, 2), finding(3, 5), finding(6, 8)];
        assert_eq!(
            zones(text, &findings, &[(0, 2), (3, 5), (6, 8)], &[], 0),
            [(0, 5), (6, 8)]
        );
    }
}
