//! Wire types shared by several tools: the evidence item as callers send it, and the shapes in
//! which responses quote evidence and name assumptions. Conversions into the plain analysis types
//! live here too, so the analysis never sees serde.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::boundary::input::Fraction;
use crate::claim::{Assumption, JudgedPart, Quoted, Reconciliation, Status};
use crate::evidence::{excerpt, Evidence, EvidenceType, Polarity, DEFAULT_RELIABILITY};
use crate::Redact;

pub use crate::boundary::wire_name::Wire;

/// One observation.
#[derive(Debug, Deserialize, JsonSchema, Redact)]
#[serde(deny_unknown_fields)]
pub struct EvidenceInput {
    /// Default other.
    #[serde(default, rename = "type")]
    pub kind: Wire<EvidenceType>,
    /// Test, log or file:line.
    #[limit(chars = 200)]
    pub source: Option<String>,
    /// Verbatim.
    #[limit(chars = 16000, nonblank)]
    pub content: String,
    /// Never inferred; default neutral.
    #[serde(default)]
    pub polarity: Wire<Polarity>,
    /// 0-1, default 0.7.
    pub reliability: Option<Fraction>,
}

impl From<&EvidenceInput> for Evidence {
    fn from(input: &EvidenceInput) -> Self {
        Evidence {
            kind: input.kind.0,
            source: input.source.clone(),
            content: input.content.clone(),
            polarity: input.polarity.0,
            reliability: input.reliability.map_or(DEFAULT_RELIABILITY, |r| r.0),
        }
    }
}

/// One attempt an agent made, as it reports it (`reality_check`), and as sessions record it.
#[derive(Debug, Deserialize, JsonSchema, Redact)]
#[serde(deny_unknown_fields)]
pub struct AttemptInput {
    /// What you tried.
    #[limit(chars = 2000, nonblank)]
    pub approach: String,
    /// What happened.
    #[serde(default)]
    #[limit(chars = 2000)]
    pub outcome: String,
}

pub fn evidence(items: &[EvidenceInput]) -> Vec<Evidence> {
    items.iter().map(Evidence::from).collect()
}

/// An evidence item quoted back, with its provenance. Named `Quote` in output schemas, where it
/// is defined once and referenced from each list of quotes.
#[derive(Debug, Serialize, JsonSchema, Redact)]
#[schemars(rename = "Quote")]
pub struct EvidenceQuote {
    // Position in your `evidence` list.
    pub index: usize,
    // Published as a plain string: the request schema already lists the evidence types.
    #[serde(rename = "type")]
    #[schemars(with = "String")]
    pub kind: Wire<EvidenceType>,
    #[caller_text]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    // At most 240 characters of the content.
    #[caller_text]
    pub excerpt: String,
    pub reliability: f64,
    // Session call it was carried from.
    #[serde(rename = "carriedFromCall", skip_serializing_if = "Option::is_none")]
    pub carried_from_call: Option<u64>,
}

/// Quotes observations as the analysis chose them.
pub fn quoted(list: &[Quoted]) -> Vec<EvidenceQuote> {
    list.iter()
        .map(|q| EvidenceQuote {
            index: q.index,
            kind: q.item.kind.into(),
            source: q.item.source.clone(),
            excerpt: excerpt(&q.item.content),
            reliability: q.item.reliability,
            carried_from_call: q.carried_from,
        })
        .collect()
}

/// One assertion of the claim, with its own status.
#[derive(Debug, Serialize, JsonSchema, Redact)]
pub struct PartNote {
    #[caller_text]
    pub text: String,
    pub status: Wire<Status>,
    // Words of its assertion and specifics no supporting item shows.
    #[caller_text]
    pub unshown: Vec<String>,
    // Indices of the items bearing on it.
    pub evidence: Vec<usize>,
}

pub fn parts(list: Vec<JudgedPart>) -> Vec<PartNote> {
    list.into_iter()
        .map(|p| PartNote {
            text: p.text,
            status: p.status.into(),
            unshown: p.unshown,
            evidence: p.evidence,
        })
        .collect()
}

// An item labelled supports whose content says the opposite: counted as neutral.
#[derive(Debug, Serialize, JsonSchema, Redact)]
pub struct LabelConflictNote {
    pub index: usize,
    #[caller_text]
    pub reason: String,
}

pub fn label_conflicts(list: Vec<crate::claim::LabelConflict>) -> Vec<LabelConflictNote> {
    list.into_iter()
        .map(|c| LabelConflictNote {
            index: c.index,
            reason: c.reason,
        })
        .collect()
}

/// What a claim tool adds to the `session` block: the contradictions this call reconciled.
#[derive(Debug, Serialize, JsonSchema, Redact)]
pub struct SessionNote {
    pub reconciled: Vec<ReconciledNote>,
}

#[derive(Debug, Serialize, JsonSchema, Redact)]
#[serde(rename_all = "camelCase")]
pub struct ReconciledNote {
    /// The contradicting item's excerpt.
    #[caller_text]
    pub excerpt: String,
    /// Reconciling item in this call.
    pub by_evidence: usize,
    /// Session call of the contradiction.
    pub from_call: u64,
    pub index: usize,
}

/// The note for a call made in a session (`None` without one).
pub fn session_note(in_session: bool, reconciled: Vec<Reconciliation>) -> Option<SessionNote> {
    in_session.then(|| SessionNote {
        reconciled: reconciled
            .into_iter()
            .map(|r| ReconciledNote {
                excerpt: r.excerpt,
                by_evidence: r.by_evidence,
                from_call: r.from_call,
                index: r.index,
            })
            .collect(),
    })
}

