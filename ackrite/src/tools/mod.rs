//! The tools, one file each: a request type, a response type and one plain function under
//! `#[verification_tool]`. Nothing else registers them; `wire` holds the types several tools share.
//!
//! The functions only convert: the judgement itself lives in the analysis modules
//! ([`crate::claim`], [`crate::ledger`], [`crate::proof`], [`crate::audit`], [`crate::reality`]).

pub mod ackrite;
pub mod audit;
pub mod prove_it;
pub mod reality_check;
pub mod verify;
pub mod wire;
