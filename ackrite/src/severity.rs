//! How much a finding or a reasoning issue should worry the caller, shared by `audit` and
//! `reality` so that both tools speak one scale.

crate::enum_names::named! {
    /// Most severe first: the derived order sorts `High` before `Medium` before `Low`.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub enum Severity {
        /// Acting on it is likely to waste the change or cause harm; settle it first.
        High = "high",
        /// A gap worth closing before the change lands.
        Medium = "medium",
        /// Worth noting; does not block.
        Low = "low",
    }
}

#[cfg(test)]
mod tests {
    use super::Severity;

    #[test]
    fn most_severe_sorts_first_and_names_are_stable() {
        let mut all = [Severity::Low, Severity::High, Severity::Medium];
        all.sort();
        let names: Vec<&str> = all.iter().map(|s| s.as_str()).collect();
        assert_eq!(names, ["high", "medium", "low"]);
    }
}
