//! The generic half of a generated tool: from JSON arguments to a redacted JSON response, and
//! in a session the parts of the call's record.

use serde_json::Value;

use super::{Called, RecordParts};
use crate::boundary::input::{self, FieldPath, InputError};
use crate::boundary::schema::JsonObject;
use crate::session::SessionView;
use crate::CrossesBoundary;
use crate::{VerificationRequest, VerificationResponse};

/// Strict parse (serde, with the failing field's path), declared limits, redaction on entry, the
/// plain function, redaction on exit. The order matters: limits are judged on what the caller
/// sent, and the function never sees a secret. Redaction on exit is of the final JSON value, so
/// whatever a serializer writes is redacted, seen by the derive or not. The record is read from
/// the redacted request (before the function consumes it) and the response, and only in a
/// session; its texts come from redacted text (the record redacts what it quotes of the
/// response again, as the value is).
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
    request.redact();
    let mut parts = history.id().map(|_| RecordParts::default());
    if let Some(parts) = &mut parts {
        request.record(parts);
    }
    let response = tool(request, history);
    if let Some(parts) = &mut parts {
        response.record(parts);
    }
    let mut response = serde_json::to_value(&response).map_err(|error| {
        InputError::internal(format!("internal: unserialisable response: {error}"))
    })?;
    response.redact();
    Ok((response, parts))
}

#[cfg(test)]
mod tests {
    use serde::ser::SerializeStruct;

    use super::invoke;
    use crate::session::SessionView;
    use crate::{CrossesBoundary, VerificationRequest, VerificationResponse};

    #[derive(serde::Deserialize, schemars::JsonSchema)]
    struct Ask {}
    impl CrossesBoundary for Ask {
        fn redact(&mut self) {}
    }
    impl VerificationRequest for Ask {}

    /// A response whose hand-written serializer writes a string no derive can see (and whose
    /// boundary impl, written by hand too, redacts nothing).
    #[derive(schemars::JsonSchema)]
    struct Leaky {}
    impl serde::Serialize for Leaky {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut out = serializer.serialize_struct("Leaky", 1)?;
            out.serialize_field(
                "note",
                "connect with postgres://app:Sup3rS3cretPw@db:5432/orders",
            )?;
            out.end()
        }
    }
    impl CrossesBoundary for Leaky {
        fn redact(&mut self) {}
    }
    impl VerificationResponse for Leaky {}

    #[test]
    fn what_a_hand_written_serializer_writes_is_redacted_on_the_way_out() {
        let (value, _) = invoke(Default::default(), &SessionView::none(), |_: Ask, _| {
            Leaky {}
        })
        .expect("a valid call");
        let note = value["note"].as_str().expect("the note");
        assert!(!note.contains("Sup3rS3cretPw"), "{note}");
        assert!(note.contains("[REDACTED:"), "{note}");
    }
}
