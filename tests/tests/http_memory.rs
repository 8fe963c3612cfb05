//! Bounded memory over HTTP: 1,000 sequential MCP sessions of 10 calls each (each with session
//! history, each closed with `DELETE` at the end) leave the peak resident memory where the first
//! hundred put it. Slow in a debug build, so `#[ignore]`d; `.ci/run` runs it in release:
//! `cargo test --release -p ackrite-e2e --test http_memory -- --include-ignored --nocapture`.

use ackrite_e2e::http::{start, McpSession};
use ackrite_e2e::process::{peak_resident_kib, resident_kib};
use serde_json::json;

/// How far the peak may still rise after the first hundred sessions: allocator noise, not growth.
const PLATEAU_SLACK_KIB: u64 = 4 * 1024;

#[test]
#[ignore = "slow in debug builds; .ci/run runs it in release"]
fn a_thousand_sequential_sessions_of_ten_calls_plateau() {
    let server = start(&["--http", "127.0.0.1:0"]);
    let tools = ["ackrite", "verify", "prove_it"];
    let mut after_hundred = 0;
    for session_number in 0..1_000 {
        let mut session = McpSession::open(&server, &[]);
        for call in 0..10 {
            let arguments = json!({
                "sessionId": format!("investigation-{}", call % 4),
                "claim": format!("Session {session_number} call {call}: the cache causes the stale reads."),
                "evidence": [{"type": "log", "content": "stale read after write at 12:01", "polarity": "supports", "reliability": 0.6}],
            });
            let result = session.call(tools[call % tools.len()], arguments);
            assert_eq!(result["isError"], json!(false), "{result}");
        }
        assert_eq!(session.close(), 202);
        if session_number == 99 {
            after_hundred = peak_resident_kib(server.pid());
        }
    }
    let after = peak_resident_kib(server.pid());
    println!(
        "VmHWM after 100 sessions: {after_hundred} KiB; after 1,000: {after} KiB; VmRSS at the end: {} KiB",
        resident_kib(server.pid())
    );
    assert!(
        after <= after_hundred + PLATEAU_SLACK_KIB,
        "the peak kept rising: {after_hundred} KiB after 100 sessions, {after} KiB after 1,000"
    );
}
