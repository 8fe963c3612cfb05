//! The protocol under inputs a well-behaved client never sends: a second `initialize`, broken
//! messages whose ids must be recovered from the top level only, messages past the size, depth
//! and value bounds, duplicate ids, params of the wrong type, and a stdout closed while
//! requests keep coming.
//!
//! Every case but the last runs over stdio and over HTTP (`both_transports!`), where each line
//! is the body of a POST. Where HTTP answers differently by design, the case says so: a body
//! over 1 MiB gets 413 before it is read (MCP's Streamable HTTP lets a server answer any POST
//! with an HTTP error), so it has no JSON-RPC reply; a refused message's JSON-RPC error comes in
//! a 400. The closed stdout has no HTTP meaning and stays stdio-only.

use std::io::{Read, Write};
use std::time::{Duration, Instant};

use ackrite_e2e::both_transports;
use ackrite_e2e::http::{self, McpSession};
use ackrite_e2e::process::{self, Exchange};
use ackrite_e2e::transport::{exchange, Transport};
use serde_json::{json, Value};

both_transports!(
    a_second_initialize_changes_nothing,
    broken_lines_are_answered_under_their_top_level_id_and_notifications_never,
    an_oversized_message_is_refused_and_the_server_keeps_serving,
    invalid_utf8_and_deep_nesting_get_errors_and_serving_goes_on,
    every_request_of_a_duplicated_id_is_answered,
    wrong_params_are_invalid_params_naming_the_field_and_unknown_methods_say_what_is_known,
);

fn lines(messages: &[Value]) -> Vec<Vec<u8>> {
    messages
        .iter()
        .map(|m| m.to_string().into_bytes())
        .collect()
}

fn initialize() -> Value {
    serde_json::from_str(&process::initialize_line()).expect("JSON")
}

fn ping(id: i64) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "ping"})
}

fn claim_call(id: i64) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": {"name": "verify",
        "arguments": {"claim": format!("Request {id} is answered.")}}})
}

fn a_second_initialize_changes_nothing(transport: Transport) {
    let bogus = json!({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {
        "protocolVersion": "bogus", "capabilities": {}, "clientInfo": {"name": "again", "version": "0"}}});
    let exchange = exchange(
        transport,
        lines(&[initialize(), bogus, ping(3), claim_call(4)]),
        None,
    );
    assert_eq!(
        exchange.one(&json!(1))["result"]["protocolVersion"],
        "2025-11-25"
    );
    let again = exchange.one(&json!(2));
    assert_eq!(again["error"]["code"], -32600, "{again}");
    assert_eq!(
        exchange.one(&json!(3))["result"],
        json!({}),
        "ping still works"
    );
    let result = &exchange.one(&json!(4))["result"];
    assert_eq!(result["structuredContent"]["status"], "UNVERIFIED");
    for key in ["resultType", "ttlMs", "cacheScope"] {
        assert!(result.get(key).is_none(), "{key} appeared: {result}");
    }
}

