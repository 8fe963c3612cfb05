//! The command line (README, "Command line"): output and exit codes of each subcommand.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use ackrite_e2e::{binary, examples_dir};
use serde_json::Value;

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(binary())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn ackrite");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("wait")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn call_prints_the_response_of_an_example_file() {
    let file = examples_dir().join("ackrite/native-auth-contradicted.json");
    let output = run(&["call", "ackrite", file.to_str().expect("utf-8 path")], "");
    assert_eq!(output.status.code(), Some(0));
    let response: Value = serde_json::from_str(&stdout(&output)).expect("JSON on stdout");
    assert_eq!(response["status"], "CONTRADICTED");
}

#[test]
fn call_reads_stdin_and_exits_1_on_a_tool_error() {
    let ok = run(
        &["call", "verify", "-"],
        r#"{"claim": "The cache is warm."}"#,
    );
    assert_eq!(ok.status.code(), Some(0));
    let rejected = run(
        &["call", "verify"],
        r#"{"claim": "x", "evidence": [{"content": "y", "reliability": "high"}]}"#,
    );
    assert_eq!(rejected.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&rejected.stderr).contains("evidence[0].reliability"));
    assert!(rejected.stdout.is_empty());
}

#[test]
fn usage_errors_exit_2() {
    let unknown_tool = run(&["call", "nope", "-"], "{}");
    assert_eq!(unknown_tool.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown_tool.stderr).contains("known tools"));
    let bad_json = run(&["call", "ackrite", "-"], "{not json");
    assert_eq!(bad_json.status.code(), Some(2));
    let missing_file = run(&["call", "ackrite", "/no/such/file.json"], "");
    assert_eq!(missing_file.status.code(), Some(2));
    let bad_flag = run(&["--no-such-flag"], "");
    assert_eq!(bad_flag.status.code(), Some(2));
}

#[test]
fn tools_lists_every_tool_with_annotations_and_schemas() {
    let output = run(&["tools"], "");
    assert_eq!(output.status.code(), Some(0));
    let tools: Vec<Value> = serde_json::from_str(&stdout(&output)).expect("JSON array");
    assert!(tools.len() >= 5);
    for tool in tools {
        assert!(tool["title"].is_string(), "{tool}");
        assert_eq!(tool["annotations"]["readOnlyHint"], true);
        assert_eq!(tool["annotations"]["openWorldHint"], false);
        assert_eq!(tool["inputSchema"]["type"], "object");
        assert_eq!(tool["outputSchema"]["type"], "object");
    }
}

#[test]
fn redact_cleans_stdin_with_the_same_redactor() {
    let output = run(
        &["redact"],
        "curl -H 'Authorization: Bearer Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5' https://api.example.com\n",
    );
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert!(text.contains("[REDACTED:"), "{text}");
    assert!(!text.contains("Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5"), "{text}");
    assert!(
        text.contains("https://api.example.com"),
        "the rest is kept: {text}"
    );
}

#[test]
fn help_and_version() {
    let help = run(&["--help"], "");
    assert_eq!(help.status.code(), Some(0));
    for word in ["serve", "call", "tools", "redact"] {
        assert!(stdout(&help).contains(word), "--help mentions {word}");
    }
    let version = run(&["--version"], "");
    assert_eq!(version.status.code(), Some(0));
    assert!(stdout(&version).starts_with("ackrite "));
}
