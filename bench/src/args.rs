//! The command line: sizes of the run, then one `--server` block per server under test.

use std::time::Duration;

use serde_json::Value;

use crate::measure::{Plan, Server};
use crate::process::Launch;
use crate::rpc::CallTemplate;
use crate::Error;

pub const USAGE: &str = "\
usage: mcp-bench [OPTIONS] SERVER [SERVER]

Each SERVER is a block:
  --server LABEL      starts a server block; LABEL names its column
  --tool NAME         the tool to call
  --args FILE         JSON object of arguments for that tool
  --exec PROGRAM      the program to start (it must speak MCP over stdio)
  --arg ARG           one argument for PROGRAM (repeat as needed)
  --env KEY=VALUE     one environment variable for PROGRAM (repeat as needed)

Options (defaults in brackets):
  --spawns N          cold starts per server [30]
  --rounds N          warm sessions per server [5]
  --warmup N          untimed calls at the start of each warm session [200]
  --calls N           timed sequential calls per warm session [2000]
  --burst N           calls in each throughput measurement [4000]
  --in-flight N       requests outstanding during the throughput measurement [8]
  --deadline SECS     a process still running after this is killed [120]
  --binary PATH       also report this file's size (the first server's binary)
  -h, --help          this text

The first server's figures are checked against the issue-5 targets; with two servers the
table also gives the first server's advantage over the second.
";

pub enum Parsed {
    Run(Options),
    Help,
}

pub struct Options {
    pub servers: Vec<Server>,
    pub plan: Plan,
    pub binary: Option<String>,
}

/// A server block as written, before its arguments file is read.
struct Block {
    label: String,
    tool: Option<String>,
    args: Option<String>,
    launch: Option<Launch>,
}

pub fn parse(mut argv: impl Iterator<Item = String>) -> Result<Parsed, Error> {
    let mut plan = Plan {
        spawns: 30,
        rounds: 5,
        warmup: 200,
        calls: 2000,
        burst: 4000,
        in_flight: 8,
        deadline: Duration::from_secs(120),
    };
    let mut binary = None;
    let mut blocks: Vec<Block> = Vec::new();
    while let Some(flag) = argv.next() {
        if flag == "-h" || flag == "--help" {
            return Ok(Parsed::Help);
        }
        let mut value = || {
            argv.next()
                .ok_or_else(|| Error::new(format!("{flag} needs a value")))
        };
        let count = |text: String| -> Result<usize, Error> {
            match text.parse::<usize>() {
                Ok(n) if n > 0 => Ok(n),
                _ => Err(Error::new(format!(
                    "{flag} needs a positive whole number, got `{text}`"
                ))),
            }
        };
        let in_block = |blocks: &mut Vec<Block>| -> Result<usize, Error> {
            blocks
                .len()
                .checked_sub(1)
                .ok_or_else(|| Error::new(format!("{flag} must follow a --server LABEL")))
        };
        match flag.as_str() {
            "--spawns" => plan.spawns = count(value()?)?,
            "--rounds" => plan.rounds = count(value()?)?,
            "--warmup" => {
                plan.warmup = value()?
                    .parse()
                    .map_err(|_| Error::new("--warmup needs a whole number"))?
            }
            "--calls" => plan.calls = count(value()?)?,
            "--burst" => plan.burst = count(value()?)?,
            "--in-flight" => plan.in_flight = count(value()?)?,
            "--deadline" => plan.deadline = Duration::from_secs(count(value()?)? as u64),
            "--binary" => binary = Some(value()?),
            "--server" => blocks.push(Block {
                label: value()?,
                tool: None,
                args: None,
                launch: None,
            }),
            "--tool" => {
                let i = in_block(&mut blocks)?;
                blocks[i].tool = Some(value()?);
            }
            "--args" => {
                let i = in_block(&mut blocks)?;
                blocks[i].args = Some(value()?);
            }
            "--exec" => {
                let i = in_block(&mut blocks)?;
                blocks[i].launch = Some(Launch::new(value()?));
            }
            "--arg" | "--env" => {
                let i = in_block(&mut blocks)?;
                let text = value()?;
                let launch = blocks[i]
                    .launch
                    .as_mut()
                    .ok_or_else(|| Error::new(format!("{flag} must follow --exec")))?;
                if flag == "--arg" {
                    launch.args.push(text);
                } else {
                    let (key, val) = text.split_once('=').ok_or_else(|| {
                        Error::new(format!("--env needs KEY=VALUE, got `{text}`"))
                    })?;
                    launch.env.push((key.to_owned(), val.to_owned()));
                }
            }
            other => return Err(Error::new(format!("unknown option `{other}`"))),
        }
    }
    if plan.in_flight > plan.burst {
        return Err(Error::new("--in-flight cannot exceed --burst"));
    }
    if !(1..=2).contains(&blocks.len()) {
        return Err(Error::new("give one or two --server blocks"));
    }
    let servers = blocks.into_iter().map(server).collect::<Result<_, _>>()?;
    Ok(Parsed::Run(Options {
        servers,
        plan,
        binary,
    }))
}

fn server(block: Block) -> Result<Server, Error> {
    let missing = |what: &str| Error::new(format!("server `{}` needs {what}", block.label));
    let tool = block.tool.as_deref().ok_or_else(|| missing("--tool"))?;
    let path = block.args.as_deref().ok_or_else(|| missing("--args"))?;
    let text = std::fs::read_to_string(path).map_err(|e| Error::new(format!("{path}: {e}")))?;
    let arguments: Value =
        serde_json::from_str(&text).map_err(|e| Error::new(format!("{path}: {e}")))?;
    if !arguments.is_object() {
        return Err(Error::new(format!(
            "{path}: expected a JSON object of arguments"
        )));
    }
    let launch = block.launch.clone().ok_or_else(|| missing("--exec"))?;
    Ok(Server {
        call: CallTemplate::new(tool, &arguments),
        label: block.label,
        launch,
    })
}
