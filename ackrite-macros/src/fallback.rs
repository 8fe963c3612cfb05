//! What to emit when the input is invalid: the error, plus just enough of the normal output that
//! the compiler does not bury it under follow-on errors (a missing `CrossesBoundary` impl would
//! otherwise be reported at every use of the type).

use proc_macro2::TokenStream;
use quote::quote;
use syn::{DeriveInput, Error, ItemFn};

use crate::ast::Role;

pub fn data(input: &DeriveInput, role: Role, error: Error) -> TokenStream {
    let ident = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    let error = error.to_compile_error();
    let marker = match role {
        Role::Nested => quote!(),
        Role::Request => {
            quote!(#[diagnostic::do_not_recommend] impl #impl_generics ::ackrite::VerificationRequest for #ident #ty_generics #where_clause {})
        }
        Role::Response => {
            quote!(#[diagnostic::do_not_recommend] impl #impl_generics ::ackrite::VerificationResponse for #ident #ty_generics #where_clause {})
        }
    };
    quote! {
        #error
        impl #impl_generics ::ackrite::CrossesBoundary for #ident #ty_generics #where_clause {
            fn redact(&mut self) {}
        }
        #marker
    }
}

pub fn tool(item: &ItemFn, error: Error) -> TokenStream {
    let error = error.to_compile_error();
    quote! {
        #error
        #item
    }
}
