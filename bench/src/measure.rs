//! The measurements, each over one fresh process: a cold start, a warm session, and the two
//! floors (process spawn and pipe round trip) that bound what any stdio server can reach.

use std::time::{Duration, Instant};

use serde_json::Value;

use crate::process::{self, Launch, Process};
use crate::rpc::{self, CallTemplate};
use crate::Error;

/// One server under test: how to start it and which call to time.
pub struct Server {
    pub label: String,
    pub launch: Launch,
    pub call: CallTemplate,
}

/// The sizes of one run; see `--help`.
#[derive(Debug, Clone, Copy)]
pub struct Plan {
    pub spawns: usize,
    pub rounds: usize,
    pub warmup: usize,
    pub calls: usize,
    pub burst: usize,
    pub in_flight: usize,
    pub deadline: Duration,
}

/// Spawn → `initialize` result and spawn → first `tools/call` result, from one spawn.
pub struct ColdStart {
    pub initialize: Duration,
    pub first_call: Duration,
}

/// Spawns the server, initialises it, makes one call as soon as the handshake allows, and
/// closes it. The clock starts before `spawn`, so exec, the runtime's start-up and the first
/// call's one-time work are all counted.
pub fn cold_start(server: &Server, plan: &Plan) -> Result<ColdStart, Error> {
    let start = Instant::now();
    let mut process = Process::spawn(&server.label, &server.launch, plan.deadline)?;
    process.send(&rpc::initialize(0))?;
    let (_, initialised) = rpc::response(&mut process)?;
    process.send(&rpc::initialized())?;
    process.send(&server.call.line(1))?;
    let (_, called) = rpc::response(&mut process)?;
    process.close()?;
    Ok(ColdStart {
        initialize: initialised - start,
        first_call: called - start,
    })
}

/// What one warm session measured.
pub struct Session {
    /// Byte size of the `tools/list` result, serialised compactly.
    pub tools_list_bytes: usize,
    /// One latency per sequential call, send to response line.
    pub latencies: Vec<Duration>,
    /// The server's CPU time (all threads, user and system) over the sequential calls, divided
    /// by their number.
    pub cpu_per_call: Duration,
    /// One latency per sequential `ping`, the same way.
    pub pings: Vec<Duration>,
    /// Calls per second with `in_flight` requests outstanding.
    pub throughput: f64,
    /// `VmHWM` just before stdin is closed.
    pub peak_rss: u64,
}

/// One long-lived process: `tools/list`, `warmup` untimed calls, `calls` timed sequential calls
/// (the server's CPU time read just before and just after them), as many timed `ping`s, `burst`
/// calls with `in_flight` outstanding, then the peak memory, read before closing stdin.
pub fn session(server: &Server, plan: &Plan) -> Result<Session, Error> {
    let mut process = Process::spawn(&server.label, &server.launch, plan.deadline)?;
    rpc::handshake(&mut process)?;
    process.send(&rpc::list_tools(1))?;
    let listed: Value = rpc::result(&mut process, 1)?;
    let tools_list_bytes = listed.to_string().len();

    let mut id = 2;
    for _ in 0..plan.warmup {
        round_trip(&mut process, &server.call.line(id), id)?;
        id += 1;
    }
    let mut latencies = Vec::with_capacity(plan.calls);
    let cpu_before = process.cpu_time()?;
    for _ in 0..plan.calls {
        latencies.push(round_trip(&mut process, &server.call.line(id), id)?);
        id += 1;
    }
    let cpu_per_call = process.cpu_time()?.saturating_sub(cpu_before) / plan.calls.max(1) as u32;
    let mut pings = Vec::with_capacity(plan.calls);
    for _ in 0..plan.calls {
        pings.push(round_trip(&mut process, &rpc::ping(id), id)?);
        id += 1;
    }
    let throughput = pipelined(&mut process, &server.call, id, plan)?;
    let peak_rss = process.peak_rss()?;
    process.close()?;
    Ok(Session {
        tools_list_bytes,
        latencies,
        cpu_per_call,
        pings,
        throughput,
        peak_rss,
    })
}

/// One request, timed from just before the write to the arrival of the response line.
fn round_trip(process: &mut Process, line: &[u8], id: u64) -> Result<Duration, Error> {
    let start = Instant::now();
    process.send(line)?;
    let (answered, at) = rpc::response(process)?;
    if answered != id {
        return Err(Error::new(format!(
            "sent call {id}, got the response to {answered}"
        )));
    }
    Ok(at - start)
}

/// Keeps `in_flight` calls outstanding until `burst` have been answered (in any order); returns
/// calls per second from the first write to the last response.
fn pipelined(
    process: &mut Process,
    call: &CallTemplate,
    first_id: u64,
    plan: &Plan,
) -> Result<f64, Error> {
    let lines: Vec<Vec<u8>> = (0..plan.burst as u64)
        .map(|i| call.line(first_id + i))
        .collect();
    let mut next = lines.iter();
    let start = Instant::now();
    for line in next.by_ref().take(plan.in_flight) {
        process.send(line)?;
    }
    let mut last = start;
    for _ in 0..plan.burst {
        last = rpc::response(process)?.1;
        if let Some(line) = next.next() {
            process.send(line)?;
        }
    }
    Ok(plan.burst as f64 / (last - start).as_secs_f64())
}

/// The process-spawn floor: run `/bin/true` and wait for it.
pub fn spawn_floor() -> Result<Duration, Error> {
    process::spawn_and_wait(&Launch::new("/bin/true"))
}

/// The pipe floor: `cat` echoes `line` back, `calls` times after `warmup`; the same write and
/// read path as a server call, with no server.
pub fn pipe_floor(line: &[u8], plan: &Plan) -> Result<Vec<Duration>, Error> {
    let mut process = Process::spawn("cat", &Launch::new("cat"), plan.deadline)?;
    let mut latencies = Vec::with_capacity(plan.calls);
    for i in 0..plan.warmup + plan.calls {
        let start = Instant::now();
        process.send(line)?;
        let (echo, at) = process.read_line()?;
        if echo.len() + 1 < line.len() {
            return Err(Error::new("cat echoed a short line"));
        }
        if i >= plan.warmup {
            latencies.push(at - start);
        }
    }
    process.close()?;
    Ok(latencies)
}
