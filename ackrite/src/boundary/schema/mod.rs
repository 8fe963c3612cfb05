//! The JSON Schemas a tool publishes, and the unknown-field check that holds requests to them.
//!
//! Schemas come from `schemars` (draft 2020-12, field doc comments as descriptions), made compact
//! by [`compact`]. Two things are added here for every tool alike, so no contributor can forget
//! them: request schemas are closed (`additionalProperties: false` on every object) and take the
//! optional `sessionId`; output schemas carry `_provenance`.

mod compact;

use schemars::{generate::SchemaSettings, JsonSchema};
use serde_json::{json, Map, Value};

use crate::boundary::field_facts::{FieldFacts, Limit};
use crate::boundary::input::{FieldPath, InputError};
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
    close_objects(&mut schema);
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

/// Adds `additionalProperties: false` to every object schema that lists its properties.
fn close_objects(schema: &mut JsonObject) {
    if schema.contains_key("properties") {
        schema.insert("additionalProperties".into(), Value::Bool(false));
    }
    for value in schema.values_mut() {
        match value {
            Value::Object(child) => close_objects(child),
            Value::Array(items) => items.iter_mut().for_each(|item| {
                if let Value::Object(child) = item {
                    close_objects(child)
                }
            }),
            _ => {}
        }
    }
}

/// Finds the first field the schema does not declare, so that a misspelt `polarty` is reported
/// instead of silently ignored (an ignored polarity would quietly turn evidence neutral).
pub fn reject_unknown_fields(
    arguments: &JsonObject,
    schema: &JsonObject,
) -> Result<(), InputError> {
    walk_object(arguments, schema, schema, &FieldPath::Root)
}

fn resolve<'s>(schema: &'s JsonObject, root: &'s JsonObject) -> &'s JsonObject {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => reference
            .strip_prefix("#/$defs/")
            .and_then(|name| root.get("$defs")?.get(name)?.as_object())
            .unwrap_or(schema),
        None => schema,
    }
}

fn walk(
    value: &Value,
    schema: &JsonObject,
    root: &JsonObject,
    at: &FieldPath<'_>,
) -> Result<(), InputError> {
    let schema = resolve(schema, root);
    for key in ["anyOf", "oneOf", "allOf"] {
        if let Some(Value::Array(alternatives)) = schema.get(key) {
            // Check against the alternative that describes this kind of value (an object for an
            // object, an array for an array); `Option<T>` is `anyOf [T, null]`.
            for alternative in alternatives.iter().filter_map(Value::as_object) {
                let alternative = resolve(alternative, root);
                if describes(alternative, value) {
                    return walk(value, alternative, root, at);
                }
            }
        }
    }
    match value {
        Value::Object(map) => walk_object(map, schema, root, at),
        Value::Array(items) => match schema.get("items").and_then(Value::as_object) {
            Some(item_schema) => items
                .iter()
                .enumerate()
                .try_for_each(|(i, item)| walk(item, item_schema, root, &at.index(i))),
            None => Ok(()),
        },
        _ => Ok(()),
    }
}

fn walk_object(
    map: &JsonObject,
    schema: &JsonObject,
    root: &JsonObject,
    at: &FieldPath<'_>,
) -> Result<(), InputError> {
    let Some(Value::Object(properties)) = schema.get("properties") else {
        return Ok(());
    };
    for (key, child) in map {
        match properties.get(key).and_then(Value::as_object) {
            Some(child_schema) => walk(child, child_schema, root, &at.field(key))?,
            None => {
                let allowed: Vec<&str> = properties.keys().map(String::as_str).collect();
                // The name is the caller's: quoted as a labelled excerpt, not made part of
                // the path, so that a 10 KB name cannot make a 10 KB message.
                return Err(InputError::new(
                    at,
                    format!(
                        "unknown field {}; allowed here: {}",
                        crate::boundary::caller_quote::quote(key),
                        allowed.join(", ")
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn describes(schema: &JsonObject, value: &Value) -> bool {
    let wanted = match value {
        Value::Object(_) => "object",
        Value::Array(_) => "array",
        _ => return false,
    };
    match schema.get("type") {
        Some(Value::String(t)) => t == wanted,
        Some(Value::Array(types)) => types.iter().any(|t| t == wanted),
        None => wanted == "object" && schema.contains_key("properties"),
        _ => false,
    }
}
