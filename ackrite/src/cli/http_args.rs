//! The `serve --http` options, and running the HTTP server from the command line.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use crate::server::http::config::{self, HttpConfig, TokenSource, DEFAULT_MAX_SESSIONS, TOKEN_ENV};

use super::stderr;

#[derive(clap::Args, Default)]
pub struct HttpArgs {
    /// Serve MCP Streamable HTTP at http://ADDR/mcp instead of stdio, e.g. 127.0.0.1:8765.
    /// An address other than loopback needs a token.
    #[arg(long, value_name = "ADDR")]
    http: Option<String>,
    /// A file holding the bearer token clients must send (else ACKRITE_HTTP_TOKEN).
    #[arg(long, value_name = "PATH", requires = "http")]
    token_file: Option<PathBuf>,
    /// A browser origin to serve besides the loopback ones (repeatable), e.g.
    /// https://app.example.com:443 (`:*` for any port). Other origins get 403.
    #[arg(long = "allow-origin", value_name = "ORIGIN", requires = "http")]
    allow_origin: Vec<String>,
    /// MCP sessions open at once; each keeps its own session history.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_SESSIONS, requires = "http")]
    max_sessions: usize,
    /// Seconds after which an MCP session with no message is closed.
    #[arg(long, value_name = "SECONDS", default_value_t = config::DEFAULT_IDLE_TIMEOUT.as_secs(), requires = "http")]
    idle_timeout: u64,
}

impl HttpArgs {
    /// `None` without `--http`; else the checked configuration or why it was refused.
    pub fn config(&self) -> Option<Result<HttpConfig, String>> {
        let addr = self.http.as_deref()?;
        let source = TokenSource {
            file: self.token_file.clone(),
            env: std::env::var(TOKEN_ENV).ok(),
        };
        Some(
            config::check(
                addr,
                &source,
                self.allow_origin.clone(),
                self.max_sessions,
                Duration::from_secs(self.idle_timeout),
                |path| std::fs::read_to_string(path),
            )
            .map_err(|error| error.to_string()),
        )
    }
}

/// Serves until SIGTERM; exit 0 after a clean stop, 1 when the address cannot be bound.
pub fn serve(
    runtime: &tokio::runtime::Runtime,
    config: HttpConfig,
    served: crate::server::Served,
) -> ExitCode {
    let result = runtime.block_on(crate::server::http::serve(config, served, |addr| {
        stderr::line(&format!("serving MCP at http://{addr}/mcp"));
    }));
    let code = match result {
        Ok(()) => 0,
        Err(error) => {
            stderr::line(&format!("--http: cannot listen: {error}"));
            1
        }
    };
    std::process::exit(code)
}
