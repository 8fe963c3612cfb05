//! The opt-in Streamable HTTP transport (`ackrite serve --http ADDR`, README "HTTP transport"):
//! rmcp's own server-side transport at `/mcp`, over hyper's HTTP/1.1 server, serving the same
//! handler and registry as stdio.
//!
//! History belongs to the caller's credential (`Histories`): each identity of the token file has
//! its own, whichever protocol generation it speaks, so two callers that both say
//! `sessionId: "debug-1"` never share a history, and a client without MCP sessions keeps its own
//! across requests. What sits in front of rmcp — token and identity, body bound, session cap, log
//! line — is in `front_door`; on SIGTERM the listener closes, answers in progress get up to five
//! seconds, then every MCP session ends.

mod admit;
mod bearer;
mod cleaned;
pub mod config;
mod front_door;
mod pending;
mod request_log;

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::{StreamableHttpServerConfig, StreamableHttpService};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

pub use config::HttpConfig;

use self::config::{LOOPBACK_ORIGINS, MAX_BODY_BYTES};
use self::front_door::FrontDoor;
use self::request_log::InFlight;
use super::{AckriteServer, Histories, Served};

/// How long answers in progress may take to finish after SIGTERM.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// Connections served at once; more wait in the kernel's backlog. Room for every session's
/// event stream and a request beside it.
const MAX_CONNECTIONS: usize = 1024;

/// A client has this long to send a request's headers.
const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// Serves MCP over HTTP until SIGTERM (or Ctrl-C). `listening` is told the bound address once
/// the socket accepts connections (with port 0, the port the system chose).
pub async fn serve(
    config: HttpConfig,
    served: Served,
    listening: impl FnOnce(SocketAddr),
) -> std::io::Result<()> {
    let listener = TcpListener::bind(config.addr).await?;
    let front_door = Arc::new(front_door(&config, served));
    let cancel = front_door.mcp.config.cancellation_token.clone();
    listening(listener.local_addr()?);

    let graceful = GracefulShutdown::new();
    let connections = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let terminate = super::terminate_signal();
    tokio::pin!(terminate);
    loop {
        let permit = tokio::select! {
            permit = connections.clone().acquire_owned() => match permit {
                Ok(permit) => permit,
                Err(_) => break,
            },
            () = &mut terminate => break,
        };
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut terminate => break,
        };
        let stream = match accepted {
            Ok((stream, _peer)) => stream,
            Err(error) => {
                // Out of descriptors, say: wait a moment rather than spin.
                tracing::warn!("accept failed: {error}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let front_door = front_door.clone();
        let service = service_fn(move |request| {
            let front_door = front_door.clone();
            async move { Ok::<_, Infallible>(front_door.handle(request).await) }
        });
        let connection = http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(HEADER_TIMEOUT)
            .serve_connection(TokioIo::new(stream), service);
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            let _ = connection.await;
            drop(permit);
        });
    }
    drop(listener);
    tracing::info!("terminated by signal: finishing requests in progress");
    let deadline = tokio::time::Instant::now() + SHUTDOWN_GRACE;
    // Connections stop taking new requests once their current one is answered.
    let closed = tokio::spawn(graceful.shutdown());
    let _ = tokio::time::timeout_at(deadline, front_door.in_flight.idle()).await;
    // Ends every session and its event stream, which would otherwise hold their connections.
    cancel.cancel();
    let _ = tokio::time::timeout_at(deadline, closed).await;
    Ok(())
}

/// rmcp's transport as this server configures it, and what stands in front of it.
fn front_door(config: &HttpConfig, served: Served) -> FrontDoor {
    let mut sessions = LocalSessionManager::default();
    sessions.session_config.keep_alive = Some(config.idle_timeout);
    let sessions = Arc::new(sessions);
    let origins = LOOPBACK_ORIGINS
        .iter()
        .map(|origin| (*origin).to_owned())
        .chain(config.allowed_origins.iter().cloned());
    let mut mcp_config = StreamableHttpServerConfig::default()
        .with_allowed_origins(origins)
        .enforce_origin_validation()
        .with_max_request_body_bytes(MAX_BODY_BYTES);
    // On loopback, rmcp's default `Host` allow-list (the loopback names) guards against DNS
    // rebinding. Elsewhere the names clients use are not known here, and the required token
    // is what keeps a foreign page out.
    if !config.addr.ip().is_loopback() {
        mcp_config = mcp_config.disable_allowed_hosts();
    }
    // A handler per MCP session (or per request, without one); the histories are the callers'.
    let histories = if config.credentials.is_empty() {
        Histories::local()
    } else {
        Histories::of(config.credentials.iter().map(|c| c.name.as_str()))
    };
    let histories = Arc::new(histories);
    let served = Arc::new(served);
    let mcp = StreamableHttpService::new(
        move || Ok(AckriteServer::new(histories.clone(), served.clone())),
        sessions.clone(),
        mcp_config,
    );
    FrontDoor {
        mcp,
        sessions,
        credentials: config.credentials.clone(),
        max_sessions: config.max_sessions,
        in_flight: Arc::new(InFlight::default()),
        pending: Arc::default(),
    }
}
