//! The mistakes found in one item, gathered the way serde's `Ctxt` gathers them: reading and
//! checking go on past a mistake, so one compile reports every mistake in a struct or a tool
//! function, not one per round of editing.

use syn::{Error, Result};

/// Every error found so far, combined with `syn::Error::combine` into one that the compiler
/// reports as separate messages, each at its own token.
#[derive(Default)]
pub struct Errors(Option<Error>);

impl Errors {
    pub fn push(&mut self, error: Error) {
        match &mut self.0 {
            Some(all) => all.combine(error),
            None => self.0 = Some(error),
        }
    }

    /// `Ok` when nothing was wrong, else every error at once.
    pub fn finish(self) -> Result<()> {
        self.0.map_or(Ok(()), Err)
    }
}
