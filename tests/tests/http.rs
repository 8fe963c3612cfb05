//! `ackrite serve --http` end to end over real HTTP: the real binary on 127.0.0.1, a plain
//! HTTP/1.1 client. Tools listed and called, the token, the Origin check, the body bound, session
//! isolation, the request log, and a SIGTERM in the middle of a call.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use ackrite_e2e::http::{
    encode, read_reply, start, try_start, McpSession, StatelessClient, MCP_HEADERS,
};
use serde_json::json;

fn names(tools: &serde_json::Value) -> Vec<&str> {
    tools["tools"]
        .as_array()
        .expect("tools")
        .iter()
        .map(|tool| tool["name"].as_str().expect("name"))
        .collect()
}

#[test]
fn lists_the_registry_and_calls_a_tool() {
    let server = start(&["--http", "127.0.0.1:0"]);
    let health = server.get("/healthz", &[]);
    assert_eq!((health.status, health.body.as_str()), (200, "ok\n"));
    let mut session = McpSession::open(&server, &[]);
    let tools = session.request("tools/list", json!({}));
    let names = names(&tools);
    for tool in ["ackrite", "audit", "prove_it", "reality_check", "verify"] {
        assert!(names.contains(&tool), "{tool} missing from {names:?}");
    }
    let result = session.call("ackrite", json!({"claim": "The cache is the bottleneck."}));
    assert_eq!(result["isError"], json!(false), "{result}");
    assert!(
        result["structuredContent"]["status"].is_string(),
        "{result}"
    );
    // Input errors are tool errors, as over stdio.
    let rejected = session.call("ackrite", json!({"claim": 7}));
    assert_eq!(rejected["isError"], json!(true), "{rejected}");
    let other = server.get("/other", &[]);
    assert_eq!(other.status, 404);
}

#[test]
fn a_token_is_required_when_configured_and_never_logged() {
    let dir = std::env::temp_dir().join(format!("ackrite-http-token-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("token");
    let token = "tok-4f9a1c2e7b";
    std::fs::write(&file, format!("{token}\n")).unwrap();
    let path = file.to_str().unwrap();
    let server = try_start(
        &["--http", "127.0.0.1:0", "--token-file", path],
        &[("ACKRITE_LOG", "debug")],
    )
    .unwrap_or_else(|(status, stderr)| panic!("{status}: {stderr}"));
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "0"}}})
    .to_string();
    let wrong = format!("Bearer {token}x");
    for authorization in [None, Some(wrong.as_str()), Some("Basic dG9rOng=")] {
        let mut headers = MCP_HEADERS.to_vec();
        if let Some(value) = authorization {
            headers.push(("Authorization", value));
        }
        let reply = server.post(&headers, init.as_bytes());
        assert_eq!(reply.status, 401, "{authorization:?}: {reply:?}");
        assert!(reply
            .header("www-authenticate")
            .is_some_and(|v| v.starts_with("Bearer")));
        assert!(!reply.body.contains(token));
    }
    let good = format!("Bearer {token}");
    let mut session = McpSession::open(&server, &[("Authorization", &good)]);
    let result = session.call("verify", json!({"claim": "The queue drains."}));
    assert_eq!(result["isError"], json!(false), "{result}");
    // Health checks come from load balancers, which hold no token.
    assert_eq!(server.get("/healthz", &[]).status, 200);
    let log = server.stderr_once_it_holds("rpc=tools/call");
    assert!(log.contains("rpc=tools/call"), "{log}");
    assert!(!log.contains(token), "the token reached stderr: {log}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_non_loopback_address_refuses_to_start_without_a_token() {
    let (status, stderr) = match try_start(&["--http", "0.0.0.0:0"], &[]) {
        Ok(_) => panic!("started on 0.0.0.0 without a token"),
        Err(refused) => refused,
    };
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("--token-file") && stderr.contains("ACKRITE_HTTP_TOKEN"),
        "{stderr}"
    );
    // With a token from the environment it starts.
    let server = try_start(
        &["--http", "0.0.0.0:0"],
        &[("ACKRITE_HTTP_TOKEN", "abc123")],
    )
    .unwrap_or_else(|(status, stderr)| panic!("{status}: {stderr}"));
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], server.addr.port()));
    let reply = ackrite_e2e::http::request(addr, "POST", "/mcp", &MCP_HEADERS, b"{}");
    assert_eq!(reply.status, 401, "{reply:?}");
}

