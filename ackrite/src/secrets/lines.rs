//! Positions in the text: the line around a keyword hit, and char boundaries to round byte
//! offsets to. The engine searches bytes; these make every slice it takes valid UTF-8.

/// Finds the line around a position while scanning each byte a bounded number of times:
/// keyword hits arrive in increasing order of start, so both searches resume where they stopped.
pub(crate) struct Lines<'t> {
    bytes: &'t [u8],
    /// Start of the line containing `scanned_to` (one past the last newline before it).
    line_start: usize,
    scanned_to: usize,
    /// `next_newline` is the first newline at or after `next_from` (or the text's length);
    /// `next_from` is `usize::MAX` until the first query.
    next_newline: usize,
    next_from: usize,
}

impl<'t> Lines<'t> {
    pub(crate) fn new(bytes: &'t [u8]) -> Self {
        Lines {
            bytes,
            line_start: 0,
            scanned_to: 0,
            next_newline: bytes.len(),
            next_from: usize::MAX,
        }
    }

    /// Offset just after the last newline before `pos` (queries must not decrease).
    pub(crate) fn start_of(&mut self, pos: usize) -> usize {
        if pos > self.scanned_to {
            if let Some(offset) = self.bytes[self.scanned_to..pos]
                .iter()
                .rposition(|&b| b == b'\n')
            {
                self.line_start = self.scanned_to + offset + 1;
            }
            self.scanned_to = pos;
        }
        self.line_start
    }

    /// Offset of the first newline at or after `pos`, or the text's length.
    pub(crate) fn end_of(&mut self, pos: usize) -> usize {
        if pos >= self.next_from && pos <= self.next_newline {
            return self.next_newline;
        }
        if pos < self.next_from && self.next_from != usize::MAX {
            // A hit nested in an earlier, longer one: only the gap needs a look.
            return self.bytes[pos..self.next_from]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(self.next_newline, |offset| pos + offset);
        }
        self.next_from = pos;
        self.next_newline = self.bytes[pos..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(self.bytes.len(), |offset| pos + offset);
        self.next_newline
    }
}

/// The largest char boundary at or before `pos`.
pub(crate) fn floor_boundary(text: &str, pos: usize) -> usize {
    let mut pos = pos.min(text.len());
    while !text.is_char_boundary(pos) {
        pos -= 1;
    }
    pos
}

/// The smallest char boundary at or after `pos` (or the text's length).
pub(crate) fn ceil_boundary(text: &str, pos: usize) -> usize {
    let mut pos = pos;
    while pos < text.len() && !text.is_char_boundary(pos) {
        pos += 1;
    }
    pos.min(text.len())
}
