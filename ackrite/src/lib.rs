//! Ackrite: an MCP server that makes AI coding agents prove their assumptions before acting.
//!
//! An agent sends a claim with the evidence it has; Ackrite says what that evidence establishes,
//! which assumption does the work, what proof is missing and the smallest check to run next. It
//! judges only what it is given: it never reads files, touches the network, runs code or calls a
//! model, and the same request always gets the same answer.
//!
//! The modules, from the boundary inwards:
//!
//! | module | concept |
//! |---|---|
//! | [`server`] | the MCP boundary: rmcp over stdio, serving the registry |
//! | [`cli`] | the command line: `serve`, `call`, `tools`, `redact` |
//! | [`caller_quote`] | caller text quoted in errors: redacted, short, labelled |
//! | [`registry`] | the tools `#[verification_tool]` registered, and the call pipeline |
//! | [`schema`] | the JSON Schemas tools publish, closed to unknown fields |
//! | [`input`] | strict input: field paths, limits, lenient numbers |
//! | [`redact`] | the `Redact` trait every boundary type implements |
//! | [`field_facts`] | caller-text and limit facts the derives record about fields |
//! | [`provenance`] | the `_provenance` label of caller-written fields |
//! | [`secrets`] | the redaction engine and its catalogue of secret formats |
//! | [`session`] | bounded, in-process session history |
//! | [`tools`] | one file per tool: an annotated plain function and its wire types |
//! | [`names`] | the fixed names of the analysis enums, each written once |
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

pub mod attempt;
pub mod audit;
mod call_memo;
pub mod caller_quote;
pub mod claim;
pub mod cli;
pub mod domain;
pub mod evidence;
pub mod field_facts;
pub mod input;
pub mod names;
pub mod proof;
pub mod provenance;
pub mod reality;
pub mod redact;
pub mod registry;
pub mod schema;
pub mod secrets;
pub mod server;
pub mod session;
pub mod severity;
pub mod tools;
pub mod words;

pub use ackrite_macros::{verification_tool, Redact, VerificationRequest, VerificationResponse};
pub use redact::Redact;
pub use session::SessionView;

/// A type that can be a tool's request. Derive it with `#[derive(VerificationRequest)]` together
/// with serde's `Deserialize` and schemars' `JsonSchema`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tool request",
    note = "derive `ackrite::VerificationRequest`, `serde::Deserialize` and `schemars::JsonSchema` on it"
)]
pub trait VerificationRequest: serde::de::DeserializeOwned + schemars::JsonSchema + Redact {
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
pub trait VerificationResponse: serde::Serialize + schemars::JsonSchema + Redact {
    /// Gives the call's session record the fields marked `#[record(...)]` (see
    /// `registry::recording`); the derive writes it, and a response without marks gives nothing.
    fn record(&self, _parts: &mut registry::RecordParts) {}
}

/// What the generated code needs; not part of the API.
#[doc(hidden)]
pub mod __private {
    pub use linkme;
}
