use ackrite::{verification_tool, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, VerificationRequest)]
pub struct Request {
    pub text: String,
}

#[derive(Clone, Serialize, JsonSchema)]
pub struct Wire {
    pub shown: String,
}

#[derive(Clone, Serialize, JsonSchema, VerificationResponse)]
#[serde(into = "Wire")]
pub struct Response {
    #[caller_text]
    pub text: String,
}

impl From<Response> for Wire {
    fn from(response: Response) -> Wire {
        Wire { shown: response.text }
    }
}

/// Echo.
#[verification_tool(name = "echo", title = "Echo")]
fn echo(request: Request) -> Response {
    Response { text: request.text }
}

fn main() {}
