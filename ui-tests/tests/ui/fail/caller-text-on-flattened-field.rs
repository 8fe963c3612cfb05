use ackrite::{verification_tool, Redact, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, VerificationRequest)]
pub struct Request {
    pub text: String,
}

#[derive(Serialize, JsonSchema, Redact)]
pub struct Echoed {
    pub text: String,
}

#[derive(Serialize, JsonSchema, VerificationResponse)]
pub struct Response {
    #[caller_text]
    #[serde(flatten)]
    pub echoed: Echoed,
}

/// Echo.
#[verification_tool(name = "echo", title = "Echo")]
fn echo(request: Request) -> Response {
    Response { echoed: Echoed { text: request.text } }
}

fn main() {}
