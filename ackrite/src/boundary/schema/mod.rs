//! The JSON Schemas a tool publishes.
//!
//! Schemas come from `schemars` (draft 2020-12, field doc comments as descriptions), made compact
//! by [`compact`]. Request types are `#[serde(deny_unknown_fields)]`, so serde refuses what
//! schemars marks `additionalProperties: false`. Two things are added here for every tool alike:
//! request schemas take the optional `sessionId`; output schemas carry `_provenance`.

mod compact;

use schemars::{generate::SchemaSettings, JsonSchema};
use serde_json::{json, Map, Value};

use crate::boundary::field_facts::{FieldFacts, Limit};
use crate::CrossesBoundary;

pub type JsonObject = Map<String, Value>;

fn generate<T: JsonSchema>(settings: SchemaSettings) -> JsonObject {
    let mut settings = settings;
    settings.meta_schema = None;
    let schema = settings.into_generator().into_root_schema_for::<T>();
    let mut value = schema.to_value();
    compact::drop_keyword(&mut value, "format");
    match value {
        Value::Object(mut object) => {
            // The type's own name and doc are noise to the calling model; the tool's
            // description already says what the request is.
            object.remove("title");
            object.remove("description");
            object
        }
        _ => JsonObject::new(),
    }
}

/// The `inputSchema` of a tool whose request is `T`. Clients pass it on to the model provider,
/// so it keeps what providers insist on: a `type` on every field, `type: string` beside an
/// `enum` too (Gemini rejects an `enum` without it). It leaves out what the server enforces
/// with an error naming the field and what is allowed, and what a model never needs to read
/// before its first call: the `#[limit]`s, that no other field is taken, the form of a
/// `sessionId`. Every byte here is paid on every `tools/list`.
pub fn input<T: JsonSchema + CrossesBoundary + 'static>() -> JsonObject {
    let mut schema = generate::<T>(SchemaSettings::draft2020_12().for_deserialize());
    compact::drop_type_descriptions(&mut schema);
    let mut root = Value::Object(schema);
    compact::drop_closed(&mut root);
    compact::drop_optional_null(&mut root);
    compact::drop_default(&mut root);
    let Value::Object(mut schema) = root else {
        return JsonObject::new();
    };
    compact::inline_single_use_defs(&mut schema);
    if let Some(Value::Object(properties)) = schema.get_mut("properties") {
        properties.insert(
            "sessionId".into(),
            json!({ "type": "string", "description": "Reuse for related calls." }),
        );
    }
    schema
}

/// The `#[limit]`s of a tool whose request is `T`: each field's path (`evidence[].content`)
/// and its bound, for the tests that hold the server to them.
pub fn limits<T: CrossesBoundary + 'static>() -> Vec<(String, Limit)> {
    FieldFacts::of::<T>().limits().to_vec()
}

/// The `outputSchema` of a tool whose response is `T`: each field of the answer with its type
/// (or, for an enumeration, its values). What a field means, and which fields every answer
/// has, is in the README and the rules document, not here: clients validate answers against
/// this schema, models do not read it, and every byte of it is paid on every `tools/list`. The
/// schema is open, so what every answer adds — `_provenance`, and `session` with a `sessionId` —
/// conforms without being declared in every tool, and a brief answer, which leaves out empty
/// lists, conforms too.
pub fn output<T: JsonSchema>() -> JsonObject {
    let mut schema = generate::<T>(SchemaSettings::draft2020_12().for_serialize());
    compact::types_only_below_root(&mut schema);
    schema.remove("required");
    schema
}

/// What a tool with a brief answer changes in its schemas: the `detail` argument is added, and
/// the output declares the fields a brief answer can hold (`fields`, the top level of its
/// selection) — the fields an agent acts on. The fields only a full answer holds are described
/// in the README.
pub fn allow_brief<'f>(
    input: &mut JsonObject,
    output: &mut JsonObject,
    fields: impl Iterator<Item = &'f str>,
) {
    if let Some(Value::Object(properties)) = input.get_mut("properties") {
        properties.insert(
            "detail".into(),
            json!({
                "type": "string",
                "enum": ["brief", "full"],
                "description": "brief: what you act on; default full."
            }),
        );
    }
    let fields: Vec<&str> = fields.collect();
    if let Some(Value::Object(properties)) = output.get_mut("properties") {
        properties.retain(|name, _| fields.contains(&name.as_str()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every object of every built-in request is closed, so a misspelt `polarty` is refused by
    /// name instead of silently ignored (an ignored polarity would quietly turn evidence
    /// neutral). A request type without `#[serde(deny_unknown_fields)]` fails here.
    #[test]
    fn an_unknown_field_is_refused_at_every_level_of_every_request() {
        let sessions = crate::session::SessionStore::new();
        #[rustfmt::skip]
        let rows = [
            ("ackrite", json!({"claim": "x", "bogus": 1})),
            ("verify", json!({"claim": "x", "evidence": [{"content": "y", "bogus": 1}]})),
            ("prove_it", json!({"claim": "x", "bogus": 1})),
            ("audit", json!({"proposal": "x", "bogus": 1})),
            ("audit", json!({"proposal": "x", "proposedChanges": [{"path": "a.rs", "bogus": 1}]})),
            ("audit", json!({"proposal": "x", "evidence": [{"content": "y", "bogus": 1}]})),
            ("reality_check", json!({"reasoning": "x", "bogus": 1})),
            ("reality_check", json!({"reasoning": "x", "attempts": [{"approach": "a", "bogus": 1}]})),
        ];
        for (tool, arguments) in rows {
            let error = crate::registry::registry()
                .call(tool, arguments.clone(), &sessions)
                .unwrap_err()
                .to_string();
            assert!(
                error.contains("unknown field, caller's text \"bogus\""),
                "{tool} {arguments}: {error}"
            );
        }
    }

    #[test]
    fn a_detail_other_than_brief_or_full_is_refused_naming_both() {
        let sessions = crate::session::SessionStore::new();
        for detail in [json!("short"), json!(1)] {
            let error = crate::registry::registry()
                .call("verify", json!({"claim": "x", "detail": detail}), &sessions)
                .unwrap_err()
                .to_string();
            assert!(error.starts_with("detail: caller's text "), "{error}");
            assert!(
                error.ends_with("expected \"brief\" or \"full\" (the default)"),
                "{error}"
            );
        }
    }

    #[test]
    fn a_misspelt_field_is_refused_by_name_with_what_is_allowed() {
        let sessions = crate::session::SessionStore::new();
        let call = |arguments| crate::registry::registry().call("ackrite", arguments, &sessions);
        let misspelt = serde_json::json!({
            "claim": "x",
            "evidence": [{ "content": "y", "polarty": "supports" }]
        });
        assert_eq!(
            call(misspelt).unwrap_err().to_string(),
            "evidence[0]: unknown field, caller's text \"polarty\"; expected one of `type`, `source`, `content`, `polarity`, `reliability`"
        );
        let at_root = serde_json::json!({ "claim": "x", "evidense": [] });
        assert_eq!(
            call(at_root).unwrap_err().to_string(),
            "arguments: unknown field, caller's text \"evidense\"; expected one of `claim`, `evidence`, `context`, `sessionId`, `detail`"
        );
        let mut long = serde_json::Map::new();
        long.insert("claim".into(), "x".into());
        long.insert("x".repeat(10_000), 1.into());
        let message = call(Value::Object(long)).unwrap_err().to_string();
        assert!(message.len() < 300, "{message}");
    }
}
