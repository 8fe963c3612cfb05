//! The generic half of a generated tool: from JSON arguments to a redacted JSON response.

use serde_json::Value;

use crate::input::{self, FieldPath, InputError};
use crate::schema::JsonObject;
use crate::session::SessionView;
use crate::{VerificationRequest, VerificationResponse};

/// Strict parse (serde, with the failing field's path), declared limits, redaction on entry, the
/// plain function, redaction on exit. The order matters: limits are judged on what the caller
/// sent, and the function never sees a secret.
pub fn invoke<Req, Resp>(
    arguments: JsonObject,
    history: &SessionView,
    tool: impl FnOnce(Req, &SessionView) -> Resp,
) -> Result<Value, InputError>
where
    Req: VerificationRequest,
    Resp: VerificationResponse,
{
    let mut request: Req =
        serde_path_to_error::deserialize(Value::Object(arguments)).map_err(input::from_serde)?;
    request.check_limits(&FieldPath::Root)?;
    request.redact();
    let mut response = crate::words::remembering(|| tool(request, history));
    response.redact();
    serde_json::to_value(&response).map_err(|error| {
        InputError::internal(format!("internal: unserialisable response: {error}"))
    })
}
