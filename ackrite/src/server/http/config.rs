//! What `ackrite serve --http` is told on the command line, checked before anything listens.
//!
//! Safe by default (README, "HTTP transport"): a loopback address is reachable only from this
//! machine, so it may run without a token; any other address is reachable by whoever can route to
//! it, so it refuses to start unless a bearer token is configured. The token is never printed:
//! [`Token`]'s `Debug` hides it, and no error here quotes it.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// The environment variable a token can come from when no `--token-file` is given.
pub const TOKEN_ENV: &str = "ACKRITE_HTTP_TOKEN";

/// Concurrent MCP sessions by default; each keeps its own session history.
pub const DEFAULT_MAX_SESSIONS: usize = 256;

/// An MCP session with no message for this long is closed, its history with it.
pub const DEFAULT_IDLE_TIMEOUT: Duration = Duration::from_secs(30 * 60);

/// The largest request body served; a larger one gets 413, as one stdio message would be refused.
pub const MAX_BODY_BYTES: usize = crate::server::MAX_MESSAGE_BYTES;

/// A bearer token. Kept out of every `Debug` and `Display` so it cannot reach a log by accident.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// The token's bytes, for the constant-time comparison only.
    pub fn as_bytes(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token([hidden])")
    }
}

/// Where the token comes from, as the command line gave it.
#[derive(Debug, Clone, Default)]
pub struct TokenSource {
    pub file: Option<PathBuf>,
    /// The value of [`TOKEN_ENV`], if set.
    pub env: Option<String>,
}

/// One caller the server knows: the name its history is kept under, and the token it proves
/// itself with. The name survives a rotation of the token, and so does the history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credential {
    pub name: String,
    pub token: Token,
}

/// The identity of a token given alone (the environment variable, or a file of one bare line).
pub const DEFAULT_IDENTITY: &str = "default";

/// The checked configuration of the HTTP server.
#[derive(Debug, Clone)]
pub struct HttpConfig {
    pub addr: SocketAddr,
    /// Who may call; empty when the server runs without a token (loopback only).
    pub credentials: Vec<Credential>,
    /// Browser origins served besides the loopback ones (`--allow-origin`).
    pub allowed_origins: Vec<String>,
    pub max_sessions: usize,
    pub idle_timeout: Duration,
}

/// Why the server refuses to start. No variant carries the token.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("--http: {0} is not an address; expected IP:PORT, e.g. 127.0.0.1:8765")]
    Address(String),
    #[error(
        "--http {0}: a non-loopback address needs a bearer token; give --token-file PATH or set {TOKEN_ENV} (or listen on 127.0.0.1)"
    )]
    TokenRequired(SocketAddr),
    #[error("--token-file {path}: {reason}")]
    TokenFile { path: String, reason: String },
    #[error("{TOKEN_ENV}: the token is empty; set a non-empty token or unset the variable")]
    EmptyEnvToken,
    #[error("--allow-origin {0}: expected scheme://host[:port] (e.g. https://app.example.com:443), `:*` for any port, or `null`")]
    Origin(String),
    #[error("--max-sessions: must be at least 1")]
    MaxSessions,
    #[error("--idle-timeout: must be at least 1 second")]
    IdleTimeout,
}

/// Parses and checks the `serve --http` options. `read_file` is how the token file is read (the
/// real file system in the binary, a table in the tests).
pub fn check(
    addr: &str,
    source: &TokenSource,
    allowed_origins: Vec<String>,
    max_sessions: usize,
    idle_timeout: Duration,
    read_file: impl Fn(&std::path::Path) -> std::io::Result<String>,
) -> Result<HttpConfig, ConfigError> {
    let addr: SocketAddr = addr
        .parse()
        .map_err(|_| ConfigError::Address(crate::boundary::caller_quote::quote(addr)))?;
    let credentials = credentials(source, read_file)?;
    if credentials.is_empty() && !addr.ip().is_loopback() {
        return Err(ConfigError::TokenRequired(addr));
    }
    if let Some(bad) = allowed_origins
        .iter()
        .find(|origin| !origin_is_valid(origin))
    {
        return Err(ConfigError::Origin(crate::boundary::caller_quote::quote(
            bad,
        )));
    }
    if max_sessions == 0 {
        return Err(ConfigError::MaxSessions);
    }
    if idle_timeout.is_zero() {
        return Err(ConfigError::IdleTimeout);
    }
    Ok(HttpConfig {
        addr,
        credentials,
        allowed_origins,
        max_sessions,
        idle_timeout,
    })
}

