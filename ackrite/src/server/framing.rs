//! Line framing: bounded reads, and a verdict on every line before rmcp sees it.
//!
//! rmcp silently ignores a line that is not JSON and discards an oversized one without a word,
//! which leaves a client waiting forever on that request. Here each line is read with at most
//! [`MAX_MESSAGE_BYTES`] of it kept, and judged once: a well-formed message is parsed straight
//! into rmcp's message type (one parse per message), a malformed line is answered with a parse
//! error (-32700), an oversized one with an invalid-request error (-32600), and valid JSON that
//! is no message rmcp knows with an invalid-request error, unless it is a notification, which
//! never gets a reply.

use std::io::{self, BufRead};

use regex::bytes::Regex;
use rmcp::service::RxJsonRpcMessage;
use rmcp::RoleServer;
use serde_json::error::Category;
use serde_json::{json, Value};

/// The largest JSON-RPC message accepted (SPEC §10).
pub const MAX_MESSAGE_BYTES: usize = 1024 * 1024;

/// How much of an oversized line is kept, to find its `id` for the error reply.
const ID_SNIFF_BYTES: usize = 512;

/// A byte-order mark some clients put before their first message.
const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// What becomes of one incoming line.
pub enum Verdict {
    /// A message for rmcp.
    Deliver(Box<RxJsonRpcMessage<RoleServer>>),
    /// Nothing to do: a blank line, or a notification nobody can read.
    Skip,
    /// An error reply, sent without involving rmcp.
    Reply(Value),
}

/// Reads the next line into `line` (without its newline). Returns `None` at the end of input
/// with nothing read, else whether the line was over [`MAX_MESSAGE_BYTES`], in which case only
/// its head is kept. A last line without a newline is still a line.
pub fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<Option<bool>> {
    line.clear();
    let mut oversized = false;
    let mut read_any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if chunk.is_empty() {
            return Ok(read_any.then_some(oversized));
        }
        read_any = true;
        let newline = chunk.iter().position(|&b| b == b'\n');
        let piece = &chunk[..newline.unwrap_or(chunk.len())];
        take(line, piece, &mut oversized);
        let used = newline.map_or(chunk.len(), |at| at + 1);
        input.consume(used);
        if newline.is_some() {
            return Ok(Some(oversized));
        }
    }
}

/// Appends to the current line, keeping only its head once it is too long.
fn take(line: &mut Vec<u8>, bytes: &[u8], oversized: &mut bool) {
    if *oversized {
        return;
    }
    if line.len() + bytes.len() > MAX_MESSAGE_BYTES {
        *oversized = true;
        line.truncate(ID_SNIFF_BYTES);
        let room = ID_SNIFF_BYTES.saturating_sub(line.len());
        line.extend_from_slice(&bytes[..room.min(bytes.len())]);
    } else {
        line.extend_from_slice(bytes);
    }
}

/// The verdict on a line that was cut at the size limit.
pub fn oversized(head: &[u8]) -> Verdict {
    Verdict::Reply(error(
        sniff_id(head),
        -32600,
        "request larger than 1 MiB: send a smaller message",
    ))
}

