//! What every message passes through on its way to stdout: error messages and data redacted,
//! and rmcp's bare "method not found" told what this server answers.
//!
//! Tool results are redacted where they are made (the registry); errors are made in many
//! places, rmcp's own among them, and some quote the request (an unknown method, a protocol
//! version), so they are redacted here, where they all pass.

use rmcp::service::TxJsonRpcMessage;
use rmcp::RoleServer;

use super::unrouted;
use crate::secrets;

/// Redacts an error reply's message and data, in place.
pub fn clean(message: &mut TxJsonRpcMessage<RoleServer>) {
    let rmcp::model::JsonRpcMessage::Error(reply) = message else {
        return;
    };
    let error = &mut reply.error;
    if error.code == rmcp::model::ErrorCode::METHOD_NOT_FOUND
        && !error.message.starts_with(unrouted::NOT_FOUND)
    {
        // rmcp's own, for a method it knows but this server does not serve: the message is the
        // method's name, one of rmcp's constants.
        error.message = unrouted::not_found(&format!("`{}`", error.message))
            .message
            .clone();
    }
    if let std::borrow::Cow::Owned(clean) = secrets::redact(&error.message) {
        error.message = clean.into();
    }
    if let Some(data) = &mut error.data {
        crate::CrossesBoundary::redact(data);
    }
}

#[cfg(test)]
mod tests {
    use rmcp::model::{ErrorCode, JsonRpcMessage, NumberOrString};
    use rmcp::ErrorData;
    use serde_json::json;

    use super::*;

    const KEY: &str = "AKIAZQ7XW2LP9RT4VB6N";

    fn error(error: ErrorData) -> TxJsonRpcMessage<RoleServer> {
        JsonRpcMessage::error(error, Some(NumberOrString::Number(1)))
    }

    fn text(message: &TxJsonRpcMessage<RoleServer>) -> String {
        serde_json::to_string(message).expect("serialises")
    }

    #[test]
    fn error_messages_and_data_are_redacted_and_not_found_says_what_is_served() {
        #[rustfmt::skip]
        let rows = [
            ("a message quoting a secret", ErrorData::invalid_params(format!("bad version {KEY}"), None), "[REDACTED:"),
            ("data quoting a secret", ErrorData::invalid_params("bad", Some(json!({"requested": KEY}))), "[REDACTED:"),
            ("rmcp's bare method name", ErrorData::new(ErrorCode::METHOD_NOT_FOUND, "completion/complete", None), "method not found: `completion/complete`; this server answers: initialize"),
        ];
        for (rule, data, expected) in rows {
            let mut message = error(data);
            clean(&mut message);
            let shown = text(&message);
            assert!(!shown.contains(KEY), "{rule}: {shown}");
            assert!(shown.contains(expected), "{rule}: {shown}");
        }
    }
}
