//! Which rules fire (`rules`, one row per case naming the rule), and properties that hold for
//! any input (`properties`).

mod properties;
mod rules;

use super::*;
use crate::evidence::EvidenceType;

fn kinds(check: &RealityCheck) -> Vec<&'static str> {
    check.issues.iter().map(|i| i.kind.as_str()).collect()
}
