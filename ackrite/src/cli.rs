//! The command line: the server by default, and one-shot access to the same registry and
//! redactor for scripts and for trying a tool by hand (README, "Command line").
//!
//! Everything it prints to stderr passes through the redactor (see `stderr`), and caller text in
//! an error (a tool name, a path) is quoted as a labelled excerpt (see `caller_quote`).

#[cfg(feature = "http")]
mod http_args;
mod stderr;

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use serde_json::Value;

use crate::boundary::caller_quote;
use crate::registry::{registry, CallError};
use crate::session::SessionStore;
use crate::{secrets, server};

#[derive(Parser)]
#[command(
    name = "ackrite",
    version,
    about = "An MCP server that makes AI agents prove their assumptions before acting on them.",
    long_about = None
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve MCP over stdin/stdout (the default), or over HTTP with --http. Logs go to stderr; set
    /// ACKRITE_LOG=info|debug.
    Serve(ServeArgs),
    /// Run one tool on JSON arguments from FILE (or stdin) and print its response.
    Call {
        /// The tool's name, as `ackrite tools` lists it.
        tool: String,
        /// A JSON file of arguments; `-` or nothing reads stdin.
        file: Option<PathBuf>,
    },
    /// Print every tool's name, title, description, annotations and schemas as JSON.
    Tools {
        /// Print instead what each definition costs in `tools/list`: bytes of compact JSON and
        /// approximate tokens.
        #[arg(long)]
        sizes: bool,
    },
    /// Print FILE (or stdin) with every secret replaced by [REDACTED:<kind>].
    Redact {
        /// The text to clean; `-` or nothing reads stdin.
        file: Option<PathBuf>,
    },
}

/// How `serve` serves: stdio unless `--http` is given.
#[derive(clap::Args, Default)]
struct ServeArgs {
    /// Serve only these tools, comma-separated, e.g. ackrite,audit (else ACKRITE_TOOLS, else
    /// all). Prompts that call a tool left out are not served.
    #[arg(long, value_name = "NAMES")]
    tools: Option<String>,
    #[cfg(feature = "http")]
    #[command(flatten)]
    http: http_args::HttpArgs,
}

/// Exit codes: 0 success, 1 a tool error, 2 a usage error (clap uses 2 as well).
pub fn run() -> ExitCode {
    let command = if started_as_server() {
        Command::Serve(ServeArgs::default())
    } else {
        match Cli::try_parse() {
            Ok(cli) => cli
                .command
                .unwrap_or_else(|| Command::Serve(ServeArgs::default())),
            Err(error) => return parse_error(&error),
        }
    };
    init_logging();
    redact_panics();
    match command {
        Command::Serve(args) => serve(args),
        Command::Call { tool, file } => call(&tool, file.as_ref()),
        Command::Tools { sizes: false } => {
            print_json(&serde_json::to_value(server::mcp_tools()).unwrap_or_default())
        }
        Command::Tools { sizes: true } => print_sizes(),
        Command::Redact { file } => match read_input(file.as_ref()) {
            Ok(bytes) => {
                let text = String::from_utf8_lossy(&bytes);
                let mut stdout = std::io::stdout().lock();
                match stdout.write_all(secrets::redact(&text).as_bytes()) {
                    Ok(()) => ExitCode::SUCCESS,
                    Err(_) => ExitCode::from(1),
                }
            }
            Err(message) => usage_error(&message),
        },
    }
}

/// True for `ackrite` and `ackrite serve`, the ways an MCP client starts the server: these skip
/// clap, whose parser would be built on every spawn, a cost a server's start-up does not need.
/// Anything else, `--help` included, goes through clap.
fn started_as_server() -> bool {
    let mut args = std::env::args_os().skip(1);
    match (args.next(), args.next()) {
        (None, _) => true,
        (Some(arg), None) => arg == "serve",
        _ => false,
    }
}

/// clap's message for bad arguments quotes them, so it is redacted like any other; `--help` and
/// `--version` go to stdout as clap would print them.
fn parse_error(error: &clap::Error) -> ExitCode {
    let text = error.render().to_string();
    if error.use_stderr() {
        stderr::write_redacted(&text);
    } else {
        let _ = std::io::stdout().lock().write_all(text.as_bytes());
    }
    ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2))
}

