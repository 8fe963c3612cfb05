//! Line framing: bounded reads, and a verdict on every line before rmcp sees it.
//!
//! rmcp silently ignores a line that is not JSON and discards an oversized one without a word,
//! which leaves a client waiting forever on that request. Here each line is scanned as it is
//! read (see `line_shape`) with at most [`MAX_MESSAGE_BYTES`] of it kept, and judged once: a
//! line too large, too deep or holding too many values is refused unparsed (-32600), a
//! well-formed message is parsed straight into rmcp's message type (one parse per message), a
//! malformed line is answered with a parse error (-32700), and valid JSON that is no message rmcp
//! knows with an invalid-request error. A notification never gets a reply, not even a broken one.
//! Replies carry the line's top-level `id`, or `null` when it has none that can be read.

use rmcp::service::RxJsonRpcMessage;
use rmcp::RoleServer;
use serde_json::error::Category;
use serde_json::{json, Value};

use super::line_shape::LineShape;

/// The largest JSON-RPC message accepted (README, "Limits and errors").
pub const MAX_MESSAGE_BYTES: usize = 1024 * 1024;

/// A byte-order mark some clients put before their first message.
const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// What becomes of one incoming line.
pub enum Verdict {
    /// A message for rmcp, and the length of the line it was read from.
    Deliver(Box<RxJsonRpcMessage<RoleServer>>, usize),
    /// Nothing to do: a blank line, or a notification nobody can read.
    Skip,
    /// An error reply, sent without involving rmcp.
    Reply(Value),
}

/// The line being read, of which at most [`MAX_MESSAGE_BYTES`] are kept, and nothing once it is
/// known to be refused; reading its shape goes on to the end of the line to find its `id`.
#[derive(Default)]
pub struct LineBuffer {
    line: Vec<u8>,
    refused: bool,
    shape: LineShape,
}

impl LineBuffer {
    /// Takes the bytes of `chunk` up to and including its first newline. Returns how many
    /// bytes were taken, and whether they ended a line.
    pub fn take(&mut self, chunk: &[u8]) -> (usize, bool) {
        match chunk.iter().position(|&b| b == b'\n') {
            Some(at) => {
                self.push(&chunk[..at]);
                (at + 1, true)
            }
            None => {
                self.push(chunk);
                (chunk.len(), false)
            }
        }
    }

    fn push(&mut self, bytes: &[u8]) {
        self.shape.feed(bytes);
        if self.refused {
            return;
        }
        if self.line.len() + bytes.len() > MAX_MESSAGE_BYTES || self.shape.refusal().is_some() {
            // Nothing of a refused line is needed but what the shape keeps.
            self.refused = true;
            self.line = Vec::new();
        } else {
            self.line.extend_from_slice(bytes);
        }
    }

    /// Whether nothing of a line has been read: at end of input, a line cut short is still
    /// judged (and answered), an empty one is not a line.
    pub fn is_empty(&self) -> bool {
        self.line.is_empty() && !self.refused
    }

    /// The verdict on the line read so far, which is then forgotten.
    pub fn finish(&mut self) -> Verdict {
        let shape = std::mem::take(&mut self.shape);
        let verdict = if self.refused {
            let why = shape
                .refusal()
                .unwrap_or("invalid request: larger than 1 MiB; send a smaller message");
            refuse(&shape, -32600, why)
        } else {
            parse_verdict(&self.line, &shape)
        };
        self.line.clear();
        // A huge line must not keep its buffer for the rest of the session.
        self.line.shrink_to(64 * 1024);
        self.refused = false;
        verdict
    }
}

/// An error reply under the line's top-level id, or nothing for a notification.
fn refuse(shape: &LineShape, code: i64, message: &str) -> Verdict {
    if shape.is_notification() {
        tracing::debug!("a notification that cannot be read is dropped: {message}");
        return Verdict::Skip;
    }
    Verdict::Reply(error(shape.id(), code, message))
}

/// The verdict on a whole message at once: a line already read, or an HTTP request body, so
/// that a body meets the same bounds and gets the same errors as a line on stdio (the reader
/// scans as it reads instead). The size bound is the caller's: a body is read bounded.
#[cfg(any(test, feature = "http"))]
pub fn verdict(line: &[u8]) -> Verdict {
    let mut shape = LineShape::default();
    shape.feed(line);
    if let Some(why) = shape.refusal() {
        return refuse(&shape, -32600, why);
    }
    parse_verdict(line, &shape)
}

/// The verdict on a whole line that its shape did not refuse.
fn parse_verdict(line: &[u8], shape: &LineShape) -> Verdict {
    let length = line.len();
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let line = line.strip_prefix(UTF8_BOM).unwrap_or(line);
    if line.iter().all(u8::is_ascii_whitespace) {
        return Verdict::Skip;
    }
    if std::str::from_utf8(line).is_err() {
        return refuse(shape, -32700, "parse error: the message is not valid UTF-8");
    }
    // Numbers such as 1e400 and nesting past serde_json's depth limit are syntax errors here,
    // so they are answered, not forwarded for rmcp to drop.
    let parse_error = match serde_json::from_slice::<RxJsonRpcMessage<RoleServer>>(line) {
        Ok(message) => return Verdict::Deliver(Box::new(message), length),
        Err(e) if matches!(e.classify(), Category::Syntax | Category::Eof) => e,
        Err(_) => return not_a_message(line),
    };
    refuse(
        shape,
        -32700,
        &format!(
            "parse error: {}",
            parse_error
                .to_string()
                .split(" at line")
                .next()
                .unwrap_or("invalid JSON")
        ),
    )
}

