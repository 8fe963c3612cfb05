use ackrite::{verification_tool, Redact, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, Redact)]
pub struct Notes {
    pub notes: Vec<String>,
}

#[derive(Deserialize, JsonSchema, VerificationRequest)]
pub struct Request {
    pub text: String,
    #[serde(flatten)]
    #[limit(items = 4)]
    pub notes: Notes,
}

#[derive(Serialize, JsonSchema, VerificationResponse)]
pub struct Response {
    pub text: String,
}

/// Echo.
#[verification_tool(name = "echo", title = "Echo")]
fn echo(request: Request) -> Response {
    Response { text: request.text }
}

fn main() {}
