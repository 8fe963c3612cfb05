//! One info line per HTTP request: method, path, JSON-RPC method, tool, status, duration.
//!
//! Never the arguments: the line is built from a short allow-listed summary of the message, and
//! like every log line it goes to stderr through the redactor (`cli::stderr`). The line is
//! written when the response body ends, so the duration of a streamed (SSE) answer covers the
//! tool call, not just the headers.

use std::convert::Infallible;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Instant;

use bytes::Bytes;
use http_body::{Body, Frame, SizeHint};
use http_body_util::combinators::BoxBody;
use serde::Deserialize;
use tokio::sync::Notify;

use crate::registry::registry;

/// What the log line says about one JSON-RPC message.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Summary {
    /// The JSON-RPC method when it looks like one (`tools/call`), `(other)` when it does not,
    /// `-` when the body is no JSON-RPC request or notification.
    pub method: String,
    /// For `tools/call`: the registered tool's name, or `(unknown)`.
    pub tool: Option<&'static str>,
}

impl Summary {
    pub fn is_initialize(&self) -> bool {
        self.method == "initialize"
    }
}

#[derive(Deserialize)]
struct Head<'a> {
    #[serde(borrow)]
    method: Option<std::borrow::Cow<'a, str>>,
    params: Option<Params<'a>>,
}

#[derive(Deserialize)]
struct Params<'a> {
    #[serde(borrow)]
    name: Option<std::borrow::Cow<'a, str>>,
}

/// The longest method name logged as sent; MCP's are far shorter.
const METHOD_CHARS: usize = 64;

/// Summarises a request body for the log, quoting nothing that is not a method name or a
/// registered tool's name.
pub fn summarize(body: &[u8]) -> Summary {
    let Ok(head) = serde_json::from_slice::<Head>(body) else {
        return Summary {
            method: "-".into(),
            tool: None,
        };
    };
    let Some(method) = head.method else {
        return Summary {
            method: "-".into(),
            tool: None,
        };
    };
    let plain = method.len() <= METHOD_CHARS
        && method
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"/_.-".contains(&b));
    let tool = (method == "tools/call").then(|| {
        head.params
            .and_then(|params| params.name)
            .and_then(|name| registry().get(&name))
            .map_or("(unknown)", |tool| tool.def.name)
    });
    Summary {
        method: if plain {
            method.into_owned()
        } else {
            "(other)".into()
        },
        tool,
    }
}

/// Requests being answered, so a shutdown can wait for them.
#[derive(Default)]
pub struct InFlight {
    count: AtomicUsize,
    idle: Notify,
}

impl InFlight {
    pub fn enter(self: &Arc<Self>) -> InFlightGuard {
        self.count.fetch_add(1, Ordering::SeqCst);
        InFlightGuard(self.clone())
    }

    /// Resolves once no request is being answered.
    pub async fn idle(&self) {
        loop {
            // Created before the check, so a guard dropped in between still wakes it.
            let woken = self.idle.notified();
            if self.count.load(Ordering::SeqCst) == 0 {
                return;
            }
            woken.await;
        }
    }
}

pub struct InFlightGuard(Arc<InFlight>);

impl Drop for InFlightGuard {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// One request's log line, written when it is dropped (the response finished or the client left).
pub struct Entry {
    pub http_method: http::Method,
    pub path: &'static str,
    pub summary: Summary,
    pub status: u16,
    pub started: Instant,
    /// Held, not read: a shutdown waits until it is released with the entry.
    #[expect(dead_code, reason = "a guard, released when the entry drops")]
    pub in_flight: Option<InFlightGuard>,
    /// Held, not read: the request's id counts as being answered until it is released.
    #[expect(dead_code, reason = "a guard, released when the entry drops")]
    pub claim: Option<super::pending::Claim>,
}

impl Drop for Entry {
    fn drop(&mut self) {
        let micros = self.started.elapsed().as_micros();
        tracing::info!(
            target: "ackrite::http",
            method = %self.http_method,
            path = self.path,
            rpc = %self.summary.method,
            tool = self.summary.tool.unwrap_or("-"),
            status = self.status,
            duration_us = micros as u64,
            "request"
        );
    }
}

/// A response body that carries its request's [`Entry`] until the last frame is sent.
pub struct LoggedBody {
    inner: BoxBody<Bytes, Infallible>,
    entry: Option<Entry>,
}

impl LoggedBody {
    pub fn new(inner: BoxBody<Bytes, Infallible>, entry: Entry) -> Self {
        LoggedBody {
            inner,
            entry: Some(entry),
        }
    }
}

impl Body for LoggedBody {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_frame(cx);
        if let Poll::Ready(None) = polled {
            // Logged now rather than when hyper gets round to dropping the body.
            this.entry = None;
        }
        polled
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_names_the_method_and_a_registered_tool_only() {
        // (body, method, tool, the rule)
        let cases: [(&str, &str, Option<&str>, &str); 7] = [
            (
                r#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#,
                "tools/list",
                None,
                "a method",
            ),
            (
                r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"verify","arguments":{"claim":"password=hunter2"}}}"#,
                "tools/call",
                Some("verify"),
                "a registered tool, never its arguments",
            ),
            (
                r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"ghp_secret"}}"#,
                "tools/call",
                Some("(unknown)"),
                "an unknown tool name is caller text, not logged",
            ),
            (
                r#"{"jsonrpc":"2.0","id":1,"method":"token=abc def"}"#,
                "(other)",
                None,
                "a method that is no method name is not quoted",
            ),
            (
                r#"{"jsonrpc":"2.0","id":1,"result":{}}"#,
                "-",
                None,
                "a response",
            ),
            ("not json", "-", None, "not JSON"),
            (r#"[{"method":"ping"}]"#, "-", None, "a batch"),
        ];
        for (body, method, tool, rule) in cases {
            let summary = summarize(body.as_bytes());
            assert_eq!(summary.method, method, "{rule}");
            assert_eq!(summary.tool, tool, "{rule}");
        }
    }

    #[tokio::test]
    async fn in_flight_is_idle_once_every_guard_is_dropped() {
        let in_flight = Arc::new(InFlight::default());
        in_flight.idle().await;
        let first = in_flight.enter();
        let second = in_flight.enter();
        let waiting = tokio::spawn({
            let in_flight = in_flight.clone();
            async move { in_flight.idle().await }
        });
        drop(first);
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished());
        drop(second);
        waiting.await.unwrap();
    }
}
