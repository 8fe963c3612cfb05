//! Prompts and resources through the real binary, over stdio and HTTP (README, "Prompts and
//! resources"): listed, got and read as a client does; a bad argument or address named in the
//! error; a session read back by its id but never listed; and `--tools`, which leaves out the
//! prompts whose tools it leaves out.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

use ackrite_e2e::both_transports;
use ackrite_e2e::process::{self, Exchange};
use ackrite_e2e::transport::{exchange, Transport};
use serde_json::{json, Value};

both_transports!(prompts_and_resources_are_listed_got_and_read);

fn request(id: i64, method: &str, params: Value) -> Vec<u8> {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
        .to_string()
        .into_bytes()
}

fn handshake() -> Vec<Vec<u8>> {
    vec![
        process::initialize_line().into_bytes(),
        br#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.to_vec(),
    ]
}

fn result(exchange: &Exchange, id: i64) -> &Value {
    let reply = exchange.one(&json!(id));
    reply
        .get("result")
        .unwrap_or_else(|| panic!("request {id}: {reply}"))
}

fn error(exchange: &Exchange, id: i64) -> (i64, String) {
    let reply = exchange.one(&json!(id));
    let error = reply
        .get("error")
        .unwrap_or_else(|| panic!("request {id} was answered: {reply}"));
    (
        error["code"].as_i64().unwrap_or_default(),
        error["message"].as_str().unwrap_or_default().to_owned(),
    )
}

fn prompts_and_resources_are_listed_got_and_read(transport: Transport) {
    let secret = "postgres://app:Sup3rS3cretPw@db:5432/app";
    let mut lines = handshake();
    lines.extend([
        request(101, "prompts/list", json!({})),
        request(
            102,
            "prompts/get",
            json!({"name": "before_rewrite", "arguments": {
            "premise": format!("The ORM is too slow, see {secret}"), "plan": "Use raw SQL"}}),
        ),
        request(
            103,
            "prompts/get",
            json!({"name": "before_rewrite", "arguments": {"plan": "x"}}),
        ),
        request(104, "prompts/get", json!({"name": "no_such_prompt"})),
        request(105, "resources/list", json!({})),
        request(106, "resources/templates/list", json!({})),
        request(107, "resources/read", json!({"uri": "ackrite://rules"})),
        request(
            108,
            "tools/call",
            json!({"name": "ackrite", "arguments": {
            "sessionId": "orm-check", "claim": format!("The ORM at {secret} is slow.")}}),
        ),
        request(
            109,
            "resources/read",
            json!({"uri": "ackrite://session/orm-check"}),
        ),
        request(110, "resources/read", json!({"uri": "file:///etc/passwd"})),
        request(
            111,
            "resources/read",
            json!({"uri": "ackrite://session/nobody"}),
        ),
        request(112, "resources/list", json!({})),
    ]);
    let exchange = exchange(transport, lines, None);

    let prompts: Vec<&str> = result(&exchange, 101)["prompts"]
        .as_array()
        .expect("prompts")
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(prompts, ["before_rewrite", "when_stuck", "check_success"]);

    let got = result(&exchange, 102);
    let text = got["messages"][0]["content"]["text"]
        .as_str()
        .expect("text");
    assert_eq!(got["messages"][0]["role"], "user");
    assert!(
        text.contains("`ackrite`") && text.contains("`audit`"),
        "{text}"
    );
    assert!(
        text.contains("sessionId \"rewrite-the-orm-too-slow-see\""),
        "{text}"
    );
    assert!(!text.contains("Sup3rS3cretPw"), "{text}");

    let (code, message) = error(&exchange, 103);
    assert_eq!(code, -32602);
    assert!(message.contains("arguments.premise: required"), "{message}");
    let (code, message) = error(&exchange, 104);
    assert_eq!(code, -32602);
    assert!(
        message.contains("no_such_prompt") && message.contains("`when_stuck`"),
        "{message}"
    );

    let uris: Vec<&str> = result(&exchange, 105)["resources"]
        .as_array()
        .expect("resources")
        .iter()
        .map(|r| r["uri"].as_str().unwrap())
        .collect();
    assert_eq!(uris, ["ackrite://rules", "ackrite://checklists"]);
    assert_eq!(
        result(&exchange, 106)["resourceTemplates"][0]["uriTemplate"],
        "ackrite://session/{id}"
    );
    let rules = &result(&exchange, 107)["contents"][0];
    assert_eq!(rules["mimeType"], "text/markdown");
    assert!(rules["text"].as_str().unwrap().len() > 1000);

    let session = &result(&exchange, 109)["contents"][0];
    let session: Value = serde_json::from_str(session["text"].as_str().unwrap()).unwrap();
    assert_eq!(session["calls"], 1, "{session}");
    assert!(!session.to_string().contains("Sup3rS3cretPw"), "{session}");

    let (code, message) = error(&exchange, 110);
    assert_eq!(code, -32602);
    assert!(
        message.contains("file:///etc/passwd") && message.contains("ackrite://rules"),
        "{message}"
    );
    let (code, message) = error(&exchange, 111);
    assert_eq!(code, -32002);
    assert!(message.contains("nobody"), "{message}");
    // A session exists now, and still no listing names it.
    assert!(!result(&exchange, 112).to_string().contains("orm-check"));
}

/// `ackrite serve --tools …` over stdio: what it lists, or how it refuses to start.
fn serve_with(tools: &str) -> (Option<i32>, String, String) {
    let mut child = Command::new(ackrite_e2e::binary())
        .args(["serve", "--tools", tools])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().unwrap();
    for line in handshake().into_iter().chain([
        request(101, "tools/list", json!({})),
        request(102, "prompts/list", json!({})),
    ]) {
        let _ = stdin.write_all(&line);
        let _ = stdin.write_all(b"\n");
    }
    drop(stdin);
    let (mut stdout, mut stderr) = (String::new(), String::new());
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    (child.wait().unwrap().code(), stdout, stderr)
}

#[test]
fn a_tool_subset_serves_those_tools_and_only_the_prompts_they_allow() {
    let (code, stdout, _) = serve_with("verify,ackrite");
    assert_eq!(code, Some(0));
    let replies: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let names = |id: i64, list: &str| -> Vec<String> {
        let reply = replies.iter().find(|r| r["id"] == id).expect("reply");
        reply["result"][list]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["name"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(names(101, "tools"), ["ackrite", "verify"]);
    assert_eq!(names(102, "prompts"), ["check_success"]);

    let (code, stdout, stderr) = serve_with("ackrite,proveit");
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stdout.is_empty(), "{stdout}");
    assert!(
        stderr.contains("proveit")
            && stderr.contains("ackrite, audit, prove_it, reality_check, verify"),
        "{stderr}"
    );
}