#[test]
fn only_absent_loopback_or_allowed_origins_are_served() {
    let server = start(&[
        "--http",
        "127.0.0.1:0",
        "--allow-origin",
        "https://app.example.com:443",
    ]);
    let ping = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "0"}}})
    .to_string();
    // (Origin, served, the rule)
    let cases = [
        (Some("https://evil.example"), false, "a foreign page"),
        (
            Some("http://localhost.evil.example:8080"),
            false,
            "a look-alike of localhost",
        ),
        (
            Some("https://app.example.com"),
            true,
            "an --allow-origin value",
        ),
        (Some("http://localhost:3000"), true, "a loopback page"),
        (Some("http://127.0.0.1:5173"), true, "a loopback address"),
        (None, true, "no Origin (not a browser)"),
    ];
    for (origin, served, rule) in cases {
        let mut headers = MCP_HEADERS.to_vec();
        if let Some(origin) = origin {
            headers.push(("Origin", origin));
        }
        let reply = server.post(&headers, ping.as_bytes());
        let expected = if served { 200 } else { 403 };
        assert_eq!(reply.status, expected, "{rule}: {reply:?}");
    }
}

#[test]
fn a_body_over_one_mebibyte_gets_413_and_the_server_keeps_serving() {
    let server = start(&["--http", "127.0.0.1:0"]);
    let mut session = McpSession::open(&server, &[]);
    let claim = "x".repeat(2 * 1024 * 1024);
    let body = json!({"jsonrpc": "2.0", "id": 9, "method": "tools/call",
        "params": {"name": "ackrite", "arguments": {"claim": claim}}})
    .to_string();
    let reply = server.post(&session.headers(), body.as_bytes());
    assert_eq!(reply.status, 413, "{:?}", reply.headers);
    // The same session still answers.
    let result = session.call("ackrite", json!({"claim": "The disk is full."}));
    assert_eq!(result["isError"], json!(false), "{result}");
}

