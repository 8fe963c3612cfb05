//! The macro's own model of what it was given, read from `syn` nodes.
//!
//! Wire names, flattening and enum tagging come from `serde_derive_internals`, the crate
//! `serde_derive` itself reads its attributes with: where a field sits in the JSON is whatever
//! serde decides, never a second copy of its rules that could drift from them.

use proc_macro2::{Span, TokenStream};
use serde_derive_internals::{ast as serde_ast, attr::TagType, Ctxt, Derive};
use syn::{
    Attribute, DeriveInput, Error, FnArg, Generics, Ident, ItemFn, LitStr, Member, Result,
    ReturnType, Type,
};

use crate::attr::{self, Limit};
use crate::errors::Errors;

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
    /// A `#[serde(from/into/try_from/remote)]` attribute: the wire form is another type's, so no
    /// field path read from this one would be right.
    pub foreign_wire_form: Option<&'a Attribute>,
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

/// One step from a value to the value of one of its fields, as the JSON has it.
pub enum Segment {
    /// An object key: a field's wire name, an externally tagged variant's name, an adjacently
    /// tagged enum's content key.
    Key(String),
    /// A position in an array: a field of a tuple struct or tuple variant.
    Index(usize),
}

pub struct Field<'a> {
    pub member: Member,
    pub ty: &'a Type,
    /// Where the field's value sits in the JSON of its container: its wire name after serde's
    /// renames, nothing when flattened, the variant's key first inside an enum.
    pub path: Vec<Segment>,
    pub limits: Vec<Limit>,
    /// The `#[caller_text]` attribute, if any.
    pub caller_text: Option<&'a Attribute>,
    /// The part of the session record `#[record(part)]` says the field gives, if any.
    pub record: Option<Ident>,
    /// Any attribute that tried to exempt the field from redaction; always an error.
    pub opt_out: Option<&'a Attribute>,
    /// `#[serde(flatten)]`: the field's own fields sit beside its siblings.
    pub flatten: bool,
    /// Serde never reads the field from a request (`skip` / `skip_deserializing`).
    pub never_read: bool,
    /// The field is inside an enum variant.
    pub in_variant: bool,
    /// Serde gives the field (or its variant) a different name in each direction.
    pub split_name: Option<Span>,
}

impl<'a> Data<'a> {
    /// The model of `input`, with mistakes in our attributes added to `errors` and the reading
    /// carried on past them. Fails, before any field is read, only when the type cannot be read
    /// at all: a union, or serde's own attributes in error.
    pub fn from_syn(input: &'a DeriveInput, role: Role, errors: &mut Errors) -> Result<Self> {
        let derive = match role {
            Role::Response => Derive::Serialize,
            Role::Request | Role::Nested => Derive::Deserialize,
        };
        let cx = Ctxt::new();
        let container = serde_ast::Container::from_ast(
            &cx,
            input,
            derive,
            &Ident::new("__private", Span::call_site()),
        );
        let serde_errors = cx.check();
        // Serde reads every struct and enum; only a union gives no container.
        let Some(container) = container else {
            return Err(Error::new_spanned(
                &input.ident,
                "unions cannot cross the tool boundary: use a struct or an enum",
            ));
        };
        serde_errors?;
        let shape = match container.data {
            serde_ast::Data::Struct(style, fields) => {
                let transparent = container.attrs.transparent();
                Shape::Struct(
                    fields
                        .into_iter()
                        .enumerate()
                        .map(|(index, field)| {
                            let own = if transparent {
                                None
                            } else {
                                own_segment(style, index, &field)
                            };
                            Field::new(field, own.into_iter().collect(), false, errors)
                        })
                        .collect(),
                )
            }
            serde_ast::Data::Enum(variants) => Shape::Enum(
                variants
                    .into_iter()
                    .map(|variant| Variant::new(variant, container.attrs.tag(), errors))
                    .collect(),
            ),
        };
        Ok(Data {
            role,
            ident: &input.ident,
            generics: &input.generics,
            shape,
            span: input.ident.span(),
            foreign_wire_form: attr::serde_attribute_with(
                &input.attrs,
                &["from", "try_from", "into", "remote"],
            ),
        })
    }