/// The credentials from `--token-file` (which wins) or the environment. A file holds one
/// `name:token` line per identity (blank lines and `#` comments aside), or one bare token, which
/// is the identity `default`, as the environment's token is. Surrounding whitespace, such as the
/// newline an editor leaves, is not part of a token.
fn credentials(
    source: &TokenSource,
    read_file: impl Fn(&std::path::Path) -> std::io::Result<String>,
) -> Result<Vec<Credential>, ConfigError> {
    if let Some(path) = &source.file {
        let shown = crate::boundary::caller_quote::quote(&path.to_string_lossy());
        let refused = |reason: String| ConfigError::TokenFile {
            path: shown.clone(),
            reason,
        };
        let text = read_file(path)
            .map_err(|error| refused(format!("cannot read it: {}", error.kind())))?;
        return token_file(&text).map_err(refused);
    }
    match source.env.as_deref().map(str::trim) {
        None => Ok(Vec::new()),
        Some("") => Err(ConfigError::EmptyEnvToken),
        Some(token) => Ok(vec![Credential {
            name: DEFAULT_IDENTITY.to_owned(),
            token: Token(token.to_owned()),
        }]),
    }
}

/// Reads a token file. Errors name the line, never its token.
fn token_file(text: &str) -> Result<Vec<Credential>, String> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .map(str::trim)
        .enumerate()
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(|(index, line)| (index + 1, line))
        .collect();
    if lines.is_empty() {
        return Err(
            "the file is empty; put a token in it, or one `name:token` line per identity".into(),
        );
    }
    if let [(_, line)] = lines.as_slice() {
        if named(line).is_none() {
            return Ok(vec![Credential {
                name: DEFAULT_IDENTITY.to_owned(),
                token: Token((*line).to_owned()),
            }]);
        }
    }
    let mut credentials: Vec<Credential> = Vec::with_capacity(lines.len());
    for (number, line) in lines {
        let Some((name, token)) = named(line) else {
            return Err(format!(
                "line {number}: expected `name:token`, the name 1-64 characters of A-Z a-z 0-9 . _ -"
            ));
        };
        if credentials.iter().any(|known| known.name == name) {
            return Err(format!("line {number}: the name `{name}` is given twice"));
        }
        if credentials.iter().any(|known| known.token.0 == token) {
            return Err(format!(
                "line {number}: this token is already another identity's; each identity needs its own"
            ));
        }
        credentials.push(Credential {
            name: name.to_owned(),
            token: Token(token.to_owned()),
        });
    }
    Ok(credentials)
}

/// `name:token` split, when the line has that shape and a non-empty token.
fn named(line: &str) -> Option<(&str, &str)> {
    let (name, token) = line.split_once(':')?;
    let (name, token) = (name.trim(), token.trim());
    let valid_name = (1..=64).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'));
    (valid_name && !token.is_empty()).then_some((name, token))
}

/// The shapes rmcp's origin check understands: `null`, or `scheme://host[:port|:*]`.
fn origin_is_valid(origin: &str) -> bool {
    if origin == "null" {
        return true;
    }
    let base = origin.strip_suffix(":*").unwrap_or(origin);
    match base.parse::<http::Uri>() {
        Ok(uri) => {
            uri.scheme().is_some()
                && uri.authority().is_some()
                && uri
                    .path_and_query()
                    .is_none_or(|p| p.as_str() == "/" || p.as_str().is_empty())
        }
        Err(_) => false,
    }
}

