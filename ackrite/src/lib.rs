//! Ackrite: an MCP server that makes AI coding agents prove their assumptions before acting.
//!
//! An agent sends a claim with the evidence it has; Ackrite says what that evidence establishes,
//! which assumption does the work, what proof is missing and the smallest check to run next. It
//! judges only what it is given: it never reads files, touches the network, runs code or calls a
//! model, and the same request always gets the same answer.
//!
//! The modules are listed from the boundary inwards, each with its one-line doc: first the MCP
//! boundary, which adapts the analysis to the protocol; then the analysis, plain Rust over plain
//! types with no serde, MCP or runtime in sight.

// Lets the code our own macros generate (`::ackrite::…`) compile inside this crate too.
extern crate self as ackrite;

// The MCP boundary.
pub mod boundary;
pub mod cli;
pub mod registry;
pub mod secrets;
pub mod server;
pub mod session;
pub mod tools;

// The analysis.
pub mod attempt;
pub mod audit;
pub mod claim;
pub mod domain;
pub mod enum_names;
pub mod evidence;
mod phrasing;
pub mod proof;
pub mod reality;
pub mod severity;
pub mod words;

pub use ackrite_macros::{verification_tool, Redact, VerificationRequest, VerificationResponse};
pub use boundary::crossing::CrossesBoundary;
pub use session::SessionView;

/// A type that can be a tool's request. Derive it with `#[derive(VerificationRequest)]` together
/// with serde's `Deserialize` and schemars' `JsonSchema`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tool request",
    note = "derive `ackrite::VerificationRequest`, `serde::Deserialize` and `schemars::JsonSchema` on it"
)]
pub trait VerificationRequest:
    serde::de::DeserializeOwned + schemars::JsonSchema + CrossesBoundary
{
    /// Gives the call's session record the fields marked `#[record(...)]` (see
    /// `registry::recording`); the derive writes it, and a request without marks gives nothing.
    fn record(&self, _parts: &mut registry::RecordParts) {}
}

/// A type that can be a tool's response. Derive it with `#[derive(VerificationResponse)]` together
/// with serde's `Serialize` and schemars' `JsonSchema`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tool response",
    note = "return a struct that derives `ackrite::VerificationResponse`, `serde::Serialize` and `schemars::JsonSchema`"
)]
pub trait VerificationResponse: serde::Serialize + schemars::JsonSchema + CrossesBoundary {
    /// Gives the call's session record the fields marked `#[record(...)]` (see
    /// `registry::recording`); the derive writes it, and a response without marks gives nothing.
    fn record(&self, _parts: &mut registry::RecordParts) {}
}

/// What the generated code needs; not part of the API.
#[doc(hidden)]
pub mod __private {
    pub use linkme;
}
