//! `mcp-bench`: drives MCP stdio servers over raw newline-delimited JSON-RPC on pipes and prints
//! each figure for every server side by side, with the spawn and pipe floors of the same run.
//!
//! Servers are measured alternately (A B A B …) so that drift in the machine's load or clock
//! affects all of them alike. Every loop is bounded and every process has a deadline, so the
//! bench always stops by itself. See `bench/README.md` for what each figure means.

mod args;
mod measure;
mod process;
mod report;
mod rpc;
mod stats;

use std::fmt;
use std::process::ExitCode;
use std::time::Duration;

use measure::{Plan, Session};
use report::{Row, Unit};
use stats::{median, percentile, seconds};

/// Why the bench stopped: one line, naming the server and what went wrong.
#[derive(Debug)]
pub struct Error(String);

impl Error {
    pub fn new(message: impl Into<String>) -> Self {
        Error(message.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn main() -> ExitCode {
    let options = match args::parse(std::env::args().skip(1)) {
        Ok(args::Parsed::Run(options)) => options,
        Ok(args::Parsed::Help) => {
            print!("{}", args::USAGE);
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            eprintln!("mcp-bench: {error}\n\n{}", args::USAGE);
            return ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("mcp-bench: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Everything measured for one server.
#[derive(Default)]
struct Measured {
    initialize: Vec<Duration>,
    first_call: Vec<Duration>,
    sessions: Vec<Session>,
}

fn run(options: &args::Options) -> Result<(), Error> {
    let (servers, plan) = (&options.servers, &options.plan);
    let mut measured: Vec<Measured> = servers.iter().map(|_| Measured::default()).collect();
    let mut spawn_floor = Vec::with_capacity(plan.spawns);
    let mut pipe_floor = Vec::with_capacity(plan.rounds);

    progress(&format!(
        "cold starts: {} spawns of each server, alternating",
        plan.spawns
    ));
    for _ in 0..plan.spawns {
        spawn_floor.push(measure::spawn_floor()?);
        for (server, into) in servers.iter().zip(&mut measured) {
            let cold = measure::cold_start(server, plan)?;
            into.initialize.push(cold.initialize);
            into.first_call.push(cold.first_call);
        }
    }

    // The floor is measured with the first server's request, so both sides move the same bytes.
    let floor_line = servers[0].call.line(1);
    for round in 1..=plan.rounds {
        progress(&format!(
            "warm round {round}/{}: {} + {} sequential calls, {} pings, {} calls with {} in flight",
            plan.rounds, plan.warmup, plan.calls, plan.calls, plan.burst, plan.in_flight
        ));
        let echoes = seconds(&measure::pipe_floor(&floor_line, plan)?);
        pipe_floor.push(percentile(&echoes, 50.0).unwrap_or(f64::NAN));
        for (server, into) in servers.iter().zip(&mut measured) {
            into.sessions.push(measure::session(server, plan)?);
        }
    }

    let labels: Vec<String> = servers.iter().map(|s| s.label.clone()).collect();
    let mut rows = figures(&measured, plan);
    let floors = |value: f64| {
        let mut values = vec![None; servers.len()];
        values[0] = Some(value);
        values
    };
    let spawn = median(&seconds(&spawn_floor)).unwrap_or(f64::NAN);
    rows.push(Row::new(
        format!(
            "floor: spawn /bin/true and wait (median of {})",
            plan.spawns
        ),
        Unit::Time,
        floors(spawn),
    ));
    rows.push(Row::new(
        format!(
            "floor: pipe round trip via `cat`, p50 ({} echoes; median of {} runs)",
            plan.calls, plan.rounds
        ),
        Unit::Time,
        floors(median(&pipe_floor).unwrap_or(f64::NAN)),
    ));
    if let Some(binary) = &options.binary {
        let bytes = std::fs::metadata(binary)
            .map_err(|e| Error::new(format!("{binary}: {e}")))?
            .len();
        let name = std::path::Path::new(binary).file_name().map_or_else(
            || binary.clone(),
            |name| name.to_string_lossy().into_owned(),
        );
        rows.push(
            Row::new(
                format!("release binary `{name}`, stripped, on disk"),
                Unit::Size,
                floors(bytes as f64),
            )
            .target("≤ 8 MiB", |v, _| v <= 8.0 * MIB),
        );
    }

    println!("## mcp-bench — {}\n", report::header());
    for server in servers {
        println!("- **{}**: `{}`", server.label, server.launch.display());
    }
    println!();
    print!("{}", report::table(&labels, &rows));
    println!(
        "\nMedians throughout. Advantage: how many times lower (times, sizes) or higher \
         (throughput) the first server's figure is. Floors share the first server's column."
    );
    Ok(())
}

const MIB: f64 = 1024.0 * 1024.0;

/// The per-server rows, each a median over spawns or over warm rounds.
fn figures(measured: &[Measured], plan: &Plan) -> Vec<Row> {
    let each = |f: &dyn Fn(&Measured) -> Option<f64>| measured.iter().map(f).collect::<Vec<_>>();
    let per_round = |f: fn(&Session) -> f64| {
        each(&|m: &Measured| median(&m.sessions.iter().map(f).collect::<Vec<_>>()))
    };
    let rounds = plan.rounds;
    vec![
        Row::new(
            format!("spawn → `initialize` result (median of {})", plan.spawns),
            Unit::Time,
            each(&|m| median(&seconds(&m.initialize))),
        ),
        Row::new(
            format!(
                "spawn → first `tools/call` result (median of {})",
                plan.spawns
            ),
            Unit::Time,
            each(&|m| median(&seconds(&m.first_call))),
        )
        .target("≤ 5 ms and ≥ 50×", |v, adv| {
            v <= 5e-3 && adv.is_none_or(|a| a >= 50.0)
        }),
        Row::new(
            format!(
                "warm call p50 ({} sequential; median of {rounds} runs)",
                plan.calls
            ),
            Unit::Time,
            per_round(|s| latency(s, 50.0)),
        )
        .target("≤ 100 µs", |v, _| v <= 100e-6),
        Row::new(
            format!(
                "warm call p99 ({} sequential; median of {rounds} runs)",
                plan.calls
            ),
            Unit::Time,
            per_round(|s| latency(s, 99.0)),
        )
        .target("≤ 400 µs", |v, _| v <= 400e-6),
        Row::new(
            format!(
                "server CPU per warm call, user + system ({} sequential; median of {rounds} runs)",
                plan.calls
            ),
            Unit::Time,
            per_round(|s| s.cpu_per_call.as_secs_f64()),
        )
        .target("below the other server's", |_, adv| {
            adv.is_none_or(|a| a > 1.0)
        }),
        Row::new(
            format!(
                "warm `ping` p50, no tool ({} sequential; median of {rounds} runs)",
                plan.calls
            ),
            Unit::Time,
            per_round(|s| percentile(&seconds(&s.pings), 50.0).unwrap_or(f64::NAN)),
        ),
        Row::new(
            format!(
                "throughput, {} in flight ({} calls; median of {rounds} runs)",
                plan.in_flight, plan.burst
            ),
            Unit::Rate,
            per_round(|s| s.throughput),
        )
        .target("≥ 30,000 /s", |v, _| v >= 30_000.0),
        Row::new(
            format!("peak RSS, VmHWM after the calls (median of {rounds} runs)"),
            Unit::Size,
            per_round(|s| s.peak_rss as f64),
        )
        .target("≤ 10 MiB", |v, _| v <= 10.0 * MIB),
        Row::new(
            "`tools/list` result, compact JSON",
            Unit::Bytes,
            per_round(|s| s.tools_list_bytes as f64),
        )
        .target("≤ 8 KB (8,000 B)", |v, _| v <= 8_000.0),
    ]
}

fn latency(session: &Session, p: f64) -> f64 {
    percentile(&seconds(&session.latencies), p).unwrap_or(f64::NAN)
}

fn progress(what: &str) {
    eprintln!("mcp-bench: {what}");
}
