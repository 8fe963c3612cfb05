use ackrite::{verification_tool, VerificationRequest};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, VerificationRequest)]
pub struct Request {
    pub text: String,
}

#[derive(Serialize, JsonSchema)]
pub struct Plain {
    pub text: String,
}

/// Echo.
#[verification_tool(name = "echo", title = "Echo")]
fn echo(request: Request) -> Plain {
    Plain { text: request.text }
}

fn main() {}
