//! Line framing in front of rmcp: bounded reads and JSON-RPC errors for what rmcp would drop.
//!
//! rmcp silently ignores a line that is not JSON and discards an oversized one without a word,
//! which leaves a client waiting forever on that request. This layer reads stdin itself, never
//! buffering more than [`MAX_MESSAGE_BYTES`] of one line, answers a malformed line with a parse
//! error (-32700) and an oversized one with an invalid-request error (-32600), and forwards every
//! well-formed line to rmcp. All output — rmcp's and ours — leaves through one writer, a whole
//! line at a time, so the two can never interleave on stdout.

use std::time::Duration;

use regex::bytes::Regex;
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader, DuplexStream};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

/// The largest JSON-RPC message accepted (SPEC §10).
pub const MAX_MESSAGE_BYTES: usize = 1024 * 1024;

/// How much of an oversized line is kept, to find its `id` for the error reply.
const ID_SNIFF_BYTES: usize = 512;

/// Buffer between this layer and rmcp: a few messages' worth, so memory stays bounded.
const PIPE_BYTES: usize = 64 * 1024;

/// The tasks behind the framing, to be drained before exit.
pub struct Framing {
    writer: JoinHandle<()>,
}

impl Framing {
    /// Waits (briefly) until every queued line has reached stdout.
    pub async fn finish(self) {
        let _ = tokio::time::timeout(Duration::from_secs(2), self.writer).await;
    }
}

/// Puts the framing between `input`/`output` and the server: returns the reader and writer the
/// server should use.
pub fn guard<R, W>(input: R, output: W) -> (DuplexStream, DuplexStream, Framing)
where
    R: AsyncRead + Unpin + Send + 'static,
    W: AsyncWrite + Unpin + Send + 'static,
{
    let (to_server, server_reader) = tokio::io::duplex(PIPE_BYTES);
    let (server_writer, from_server) = tokio::io::duplex(PIPE_BYTES);
    let (lines, mut queue) = mpsc::channel::<Vec<u8>>(64);

    let replies = lines.clone();
    tokio::spawn(read_requests(input, to_server, replies));
    tokio::spawn(read_responses(from_server, lines));
    let writer = tokio::spawn(async move {
        let mut output = output;
        while let Some(line) = queue.recv().await {
            if output.write_all(&line).await.is_err() || output.flush().await.is_err() {
                break;
            }
        }
    });
    (server_reader, server_writer, Framing { writer })
}

/// What became of one incoming line.
enum Line {
    Forward,
    Skip,
    Reply(Value),
}

async fn read_requests<R: AsyncRead + Unpin>(
    input: R,
    mut to_server: DuplexStream,
    replies: mpsc::Sender<Vec<u8>>,
) {
    let mut input = BufReader::new(input);
    let mut line = Vec::new();
    let mut oversized = false;
    loop {
        let (done, used) = match input.fill_buf().await {
            Ok([]) | Err(_) => (true, 0),
            Ok(chunk) => match memchr(chunk) {
                Some(end) => {
                    take(&mut line, &chunk[..end], &mut oversized);
                    (false, end + 1)
                }
                None => {
                    take(&mut line, chunk, &mut oversized);
                    let used = chunk.len();
                    input.consume(used);
                    continue;
                }
            },
        };
        input.consume(used);
        if done && line.is_empty() {
            break;
        }
        let verdict = if oversized {
            Line::Reply(error(
                sniff_id(&line),
                -32600,
                "request larger than 1 MiB: send a smaller message",
            ))
        } else {
            judge(&line)
        };
        match verdict {
            Line::Forward => {
                line.push(b'\n');
                if to_server.write_all(&line).await.is_err() {
                    break;
                }
            }
            Line::Skip => {}
            Line::Reply(reply) => {
                let mut bytes = reply.to_string().into_bytes();
                bytes.push(b'\n');
                if replies.send(bytes).await.is_err() {
                    break;
                }
            }
        }
        line.clear();
        line.shrink_to(ID_SNIFF_BYTES);
        oversized = false;
        if done {
            break;
        }
    }
    let _ = to_server.shutdown().await;
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

fn memchr(bytes: &[u8]) -> Option<usize> {
    bytes.iter().position(|&b| b == b'\n')
}

fn judge(line: &[u8]) -> Line {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    if line.iter().all(u8::is_ascii_whitespace) {
        return Line::Skip;
    }
    if std::str::from_utf8(line).is_err() {
        return Line::Reply(error(
            sniff_id(line),
            -32700,
            "parse error: the message is not valid UTF-8",
        ));
    }
    // Parsed to a value, not skipped: skipping would accept numbers such as 1e400 that rmcp then
    // fails to read and drops without a reply.
    match serde_json::from_slice::<Value>(line) {
        Ok(_) => Line::Forward,
        Err(e) => Line::Reply(error(
            sniff_id(line),
            -32700,
            &format!(
                "parse error: {}",
                e.to_string()
                    .split(" at line")
                    .next()
                    .unwrap_or("invalid JSON")
            ),
        )),
    }
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

async fn read_responses(from_server: DuplexStream, lines: mpsc::Sender<Vec<u8>>) {
    let mut from_server = BufReader::new(from_server);
    loop {
        let mut line = Vec::new();
        match from_server.read_until(b'\n', &mut line).await {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                if lines.send(line).await.is_err() {
                    break;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_judged_before_rmcp_sees_them() {
        assert!(matches!(judge(b"{\"jsonrpc\":\"2.0\"}"), Line::Forward));
        assert!(matches!(judge(b"   "), Line::Skip));
        assert!(matches!(judge(b"\xff\xfe"), Line::Reply(_)));
        let Line::Reply(reply) =
            judge(br#"{"jsonrpc":"2.0","id":7,"method":"x","params":{"n":1e400}}"#)
        else {
            panic!("1e400 must not be forwarded");
        };
        assert_eq!(reply["id"], 7);
        assert_eq!(reply["error"]["code"], -32700);
        let Line::Reply(reply) = judge(b"not json") else {
            panic!()
        };
        assert_eq!(reply["id"], Value::Null);
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
}