    pub fn fields(&self) -> Box<dyn Iterator<Item = &Field<'a>> + '_> {
        match &self.shape {
            Shape::Struct(fields) => Box::new(fields.iter()),
            Shape::Enum(variants) => Box::new(variants.iter().flat_map(|v| v.fields.iter())),
        }
    }
}

impl<'a> Variant<'a> {
    fn new(variant: serde_ast::Variant<'a>, tag: &TagType, errors: &mut Errors) -> Self {
        let name = variant.attrs.name();
        let split = name.serialize_name().value != name.deserialize_name().value;
        let name = name.serialize_name().value.clone();
        let prefix = match tag {
            _ if variant.attrs.untagged() => None,
            TagType::External => Some(name),
            TagType::Adjacent { content, .. } => Some(content.clone()),
            TagType::Internal { .. } | TagType::None => None,
        };
        let style = variant.style;
        let fields = variant
            .fields
            .into_iter()
            .enumerate()
            .map(|(index, field)| {
                let mut path: Vec<Segment> = prefix.clone().map(Segment::Key).into_iter().collect();
                path.extend(own_segment(style, index, &field));
                let mut field = Field::new(field, path, true, errors);
                if split {
                    field
                        .split_name
                        .get_or_insert(variant.original.ident.span());
                }
                field
            })
            .collect();
        Variant {
            ident: &variant.original.ident,
            fields,
            named: matches!(style, serde_ast::Style::Struct),
        }
    }
}

/// The step serde adds for one field of a struct or variant of this style.
fn own_segment(style: serde_ast::Style, index: usize, field: &serde_ast::Field) -> Option<Segment> {
    match style {
        _ if field.attrs.flatten() => None,
        serde_ast::Style::Struct => Some(Segment::Key(
            field.attrs.name().serialize_name().value.clone(),
        )),
        serde_ast::Style::Tuple => Some(Segment::Index(index)),
        serde_ast::Style::Newtype | serde_ast::Style::Unit => None,
    }
}

impl<'a> Field<'a> {
    fn new(
        field: serde_ast::Field<'a>,
        path: Vec<Segment>,
        in_variant: bool,
        errors: &mut Errors,
    ) -> Self {
        let attrs = &field.original.attrs;
        let name = field.attrs.name();
        Field {
            ty: field.ty,
            path,
            limits: attr::limits(attrs, errors),
            caller_text: attr::caller_text(attrs),
            record: attr::record(attrs, errors),
            opt_out: attr::opt_out(attrs),
            flatten: field.attrs.flatten(),
            never_read: field.attrs.skip_deserializing(),
            in_variant,
            split_name: (name.serialize_name().value != name.deserialize_name().value)
                .then(|| name.serialize_name().span),
            member: field.member,
        }
    }
}

/// A function under `#[verification_tool]`.
pub struct ToolFn<'a> {
    pub item: &'a ItemFn,
    /// `None` when missing or unreadable, which has been reported (and so for `title`).
    pub name: Option<LitStr>,
    pub title: Option<LitStr>,
    /// The fields a brief answer keeps; empty when the tool keeps them all.
    pub brief: String,
    pub description: String,
    pub request: Option<&'a Type>,
    pub has_history: bool,
    pub response: Option<&'a Type>,
}

impl<'a> ToolFn<'a> {
    /// The model of `item`, with mistakes in the macro's arguments added to `errors`.
    pub fn from_syn(args: TokenStream, item: &'a ItemFn, errors: &mut Errors) -> Self {
        let args = attr::ToolArgs::parse(args, errors);
        let inputs: Vec<&Type> = item
            .sig
            .inputs
            .iter()
            .filter_map(|input| match input {
                FnArg::Typed(pat) => Some(&*pat.ty),
                FnArg::Receiver(_) => None,
            })
            .collect();
        ToolFn {
            item,
            name: args.name,
            title: args.title,
            brief: args.brief.map(|brief| brief.value()).unwrap_or_default(),
            description: doc_text(&item.attrs),
            request: inputs.first().copied(),
            has_history: inputs.len() > 1,
            response: match &item.sig.output {
                ReturnType::Type(_, ty) => Some(ty),
                ReturnType::Default => None,
            },
        }
    }

    pub fn span(&self) -> Span {
        self.item.sig.ident.span()
    }

    pub fn arguments(&self) -> impl Iterator<Item = &'a FnArg> {
        self.item.sig.inputs.iter()
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
