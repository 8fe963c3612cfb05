//! Which rules fire (`rules`, one row per case naming the rule), and properties that hold for
//! any input (`properties`).

mod properties;
mod rules;

use super::*;
use crate::evidence::EvidenceType;

fn ids(audit: &Audit) -> Vec<&'static str> {
    audit.findings.iter().map(|f| f.id.as_str()).collect()
}
