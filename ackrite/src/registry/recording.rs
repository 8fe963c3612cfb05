//! What a successful call adds to its session, read from the typed request and response after
//! redaction.
//!
//! A request or response field takes part by a mark: `#[record(claim)]` on a field makes the
//! derive call [`RecordParts::claim`] with it, and so on for each method below. The methods take
//! the field's own type, so a mark on a field of the wrong type does not compile, and a renamed
//! field takes its mark along: the history cannot silently go empty. A tool whose types carry no
//! mark records only its call and a conclusion of "no finding", with no code of its own.

use crate::attempt::Attempt;
use crate::claim::Status;
use crate::evidence::{excerpt, Evidence};
use crate::secrets;
use crate::session::{normalise_claim, ClaimCall, JudgedClaim, Record};
use crate::tools::wire::{AssumptionNote, AttemptInput, EvidenceInput, SessionNote, Wire};

/// A response item whose kind can be the session's one-line conclusion (`audit: rewrite_scope`):
/// the first of a list marked `#[record(verdict)]` is.
pub trait Verdict {
    fn verdict(&self) -> &'static str;
}

/// The parts of a [`Record`] the marked fields gave, gathered before and after the tool ran.
#[derive(Debug, Default)]
pub struct RecordParts {
    claim: Option<String>,
    evidence: Vec<Evidence>,
    attempts: Vec<Attempt>,
    status: Option<Status>,
    verdict: Option<&'static str>,
    assumptions: Vec<String>,
    reconciled: Vec<(u64, usize)>,
}

impl RecordParts {
    /// The claim judged (request): with a `status`, it becomes the session's judged claim.
    pub fn claim(&mut self, claim: &str) {
        self.claim = Some(normalise_claim(claim));
    }

