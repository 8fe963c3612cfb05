//! Procedural macros for Ackrite tools.
//!
//! `#[verification_tool]` turns one plain function into a registered MCP tool; the derives make a
//! type allowed in a tool's request or response. The pipeline mirrors `thiserror-impl`: `ast`
//! reads `syn` nodes into a small model, `attr` parses our attributes into it, `valid` checks it
//! and reports errors at the offending token, `expand` generates code from a model already known
//! to be valid, and `fallback` emits just enough on error that the user sees only the mistakes.
//! Reading and checking gather every mistake in an item into `errors`, as serde does, so one
//! compile reports them all.

mod ast;
mod attr;
mod errors;
mod expand;
mod fallback;
mod valid;

use proc_macro::TokenStream;
use syn::{parse_macro_input, DeriveInput, ItemFn};

use errors::Errors;

/// Registers a plain function as an Ackrite tool. See the `ackrite` crate docs.
#[proc_macro_attribute]
pub fn verification_tool(args: TokenStream, input: TokenStream) -> TokenStream {
    let item = parse_macro_input!(input as ItemFn);
    let mut errors = Errors::default();
    let tool = ast::ToolFn::from_syn(args.into(), &item, &mut errors);
    valid::tool(&tool, &mut errors);
    match errors.finish() {
        Ok(()) => expand::tool(&tool),
        Err(error) => fallback::tool(&item, error),
    }
    .into()
}

/// Makes a nested type (a struct or enum inside a request or response) allowed at the tool
/// boundary by implementing `ackrite::CrossesBoundary` for it: every string in it redacted, its
/// declared limits checked, its fields described.
#[proc_macro_derive(Redact, attributes(limit, caller_text, record, redact))]
pub fn derive_redact(input: TokenStream) -> TokenStream {
    derive(input, ast::Role::Nested)
}

/// Marks a struct as a tool request: implements `CrossesBoundary` and `VerificationRequest`.
#[proc_macro_derive(VerificationRequest, attributes(limit, caller_text, record, redact))]
pub fn derive_request(input: TokenStream) -> TokenStream {
    derive(input, ast::Role::Request)
}

/// Marks a struct as a tool response: implements `CrossesBoundary` and
/// `VerificationResponse`.
#[proc_macro_derive(VerificationResponse, attributes(limit, caller_text, record, redact))]
pub fn derive_response(input: TokenStream) -> TokenStream {
    derive(input, ast::Role::Response)
}

fn derive(input: TokenStream, role: ast::Role) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    let mut errors = Errors::default();
    let expanded = ast::Data::from_syn(&input, role, &mut errors).and_then(|data| {
        valid::data(&data, &mut errors);
        errors.finish()?;
        Ok(expand::data(&data))
    });
    match expanded {
        Ok(tokens) => tokens,
        Err(error) => fallback::data(&input, role, error),
    }
    .into()
}
