//! The harness of the end-to-end tests: build the real `ackrite` binary, start it as an MCP client
//! would, and derive test input from what the server itself publishes — so every registered
//! tool is covered without a list of tools here.

mod build;
pub mod http;
pub mod process;
pub mod transport;

pub use build::binary;
pub use transport::Transport;

use std::path::{Path, PathBuf};
use std::process::Stdio;

use rmcp::model::{CallToolRequestParams, CallToolResult, Tool};
use rmcp::service::RunningService;
use rmcp::transport::TokioChildProcess;
use rmcp::{RoleClient, ServiceExt};
use serde_json::{json, Map, Value};
use tokio::process::Command;

/// The repository's `examples/` folder.
pub fn examples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples")
}

/// Every example as (tool name, file, arguments): `examples/<tool>/<name>.json`.
pub fn examples() -> Vec<(String, PathBuf, Value)> {
    let mut out = Vec::new();
    let mut dirs: Vec<_> = std::fs::read_dir(examples_dir())
        .expect("examples/ exists")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .collect();
    dirs.sort_by_key(|e| e.path());
    for dir in dirs {
        let tool = dir.file_name().to_string_lossy().into_owned();
        let mut files: Vec<_> = std::fs::read_dir(dir.path())
            .expect("readable example folder")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).expect("readable example");
            let arguments = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("{}: invalid JSON: {e}", file.display()));
            out.push((tool.clone(), file, arguments));
        }
    }
    out
}

pub type Client = RunningService<RoleClient, ()>;

/// Starts the server as a child process and completes the MCP handshake.
pub async fn connect() -> Client {
    let mut command = Command::new(binary());
    command.stderr(Stdio::null());
    let transport = TokioChildProcess::new(command).expect("spawn ackrite");
    ().serve(transport).await.expect("MCP initialize")
}

pub async fn call(client: &Client, tool: &str, arguments: Value) -> CallToolResult {
    let Value::Object(arguments) = arguments else {
        panic!("arguments must be an object")
    };
    client
        .call_tool(CallToolRequestParams::new(tool.to_owned()).with_arguments(arguments))
        .await
        .unwrap_or_else(|e| panic!("{tool}: protocol error {e}"))
}

/// Everything the client received, text and structured content, as one string to search.
pub fn everything(result: &CallToolResult) -> String {
    serde_json::to_string(result).expect("result serialises")
}

/// The text of the first content block.
pub fn text(result: &CallToolResult) -> String {
    let value = serde_json::to_value(&result.content).expect("content serialises");
    value[0]["text"].as_str().unwrap_or_default().to_owned()
}

pub fn input_schema(tool: &Tool) -> Value {
    Value::Object(tool.input_schema.as_ref().clone())
}

fn resolve<'a>(schema: &'a Value, root: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => reference
            .strip_prefix("#/$defs/")
            .and_then(|name| root.get("$defs")?.get(name))
            .unwrap_or(schema),
        None => schema,
    }
}

/// The non-null alternative of `anyOf: [T, null]`, or the schema itself.
fn non_null<'a>(schema: &'a Value, root: &'a Value) -> &'a Value {
    let schema = resolve(schema, root);
    match schema.get("anyOf").and_then(Value::as_array) {
        Some(alternatives) => alternatives
            .iter()
            .map(|a| resolve(a, root))
            .find(|a| a.get("type") != Some(&json!("null")))
            .unwrap_or(schema),
        None => schema,
    }
}

fn is_type(schema: &Value, wanted: &str) -> bool {
    match schema.get("type") {
        Some(Value::String(t)) => t == wanted,
        Some(Value::Array(types)) => types.iter().any(|t| t == wanted),
        _ => false,
    }
}

/// A valid value for `schema` with every property filled (optional ones too) and every free
/// string set by `text(path)`. Arrays get one item. `sessionId` is left out.
pub fn fill(schema: &Value, text: &mut dyn FnMut(&str) -> String) -> Value {
    fill_choosing(schema, 0, text)
}

