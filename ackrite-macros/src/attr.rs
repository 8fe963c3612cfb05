//! Parsing of the attributes the macros read: their own (`#[limit]`, `#[caller_text]`,
//! `#[verification_tool(...)]`) and the parts of serde's that decide wire names.

use proc_macro2::{Span, TokenStream};
use syn::{
    parse::Parser, punctuated::Punctuated, spanned::Spanned, Attribute, Error, Expr, ExprLit, Lit,
    LitInt, LitStr, Meta, Result, Token,
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

/// The subset of serde's `rename_all` rules that map a Rust field name to its wire name.
#[derive(Clone, Copy)]
pub enum RenameRule {
    None,
    CamelCase,
    Lower,
}

impl RenameRule {
    pub fn apply(self, name: &str) -> String {
        match self {
            RenameRule::None => name.to_owned(),
            RenameRule::Lower => name.to_lowercase(),
            RenameRule::CamelCase => {
                let mut out = String::with_capacity(name.len());
                let mut upper = false;
                for c in name.chars() {
                    if c == '_' {
                        upper = true;
                    } else if upper {
                        out.extend(c.to_uppercase());
                        upper = false;
                    } else {
                        out.push(c);
                    }
                }
                out
            }
        }
    }
}

fn serde_metas(attrs: &[Attribute]) -> Vec<Meta> {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("serde"))
        .filter_map(|a| {
            a.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                .ok()
        })
        .flatten()
        .collect()
}

fn string_value(meta: &Meta, key: &str) -> Option<LitStr> {
    match meta {
        Meta::NameValue(nv) if nv.path.is_ident(key) => match &nv.value {
            Expr::Lit(ExprLit {
                lit: Lit::Str(s), ..
            }) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// `#[serde(rename_all = "...")]` on the container. Rules the macro cannot mirror are refused,
/// because a wrong wire name would put a wrong path into error messages and `_provenance`.
pub fn rename_all(attrs: &[Attribute]) -> Result<RenameRule> {
    for meta in serde_metas(attrs) {
        if let Some(rule) = string_value(&meta, "rename_all") {
            return match rule.value().as_str() {
                "camelCase" => Ok(RenameRule::CamelCase),
                "lowercase" => Ok(RenameRule::Lower),
                "snake_case" | "SCREAMING_SNAKE_CASE" => Ok(RenameRule::None),
                _ => Err(Error::new(
                    rule.span(),
                    "use rename_all = \"camelCase\" (or \"snake_case\") on tool types, or rename fields one by one",
                )),
            };
        }
    }
    Ok(RenameRule::None)
}

/// `#[serde(rename = "...")]` on a field.
pub fn rename(attrs: &[Attribute]) -> Result<Option<String>> {
    Ok(serde_metas(attrs)
        .iter()
        .find_map(|m| string_value(m, "rename"))
        .map(|s| s.value()))
}

pub fn is_caller_text(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("caller_text"))
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
