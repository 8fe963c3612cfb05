use std::collections::{BTreeMap, HashMap};

use ackrite::{verification_tool, Redact, SessionView, VerificationRequest, VerificationResponse};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema, VerificationRequest)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    #[limit(chars = 100, nonblank)]
    pub claim_text: String,
    #[limit(items = 4)]
    pub items: Vec<Item>,
    pub note: Option<String>,
}

#[derive(Deserialize, JsonSchema, Redact)]
pub struct Item {
    #[limit(chars = 10)]
    pub text: String,
    pub weight: f64,
}

#[derive(Serialize, JsonSchema, VerificationResponse)]
pub struct Response {
    pub outer: Outer,
    pub choice: Choice,
    pub maybe: Option<Outer>,
    pub list: Vec<Choice>,
    pub sorted: BTreeMap<String, Outer>,
    pub hashed: HashMap<String, Vec<String>>,
    pub raw: serde_json::Value,
    pub boxed: Box<Outer>,
}

#[derive(Serialize, JsonSchema, Redact)]
pub struct Outer {
    #[caller_text]
    pub text: String,
    pub count: u32,
    pub flag: bool,
}

#[derive(Serialize, JsonSchema, Redact)]
pub enum Choice {
    Nothing,
    One(String),
    Pair(String, Outer),
    Named { label: String, inner: Option<Box<Outer>> },
}

/// Exercise every shape a response may take.
#[verification_tool(name = "shapes.v1", title = "Shapes")]
fn shapes(request: Request, _history: &SessionView) -> Response {
    let outer = || Outer { text: request.claim_text.clone(), count: 1, flag: true };
    Response {
        outer: outer(),
        choice: Choice::Named { label: String::new(), inner: Some(Box::new(outer())) },
        maybe: None,
        list: vec![Choice::Nothing, Choice::One(String::new()), Choice::Pair(String::new(), outer())],
        sorted: BTreeMap::new(),
        hashed: HashMap::new(),
        raw: serde_json::Value::Null,
        boxed: Box::new(outer()),
    }
}

fn main() {}