/// A token file of two identities, and a server that knows them.
fn two_identities() -> (ackrite_e2e::http::HttpServer, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!(
        "ackrite-http-identities-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("tokens");
    std::fs::write(
        &file,
        "# one line per identity\nci:tok-ci-51e0\nteam:tok-team-9b27\n",
    )
    .unwrap();
    let server = try_start(
        &[
            "--http",
            "127.0.0.1:0",
            "--token-file",
            file.to_str().unwrap(),
        ],
        &[],
    )
    .unwrap_or_else(|(status, stderr)| panic!("{status}: {stderr}"));
    (server, dir)
}

fn session_block(result: &serde_json::Value) -> (u64, Option<&str>) {
    let block = &result["structuredContent"]["session"];
    (
        block["calls"]
            .as_u64()
            .unwrap_or_else(|| panic!("{result}")),
        block["previousStatus"].as_str(),
    )
}

const CLAIM: &str = "The retry loop causes the duplicate charges.";

#[test]
fn a_stateless_client_keeps_its_session_across_requests() {
    let server = start(&["--http", "127.0.0.1:0"]);
    let mut client = StatelessClient::new(&server, &[]);
    let ask = json!({"sessionId": "debug-1", "claim": CLAIM});
    assert_eq!(
        session_block(&client.call("ackrite", ask.clone())),
        (1, None)
    );
    // Each request is a connection of its own, with nothing but the sessionId to link them.
    let again = client.call("ackrite", ask.clone());
    assert_eq!(session_block(&again), (2, Some("UNVERIFIED")), "{again}");
    let third = client.call("verify", ask);
    assert_eq!(session_block(&third).0, 3, "{third}");
}

#[test]
fn a_session_belongs_to_its_identity_in_either_generation() {
    let (server, dir) = two_identities();
    let ci = [("Authorization", "Bearer tok-ci-51e0")];
    let team = [("Authorization", "Bearer tok-team-9b27")];
    let ask = json!({"sessionId": "debug-1", "claim": CLAIM});

    // A 2025-11-25 client: its history holds across its requests, and across its MCP sessions,
    // since history is the identity's.
    let mut first = McpSession::open(&server, &ci);
    assert_eq!(
        session_block(&first.call("ackrite", ask.clone())),
        (1, None)
    );
    assert_eq!(session_block(&first.call("ackrite", ask.clone())).0, 2);
    let mut reconnected = McpSession::open(&server, &ci);
    assert_eq!(
        session_block(&reconnected.call("ackrite", ask.clone())).0,
        3
    );
    // The same identity without MCP sessions reaches the same history.
    let mut stateless_ci = StatelessClient::new(&server, &ci);
    assert_eq!(
        session_block(&stateless_ci.call("ackrite", ask.clone())).0,
        4
    );

    // The other identity, same sessionId, either generation: a history of its own.
    let mut other = McpSession::open(&server, &team);
    let theirs = other.call("ackrite", ask.clone());
    assert_eq!(session_block(&theirs), (1, None), "{theirs}");
    let mut stateless_team = StatelessClient::new(&server, &team);
    assert_eq!(session_block(&stateless_team.call("ackrite", ask)).0, 2);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn sigterm_during_a_call_answers_it_and_exits_zero() {
    let mut server = start(&["--http", "127.0.0.1:0"]);
    let session = McpSession::open(&server, &[]);
    let body = json!({"jsonrpc": "2.0", "id": 5, "method": "tools/call",
        "params": {"name": "verify", "arguments": {"claim": "The index speeds up the query."}}})
    .to_string();
    let (head_of_body, rest) = body.as_bytes().split_at(body.len() / 2);
    let mut stream = TcpStream::connect(server.addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream
        .write_all(&encode(
            server.addr,
            "POST",
            "/mcp",
            &session.headers(),
            body.len(),
        ))
        .unwrap();
    stream.write_all(head_of_body).unwrap();
    // The request is in flight when the signal arrives.
    std::thread::sleep(Duration::from_millis(300));
    server.terminate();
    std::thread::sleep(Duration::from_millis(300));
    assert!(
        server.wait_exit(Duration::ZERO).is_none(),
        "exited with a call in flight"
    );
    // No new connection is taken.
    let refused = TcpStream::connect(server.addr)
        .and_then(|mut late| {
            late.set_read_timeout(Some(Duration::from_secs(2)))?;
            late.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")?;
            let mut buf = [0u8; 1];
            // With a read timeout set, a signal interrupts the read even under SA_RESTART.
            loop {
                match late.read(&mut buf) {
                    Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
                    read => break read,
                }
            }
        })
        .map_or(true, |read| read == 0);
    assert!(refused, "a connection made after SIGTERM was served");
    stream.write_all(rest).unwrap();
    let reply = read_reply(&mut stream);
    assert_eq!(reply.status, 200, "{reply:?}");
    let answer = reply.answer();
    assert_eq!(answer["id"], 5);
    assert_eq!(answer["result"]["isError"], json!(false), "{answer}");
    let status = server
        .wait_exit(Duration::from_secs(6))
        .expect("exited within the grace period");
    assert_eq!(status.code(), Some(0));
}

#[test]
fn sessions_beyond_the_cap_wait_and_idle_ones_are_closed() {
    let server = start(&[
        "--http",
        "127.0.0.1:0",
        "--max-sessions",
        "2",
        "--idle-timeout",
        "2",
    ]);
    let first = McpSession::open(&server, &[]);
    let _second = McpSession::open(&server, &[]);
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "0"}}})
    .to_string();
    let refused = server.post(&MCP_HEADERS, init.as_bytes());
    assert_eq!(refused.status, 503, "{refused:?}");
    assert!(refused.header("retry-after").is_some());
    // A closed session makes room.
    assert_eq!(first.close(), 202);
    let mut third = McpSession::open(&server, &[]);
    third.call("ackrite", json!({"claim": "The port is open."}));
    // Idle past the timeout: the session is gone, its history with it.
    std::thread::sleep(Duration::from_secs(3));
    let late = third.send(&json!({"jsonrpc": "2.0", "id": 99, "method": "tools/list"}));
    assert_eq!(late.status, 404, "{late:?}");
    McpSession::open(&server, &[]);
}

#[test]
fn secrets_never_come_back_and_the_request_log_holds_no_arguments() {
    let server = try_start(&["--http", "127.0.0.1:0"], &[("ACKRITE_LOG", "info")])
        .unwrap_or_else(|(status, stderr)| panic!("{status}: {stderr}"));
    let mut session = McpSession::open(&server, &[]);
    let secret = format!("ghp_{}", "Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5Fd1Sa0QeAb12");
    let marker = "marker-word-7d1e";
    let result = session.call(
        "ackrite",
        json!({"claim": format!("The token {secret} was rejected ({marker})")}),
    );
    assert!(!result.to_string().contains(&secret[4..]), "{result}");
    let log = server.stderr_once_it_holds("rpc=tools/call");
    let line = log
        .lines()
        .find(|line| line.contains("rpc=tools/call"))
        .unwrap_or_else(|| panic!("no request line: {log}"));
    assert!(
        line.contains("\"ackrite\"") && line.contains("status=200"),
        "{line}"
    );
    assert!(
        !log.contains(marker) && !log.contains(&secret[4..]),
        "{log}"
    );
}