/// Logs go to stderr only, redacted: stdout belongs to the protocol.
fn init_logging() {
    let level = std::env::var("ACKRITE_LOG")
        .ok()
        .and_then(|level| {
            level
                .parse::<tracing_subscriber::filter::LevelFilter>()
                .ok()
        })
        .unwrap_or(tracing_subscriber::filter::LevelFilter::WARN);
    tracing_subscriber::fmt()
        .with_writer(stderr::RedactedStderr)
        .with_max_level(level)
        .with_ansi(false)
        .init();
}

/// A panic message can quote the input that caused it; it goes to stderr as a log event, so it
/// passes through the redactor like every other.
fn redact_panics() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        tracing::error!("panic: {message}");
    }));
}

fn serve(args: ServeArgs) -> ExitCode {
    // One thread: handing a call to another worker costs about what the call does, so more
    // workers bring no throughput and cost memory (`docs/performance.md`).
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            stderr::line(&format!("cannot start: {error}"));
            return ExitCode::from(1);
        }
    };
    let served = match server::Served::from(args.tools.as_deref()) {
        Ok(served) => served,
        Err(message) => return usage_error(&message),
    };
    #[cfg(feature = "http")]
    if let Some(config) = args.http.config() {
        return match config {
            Ok(config) => http_args::serve(&runtime, config, served),
            Err(message) => usage_error(&message),
        };
    }
    let result = runtime.block_on(server::serve_stdio(served));
    // A read on stdin cannot be cancelled, so dropping the runtime could wait for input that
    // never comes; everything is flushed by now, so leave at once.
    let code = match result {
        Ok(()) => 0,
        Err(error) => {
            stderr::line(&format!("cannot start the stdio pumps: {error}"));
            1
        }
    };
    std::process::exit(code)
}

fn call(tool: &str, file: Option<&PathBuf>) -> ExitCode {
    let input = match read_input(file) {
        Ok(input) => input,
        Err(message) => return usage_error(&message),
    };
    let arguments: Value = match serde_json::from_slice(&input) {
        Ok(arguments) => arguments,
        Err(error) => return usage_error(&format!("the arguments are not valid JSON: {error}")),
    };
    match registry().call(tool, arguments, &SessionStore::new()) {
        Ok(response) => print_json(&response),
        Err(error @ CallError::UnknownTool(_)) => usage_error(&error.to_string()),
        Err(CallError::Rejected(message) | CallError::Failed(message)) => {
            stderr::line(&message);
            ExitCode::from(1)
        }
    }
}

/// Bytes of compact JSON per definition and for the whole `tools/list` result, with tokens at
/// about four bytes each (a rough rule for JSON; each model's tokenizer differs).
fn print_sizes() -> ExitCode {
    let tools = server::mcp_tools();
    let mut table = String::from("| tool | bytes | ≈ tokens |\n|---|---:|---:|\n");
    for tool in &tools {
        let size = serde_json::to_string(tool).map_or(0, |text| text.len());
        table.push_str(&format!("| `{}` | {size} | {} |\n", tool.name, size / 4));
    }
    let all = serde_json::to_string(&serde_json::json!({ "tools": tools })).map_or(0, |t| t.len());
    table.push_str(&format!(
        "| all (`tools/list` result) | {all} | {} |\n",
        all / 4
    ));
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(table.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(1),
    }
}

fn read_input(file: Option<&PathBuf>) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    match file {
        Some(path) if path.as_os_str() != "-" => {
            bytes = std::fs::read(path).map_err(|error| {
                let path = caller_quote::quote(&path.to_string_lossy());
                format!("cannot read the file {path}: {error}")
            })?;
        }
        _ => {
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|error| format!("cannot read stdin: {error}"))?;
        }
    }
    Ok(bytes)
}

fn print_json(value: &Value) -> ExitCode {
    let text = serde_json::to_string_pretty(value).unwrap_or_default();
    let mut stdout = std::io::stdout().lock();
    match writeln!(stdout, "{text}") {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(1),
    }
}

fn usage_error(message: &str) -> ExitCode {
    stderr::line(message);
    ExitCode::from(2)
}
