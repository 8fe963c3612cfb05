use ackrite::{verification_tool, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, VerificationRequest)]
pub struct Request {
    pub text: String,
}

#[derive(Serialize, JsonSchema, VerificationResponse)]
pub struct Response {
    pub path: std::path::PathBuf,
}

/// Return a path.
#[verification_tool(name = "paths", title = "Paths")]
fn paths(request: Request) -> Response {
    Response { path: request.text.into() }
}

fn main() {}
