//! Everything a request meets before rmcp's transport: the route, the bearer token, the body
//! bound, stdio's judgement of the message (`admit`), the session cap, the ids in flight
//! (`pending`), and the log line; and what rmcp's response meets after it (`cleaned`). rmcp
//! validates `Host` and `Origin`, speaks Streamable HTTP and runs the session; the only
//! protocol written here is the error replies stdio would send for the same message.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::{header, Method, Request, Response, StatusCode};
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::StreamableHttpService;

use super::admit::{admit, Refused};
use super::bearer;
use super::cleaned::cleaned;
use super::config::{Credential, MAX_BODY_BYTES};
use super::pending::{Claim, Pending};
use super::request_log::{summarize, Entry, InFlight, LoggedBody, Summary};
use crate::server::{stdio, AckriteServer, Identity, LOCAL};

/// How long a client may take to send a request body: a stalled upload holds no memory longer.
const BODY_TIMEOUT: Duration = Duration::from_secs(30);

const SESSION_HEADER: &str = "mcp-session-id";

pub type Mcp = StreamableHttpService<AckriteServer, LocalSessionManager>;

/// The shared state of every connection's requests.
pub struct FrontDoor {
    pub mcp: Mcp,
    pub sessions: Arc<LocalSessionManager>,
    /// Who may call; empty for a loopback server without a token, whose callers are one.
    pub credentials: Vec<Credential>,
    pub max_sessions: usize,
    pub in_flight: Arc<InFlight>,
    pub pending: Arc<Pending>,
}

/// A response of ours, before it is logged.
fn plain(status: StatusCode, text: &'static str) -> Response<BoxBody<Bytes, Infallible>> {
    let mut response = Response::new(Full::new(Bytes::from_static(text.as_bytes())).boxed());
    *response.status_mut() = status;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        header::HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}

impl FrontDoor {
    pub async fn handle(&self, request: Request<Incoming>) -> Response<LoggedBody> {
        let started = Instant::now();
        let http_method = request.method().clone();
        let (path, in_flight) = match request.uri().path() {
            "/mcp" => (
                "/mcp",
                self.counts(&http_method).then(|| self.in_flight.enter()),
            ),
            "/healthz" => ("/healthz", None),
            _ => ("(other)", None),
        };
        let mut summary = Summary::default();
        let mut claim = None;
        let response = self.respond(path, request, &mut summary, &mut claim).await;
        let entry = Entry {
            http_method,
            path,
            summary,
            status: response.status().as_u16(),
            started,
            in_flight,
            claim,
        };
        response.map(|body| LoggedBody::new(body, entry))
    }

    /// Requests a shutdown waits for: a POST (a message and its answer) and a DELETE. A GET is
    /// the standing event stream of a session, which only ends with the session.
    fn counts(&self, method: &Method) -> bool {
        method == Method::POST || method == Method::DELETE
    }

