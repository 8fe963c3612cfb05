//! Passes that make a generated schema shorter.
//!
//! Every `tools/list` sends each tool's schemas to the calling model, which pays for every byte
//! on every session (README, "The tools"). `schemars` writes for generality: a `$defs` entry and a `$ref`
//! for every named type, a `description` for every documented type, `null` in the type of every
//! `Option`, a `required` list in every object. Most passes only drop what repeats something
//! else; those that drop information (an output's nested shapes, `default`) say in their docs
//! what is lost and why it is worth the bytes.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::JsonObject;

/// Removes `keyword` wherever its value is a string: `format: uint` and the like tell a model
/// nothing it needs.
pub fn drop_keyword(value: &mut Value, keyword: &str) {
    visit(value, &mut |map| {
        if map.get(keyword).is_some_and(Value::is_string) {
            map.remove(keyword);
        }
    });
}

/// Replaces each field of the root by its type alone (`{"type": "array"}`), or by its values
/// when it is an enumeration, and drops `$defs`: what an output schema keeps (see
/// `schema::output`). A `$ref` is followed, and an `Option`'s `null` left out.
pub fn types_only_below_root(schema: &mut JsonObject) {
    let defs = schema.remove("$defs").unwrap_or(Value::Null);
    let Some(Value::Object(properties)) = schema.get_mut("properties") else {
        return;
    };
    for property in properties.values_mut() {
        *property = type_alone(property, &defs);
    }
}

fn type_alone(property: &Value, defs: &Value) -> Value {
    let reference = property.get("$ref").and_then(Value::as_str);
    if let Some(def) = reference.and_then(def_name).and_then(|name| defs.get(name)) {
        return type_alone(def, defs);
    }
    if let Some(Value::Array(alternatives)) = property.get("anyOf") {
        let mut rest = alternatives
            .iter()
            .filter(|a| a.get("type") != Some(&Value::from("null")));
        if let (Some(only), None) = (rest.next(), rest.next()) {
            return type_alone(only, defs);
        }
    }
    if let Some(values) = property.get("enum") {
        return serde_json::json!({ "enum": values });
    }
    let kind = match property.get("type") {
        Some(Value::Array(types)) => types.iter().find(|t| *t != "null").cloned(),
        other => other.cloned(),
    };
    match kind {
        Some(kind) => serde_json::json!({ "type": kind }),
        None => Value::Object(JsonObject::new()),
    }
}

/// Removes `additionalProperties: false` from every object. The built-in request types are
/// closed by `#[serde(deny_unknown_fields)]`, so a misspelt `polarty` is refused by name instead
/// of ignored; the error says which fields exist, and the schema need not say it beforehand.
pub fn drop_closed(value: &mut Value) {
    visit(value, &mut |map| {
        if map.get("additionalProperties") == Some(&Value::Bool(false)) {
            map.remove("additionalProperties");
        }
    });
}

/// Removes the descriptions of named types (`$defs` entries). The field that holds a type
/// carries the description the model reads; the type's own doc comment is for Rust readers.
pub fn drop_type_descriptions(schema: &mut JsonObject) {
    if let Some(Value::Object(defs)) = schema.get_mut("$defs") {
        for def in defs.values_mut().filter_map(Value::as_object_mut) {
            def.remove("description");
        }
    }
}

/// Removes `default`: what the server assumes for a field left out changes nothing about what
/// a caller may send, and where the model should know it (reliability 0.7) the description says
/// it. schemars shows it only for some fields anyway (those whose type is `Serialize`).
pub fn drop_default(value: &mut Value) {
    visit(value, &mut |map| {
        if !map.get("default").is_some_and(Value::is_object) {
            map.remove("default");
        }
    });
}

/// Takes `null` out of the schema of every optional field. In a request, leaving a field out is
/// how a caller says nothing, so `["string", "null"]` only costs bytes (the server still accepts
/// an explicit `null`; the schema is just stricter than the server). In a response, a field is
/// optional only when it has `skip_serializing_if = "Option::is_none"` (schemars makes every
/// other field required), so it is absent, never `null`.
pub fn drop_optional_null(value: &mut Value) {
    visit(value, &mut |map| {
        let required: Vec<String> = match map.get("required") {
            Some(Value::Array(names)) => names
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect(),
            _ => Vec::new(),
        };
        let Some(Value::Object(properties)) = map.get_mut("properties") else {
            return;
        };
        for (name, property) in properties.iter_mut() {
            if !required.contains(name) {
                if let Value::Object(property) = property {
                    drop_null(property);
                }
            }
        }
    });
}

