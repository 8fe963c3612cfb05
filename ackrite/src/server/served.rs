//! Which tools a server offers: all of them, or the subset `--tools a,b` (or `ACKRITE_TOOLS`)
//! names. Every tool offered costs the calling model its definition in every session, so a
//! user who needs two tools can pay for two. A prompt whose procedure calls a tool left out is
//! not offered either.

use crate::registry::registry;

/// The environment variable that names the tools when `--tools` is not given.
pub const TOOLS_ENV: &str = "ACKRITE_TOOLS";

/// The names of the tools served, in listing order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Served {
    names: Vec<&'static str>,
}

impl Served {
    /// Every registered tool.
    pub fn all() -> Self {
        Served {
            names: registry().names(),
        }
    }

    /// The tools a comma-separated list names; an unknown or missing name is refused, naming
    /// the tools that exist.
    pub fn only(list: &str) -> Result<Self, String> {
        let known = registry().names();
        let mut names = Vec::new();
        for name in list
            .split(',')
            .map(str::trim)
            .filter(|name| !name.is_empty())
        {
            let Some(tool) = known.iter().find(|tool| **tool == name) else {
                return Err(format!(
                    "--tools: unknown tool, {}; the tools are {}",
                    crate::boundary::caller_quote::quote(name),
                    known.join(", ")
                ));
            };
            if !names.contains(tool) {
                names.push(*tool);
            }
        }
        if names.is_empty() {
            return Err(format!(
                "--tools: name at least one tool; the tools are {}",
                known.join(", ")
            ));
        }
        names.sort_unstable();
        Ok(Served { names })
    }

    /// From `--tools` if given, else from [`TOOLS_ENV`] if set, else every tool.
    pub fn from(flag: Option<&str>) -> Result<Self, String> {
        match flag
            .map(str::to_owned)
            .or_else(|| std::env::var(TOOLS_ENV).ok())
        {
            Some(list) => Served::only(&list),
            None => Ok(Served::all()),
        }
    }

    pub fn names(&self) -> &[&'static str] {
        &self.names
    }

    pub fn contains(&self, name: &str) -> bool {
        self.names.contains(&name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_names_a_subset_and_an_unknown_name_is_refused_with_the_known_ones() {
        assert_eq!(
            Served::only(" verify,ackrite,verify ").unwrap().names(),
            ["ackrite", "verify"]
        );
        let error = Served::only("ackrite,proveit").unwrap_err();
        assert!(error.contains("\"proveit\""), "{error}");
        assert!(
            error.contains("ackrite, audit, prove_it, reality_check, verify"),
            "{error}"
        );
        assert!(Served::only(" , ")
            .unwrap_err()
            .contains("name at least one tool"));
    }
}
