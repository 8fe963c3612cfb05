//! Code generation, from a model `valid` has already checked.
//!
//! Every use of a field's type is emitted with `quote_spanned!` at that type and goes through
//! `ackrite::boundary::crossing::ToolBoundary`, so a type that cannot be redacted is reported
//! once, at the field that holds it, by the compiler, with that trait's message — never by the
//! macro guessing from a type's name.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::ast::{Data, Field, Role, Segment, Shape, ToolFn};
use crate::attr::Limit;

pub fn data(data: &Data) -> TokenStream {
    let ident = data.ident;
    let (redact, limits, facts) = match &data.shape {
        Shape::Struct(fields) => struct_bodies(fields),
        Shape::Enum(variants) => {
            let mut redact_arms = Vec::new();
            let mut limit_arms = Vec::new();
            let mut facts = Vec::new();
            for variant in variants {
                let name = variant.ident;
                let bindings: Vec<_> = (0..variant.fields.len())
                    .map(|i| format_ident!("__field{}", i))
                    .collect();
                let pattern = if variant.fields.is_empty() {
                    quote!(Self::#name)
                } else if variant.named {
                    let members = variant.fields.iter().map(|f| &f.member);
                    quote!(Self::#name { #(#members: #bindings),* })
                } else {
                    quote!(Self::#name(#(#bindings),*))
                };
                let redacts = variant.fields.iter().zip(&bindings).map(|(f, b)| {
                    let ty = f.ty;
                    let cuts = field_cuts(f, b);
                    quote_spanned!(ty.span()=> <#ty as ::ackrite::boundary::crossing::ToolBoundary>::redact_field(#b); #cuts)
                });
                redact_arms.push(quote!(#pattern => { #(#redacts)* }));
                let checks = variant
                    .fields
                    .iter()
                    .zip(&bindings)
                    .map(|(f, b)| field_limits(f, b));
                limit_arms.push(quote!(#pattern => { #(#checks)* }));
                facts.extend(variant.fields.iter().map(field_facts));
            }
            (
                quote!(match self { #(#redact_arms)* }),
                quote!(match self { #(#limit_arms)* }),
                quote!(#(#facts)*),
            )
        }
    };
    let record = record(data);
    let marker = match data.role {
        Role::Nested => quote!(),
        Role::Request => {
            quote!(#[diagnostic::do_not_recommend] impl ::ackrite::VerificationRequest for #ident { #record })
        }
        Role::Response => {
            quote!(#[diagnostic::do_not_recommend] impl ::ackrite::VerificationResponse for #ident { #record })
        }
    };
    quote! {
        impl ::ackrite::CrossesBoundary for #ident {
            fn redact(&mut self) {
                #redact
            }

            #[allow(unused_variables)]
            fn check_limits(
                &self,
                at: &::ackrite::boundary::input::FieldPath<'_>,
            ) -> ::core::result::Result<(), ::ackrite::boundary::input::InputError> {
                #limits
                ::core::result::Result::Ok(())
            }

            #[allow(unused_variables)]
            fn describe(at: &str, facts: &mut ::ackrite::boundary::field_facts::FieldFacts) {
                if !facts.enter::<Self>(at) {
                    return;
                }
                #facts
                facts.leave();
            }
        }
        #marker
    }
}

/// The `record` method of a request or response: each `#[record(part)]` field handed to the
/// `RecordParts` method of that name, spanned at the part, so an unknown part or a field of the
/// wrong type is reported at the mark. Nothing without marks: the trait's default records nothing.
fn record(data: &Data) -> TokenStream {
    let Shape::Struct(fields) = &data.shape else {
        return quote!();
    };
    let calls: Vec<TokenStream> = fields
        .iter()
        .filter_map(|f| {
            let part = f.record.as_ref()?;
            let member = &f.member;
            Some(quote_spanned!(part.span()=> ::ackrite::registry::RecordParts::#part(parts, &self.#member);))
        })
        .collect();
    if calls.is_empty() {
        return quote!();
    }
    quote! {
        fn record(&self, parts: &mut ::ackrite::registry::RecordParts) {
            #(#calls)*
        }
    }
}

fn struct_bodies(fields: &[Field]) -> (TokenStream, TokenStream, TokenStream) {
    let redacts = fields.iter().map(|f| {
        let (ty, member) = (f.ty, &f.member);
        let cuts = field_cuts(f, &quote!(&mut self.#member));
        quote_spanned!(ty.span()=> <#ty as ::ackrite::boundary::crossing::ToolBoundary>::redact_field(&mut self.#member); #cuts)
    });
    let checks = fields.iter().map(|f| {
        let member = &f.member;
        field_limits(f, &quote!(&self.#member))
    });
    let facts = fields.iter().map(field_facts);
    (
        quote!(#(#redacts)*),
        quote!(#(#checks)*),
        quote!(#(#facts)*),
    )
}

/// After redaction, a field with `#[limit(chars = N)]` is cut back to `N` characters: the
/// markers can make a text that was within its limit longer.
fn field_cuts(field: &Field, value: &dyn quote::ToTokens) -> TokenStream {
    let cuts = field.limits.iter().filter_map(|limit| match limit {
        Limit::Chars(n) => {
            Some(quote_spanned!(n.span()=> ::ackrite::boundary::input::cut_chars(#value, #n);))
        }
        Limit::Items(_) | Limit::NonBlank(_) => None,
    });
    quote!(#(#cuts)*)
}

/// The declared limits of one field, then the limits nested inside its type.
fn field_limits(field: &Field, value: &dyn quote::ToTokens) -> TokenStream {
    let ty = field.ty;
    let steps = field.path.iter().map(|segment| match segment {
        Segment::Key(key) => quote!(let at = at.field(#key);),
        Segment::Index(index) => quote!(let at = at.index(#index);),
    });
    let checks = field.limits.iter().map(|limit| match limit {
        Limit::Chars(n) => {
            quote_spanned!(n.span()=> ::ackrite::boundary::input::check_chars(#value, #n, &at)?;)
        }
        Limit::Items(n) => {
            quote_spanned!(n.span()=> ::ackrite::boundary::input::check_items(#value, #n, &at)?;)
        }
        Limit::NonBlank(span) => {
            quote_spanned!(*span=> ::ackrite::boundary::input::check_nonblank(#value, &at)?;)
        }
    });
    let nested = quote_spanned!(ty.span()=> <#ty as ::ackrite::boundary::crossing::ToolBoundary>::check_field(#value, &at)?;);
    quote! {
        {
            #(#steps)*
            #(#checks)*
            #nested
        }
    }
}

/// What one field adds to `FieldFacts`: its caller-text mark, its limits, then its type's own.
fn field_facts(field: &Field) -> TokenStream {
    let ty = field.ty;
    let steps = field.path.iter().map(|segment| match segment {
        Segment::Key(key) => {
            quote!(let path = ::ackrite::boundary::field_facts::join(&path, #key);)
        }
        Segment::Index(_) => quote!(let path = ::ackrite::boundary::field_facts::items(&path);),
    });
    let label = field
        .caller_text
        .map(|_| quote!(facts.caller_text(::std::clone::Clone::clone(&path));));
    let limits = field.limits.iter().map(|limit| {
        let limit = match limit {
            Limit::Chars(n) => quote!(Chars(#n)),
            Limit::Items(n) => quote!(Items(#n)),
            Limit::NonBlank(_) => quote!(NonBlank),
        };
        quote!(facts.limit(&path, ::ackrite::boundary::field_facts::Limit::#limit);)
    });
    let nested = quote_spanned!(ty.span()=> <#ty as ::ackrite::boundary::crossing::ToolBoundary>::describe_field(&path, facts););
    quote! {
        {
            let path = ::std::borrow::ToOwned::to_owned(at);
            #(#steps)*
            #label
            #(#limits)*
            #nested
        }
    }
}

pub fn tool(tool: &ToolFn) -> TokenStream {
    let item = tool.item;
    let function = &item.sig.ident;
    let description = &tool.description;
    let brief = &tool.brief;
    // `ast` and `valid` have reported any of these missing, and nothing is expanded then.
    let (Some(name), Some(title), Some(request), Some(response)) =
        (&tool.name, &tool.title, tool.request, tool.response)
    else {
        return quote!(#item);
    };
    let request_type = quote_spanned!(request.span()=> type Request = #request;);
    let response_type = quote_spanned!(response.span()=> type Response = #response;);
    // Spanned at the signature, so a request or response type that is not one is reported there,
    // once, as an unsatisfied bound of `Registration::definition` with the trait's own message.
    let definition = quote_spanned!(response.span()=>
        ::ackrite::registry::Registration::<Tool>::definition(#name, #title, #description, #brief, DEFINED_AT)
    );
    // Where the function is, so two tools with one name can be reported by both locations.
    let defined_at = quote_spanned!(function.span()=>
        ::core::concat!(::core::module_path!(), "::", ::core::stringify!(#function), " (", ::core::file!(), ":", ::core::line!(), ")")
    );
    let run = if tool.has_history {
        quote!(#function(request, history))
    } else {
        quote!({ let _ = history; #function(request) })
    };
    quote! {
        #item

        const _: () = {
            struct Tool;
            const DEFINED_AT: &str = #defined_at;

            impl ::ackrite::registry::ToolFunction for Tool {
                #request_type
                #response_type

                fn run(request: Self::Request, history: &::ackrite::SessionView) -> Self::Response {
                    #run
                }
            }

            #[::ackrite::__private::linkme::distributed_slice(::ackrite::registry::TOOLS)]
            #[linkme(crate = ::ackrite::__private::linkme)]
            static TOOL: ::ackrite::registry::ToolDef = #definition;
        };
    }
}
