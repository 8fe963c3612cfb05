//! `_provenance.callerText` lists every response field that repeats caller text. Each registered
//! tool (enumerated from `tools/list`, so a new tool is covered without editing this file) is
//! called with every string of its request, `sessionId` included, set to a distinct marker, once
//! for each option of its choices (so that, say, contradicting evidence is tried too); any
//! response path that holds a marker must be listed. Over stdio and over HTTP: the labels are
//! the registry's, whichever transport carries them.

use std::collections::BTreeSet;

use ackrite_e2e::{both_transports, choices, everything, fill_choosing, input_schema, Transport};
use serde_json::Value;

/// The marker of the `n`th string: a token no analysis splits or changes.
fn marker(n: usize) -> String {
    format!("qzm{n}x")
}

/// Every path in `value` (`supporting[].source`) whose string holds a marker.
fn marked_paths(value: &Value, at: &str, out: &mut BTreeSet<String>) {
    match value {
        Value::String(text) if text.contains("qzm") => {
            out.insert(at.to_owned());
        }
        Value::Array(items) => items
            .iter()
            .for_each(|item| marked_paths(item, &format!("{at}[]"), out)),
        Value::Object(map) => {
            for (key, child) in map {
                let path = if at.is_empty() {
                    key.clone()
                } else {
                    format!("{at}.{key}")
                };
                marked_paths(child, &path, out);
            }
        }
        _ => {}
    }
}

both_transports!(async every_response_path_holding_caller_text_is_labelled);

async fn every_response_path_holding_caller_text_is_labelled(transport: Transport) {
    let client = transport.connect().await;
    let mut unlabelled = Vec::new();
    for tool in client.tools().await {
        let name = tool.name.to_string();
        let schema = input_schema(&tool);
        for choice in 0..choices(&schema) {
            let mut n = 0;
            let mut request = fill_choosing(&schema, choice, &mut |_| {
                n += 1;
                format!(
                    "{} the cache returned stale data after the deploy and the retry failed",
                    marker(n)
                )
            });
            request["sessionId"] = Value::String(format!("{}-{choice}", marker(0)));
            let result = client.call(&name, request).await;
            assert_ne!(
                result.is_error,
                Some(true),
                "{name}: {}",
                everything(&result)
            );
            let response = result.structured_content.expect("structuredContent");
            let listed: BTreeSet<String> = response["_provenance"]["callerText"]
                .as_array()
                .expect("callerText")
                .iter()
                .filter_map(|path| path.as_str().map(str::to_owned))
                .collect();
            let mut marked = BTreeSet::new();
            marked_paths(&response, "", &mut marked);
            assert!(marked.contains("session.id"), "{name}: markers are found");
            for path in &marked {
                // A list of strings is labelled by its field: `missingProof` for `missingProof[]`.
                let field = path.trim_end_matches("[]");
                if !listed.contains(path) && !listed.contains(field) {
                    unlabelled.push(format!("{name}.{path}"));
                }
            }
        }
    }
    unlabelled.sort();
    unlabelled.dedup();
    assert!(
        unlabelled.is_empty(),
        "response fields repeating caller text but missing from _provenance.callerText: {unlabelled:?}"
    );
    client.close().await;
}