    async fn respond(
        &self,
        path: &'static str,
        request: Request<Incoming>,
        summary: &mut Summary,
        claim: &mut Option<Claim>,
    ) -> Response<BoxBody<Bytes, Infallible>> {
        match path {
            // For load balancers: answered without a token and without touching any session.
            "/healthz" if matches!(*request.method(), Method::GET | Method::HEAD) => {
                return plain(StatusCode::OK, "ok\n")
            }
            "/healthz" => return plain(StatusCode::METHOD_NOT_ALLOWED, "use GET\n"),
            "/mcp" => {}
            _ => return plain(StatusCode::NOT_FOUND, "not found: MCP is served at /mcp\n"),
        }
        let identity = if self.credentials.is_empty() {
            Some(LOCAL)
        } else {
            bearer::identify(request.headers(), &self.credentials).map(|c| c.name.as_str())
        };
        let Some(identity) = identity else {
            let mut response = plain(
                StatusCode::UNAUTHORIZED,
                "unauthorized: send the header Authorization: Bearer <token>\n",
            );
            response.headers_mut().insert(
                header::WWW_AUTHENTICATE,
                header::HeaderValue::from_static("Bearer realm=\"ackrite\""),
            );
            return response;
        };
        let (mut parts, body) = request.into_parts();
        // rmcp hands the request's parts to the handler, which finds the caller's history by it.
        parts.extensions.insert(Identity(identity.into()));
        let bytes = if parts.method == Method::POST {
            match read_body(&parts.headers, body).await {
                Ok(bytes) => bytes,
                Err(response) => return response,
            }
        } else {
            Bytes::new()
        };
        if !bytes.is_empty() {
            *summary = summarize(&bytes);
        }
        if parts.method == Method::POST {
            let request_id = match admit(&bytes) {
                Ok(id) => id,
                Err(refused) => return refused.response(),
            };
            let session = parts
                .headers
                .get(SESSION_HEADER)
                .and_then(|v| v.to_str().ok());
            if let (Some(session), Some(id)) = (session, request_id) {
                match self.pending.claim(session, id.clone()) {
                    Some(held) => *claim = Some(held),
                    None => {
                        let reply = serde_json::to_value(stdio::duplicate(id)).unwrap_or_default();
                        return Refused::Error(reply).response();
                    }
                }
            }
        }
        if summary.is_initialize()
            && !parts.headers.contains_key(SESSION_HEADER)
            && self.sessions.sessions.read().await.len() >= self.max_sessions
        {
            let mut response = plain(
                StatusCode::SERVICE_UNAVAILABLE,
                "too many MCP sessions open; try again later\n",
            );
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, header::HeaderValue::from_static("30"));
            return response;
        }
        cleaned(
            self.mcp
                .handle(Request::from_parts(parts, Full::new(bytes)))
                .await,
        )
    }
}

/// The whole body, if it is at most [`MAX_BODY_BYTES`] and arrives within [`BODY_TIMEOUT`].
async fn read_body(
    headers: &http::HeaderMap,
    body: Incoming,
) -> Result<Bytes, Response<BoxBody<Bytes, Infallible>>> {
    match tokio::time::timeout(BODY_TIMEOUT, read_bounded(headers, body)).await {
        Ok(Ok(bytes)) => Ok(bytes),
        Ok(Err(Refusal::TooLarge)) => {
            let mut response = plain(
                StatusCode::PAYLOAD_TOO_LARGE,
                "payload too large: a request body is at most 1 MiB\n",
            );
            response.headers_mut().insert(
                header::CONNECTION,
                header::HeaderValue::from_static("close"),
            );
            Err(response)
        }
        Ok(Err(Refusal::Unreadable)) => Err(plain(
            StatusCode::BAD_REQUEST,
            "the request body could not be read\n",
        )),
        Err(_) => Err(plain(
            StatusCode::REQUEST_TIMEOUT,
            "the request body took too long to arrive\n",
        )),
    }
}

enum Refusal {
    TooLarge,
    Unreadable,
}

/// How much of an oversized body is read and thrown away before the 413, so the client, still
/// sending, reads the answer instead of a reset connection. Beyond this the connection is cut.
const DRAIN_BYTES: usize = 8 * MAX_BODY_BYTES;

/// Keeps at most [`MAX_BODY_BYTES`]; past that, discards up to [`DRAIN_BYTES`] and refuses.
async fn read_bounded(headers: &http::HeaderMap, mut body: Incoming) -> Result<Bytes, Refusal> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<u64>().ok());
    let mut kept = bytes::BytesMut::new();
    let mut seen = 0usize;
    let mut over = declared.is_some_and(|length| length > MAX_BODY_BYTES as u64);
    while let Some(frame) = body.frame().await {
        let Ok(data) = frame.map_err(|_| Refusal::Unreadable)?.into_data() else {
            continue;
        };
        seen = seen.saturating_add(data.len());
        if seen > MAX_BODY_BYTES {
            over = true;
        }
        if over {
            kept = bytes::BytesMut::new();
            if seen > DRAIN_BYTES {
                break;
            }
        } else {
            kept.extend_from_slice(&data);
        }
    }
    if over {
        Err(Refusal::TooLarge)
    } else {
        Ok(kept.freeze())
    }
}
