//! No secret put into any string field of any registered tool's request ever comes back — in a
//! result, in an error, in text or structured content. Fields are found from each tool's input
//! schema, so a new tool is covered without editing this file. Over stdio and over HTTP.

use ackrite_e2e::{both_transports, everything, fill, input_schema, Transport};
use serde_json::{json, Value};

/// A secret as pasted (`text`) and the part of it that must never be seen again (`value`).
struct Secret {
    kind: &'static str,
    text: String,
    value: String,
}

/// Secrets of formats the redactor must know, built from obviously fake characters.
fn secrets() -> Vec<Secret> {
    let alnum = "Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5Fd1Sa0Qe";
    let secret = |kind, text: String, value: String| Secret { kind, text, value };
    vec![
        secret("bearer", format!("Authorization: Bearer {alnum}x"), format!("{alnum}x")),
        secret("github", format!("ghp_{alnum}Ab12"), format!("{alnum}Ab12")),
        secret("aws", "AKIAZQ7XW2LP9RT4VB6N".into(), "ZQ7XW2LP9RT4VB6N".into()),
        secret("password", format!("password={}", &alnum[..14]), alnum[..14].to_owned()),
        secret(
            "pem",
            format!("-----BEGIN RSA PRIVATE KEY-----\nMIIE{alnum}\n{alnum}==\n-----END RSA PRIVATE KEY-----"),
            format!("MIIE{alnum}"),
        ),
    ]
}

fn assert_clean(result: &rmcp::model::CallToolResult, secrets: &[Secret], context: &str) {
    let all = serde_json::to_string(result).expect("serialises");
    for secret in secrets {
        assert!(
            !all.contains(&secret.value),
            "{context}: {} secret leaked: {all}",
            secret.kind
        );
    }
}

both_transports!(
    async no_secret_in_any_string_field_survives_a_call,
    secrets_stored_in_a_session_never_come_back_later
);

async fn no_secret_in_any_string_field_survives_a_call(transport: Transport) {
    let client = transport.connect().await;
    let secrets = secrets();
    for tool in client.tools().await {
        let name = tool.name.to_string();
        let schema = input_schema(&tool);
        let mut fields = Vec::new();
        let mut next = 0usize;
        let request = fill(&schema, &mut |path| {
            fields.push(path.to_owned());
            let secret = &secrets[next % secrets.len()].text;
            next += 1;
            format!("while checking {path}: {secret} was seen")
        });
        assert!(!fields.is_empty(), "{name}: has string fields");
        let result = client.call(&name, request.clone()).await;
        assert_ne!(
            result.is_error,
            Some(true),
            "{name}: {}",
            everything(&result)
        );
        assert_clean(
            &result,
            &secrets,
            &format!("{name} with secrets in {fields:?}"),
        );

        // The same secrets inside requests that are rejected: error texts are redacted too.
        let mut unknown = request.clone();
        for secret in &secrets {
            unknown[secret.text.as_str()] = json!(secret.text);
        }
        let rejected = client.call(&name, unknown).await;
        assert_eq!(rejected.is_error, Some(true), "{name}");
        assert_clean(&rejected, &secrets, &format!("{name}, unknown-field error"));

        for secret in secrets.iter().map(|s| &s.text) {
            let mut wrong_enum = request.clone();
            if wrong_enum.get("evidence").is_some() {
                wrong_enum["evidence"][0]["type"] = json!(secret);
                let rejected = client.call(&name, wrong_enum).await;
                assert_eq!(rejected.is_error, Some(true), "{name}");
                assert_clean(
                    &rejected,
                    &secrets,
                    &format!("{name}, unknown-variant error"),
                );
            }
            let mut bad_session = request.clone();
            bad_session["sessionId"] = Value::String(secret.clone());
            let rejected = client.call(&name, bad_session).await;
            assert_clean(&rejected, &secrets, &format!("{name}, sessionId error"));
        }
    }
    client.close().await;
}

async fn secrets_stored_in_a_session_never_come_back_later(transport: Transport) {
    let client = transport.connect().await;
    let secrets = secrets();
    let claim = format!("The token {} is rejected", secrets[0].text);
    for _ in 0..2 {
        let result = client.call(
            "ackrite",
            json!({ "sessionId": "leak-check", "claim": claim, "evidence": [{ "content": secrets[1].text }] }),
        )
        .await;
        assert_clean(&result, &secrets, "session round trip");
    }
    client.close().await;
}
