use ackrite::{verification_tool, Redact, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, Redact)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    Text {
        #[limit(chars = 100)]
        body: String,
    },
    Empty,
}

#[derive(Deserialize, JsonSchema, VerificationRequest)]
pub struct Request {
    pub input: Input,
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
