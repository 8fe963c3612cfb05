//! The resources Ackrite offers (README, "Prompts and resources"): its judgement rules and its
//! domain checklists as documents a user can attach, and one session's recorded history, read
//! back through a URI template.
//!
//! A listing names the two documents only: session ids are the callers' own, so no listing
//! reveals them, and a session is read only by the identity whose history holds it. What is
//! read is redacted on the way out, and a session's document labels the fields that repeat
//! caller text, as a tool answer does.

use serde_json::{json, Value};

use crate::boundary::caller_quote;
use crate::domain::{Domain, TIE_ORDER};
use crate::proof::checklists;
use crate::session::{validate_session_id, SessionHistory, SessionStore};
use crate::CrossesBoundary;

/// A document a listing shows.
pub struct Document {
    pub uri: &'static str,
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub mime_type: &'static str,
}

pub const RULES: Document = Document {
    uri: "ackrite://rules",
    name: "rules",
    title: "How Ackrite judges",
    description: "The judgement rules: how evidence counts, each status, compound claims, causal links, assumptions, the next action, sessions, audit and reality check.",
    mime_type: "text/markdown",
};

pub const CHECKLISTS: Document = Document {
    uri: "ackrite://checklists",
    name: "checklists",
    title: "Proof checklists by domain",
    description: "What a proof of a claim in each domain has to contain, and the evidence types that can show each item.",
    mime_type: "text/markdown",
};

pub const DOCUMENTS: [Document; 2] = [RULES, CHECKLISTS];

/// The template through which one session's history is read.
pub const SESSION_TEMPLATE: &str = "ackrite://session/{id}";
const SESSION_PREFIX: &str = "ackrite://session/";

/// Why a read gave nothing: an address that is not Ackrite's (`Invalid`), or a session this
/// caller has no history for (`NotFound`). The message names the URI and what is allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    Invalid(String),
    NotFound(String),
}

/// The contents at `uri`, with their MIME type; sessions are looked up in `store`, the caller's.
pub fn read(uri: &str, store: &SessionStore) -> Result<(&'static str, String), ReadError> {
    if uri == RULES.uri {
        return Ok((
            RULES.mime_type,
            include_str!("../../docs/judgement.md").to_owned(),
        ));
    }
    if uri == CHECKLISTS.uri {
        return Ok((CHECKLISTS.mime_type, checklists_document()));
    }
    let expected = format!(
        "expected {}, {} or {SESSION_TEMPLATE}",
        RULES.uri, CHECKLISTS.uri
    );
    let quoted = || caller_quote::quote(uri);
    let Some(id) = uri.strip_prefix(SESSION_PREFIX) else {
        return Err(ReadError::Invalid(format!(
            "uri: unknown resource, {}; {expected}",
            quoted()
        )));
    };
    if validate_session_id(id).is_err() {
        return Err(ReadError::Invalid(format!(
            "uri: {}: a session id is 1-128 characters of A-Z a-z 0-9 . _ : -",
            quoted()
        )));
    }
    let history = store.history(id).ok_or_else(|| {
        ReadError::NotFound(format!(
            "uri: no session {} for this caller: a session exists once a call names it in `sessionId`",
            quoted()
        ))
    })?;
    let mut document = session_document(id, &history);
    document.redact();
    let text = serde_json::to_string_pretty(&document).unwrap_or_default();
    Ok(("application/json", text))
}

/// The checklists as the tools use them, one section a domain in tie order, `general` last.
fn checklists_document() -> String {
    let mut text = String::from(
        "# Proof checklists by domain\n\nWhat `prove_it` asks a proof to contain, most decisive first, and the \
evidence types that can satisfy each item; in an answer, the words in angle brackets are the \
claim's own. `inference` never satisfies an item: reasoning is not proof.\n",
    );
    for domain in TIE_ORDER.iter().copied().chain([Domain::General]) {
        text.push_str(&format!("\n## {}\n\n", domain.as_str()));
        for item in checklists::checklist(domain) {
            let accepts: Vec<&str> = item.accepts.iter().map(|kind| kind.as_str()).collect();
            let wording = item
                .text
                .replace("{s}", "<what the claim is about>")
                .replace("{gone}", "<what is claimed missing>")
                .replace("{cause}", "<the cause>")
                .replace("{effect}", "<the effect>");
            text.push_str(&format!("- {wording} (accepts: {})\n", accepts.join(", ")));
        }
    }
    text
}

