//! The MCP client side the bench needs, as raw JSON-RPC lines: `initialize`, the `initialized`
//! notification, `tools/list` and `tools/call`. No SDK: what is timed is the server and the pipe.

use std::time::Instant;

use serde::Deserialize;
use serde_json::{json, Value};

use crate::process::Process;
use crate::Error;

/// The protocol version the bench asks for; both servers under test accept it.
const PROTOCOL_VERSION: &str = "2025-06-18";

pub fn initialize(id: u64) -> Vec<u8> {
    line(&json!({
        "jsonrpc": "2.0",
        "id": id,
        "method": "initialize",
        "params": {
            "protocolVersion": PROTOCOL_VERSION,
            "capabilities": {},
            "clientInfo": { "name": "mcp-bench", "version": env!("CARGO_PKG_VERSION") }
        }
    }))
}

pub fn initialized() -> Vec<u8> {
    line(&json!({ "jsonrpc": "2.0", "method": "notifications/initialized" }))
}

pub fn list_tools(id: u64) -> Vec<u8> {
    line(&json!({ "jsonrpc": "2.0", "id": id, "method": "tools/list", "params": {} }))
}

/// A `ping`: a request every MCP server answers without running any tool, so its round trip is
/// the server's protocol and transport overhead alone.
pub fn ping(id: u64) -> Vec<u8> {
    format!(r#"{{"jsonrpc":"2.0","id":{id},"method":"ping"}}"#).into_bytes()
}

/// A `tools/call` line whose params are serialised once and spliced in per id, so building a
/// request costs next to nothing between timed calls.
pub struct CallTemplate {
    params: String,
}

impl CallTemplate {
    pub fn new(tool: &str, arguments: &Value) -> Self {
        CallTemplate {
            params: json!({ "name": tool, "arguments": arguments }).to_string(),
        }
    }

    pub fn line(&self, id: u64) -> Vec<u8> {
        format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{}}}"#,
            self.params
        )
        .into_bytes()
    }
}

/// Only the parts of a message the bench checks; everything else is skipped by the parser.
#[derive(Deserialize)]
struct Envelope {
    id: Option<Value>,
    method: Option<String>,
    result: Option<ResultHead>,
    error: Option<Value>,
}

#[derive(Deserialize)]
struct ResultHead {
    #[serde(rename = "isError", default)]
    is_error: bool,
}

/// Reads until the response to a request arrives (skipping server notifications) and returns
/// its id and the instant its line arrived. A JSON-RPC error or a tool error (`isError`) fails
/// the bench: a fast error is not a result.
pub fn response(process: &mut Process) -> Result<(u64, Instant), Error> {
    loop {
        let (text, at) = process.read_line()?;
        let envelope: Envelope = serde_json::from_str(text)
            .map_err(|e| Error::new(format!("not JSON-RPC ({e}): {}", clip(text))))?;
        if envelope.method.is_some() {
            continue; // a notification or a request from the server: not what we wait for
        }
        if let Some(error) = envelope.error {
            return Err(Error::new(format!("JSON-RPC error: {error}")));
        }
        match envelope.result {
            Some(ResultHead { is_error: true }) => {
                return Err(Error::new(format!("tool error: {}", clip(text))));
            }
            Some(_) => {}
            None => return Err(Error::new(format!("no result: {}", clip(text)))),
        }
        let id = envelope.id.as_ref().and_then(Value::as_u64);
        return id
            .map(|id| (id, at))
            .ok_or_else(|| Error::new("response without a numeric id"));
    }
}

/// Reads the response to request `id` and returns its `result` in full.
pub fn result(process: &mut Process, id: u64) -> Result<Value, Error> {
    loop {
        let (text, _) = process.read_line()?;
        let mut message: Value = serde_json::from_str(text)
            .map_err(|e| Error::new(format!("not JSON-RPC ({e}): {}", clip(text))))?;
        if message.get("method").is_some() {
            continue;
        }
        if message.get("id").and_then(Value::as_u64) != Some(id) {
            return Err(Error::new(format!(
                "expected the response to {id}: {}",
                clip(text)
            )));
        }
        return match message.get_mut("result") {
            Some(result) => Ok(result.take()),
            None => Err(Error::new(format!("no result: {}", clip(text)))),
        };
    }
}

/// Starts an MCP session: `initialize`, then `notifications/initialized`.
pub fn handshake(process: &mut Process) -> Result<(), Error> {
    process.send(&initialize(0))?;
    result(process, 0)?;
    process.send(&initialized())
}

fn line(message: &Value) -> Vec<u8> {
    message.to_string().into_bytes()
}

/// The start of a long message, for error reports.
fn clip(text: &str) -> String {
    const MAX: usize = 300;
    match text.char_indices().nth(MAX) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}
