//! Session history (docs/judgement.md, "Sessions"): a bounded, in-process record of one investigation, so an agent that
//! re-asks the same question sees its earlier answer and a loop of attempts is seen as a loop.
//!
//! Everything here is lost at exit, and everything stored has already been redacted. Tools only
//! read a [`SessionView`] snapshot; recording happens in the registry after a call succeeded, so a
//! rejected call stores nothing.

mod history;
mod id;
mod store;
mod view;

pub use history::{
    Bounded, ClaimCall, Contradictions, JudgedClaim, Record, SessionHistory, MAX_ENTRIES,
};
pub use id::{normalise_claim, validate_session_id};
pub use store::{SessionBlock, SessionStore, MAX_SESSIONS};
pub use view::SessionView;
