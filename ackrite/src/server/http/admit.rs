//! What a POST body must be before rmcp sees it: the judgement stdio gives every line (see
//! `server::framing`), so a body meets the same bounds and gets the same JSON-RPC errors.
//!
//! Without it, rmcp parsed any body of up to 1 MiB: a body of hundreds of thousands of empty arrays
//! was parsed into a tree (the bound on the values a message may hold, which stdio enforces
//! before parsing, did not apply), and a body that is not JSON got 415 with serde's message instead
//! of a JSON-RPC parse error under the request's id. A refused request gets 400 with the JSON-RPC
//! error stdio would send for it, as rmcp answers the requests it refuses itself; a notification
//! that cannot be read gets a bare 400, since nothing may answer a notification.

use std::convert::Infallible;

use bytes::Bytes;
use http::{header, Response, StatusCode};
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full};
use rmcp::model::{JsonRpcMessage, RequestId};
use serde_json::Value;

use crate::server::framing::{verdict, Verdict};

/// Why a body is not handed to rmcp.
#[derive(Debug)]
pub enum Refused {
    /// The JSON-RPC error reply a stdio line like it gets.
    Error(Value),
    /// No message that can be answered: a blank body, or a notification that cannot be read.
    Unreadable,
}

/// Admits a POST body, returning the id of the request it holds (`None` for a notification
/// or a response), or says why not.
pub fn admit(body: &[u8]) -> Result<Option<RequestId>, Refused> {
    match verdict(body) {
        Verdict::Deliver(message, _) => Ok(match *message {
            JsonRpcMessage::Request(request) => Some(request.id),
            _ => None,
        }),
        Verdict::Reply(error) => Err(Refused::Error(error)),
        Verdict::Skip => Err(Refused::Unreadable),
    }
}

impl Refused {
    pub fn response(&self) -> Response<BoxBody<Bytes, Infallible>> {
        let (body, content_type) = match self {
            Refused::Error(error) => (
                Bytes::from(serde_json::to_vec(error).unwrap_or_default()),
                "application/json",
            ),
            Refused::Unreadable => (
                Bytes::from_static(
                    b"bad request: the body holds no JSON-RPC message that can be read\n",
                ),
                "text/plain; charset=utf-8",
            ),
        };
        let mut response = Response::new(Full::new(body).boxed());
        *response.status_mut() = StatusCode::BAD_REQUEST;
        response.headers_mut().insert(
            header::CONTENT_TYPE,
            header::HeaderValue::from_static(content_type),
        );
        response
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn bodies_meet_the_bounds_and_errors_of_a_stdio_line() {
        let wide = format!(
            r#"{{"jsonrpc":"2.0","id":3,"method":"ping","params":{{"a":[{}]}}}}"#,
            vec!["[]"; 20_000].join(",")
        );
        let deep = format!(
            r#"{{"jsonrpc":"2.0","method":"ping","params":{{"a":{}{}}},"id":4}}"#,
            "[".repeat(200),
            "]".repeat(200)
        );
        // (body, the (id, code) of the JSON-RPC error or None when admitted, the rule)
        type Row<'a> = (&'a str, Option<(Value, i64)>, &'a str);
        #[rustfmt::skip]
        let rows: [Row; 6] = [
            (r#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#, None, "a request"),
            ("{\"jsonrpc\": \"2.0\",\n \"method\": \"notifications/initialized\"}\n", None, "a notification, pretty-printed"),
            (&wide, Some((json!(3), -32600)), "more values than a message may hold"),
            (&deep, Some((json!(4), -32600)), "deeper than a message may nest, id last"),
            (r#"{"jsonrpc":"2.0","id":5,"method":"x","params":[}"#, Some((json!(5), -32700)), "not JSON, answered under its top-level id"),
            (r#"{"id":6,"hello":"world"}"#, Some((json!(6), -32600)), "JSON that is no message"),
        ];
        for (body, refused, rule) in rows {
            match (admit(body.as_bytes()), refused) {
                (Ok(_), None) => {}
                (Err(Refused::Error(error)), Some((id, code))) => {
                    assert_eq!(error["id"], id, "{rule}: {error}");
                    assert_eq!(error["error"]["code"], code, "{rule}: {error}");
                }
                (outcome, _) => panic!("{rule}: {outcome:?}"),
            }
        }
    }

    #[test]
    fn nothing_answers_a_notification_that_cannot_be_read() {
        for body in [
            r#"{"jsonrpc":"2.0","method":"notifications/x","params":{"id":5,"a":[}"#,
            "   ",
        ] {
            let refused = admit(body.as_bytes());
            assert!(
                matches!(refused, Err(Refused::Unreadable)),
                "{body}: {refused:?}"
            );
        }
    }

    #[test]
    fn the_request_id_is_the_top_level_one() {
        let body = br#"{"jsonrpc":"2.0","id":"a-1","method":"ping","params":{"_meta":{"id":5}}}"#;
        assert_eq!(
            admit(body).ok().flatten(),
            Some(RequestId::String("a-1".into()))
        );
        let notification = br#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#;
        assert_eq!(admit(notification).ok().flatten(), None);
    }
}