/// Quotes the items at `indices` of the caller's list.
pub fn quotes(evidence: &[Evidence], indices: &[usize]) -> Vec<EvidenceQuote> {
    indices
        .iter()
        .filter_map(|&index| {
            let item = evidence.get(index)?;
            Some(EvidenceQuote {
                index,
                kind: item.kind.into(),
                source: item.source.clone(),
                excerpt: excerpt(&item.content),
                reliability: item.reliability,
                carried_from_call: None,
            })
        })
        .collect()
}

/// An assumption the conclusion rests on, with the evidence it concerns.
#[derive(Debug, Serialize, JsonSchema, Redact)]
pub struct AssumptionNote {
    #[caller_text]
    pub text: String,
    pub evidence: Vec<usize>,
}

impl From<Assumption> for AssumptionNote {
    fn from(assumption: Assumption) -> Self {
        AssumptionNote {
            text: assumption.text,
            evidence: assumption.evidence,
        }
    }
}

pub fn assumptions(list: Vec<Assumption>) -> Vec<AssumptionNote> {
    list.into_iter().map(AssumptionNote::from).collect()
}

/// What the response says about `context` (README, "The tools"): it was read, and it proved nothing.
pub fn context_note(context: &Option<String>) -> Option<String> {
    context
        .as_ref()
        .filter(|c| !c.trim().is_empty())
        .map(|_| "context was read as background only and was not counted as evidence".to_owned())
}

/// Rounds to two decimals for the wire, so equal judgements print identically.
pub fn two_decimals(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// The claim tools' shared request: `ackrite`, `verify` and `prove_it` take the same input.
#[derive(Debug, Deserialize, JsonSchema, crate::VerificationRequest)]
#[serde(deny_unknown_fields)]
pub struct ClaimRequest {
    /// The claim to test, one sentence.
    #[limit(chars = 4000, nonblank)]
    #[record(claim)]
    pub claim: String,
    /// Observations, one per item.
    #[serde(default)]
    #[limit(items = 64)]
    #[record(evidence)]
    pub evidence: Vec<EvidenceInput>,
    /// Background, not evidence.
    #[limit(chars = 16000)]
    pub context: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: serde_json::Value) -> Evidence {
        let input: EvidenceInput = serde_json::from_value(json).expect("valid evidence");
        Evidence::from(&input)
    }

    #[test]
    fn evidence_fields_default_as_spec_3_says() {
        let item = parse(serde_json::json!({ "content": "observed" }));
        assert_eq!(item.kind, EvidenceType::Other, "type defaults to other");
        assert_eq!(
            item.polarity,
            Polarity::Neutral,
            "polarity defaults to neutral"
        );
        assert_eq!(
            item.reliability, DEFAULT_RELIABILITY,
            "reliability defaults to 0.7"
        );
        assert_eq!(item.source, None);
    }

    #[test]
    fn published_schemas_list_exactly_the_analysis_names() {
        use crate::enum_names::Named;
        type Row = (&'static str, bool, &'static str, &'static [&'static str]);
        let rows: &[Row] = &[
            (
                "ackrite",
                false,
                "/properties/evidence/items/properties/type",
                EvidenceType::NAMES,
            ),
            (
                "audit",
                false,
                "/properties/evidence/items/properties/polarity",
                Polarity::NAMES,
            ),
            ("ackrite", true, "/properties/status", Status::NAMES),
            ("verify", true, "/properties/status", Status::NAMES),
        ];
        for &(tool, output, pointer, names) in rows {
            let tool_def = crate::registry::registry().get(tool).expect("registered");
            let schema = if output {
                tool_def.compiled().output_schema.clone()
            } else {
                tool_def.compiled().input_schema.clone()
            };
            let root = serde_json::Value::Object((*schema).clone());
            let mut field = root
                .pointer(pointer)
                .unwrap_or_else(|| panic!("{tool}: {pointer}"));
            if let Some(reference) = field.get("$ref").and_then(serde_json::Value::as_str) {
                field = root
                    .pointer(reference.trim_start_matches('#'))
                    .unwrap_or_else(|| panic!("{tool}: {reference}"));
            }
            assert_eq!(field["enum"], serde_json::json!(names), "{tool} {pointer}");
        }
    }

    #[test]
    fn evidence_type_and_polarity_parse_every_name_at_their_fields() {
        for kind in EvidenceType::ALL {
            let back = parse(serde_json::json!({ "content": "x", "type": kind.as_str() }));
            assert_eq!(back.kind, kind);
        }
        for polarity in Polarity::ALL {
            let back = parse(serde_json::json!({ "content": "x", "polarity": polarity.as_str() }));
            assert_eq!(back.polarity, polarity);
        }
        let error = serde_path_to_error::deserialize::<_, EvidenceInput>(
            serde_json::json!({ "content": "x", "polarity": "Supports" }),
        )
        .expect_err("names are case-sensitive");
        assert_eq!(error.path().to_string(), "polarity");
        assert!(error.to_string().contains("`supports`"), "{error}");
    }

    #[test]
    fn numeric_string_reliability_is_the_number() {
        let item = parse(serde_json::json!({ "content": "x", "reliability": "0.85" }));
        assert_eq!(item.reliability, 0.85);
    }
}