/// The verdict on a whole line.
pub fn judge(line: &[u8]) -> Verdict {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let line = line.strip_prefix(UTF8_BOM).unwrap_or(line);
    if line.iter().all(u8::is_ascii_whitespace) {
        return Verdict::Skip;
    }
    if std::str::from_utf8(line).is_err() {
        return Verdict::Reply(error(
            sniff_id(line),
            -32700,
            "parse error: the message is not valid UTF-8",
        ));
    }
    // Numbers such as 1e400 and nesting past serde_json's depth limit are syntax errors here,
    // so they are answered, not forwarded for rmcp to drop.
    let parse_error = match serde_json::from_slice::<RxJsonRpcMessage<RoleServer>>(line) {
        Ok(message) => return Verdict::Deliver(Box::new(message)),
        Err(e) if matches!(e.classify(), Category::Syntax | Category::Eof) => e,
        Err(_) => return not_a_message(line),
    };
    Verdict::Reply(error(
        sniff_id(line),
        -32700,
        &format!(
            "parse error: {}",
            parse_error
                .to_string()
                .split(" at line")
                .next()
                .unwrap_or("invalid JSON")
        ),
    ))
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

/// The request's `id`, when it can be read from a line that could not be parsed whole, so the
/// client's pending request is answered instead of hanging; `null` otherwise (JSON-RPC 2.0).
fn sniff_id(line: &[u8]) -> Value {
    static ID: std::sync::LazyLock<Option<Regex>> = std::sync::LazyLock::new(|| {
        Regex::new(r#""id"\s*:\s*(-?[0-9]{1,18}|"[A-Za-z0-9._:-]{1,128}")\s*[,}]"#).ok()
    });
    let head = &line[..line.len().min(ID_SNIFF_BYTES)];
    ID.as_ref()
        .and_then(|re| re.captures(head))
        .and_then(|c| serde_json::from_slice(&c[1]).ok())
        .unwrap_or(Value::Null)
}

fn error(id: Value, code: i64, message: &str) -> Value {
    json!({ "jsonrpc": "2.0", "id": id, "error": { "code": code, "message": message } })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(verdict: Verdict) -> Value {
        match verdict {
            Verdict::Reply(reply) => reply,
            Verdict::Deliver(_) => panic!("delivered"),
            Verdict::Skip => panic!("skipped"),
        }
    }

    #[test]
    fn lines_are_judged_before_rmcp_sees_them() {
        assert!(matches!(
            judge(br#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#),
            Verdict::Deliver(_)
        ));
        assert!(matches!(
            judge(b"\xEF\xBB\xBF{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\r"),
            Verdict::Deliver(_)
        ));
        assert!(matches!(judge(b"   "), Verdict::Skip));
        assert_eq!(reply(judge(b"\xff\xfe"))["error"]["code"], -32700);
        let overflow = reply(judge(
            br#"{"jsonrpc":"2.0","id":7,"method":"x","params":{"n":1e400}}"#,
        ));
        assert_eq!(overflow["id"], 7);
        assert_eq!(overflow["error"]["code"], -32700);
        let garbage = reply(judge(b"not json"));
        assert_eq!(garbage["id"], Value::Null);
        assert_eq!(garbage["error"]["code"], -32700);
    }

    #[test]
    fn json_that_is_no_message_is_an_invalid_request_unless_a_notification() {
        let stray = reply(judge(br#"{"id":9,"hello":"world"}"#));
        assert_eq!(
            (stray["id"].clone(), stray["error"]["code"].clone()),
            (json!(9), json!(-32600))
        );
        assert_eq!(reply(judge(b"[1,2]"))["id"], Value::Null);
        assert_eq!(reply(judge(b"42"))["error"]["code"], -32600);
        assert!(matches!(
            judge(br#"{"jsonrpc":"2.0","method":"notifications/unknown","params":7}"#),
            Verdict::Skip | Verdict::Deliver(_)
        ));
    }

    #[test]
    fn an_oversized_line_keeps_only_its_head() {
        let mut line = Vec::new();
        let mut oversized = false;
        let chunk = vec![b'x'; 300 * 1024];
        for _ in 0..5 {
            take(&mut line, &chunk, &mut oversized);
        }
        assert!(oversized);
        assert!(line.len() <= ID_SNIFF_BYTES);
    }

    #[test]
    fn lines_are_read_whole_bounded_and_to_the_end() {
        let mut big = vec![b'y'; MAX_MESSAGE_BYTES + 10];
        big.extend_from_slice(b"\nsecond\nlast without newline");
        let mut input = io::BufReader::with_capacity(4096, &big[..]);
        let mut line = Vec::new();
        assert_eq!(read_line(&mut input, &mut line).unwrap(), Some(true));
        assert!(line.len() <= ID_SNIFF_BYTES);
        assert_eq!(read_line(&mut input, &mut line).unwrap(), Some(false));
        assert_eq!(line, b"second");
        assert_eq!(read_line(&mut input, &mut line).unwrap(), Some(false));
        assert_eq!(line, b"last without newline");
        assert_eq!(read_line(&mut input, &mut line).unwrap(), None);
    }
}
