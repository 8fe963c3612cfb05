//! The HTTP side of the harness: `ackrite serve --http 127.0.0.1:0` as a child process, and a
//! plain HTTP/1.1 client over a `TcpStream` — enough for MCP's Streamable HTTP (JSON in, JSON or
//! SSE out), with every header visible to the test.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// A running `ackrite serve --http`; killed when dropped.
pub struct HttpServer {
    child: Child,
    pub addr: SocketAddr,
    stderr: Arc<Mutex<String>>,
    reader: Option<std::thread::JoinHandle<()>>,
}

/// Starts the server on a port the system picks, or returns its exit status and stderr when it
/// refuses to start. `ACKRITE_LOG` and `ACKRITE_HTTP_TOKEN` are only what `env` says.
pub fn try_start(args: &[&str], env: &[(&str, &str)]) -> Result<HttpServer, (ExitStatus, String)> {
    let mut command = Command::new(crate::binary());
    command
        .arg("serve")
        .args(args)
        .env_remove("ACKRITE_HTTP_TOKEN")
        .env_remove("ACKRITE_LOG")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("spawn ackrite");
    let stderr = Arc::new(Mutex::new(String::new()));
    let (ready, addr) = mpsc::channel();
    let pipe = child.stderr.take().expect("stderr piped");
    let log = stderr.clone();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(pipe).lines().map_while(Result::ok) {
            if let Some(rest) = line.strip_prefix("ackrite: serving MCP at http://") {
                let addr: SocketAddr = rest.trim_end_matches("/mcp").parse().expect("address");
                let _ = ready.send(addr);
            }
            let mut log = log.lock().unwrap();
            log.push_str(&line);
            log.push('\n');
        }
    });
    match addr.recv_timeout(Duration::from_secs(20)) {
        Ok(addr) => Ok(HttpServer {
            child,
            addr,
            stderr,
            reader: Some(reader),
        }),
        Err(_) => {
            let status = child.wait().expect("wait");
            std::thread::sleep(Duration::from_millis(100));
            let text = stderr.lock().unwrap().clone();
            Err((status, text))
        }
    }
}

pub fn start(args: &[&str]) -> HttpServer {
    try_start(args, &[]).unwrap_or_else(|(status, stderr)| panic!("{status}: {stderr}"))
}

