use ackrite::{verification_tool, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, VerificationRequest)]
pub struct Request {
    #[limit(bytes = 4000)]
    pub text: String,
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
