//! The tools, one file each: a request type, a response type and one plain function under
//! `#[verification_tool]`. Every `.rs` file in this folder is compiled as a module by `build.rs`
//! and every tool registers itself, so adding a tool is adding a file. `wire.rs` holds the types
//! several tools share; the wire form of the named analysis enums is `crate::boundary::wire_name`.
//!
//! The functions only convert: the judgement itself lives in the analysis modules
//! ([`crate::claim`], [`crate::proof`], [`crate::audit`], [`crate::reality`]).

include!(concat!(env!("OUT_DIR"), "/tools.rs"));
