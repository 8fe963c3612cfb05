use ackrite::{verification_tool, SessionView, VerificationRequest, VerificationResponse};
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
fn echo(request: Request, _history: &SessionView, times: usize) -> Response {
    Response { text: request.text.repeat(times) }
}

fn main() {}
