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

/// `examples/README.md` states each claim example's status; the binary gives it, so the
/// README cannot drift from what Ackrite answers.
#[tokio::test]
async fn the_statuses_examples_readme_states_are_the_ones_given() {
    let readme = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/README.md"),
    )
    .expect("examples/README.md");
    let statuses = [
        "KNOWN",
        "SUPPORTED",
        "PLAUSIBLE",
        "UNVERIFIED",
        "CONTRADICTED",
    ];
    let client = connect().await;
    let mut checked = 0;
    for line in readme.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let (file, tool, observed) = (cells[1].trim_matches('`'), cells[2], cells[4]);
        let Some(stated) = observed
            .split(|c: char| !c.is_ascii_alphabetic())
            .find(|w| statuses.contains(w))
        else {
            continue;
        };
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples")
            .join(file);
        let arguments: Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("example file"))
                .expect("example JSON");
        let result = call(&client, tool, arguments).await;
        let given = result
            .structured_content
            .clone()
            .expect("structuredContent");
        assert_eq!(
            given["status"], stated,
            "{file}: examples/README.md says {stated}"
        );
        checked += 1;
    }
    assert!(
        checked >= 6,
        "the README states the claim examples' statuses"
    );
}

/// `detail: "brief"` on every example: the answer conforms to the same output schema, holds
/// nothing the full answer does not (every field it keeps has the full answer's value, or is
/// cut from it), keeps what an agent acts on, and a brief `ackrite` answer stays within 800
/// bytes.
#[tokio::test]
async fn every_example_has_a_brief_answer_cut_from_the_full_one() {
    /// True when `brief` is `full` with fields, items' fields or items left out.
    fn cut_from(brief: &Value, full: &Value) -> bool {
        match (brief, full) {
            (Value::Object(b), Value::Object(f)) => b
                .iter()
                .all(|(k, v)| f.get(k).is_some_and(|w| cut_from(v, w))),
            (Value::Array(b), Value::Array(f)) => {
                let mut rest = f.iter();
                b.iter().all(|item| rest.any(|whole| cut_from(item, whole)))
            }
            (b, f) => b == f,
        }
    }
    let client = connect().await;
    let tools = client.list_all_tools().await.expect("tools/list");
    for (tool_name, file, arguments) in examples() {
        let shown = file.display();
        // Brief first: an example with a sessionId gets its first answer, as a caller would.
        let mut asked = arguments.clone();
        asked["detail"] = Value::from("brief");
        let brief = call(&client, &tool_name, asked).await;
        let full = call(&client, &tool_name, arguments).await;
        let (full, brief) = (
            full.structured_content.expect("full"),
            brief.structured_content.expect("brief"),
        );
        // The label is the brief answer's own, and an example with a sessionId has been asked
        // once already by the time of its full call.
        let mut without_label = brief.clone();
        without_label.as_object_mut().unwrap().remove("_provenance");
        without_label.as_object_mut().unwrap().remove("session");
        assert!(
            cut_from(&without_label, &full),
            "{shown}: {brief:#} is not cut from {full:#}"
        );
        let schema = tools
            .iter()
            .find(|t| t.name == tool_name)
            .and_then(|t| t.output_schema.clone())
            .expect("outputSchema");
        let schema = Value::Object(schema.as_ref().clone());
        assert!(jsonschema::is_valid(&schema, &brief), "{shown}: {brief:#}");
        let acted_on = match tool_name.as_str() {
            "ackrite" => &["status", "confidence", "nextAction"][..],
            "verify" => &["status", "confidence", "decisiveExperiment"],
            "prove_it" => &["domain", "experiment"],
            "audit" => &["nextAction"],
            _ => &["recommendation"],
        };
        for field in acted_on {
            assert!(brief.get(field).is_some(), "{shown}: {field} in {brief:#}");
        }
        let bytes = serde_json::to_string(&brief).unwrap().len();
        if tool_name == "ackrite" {
            assert!(
                bytes <= 800,
                "{shown}: a brief answer of {bytes} bytes: {brief}"
            );
        }
        assert!(
            bytes < serde_json::to_string(&full).unwrap().len(),
            "{shown}: brief is shorter"
        );
    }
    client.cancel().await.ok();
}
