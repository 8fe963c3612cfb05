//! The raw stdio contract, below any client library: one JSON-RPC message per stdout line and
//! nothing else, errors for lines that are not messages, and a prompt, clean exit on EOF.
//!
//! Stdio only: line framing, end of input, pipelining on one stream and files as stdin have no
//! HTTP meaning. The bounds a message meets (size, depth, UTF-8), which both transports share,
//! are in `protocol_robustness.rs`, run over each.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ackrite_e2e::{binary, process};
use serde_json::{json, Value};

/// Feeds `lines` to a fresh server, closes stdin, and returns its stdout lines and exit code.
fn exchange(lines: &[String]) -> (Vec<String>, i32) {
    let bytes: Vec<Vec<u8>> = lines.iter().map(|l| l.as_bytes().to_vec()).collect();
    exchange_bytes(&bytes, true)
}

/// As [`exchange`], with raw bytes; `newline` ends each line with `\n` (else the last line is
/// left unterminated, as when stdin closes mid-message).
fn exchange_bytes(lines: &[Vec<u8>], newline: bool) -> (Vec<String>, i32) {
    let mut child = process::spawn();
    {
        let mut stdin = child.stdin.take().expect("stdin");
        for (i, line) in lines.iter().enumerate() {
            stdin.write_all(line).expect("write");
            if newline || i + 1 < lines.len() {
                stdin.write_all(b"\n").expect("write");
            }
        }
    }
    let started = Instant::now();
    let output = child.wait_with_output().expect("wait");
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "exits promptly on EOF"
    );
    let stdout = String::from_utf8(output.stdout).expect("stdout is UTF-8");
    (
        stdout.lines().map(str::to_owned).collect(),
        output.status.code().unwrap_or(-1),
    )
}

fn initialize() -> String {
    process::initialize_line()
}

fn by_id(replies: &[Value], id: i64) -> &Value {
    replies
        .iter()
        .find(|r| r["id"] == id)
        .unwrap_or_else(|| panic!("no reply with id {id}: {replies:#?}"))
}

#[test]
fn stdout_carries_only_json_rpc_and_malformed_lines_get_errors() {
    let lines = vec![
        initialize(),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string(),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}).to_string(),
        "this is not json".to_owned(),
        String::new(),
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call",
               "params": {"name": "ackrite", "arguments": {"claim": "The build is green.",
               "evidence": [{"type": "test_result", "content": "CI build 412 is green: every job passed", "polarity": "supports", "reliability": 0.95}]}}})
        .to_string(),
        json!({"jsonrpc": "2.0", "id": 4, "method": "no/such/method"}).to_string(),
        json!({"jsonrpc": "2.0", "method": "notifications/unknown"}).to_string(),
        r#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":"x","evidence":[{"content":"y","reliability":1e400}]}}}"#.to_owned(),
        json!({"id": 7, "hello": "not a request"}).to_string(),
        json!({"jsonrpc": "2.0", "id": 6, "method": "ping"}).to_string(),
    ];
    let (stdout, code) = exchange(&lines);
    assert_eq!(code, 0, "exit code on stdin EOF");
    let replies: Vec<Value> = stdout
        .iter()
        .map(|line| {
            serde_json::from_str(line).unwrap_or_else(|_| panic!("not JSON on stdout: {line}"))
        })
        .collect();
    for reply in &replies {
        assert_eq!(reply["jsonrpc"], "2.0", "{reply}");
    }
    assert_eq!(
        by_id(&replies, 1)["result"]["serverInfo"]["name"],
        "ackrite"
    );
    assert!(by_id(&replies, 2)["result"]["tools"]
        .as_array()
        .is_some_and(|t| t.len() >= 5));
    assert_eq!(
        by_id(&replies, 3)["result"]["structuredContent"]["status"],
        "KNOWN"
    );
    assert_eq!(by_id(&replies, 4)["error"]["code"], -32601);
    assert_eq!(
        by_id(&replies, 5)["error"]["code"],
        -32700,
        "1e400 is answered, not dropped"
    );
    assert_eq!(
        by_id(&replies, 7)["error"]["code"],
        -32600,
        "valid JSON that is not a request is an invalid request"
    );
    assert!(by_id(&replies, 6)["result"].is_object(), "still serving");
    let parse_errors = replies
        .iter()
        .filter(|r| r["id"].is_null() && r["error"]["code"] == -32700)
        .count();
    assert_eq!(
        parse_errors, 1,
        "the non-JSON line gets one parse error: {replies:#?}"
    );
}