/// Valid JSON that is no message rmcp reads: a notification is ignored (JSON-RPC never answers
/// one); anything else is an invalid request, answered with its id when it has a usable one.
fn not_a_message(line: &[u8]) -> Verdict {
    let Ok(value) = serde_json::from_slice::<Value>(line) else {
        return Verdict::Reply(error(Value::Null, -32700, "parse error: invalid JSON"));
    };
    let id = value.get("id");
    if id.is_none() && value.get("method").is_some_and(Value::is_string) {
        return Verdict::Skip;
    }
    let id = match id {
        Some(id @ (Value::Number(_) | Value::String(_))) => id.clone(),
        _ => Value::Null,
    };
    Verdict::Reply(error(
        id,
        -32600,
        "invalid request: expected a JSON-RPC 2.0 request, notification or response",
    ))
}

/// An error reply. Its message is redacted like every other, though none of ours quotes input.
fn error(id: Value, code: i64, message: &str) -> Value {
    let message = crate::secrets::redact(message);
    json!({ "jsonrpc": "2.0", "id": id, "error": { "code": code, "message": message } })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(verdict: Verdict) -> Value {
        match verdict {
            Verdict::Reply(reply) => reply,
            Verdict::Deliver(..) => panic!("delivered"),
            Verdict::Skip => panic!("skipped"),
        }
    }

    #[test]
    fn lines_are_judged_before_rmcp_sees_them() {
        assert!(matches!(
            verdict(br#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#),
            Verdict::Deliver(..)
        ));
        assert!(matches!(
            verdict(b"\xEF\xBB\xBF{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\r"),
            Verdict::Deliver(..)
        ));
        assert!(matches!(verdict(b"   "), Verdict::Skip));
        assert_eq!(reply(verdict(b"\xff\xfe"))["error"]["code"], -32700);
        let overflow = reply(verdict(
            br#"{"jsonrpc":"2.0","id":7,"method":"x","params":{"n":1e400}}"#,
        ));
        assert_eq!(overflow["id"], 7);
        assert_eq!(overflow["error"]["code"], -32700);
        let garbage = reply(verdict(b"not json"));
        assert_eq!(garbage["id"], Value::Null);
        assert_eq!(garbage["error"]["code"], -32700);
    }

    #[test]
    fn json_that_is_no_message_is_an_invalid_request_unless_a_notification() {
        let stray = reply(verdict(br#"{"id":9,"hello":"world"}"#));
        assert_eq!(
            (stray["id"].clone(), stray["error"]["code"].clone()),
            (json!(9), json!(-32600))
        );
        assert_eq!(reply(verdict(b"[1,2]"))["id"], Value::Null);
        assert_eq!(reply(verdict(b"42"))["error"]["code"], -32600);
        assert!(matches!(
            verdict(br#"{"jsonrpc":"2.0","method":"notifications/unknown","params":7}"#),
            Verdict::Skip | Verdict::Deliver(..)
        ));
    }

    /// Splits `input` into lines fed in chunks of `size`, as the transport does.
    fn lines(input: &[u8], size: usize) -> Vec<Verdict> {
        let mut buffer = LineBuffer::default();
        let mut verdicts = Vec::new();
        for mut chunk in input.chunks(size) {
            while !chunk.is_empty() {
                let (used, ended) = buffer.take(chunk);
                chunk = &chunk[used..];
                if ended {
                    verdicts.push(buffer.finish());
                }
            }
        }
        if !buffer.is_empty() {
            verdicts.push(buffer.finish());
        }
        verdicts
    }

    #[test]
    fn lines_are_read_whole_bounded_and_to_the_end() {
        let ping = br#"{"jsonrpc":"2.0","id":3,"method":"ping"}"#;
        let mut input = br#"{"jsonrpc":"2.0","id":42,"method":"ping","x":""#.to_vec();
        input.resize(MAX_MESSAGE_BYTES + 10, b'y');
        input.extend_from_slice(b"\n\n");
        input.extend_from_slice(ping);
        input.extend_from_slice(b"\n");
        input.extend_from_slice(ping);
        for size in [1, 7, 4096, 1 << 20] {
            let verdicts = lines(&input, size);
            assert_eq!(verdicts.len(), 4, "chunks of {size}");
            let refused = reply(lines(&input, size).remove(0));
            assert_eq!(
                (refused["id"].clone(), refused["error"]["code"].clone()),
                (json!(42), json!(-32600))
            );
            assert!(matches!(verdicts[1], Verdict::Skip));
            assert!(matches!(verdicts[2], Verdict::Deliver(..)));
            assert!(
                matches!(verdicts[3], Verdict::Deliver(..)),
                "a last line without newline"
            );
        }
    }

    #[test]
    fn an_oversized_line_keeps_only_its_head() {
        let mut buffer = LineBuffer::default();
        let chunk = vec![b'x'; 300 * 1024];
        for _ in 0..5 {
            assert_eq!(buffer.take(&chunk), (chunk.len(), false));
        }
        assert!(buffer.refused);
        assert!(buffer.line.is_empty());
        assert!(matches!(buffer.finish(), Verdict::Reply(_)));
        assert!(buffer.is_empty());
    }
}
