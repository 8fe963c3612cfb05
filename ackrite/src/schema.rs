//! The JSON Schemas a tool publishes, and the unknown-field check that holds requests to them.
//!
//! Schemas come from `schemars` (draft 2020-12, field doc comments as descriptions). Two things
//! are added here for every tool alike, so no contributor can forget them: request schemas are
//! closed (`additionalProperties: false` on every object) and take the optional `sessionId`;
//! output schemas carry `_provenance` and the optional `session` block.

use schemars::{generate::SchemaSettings, JsonSchema};
use serde_json::{json, Map, Value};

use crate::input::{FieldPath, InputError};
use crate::provenance;

pub type JsonObject = Map<String, Value>;

fn generate<T: JsonSchema>(settings: SchemaSettings) -> JsonObject {
    let mut settings = settings;
    settings.meta_schema = None;
    let schema = settings.into_generator().into_root_schema_for::<T>();
    match schema.to_value() {
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

/// The `inputSchema` of a tool whose request is `T`.
pub fn input<T: JsonSchema>() -> JsonObject {
    let mut schema = generate::<T>(SchemaSettings::draft2020_12().for_deserialize());
    close_objects(&mut schema);
    if let Some(Value::Object(properties)) = schema.get_mut("properties") {
        properties.insert(
            "sessionId".into(),
            json!({
                "type": "string",
                "description": "Optional. Reuse one id across related calls to get bounded history (earlier status of the same claim, earlier attempts).",
                "pattern": "^[A-Za-z0-9._:-]{1,128}$"
            }),
        );
    }
    schema
}

/// The `outputSchema` of a tool whose response is `T`.
pub fn output<T: JsonSchema>() -> JsonObject {
    let mut schema = generate::<T>(SchemaSettings::draft2020_12().for_serialize());
    if let Some(Value::Object(properties)) = schema.get_mut("properties") {
        properties.insert("_provenance".into(), provenance::schema());
        properties.insert(
            "session".into(),
            json!({
                "type": "object",
                "description": "Present when the call gave a sessionId.",
                "properties": {
                    "id": { "type": "string" },
                    "calls": { "type": "integer", "minimum": 1 },
                    "previousStatus": { "type": "string" }
                },
                "required": ["id", "calls"]
            }),
        );
    }
    if let Some(Value::Array(required)) = schema.get_mut("required") {
        required.push("_provenance".into());
    }
    schema
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
                return Err(InputError::new(
                    at.field(key),
                    format!("unknown field; allowed here: {}", allowed.join(", ")),
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
