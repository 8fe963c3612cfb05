//! The `CrossesBoundary` trait, written by `#[derive(ackrite::Redact)]`: what makes a type allowed
//! at the tool boundary.
//!
//! A value may appear in a tool's request or response only if every string in it can be reached
//! and redacted. The derives implement this trait field by field, with each field's type bound to
//! it at the field's span, so a field that could carry unredacted text (a `PathBuf`, a `Cow`, a
//! type without the derive) does not compile. There is deliberately no opt-out.
//!
//! The trait also carries the other walks the boundary makes over every field — limit checks on
//! requests and the caller-text labels of responses — so one bound covers them all and a field
//! can never be skipped by one of them while passing the others.

use std::collections::{BTreeMap, HashMap};

use serde_json::Value;

use crate::boundary::field_facts::{self, FieldFacts};
use crate::boundary::input::{FieldPath, InputError};

pub trait CrossesBoundary {
    /// Replaces every secret in every string reachable from `self`.
    fn redact(&mut self);

    /// Checks the `#[limit]`s declared inside this value; `at` is where the value sits in the
    /// request, for the error message.
    fn check_limits(&self, _at: &FieldPath<'_>) -> Result<(), InputError> {
        Ok(())
    }

    /// Reports the facts the derives know about the fields inside this type (caller text,
    /// declared limits), `at` being the path of the value itself (`supporting[]`).
    fn describe(_at: &str, _facts: &mut FieldFacts)
    where
        Self: Sized + 'static,
    {
    }
}

/// How the derives reach a field's `CrossesBoundary` impl:
/// `<FieldType as ToolBoundary>::redact_field(..)`, emitted at the field's type.
///
/// A trait of its own, implemented once for every `CrossesBoundary` type and marked
/// `do_not_recommend`, so a field whose type cannot be redacted gets exactly one error (E0277), at
/// the field, with the message below: the three operations share the span and the obligation, so
/// the compiler merges them, and it lists no "other types implement `CrossesBoundary`" (a list
/// that would grow with every tool). See `ui-tests/tests/ui/fail/` for what a contributor sees.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot cross the tool boundary: Ackrite could not redact the text inside it",
    label = "not redactable, so not allowed in a tool request or response",
    note = "use `String` (or numbers, bool, Option/Vec/Box/BTreeMap/HashMap of them, serde_json::Value), or put `#[derive(ackrite::Redact)]` on your own type, and on every type inside it"
)]
pub trait ToolBoundary {
    /// Redacts the field in place.
    fn redact_field(&mut self);

    /// Checks the limits declared inside the field; `at` is where it sits.
    fn check_field(&self, at: &FieldPath<'_>) -> Result<(), InputError>;

    /// Reports the field's caller-text and limit facts; `at` is its path.
    fn describe_field(at: &str, facts: &mut FieldFacts)
    where
        Self: Sized + 'static;
}

#[diagnostic::do_not_recommend]
impl<T: CrossesBoundary> ToolBoundary for T {
    fn redact_field(&mut self) {
        self.redact();
    }

    fn check_field(&self, at: &FieldPath<'_>) -> Result<(), InputError> {
        self.check_limits(at)
    }

    fn describe_field(at: &str, facts: &mut FieldFacts)
    where
        Self: Sized + 'static,
    {
        T::describe(at, facts);
    }
}

impl CrossesBoundary for String {
    fn redact(&mut self) {
        if let std::borrow::Cow::Owned(redacted) = crate::secrets::redact(self) {
            *self = redacted;
        }
    }
}

/// Types that hold no text: nothing to redact, nothing to label.
macro_rules! textless {
    ($($ty:ty),*) => {
        $(impl CrossesBoundary for $ty {
            fn redact(&mut self) {}
        })*
    };
}

textless!(bool, u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

impl<T: CrossesBoundary + 'static> CrossesBoundary for Option<T> {
    fn redact(&mut self) {
        if let Some(value) = self {
            value.redact();
        }
    }

    fn check_limits(&self, at: &FieldPath<'_>) -> Result<(), InputError> {
        self.as_ref().map_or(Ok(()), |value| value.check_limits(at))
    }

    fn describe(at: &str, facts: &mut FieldFacts) {
        T::describe(at, facts);
    }
}

impl<T: CrossesBoundary + 'static> CrossesBoundary for Box<T> {
    fn redact(&mut self) {
        (**self).redact();
    }

    fn check_limits(&self, at: &FieldPath<'_>) -> Result<(), InputError> {
        (**self).check_limits(at)
    }

    fn describe(at: &str, facts: &mut FieldFacts) {
        T::describe(at, facts);
    }
}

impl<T: CrossesBoundary + 'static> CrossesBoundary for Vec<T> {
    fn redact(&mut self) {
        self.iter_mut().for_each(CrossesBoundary::redact);
    }

    fn check_limits(&self, at: &FieldPath<'_>) -> Result<(), InputError> {
        self.iter()
            .enumerate()
            .try_for_each(|(index, value)| value.check_limits(&at.index(index)))
    }

    fn describe(at: &str, facts: &mut FieldFacts) {
        T::describe(&field_facts::items(at), facts);
    }
}

/// Map keys are caller text as much as values are, so both are redacted; a key whose redacted
/// form collides with another keeps the later value, which is still fully redacted.
fn redact_entries<V: CrossesBoundary, M>(map: &mut M)
where
    M: Default + IntoIterator<Item = (String, V)> + Extend<(String, V)>,
{
    let entries = std::mem::take(map);
    map.extend(entries.into_iter().map(|(mut key, mut value)| {
        key.redact();
        value.redact();
        (key, value)
    }));
}

/// Implements `CrossesBoundary` for a map type keyed by `String`.
macro_rules! redact_map {
    ($($map:ident $(<$hasher:ident>)?),*) => {
        $(impl<T: CrossesBoundary + 'static $(, $hasher: std::hash::BuildHasher + Default)?>
            CrossesBoundary for $map<String, T $(, $hasher)?>
        {
            fn redact(&mut self) {
                redact_entries(self);
            }

            fn check_limits(&self, at: &FieldPath<'_>) -> Result<(), InputError> {
                self.iter()
                    .try_for_each(|(key, value)| value.check_limits(&at.key(key)))
            }


            fn describe(at: &str, facts: &mut FieldFacts) {
                T::describe(&field_facts::values(at), facts);
            }
        })*
    };
}

redact_map!(BTreeMap, HashMap<S>);

impl CrossesBoundary for Value {
    fn redact(&mut self) {
        match self {
            Value::String(text) => text.redact(),
            Value::Array(items) => items.iter_mut().for_each(CrossesBoundary::redact),
            Value::Object(map) => redact_entries(map),
            Value::Null | Value::Bool(_) | Value::Number(_) => {}
        }
    }
}
