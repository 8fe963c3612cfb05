//! The generic half of a generated tool: from JSON arguments to a redacted JSON response, and
//! in a session the parts of the call's record.

use serde_json::Value;

use super::{Called, RecordParts};
use crate::boundary::input::{self, FieldPath, InputError};
use crate::boundary::redact::redact_together;
use crate::boundary::schema::JsonObject;
use crate::session::SessionView;
use crate::{VerificationRequest, VerificationResponse};

/// Strict parse (serde, with the failing field's path), declared limits, redaction on entry, the
/// plain function, redaction on exit. The order matters: limits are judged on what the caller
/// sent, and the function never sees a secret. The record is read from the redacted request
/// (before the function consumes it) and the redacted response, and only in a session.
pub fn invoke<Req, Resp>(
    arguments: JsonObject,
    history: &SessionView,
    tool: impl FnOnce(Req, &SessionView) -> Resp,
) -> Result<Called, InputError>
where
    Req: VerificationRequest,
    Resp: VerificationResponse,
{
    let mut request: Req =
        serde_path_to_error::deserialize(Value::Object(arguments)).map_err(input::from_serde)?;
    request.check_limits(&FieldPath::Root)?;
    // Redaction remembers, for the call, what it already found settled (`crate::boundary::redact`'s
    // `known`): the response and the quotes inside it repeat the request's text.
    let (response, parts) = crate::boundary::redact::settling(|| {
        redact_together(&mut request);
        let mut parts = history.id().map(|_| RecordParts::default());
        if let Some(parts) = &mut parts {
            request.record(parts);
        }
        let mut response = tool(request, history);
        redact_together(&mut response);
        if let Some(parts) = &mut parts {
            response.record(parts);
        }
        (response, parts)
    });
    let response = serde_json::to_value(&response).map_err(|error| {
        InputError::internal(format!("internal: unserialisable response: {error}"))
    })?;
    Ok((response, parts))
}
