//! What every response of rmcp's passes through on its way to the client: the same cleaning as
//! every stdio message gets (`server::outgoing`), error messages and data redacted.
//!
//! rmcp builds some error replies from the request (a protocol version in `_meta` or in the
//! `MCP-Protocol-Version` header is quoted when refused), in its HTTP layer as well as in its
//! service; over HTTP none of them passed the cleaning stdio applies, and a secret sent as a
//! protocol version came back in the 400. A body is cleaned frame by frame: rmcp sends an event
//! stream one event per frame, and any other body (its JSON and plain-text refusals) as one.

use std::convert::Infallible;

use bytes::Bytes;
use http::{header, Response};
use http_body_util::combinators::BoxBody;
use http_body_util::BodyExt;
use rmcp::service::TxJsonRpcMessage;
use rmcp::RoleServer;

use crate::secrets;
use crate::server::outgoing;

/// `response` with every frame of its body cleaned.
pub fn cleaned(
    response: Response<BoxBody<Bytes, Infallible>>,
) -> Response<BoxBody<Bytes, Infallible>> {
    let events = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("text/event-stream"));
    response.map(|body| {
        body.map_frame(move |frame| {
            frame.map_data(|data| {
                if events {
                    clean_event(&data).unwrap_or(data)
                } else {
                    clean_whole(&data).unwrap_or(data)
                }
            })
        })
        .boxed()
    })
}

/// An event with its `data:` lines cleaned, or `None` when nothing changed.
fn clean_event(event: &[u8]) -> Option<Bytes> {
    let text = std::str::from_utf8(event).ok()?;
    let mut changed = false;
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let (content, end) = match line.strip_suffix('\n') {
            Some(content) => (content, "\n"),
            None => (line, ""),
        };
        let cleaned = content
            .strip_prefix("data:")
            .and_then(|data| clean_message(data.trim_start()));
        match cleaned {
            Some(message) => {
                changed = true;
                out.push_str("data: ");
                out.push_str(&message);
                out.push_str(end);
            }
            None => out.push_str(line),
        }
    }
    changed.then(|| Bytes::from(out))
}

/// A whole body cleaned: a JSON-RPC message as such, any other text redacted; `None` when
/// nothing changed.
fn clean_whole(body: &[u8]) -> Option<Bytes> {
    let text = std::str::from_utf8(body).ok()?;
    if let Some(message) = clean_message(text) {
        return Some(Bytes::from(message));
    }
    match secrets::redact(text) {
        std::borrow::Cow::Owned(clean) => Some(Bytes::from(clean)),
        std::borrow::Cow::Borrowed(_) => None,
    }
}

/// A JSON-RPC error reply, cleaned and serialised again; `None` for anything else. Only an
/// error is parsed: a tool result is redacted where it is made, and is left as sent.
fn clean_message(text: &str) -> Option<String> {
    if !text.contains("\"error\"") {
        return None;
    }
    let mut message: TxJsonRpcMessage<RoleServer> = serde_json::from_str(text).ok()?;
    if !matches!(message, rmcp::model::JsonRpcMessage::Error(_)) {
        return None;
    }
    outgoing::clean(&mut message);
    serde_json::to_string(&message).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "AKIAZQ7XW2LP9RT4VB6N";

    #[test]
    fn errors_and_refusals_are_cleaned_and_results_left_as_sent() {
        let quoted = format!(
            r#"{{"jsonrpc":"2.0","id":2,"error":{{"code":-32020,"message":"header (2025-11-25) does not match _meta protocolVersion ({KEY})"}}}}"#
        );
        let data = format!(
            r#"{{"jsonrpc":"2.0","id":2,"error":{{"code":-32022,"message":"Unsupported protocol version","data":{{"requested":"{KEY}"}}}}}}"#
        );
        let event = format!("data: {data}\nid: 1/0\n\n");
        let plain = format!("Bad Request: Unsupported MCP-Protocol-Version: {KEY}");
        let result = r#"{"jsonrpc":"2.0","id":3,"result":{"text":"the word \"error\""}}"#;
        // (body, an event stream, what the cleaned body holds, the rule)
        #[rustfmt::skip]
        let rows: [(&str, bool, &str, &str); 5] = [
            (&quoted, false, "[REDACTED:", "a JSON error quoting a secret"),
            (&event, true, "[REDACTED:", "an event whose error data quotes a secret"),
            (&plain, false, "[REDACTED:", "a plain-text refusal quoting a header"),
            ("data: {\"jsonrpc\":\"2.0\",\"id\":4,\"error\":{\"code\":-32601,\"message\":\"prompts/list\"}}\n\n", true, "this server answers: initialize", "rmcp's bare method-not-found, told what is served"),
            (result, false, "the word", "a result"),
        ];
        for (body, events, expected, rule) in rows {
            let cleaned = if events {
                clean_event(body.as_bytes())
            } else {
                clean_whole(body.as_bytes())
            };
            let shown = cleaned.map_or(body.to_owned(), |b| {
                String::from_utf8_lossy(&b).into_owned()
            });
            assert!(!shown.contains(KEY), "{rule}: {shown}");
            assert!(shown.contains(expected), "{rule}: {shown}");
            if events {
                assert!(
                    shown.starts_with("data: {") && shown.ends_with("\n\n"),
                    "{rule}: {shown:?}"
                );
            }
        }
        assert!(
            clean_whole(result.as_bytes()).is_none(),
            "a result is left as sent"
        );
    }
}
