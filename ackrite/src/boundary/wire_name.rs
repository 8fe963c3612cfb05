//! [`Wire`]: the one wire form of every named analysis enum (`Status`, `EvidenceType`,
//! `FindingId`, …), so no tool repeats a list of variants.

use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;

use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use crate::enum_names::Named;
use crate::CrossesBoundary;

/// A named analysis value (`Status`, `EvidenceType`, `FindingId`, …) as it crosses the wire: its
/// name from [`Named`], the one list of names, so the wire repeats no variant. It serialises as
/// the name, parses a name (anything else is serde's `unknown variant` error listing the allowed
/// names, which the input layer reports at the field), and publishes a string `enum` of the
/// names under the enum's own name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Wire<T>(pub T);

impl<T: Named> From<T> for Wire<T> {
    fn from(value: T) -> Self {
        Wire(value)
    }
}

impl<T: Named> Serialize for Wire<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0.as_str())
    }
}

impl<'de, T: Named> Deserialize<'de> for Wire<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(NameVisitor(PhantomData))
    }
}

struct NameVisitor<T>(PhantomData<T>);

impl<T: Named> Visitor<'_> for NameVisitor<T> {
    type Value = Wire<T>;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        let names: Vec<String> = T::NAMES.iter().map(|name| format!("`{name}`")).collect();
        write!(formatter, "one of {}", names.join(", "))
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<Self::Value, E> {
        T::from_name(name)
            .map(Wire)
            .ok_or_else(|| E::unknown_variant(name, T::NAMES))
    }
}

impl<T: Named> JsonSchema for Wire<T> {
    fn schema_name() -> Cow<'static, str> {
        Cow::Borrowed(T::TYPE_NAME)
    }

    fn schema_id() -> Cow<'static, str> {
        Cow::Borrowed(std::any::type_name::<T>())
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "string", "enum": T::NAMES })
    }
}

/// A name is one of a fixed set of strings: nothing in it came from the caller.
impl<T: Named> CrossesBoundary for Wire<T> {
    fn redact(&mut self) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claim::Status;
    use crate::evidence::{EvidenceType, Polarity};

    /// Every value of `T` crosses the wire as its name and back, the published schema lists
    /// exactly `T::NAMES`, and a name outside them is refused with the allowed ones listed.
    fn round_trips<T: Named + fmt::Debug>() {
        for (&value, &name) in T::ALL.iter().zip(T::NAMES) {
            let wire = serde_json::to_value(Wire(value)).expect("serialises");
            assert_eq!(wire, name, "{}", T::TYPE_NAME);
            let back: Wire<T> = serde_json::from_value(wire).expect("parses its own name");
            assert_eq!(back, Wire(value), "{}", T::TYPE_NAME);
        }
        let schema = schemars::schema_for!(Wire<T>).to_value();
        assert_eq!(schema["type"], "string", "{}", T::TYPE_NAME);
        assert_eq!(
            schema["enum"],
            serde_json::json!(T::NAMES),
            "{}",
            T::TYPE_NAME
        );
        assert_eq!(Wire::<T>::schema_name(), T::TYPE_NAME);
        for wrong in [serde_json::json!("no_such_name"), serde_json::json!(5)] {
            let error = serde_json::from_value::<Wire<T>>(wrong.clone())
                .expect_err("not a name")
                .to_string();
            for name in T::NAMES {
                assert!(error.contains(&format!("`{name}`")), "{wrong}: {error}");
            }
        }
    }

    #[test]
    fn every_named_value_round_trips_through_the_wire() {
        round_trips::<EvidenceType>();
        round_trips::<Polarity>();
        round_trips::<Status>();
        round_trips::<crate::severity::Severity>();
        round_trips::<crate::audit::FindingId>();
        round_trips::<crate::reality::IssueKind>();
        round_trips::<crate::attempt::Outcome>();
    }
}
