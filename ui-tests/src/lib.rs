//! A tool defined outside the `ackrite` crate, the way a contributor or an embedding project
//! would write one: proof that registration, schemas and redaction come from the macro alone.

pub mod naming;

use std::collections::BTreeMap;

use ackrite::{verification_tool, Redact, SessionView, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, VerificationRequest)]
#[serde(rename_all = "camelCase")]
pub struct EchoRequest {
    /// Text to echo back in several nested shapes.
    #[limit(chars = 200)]
    pub text: String,
}

#[derive(Serialize, JsonSchema, VerificationResponse)]
#[serde(rename_all = "camelCase")]
pub struct EchoResponse {
    #[caller_text]
    pub direct: String,
    pub nested: Nested,
    pub maybe: Option<String>,
    pub many: Vec<String>,
    pub by_key: BTreeMap<String, String>,
    pub shapes: Vec<Shape>,
}

#[derive(Serialize, JsonSchema, Redact)]
pub struct Nested {
    #[caller_text]
    pub inner: String,
    pub deeper: Option<Box<Nested>>,
}

#[derive(Serialize, JsonSchema, Redact)]
pub enum Shape {
    Unit,
    Tuple(String, u32),
    Named { label: String, values: Vec<String> },
}

/// Echo the text back in nested structs, enums, options, lists and maps.
#[verification_tool(name = "ui_echo", title = "Echo in many shapes")]
pub fn echo(request: EchoRequest, _history: &SessionView) -> EchoResponse {
    let text = request.text;
    EchoResponse {
        direct: text.clone(),
        nested: Nested {
            inner: text.clone(),
            deeper: Some(Box::new(Nested {
                inner: text.clone(),
                deeper: None,
            })),
        },
        maybe: Some(text.clone()),
        many: vec![text.clone(), text.clone()],
        by_key: BTreeMap::from([(text.clone(), text.clone())]),
        shapes: vec![
            Shape::Unit,
            Shape::Tuple(text.clone(), 1),
            Shape::Named {
                label: text.clone(),
                values: vec![text],
            },
        ],
    }
}

/// A tool that leaks on purpose: it ignores the (redacted) request and returns a secret it
/// made itself, so only redaction on exit can stop it.
#[verification_tool(name = "ui_leaky", title = "Return a secret")]
pub fn leaky(_request: EchoRequest) -> EchoResponse {
    let secret = format!("Authorization: Bearer {}", "ab12CD34ef56GH78ij90KL12");
    echo(EchoRequest { text: secret }, &SessionView::none())
}

/// Panics on purpose, with a secret in the panic message: a panic must become a generic tool
/// error that repeats nothing of it, and the registry must keep serving.
#[verification_tool(name = "ui_panics", title = "Panic")]
pub fn panics(request: EchoRequest) -> EchoResponse {
    panic!(
        "failed on {} with token ghp_Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5Fd1Sa0QeAb12",
        request.text
    )
}
