//! Redaction at the tool boundary: every request string on the way in, and the final JSON value
//! of every answer on the way out (`crate::registry::invoke`). Redacting the serialised value,
//! not the typed response, means a string no derive can see — one a hand-written `Serialize`
//! emits — is redacted all the same. The analysis in between quotes only text that was redacted
//! on entry, cut where no marker is split (`crate::secrets::cut`).

use std::borrow::Cow;

use crate::secrets;

/// `text` redacted, borrowed when nothing changed.
pub(crate) fn redacted(text: &str) -> Cow<'_, str> {
    secrets::redact(text)
}

/// A string field redacted: `None` when it stays as it is.
pub(super) fn redact_string(text: &str) -> Option<String> {
    match secrets::redact(text) {
        Cow::Owned(redacted) => Some(redacted),
        Cow::Borrowed(_) => None,
    }
}
