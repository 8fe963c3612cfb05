//! The tool registry: every function under `#[verification_tool]` adds one [`ToolDef`] to
//! [`TOOLS`], and the server and the command line serve whatever is there.
//!
//! Registration uses `linkme`'s distributed slice rather than `inventory`: the linker gathers the
//! definitions into one static array, so nothing runs before `main` and nothing is allocated at
//! start-up; listing tools costs nothing until a client asks. Adding a tool therefore means adding
//! a file, never editing a list.

pub mod brief;
mod invoke;
mod recording;
mod unique;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, OnceLock};

use serde_json::Value;

pub use brief::Selection;
pub use invoke::invoke;
pub use recording::{RecordParts, Verdict};
pub use unique::duplicate_name;

use crate::boundary::field_facts::Limit;
use crate::boundary::input::InputError;
use crate::boundary::schema::{self, JsonObject};
use crate::boundary::{caller_quote, provenance};
use crate::secrets;
use crate::session::{validate_session_id, SessionStore, SessionView};
use crate::{session, VerificationRequest, VerificationResponse};

/// Every registered tool, in link order (the registry sorts them by name).
#[linkme::distributed_slice]
pub static TOOLS: [ToolDef];

/// What `#[verification_tool]` generates for one function.
pub struct ToolDef {
    pub name: &'static str,
    pub title: &'static str,
    /// The function's doc comment, shown to the calling model.
    pub description: &'static str,
    /// The fields a `detail: "brief"` answer keeps (`brief::Selection`); empty for all of them.
    pub brief: &'static str,
    /// Where the tool function is defined (`crate::tools::verify::verify (src/tools/verify.rs:40)`),
    /// so a duplicate name can be reported by both definitions.
    pub defined_at: &'static str,
    pub input_schema: fn() -> JsonObject,
    pub output_schema: fn() -> JsonObject,
    /// The request's `#[limit]`s by field path, enforced before the function runs.
    pub limits: fn() -> Vec<(String, Limit)>,
    /// The response fields that repeat caller text, for `_provenance`.
    pub caller_text: fn() -> Vec<String>,
    /// Validates the arguments, runs the function, returns the redacted response and, in a
    /// session, what the call adds to it.
    pub call: fn(JsonObject, &SessionView) -> Result<Called, InputError>,
}

/// What `#[verification_tool]` implements for each tool function: its request and response types
/// and a way to run it. The bounds sit on the associated types, so a wrong type is reported once,
/// at the function's signature.
pub trait ToolFunction: 'static {
    type Request;
    type Response;

    fn run(request: Self::Request, history: &SessionView) -> Self::Response;
}

/// Builds a tool's [`ToolDef`]. The bounds sit on [`Registration::definition`] rather than on
/// [`ToolFunction`], so a request or response type that does not qualify is reported once, as
/// the unsatisfied bound with its own message (E0277, "`Plain` is not a tool response"); the
/// derived impls are `do_not_recommend`, so no list of every response type follows it.
pub struct Registration<T>(std::marker::PhantomData<T>);

impl<T: ToolFunction> Registration<T> {
    /// The definition of tool `T`, built at compile time for the distributed slice.
    pub const fn definition(
        name: &'static str,
        title: &'static str,
        description: &'static str,
        brief: &'static str,
        defined_at: &'static str,
    ) -> ToolDef
    where
        T::Request: VerificationRequest,
        T::Response: VerificationResponse + 'static,
    {
        ToolDef {
            name,
            title,
            description,
            brief,
            defined_at,
            input_schema: schema::input::<T::Request>,
            limits: schema::limits::<T::Request>,
            output_schema: schema::output::<T::Response>,
            caller_text: provenance::caller_text_fields::<T::Response>,
            call: call::<T>,
        }
    }
}

/// A tool's redacted response, and the parts of its session record when it ran in a session.
pub type Called = (Value, Option<RecordParts>);

