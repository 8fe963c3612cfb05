//! What the derives know about a type's fields that serde and schemars do not: which fields repeat
//! caller text (for `_provenance`) and which carry declared limits (published in the input schema
//! as `maxLength` / `maxItems` / `minLength`, so the calling model sees them before it errs).
//!
//! Both come from one walk over the type (`CrossesBoundary::describe`), guarded against recursive
//! types.

use std::any::TypeId;

use crate::CrossesBoundary;

/// A limit declared with `#[limit(...)]` on a request field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    Chars(usize),
    Items(usize),
    NonBlank,
}

#[derive(Debug, Default)]
pub struct FieldFacts {
    caller_text: Vec<String>,
    limits: Vec<(String, Limit)>,
    /// The derived types on the current path, so a recursive type ends the walk.
    visiting: Vec<TypeId>,
}

impl FieldFacts {
    /// Walks `T` from the root.
    pub fn of<T: CrossesBoundary + 'static>() -> Self {
        let mut facts = FieldFacts::default();
        T::describe("", &mut facts);
        facts
    }

    pub fn caller_text(&mut self, path: String) {
        if !self.caller_text.contains(&path) {
            self.caller_text.push(path);
        }
    }

    pub fn limit(&mut self, path: &str, limit: Limit) {
        self.limits.push((path.to_owned(), limit));
    }

    /// Starts the walk of a derived type at `at`. When the type is already on the path (a
    /// recursive type) the subtree at `at` is labelled as caller text as a whole — over-labelling
    /// is safe, missing a field is not — and the caller must not descend.
    pub fn enter<T: 'static>(&mut self, at: &str) -> bool {
        let id = TypeId::of::<T>();
        if self.visiting.contains(&id) {
            self.caller_text(at.to_owned());
            return false;
        }
        self.visiting.push(id);
        true
    }

    pub fn leave(&mut self) {
        self.visiting.pop();
    }

    /// Caller-text paths in declaration order (`claim`, `supporting[].excerpt`).
    pub fn caller_text_paths(&self) -> &[String] {
        &self.caller_text
    }

    pub fn limits(&self) -> &[(String, Limit)] {
        &self.limits
    }
}

/// `parent.field`, or `field` at the root.
pub fn join(at: &str, field: &str) -> String {
    if at.is_empty() {
        field.to_owned()
    } else {
        format!("{at}.{field}")
    }
}

/// The path of the items of a list: `supporting[]`.
pub fn items(at: &str) -> String {
    format!("{at}[]")
}

/// The path of a map's values.
pub fn values(at: &str) -> String {
    format!("{at}.*")
}
