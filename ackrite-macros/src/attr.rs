//! Parsing of the attributes the macros read: their own (`#[limit]`, `#[caller_text]`, `#[record]`,
//! `#[verification_tool(...)]`). Serde's attributes are read by `serde_derive_internals` (see
//! `ast`); only the few that change a type's whole wire form are looked up here, to reject them.

use proc_macro2::{Span, TokenStream};
use syn::{
    parse::Parser, punctuated::Punctuated, spanned::Spanned, Attribute, Error, Ident, LitInt,
    LitStr, Meta, Result, Token,
};

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
pub fn record(attrs: &[Attribute]) -> Result<Option<Ident>> {
    let mut part = None;
    for attr in attrs.iter().filter(|a| a.path().is_ident("record")) {
        let ident = attr.parse_args::<Ident>().map_err(|_| {
            Error::new_spanned(
                attr,
                "expected one part of the session record, e.g. #[record(claim)] (see `ackrite::registry::RecordParts`)",
            )
        })?;
        if part.is_some() {
            return Err(Error::new_spanned(
                attr,
                "one #[record(...)] per field: a field gives the session record one part",
            ));
        }
        part = Some(ident);
    }
    Ok(part)
}

/// Any `#[redact(...)]` attribute: the only thing it could mean is an exemption.
pub fn opt_out(attrs: &[Attribute]) -> Option<&Attribute> {
    attrs.iter().find(|a| a.path().is_ident("redact"))
}

/// `#[limit(chars = 4000)]`, `#[limit(items = 64)]`, `#[limit(nonblank)]`, combinable.
pub fn limits(attrs: &[Attribute]) -> Result<Vec<Limit>> {
    let mut limits = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("limit")) {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("chars") {
                limits.push(Limit::Chars(meta.value()?.parse()?));
            } else if meta.path.is_ident("items") {
                limits.push(Limit::Items(meta.value()?.parse()?));
            } else if meta.path.is_ident("nonblank") {
                limits.push(Limit::NonBlank(meta.path.span()));
            } else {
                return Err(meta.error("expected `chars = N`, `items = N` or `nonblank`"));
            }
            Ok(())
        })?;
    }
    Ok(limits)
}

/// The arguments of `#[verification_tool(name = "...", title = "...")]`.
pub struct ToolArgs {
    pub name: LitStr,
    pub title: LitStr,
}

impl ToolArgs {
    pub fn parse(args: TokenStream) -> Result<Self> {
        let span = args.span();
        let mut name = None;
        let mut title = None;
        let parser = syn::meta::parser(|meta| {
            if meta.path.is_ident("name") {
                name = Some(meta.value()?.parse::<LitStr>()?);
            } else if meta.path.is_ident("title") {
                title = Some(meta.value()?.parse::<LitStr>()?);
            } else {
                return Err(meta.error(
                    "unknown argument: #[verification_tool] takes only `name = \"...\"` and `title = \"...\"`",
                ));
            }
            Ok(())
        });
        parser.parse2(args)?;
        let missing = |what: &str| {
            Error::new(
                span,
                format!("#[verification_tool] needs `{what} = \"...\"`: write #[verification_tool(name = \"my_tool\", title = \"What it does\")]"),
            )
        };
        Ok(ToolArgs {
            name: name.ok_or_else(|| missing("name"))?,
            title: title.ok_or_else(|| missing("title"))?,
        })
    }
}
