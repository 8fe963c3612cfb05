//! Checks on the model, each error spanned at the offending token and saying what to do.

use syn::{Error, FnArg, Type};

use crate::ast::{Data, Field, Role, Shape, ToolFn};
use crate::attr::Limit;
use crate::errors::Errors;

pub fn data(data: &Data, errors: &mut Errors) {
    if !data.generics.params.is_empty() {
        errors.push(Error::new_spanned(
            data.generics,
            "types that cross the tool boundary cannot be generic: remove the parameters and give each field a concrete type",
        ));
    }
    let top_level = matches!(data.role, Role::Request | Role::Response);
    if top_level {
        let named = matches!(&data.shape, Shape::Struct(fields) if fields.iter().all(|f| matches!(f.member, syn::Member::Named(_))));
        if !named {
            errors.push(Error::new(
                data.span,
                "a tool request or response must be a struct with named fields, because MCP sends it as a JSON object: write `struct MyRequest { text: String }`",
            ));
        }
    }
    if let Some(attribute) = data.foreign_wire_form {
        errors.push(Error::new_spanned(
            attribute,
            "#[serde(from/into/try_from/remote)] gives the type another type's wire form, so its field paths, limits and caller-text labels would be wrong: derive on the type that crosses the boundary instead",
        ));
    }
    for field in data.fields() {
        field_errors(data.role, field, errors);
    }
}

fn field_errors(role: Role, field: &Field, errors: &mut Errors) {
    if let Some(attribute) = field.opt_out {
        errors.push(Error::new_spanned(
            attribute,
            "fields cannot opt out of redaction: every string that crosses the tool boundary is redacted; remove this attribute",
        ));
    }
    if let Some(span) = field.split_name {
        errors.push(Error::new(
            span,
            "a field crossing the tool boundary has one wire name: use `rename = \"...\"` (not separate serialize/deserialize names), so error paths and `_provenance` name what the caller sees",
        ));
    }
    let first_limit = field.limits.first().map(Limit::span);
    if let Some(span) = first_limit {
        if role == Role::Response {
            errors.push(Error::new(
                span,
                "#[limit] applies to request fields only (a response is bounded by the analysis that builds it): remove it",
            ));
        } else if field.never_read {
            errors.push(Error::new(
                span,
                "#[limit] on a field serde never reads (`skip` / `skip_deserializing`): the caller cannot send it; remove the limit",
            ));
        } else if field.flatten {
            errors.push(Error::new(
                span,
                "#[limit] on a #[serde(flatten)] field has no field to bound: put the limits on the fields of the flattened type",
            ));
        } else if field.in_variant {
            errors.push(Error::new(
                span,
                "#[limit] inside an enum variant cannot be published in the input schema: move the limited field into a struct the variant holds",
            ));
        }
    }
    if let Some(attribute) = field.caller_text {
        if role == Role::Request {
            errors.push(Error::new_spanned(
                attribute,
                "#[caller_text] labels response fields that repeat caller text; remove it from request fields",
            ));
        } else if field.flatten {
            errors.push(Error::new_spanned(
                attribute,
                "#[caller_text] on a #[serde(flatten)] field labels no field: mark the fields of the flattened type",
            ));
        }
    }
    if let Some(part) = &field.record {
        if role == Role::Nested || field.in_variant {
            errors.push(Error::new(
                part.span(),
                "#[record] marks a field of a tool's request or response struct: move it to the field of the type that derives VerificationRequest or VerificationResponse",
            ));
        }
    }
    for limit in &field.limits {
        if let Limit::Chars(n) | Limit::Items(n) = limit {
            if n.base10_parse::<usize>().map_or(true, |n| n == 0) {
                errors.push(Error::new(
                    n.span(),
                    "a limit must be a positive integer: the most characters or items the field accepts",
                ));
            }
        }
    }
}

/// MCP tool names: 1–128 characters of `A-Z a-z 0-9 _ - .`.
fn valid_tool_name(name: &str) -> bool {
    (1..=128).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

pub fn tool(tool: &ToolFn, errors: &mut Errors) {
    let sig = &tool.item.sig;
    // A missing or unreadable name or title has been reported where the arguments were read.
    if let Some(name) = tool
        .name
        .as_ref()
        .filter(|name| !valid_tool_name(&name.value()))
    {
        errors.push(Error::new(
            name.span(),
            "MCP tool names are 1-128 characters of A-Z a-z 0-9 _ - . (no spaces): rename the tool",
        ));
    }
    if let Some(title) = tool
        .title
        .as_ref()
        .filter(|title| title.value().trim().is_empty())
    {
        errors.push(Error::new(
            title.span(),
            "give the tool a human title: `title = \"Challenge a claim\"`",
        ));
    }
    if tool.description.is_empty() {
        errors.push(Error::new(
            tool.span(),
            "a tool needs a doc comment: it becomes the description the calling model reads (/// Challenge a claim ...)",
        ));
    }
    if let Some(token) = &sig.asyncness {
        errors.push(Error::new_spanned(
            token,
            "tool functions are plain and synchronous (no I/O, no awaiting): remove `async`",
        ));
    }
    if !sig.generics.params.is_empty() {
        errors.push(Error::new_spanned(
            &sig.generics,
            "tool functions cannot be generic: name the request and response types",
        ));
    }
    for arg in tool.arguments() {
        match arg {
            FnArg::Receiver(receiver) => errors.push(Error::new_spanned(
                receiver,
                "a tool is a free function, not a method: remove `self`",
            )),
            FnArg::Typed(pat) => {
                if let Type::Reference(reference) = &*pat.ty {
                    if let Some(token) = &reference.mutability {
                        errors.push(Error::new_spanned(
                            token,
                            "tool functions only read: take the request by value and the history as `&SessionView`, never `&mut`",
                        ));
                    }
                }
            }
        }
    }
    let count = sig.inputs.len();
    if !(1..=2).contains(&count) {
        errors.push(Error::new(
            sig.paren_token.span.join(),
            "a tool takes its request, and optionally `&SessionView`: fn my_tool(request: MyRequest, history: &SessionView) -> MyResponse",
        ));
    }
    if tool.response.is_none() {
        // At the closing parenthesis, where the return type goes.
        errors.push(Error::new(
            sig.paren_token.span.close(),
            "a tool returns its response type: add `-> MyResponse` (a struct deriving VerificationResponse)",
        ));
    }
}