#[test]
fn the_stateless_protocol_generation_is_served_without_initialize() {
    let meta = json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {}
    });
    let lines = vec![
        json!({"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": meta}}).to_string(),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
               "params": {"name": "verify", "arguments": {"claim": "The queue drops messages."}, "_meta": meta}})
        .to_string(),
    ];
    let (stdout, code) = exchange(&lines);
    assert_eq!(code, 0);
    let replies: Vec<Value> = stdout
        .iter()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    let discovered = by_id(&replies, 1);
    assert!(
        discovered["result"]["supportedVersions"]
            .as_array()
            .is_some_and(|v| v.contains(&json!("2026-07-28"))),
        "server/discover answered: {discovered}"
    );
    assert_eq!(
        by_id(&replies, 2)["result"]["structuredContent"]["status"],
        "UNVERIFIED"
    );
}

#[test]
fn closing_stdin_before_initialize_is_a_clean_exit() {
    let (stdout, code) = exchange(&[]);
    assert_eq!(code, 0);
    assert!(stdout.is_empty(), "{stdout:?}");
}

fn replies(stdout: &[String]) -> Vec<Value> {
    stdout
        .iter()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|_| panic!("not JSON on stdout: {l}")))
        .collect()
}

fn ping(id: i64) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": "ping"}).to_string()
}

#[test]
fn a_hundred_pipelined_requests_all_get_answers() {
    let mut lines = vec![initialize()];
    for id in 100..200 {
        lines.push(
            json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": {"name": "verify",
                "arguments": {"claim": format!("Request {id} is answered.")}}})
            .to_string(),
        );
    }
    let (stdout, code) = exchange(&lines);
    assert_eq!(code, 0);
    let replies = replies(&stdout);
    for id in 100..200 {
        assert_eq!(
            by_id(&replies, id)["result"]["structuredContent"]["status"],
            "UNVERIFIED"
        );
    }
}

#[test]
fn stdin_closed_mid_message_ends_the_process_cleanly() {
    let lines = vec![
        initialize().into_bytes(),
        br#"{"jsonrpc":"2.0","id":2,"method":"to"#.to_vec(),
    ];
    let (stdout, code) = exchange_bytes(&lines, false);
    assert_eq!(code, 0);
    let replies = replies(&stdout);
    assert!(by_id(&replies, 1)["result"].is_object());
}

#[cfg(unix)]
#[test]
fn sigterm_ends_the_process_promptly_with_exit_code_0() {
    let mut child = process::spawn();
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(initialize().as_bytes()).expect("write");
    stdin.write_all(b"\n").expect("write");
    stdin.flush().expect("flush");
    std::thread::sleep(Duration::from_millis(200));
    let exit = process::terminate(&mut child, Duration::from_secs(3));
    assert_eq!(exit.code(), Some(0));
    drop(stdin);
}

/// Regular files as stdin and stdout (a session replayed from a file) are served with the same
/// answers as pipes.
#[test]
fn regular_files_as_stdin_and_stdout_are_served_too() {
    let dir = std::env::temp_dir().join(format!("ackrite-stdio-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let requests = dir.join("requests.jsonl");
    let replies_file = dir.join("replies.jsonl");
    let lines = [
        initialize(),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string(),
        "not json".to_owned(),
        ping(2),
    ];
    std::fs::write(&requests, lines.join("\n")).expect("write requests");
    let status = Command::new(binary())
        .stdin(std::fs::File::open(&requests).expect("open"))
        .stdout(std::fs::File::create(&replies_file).expect("create"))
        .stderr(Stdio::null())
        .status()
        .expect("run ackrite");
    assert_eq!(status.code(), Some(0));
    let stdout = std::fs::read_to_string(&replies_file).expect("replies");
    let _ = std::fs::remove_dir_all(&dir);
    let stdout: Vec<String> = stdout.lines().map(str::to_owned).collect();
    let replies = replies(&stdout);
    assert_eq!(
        by_id(&replies, 1)["result"]["serverInfo"]["name"],
        "ackrite"
    );
    assert!(
        by_id(&replies, 2)["result"].is_object(),
        "the last line, without newline"
    );
    assert_eq!(
        replies
            .iter()
            .filter(|r| r["error"]["code"] == -32700)
            .count(),
        1
    );
}