fn call<T: ToolFunction>(arguments: JsonObject, history: &SessionView) -> Result<Called, InputError>
where
    T::Request: VerificationRequest,
    T::Response: VerificationResponse,
{
    invoke::<T::Request, T::Response>(arguments, history, T::run)
}

/// A tool's schemas, built on first use and then shared.
pub struct Compiled {
    pub input_schema: Arc<JsonObject>,
    pub output_schema: Arc<JsonObject>,
}

/// A registered tool. What a call needs (the provenance block) and what a listing needs (both
/// schemas) are built separately, each on first use: a first call builds no schema.
pub struct Tool {
    pub def: &'static ToolDef,
    /// What a brief answer keeps; `None` when it keeps everything.
    pub brief: Option<Selection>,
    caller_text: OnceLock<Vec<String>>,
    compiled: OnceLock<Compiled>,
}

/// How much of an answer a caller asked for (`detail`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detail {
    Full,
    Brief,
}

impl Tool {
    /// The tool as registered; a `brief` the tool cannot be cut by is a defect in it, named.
    fn new(def: &'static ToolDef) -> Result<Self, String> {
        let brief =
            Selection::parse(def.brief).map_err(|error| format!("{}: {error}", def.defined_at))?;
        Ok(Tool {
            def,
            brief,
            caller_text: OnceLock::new(),
            compiled: OnceLock::new(),
        })
    }

    /// Everything `tools/list` shows of the tool.
    pub fn compiled(&self) -> &Compiled {
        self.compiled.get_or_init(|| {
            let mut input = (self.def.input_schema)();
            let mut output = (self.def.output_schema)();
            if let Some(brief) = &self.brief {
                schema::allow_brief(&mut input, &mut output, brief.top_level());
            }
            Compiled {
                input_schema: Arc::new(input),
                output_schema: Arc::new(output),
            }
        })
    }

    /// The response fields that repeat caller text, the registry's `session.id` included.
    pub fn caller_text(&self) -> &[String] {
        self.caller_text.get_or_init(|| {
            let mut fields = (self.def.caller_text)();
            fields.push("session.id".to_owned());
            fields
        })
    }

    /// The `_provenance` block of an answer: every caller-text field of a full answer, so the
    /// block is the same in every full answer; in a brief one, only the fields it holds.
    fn provenance(&self, detail: Detail, answer: &Value) -> Value {
        let fields = self.caller_text();
        match detail {
            Detail::Full => provenance::block(fields),
            Detail::Brief => {
                let held: Vec<String> = fields
                    .iter()
                    .filter(|field| brief::holds(answer, field))
                    .cloned()
                    .collect();
                provenance::block(&held)
            }
        }
    }
}

/// Why a call produced no response. Messages are already redacted, and any caller text in them
/// is a labelled excerpt (see `caller_quote`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CallError {
    /// The name asked for, as a labelled excerpt of the caller's text.
    #[error("unknown tool: {0}; known tools: {known}", known = registry().names().join(", "))]
    UnknownTool(String),
    /// The tool ran on nothing: the arguments were rejected (or the tool failed); the message
    /// says which field and what is allowed.
    #[error("{0}")]
    Rejected(String),
    /// The tool failed on accepted arguments (it panicked, or its response could not be
    /// serialised): a defect in Ackrite, reported without echoing the input.
    #[error("{0}")]
    Failed(String),
}

pub struct Registry {
    tools: Vec<Tool>,
}

/// The registry of this binary, sorted by tool name so every listing is in the same order.
pub fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut defs: Vec<&'static ToolDef> = TOOLS.iter().collect();
        defs.sort_by_key(|def| def.name);
        // Two tools with one name would make routing ambiguous: refuse to serve either, naming
        // both, rather than route to whichever the linker put first (see `unique`).
        if let Some(message) = unique::duplicate_name(defs.iter().copied()) {
            panic!("{message}");
        }
        let tools = defs.into_iter().map(Tool::new).collect::<Result<_, _>>();
        Registry {
            tools: tools.unwrap_or_else(|message| panic!("{message}")),
        }
    })
}

impl Registry {
    pub fn tools(&self) -> &[Tool] {
        &self.tools
    }