/// The origins a browser page on this machine has: any port of the loopback names.
pub const LOOPBACK_ORIGINS: [&str; 6] = [
    "http://localhost:*",
    "http://127.0.0.1:*",
    "http://[::1]:*",
    "https://localhost:*",
    "https://127.0.0.1:*",
    "https://[::1]:*",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn no_file(_: &std::path::Path) -> std::io::Result<String> {
        Err(std::io::ErrorKind::NotFound.into())
    }

    fn source(file: Option<&str>, env: Option<&str>) -> TokenSource {
        TokenSource {
            file: file.map(PathBuf::from),
            env: env.map(str::to_owned),
        }
    }

    fn run(addr: &str, source: &TokenSource) -> Result<HttpConfig, ConfigError> {
        let files = |path: &std::path::Path| match path.to_str() {
            Some("token.txt") => Ok("s3cret-value\n".to_owned()),
            Some("empty.txt") => Ok(" \n".to_owned()),
            _ => no_file(path),
        };
        check(
            addr,
            source,
            Vec::new(),
            DEFAULT_MAX_SESSIONS,
            DEFAULT_IDLE_TIMEOUT,
            files,
        )
    }

    #[test]
    fn only_loopback_addresses_start_without_a_token() {
        // (address, starts without a token, the rule)
        let cases = [
            ("127.0.0.1:8765", true, "IPv4 loopback"),
            ("127.0.0.2:8765", true, "all of 127/8 is loopback"),
            ("[::1]:8765", true, "IPv6 loopback"),
            ("0.0.0.0:8765", false, "every interface"),
            ("[::]:8765", false, "every IPv6 interface"),
            ("192.168.1.10:8765", false, "a LAN address"),
        ];
        for (addr, starts, rule) in cases {
            let result = run(addr, &source(None, None));
            assert_eq!(result.is_ok(), starts, "{rule}: {addr}");
            if !starts {
                assert!(
                    matches!(result, Err(ConfigError::TokenRequired(_))),
                    "{rule}"
                );
            }
        }
    }

    fn only_token(config: HttpConfig) -> Credential {
        let [credential] = <[Credential; 1]>::try_from(config.credentials).unwrap();
        credential
    }

    #[test]
    fn a_token_lets_any_address_start_and_comes_trimmed() {
        let credential = only_token(run("0.0.0.0:1", &source(None, Some("  abc \n"))).unwrap());
        assert_eq!(credential.token.as_bytes(), b"abc");
        assert_eq!(credential.name, DEFAULT_IDENTITY);
        // The file wins over the environment.
        let credential =
            only_token(run("0.0.0.0:1", &source(Some("token.txt"), Some("env"))).unwrap());
        assert_eq!(credential.token.as_bytes(), b"s3cret-value");
    }

    #[test]
    fn a_token_file_names_one_identity_a_line() {
        let read = |text: &str| {
            token_file(text).map(|all| {
                all.into_iter()
                    .map(|c| {
                        (
                            c.name,
                            String::from_utf8(c.token.as_bytes().to_vec()).unwrap(),
                        )
                    })
                    .collect::<Vec<_>>()
            })
        };
        let pair = |name: &str, token: &str| (name.to_owned(), token.to_owned());
        assert_eq!(
            read("# agents\nci-bot:tok-1\n\n team.a : tok-2 \n"),
            Ok(vec![pair("ci-bot", "tok-1"), pair("team.a", "tok-2")])
        );
        assert_eq!(
            read("bare-token\n"),
            Ok(vec![pair(DEFAULT_IDENTITY, "bare-token")])
        );
        // (file, what the refusal says)
        let refused = [
            ("a:tok-1\nbare\n", "line 2: expected `name:token`"),
            ("a:tok-1\na:tok-2\n", "line 2: the name `a` is given twice"),
            (
                "a:tok-1\nb:tok-1\n",
                "line 2: this token is already another identity's",
            ),
            ("a:tok-1\nb:\n", "line 2: expected"),
            ("# nothing\n", "the file is empty"),
        ];
        for (file, says) in refused {
            let error = read(file).unwrap_err();
            assert!(error.contains(says), "{file:?}: {error}");
            assert!(!error.contains("tok-"), "{error}");
        }
    }

    #[test]
    fn bad_token_sources_are_refused_without_quoting_a_token() {
        let cases = [
            (source(Some("missing.txt"), None), "cannot read it"),
            (source(Some("empty.txt"), None), "the file is empty"),
            (source(None, Some(" ")), "the token is empty"),
        ];
        for (source, says) in cases {
            let error = run("127.0.0.1:1", &source).unwrap_err().to_string();
            assert!(error.contains(says), "{error}");
        }
        let error = run("0.0.0.0:1", &source(None, None))
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("--token-file") && error.contains(TOKEN_ENV),
            "{error}"
        );
    }

    #[test]
    fn the_token_never_shows_in_debug_output() {
        let config = run("0.0.0.0:1", &source(Some("token.txt"), None)).unwrap();
        assert!(!format!("{config:?}").contains("s3cret"));
    }

    #[test]
    fn malformed_options_name_the_flag() {
        assert!(matches!(
            run("localhost", &source(None, None)),
            Err(ConfigError::Address(_))
        ));
        let origins = |origins: &[&str]| {
            check(
                "127.0.0.1:1",
                &source(None, None),
                origins.iter().map(|o| (*o).to_owned()).collect(),
                1,
                DEFAULT_IDLE_TIMEOUT,
                no_file,
            )
        };
        assert!(origins(&["https://app.example.com:443", "http://x:*", "null"]).is_ok());
        for bad in ["app.example.com", "https://x/path", "*"] {
            assert!(
                matches!(origins(&[bad]), Err(ConfigError::Origin(_))),
                "{bad}"
            );
        }
        let sessions = check(
            "127.0.0.1:1",
            &source(None, None),
            Vec::new(),
            0,
            DEFAULT_IDLE_TIMEOUT,
            no_file,
        );
        assert_eq!(sessions.unwrap_err(), ConfigError::MaxSessions);
    }
}
