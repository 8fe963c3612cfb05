//! Tool names are the routing key of `tools/call`: two tools with one name would leave one of
//! them unreachable, and which one depends on link order. The linker cannot refuse a duplicate
//! entry in a distributed slice, so the registry refuses it, naming both definitions, and a test
//! checks the raw slice (`TOOLS`, before the registry sees it) so the suite fails first.

use super::ToolDef;

/// The first name two definitions share, as a message naming both and what to do.
pub fn duplicate_name<'a>(defs: impl IntoIterator<Item = &'a ToolDef>) -> Option<String> {
    first_duplicate(defs.into_iter().map(|def| (def.name, def.defined_at)))
}

/// Over `(name, defined_at)` pairs, in any order.
fn first_duplicate<'a>(defs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Option<String> {
    let mut seen: Vec<(&str, &str)> = Vec::new();
    for (name, at) in defs {
        if let Some((_, first)) = seen.iter().find(|(seen, _)| *seen == name) {
            return Some(format!(
                "two tools are named `{name}`: {first} and {at}; MCP routes calls by name, so rename one of them"
            ));
        }
        seen.push((name, at));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_linked_tool_has_its_own_name() {
        // The raw slice, not the registry: the registry would refuse to build instead.
        if let Some(message) = duplicate_name(super::super::TOOLS.iter()) {
            panic!("{message}");
        }
        assert!(
            super::super::TOOLS.len() >= 5,
            "the built-in tools are linked"
        );
    }

    /// The rule a row checks, the `(name, defined_at)` pairs, the expected message.
    type Case<'a> = (&'a str, &'a [(&'a str, &'a str)], Option<&'a str>);

    #[test]
    fn a_shared_name_is_reported_with_both_definitions() {
        let cases: &[Case] = &[
            ("no tools", &[], None),
            ("distinct names", &[("a", "x.rs:1"), ("b", "y.rs:2")], None),
            (
                "one name twice, both locations named",
                &[("a", "x.rs:1"), ("b", "y.rs:2"), ("a", "z.rs:3")],
                Some("two tools are named `a`: x.rs:1 and z.rs:3; MCP routes calls by name, so rename one of them"),
            ),
            (
                "names differing in case are distinct",
                &[("a", "x.rs:1"), ("A", "y.rs:2")],
                None,
            ),
        ];
        for (rule, defs, expected) in cases {
            assert_eq!(
                first_duplicate(defs.iter().copied()).as_deref(),
                *expected,
                "{rule}"
            );
        }
    }
}