    /// Every tool's name, in listing order.
    pub fn names(&self) -> Vec<&'static str> {
        self.tools.iter().map(|tool| tool.def.name).collect()
    }

    pub fn get(&self, name: &str) -> Option<&Tool> {
        self.tools.iter().find(|tool| tool.def.name == name)
    }

    /// Runs one tool call end to end: session id, validation, the function,
    /// redaction, `_provenance`, and — only when all of that succeeded — the session record.
    pub fn call(
        &self,
        name: &str,
        arguments: Value,
        sessions: &SessionStore,
    ) -> Result<Value, CallError> {
        let tool = self
            .get(name)
            .ok_or_else(|| CallError::UnknownTool(caller_quote::quote(name)))?;
        let rejected = |error: InputError| {
            let message = redacted(&error.to_string());
            if error.internal {
                CallError::Failed(message)
            } else {
                CallError::Rejected(message)
            }
        };
        let Value::Object(mut arguments) = arguments else {
            return Err(rejected(InputError::new(
                "",
                "expected a JSON object of named arguments",
            )));
        };
        let detail = match arguments.remove("detail") {
            None | Some(Value::Null) => Detail::Full,
            Some(Value::String(detail)) if detail == "full" => Detail::Full,
            Some(Value::String(detail)) if detail == "brief" => Detail::Brief,
            Some(other) => {
                let shown = match &other {
                    Value::String(text) => text.clone(),
                    other => other.to_string(),
                };
                return Err(rejected(InputError::new(
                    "detail",
                    format!(
                        "{}; expected \"brief\" or \"full\" (the default)",
                        caller_quote::quote(&shown)
                    ),
                )));
            }
        };
        let session_id = match arguments.remove("sessionId") {
            None | Some(Value::Null) => None,
            Some(Value::String(id)) => {
                validate_session_id(&id).map_err(rejected)?;
                Some(id)
            }
            Some(_) => {
                return Err(rejected(InputError::new(
                    "sessionId",
                    "must be a string of 1-128 characters of A-Z a-z 0-9 . _ : -",
                )))
            }
        };
        let view = session_id
            .as_deref()
            .map_or_else(SessionView::none, |id| sessions.view(id));
        let outcome = catch_unwind(AssertUnwindSafe(|| (tool.def.call)(arguments, &view)));
        let (mut response, parts) = match outcome {
            Ok(result) => result.map_err(|error| rejected(with_session_id(error)))?,
            Err(_) => {
                tracing::error!(tool = tool.def.name, "tool panicked");
                return Err(CallError::Failed(format!(
                    "internal error: `{}` failed on this input and stored nothing; please report it",
                    tool.def.name
                )));
            }
        };
        if let (Detail::Brief, Some(brief)) = (detail, &tool.brief) {
            response = brief.cut(&response);
        }
        if let Value::Object(map) = &mut response {
            if let (Some(id), Some(parts)) = (session_id, parts) {
                let record = parts.into_record(tool.def.name);
                let block: session::SessionBlock = sessions.record(&id, record);
                // A tool may add to the block (the claim tools list reconciliations there).
                if let Ok(Value::Object(block)) = serde_json::to_value(block) {
                    match map.get_mut("session") {
                        Some(Value::Object(own)) => own.extend(block),
                        _ => {
                            map.insert("session".into(), Value::Object(block));
                        }
                    }
                }
            }
        }
        let provenance = tool.provenance(detail, &response);
        if let Value::Object(map) = &mut response {
            map.insert("_provenance".into(), provenance);
        }
        Ok(response)
    }
}

/// `sessionId` is taken out before serde reads the arguments, so serde's list of the allowed
/// fields lacks it: a caller who misspelt it is told its name.
fn with_session_id(mut error: InputError) -> InputError {
    if error.path.is_empty() && error.message.starts_with("unknown field,") {
        error.message.push_str(", `sessionId`, `detail`");
    }
    error
}

fn redacted(text: &str) -> String {
    secrets::redact(text).into_owned()
}
