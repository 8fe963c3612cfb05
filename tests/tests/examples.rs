//! Every file in `examples/` through MCP: the result validates against the tool's output schema,
//! and the text content is the same JSON as the structured content.

use ackrite_e2e::{call, connect, examples, text};
use serde_json::Value;

#[tokio::test]
async fn every_example_returns_schema_valid_structured_content_and_matching_text() {
    let client = connect().await;
    let tools = client.list_all_tools().await.expect("tools/list");
    let examples = examples();
    assert!(examples.len() >= 8, "examples/ holds the bundled examples");
    for (tool_name, file, arguments) in examples {
        let tool = tools
            .iter()
            .find(|t| t.name == tool_name)
            .unwrap_or_else(|| panic!("{}: no tool named {tool_name}", file.display()));
        let result = call(&client, &tool_name, arguments).await;
        let shown = file.display();
        assert_ne!(result.is_error, Some(true), "{shown}: {}", text(&result));
        let structured = result
            .structured_content
            .clone()
            .expect("structuredContent");
        let schema = Value::Object(
            tool.output_schema
                .clone()
                .expect("outputSchema")
                .as_ref()
                .clone(),
        );
        let validator = jsonschema::validator_for(&schema).expect("schema compiles");
        let errors: Vec<String> = validator
            .iter_errors(&structured)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{shown}: {errors:?}");
        let text = text(&result);
        let parsed: Value = serde_json::from_str(&text).expect("text content is JSON");
        assert_eq!(parsed, structured, "{shown}: text equals structuredContent");
        assert!(
            !text.contains('\n'),
            "{shown}: text content is compact JSON"
        );
    }
    client.cancel().await.ok();
}
