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
use crate::boundary::provenance;
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
/// `enum` too (Gemini rejects an `enum` without it).
pub fn input<T: JsonSchema + CrossesBoundary + 'static>() -> JsonObject {
    let mut schema = generate::<T>(SchemaSettings::draft2020_12().for_deserialize());
    compact::drop_type_descriptions(&mut schema);
    let mut root = Value::Object(schema);
    for (path, limit) in FieldFacts::of::<T>().limits() {
        let published = publish_limit(&mut root, path, *limit);
        // The derives refuse limits they cannot place (inside enum variants, on flattened or
        // skipped fields), so this is a defect in them; every test that lists tools hits it.
        debug_assert!(
            published,
            "#[limit] on `{path}` has no field in the input schema of `{}`",
            std::any::type_name::<T>()
        );
    }
    compact::drop_optional_null(&mut root);
    compact::drop_default(&mut root);
    let Value::Object(mut schema) = root else {
        return JsonObject::new();
    };
    compact::inline_single_use_defs(&mut schema);
    if let Some(Value::Object(properties)) = schema.get_mut("properties") {
        properties.insert(
            "sessionId".into(),
            json!({
                "type": "string",
                "description": "Reuse to link related calls.",
                "pattern": "^[A-Za-z0-9._:-]{1,128}$"
            }),
        );
    }
    schema
}

/// The `outputSchema` of a tool whose response is `T`: every field with its type and its doc
/// comment as `description` (what a field means is documentation the calling model reads, as
/// for requests), and the fields always present `required` at the root. The types' own doc
/// comments are dropped, as in requests; every byte here is paid for in the calling model's
/// context on every `tools/list`, so response field docs are kept to a line.
pub fn output<T: JsonSchema>() -> JsonObject {
    let mut schema = generate::<T>(SchemaSettings::draft2020_12().for_serialize());
    compact::drop_type_descriptions(&mut schema);
    let mut schema = Value::Object(schema);
    compact::drop_unsigned_minimum(&mut schema);
    compact::drop_enum_type(&mut schema);
    compact::drop_optional_null(&mut schema);
    let Value::Object(mut schema) = schema else {
        return JsonObject::new();
    };
    compact::inline_single_use_defs(&mut schema);
    compact::drop_nested_required(&mut schema);
    if let Some(Value::Object(properties)) = schema.get_mut("properties") {
        // The same block for every tool (README, "Provenance"): `callerText` and `notice`. The `session` block
        // (docs/judgement.md, "Sessions") is left out: it comes only with a `sessionId`, the schema is open to it, and
        // declaring it would repeat the same bytes in every tool.
        properties.insert("_provenance".into(), provenance::schema());
    }
    if let Some(Value::Array(required)) = schema.get_mut("required") {
        required.push("_provenance".into());
    }
    schema
}

/// Writes a declared limit into the schema at the field's path (`evidence[].content`); false
/// when the schema has no such field.
fn publish_limit(root: &mut Value, path: &str, limit: Limit) -> bool {
    let Some(pointer) = locate(root, path) else {
        return false;
    };
    let Some(Value::Object(field)) = root.pointer_mut(&pointer) else {
        return false;
    };
    let (keyword, value) = match limit {
        Limit::Chars(n) => ("maxLength", n),
        Limit::Items(n) => ("maxItems", n),
        Limit::NonBlank => ("minLength", 1),
    };
    field.insert(keyword.into(), Value::from(value));
    true
}

/// The JSON pointer of the schema that describes the field at `path`, following `$ref`s and
/// the non-null branch of `anyOf`.
fn locate(root: &Value, path: &str) -> Option<String> {
    let mut pointer = String::new();
    for segment in path.split('.') {
        let name = segment.trim_end_matches("[]");
        let depth = (segment.len() - name.len()) / 2;
        pointer = resolve_pointer(root, pointer)?;
        pointer = format!(
            "{pointer}/properties/{}",
            name.replace('~', "~0").replace('/', "~1")
        );
        for _ in 0..depth {
            pointer = resolve_pointer(root, pointer)?;
            pointer.push_str("/items");
        }
    }
    root.pointer(&pointer).map(|_| pointer)
}

fn resolve_pointer(root: &Value, pointer: String) -> Option<String> {
    let schema = root.pointer(&pointer)?;
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        return resolve_pointer(root, reference.strip_prefix('#')?.to_owned());
    }
    if let Some(Value::Array(alternatives)) = schema.get("anyOf") {
        let index = alternatives
            .iter()
            .position(|a| a.get("type") != Some(&Value::from("null")))?;
        return resolve_pointer(root, format!("{pointer}/anyOf/{index}"));
    }
    Some(pointer)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every object a request schema describes is closed, so a misspelt `polarty` is refused by
    /// name instead of silently ignored (an ignored polarity would quietly turn evidence neutral).
    /// A request type without `#[serde(deny_unknown_fields)]` fails here.
    #[test]
    fn every_object_in_every_input_schema_is_closed() {
        fn objects<'v>(value: &'v Value, out: &mut Vec<&'v JsonObject>) {
            match value {
                Value::Object(object) => {
                    if object.contains_key("properties") {
                        out.push(object);
                    }
                    object.values().for_each(|child| objects(child, out));
                }
                Value::Array(items) => items.iter().for_each(|child| objects(child, out)),
                _ => {}
            }
        }
        for tool in crate::registry::registry().tools() {
            let schema = Value::Object((*tool.compiled().input_schema).clone());
            let mut found = Vec::new();
            objects(&schema, &mut found);
            assert!(!found.is_empty(), "{}", tool.def.name);
            for object in found {
                assert_eq!(
                    object.get("additionalProperties"),
                    Some(&Value::Bool(false)),
                    "{}: {:?}",
                    tool.def.name,
                    object
                        .get("properties")
                        .map(|p| p.as_object().map(|o| o.keys().collect::<Vec<_>>()))
                );
            }
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
            "arguments: unknown field, caller's text \"evidense\"; expected one of `claim`, `evidence`, `context`, `sessionId`"
        );
        let mut long = serde_json::Map::new();
        long.insert("claim".into(), "x".into());
        long.insert("x".repeat(10_000), 1.into());
        let message = call(Value::Object(long)).unwrap_err().to_string();
        assert!(message.len() < 300, "{message}");
    }
}
