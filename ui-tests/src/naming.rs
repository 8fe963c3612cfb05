//! A tool whose types lean on serde's naming rules — `SCREAMING_SNAKE_CASE`, `kebab-case` enums,
//! `flatten`, tagged enums — so the tests can check that error paths, published limits and
//! `_provenance` name the fields exactly as serde puts them on the wire.

use ackrite::{verification_tool, Redact, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, VerificationRequest)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct NamingRequest {
    /// Text to echo.
    #[limit(chars = 10)]
    pub some_text: String,
    #[serde(flatten)]
    pub extra: Extra,
    #[serde(default)]
    pub style: Style,
}

/// Flattened into the request: its fields sit beside `SOME_TEXT`.
#[derive(Deserialize, JsonSchema, Redact)]
#[serde(rename_all = "camelCase")]
pub struct Extra {
    #[serde(default)]
    #[limit(items = 2)]
    pub side_notes: Vec<Note>,
}

#[derive(Deserialize, JsonSchema, Redact)]
pub struct Note {
    #[limit(chars = 5)]
    pub text: String,
}

#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, JsonSchema, Redact)]
#[serde(rename_all = "kebab-case")]
pub enum Style {
    #[default]
    PlainText,
    RichText,
}

#[derive(Serialize, JsonSchema, VerificationResponse)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct NamingResponse {
    #[caller_text]
    pub some_text: String,
    #[serde(flatten)]
    pub echoed: Echoed,
    pub style: Style,
    pub shape: Internal,
    pub quote: External,
}

#[derive(Serialize, JsonSchema, Redact)]
#[serde(rename_all = "camelCase")]
pub struct Echoed {
    #[caller_text]
    pub side_text: String,
}

/// Internally tagged: the variant's fields sit beside the tag.
#[derive(Serialize, JsonSchema, Redact)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Internal {
    Quoted {
        #[caller_text]
        text: String,
    },
}

/// Externally tagged (serde's default): the variant's name is a key of its own.
#[derive(Serialize, JsonSchema, Redact)]
#[serde(rename_all = "kebab-case")]
pub enum External {
    SaidBefore {
        #[caller_text]
        text: String,
    },
}

/// Echo the text back under serde's renamed, flattened and tagged fields.
#[verification_tool(name = "ui_naming", title = "Echo under serde's names")]
pub fn naming(request: NamingRequest) -> NamingResponse {
    let text = request.some_text;
    NamingResponse {
        echoed: Echoed {
            side_text: request
                .extra
                .side_notes
                .into_iter()
                .map(|note| note.text)
                .collect(),
        },
        style: request.style,
        shape: Internal::Quoted { text: text.clone() },
        quote: External::SaidBefore { text: text.clone() },
        some_text: text,
    }
}
