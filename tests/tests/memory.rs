//! Bounded memory (ackrite/docs/judgement.md "Sessions" and README "Limits and errors"): 10,000 calls over one connection with 2,000 distinct session
//! ids, a hundred of them with maximum-size inputs. Resident memory levels off and at most 32
//! sessions are kept. And no sequence of messages within the size limit raises the peak (VmHWM)
//! past 64 MiB: messages built to cost the most memory per byte (nested arrays), read one by
//! one or sent without ever reading a reply.
//!
//! The tests with maximum-size calls are slow in a debug build, so they are `#[ignore]`d in the
//! default suite and run in release by `.ci/run`:
//! `cargo test --release -p ackrite-e2e --test memory -- --include-ignored --nocapture`.

use std::io::{BufRead, BufReader, Write};
use std::time::{Duration, Instant};

use ackrite_e2e::process::{self, peak_resident_kib, resident_kib};
use serde_json::{json, Value};

/// The most a server may ever have had resident, whatever it was sent.
const PEAK_LIMIT_KIB: u64 = 64 * 1024;

/// The size of the message that cost most: just within the 1 MiB limit.
const NESTED_BYTES: usize = 1_045_501;

/// A `tools/call` of `NESTED_BYTES` whose evidence is a list of nested arrays 120 deep: within any
/// depth limit of 128, and some 500,000 arrays, which parsed into a tree would hold far more than
/// `PEAK_LIMIT_KIB`.
fn nested_arrays_call(id: usize) -> String {
    let block = format!("{}{}", "[".repeat(120), "]".repeat(120));
    let head = format!(
        r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{{"name":"ackrite","arguments":{{"evidence":["#
    );
    let tail = r#"],"claim":""}}}"#;
    let count = (NESTED_BYTES - head.len() - tail.len()) / (block.len() + 1);
    let mut line = format!("{head}{}{tail}", vec![block.as_str(); count].join(","));
    // The claim takes what is left, to make the size exact.
    let pad = NESTED_BYTES - line.len();
    line.insert_str(line.len() - 4, &"x".repeat(pad));
    line
}

/// One array nested as deep as the size limit allows.
fn deepest_line(id: usize) -> String {
    let depth = (NESTED_BYTES - 100) / 2;
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"method":"ping","params":{{"a":{}{}}}}}"#,
        "[".repeat(depth),
        "]".repeat(depth)
    )
}

/// Sends `lines` to a fresh server, reading each reply before the next line when `read`, else
/// never reading one; returns the server's peak resident memory once it has gone idle.
fn peak_after(lines: &[String], read: bool) -> u64 {
    let mut child = process::spawn();
    let pid = child.id();
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    writeln!(stdin, "{}", process::initialize_line()).expect("write");
    let mut reply = String::new();
    stdout.read_line(&mut reply).expect("initialize reply");
    let peak = if read {
        for line in lines {
            writeln!(stdin, "{line}").expect("write");
            reply.clear();
            stdout.read_line(&mut reply).expect("read");
            assert!(
                reply.contains("\"error\"") || reply.contains("\"result\""),
                "{reply:.200}"
            );
        }
        peak_resident_kib(pid)
    } else {
        let lines = lines.to_vec();
        let writer = std::thread::spawn(move || {
            for line in lines {
                if writeln!(stdin, "{line}").is_err() {
                    break;
                }
            }
            stdin
        });
        wait_until_idle(pid);
        let peak = peak_resident_kib(pid);
        process::terminate(&mut child, Duration::from_secs(5));
        drop(stdout);
        let _ = writer.join();
        return peak;
    };
    drop(stdin);
    assert!(child.wait().expect("wait").success());
    peak
}

/// Waits until the process has used no CPU for a while.
fn wait_until_idle(pid: u32) {
    let deadline = Instant::now() + Duration::from_secs(300);
    let mut last = process::cpu_ticks(pid);
    loop {
        std::thread::sleep(Duration::from_millis(500));
        let now = process::cpu_ticks(pid);
        if now == last {
            return;
        }
        assert!(Instant::now() < deadline, "the server never went idle");
        last = now;
    }
}

#[test]
fn nested_arrays_never_raise_the_peak_past_64_mib() {
    let mut lines: Vec<String> = (0..40).map(|i| nested_arrays_call(100 + i)).collect();
    lines.push(deepest_line(200));
    assert!(lines.iter().all(|l| l.len() <= NESTED_BYTES));
    let read = peak_after(&lines, true);
    let unread = peak_after(&lines, false);
    println!(
        "VmHWM: 41 nested-array messages read one by one {read} KiB, sent unread {unread} KiB"
    );
    assert!(read < PEAK_LIMIT_KIB, "{read} KiB");
    assert!(unread < PEAK_LIMIT_KIB, "{unread} KiB");
}

#[test]
#[ignore = "slow in debug builds; .ci/run runs it in release"]
fn a_client_that_never_reads_large_calls_cannot_raise_the_peak_past_64_mib() {
    let mut lines = Vec::new();
    for i in 0..48usize {
        let call = json!({"jsonrpc": "2.0", "id": 1000 + i, "method": "tools/call",
            "params": {"name": "ackrite", "arguments": max_size_arguments(i)}});
        lines.push(call.to_string());
        lines.push(nested_arrays_call(2000 + i));
    }
    assert!(lines.iter().all(|l| l.len() <= 1024 * 1024));
    let unread = peak_after(&lines, false);
    println!("VmHWM: 48 maximum-size calls and 48 nested-array messages sent unread: {unread} KiB");
    assert!(unread < PEAK_LIMIT_KIB, "{unread} KiB");
}

fn max_size_arguments(i: usize) -> Value {
    let content = |k: usize| {
        format!("call {i} item {k}: request timed out after retry with auth header; ")
            .repeat(300)
            .chars()
            .take(16_000)
            .collect::<String>()
    };
    json!({
        "claim": format!("Claim {i}: ").repeat(400).chars().take(4000).collect::<String>(),
        "context": "background ".repeat(1500).chars().take(16_000).collect::<String>(),
        // 50 items of 16,000 characters: as large as fits in one 1 MiB message.
        "evidence": (0..50).map(|k| json!({
            "type": "log", "source": format!("s{k}"), "content": content(k), "polarity": "supports"
        })).collect::<Vec<_>>(),
    })
}

#[test]
#[ignore = "slow in debug builds; .ci/run runs it in release"]
fn ten_thousand_calls_over_two_thousand_sessions_stay_bounded() {
    let mut child = process::spawn();
    let pid = child.id();
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut send = |message: Value| -> Value {
        stdin
            .write_all(message.to_string().as_bytes())
            .expect("write");
        stdin.write_all(b"\n").expect("write");
        stdin.flush().expect("flush");
        let mut line = String::new();
        stdout.read_line(&mut line).expect("read");
        serde_json::from_str(&line).expect("JSON reply")
    };
    send(
        json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "memory", "version": "0"}}}),
    );
    let call = |id: usize, tool: &str, arguments: Value| json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": {"name": tool, "arguments": arguments}});
    let first = send(call(
        1,
        "ackrite",
        json!({"sessionId": "first", "claim": "The first session is kept."}),
    ));
    assert_eq!(first["result"]["structuredContent"]["session"]["calls"], 1);

    let mut samples = Vec::new();
    for i in 0..10_000usize {
        let session = format!("session-{}", i % 2_000);
        let arguments = if i % 100 == 50 {
            let mut big = max_size_arguments(i);
            big["sessionId"] = json!(session);
            big
        } else {
            match i % 3 {
                0 => json!({"sessionId": session, "claim": format!("Claim number {i} holds."),
                    "evidence": [{"type": "test_result", "content": format!("run {i} passed"), "polarity": "supports"}]}),
                1 => json!({"sessionId": session, "reasoning": "Retrying should fix it.",
                    "attempts": [{"approach": format!("Restart worker {}", i % 7), "outcome": "Failed with timeout."}]}),
                _ => json!({"sessionId": session, "proposal": format!("Rewrite module {i}"),
                    "proposedChanges": [{"path": format!("src/m{i}.rs"), "description": "rewrite"}]}),
            }
        };
        let tool = if i % 100 == 50 {
            "ackrite"
        } else {
            ["verify", "reality_check", "audit"][i % 3]
        };
        let reply = send(call(i + 2, tool, arguments));
        assert!(reply["result"].is_object(), "call {i}: {reply}");
        if (i + 1) % 1_000 == 0 {
            samples.push(resident_kib(pid));
        }
    }
    println!("resident memory (KiB) after each 1,000 calls: {samples:?}");
    // Evicted: 2,000 later sessions pushed "first" out of the 32 kept.
    let again = send(call(
        20_000,
        "ackrite",
        json!({"sessionId": "first", "claim": "The first session is kept."}),
    ));
    assert_eq!(
        again["result"]["structuredContent"]["session"]["calls"], 1,
        "evicted, so a fresh session"
    );
    assert!(again["result"]["structuredContent"]["session"]
        .get("previousStatus")
        .is_none());
    // Kept: the most recently used session still has its history.
    let recent = send(call(
        20_001,
        "verify",
        json!({"sessionId": "session-1999", "claim": "x"}),
    ));
    assert!(recent["result"]["structuredContent"]["session"]["calls"].as_u64() > Some(1));

    let plateau = samples[3];
    let last = *samples.last().expect("samples");
    assert!(
        last <= plateau + 8 * 1024,
        "resident memory keeps growing: {samples:?} KiB"
    );
    drop(stdin);
    assert!(child.wait().expect("wait").success());
}
