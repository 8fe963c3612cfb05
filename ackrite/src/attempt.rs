//! PLACEHOLDER
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt { pub approach: String, pub outcome: String }
