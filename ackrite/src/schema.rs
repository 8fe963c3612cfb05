//! The JSON Schemas a tool publishes, and the unknown-field check that holds requests to them.
//!
//! Schemas come from `schemars` (draft 2020-12, field doc comments as descriptions). Two things
//! are added here for every tool alike, so no contributor can forget them: request schemas are
//! closed (`additionalProperties: false` on every object) and take the optional `sessionId`;
//! output schemas carry `_provenance` and the optional `session` block.

use schemars::{generate::SchemaSettings, JsonSchema};
use serde_json::{json, Map, Value};

use crate::field_facts::{FieldFacts, Limit};
use crate::input::{FieldPath, InputError};
use crate::{provenance, Redact};

pub type JsonObject = Map<String, Value>;

fn generate<T: JsonSchema>(settings: SchemaSettings) -> JsonObject {
    let mut settings = settings;
    settings.meta_schema = None;
    let schema = settings.into_generator().into_root_schema_for::<T>();
    let mut value = schema.to_value();
    drop_keyword(&mut value, "format");
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

/// The `inputSchema` of a tool whose request is `T`.
pub fn input<T: JsonSchema + Redact + 'static>() -> JsonObject {
    let mut schema = generate::<T>(SchemaSettings::draft2020_12().for_deserialize());
    close_objects(&mut schema);
    let mut root = Value::Object(schema);
    for (path, limit) in FieldFacts::of::<T>().limits() {
        publish_limit(&mut root, path, *limit);
    }
    let Value::Object(mut schema) = root else {
        return JsonObject::new();
    };
    if let Some(Value::Object(properties)) = schema.get_mut("properties") {
        properties.insert(
            "sessionId".into(),
            json!({
                "type": "string",
                "description": "Reuse one id across related calls to keep bounded history.",
                "pattern": "^[A-Za-z0-9._:-]{1,128}$"
            }),
        );
    }
    schema
}

/// The `outputSchema` of a tool whose response is `T`. Descriptions are dropped: the output
/// schema is for clients to validate against, the tool description already says what comes
/// back, and every byte here is paid for in the calling model's context on every `tools/list`.
pub fn output<T: JsonSchema>() -> JsonObject {
    let mut schema = Value::Object(generate::<T>(
        SchemaSettings::draft2020_12().for_serialize(),
    ));
    drop_keyword(&mut schema, "description");
    drop_unsigned_minimum(&mut schema);
    let Value::Object(mut schema) = schema else {
        return JsonObject::new();
    };
    if let Some(Value::Object(properties)) = schema.get_mut("properties") {
        properties.insert("_provenance".into(), provenance::schema());
        properties.insert(
            "session".into(),
            json!({
                "type": "object",
                "properties": { "id": {}, "calls": {}, "previousStatus": {} },
                "required": ["id", "calls"]
            }),
        );
    }
    if let Some(Value::Array(required)) = schema.get_mut("required") {
        required.push("_provenance".into());
    }
    schema
}

/// Removes `keyword` everywhere: `format: uint` and the like tell a model nothing it needs.
fn drop_keyword(value: &mut Value, keyword: &str) {
    match value {
        Value::Object(map) => {
            if map.get(keyword).is_some_and(Value::is_string) {
                map.remove(keyword);
            }
            map.values_mut().for_each(|v| drop_keyword(v, keyword));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| drop_keyword(v, keyword)),
        _ => {}
    }
}

/// Removes `minimum: 0` from integers: every count and index is unsigned, and saying so costs
/// bytes on every `tools/list`.
fn drop_unsigned_minimum(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if map.get("type").and_then(Value::as_str) == Some("integer")
                && map.get("minimum") == Some(&Value::from(0))
            {
                map.remove("minimum");
            }
            map.values_mut().for_each(drop_unsigned_minimum);
        }
        Value::Array(items) => items.iter_mut().for_each(drop_unsigned_minimum),
        _ => {}
    }
}

/// Writes a declared limit into the schema at the field's path (`evidence[].content`).
fn publish_limit(root: &mut Value, path: &str, limit: Limit) {
    let Some(pointer) = locate(root, path) else {
        return;
    };
    let Some(Value::Object(field)) = root.pointer_mut(&pointer) else {
        return;
    };
    let (keyword, value) = match limit {
        Limit::Chars(n) => ("maxLength", n),
        Limit::Items(n) => ("maxItems", n),
        Limit::NonBlank => ("minLength", 1),
    };
    field.insert(keyword.into(), Value::from(value));
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
