use ackrite::VerificationResponse;
use schemars::JsonSchema;
use serde::Serialize;

#[derive(Serialize, JsonSchema, VerificationResponse)]
pub struct Response {
    #[redact(skip)]
    pub raw_log: String,
}

fn main() {}