fn drop_null(schema: &mut JsonObject) {
    if let Some(Value::Array(types)) = schema.get_mut("type") {
        types.retain(|t| t != "null");
        if let [single] = types.as_slice() {
            let single = single.clone();
            schema.insert("type".into(), single);
        }
    }
    // `Option<T>` of a named type is `anyOf: [T, {type: null}]`: keep T, with the field's own
    // keywords (its description) beside it.
    let Some(Value::Array(alternatives)) = schema.get("anyOf") else {
        return;
    };
    let mut rest = alternatives
        .iter()
        .filter(|a| a.get("type") != Some(&Value::from("null")));
    if let (Some(Value::Object(only)), None) = (rest.next(), rest.next()) {
        let only = only.clone();
        schema.remove("anyOf");
        for (key, value) in only {
            schema.entry(key).or_insert(value);
        }
    }
}

/// Replaces each `$ref` to a `$defs` entry used only once by that entry itself, and removes
/// `$defs` when nothing is left in it. A type used once gains nothing from a name; a type used
/// several times (an evidence quote in three lists) keeps its single definition.
pub fn inline_single_use_defs(schema: &mut JsonObject) {
    let Some(Value::Object(mut defs)) = schema.remove("$defs") else {
        return;
    };
    let mut uses = BTreeMap::new();
    count_refs(&Value::Object(schema.clone()), &mut uses);
    count_refs(&Value::Object(defs.clone()), &mut uses);
    let single: Map<String, Value> = defs
        .iter()
        .filter(|(name, def)| {
            uses.get(name.as_str()) == Some(&1) && !refers_to(def, name) // not recursive
        })
        .map(|(name, def)| (name.clone(), def.clone()))
        .collect();
    defs.retain(|name, _| !single.contains_key(name));
    for value in schema.values_mut().chain(defs.values_mut()) {
        substitute(value, &single);
    }
    if !defs.is_empty() {
        schema.insert("$defs".into(), Value::Object(defs));
    }
}

fn def_name(reference: &str) -> Option<&str> {
    reference.strip_prefix("#/$defs/")
}

fn count_refs(value: &Value, uses: &mut BTreeMap<String, usize>) {
    let mut value = value.clone();
    visit(&mut value, &mut |map| {
        if let Some(name) = map.get("$ref").and_then(Value::as_str).and_then(def_name) {
            *uses.entry(name.to_owned()).or_default() += 1;
        }
    });
}

fn refers_to(def: &Value, name: &str) -> bool {
    let mut uses = BTreeMap::new();
    count_refs(def, &mut uses);
    uses.contains_key(name)
}

fn substitute(value: &mut Value, single: &Map<String, Value>) {
    match value {
        Value::Object(map) => {
            let target = map
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(def_name)
                .and_then(|name| single.get(name));
            if let Some(Value::Object(def)) = target {
                // The reference's own keywords (a field's description, its default) sit beside
                // the definition's; where both say something, the field is the more specific.
                let mut inlined = def.clone();
                map.remove("$ref");
                for (key, keyword) in std::mem::take(map) {
                    inlined.insert(key, keyword);
                }
                *map = inlined;
            }
            map.values_mut().for_each(|v| substitute(v, single));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| substitute(v, single)),
        _ => {}
    }
}

