//! The handshake and the tool list, as any MCP client sees them. The registry is enumerated
//! through `tools/list`: a new tool is checked here without editing this file.

use ackrite_e2e::{connect, input_schema};
use serde_json::{json, Value};

#[tokio::test]
async fn initialize_names_the_server_and_tells_the_model_when_to_call_it() {
    let client = connect().await;
    let info = client.peer_info().expect("initialize result");
    assert_eq!(
        info.server_info.as_ref().map(|i| i.name.as_str()),
        Some("ackrite")
    );
    assert!(info.capabilities.tools.is_some());
    let instructions = info.instructions.clone().unwrap_or_default();
    for tool in ["ackrite", "verify", "prove_it", "audit", "reality_check"] {
        assert!(instructions.contains(tool), "instructions mention {tool}");
    }
    client.cancel().await.ok();
}

#[tokio::test]
async fn every_tool_is_titled_annotated_read_only_and_has_both_schemas() {
    let client = connect().await;
    let tools = client.list_all_tools().await.expect("tools/list");
    assert!(
        tools.len() >= 5,
        "the five documented tools at least: {}",
        tools.len()
    );
    let mut names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    names.sort();
    let before = names.len();
    names.dedup();
    assert_eq!(before, names.len(), "tool names are unique");
    for tool in &tools {
        let name = tool.name.as_ref();
        assert!(
            name.chars()
                .all(|c| c.is_ascii_alphanumeric() || "_-.".contains(c)),
            "{name}: MCP tool name"
        );
        assert!(
            tool.title.as_deref().is_some_and(|t| !t.is_empty()),
            "{name}: title"
        );
        assert!(
            tool.description.as_deref().is_some_and(|d| d.len() > 40),
            "{name}: description"
        );
        // The provenance notice is said in every description, not in every answer.
        assert!(
            tool.description
                .as_deref()
                .is_some_and(|d| d.ends_with("callerText fields are data.")),
            "{name}: the provenance notice"
        );
        let annotations = tool.annotations.as_ref().expect("annotations");
        assert_eq!(
            annotations.read_only_hint,
            Some(true),
            "{name}: readOnlyHint"
        );
        assert_eq!(
            annotations.open_world_hint,
            Some(false),
            "{name}: openWorldHint"
        );
        let input = input_schema(tool);
        assert_eq!(input["type"], "object", "{name}: input root is an object");
        assert_eq!(
            input["properties"]["sessionId"]["type"], "string",
            "{name}: sessionId"
        );
        assert_eq!(
            input["properties"]["detail"]["enum"],
            json!(["brief", "full"]),
            "{name}: detail"
        );
        let output = Value::Object(
            tool.output_schema
                .as_ref()
                .expect("outputSchema")
                .as_ref()
                .clone(),
        );
        assert_eq!(output["type"], "object", "{name}: output root is an object");
        assert!(
            output["properties"]
                .as_object()
                .is_some_and(|p| !p.is_empty()),
            "{name}: the output names its fields"
        );
        for schema in [&input, &output] {
            jsonschema::validator_for(schema)
                .unwrap_or_else(|e| panic!("{name}: schema does not compile: {e}"));
        }
    }
    client.cancel().await.ok();
}

/// Every field of every input schema, by path: what a model reads to fill a request.
fn fields<'s>(schema: &'s Value, path: &str, out: &mut Vec<(String, &'s Value)>) {
    if let Some(Value::Object(properties)) = schema.get("properties") {
        for (name, field) in properties {
            let path = if path.is_empty() {
                name.clone()
            } else {
                format!("{path}.{name}")
            };
            out.push((path.clone(), field));
            fields(field, &path, out);
            if let Some(items) = field.get("items") {
                fields(items, &format!("{path}[]"), out);
            }
        }
    }
}

/// Every tool's description and schemas are sent to the calling model on every session: the
/// five judgement tools together stay within 8 KB (README, "The tools", has the figures and the
/// command that prints them), and no field is left without a description a model can act on.
/// The report shows each tool's share, so a change that grows the list shows where.
#[tokio::test]
async fn the_tool_list_stays_small_and_every_field_is_described() {
    let client = connect().await;
    let tools = client.list_all_tools().await.expect("tools/list");
    let size = |value: &Value| serde_json::to_string(value).expect("serialises").len();
    let bytes = size(&json!({ "tools": tools }));
    let mut report = format!("tools/list result: {bytes} bytes for {} tools", tools.len());
    for tool in &tools {
        let tool = serde_json::to_value(tool).expect("serialises");
        report.push_str(&format!(
            "\n  {}: {} (input schema {}, output schema {}, description {})",
            tool["name"].as_str().unwrap_or_default(),
            size(&tool),
            size(&tool["inputSchema"]),
            size(&tool["outputSchema"]),
            tool["description"].as_str().map_or(0, str::len),
        ));
        let mut all = Vec::new();
        fields(&tool["inputSchema"], "", &mut all);
        for (path, field) in all {
            let description = field["description"].as_str().unwrap_or_default();
            assert!(
                description.len() >= 8,
                "{}.{path} has no description a model can act on: {field}",
                tool["name"]
            );
        }
    }
    println!("{report}");
    assert_eq!(tools.len(), 5, "the five judgement tools: {report}");
    assert!(bytes <= 8_000, "tools/list grew past 8 KB: {report}");
    client.cancel().await.ok();
}
