//! What a successful call adds to its session, read from the redacted request and response by the
//! field names the README fixes ("The tools") (`claim`, `evidence`, `attempts`, `status`, `assumptions`, …). Reading
//! by those stable names means a new tool that uses them joins the history without code here.

use serde_json::{Map, Value};

use crate::attempt::Attempt;
use crate::evidence::excerpt;
use crate::evidence::Evidence;
use crate::session::{normalise_claim, ClaimCall, JudgedClaim, Record};
use crate::tools::wire::EvidenceInput;

pub fn record(tool: &str, request: &Value, response: &Map<String, Value>) -> Record {
    let text = |value: &Value| value.as_str().map(str::to_owned);
    let status = response.get("status").and_then(Value::as_str);
    let judged = match (request.get("claim").and_then(Value::as_str), status) {
        (Some(claim), Some(status)) => Some(JudgedClaim {
            claim: normalise_claim(claim),
            status: status.to_owned(),
        }),
        _ => None,
    };
    let list = |value: Option<&Value>| value.and_then(Value::as_array).cloned().unwrap_or_default();
    let evidence = list(request.get("evidence"))
        .iter()
        .filter_map(|item| item.get("content").and_then(Value::as_str).map(excerpt))
        .collect();
    let attempts = list(request.get("attempts"))
        .iter()
        .filter_map(|item| {
            Some(Attempt {
                approach: text(item.get("approach")?)?,
                outcome: item
                    .get("outcome")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned(),
            })
        })
        .collect();
    let verdict = status.map(str::to_owned).or_else(|| {
        ["findings", "issues"].iter().find_map(|key| {
            let first = response.get(*key)?.as_array()?.first()?;
            first.get("id").or_else(|| first.get("kind")).and_then(text)
        })
    });
    let assumptions = ["assumptions", "assumed"]
        .iter()
        .flat_map(|key| list(response.get(*key)))
        .filter_map(|item| match &item {
            Value::String(s) => Some(excerpt(s)),
            other => other.get("text").and_then(Value::as_str).map(excerpt),
        })
        .collect();
    let claim_call = judged.as_ref().map(|judged| ClaimCall {
        claim: judged.claim.clone(),
        evidence: list(request.get("evidence"))
            .into_iter()
            .filter_map(|item| serde_json::from_value::<EvidenceInput>(item).ok())
            .map(Evidence::from)
            .collect(),
        reconciled: list(response.get("session").and_then(|s| s.get("reconciled")))
            .iter()
            .filter_map(|r| {
                Some((
                    r.get("fromCall")?.as_u64()?,
                    usize::try_from(r.get("index")?.as_u64()?).ok()?,
                ))
            })
            .collect(),
    });
    Record {
        claim_call,
        judged,
        evidence,
        attempts,
        conclusion: Some(match verdict {
            Some(verdict) => format!("{tool}: {verdict}"),
            None => format!("{tool}: no finding"),
        }),
        assumptions,
    }
}
