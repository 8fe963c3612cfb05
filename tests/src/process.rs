//! The server as a bare process, below any MCP client: for the tests that speak raw lines,
//! watch its resources through `/proc`, or signal it.

use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::binary;

/// `ackrite` with piped stdin and stdout; stderr is discarded.
pub fn spawn() -> Child {
    Command::new(binary())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn ackrite")
}

/// Sends SIGTERM and waits for the exit, which must come within `within`.
pub fn terminate(child: &mut Child, within: Duration) -> ExitStatus {
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(status.success());
    let started = Instant::now();
    let exit = child.wait().expect("wait");
    assert!(
        started.elapsed() < within,
        "exit on SIGTERM took {:?}",
        started.elapsed()
    );
    exit
}

/// Resident memory of a process, in KiB (Linux).
pub fn resident_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .expect("proc status")
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
        .expect("VmRSS")
}

/// CPU time a process has used so far, in clock ticks (Linux).
pub fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("proc stat");
    // The fields after the command name, which is in parentheses and may hold spaces.
    let fields: Vec<&str> = stat[stat.rfind(')').expect("comm") + 2..]
        .split(' ')
        .collect();
    // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the name.
    fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime")
}

/// An `initialize` request (id 1) as one line, without its newline.
pub fn initialize_line() -> String {
    json!({
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": { "name": "raw-test", "version": "0" }
        }
    })
    .to_string()
}
