//! No secret a request holds reaches stderr at any log level, whoever logs it (rmcp logs raw
//! requests at `debug`, the HTTP transport one line per request at `info`), nor any JSON-RPC
//! or command-line error; caller text an error repeats is a short excerpt labelled as the
//! caller's. Each protocol case runs over stdio and over HTTP (`both_transports!`); HTTP's own
//! places for a secret, its headers, have a case of their own.

use std::process::{Command, Stdio};

use ackrite_e2e::http::{self, McpSession, MCP_HEADERS};
use ackrite_e2e::process::{self, Exchange};
use ackrite_e2e::transport::{self as transports, Transport};
use ackrite_e2e::{binary, both_transports, text};
use serde_json::{json, Value};

const AWS_KEY: &str = "AKIAZQ7XW2LP9RT4VB6N";
const GITHUB_TOKEN: &str = "ghp_Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5Fd1Sa0QeAb12";

/// The parts of the two secrets that must never be seen again.
const BODIES: [&str; 2] = ["ZQ7XW2LP9RT4VB6N", "Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5Fd1Sa0QeAb12"];

fn both() -> String {
    format!("{AWS_KEY} and {GITHUB_TOKEN}")
}

fn assert_clean(text: &str, context: &str) {
    for body in BODIES {
        assert!(!text.contains(body), "{context}: a secret leaked:\n{text}");
    }
}

/// A secret in every place a request can hold one.
fn conversation() -> Vec<Vec<u8>> {
    let secret = both();
    let lines = [
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": format!("client {secret}"), "version": AWS_KEY}}}),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        // Arguments: every string of a valid call, and an unknown field's name and value.
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "ackrite",
            "arguments": {"claim": format!("The key {secret} works"), "context": secret,
            "evidence": [{"type": "log", "source": secret, "content": secret, "polarity": "supports"}]}}}),
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "verify",
            "arguments": {"claim": "x", secret.clone(): secret}}}),
        // A tool name, a method name, ids.
        json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": GITHUB_TOKEN}}),
        json!({"jsonrpc": "2.0", "id": 5, "method": format!("nosuch/{AWS_KEY}")}),
        json!({"jsonrpc": "2.0", "id": AWS_KEY, "method": "ping"}),
        json!({"jsonrpc": "2.0", "id": GITHUB_TOKEN, "method": format!("nosuch/{GITHUB_TOKEN}")}),
        // A protocol version in per-request metadata, which rmcp quotes when it refuses it.
        json!({"jsonrpc": "2.0", "id": 6, "method": "tools/list", "params": {
            "_meta": {"io.modelcontextprotocol/protocolVersion": AWS_KEY}}}),
        // A notification and a second initialize.
        json!({"jsonrpc": "2.0", "method": format!("notifications/{AWS_KEY}")}),
        json!({"jsonrpc": "2.0", "id": 7, "method": "initialize", "params": {
            "protocolVersion": GITHUB_TOKEN, "capabilities": {},
            "clientInfo": {"name": GITHUB_TOKEN, "version": "0"}}}),
    ];
    let mut lines: Vec<Vec<u8>> = lines.iter().map(|l| l.to_string().into_bytes()).collect();
    // A line that does not parse.
    lines.push(
        format!(r#"{{"jsonrpc":"2.0","id":8,"method":"{AWS_KEY}","params":[}}"#).into_bytes(),
    );
    lines.push(
        json!({"jsonrpc": "2.0", "id": 9, "method": "ping"})
            .to_string()
            .into_bytes(),
    );
    lines
}

/// A reply as the client sees it, less its `id` when the request's id was itself a secret:
/// JSON-RPC requires the reply to repeat the id exactly, or the client could not match it.
fn shown(reply: &Value) -> String {
    let mut reply = reply.clone();
    if let Some(id) = reply["id"].as_str() {
        if id == AWS_KEY || id == GITHUB_TOKEN {
            reply["id"] = Value::Null;
        }
    }
    reply.to_string()
}

both_transports!(
    no_secret_reaches_stderr_or_an_error_at_any_log_level,
    errors_quote_caller_text_as_a_short_labelled_excerpt
);
both_transports!(async tool_errors_quote_caller_text_as_a_short_labelled_excerpt);

fn no_secret_reaches_stderr_or_an_error_at_any_log_level(transport: Transport) {
    for level in [Some("trace"), Some("debug"), Some("info"), None] {
        let Exchange {
            replies,
            stderr,
            statuses,
            ..
        } = transports::exchange(transport, conversation(), level);
        let context = format!("{transport:?}, ACKRITE_LOG={level:?}");
        assert_clean(&stderr, &format!("{context}, stderr"));
        for reply in &replies {
            assert_clean(&shown(reply), &format!("{context}, reply"));
        }
        assert!(
            replies.iter().any(|r| r["id"] == 9),
            "{context}: still serving: {replies:#?}"
        );
        if level == Some("debug") {
            // The test must see what it guards: rmcp's raw-request lines, redacted.
            assert!(
                stderr.contains("nosuch/[REDACTED:"),
                "{context}: the raw requests are logged:\n{stderr}"
            );
        }
        if transport == Transport::Http && level.is_some() {
            // And the request log: a line per request, the method name redacted, no argument.
            for logged in ["rpc=nosuch/[REDACTED:", "rpc=tools/call tool=\"ackrite\""] {
                assert!(
                    stderr.contains(logged),
                    "{context}: {logged} is logged:\n{stderr}"
                );
            }
            // The line that does not parse: a parse error under its id, as on stdio, in a 400.
            assert_eq!(statuses[statuses.len() - 2], 400, "{context}: {statuses:?}");
        }
    }
}

