use ackrite::{verification_tool, Redact, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, Redact)]
pub struct Inner {
    #[record(claim)]
    pub claim: String,
}

#[derive(Deserialize, JsonSchema, VerificationRequest)]
pub struct Request {
    pub inner: Inner,
}

#[derive(Serialize, JsonSchema, VerificationResponse)]
pub struct Response {
    pub text: String,
}

/// Echo.
#[verification_tool(name = "echo", title = "Echo")]
fn echo(_request: Request) -> Response {
    Response { text: String::new() }
}

fn main() {}
