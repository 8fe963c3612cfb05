use ackrite::{verification_tool, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, VerificationRequest)]
pub struct PingRequest {
    pub text: String,
}

#[derive(Serialize, JsonSchema, VerificationResponse)]
pub struct PingResponse {
    #[caller_text]
    pub text: String,
}

/// Answer with the text it was given.
#[verification_tool(name = "ping", title = "Ping")]
fn ping(request: PingRequest) -> PingResponse {
    PingResponse { text: request.text }
}

fn main() {}
