//! Table-driven tests of the claim rules, one row per case naming the rule it checks.