/// As [`fill`], taking option `choice` (modulo their number) wherever the schema offers a
/// choice of values (`enum`, `oneOf`), so that a few choices cover every option.
pub fn fill_choosing(schema: &Value, choice: usize, text: &mut dyn FnMut(&str) -> String) -> Value {
    fill_at(schema, schema, "", choice, text)
}

/// The most options any choice in `schema` offers: how many [`fill_choosing`] choices it takes
/// to try each of them.
pub fn choices(schema: &Value) -> usize {
    fn most(value: &Value) -> usize {
        let here = ["enum", "oneOf"]
            .iter()
            .filter_map(|key| value.get(*key)?.as_array().map(Vec::len))
            .max()
            .unwrap_or(1);
        let below = match value {
            Value::Object(map) => map.values().map(most).max().unwrap_or(1),
            Value::Array(items) => items.iter().map(most).max().unwrap_or(1),
            _ => 1,
        };
        here.max(below)
    }
    most(schema)
}

fn fill_at(
    schema: &Value,
    root: &Value,
    path: &str,
    choice: usize,
    text: &mut dyn FnMut(&str) -> String,
) -> Value {
    let schema = non_null(schema, root);
    if let Some(Value::Array(options)) = schema.get("enum") {
        return options[choice % options.len()].clone();
    }
    if let Some(Value::Array(options)) = schema.get("oneOf") {
        return fill_at(&options[choice % options.len()], root, path, choice, text);
    }
    if is_type(schema, "object") || schema.get("properties").is_some() {
        let mut map = Map::new();
        if let Some(Value::Object(properties)) = schema.get("properties") {
            for (key, property) in properties {
                // Left to the tests of sessions and of brief answers: every other test gets the
                // full answer of a call outside any session.
                if key == "sessionId" || key == "detail" {
                    continue;
                }
                let child = if path.is_empty() {
                    key.clone()
                } else {
                    format!("{path}.{key}")
                };
                map.insert(key.clone(), fill_at(property, root, &child, choice, text));
            }
        }
        return Value::Object(map);
    }
    if is_type(schema, "array") {
        let items = schema.get("items").cloned().unwrap_or(json!({}));
        return json!([fill_at(&items, root, &format!("{path}[0]"), choice, text)]);
    }
    if is_type(schema, "number") || is_type(schema, "integer") {
        return json!(0.5);
    }
    if is_type(schema, "boolean") {
        return json!(true);
    }
    Value::String(text(path))
}

/// Every `#[limit]` a tool declares (they are enforced, not published in its schema): (path,
/// JSON pointer into a [`fill`]ed request, keyword, bound). Arrays are entered at their first
/// item, as `fill` makes them; "non-blank" limits are left to the tests of blank input.
pub fn limits(tool: &str) -> Vec<(String, String, &'static str, u64)> {
    use ackrite::boundary::field_facts::Limit;
    let tool = ackrite::registry::registry()
        .get(tool)
        .unwrap_or_else(|| panic!("{tool} is registered"));
    (tool.def.limits)()
        .into_iter()
        .filter_map(|(path, limit)| {
            let (keyword, bound) = match limit {
                Limit::Chars(n) => ("maxLength", n as u64),
                Limit::Items(n) => ("maxItems", n as u64),
                Limit::NonBlank => return None,
            };
            let pointer: String = path
                .split('.')
                .map(|segment| match segment.strip_suffix("[]") {
                    Some(name) => format!("/{name}/0"),
                    None => format!("/{segment}"),
                })
                .collect();
            // `fill` enters a list at its first item; the list's own bound is on the list.
            let pointer = match keyword {
                "maxItems" => pointer.trim_end_matches("/0").to_owned(),
                _ => pointer,
            };
            Some((path.replace("[]", "[0]"), pointer, keyword, bound))
        })
        .collect()
}
