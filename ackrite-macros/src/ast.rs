//! The macro's own model of what it was given, read from `syn` nodes.

use proc_macro2::{Span, TokenStream};
use syn::{
    spanned::Spanned, Attribute, DeriveInput, Error, FnArg, Generics, Ident, ItemFn, Member,
    Result, ReturnType, Type,
};

use crate::attr::{self, Limit, RenameRule};

/// Which derive is being expanded: it decides the marker trait and the checks that apply.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Nested,
    Request,
    Response,
}

/// A struct or enum deriving one of our traits.
pub struct Data<'a> {
    pub role: Role,
    pub ident: &'a Ident,
    pub generics: &'a Generics,
    pub shape: Shape<'a>,
    /// Where `#[derive(...)]` put the item, for item-level errors.
    pub span: Span,
}

pub enum Shape<'a> {
    Struct(Vec<Field<'a>>),
    Enum(Vec<Variant<'a>>),
}

pub struct Variant<'a> {
    pub ident: &'a Ident,
    pub fields: Vec<Field<'a>>,
    /// Tuple variants bind positionally, named ones by name.
    pub named: bool,
}

pub struct Field<'a> {
    pub member: Member,
    pub ty: &'a Type,
    /// The field's name on the wire, after serde's `rename_all` / `rename`.
    pub wire_name: String,
    pub limits: Vec<Limit>,
    pub caller_text: bool,
    /// Any attribute that tried to exempt the field from redaction; always an error.
    pub opt_out: Option<&'a Attribute>,
}

impl<'a> Data<'a> {
    pub fn from_syn(input: &'a DeriveInput, role: Role) -> Result<Self> {
        let rename_all = attr::rename_all(&input.attrs)?;
        let shape = match &input.data {
            syn::Data::Struct(data) => Shape::Struct(fields(&data.fields, rename_all)?),
            syn::Data::Enum(data) => Shape::Enum(
                data.variants
                    .iter()
                    .map(|variant| {
                        Ok(Variant {
                            ident: &variant.ident,
                            fields: fields(&variant.fields, RenameRule::None)?,
                            named: matches!(variant.fields, syn::Fields::Named(_)),
                        })
                    })
                    .collect::<Result<_>>()?,
            ),
            syn::Data::Union(_) => {
                return Err(Error::new_spanned(
                    &input.ident,
                    "unions cannot cross the tool boundary: use a struct or an enum",
                ))
            }
        };
        Ok(Data {
            role,
            ident: &input.ident,
            generics: &input.generics,
            shape,
            span: input.ident.span(),
        })
    }

    pub fn fields(&self) -> Box<dyn Iterator<Item = &Field<'a>> + '_> {
        match &self.shape {
            Shape::Struct(fields) => Box::new(fields.iter()),
            Shape::Enum(variants) => Box::new(variants.iter().flat_map(|v| v.fields.iter())),
        }
    }
}

fn fields(fields: &syn::Fields, rename_all: RenameRule) -> Result<Vec<Field<'_>>> {
    fields
        .iter()
        .enumerate()
        .map(|(index, field)| {
            let member = match &field.ident {
                Some(ident) => Member::Named(ident.clone()),
                None => Member::Unnamed(index.into()),
            };
            let declared = match &field.ident {
                Some(ident) => ident.to_string(),
                None => index.to_string(),
            };
            let wire_name = attr::rename(&field.attrs)?
                .unwrap_or_else(|| rename_all.apply(declared.trim_start_matches("r#")));
            Ok(Field {
                member,
                ty: &field.ty,
                wire_name,
                limits: attr::limits(&field.attrs)?,
                caller_text: attr::is_caller_text(&field.attrs),
                opt_out: attr::opt_out(&field.attrs),
            })
        })
        .collect()
}

/// A function under `#[verification_tool]`.
pub struct ToolFn<'a> {
    pub item: &'a ItemFn,
    pub name: String,
    pub name_span: Span,
    pub title: String,
    pub description: String,
    pub request: Option<&'a Type>,
    pub has_history: bool,
    pub response: Option<&'a Type>,
}

impl<'a> ToolFn<'a> {
    pub fn from_syn(args: TokenStream, item: &'a ItemFn) -> Result<Self> {
        let args = attr::ToolArgs::parse(args)?;
        let inputs: Vec<&Type> = item
            .sig
            .inputs
            .iter()
            .filter_map(|input| match input {
                FnArg::Typed(pat) => Some(&*pat.ty),
                FnArg::Receiver(_) => None,
            })
            .collect();
        Ok(ToolFn {
            item,
            name: args.name.value(),
            name_span: args.name.span(),
            title: args.title.value(),
            description: doc_text(&item.attrs),
            request: inputs.first().copied(),
            has_history: inputs.len() > 1,
            response: match &item.sig.output {
                ReturnType::Type(_, ty) => Some(ty),
                ReturnType::Default => None,
            },
        })
    }

    pub fn span(&self) -> Span {
        self.item.sig.ident.span()
    }

    pub fn arguments(&self) -> impl Iterator<Item = &'a FnArg> {
        self.item.sig.inputs.iter()
    }

    pub fn output_span(&self) -> Span {
        self.item.sig.output.span()
    }
}

/// The doc comment as one description: lines joined, blank lines kept as paragraph breaks.
fn doc_text(attrs: &[Attribute]) -> String {
    let mut text = String::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("doc")) {
        if let syn::Meta::NameValue(nv) = &attr.meta {
            if let syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) = &nv.value
            {
                let line = s.value();
                let line = line.trim();
                if line.is_empty() {
                    if !text.ends_with("\n\n") && !text.is_empty() {
                        text.push_str("\n\n");
                    }
                } else {
                    if !text.is_empty() && !text.ends_with('\n') {
                        text.push(' ');
                    }
                    text.push_str(line);
                }
            }
        }
    }
    text.trim().to_owned()
}
