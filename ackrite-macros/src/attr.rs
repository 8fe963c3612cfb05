//! Parsing of the attributes the macros read: their own (`#[limit]`, `#[caller_text]`, `#[record]`,
//! `#[verification_tool(...)]`). Serde's attributes are read by `serde_derive_internals` (see
//! `ast`); only the few that change a type's whole wire form are looked up here, to reject them.

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::{
    meta::ParseNestedMeta, parse::Parser, punctuated::Punctuated, spanned::Spanned, Attribute,
    Error, Expr, Ident, LitInt, LitStr, Meta, Result, Token,
};

use crate::errors::Errors;

/// A limit declared with `#[limit(...)]`, checked before the tool function runs.
pub enum Limit {
    /// At most this many characters (Unicode scalar values, as models count them).
    Chars(LitInt),
    /// At most this many items.
    Items(LitInt),
    /// Not empty after trimming whitespace.
    NonBlank(Span),
}

impl Limit {
    /// Where the limit was written, for errors about it.
    pub fn span(&self) -> Span {
        match self {
            Limit::Chars(n) | Limit::Items(n) => n.span(),
            Limit::NonBlank(span) => *span,
        }
    }
}

/// The first `#[serde(...)]` attribute that sets one of `keys` at its top level.
pub fn serde_attribute_with<'a>(attrs: &'a [Attribute], keys: &[&str]) -> Option<&'a Attribute> {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("serde"))
        .find(|a| {
            a.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                .is_ok_and(|metas| {
                    metas
                        .iter()
                        .any(|meta| keys.iter().any(|key| meta.path().is_ident(key)))
                })
        })
}

pub fn caller_text(attrs: &[Attribute]) -> Option<&Attribute> {
    attrs.iter().find(|a| a.path().is_ident("caller_text"))
}

/// `#[record(part)]`: the field gives its call's session record that part, through the method of
/// that name of `ackrite::registry::RecordParts`.
pub fn record(attrs: &[Attribute], errors: &mut Errors) -> Option<Ident> {
    let mut part = None;
    for attr in attrs.iter().filter(|a| a.path().is_ident("record")) {
        match attr.parse_args::<Ident>() {
            Err(_) => errors.push(Error::new_spanned(
                attr,
                "expected one part of the session record, e.g. #[record(claim)] (see `ackrite::registry::RecordParts`)",
            )),
            Ok(_) if part.is_some() => errors.push(Error::new_spanned(
                attr,
                "one #[record(...)] per field, since a field gives the session record one part: remove this one",
            )),
            Ok(ident) => part = Some(ident),
        }
    }
    part
}

/// Any `#[redact(...)]` attribute: the only thing it could mean is an exemption.
pub fn opt_out(attrs: &[Attribute]) -> Option<&Attribute> {
    attrs.iter().find(|a| a.path().is_ident("redact"))
}

/// `#[limit(chars = 4000)]`, `#[limit(items = 64)]`, `#[limit(nonblank)]`, combinable.
pub fn limits(attrs: &[Attribute], errors: &mut Errors) -> Vec<Limit> {
    let mut limits = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("limit")) {
        let read = attr.parse_nested_meta(|meta| {
            limits.extend(limit(&meta, errors)?);
            Ok(())
        });
        if let Err(error) = read {
            errors.push(error);
        }
    }
    limits
}

/// One limit inside `#[limit(...)]`; an unknown one is reported and passed over.
fn limit(meta: &ParseNestedMeta, errors: &mut Errors) -> Result<Option<Limit>> {
    if meta.path.is_ident("chars") {
        Ok(Some(Limit::Chars(meta.value()?.parse()?)))
    } else if meta.path.is_ident("items") {
        Ok(Some(Limit::Items(meta.value()?.parse()?)))
    } else if meta.path.is_ident("nonblank") {
        Ok(Some(Limit::NonBlank(meta.path.span())))
    } else {
        errors.push(
            meta.error("unknown limit: #[limit] takes `chars = N`, `items = N` or `nonblank`"),
        );
        skip_value(meta)?;
        Ok(None)
    }
}

/// Passes over the value of an argument already reported as unknown (`= value` or `(...)`), so
/// the arguments after it are still read.
fn skip_value(meta: &ParseNestedMeta) -> Result<()> {
    if meta.input.peek(Token![=]) {
        meta.value()?.parse::<Expr>()?;
    } else if !meta.input.is_empty() && !meta.input.peek(Token![,]) {
        meta.input.parse::<TokenTree>()?;
    }
    Ok(())
}

/// The arguments of `#[verification_tool(name = "...", title = "...", brief = "...")]`. The name
/// or title is `None` when it is missing or unreadable, which has then been reported; `brief`,
/// the fields a brief answer keeps, is optional (without it a brief answer is the full one).
pub struct ToolArgs {
    pub name: Option<LitStr>,
    pub title: Option<LitStr>,
    pub brief: Option<LitStr>,
}

impl ToolArgs {
    pub fn parse(args: TokenStream, errors: &mut Errors) -> Self {
        let mut name = None;
        let mut title = None;
        let mut brief = None;
        let parser = syn::meta::parser(|meta| {
            if meta.path.is_ident("name") {
                name = Some(meta.value()?.parse::<LitStr>()?);
            } else if meta.path.is_ident("title") {
                title = Some(meta.value()?.parse::<LitStr>()?);
            } else if meta.path.is_ident("brief") {
                brief = Some(meta.value()?.parse::<LitStr>()?);
            } else {
                errors.push(meta.error(
                    "unknown argument: #[verification_tool] takes only `name = \"...\"`, `title = \"...\"` and `brief = \"...\"`",
                ));
                skip_value(&meta)?;
            }
            Ok(())
        });
        if let Err(error) = parser.parse2(args) {
            // The arguments after the unreadable one were not read: whether they hold a name and
            // a title is unknown, so neither is reported missing.
            errors.push(error);
            return ToolArgs { name, title, brief };
        }
        for (what, missing) in [("name", name.is_none()), ("title", title.is_none())] {
            if missing {
                // At the whole attribute: nothing in it is wrong, something is missing from it.
                errors.push(Error::new(
                    Span::call_site(),
                    format!("#[verification_tool] needs `{what} = \"...\"`: write #[verification_tool(name = \"my_tool\", title = \"What it does\")]"),
                ));
            }
        }
        ToolArgs { name, title, brief }
    }
}
