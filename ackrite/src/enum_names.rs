//! The fixed names of the analysis enums (`KNOWN`, `test_result`, `rewrite_scope`, …).
//!
//! Agents and tests match on these names, so each is written exactly once: beside its variant,
//! in the enum's declaration, through [`named!`]. The macro derives from that one list the
//! variants, `ALL`, `as_str` and the [`Named`] impl, so a variant cannot exist without a name
//! nor be left out of `ALL`. The wire (`boundary::wire_name::Wire`) serialises, parses and
//! publishes the names through [`Named`]; the analysis itself stays plain Rust.

/// An enum whose every value has a fixed name.
pub trait Named: Copy + Eq + 'static {
    /// The enum's own name (`Status`), for the schema that lists the names.
    const TYPE_NAME: &'static str;
    /// Every value, in declaration order.
    const ALL: &'static [Self];
    /// The name of each value of [`Named::ALL`], in the same order.
    const NAMES: &'static [&'static str];

    fn as_str(self) -> &'static str;

    /// The value with this name, if any (names are case-sensitive).
    fn from_name(name: &str) -> Option<Self> {
        Self::NAMES
            .iter()
            .position(|known| *known == name)
            .map(|index| Self::ALL[index])
    }
}

/// Declares an enum of unit variants, each with its name: `Known = "KNOWN"`. Attributes and doc
/// comments on the enum and its variants are kept.
macro_rules! named {
    (
        $(#[$meta:meta])*
        $vis:vis enum $ty:ident {
            $($(#[$variant_meta:meta])* $variant:ident = $name:literal),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $ty {
            $($(#[$variant_meta])* $variant),+
        }

        impl $ty {
            /// Every value, in declaration order.
            pub const ALL: [$ty; [$($name),+].len()] = [$($ty::$variant),+];

            /// The fixed name, on the wire and in messages.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($ty::$variant => $name),+
                }
            }
        }

        impl $crate::enum_names::Named for $ty {
            const TYPE_NAME: &'static str = stringify!($ty);
            const ALL: &'static [$ty] = &$ty::ALL;
            const NAMES: &'static [&'static str] = &[$($name),+];

            fn as_str(self) -> &'static str {
                $ty::as_str(self)
            }
        }
    };
}

pub(crate) use named;

#[cfg(test)]
mod tests {
    use super::Named;
    use crate::attempt::Outcome;
    use crate::audit::FindingId;
    use crate::claim::Status;
    use crate::evidence::{EvidenceType, Polarity};
    use crate::reality::IssueKind;
    use crate::severity::Severity;

    /// Each value's name is the one at its position in `NAMES`, every name is used once, and
    /// `from_name` inverts `as_str`.
    fn consistent<T: Named + std::fmt::Debug>() {
        assert_eq!(T::ALL.len(), T::NAMES.len(), "{}", T::TYPE_NAME);
        for (value, name) in T::ALL.iter().zip(T::NAMES) {
            assert_eq!(value.as_str(), *name, "{}", T::TYPE_NAME);
            assert_eq!(T::from_name(name), Some(*value), "{}", T::TYPE_NAME);
        }
        let mut names = T::NAMES.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(
            names.len(),
            T::NAMES.len(),
            "{}: a name used twice",
            T::TYPE_NAME
        );
        assert_eq!(T::from_name(""), None);
    }

    #[test]
    fn every_named_enum_lists_each_value_once_under_its_own_name() {
        consistent::<EvidenceType>();
        consistent::<Polarity>();
        consistent::<Status>();
        consistent::<Severity>();
        consistent::<FindingId>();
        consistent::<IssueKind>();
        consistent::<Outcome>();
    }

    #[test]
    fn names_are_case_sensitive() {
        assert_eq!(Status::from_name("KNOWN"), Some(Status::Known));
        assert_eq!(Status::from_name("known"), None);
        assert_eq!(EvidenceType::from_name("Test_Result"), None);
    }
}