/// HTTP's own places for a secret: the headers rmcp reads and quotes when it refuses them.
#[test]
fn no_secret_in_an_http_header_comes_back_or_reaches_stderr() {
    let server = http::try_start(&["--http", "127.0.0.1:0"], &[("ACKRITE_LOG", "debug")])
        .unwrap_or_else(|(status, stderr)| panic!("{status}: {stderr}"));
    let session = McpSession::open(&server, &[]);
    let list = json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}).to_string();
    let in_meta = json!({"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {
        "_meta": {"io.modelcontextprotocol/protocolVersion": AWS_KEY}}})
    .to_string();
    // (header, value, body, whether the refusal quotes the secret (redacted), the rule)
    let rows = [
        (
            "MCP-Protocol-Version",
            AWS_KEY,
            &list,
            true,
            "an unsupported protocol version",
        ),
        (
            "MCP-Protocol-Version",
            AWS_KEY,
            &in_meta,
            false,
            "a version in the header and _meta",
        ),
        (
            "MCP-Protocol-Version",
            "2025-11-25",
            &in_meta,
            true,
            "a version in _meta only",
        ),
        (
            "Mcp-Session-Id",
            GITHUB_TOKEN,
            &list,
            false,
            "an unknown session",
        ),
        (
            "Origin",
            GITHUB_TOKEN,
            &list,
            false,
            "an origin that is no URL",
        ),
        ("Mcp-Method", GITHUB_TOKEN, &list, false, "a method header"),
    ];
    for (header, value, body, quoted, rule) in rows {
        let mut headers: Vec<(&str, &str)> = MCP_HEADERS.to_vec();
        if header != "Mcp-Session-Id" {
            headers.push(("Mcp-Session-Id", &session.id));
        }
        headers.push((header, value));
        let reply = server.post(&headers, body.as_bytes());
        assert_clean(&format!("{:?} {}", reply.headers, reply.body), rule);
        if quoted {
            // The test must see what it guards: the quote is there, redacted.
            assert!(reply.status >= 400, "{rule}: refused: {}", reply.status);
            assert!(reply.body.contains("[REDACTED:"), "{rule}: {reply:?}");
        }
    }
    let (_, stderr) = server.stop();
    assert_clean(&stderr, "stderr");
    assert!(stderr.contains("rpc=tools/list"), "{stderr}");
}

fn errors_quote_caller_text_as_a_short_labelled_excerpt(transport: Transport) {
    let long = format!("{} {AWS_KEY} {}", "n".repeat(5_000), "m".repeat(5_000));
    let lines = vec![
        process::initialize_line().into_bytes(),
        json!({"jsonrpc": "2.0", "id": 2, "method": long})
            .to_string()
            .into_bytes(),
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": long}})
            .to_string()
            .into_bytes(),
    ];
    let exchange = transports::exchange(transport, lines, None);
    for id in [2, 3] {
        let message = exchange.one(&json!(id))["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        assert!(message.contains("caller's text \"nnn"), "{id}: {message}");
        assert!(message.len() < 400, "{id}: {} bytes", message.len());
    }
}

async fn tool_errors_quote_caller_text_as_a_short_labelled_excerpt(transport: Transport) {
    let client = transport.connect().await;
    let long = format!("{}{}", "f".repeat(10_000), AWS_KEY);
    let rows = [
        (
            "an unknown field's name",
            json!({"claim": "x", long.clone(): 1}),
        ),
        (
            "an unknown evidence type",
            json!({"claim": "x", "evidence": [{"content": "y", "type": long.clone()}]}),
        ),
        (
            "a string where a list goes",
            json!({"claim": "x", "evidence": long}),
        ),
    ];
    for (rule, arguments) in rows {
        let result = client.call("verify", arguments).await;
        assert_eq!(result.is_error, Some(true), "{rule}");
        let message = text(&result);
        assert_clean(&message, rule);
        assert!(
            message.len() < 600,
            "{rule}: {} bytes: {message:.200}",
            message.len()
        );
        assert!(
            message.contains("caller's text \"fff"),
            "{rule}: {message:.300}"
        );
    }
    client.close().await;
}

fn run(args: &[&str], stdin: &str) -> (Option<i32>, String) {
    use std::io::Write;
    let mut child = Command::new(binary())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn ackrite");
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes());
    let output = child.wait_with_output().expect("wait");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code(), stderr)
}

#[test]
fn command_line_errors_are_redacted_and_labelled() {
    let path = format!("/no/such/{AWS_KEY}/{GITHUB_TOKEN}.json");
    let flag = format!("--{GITHUB_TOKEN}");
    let unknown_field = json!({"claim": "x", both(): 1}).to_string();
    let rows: [(&str, Vec<&str>, &str, i32); 4] = [
        (
            "an unknown tool name",
            vec!["call", GITHUB_TOKEN, "-"],
            "{}",
            2,
        ),
        ("a file path", vec!["call", "ackrite", path.as_str()], "", 2),
        ("an unknown flag", vec![flag.as_str()], "", 2),
        (
            "an unknown field",
            vec!["call", "verify", "-"],
            unknown_field.as_str(),
            1,
        ),
    ];
    for (rule, args, stdin, expected) in rows {
        let (code, stderr) = run(&args, stdin);
        assert_eq!(code, Some(expected), "{rule}: {stderr}");
        assert!(!stderr.is_empty(), "{rule}: says why");
        assert_clean(&stderr, rule);
        if rule != "an unknown flag" {
            assert!(stderr.contains("caller's text"), "{rule}: {stderr}");
        }
    }
}