/// A session's history as stored: its judged claims, verdicts, attempts, evidence excerpts,
/// unresolved assumptions and the contradictions it carries.
fn session_document(id: &str, history: &SessionHistory) -> Value {
    let contradictions: Vec<Value> = history
        .contradictions
        .entries()
        .into_iter()
        .map(|(claim, recorded)| {
            json!({
                "claim": claim,
                "fromCall": recorded.call,
                "index": recorded.index,
                "type": recorded.item.kind.as_str(),
                "excerpt": crate::evidence::excerpt(&recorded.item.content),
                "reconciled": recorded.reconciled,
            })
        })
        .collect();
    json!({
        "sessionId": id,
        "calls": history.calls,
        "claims": history.claims.iter().map(|c| json!({"claim": c.claim, "status": c.status})).collect::<Vec<_>>(),
        "conclusions": history.conclusions.iter().collect::<Vec<_>>(),
        "attempts": history.attempts.iter().map(|a| json!({"approach": a.approach, "outcome": a.outcome})).collect::<Vec<_>>(),
        "evidence": history.evidence.iter().collect::<Vec<_>>(),
        "unresolvedAssumptions": history.assumptions.iter().collect::<Vec<_>>(),
        "contradictions": contradictions,
        "_provenance": {
            "callerText": [
                "sessionId", "claims[].claim", "attempts[].approach", "attempts[].outcome",
                "evidence", "unresolvedAssumptions", "contradictions[].claim", "contradictions[].excerpt"
            ]
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::registry;

    #[test]
    fn the_documents_read_as_markdown() {
        let store = SessionStore::new();
        let (mime, rules) = read("ackrite://rules", &store).unwrap();
        assert_eq!(mime, "text/markdown");
        assert!(rules.starts_with("# "), "{}", &rules[..40]);
        let (_, checklists) = read("ackrite://checklists", &store).unwrap();
        for domain in ["## absence", "## root_cause", "## general"] {
            assert!(checklists.contains(domain), "{domain}");
        }
        assert!(checklists.contains("(accepts: "), "{checklists}");
        assert!(
            !checklists.contains('{'),
            "every placeholder is worded: {checklists}"
        );
    }

    #[test]
    fn a_session_reads_back_what_its_calls_recorded_redacted() {
        let store = SessionStore::new();
        let arguments = json!({
            "sessionId": "debug-1",
            "claim": "The deploy broke login with postgres://app:Sup3rS3cretPw@db:5432/app",
        });
        registry().call("ackrite", arguments, &store).unwrap();
        let (mime, text) = read("ackrite://session/debug-1", &store).unwrap();
        assert_eq!(mime, "application/json");
        let document: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(document["calls"], 1);
        assert_eq!(document["claims"][0]["status"], "UNVERIFIED");
        assert!(!text.contains("Sup3rS3cretPw"), "{text}");
        assert!(document["_provenance"]["callerText"].is_array());
    }

    #[test]
    fn bad_addresses_name_the_uri_and_what_is_allowed() {
        let store = SessionStore::new();
        let invalid = |uri| match read(uri, &store) {
            Err(ReadError::Invalid(message)) => message,
            other => panic!("{uri}: {other:?}"),
        };
        assert!(invalid("file:///etc/passwd")
            .contains("expected ackrite://rules, ackrite://checklists or ackrite://session/{id}"));
        assert!(invalid("ackrite://session/has space").contains("a session id is"));
        match read("ackrite://session/never-used", &store) {
            Err(ReadError::NotFound(message)) => {
                assert!(message.contains("never-used"), "{message}")
            }
            other => panic!("{other:?}"),
        }
    }
}
