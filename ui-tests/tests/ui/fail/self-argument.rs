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

pub struct Echo;

impl Echo {
    /// Echo.
    #[verification_tool(name = "echo", title = "Echo")]
    fn echo(&self, request: Request) -> Response {
        Response { text: request.text }
    }
}

fn main() {}
