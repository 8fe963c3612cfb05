use ackrite::{verification_tool, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, VerificationRequest)]
pub struct Request {
    pub text: String,
}

#[derive(Serialize, JsonSchema, VerificationResponse)]
pub struct Response {
    pub text: String,
}

/// Echo.
#[verification_tool(name = "echo", title = "Echo")]
fn echo<R: Into<Request>>(request: R) -> Response {
    Response { text: request.into().text }
}

fn main() {}