fn broken_lines_are_answered_under_their_top_level_id_and_notifications_never(
    transport: Transport,
) {
    let big = "a".repeat(1024 * 1024 + 10);
    let raw = [
        // A notification whose params hold an id: never answered.
        r#"{"jsonrpc":"2.0","method":"notifications/x","params":{"id":5,"a":[}"#.to_owned(),
        // The request's id, not the one in its _meta.
        r#"{"jsonrpc":"2.0","id":77,"method":"x","params":{"_meta":{"id":5},"a":[}"#.to_owned(),
        // An oversized request whose id comes after its params.
        format!(
            r#"{{"jsonrpc":"2.0","method":"tools/call","params":{{"name":"verify","arguments":{{"claim":"{big}"}}}},"id":88}}"#
        ),
        // An oversized notification.
        format!(r#"{{"jsonrpc":"2.0","method":"notifications/y","params":{{"text":"{big}"}}}}"#),
        // Too deep, with its id at the end.
        format!(
            r#"{{"jsonrpc":"2.0","method":"ping","params":{{"a":{}{}}},"id":99}}"#,
            "[".repeat(200),
            "]".repeat(200)
        ),
    ];
    let mut all = lines(&[initialize()]);
    all.extend(raw.iter().map(|l| l.as_bytes().to_vec()));
    all.extend(lines(&[ping(6)]));
    let exchange = exchange(transport, all, None);
    let ids: Vec<&Value> = exchange.replies.iter().map(|r| &r["id"]).collect();
    // Over HTTP the oversized request is refused with 413 before it is read: no JSON-RPC reply.
    let oversized_replies = match transport {
        Transport::Stdio => 1,
        Transport::Http => 0,
    };
    assert_eq!(
        ids.len(),
        4 + oversized_replies,
        "one reply per request, none for notifications: {:#?}",
        exchange.replies
    );
    assert_eq!(exchange.one(&json!(77))["error"]["code"], -32700);
    match transport {
        Transport::Stdio => assert_eq!(exchange.one(&json!(88))["error"]["code"], -32600),
        Transport::Http => {
            // initialize, the broken notification, 77, 88, the big notification, 99, ping.
            assert_eq!(
                exchange.statuses,
                [200, 400, 400, 413, 413, 400, 200],
                "{:#?}",
                exchange.replies
            );
            assert!(exchange.all(&json!(88)).is_empty());
        }
    }
    let deep = exchange.one(&json!(99));
    assert!(
        deep["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("deeper than 128")),
        "{deep}"
    );
    assert!(exchange.all(&json!(5)).is_empty());
    assert!(exchange.all(&Value::Null).is_empty());
    assert!(exchange.one(&json!(6))["result"].is_object());
}

fn an_oversized_message_is_refused_and_the_server_keeps_serving(transport: Transport) {
    let big = format!(
        r#"{{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{{"name":"ackrite","arguments":{{"claim":"{}"}}}}}}"#,
        "a".repeat(1024 * 1024 + 10)
    );
    let messages = vec![initialize().to_string().into_bytes(), big.into_bytes()];
    let mut all = messages;
    all.extend(lines(&[ping(3)]));
    let exchange = exchange(transport, all, None);
    assert_eq!(exchange.code, Some(0));
    match transport {
        Transport::Stdio => {
            let refused = exchange.one(&json!(2));
            assert_eq!(refused["error"]["code"], -32600, "{refused}");
            assert!(refused["error"]["message"]
                .as_str()
                .unwrap_or_default()
                .contains("1 MiB"));
        }
        // Refused before it is read, so with no JSON-RPC reply.
        Transport::Http => {
            assert_eq!(exchange.statuses[1], 413, "{:?}", exchange.statuses);
            assert!(exchange.all(&json!(2)).is_empty());
        }
    }
    assert!(exchange.one(&json!(3))["result"].is_object());
}

fn invalid_utf8_and_deep_nesting_get_errors_and_serving_goes_on(transport: Transport) {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let all = vec![
        process::initialize_line().into_bytes(),
        b"{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\",\"x\":\"\xff\xfe\"}".to_vec(),
        deep.into_bytes(),
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "ackrite",
            "arguments": {"claim": "x", "evidence": [{"content": "y", "reliability": "inf"}]}}})
        .to_string()
        .into_bytes(),
        ping(4).to_string().into_bytes(),
    ];
    let exchange = exchange(transport, all, None);
    assert_eq!(exchange.code, Some(0));
    let replies = &exchange.replies;
    assert_eq!(
        exchange.one(&json!(2))["error"]["code"],
        -32700,
        "invalid UTF-8"
    );
    assert!(
        replies.iter().any(|r| r["id"].is_null()
            && r["error"]["code"] == -32600
            && r["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("deeper than 128"))),
        "deep nesting is refused unparsed: {replies:#?}"
    );
    let inf = exchange.one(&json!(3));
    assert_eq!(
        inf["result"]["isError"], true,
        "\"inf\" is not a reliability: {inf}"
    );
    assert!(exchange.one(&json!(4))["result"].is_object());
}

/// Each request with an id still being answered is either answered or refused under its id,
/// never left without a reply. Over HTTP the requests of one exchange are sent one after the
/// other, so the same id is also sent in concurrent POSTs of one MCP session.
fn every_request_of_a_duplicated_id_is_answered(transport: Transport) {
    let mut messages = vec![initialize()];
    for _ in 0..3 {
        messages.push(claim_call(7));
    }
    messages.push(claim_call(8));
    let exchange = exchange(transport, lines(&messages), None);
    let sevens = exchange.all(&json!(7));
    assert_eq!(sevens.len(), 3, "{:#?}", exchange.replies);
    for reply in sevens {
        assert_answered_or_refused(reply);
    }
    assert!(exchange.one(&json!(8))["result"].is_object());
    if transport == Transport::Http {
        let server = http::start(&["--http", "127.0.0.1:0"]);
        let session = McpSession::open(&server, &[]);
        let body = claim_call(7).to_string();
        std::thread::scope(|scope| {
            let posts: Vec<_> = (0..8)
                .map(|_| scope.spawn(|| session.post(body.as_bytes())))
                .collect();
            for post in posts {
                let reply = post.join().expect("POST");
                let answers = reply.messages();
                assert_eq!(answers.len(), 1, "one answer per POST: {reply:?}");
                assert_answered_or_refused(&answers[0]);
            }
        });
    }
}

fn assert_answered_or_refused(reply: &Value) {
    let answered = reply["result"]["structuredContent"]["status"] == "UNVERIFIED";
    let refused = reply["error"]["code"] == -32600
        && reply["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("id"));
    assert!(answered || refused, "{reply}");
}

fn wrong_params_are_invalid_params_naming_the_field_and_unknown_methods_say_what_is_known(
    transport: Transport,
) {
    let messages = [
        initialize(),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": 123}}),
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "verify", "arguments": "x"}}),
        json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "no_such_tool"}}),
        json!({"jsonrpc": "2.0", "id": 5, "method": "no/such/method"}),
        json!({"jsonrpc": "2.0", "id": 6, "method": "completion/complete"}),
    ];
    let Exchange { replies, .. } = exchange(transport, lines(&messages), None);
    let error = |id: i64| {
        let reply = replies.iter().find(|r| r["id"] == id).expect("a reply");
        (
            reply["error"]["code"].as_i64().unwrap_or_default(),
            reply["error"]["message"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
        )
    };
    let rows: [(i64, i64, &[&str]); 5] = [
        (2, -32602, &["params.name", "string"]),
        (3, -32602, &["params.arguments"]),
        (4, -32602, &["params.name", "unknown tool", "verify"]),
        (
            5,
            -32601,
            &["method not found", "no/such/method", "tools/call"],
        ),
        (
            6,
            -32601,
            &["method not found", "completion/complete", "prompts/get"],
        ),
    ];
    for (id, code, words) in rows {
        let (got, message) = error(id);
        assert_eq!(got, code, "request {id}: {message}");
        for word in words {
            assert!(message.contains(word), "request {id}: {word} in {message}");
        }
    }
}

/// The client closes its end of stdout and keeps sending: the server stops at once, exit 0,
/// saying so in one log line, instead of one error line per request until stdin closes.
/// Stdio only: an HTTP client that leaves closes its own connection, not the server's output.
#[test]
fn a_closed_stdout_ends_the_server_promptly_with_one_log_line() {
    let mut child = process::spawn_logged(None);
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin");
    let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
    let writer = std::thread::spawn(move || {
        let _ = writeln!(stdin, "{}", process::initialize_line());
        for id in 2..5_000 {
            if writeln!(stdin, "{}", ping(id)).is_err() {
                break;
            }
        }
        // Stdin stays open: the exit must come from stdout, not from end of input.
        let _ = done_rx.recv_timeout(Duration::from_secs(30));
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("try_wait") {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "still running with stdout closed"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let _ = done_tx.send(());
    let _ = writer.join();
    assert_eq!(status.code(), Some(0));
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .expect("stderr");
    assert_eq!(stderr.lines().count(), 1, "one log line:\n{stderr}");
    assert!(stderr.contains("stdout"), "{stderr}");
}