impl HttpServer {
    /// Everything the server wrote to stderr so far.
    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    /// Stderr once it holds `needle`, or as it is after `LOG_DEADLINE`: a log line is written
    /// after its response is sent, and on a loaded machine no fixed pause is long enough.
    pub fn stderr_once_it_holds(&self, needle: &str) -> String {
        let started = Instant::now();
        loop {
            let log = self.stderr();
            if log.contains(needle) || started.elapsed() > LOG_DEADLINE {
                return log;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill");
        assert!(status.success());
    }

    /// Stops the server with SIGTERM: its exit status and everything it wrote to stderr, to the
    /// last line (read after the process has ended, so no log line is still on its way).
    pub fn stop(mut self) -> (ExitStatus, String) {
        self.terminate();
        let status = self
            .wait_exit(Duration::from_secs(10))
            .expect("exits within 10 s of SIGTERM");
        if let Some(reader) = self.reader.take() {
            reader.join().expect("stderr reader");
        }
        (status, self.stderr())
    }

    /// The exit status, if the process ends within `limit`.
    pub fn wait_exit(&mut self, limit: Duration) -> Option<ExitStatus> {
        let started = Instant::now();
        while started.elapsed() < limit {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }

    pub fn get(&self, path: &str, headers: &[(&str, &str)]) -> Reply {
        request(self.addr, "GET", path, headers, b"")
    }

    pub fn post(&self, headers: &[(&str, &str)], body: &[u8]) -> Reply {
        request(self.addr, "POST", "/mcp", headers, body)
    }
}

impl Drop for HttpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One HTTP response, the body de-chunked.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    /// The JSON-RPC messages of the body: the body itself, or each SSE `data:` line.
    pub fn messages(&self) -> Vec<Value> {
        if let Ok(value) = serde_json::from_str(&self.body) {
            return vec![value];
        }
        self.body
            .lines()
            .filter_map(|line| line.strip_prefix("data:"))
            .filter_map(|data| serde_json::from_str(data.trim()).ok())
            .collect()
    }

    /// The one message that answers a request (it has an `id`).
    pub fn answer(&self) -> Value {
        self.messages()
            .into_iter()
            .find(|message| message.get("id").is_some())
            .unwrap_or_else(|| panic!("no JSON-RPC answer in {self:?}"))
    }
}

/// The bytes of one request with `Connection: close`, so the response ends with the connection.
pub fn encode(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body_len: usize,
) -> Vec<u8> {
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {body_len}\r\n"
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    head.into_bytes()
}

pub fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Reply {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let mut bytes = encode(addr, method, path, headers, body.len());
    bytes.extend_from_slice(body);
    // A refused body may be answered before it is all sent; the answer is what counts.
    let mut writer = stream.try_clone().expect("clone stream");
    let sender = std::thread::spawn(move || {
        let _ = writer.write_all(&bytes);
    });
    let reply = read_reply(&mut stream);
    let _ = sender.join();
    reply
}

/// How long a request's log line may take to reach stderr.
const LOG_DEADLINE: Duration = Duration::from_secs(10);

/// How long a whole response may take. An event stream that never ends (a request whose answer
/// was lost, kept open by keep-alive comments) fails the test instead of hanging it.
const REPLY_DEADLINE: Duration = Duration::from_secs(30);

/// Reads a whole response from a `Connection: close` exchange.
pub fn read_reply(stream: &mut TcpStream) -> Reply {
    let started = Instant::now();
    let mut raw = Vec::new();
    let mut chunk = [0u8; 16 * 1024];
    loop {
        // With a read timeout set, a signal landing in this process (another test's child
        // exiting) interrupts the read even under SA_RESTART, without ending the response.
        let read = match stream.read(&mut chunk) {
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            read => read.expect("read response"),
        };
        if read == 0 {
            break;
        }
        raw.extend_from_slice(&chunk[..read]);
        assert!(
            started.elapsed() < REPLY_DEADLINE,
            "no end of the response after {REPLY_DEADLINE:?}: {:?}",
            String::from_utf8_lossy(&raw)
        );
    }
    let split = raw
        .windows(4)
        .position(|window| window == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no header end in {:?}", String::from_utf8_lossy(&raw)));
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|code| code.parse().ok())
        .expect("status line");
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_owned(), value.trim().to_owned()))
        .collect();
    let body = &raw[split + 4..];
    let chunked = headers.iter().any(|(name, value)| {
        name.eq_ignore_ascii_case("transfer-encoding") && value.contains("chunked")
    });
    let body = if chunked {
        dechunk(body)
    } else {
        body.to_vec()
    };
    Reply {
        status,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    }
}

fn dechunk(mut body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let Some(end) = body.windows(2).position(|w| w == b"\r\n") else {
            return out;
        };
        let size = std::str::from_utf8(&body[..end])
            .ok()
            .and_then(|line| usize::from_str_radix(line.split(';').next()?.trim(), 16).ok())
            .unwrap_or(0);
        if size == 0 || body.len() < end + 2 + size {
            return out;
        }
        out.extend_from_slice(&body[end + 2..end + 2 + size]);
        body = &body[(end + 4 + size).min(body.len())..];
    }
}

/// The headers an MCP client sends with a message.
pub const MCP_HEADERS: [(&str, &str); 2] = [
    ("Content-Type", "application/json"),
    ("Accept", "application/json, text/event-stream"),
];

/// One MCP session over HTTP: the handshake done, its `Mcp-Session-Id` sent with every message.
pub struct McpSession {
    addr: SocketAddr,
    pub id: String,
    extra: Vec<(String, String)>,
    next_id: u64,
}