    /// The call's evidence (request): excerpts for the history, items for the contradiction carry.
    pub fn evidence<'a>(&mut self, items: impl IntoIterator<Item = &'a EvidenceInput>) {
        self.evidence.extend(items.into_iter().map(Evidence::from));
    }

    /// The attempts the caller reports (request).
    pub fn attempts<'a>(&mut self, items: impl IntoIterator<Item = &'a AttemptInput>) {
        self.attempts
            .extend(items.into_iter().map(|attempt| Attempt {
                approach: attempt.approach.clone(),
                outcome: attempt.outcome.clone(),
            }));
    }

    /// The claim's status (response): also the conclusion.
    pub fn status(&mut self, status: &Wire<Status>) {
        self.status = Some(status.0);
    }

    /// The conclusion, when there is no status: the kind of the first item (response).
    pub fn verdict<'a, V: Verdict + 'a>(&mut self, items: impl IntoIterator<Item = &'a V>) {
        if self.verdict.is_none() {
            self.verdict = items.into_iter().next().map(Verdict::verdict);
        }
    }

    /// The assumptions the conclusion rests on (response).
    pub fn assumptions<'a>(&mut self, items: impl IntoIterator<Item = &'a AssumptionNote>) {
        self.assumptions.extend(
            items
                .into_iter()
                .map(|note| excerpt(&secrets::redact(&note.text))),
        );
    }

    /// The earlier contradictions this call reconciled (response).
    pub fn reconciled(&mut self, note: &Option<SessionNote>) {
        self.reconciled.extend(
            note.iter()
                .flat_map(|note| &note.reconciled)
                .map(|r| (r.from_call, r.index)),
        );
    }

    /// The record of a call of `tool`.
    pub fn into_record(self, tool: &str) -> Record {
        let judged = match (self.claim, self.status) {
            (Some(claim), Some(status)) => Some(JudgedClaim {
                claim,
                status: status.as_str().to_owned(),
            }),
            _ => None,
        };
        let verdict = self.status.map(Status::as_str).or(self.verdict);
        let evidence = self
            .evidence
            .iter()
            .map(|item| excerpt(&item.content))
            .collect();
        let claim_call = judged.as_ref().map(|judged| ClaimCall {
            claim: judged.claim.clone(),
            evidence: self.evidence,
            reconciled: self.reconciled,
        });
        Record {
            claim_call,
            judged,
            evidence,
            attempts: self.attempts,
            conclusion: Some(match verdict {
                Some(verdict) => format!("{tool}: {verdict}"),
                None => format!("{tool}: no finding"),
            }),
            assumptions: self.assumptions,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::registry::registry;
    use crate::session::SessionStore;

    /// Runs `tool` in a session and returns its response and the record the call produced.
    fn run(tool: &str, arguments: Value) -> (Value, Record) {
        let Value::Object(arguments) = arguments else {
            panic!("arguments are an object");
        };
        let view = SessionStore::new().view("s");
        let def = registry().get(tool).expect("registered").def;
        let (response, parts) = (def.call)(arguments, &view).expect("valid call");
        let parts = parts.expect("a call in a session has record parts");
        (response, parts.into_record(tool))
    }

    fn texts(list: &Value, key: &str) -> Vec<String> {
        list.as_array()
            .into_iter()
            .flatten()
            .filter_map(|item| item[key].as_str().map(excerpt))
            .collect()
    }

    const CLAIM: &str = "The  export job fails on Mondays because the cron runs in UTC.";

    /// One row per tool: the record agrees with the response the caller saw (status or first
    /// finding/issue as the conclusion, the assumptions listed) and with the request (claim,
    /// evidence, attempts). A field renamed without its `#[record]` mark would fail here.
    #[test]
    fn each_tool_records_what_its_response_and_request_say() {
        let evidence = json!([
            { "type": "log", "content": "cron: export ran at 00:00 UTC", "polarity": "supports" },
            { "type": "test_result", "content": "export test passes on Monday", "polarity": "contradicts", "reliability": 0.9 }
        ]);
        let excerpts = vec![
            "cron: export ran at 00:00 UTC".to_owned(),
            "export test passes on Monday".to_owned(),
        ];
        for tool in ["ackrite", "verify"] {
            let (response, record) = run(tool, json!({ "claim": CLAIM, "evidence": evidence }));
            let status = response["status"].as_str().expect("a status");
            assert_eq!(
                record.judged,
                Some(JudgedClaim {
                    claim: normalise_claim(CLAIM),
                    status: status.to_owned()
                }),
                "{tool}"
            );
            assert_eq!(record.conclusion, Some(format!("{tool}: {status}")));
            assert_eq!(record.evidence, excerpts, "{tool}");
            let listed = if tool == "ackrite" {
                "assumptions"
            } else {
                "assumed"
            };
            assert_eq!(
                record.assumptions,
                texts(&response[listed], "text"),
                "{tool}"
            );
            assert!(
                !record.assumptions.is_empty(),
                "{tool}: the claim rests on something"
            );
            let call = record.claim_call.expect("a judged claim feeds the carry");
            assert_eq!(call.evidence.len(), 2, "{tool}");
            assert_eq!(call.claim, normalise_claim(CLAIM));
        }

        let (_, record) = run("prove_it", json!({ "claim": CLAIM, "evidence": evidence }));
        assert_eq!(record.judged, None, "prove_it judges no status");
        assert_eq!(record.claim_call, None);
        assert_eq!(record.evidence, excerpts);
        assert_eq!(record.conclusion.as_deref(), Some("prove_it: no finding"));

        let (response, record) = run(
            "audit",
            json!({ "proposal": "Rewrite the whole scheduler from scratch.", "evidence": evidence }),
        );
        let first = response["findings"][0]["id"].as_str().expect("a finding");
        assert_eq!(record.conclusion, Some(format!("audit: {first}")));
        assert_eq!(record.evidence, excerpts);
        assert_eq!(record.judged, None);

        let attempts = json!([
            { "approach": "raise the timeout", "outcome": "still fails with 504" },
            { "approach": "raise the timeout", "outcome": "still fails with 504" }
        ]);
        let (response, record) = run(
            "reality_check",
            json!({ "reasoning": "It must be the timeout.", "attempts": attempts }),
        );
        let first = response["issues"][0]["kind"].as_str().expect("an issue");
        assert_eq!(record.conclusion, Some(format!("reality_check: {first}")));
        assert_eq!(
            record.attempts,
            vec![
                Attempt {
                    approach: "raise the timeout".into(),
                    outcome: "still fails with 504".into()
                };
                2
            ]
        );
    }

    #[test]
    fn a_call_outside_a_session_gathers_no_record() {
        let def = registry().get("verify").expect("registered").def;
        let Value::Object(arguments) = json!({ "claim": CLAIM }) else {
            unreachable!()
        };
        let (_, parts) = (def.call)(arguments, &crate::SessionView::none()).expect("valid");
        assert!(parts.is_none());
    }

    #[test]
    fn the_reconciled_contradictions_of_the_session_note_are_recorded() {
        let note = Some(SessionNote {
            reconciled: vec![crate::tools::wire::ReconciledNote {
                excerpt: "x".into(),
                by_evidence: 1,
                from_call: 3,
                index: 0,
            }],
        });
        let mut parts = RecordParts::default();
        parts.claim(CLAIM);
        parts.status(&Wire(Status::Supported));
        parts.reconciled(&note);
        let record = parts.into_record("verify");
        assert_eq!(record.claim_call.expect("judged").reconciled, vec![(3, 0)]);
        let mut parts = RecordParts::default();
        parts.reconciled(&None);
        assert_eq!(parts.into_record("verify").claim_call, None);
    }

    /// A request and response without marks: what a new tool records with no code.
    #[derive(Debug, serde::Deserialize, schemars::JsonSchema, crate::VerificationRequest)]
    struct Unmarked {
        claim: String,
    }

    #[derive(Debug, serde::Serialize, schemars::JsonSchema, crate::VerificationResponse)]
    struct UnmarkedResponse {
        status: Wire<Status>,
    }

    #[test]
    fn a_tool_without_marks_records_its_call_and_no_finding() {
        let Value::Object(arguments) = json!({ "claim": CLAIM }) else {
            unreachable!()
        };
        let view = SessionStore::new().view("s");
        let (_, parts) = crate::registry::invoke(arguments, &view, |request: Unmarked, _| {
            assert_eq!(request.claim, CLAIM);
            UnmarkedResponse {
                status: Wire(Status::Known),
            }
        })
        .expect("valid");
        let record = parts.expect("in a session").into_record("new_tool");
        assert_eq!(
            record,
            Record {
                conclusion: Some("new_tool: no finding".into()),
                ..Record::default()
            }
        );
    }
}
