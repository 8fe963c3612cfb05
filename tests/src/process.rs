//! The server as a bare process, below any MCP client: for the tests that speak raw lines,
//! watch its resources through `/proc`, or signal it.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

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

/// `ackrite` with stdin, stdout and stderr piped, logging at `level` (`ACKRITE_LOG`), or at the
/// default level when `None`.
pub fn spawn_logged(level: Option<&str>) -> Child {
    let mut command = Command::new(binary());
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_remove("ACKRITE_LOG");
    if let Some(level) = level {
        command.env("ACKRITE_LOG", level);
    }
    command.spawn().expect("spawn ackrite")
}

/// What one server said to a whole conversation: its replies (stdout lines, or the messages
/// of HTTP responses) parsed, its stderr, and its exit code.
pub struct Exchange {
    pub replies: Vec<Value>,
    pub stderr: String,
    pub code: Option<i32>,
    /// Over HTTP, the status of each line's POST, in order; empty over stdio.
    pub statuses: Vec<u16>,
}

impl Exchange {
    /// Every reply with this id.
    pub fn all(&self, id: &Value) -> Vec<&Value> {
        self.replies.iter().filter(|r| &r["id"] == id).collect()
    }

    /// The one reply with this id.
    pub fn one(&self, id: &Value) -> &Value {
        let all = self.all(id);
        assert_eq!(all.len(), 1, "replies with id {id}: {:#?}", self.replies);
        all[0]
    }
}

/// Feeds `lines` (each followed by a newline) to a fresh server logging at `level`, closes
/// stdin, and collects everything it said. Stdin is written from a thread, so that a server
/// that answers while it reads never blocks the test.
pub fn exchange(lines: Vec<Vec<u8>>, level: Option<&str>) -> Exchange {
    let mut child = spawn_logged(level);
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        for line in lines {
            if stdin.write_all(&line).is_err() || stdin.write_all(b"\n").is_err() {
                break;
            }
        }
    });
    let mut stderr = child.stderr.take().expect("stderr");
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let mut stdout = String::new();
    child
        .stdout
        .take()
        .expect("stdout")
        .read_to_string(&mut stdout)
        .expect("stdout is UTF-8");
    let _ = writer.join();
    let code = child.wait().expect("wait").code();
    let replies = stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|_| panic!("not JSON: {line}")))
        .collect();
    Exchange {
        replies,
        stderr: errors.join().expect("stderr reader"),
        code,
        statuses: Vec::new(),
    }
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
    status_kib(pid, "VmRSS:")
}

/// The most memory a process has had resident so far (its high-water mark), in KiB (Linux).
pub fn peak_resident_kib(pid: u32) -> u64 {
    status_kib(pid, "VmHWM:")
}

fn status_kib(pid: u32, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .expect("proc status")
        .lines()
        .find_map(|line| line.strip_prefix(field))
        .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
        .unwrap_or_else(|| panic!("{field} in /proc/{pid}/status"))
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
