//! Both transports behind one client, so that a suite of guarantees (redaction, limits,
//! provenance) states its cases once and runs them over stdio and over HTTP: the same registry
//! and the same guarantees must hold whichever way a client connects.
//!
//! [`both_transports!`](crate::both_transports) turns `fn case(transport: Transport)` into the
//! tests `case::over_stdio` and `case::over_http`. A case gets one server for all it does (a
//! child process per test, quick to start): the processes of a shared server could not
//! be ended, since Rust never drops a `static`.

use std::sync::Mutex;

use rmcp::model::{CallToolResult, Tool};
use serde_json::{json, Value};

use crate::http::{self, HttpServer, McpSession, MCP_HEADERS};
use crate::process::{self, Exchange};
use crate::Client;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transport {
    /// `ackrite` (serve on stdin and stdout), spoken to by rmcp's client or in raw lines.
    Stdio,
    /// `ackrite serve --http 127.0.0.1:0`, spoken to over plain HTTP/1.1 in one MCP session.
    Http,
}

/// `fn $name(transport: Transport)` (or `async fn`, after `async`) as the tests
/// `$name::over_stdio` and `$name::over_http`.
#[macro_export]
macro_rules! both_transports {
    (async $($name:ident),+ $(,)?) => {$(
        mod $name {
            #[tokio::test]
            async fn over_stdio() {
                super::$name($crate::transport::Transport::Stdio).await
            }
            #[tokio::test]
            async fn over_http() {
                super::$name($crate::transport::Transport::Http).await
            }
        }
    )+};
    ($($name:ident),+ $(,)?) => {$(
        mod $name {
            #[test]
            fn over_stdio() {
                super::$name($crate::transport::Transport::Stdio)
            }
            #[test]
            fn over_http() {
                super::$name($crate::transport::Transport::Http)
            }
        }
    )+};
}

/// A connected MCP client over either transport, the handshake done.
pub enum Connection {
    Stdio(Client),
    /// The server this test started, and one MCP session with it.
    Http(HttpServer, Mutex<McpSession>),
}

impl Transport {
    pub async fn connect(self) -> Connection {
        match self {
            Transport::Stdio => Connection::Stdio(crate::connect().await),
            Transport::Http => {
                let server = http::start(&["--http", "127.0.0.1:0"]);
                let session = McpSession::open(&server, &[]);
                Connection::Http(server, Mutex::new(session))
            }
        }
    }
}

impl Connection {
    /// Every registered tool, from `tools/list`.
    pub async fn tools(&self) -> Vec<Tool> {
        match self {
            Connection::Stdio(client) => client.list_all_tools().await.expect("tools/list"),
            Connection::Http(_, session) => {
                let result = session.lock().unwrap().request("tools/list", json!({}));
                serde_json::from_value(result["tools"].clone()).expect("tools/list result")
            }
        }
    }

    /// A tool's result, or the message of the protocol error that answered the call instead.
    pub async fn try_call(&self, tool: &str, arguments: Value) -> Result<CallToolResult, String> {
        match self {
            Connection::Stdio(client) => {
                let Value::Object(arguments) = arguments else {
                    panic!("arguments must be an object")
                };
                client
                    .call_tool(
                        rmcp::model::CallToolRequestParams::new(tool.to_owned())
                            .with_arguments(arguments),
                    )
                    .await
                    .map_err(|error| error.to_string())
            }
            Connection::Http(_, session) => {
                let answer = session
                    .lock()
                    .unwrap()
                    .answer("tools/call", json!({"name": tool, "arguments": arguments}));
                match answer.get("result") {
                    Some(result) => Ok(serde_json::from_value(result.clone())
                        .unwrap_or_else(|e| panic!("{tool}: not a tool result ({e}): {answer}"))),
                    None => Err(answer["error"].to_string()),
                }
            }
        }
    }

    /// A tool's result; panics on a protocol error.
    pub async fn call(&self, tool: &str, arguments: Value) -> CallToolResult {
        self.try_call(tool, arguments)
            .await
            .unwrap_or_else(|e| panic!("{tool}: protocol error {e}"))
    }

    /// Ends the session and the server.
    pub async fn close(self) {
        match self {
            Connection::Stdio(client) => {
                client.cancel().await.ok();
            }
            Connection::Http(server, session) => {
                let status = session.into_inner().unwrap().close();
                assert_eq!(status, 202, "DELETE of the session");
                drop(server);
            }
        }
    }
}

/// Feeds `lines` to a fresh server logging at `level` (`ACKRITE_LOG`, or the default when
/// `None`) and collects everything it said, over `transport`.
///
/// Over stdio the lines are written to stdin, which is then closed ([`process::exchange`]).
/// Over HTTP each line is the body of one POST to `/mcp`, as an MCP client sends a message:
/// the first without a session (it should be the `initialize`, whose answer names the MCP
/// session), the others in that session with its `Mcp-Session-Id` and `MCP-Protocol-Version`
/// headers. The replies are every JSON-RPC message in the responses, JSON or event stream;
/// [`Exchange::statuses`] has each line's HTTP status. The server is then stopped with SIGTERM,
/// so its stderr is complete and its exit code is the one a signal gives.
pub fn exchange(transport: Transport, lines: Vec<Vec<u8>>, level: Option<&str>) -> Exchange {
    match transport {
        Transport::Stdio => process::exchange(lines, level),
        Transport::Http => {
            let env: Vec<(&str, &str)> = level.map(|l| ("ACKRITE_LOG", l)).into_iter().collect();
            let server = http::try_start(&["--http", "127.0.0.1:0"], &env)
                .unwrap_or_else(|(status, stderr)| panic!("{status}: {stderr}"));
            let mut session: Option<String> = None;
            let mut replies = Vec::new();
            let mut statuses = Vec::new();
            for line in lines {
                let mut headers: Vec<(&str, &str)> = MCP_HEADERS.to_vec();
                if let Some(id) = &session {
                    headers.push(("Mcp-Session-Id", id));
                    headers.push(("MCP-Protocol-Version", "2025-11-25"));
                }
                let reply = server.post(&headers, &line);
                if session.is_none() {
                    session = reply.header("mcp-session-id").map(str::to_owned);
                }
                statuses.push(reply.status);
                replies.extend(
                    reply
                        .messages()
                        .into_iter()
                        .filter(|m| m.get("id").is_some() || m.get("error").is_some()),
                );
            }
            let (status, stderr) = server.stop();
            Exchange {
                replies,
                stderr,
                code: status.code(),
                statuses,
            }
        }
    }
}
