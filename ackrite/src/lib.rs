//! Ackrite: an MCP server that makes AI coding agents prove their assumptions before acting.
//!
//! An agent sends a claim with the evidence it has; Ackrite says what that evidence establishes,
//! which assumption does the work, what proof is missing and the smallest check to run next. It
//! judges only what it is given: it never reads files, touches the network, runs code or calls a
//! model, and the same request always gets the same answer.
//!
//! The modules, from the boundary inwards. The MCP boundary adapts the analysis to the protocol:
//!
//! | module | concept |
//! |---|---|
//! | [`server`] | the MCP boundary: rmcp over stdio, serving the registry |
//! | [`cli`] | the command line: `serve`, `call`, `tools`, `redact` |
//! | [`registry`] | the tools `#[verification_tool]` registered, and the call pipeline |
//! | [`tools`] | one file per tool: an annotated plain function and its wire types |
//! | [`boundary`] | what every request and response passes through: |
//! | [`boundary::input`] | strict input: field paths, limits, lenient numbers |
//! | [`boundary::schema`] | the JSON Schemas tools publish, closed to unknown fields |
//! | [`boundary::crossing`] | `CrossesBoundary` (`#[derive(Redact)]`): redact, check limits, describe fields |
//! | [`boundary::redact`] | a value redacted whole, and what one call knows is redacted |
//! | [`boundary::field_facts`] | caller-text and limit facts the derives record about fields |
//! | [`boundary::provenance`] | the `_provenance` label of caller-written fields |
//! | [`boundary::wire_name`] | the one wire form of every named analysis enum |
//! | [`boundary::caller_quote`] | caller text quoted in errors: redacted, short, labelled |
//! | [`session`] | bounded, in-process session history |
//! | [`secrets`] | the redaction engine and its catalogue of secret formats |
//!
//! The analysis: plain Rust over plain types, with no serde, MCP or runtime in sight:
//!
//! | module | concept |
//! |---|---|
//! | [`enum_names`] | the fixed names of the analysis enums, each written once |
//! | [`severity`] | how much a finding or a reasoning issue should worry the caller |
//! | [`evidence`] | the evidence model: types, classes, polarity, reliability |
//! | [`words`] | word normalisation shared by every rule |
//! | [`domain`] | claim domains, chosen by weighted cue rules (`docs/domains.md`) |
//! | [`claim`] | claim status, confidence, assumptions, missing proof, next action |
//! | [`proof`] | each domain's proof checklist and experiment, written for the claim; the plan behind `prove_it` |
//! | [`attempt`] | an attempt an agent made, and whether it failed |
//! | [`audit`] | findings on a proposed change |
//! | [`reality`] | reasoning failures behind `reality_check` |

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
mod call_memo;
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