/// Calls `f` on every object in `value`, parents before children.
fn visit(value: &mut Value, f: &mut dyn FnMut(&mut JsonObject)) {
    match value {
        Value::Object(map) => {
            f(map);
            map.values_mut().for_each(|v| visit(v, f));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| visit(v, f)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn inline(schema: &mut Value) {
        if let Value::Object(map) = schema {
            inline_single_use_defs(map);
        }
    }

    fn types_only(schema: &mut Value) {
        if let Value::Object(map) = schema {
            types_only_below_root(map);
        }
    }

    fn closed(schema: &mut Value) {
        drop_closed(schema);
    }

    /// One row per rule: what the pass must do to a schema, and what it must leave alone.
    #[test]
    fn each_pass_shortens_without_changing_what_it_must_keep() {
        type Pass = fn(&mut Value);
        #[rustfmt::skip]
        let rows: Vec<(&str, Pass, Value, Value)> = vec![
            ("a type used once is inlined, with the field's description beside it", inline, json!({"properties": {"kind": {"$ref": "#/$defs/Kind", "description": "what"}}, "$defs": {"Kind": {"enum": ["a", "b"], "type": "string"}}}), json!({"properties": {"kind": {"enum": ["a", "b"], "type": "string", "description": "what"}}})),
            ("a type used twice keeps its one definition", inline, json!({"properties": {"a": {"$ref": "#/$defs/Q"}, "b": {"$ref": "#/$defs/Q"}}, "$defs": {"Q": {"type": "object"}}}), json!({"properties": {"a": {"$ref": "#/$defs/Q"}, "b": {"$ref": "#/$defs/Q"}}, "$defs": {"Q": {"type": "object"}}})),
            ("a type used once inside a shared type is inlined there", inline, json!({"properties": {"a": {"$ref": "#/$defs/Q"}, "b": {"$ref": "#/$defs/Q"}}, "$defs": {"Q": {"properties": {"k": {"$ref": "#/$defs/K"}}}, "K": {"enum": ["x"]}}}), json!({"properties": {"a": {"$ref": "#/$defs/Q"}, "b": {"$ref": "#/$defs/Q"}}, "$defs": {"Q": {"properties": {"k": {"enum": ["x"]}}}}})),
            ("a recursive type is never inlined", inline, json!({"properties": {"n": {"$ref": "#/$defs/N"}}, "$defs": {"N": {"properties": {"next": {"$ref": "#/$defs/N"}}}}}), json!({"properties": {"n": {"$ref": "#/$defs/N"}}, "$defs": {"N": {"properties": {"next": {"$ref": "#/$defs/N"}}}}})),
            ("an optional field loses null; a required one keeps it", drop_optional_null, json!({"properties": {"o": {"type": ["string", "null"]}, "r": {"type": ["string", "null"]}}, "required": ["r"]}), json!({"properties": {"o": {"type": "string"}, "r": {"type": ["string", "null"]}}, "required": ["r"]})),
            ("an optional named type loses its null alternative and keeps its description", drop_optional_null, json!({"properties": {"o": {"anyOf": [{"$ref": "#/$defs/T"}, {"type": "null"}], "description": "d"}}}), json!({"properties": {"o": {"$ref": "#/$defs/T", "description": "d"}}})),
            ("below the root, a field is its type, its values, or what it refers to", types_only, json!({"properties": {"q": {"properties": {"i": {}}, "type": "object"}, "l": {"items": {"type": "string"}, "type": "array"}, "s": {"$ref": "#/$defs/S"}, "o": {"anyOf": [{"type": "integer"}, {"type": "null"}]}, "t": {"type": ["string", "null"]}}, "$defs": {"S": {"enum": ["A", "B"], "type": "string"}}}), json!({"properties": {"q": {"type": "object"}, "l": {"type": "array"}, "s": {"enum": ["A", "B"]}, "o": {"type": "integer"}, "t": {"type": "string"}}})),
            ("a closed object's marker goes, at every depth", closed, json!({"properties": {"e": {"items": {"properties": {"c": {}}, "additionalProperties": false}}}, "additionalProperties": false}), json!({"properties": {"e": {"items": {"properties": {"c": {}}}}}})),
            ("a default goes; a property named default stays", drop_default, json!({"properties": {"default": {"type": "string", "default": ""}, "t": {"default": "other"}}}), json!({"properties": {"default": {"type": "string"}, "t": {}}})),
        ];
        for (rule, pass, input, expected) in rows {
            let mut schema = input;
            pass(&mut schema);
            assert_eq!(schema, expected, "{rule}");
        }
    }
}
