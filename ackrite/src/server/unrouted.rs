//! Requests rmcp could not give a type: a method this server answers whose params are wrong
//! (-32602, naming the field), or a method it does not know (-32601, saying which it knows).
//!
//! rmcp reads an incoming request as the first of its request types that fits, and one that
//! fits none becomes a "custom" request, which by default is answered -32601 with the bare
//! method name. For `tools/call` with `params.name: 123` that is the wrong code and no help: the
//! method exists, its params do not, and the client should be told which field is wrong.

use rmcp::model::{
    CallToolRequestParams, GetPromptRequestParams, InitializeRequestParams, PaginatedRequestParams,
    ReadResourceRequestParams,
};
use rmcp::ErrorData;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::boundary::caller_quote;
use crate::boundary::input;

/// The methods this server answers, as a message lists them.
pub const SERVED: [&str; 10] = [
    "initialize",
    "ping",
    "server/discover",
    "tools/list",
    "tools/call",
    "prompts/list",
    "prompts/get",
    "resources/list",
    "resources/templates/list",
    "resources/read",
];

/// The prefix every method-not-found message starts with.
pub const NOT_FOUND: &str = "method not found";

/// The error for a request of `method` with `params` that rmcp could not read.
pub fn error(method: &str, params: Option<Value>) -> ErrorData {
    let invalid = match method {
        "tools/call" => why_not::<CallToolRequestParams>(params),
        "initialize" => why_not::<InitializeRequestParams>(params),
        "prompts/get" => why_not::<GetPromptRequestParams>(params),
        "resources/read" => why_not::<ReadResourceRequestParams>(params),
        "tools/list" | "prompts/list" | "resources/list" | "resources/templates/list" => {
            why_not::<Option<PaginatedRequestParams>>(params)
        }
        "ping" | "server/discover" => Some("params: must be an object or absent".to_owned()),
        _ => return not_found(&caller_quote::quote(method)),
    };
    let message = invalid.unwrap_or_else(|| "params: not valid for this method".to_owned());
    ErrorData::invalid_params(format!("invalid params for `{method}`: {message}"), None)
}

/// -32601 for `shown` (a method name, quoted as the caller's text when it is), listing what is
/// served instead.
pub fn not_found(shown: &str) -> ErrorData {
    ErrorData::new(
        rmcp::model::ErrorCode::METHOD_NOT_FOUND,
        format!(
            "{NOT_FOUND}: {shown}; this server answers: {}",
            SERVED.join(", ")
        ),
        None,
    )
}

/// Why `params` are not a `P`: the failing field's path under `params` and what is wrong there;
/// `None` if they are one after all.
fn why_not<P: DeserializeOwned>(params: Option<Value>) -> Option<String> {
    let params = params.unwrap_or(Value::Null);
    let error = serde_path_to_error::deserialize::<_, P>(params).err()?;
    let error = input::from_serde(error);
    Some(if error.path.is_empty() {
        format!("params: {}", error.message)
    } else {
        format!("params.{}: {}", error.path, error.message)
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn wrong_params_of_a_served_method_are_invalid_params_naming_the_field() {
        #[rustfmt::skip]
        let rows = [
            ("tools/call", json!({"name": 123}), "params.name"),
            ("tools/call", json!({"name": "ackrite", "arguments": "x"}), "params.arguments"),
            ("tools/call", json!(null), "params"),
            ("initialize", json!({"protocolVersion": 7}), "params.protocolVersion"),
            ("tools/list", json!({"cursor": 5}), "params.cursor"),
        ];
        for (method, params, field) in rows {
            let error = error(method, Some(params.clone()));
            assert_eq!(error.code.0, -32602, "{method} {params}");
            assert!(
                error.message.contains(&format!("{field}:")),
                "{method} {params}: {}",
                error.message
            );
        }
    }

    #[test]
    fn unknown_methods_say_what_is_served_and_quote_the_name_redacted() {
        let error = error("nosuch/AKIAZQ7XW2LP9RT4VB6N", None);
        assert_eq!(error.code.0, -32601);
        assert!(error.message.starts_with("method not found: caller's text"));
        assert!(error.message.contains("tools/call"));
        assert!(
            !error.message.contains("AKIAZQ7XW2LP9RT4VB6N"),
            "{}",
            error.message
        );
        assert!(self::error(&"m".repeat(10_000), None).message.len() < 400);
    }
}