impl McpSession {
    /// `initialize` and `notifications/initialized`, with `extra` headers on every request.
    pub fn open(server: &HttpServer, extra: &[(&str, &str)]) -> McpSession {
        let extra: Vec<(String, String)> = extra
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        let mut headers: Vec<(&str, &str)> = MCP_HEADERS.to_vec();
        headers.extend(extra.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "ackrite-e2e", "version": "0"}}});
        let reply = server.post(&headers, init.to_string().as_bytes());
        assert_eq!(reply.status, 200, "{reply:?}");
        let id = reply
            .header("mcp-session-id")
            .unwrap_or_else(|| panic!("no session id: {reply:?}"))
            .to_owned();
        assert!(reply.answer()["result"]["serverInfo"]["name"] == "ackrite");
        let mut session = McpSession {
            addr: server.addr,
            id,
            extra,
            next_id: 1,
        };
        let done = session.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        assert_eq!(done.status, 202, "{done:?}");
        session
    }

    /// The headers of a message in this session.
    pub fn headers(&self) -> Vec<(&str, &str)> {
        let mut headers: Vec<(&str, &str)> = MCP_HEADERS.to_vec();
        headers.push(("Mcp-Session-Id", &self.id));
        headers.push(("MCP-Protocol-Version", "2025-11-25"));
        headers.extend(self.extra.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        headers
    }

    pub fn send(&mut self, message: &Value) -> Reply {
        self.post(message.to_string().as_bytes())
    }

    /// Any bytes as a message of this session.
    pub fn post(&self, body: &[u8]) -> Reply {
        request(self.addr, "POST", "/mcp", &self.headers(), body)
    }

    /// The JSON-RPC message answering a request, `result` or `error`.
    pub fn answer(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let message =
            json!({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params});
        let reply = self.send(&message);
        assert_eq!(reply.status, 200, "{reply:?}");
        reply.answer()
    }

    /// A request's `result`; panics on a JSON-RPC error.
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        let answer = self.answer(method, params);
        answer
            .get("result")
            .cloned()
            .unwrap_or_else(|| panic!("{method}: {answer}"))
    }

    /// Ends the session as a well-behaved client does (`DELETE`), returning the HTTP status.
    pub fn close(self) -> u16 {
        request(self.addr, "DELETE", "/mcp", &self.headers(), b"").status
    }

    pub fn call(&mut self, tool: &str, arguments: Value) -> Value {
        self.request("tools/call", json!({"name": tool, "arguments": arguments}))
    }
}

/// A client of the stateless 2026-07-28 revision: no handshake, no `Mcp-Session-Id`; every
/// request carries its protocol version in `_meta` and in headers.
pub struct StatelessClient {
    addr: SocketAddr,
    extra: Vec<(String, String)>,
    next_id: u64,
}

/// The revision without MCP sessions.
pub const STATELESS_VERSION: &str = "2026-07-28";

impl StatelessClient {
    pub fn new(server: &HttpServer, extra: &[(&str, &str)]) -> StatelessClient {
        StatelessClient {
            addr: server.addr,
            extra: extra
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
            next_id: 0,
        }
    }

    /// The JSON-RPC message answering a request, `result` or `error`.
    pub fn answer(&mut self, method: &str, mut params: Value) -> Value {
        self.next_id += 1;
        params["_meta"] = json!({
            "io.modelcontextprotocol/protocolVersion": STATELESS_VERSION,
            "io.modelcontextprotocol/clientCapabilities": {},
        });
        let name = params["name"]
            .as_str()
            .or(params["uri"].as_str())
            .map(str::to_owned);
        let message =
            json!({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params});
        let mut headers: Vec<(&str, &str)> = MCP_HEADERS.to_vec();
        headers.push(("MCP-Protocol-Version", STATELESS_VERSION));
        headers.push(("Mcp-Method", method));
        if let Some(name) = &name {
            headers.push(("Mcp-Name", name));
        }
        headers.extend(self.extra.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        let reply = request(
            self.addr,
            "POST",
            "/mcp",
            &headers,
            message.to_string().as_bytes(),
        );
        assert_eq!(reply.status, 200, "{reply:?}");
        assert!(reply.header("mcp-session-id").is_none(), "{reply:?}");
        reply.answer()
    }

    pub fn call(&mut self, tool: &str, arguments: Value) -> Value {
        let answer = self.answer("tools/call", json!({"name": tool, "arguments": arguments}));
        answer
            .get("result")
            .cloned()
            .unwrap_or_else(|| panic!("tools/call: {answer}"))
    }
}
