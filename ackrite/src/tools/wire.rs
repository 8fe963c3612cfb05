//! Wire types shared by several tools: the evidence item as callers send it, and the shapes in
//! which responses quote evidence and name assumptions. Conversions into the plain analysis types
//! live here too, so the analysis never sees serde.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::claim::{Assumption, JudgedPart, Quoted, Reconciliation, Status};
use crate::evidence::{excerpt, Evidence, EvidenceType, Polarity, DEFAULT_RELIABILITY};
use crate::input::Fraction;
use crate::severity::Severity;
use crate::Redact;

/// One observation.
#[derive(Debug, Deserialize, JsonSchema, Redact)]
pub struct EvidenceInput {
    /// Tests and observations weigh most (default other).
    #[serde(default, rename = "type")]
    pub kind: EvidenceKind,
    /// Test, log or file:line.
    #[limit(chars = 200)]
    pub source: Option<String>,
    /// The observation, verbatim.
    #[limit(chars = 16000, nonblank)]
    pub content: String,
    /// Set it: never inferred; the default, neutral, proves nothing.
    #[serde(default)]
    pub polarity: PolarityName,
    /// 0-1 trust (default 0.7).
    pub reliability: Option<Fraction>,
}

#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, JsonSchema, Redact)]
#[serde(rename_all = "snake_case")]
pub enum EvidenceKind {
    Code,
    Log,
    HttpRequest,
    HttpResponse,
    TestResult,
    Documentation,
    ObservedBehavior,
    UserFact,
    Inference,
    #[default]
    Other,
}

impl From<EvidenceKind> for EvidenceType {
    fn from(kind: EvidenceKind) -> Self {
        match kind {
            EvidenceKind::Code => EvidenceType::Code,
            EvidenceKind::Log => EvidenceType::Log,
            EvidenceKind::HttpRequest => EvidenceType::HttpRequest,
            EvidenceKind::HttpResponse => EvidenceType::HttpResponse,
            EvidenceKind::TestResult => EvidenceType::TestResult,
            EvidenceKind::Documentation => EvidenceType::Documentation,
            EvidenceKind::ObservedBehavior => EvidenceType::ObservedBehavior,
            EvidenceKind::UserFact => EvidenceType::UserFact,
            EvidenceKind::Inference => EvidenceType::Inference,
            EvidenceKind::Other => EvidenceType::Other,
        }
    }
}

impl From<EvidenceType> for EvidenceKind {
    fn from(kind: EvidenceType) -> Self {
        match kind {
            EvidenceType::Code => EvidenceKind::Code,
            EvidenceType::Log => EvidenceKind::Log,
            EvidenceType::HttpRequest => EvidenceKind::HttpRequest,
            EvidenceType::HttpResponse => EvidenceKind::HttpResponse,
            EvidenceType::TestResult => EvidenceKind::TestResult,
            EvidenceType::Documentation => EvidenceKind::Documentation,
            EvidenceType::ObservedBehavior => EvidenceKind::ObservedBehavior,
            EvidenceType::UserFact => EvidenceKind::UserFact,
            EvidenceType::Inference => EvidenceKind::Inference,
            EvidenceType::Other => EvidenceKind::Other,
        }
    }
}

#[derive(Debug, Clone, Copy, Default, Deserialize, JsonSchema, Redact)]
#[serde(rename_all = "snake_case")]
pub enum PolarityName {
    Supports,
    Contradicts,
    #[default]
    Neutral,
}

impl From<EvidenceInput> for Evidence {
    fn from(input: EvidenceInput) -> Self {
        Evidence {
            kind: input.kind.into(),
            source: input.source,
            content: input.content,
            polarity: match input.polarity {
                PolarityName::Supports => Polarity::Supports,
                PolarityName::Contradicts => Polarity::Contradicts,
                PolarityName::Neutral => Polarity::Neutral,
            },
            reliability: input.reliability.map_or(DEFAULT_RELIABILITY, |r| r.0),
        }
    }
}

pub fn evidence(items: Vec<EvidenceInput>) -> Vec<Evidence> {
    items.into_iter().map(Evidence::from).collect()
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
    pub kind: EvidenceKind,
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
    pub status: StatusName,
    // Indices of the items bearing on it.
    pub evidence: Vec<usize>,
}

pub fn parts(list: Vec<JudgedPart>) -> Vec<PartNote> {
    list.into_iter()
        .map(|p| PartNote {
            text: p.text,
            status: p.status.into(),
            evidence: p.evidence,
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

#[derive(Debug, Clone, Copy, Serialize, JsonSchema, Redact)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum StatusName {
    Known,
    Supported,
    Plausible,
    Unverified,
    Contradicted,
}

impl From<Status> for StatusName {
    fn from(status: Status) -> Self {
        match status {
            Status::Known => StatusName::Known,
            Status::Supported => StatusName::Supported,
            Status::Plausible => StatusName::Plausible,
            Status::Unverified => StatusName::Unverified,
            Status::Contradicted => StatusName::Contradicted,
        }
    }
}

#[derive(Debug, Clone, Copy, Serialize, JsonSchema, Redact)]
#[serde(rename_all = "lowercase")]
pub enum SeverityName {
    High,
    Medium,
    Low,
}

impl From<Severity> for SeverityName {
    fn from(severity: Severity) -> Self {
        match severity {
            Severity::High => SeverityName::High,
            Severity::Medium => SeverityName::Medium,
            Severity::Low => SeverityName::Low,
        }
    }
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
pub struct ClaimRequest {
    /// The claim to test, one sentence.
    #[limit(chars = 4000, nonblank)]
    pub claim: String,
    /// Observations, one per item.
    #[serde(default)]
    #[limit(items = 64)]
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
        input.into()
    }

    #[test]
    fn evidence_fields_default_as_spec_3_says() {
        let item = parse(serde_json::json!({ "content": "observed" }));
        assert_eq!(item.kind, EvidenceType::Other, "type defaults to other");
        assert_eq!(item.polarity, Polarity::Neutral, "polarity defaults to neutral");
        assert_eq!(item.reliability, DEFAULT_RELIABILITY, "reliability defaults to 0.7");
        assert_eq!(item.source, None);
    }

    #[test]
    fn every_wire_type_name_maps_to_the_model() {
        for kind in EvidenceType::ALL {
            let wire = serde_json::to_value(EvidenceKind::from(kind)).expect("serialises");
            assert_eq!(wire, kind.as_str());
            let back = parse(serde_json::json!({ "content": "x", "type": kind.as_str() }));
            assert_eq!(back.kind, kind);
        }
        for polarity in [Polarity::Supports, Polarity::Contradicts, Polarity::Neutral] {
            let back = parse(serde_json::json!({ "content": "x", "polarity": polarity.as_str() }));
            assert_eq!(back.polarity, polarity);
        }
    }

    #[test]
    fn numeric_string_reliability_is_the_number() {
        let item = parse(serde_json::json!({ "content": "x", "reliability": "0.85" }));
        assert_eq!(item.reliability, 0.85);
    }
}
