//! Flow control on stdio (README, "Limits and errors"): the server's queues are bounded, so a client that sends
//! without reading cannot make it grow, and a signal still ends it. Stdio only: over HTTP each
//! request has its own connection, and an unread response stalls that connection alone.
#![cfg(target_os = "linux")]

use std::io::Write;
use std::time::{Duration, Instant};

use ackrite_e2e::process;
use serde_json::json;

/// A client that keeps sending requests and never reads a reply: the server stops taking
/// requests once its bounded queues fill, instead of buffering replies without end, and a
/// termination signal still ends it at once.
#[test]
fn a_client_that_never_reads_cannot_grow_the_server() {
    let mut child = process::spawn();
    let mut stdin = child.stdin.take().expect("stdin");
    let call = json!({"jsonrpc": "2.0", "id": 0, "method": "tools/call",
        "params": {"name": "ackrite", "arguments": {"claim": "The build is green on main.",
        "evidence": [{"type": "test_result", "content": "CI run 412 passed", "polarity": "supports", "reliability": 0.95}]}}})
    .to_string();
    // Each reply is about 4 KiB: 20,000 unread replies would be some 80 MiB if they were kept.
    let writer = std::thread::spawn(move || {
        let mut sent = 0;
        let _ = writeln!(stdin, "{}", process::initialize_line());
        for _ in 0..20_000 {
            if writeln!(stdin, "{call}").is_err() {
                break;
            }
            sent += 1;
        }
        sent
    });
    // Wait until the server has stopped working: with bounded queues it goes idle with most
    // requests unread; without, it would stay busy until it had answered them all.
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut last = process::cpu_ticks(child.id());
    loop {
        std::thread::sleep(Duration::from_millis(400));
        let now = process::cpu_ticks(child.id());
        if now == last {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the server never stopped working"
        );
        last = now;
    }
    let resident = process::resident_kib(child.id());
    eprintln!("idle with {resident} KiB resident");
    assert!(
        resident < 40 * 1024,
        "{resident} KiB resident with no reply read"
    );
    assert!(
        !writer.is_finished(),
        "the server kept reading requests it could not answer"
    );
    // Prompt even with stdout full: the drain gives up after 2 s.
    let exit = process::terminate(&mut child, Duration::from_secs(5));
    assert_eq!(exit.code(), Some(0));
    drop(child.stdout.take());
    let _ = writer.join();
}
