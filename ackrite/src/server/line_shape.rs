//! What a line is, learned byte by byte while it is read and before anything parses it: how
//! deep it nests, how many values it holds, and its top-level `id` and `method`.
//!
//! Why before parsing: parsing builds a tree, and a tree of small values costs far more than
//! the bytes that spell it (a line of `[[[…]]]`s within the 1 MiB bound parses into a tree
//! hundreds of times its size). Knowing
//! the depth and the number of values first lets a line that would cost too much be refused
//! without building anything. Why the top level only: a reply must carry the request's own
//! `id`, never one found inside its params (`_meta: {"id": 5}`), and a line whose top level
//! has a `method` but no `id` is a notification, which is never answered — even when broken.
//!
//! The scan is lexical: it tracks strings (with escapes) and brackets, not the grammar, so it
//! reads a malformed line as far as its brackets and quotes still make sense, which is what
//! recovering an `id` from a line that does not parse needs.

use serde_json::Value;

/// The deepest nesting accepted, counting the message's own object as 1.
pub const MAX_DEPTH: usize = 128;

/// The most values a message may hold (array items and object members, counted by their
/// separators and containers). The largest valid tool call holds about 2,000.
pub const MAX_VALUES: usize = 10_000;

/// The longest `id` recovered, as JSON text; a longer one is answered with `id: null`.
pub const MAX_ID_BYTES: usize = 256;

/// The longest top-level key that matters (`method`); longer keys are neither.
const KEY_BYTES: usize = 8;

/// Where the scan is inside the top-level object.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Member {
    /// Before a key (after `{` or `,`).
    #[default]
    Key,
    /// After a key, before its `:`.
    Colon,
    /// After the `:`, before the value starts.
    Value,
    /// Inside or after the value.
    Rest,
}

/// Which top-level key the current member has.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Key {
    #[default]
    Other,
    Id,
    Method,
}

/// The shape of one line, learned byte by byte as it is read.
#[derive(Default)]
pub struct LineShape {
    depth: usize,
    deepest: usize,
    values: usize,
    in_string: bool,
    escaped: bool,
    /// Whether the line's value is an object (its first bracket is `{`).
    object: bool,
    opened: bool,
    member: Member,
    key: Key,
    /// The key being read at the top level, when it is short enough to matter.
    key_text: Option<([u8; KEY_BYTES], usize)>,
    /// The `id` value being read, as JSON text.
    capture: Option<Vec<u8>>,
    /// The first top-level `id`, as JSON text; `None` when absent, structured or too long.
    id: Option<Vec<u8>>,
    id_seen: bool,
    method_seen: bool,
}

impl LineShape {
    /// Scans the next bytes of the line.
    pub fn feed(&mut self, bytes: &[u8]) {
        let mut at = 0;
        while at < bytes.len() {
            if self.in_string && !self.escaped && self.key_text.is_none() && self.capture.is_none()
            {
                // Nothing in this string matters but where it ends.
                match bytes[at..].iter().position(|&b| b == b'"' || b == b'\\') {
                    Some(skip) => at += skip,
                    None => return,
                }
            }
            self.byte(bytes[at]);
            at += 1;
        }
    }

    fn byte(&mut self, b: u8) {
        if self.in_string {
            self.string_byte(b);
            return;
        }
        match b {
            b'"' => {
                self.value_starts(b);
                self.in_string = true;
                if self.at_top() && self.member == Member::Key {
                    self.key_text = Some(([0; KEY_BYTES], 0));
                }
            }
            b'{' | b'[' => {
                self.value_starts(b);
                if self.depth == 0 && !self.opened {
                    self.opened = true;
                    self.object = b == b'{';
                }
                self.depth += 1;
                self.deepest = self.deepest.max(self.depth);
                self.values += 1;
            }
            b'}' | b']' => {
                self.scalar_ends();
                self.depth = self.depth.saturating_sub(1);
            }
            b',' => {
                self.scalar_ends();
                self.values += 1;
                if self.at_top() {
                    self.member = Member::Key;
                    self.key = Key::Other;
                }
            }
            b':' => {
                self.scalar_ends();
                if self.at_top() && self.member == Member::Colon {
                    self.member = Member::Value;
                }
            }
            b' ' | b'\t' | b'\r' | b'\n' => self.scalar_ends(),
            _ => {
                if let Some(capture) = &mut self.capture {
                    capture.push(b);
                    self.bound_capture();
                } else {
                    self.value_starts(b);
                }
            }
        }
    }

    fn string_byte(&mut self, b: u8) {
        let closing = !self.escaped && b == b'"';
        self.escaped = !self.escaped && b == b'\\';
        if let Some(capture) = &mut self.capture {
            capture.push(b);
            self.bound_capture();
        }
        if closing {
            self.in_string = false;
            if let Some((text, len)) = self.key_text.take() {
                self.key = match &text[..len.min(KEY_BYTES)] {
                    b"id" if len == 2 => Key::Id,
                    b"method" if len == 6 => Key::Method,
                    _ => Key::Other,
                };
                self.member = Member::Colon;
            } else if self.capture.is_some() {
                self.finish_capture();
            }
        } else if let Some((text, len)) = &mut self.key_text {
            // An escaped key is none of the names that matter, however it decodes.
            if *len < KEY_BYTES && b != b'\\' {
                text[*len] = b;
            }
            *len = if b == b'\\' { KEY_BYTES + 1 } else { *len + 1 };
        }
    }

    fn at_top(&self) -> bool {
        self.object && self.depth == 1
    }

    /// A value starts with `b`: if it is the top-level `id`'s, it is recorded.
    fn value_starts(&mut self, b: u8) {
        if !(self.at_top() && self.member == Member::Value) {
            return;
        }
        self.member = Member::Rest;
        match self.key {
            Key::Method => self.method_seen = true,
            Key::Id if !self.id_seen => {
                self.id_seen = true;
                if b != b'{' && b != b'[' {
                    self.capture = Some(vec![b]);
                }
            }
            _ => {}
        }
    }

    fn scalar_ends(&mut self) {
        if self.capture.is_some() && !self.in_string {
            self.finish_capture();
        }
    }

    fn finish_capture(&mut self) {
        self.id = self.capture.take();
    }

    fn bound_capture(&mut self) {
        if self
            .capture
            .as_ref()
            .is_some_and(|c| c.len() > MAX_ID_BYTES)
        {
            self.capture = None;
        }
    }

    /// Why the line must be refused unparsed, if it must.
    pub fn refusal(&self) -> Option<&'static str> {
        if self.deepest > MAX_DEPTH {
            Some("invalid request: nested deeper than 128 levels; send a flatter message")
        } else if self.values > MAX_VALUES {
            Some("invalid request: more than 10000 values (array items and object members); send a smaller message")
        } else {
            None
        }
    }

    /// The top-level `id`, when it is a number or a string; `null` otherwise (JSON-RPC 2.0).
    pub fn id(&self) -> Value {
        match self.id.as_deref().map(serde_json::from_slice::<Value>) {
            Some(Ok(id @ (Value::Number(_) | Value::String(_)))) => id,
            _ => Value::Null,
        }
    }

    /// A notification: an object with a top-level `method` and no top-level `id`. It is never
    /// answered, not even with an error.
    pub fn is_notification(&self) -> bool {
        self.object && self.method_seen && !self.id_seen
    }
}

#[cfg(test)]
#[path = "line_shape_tests.rs"]
mod tests;
