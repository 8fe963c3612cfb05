//! Secrets as HTTP carries them: authorization headers, cookies, session ids and secret
//! query-string parameters, in raw dumps, curl commands and JSON-encoded headers alike.

use super::accept::{
    basic_credentials, bearer, cookie_pairs, query_value, session, set_cookie, sibling_cookie,
    token,
};
use super::{Entry, Find, Gate, Pattern, Reach};

/// `basic_auth`: the credentials of an HTTP `Basic` authorization (base64 of `user:password`,
/// checked by decoding it). Shape: `Authorization: Basic cTd4azI6bTl2VDFiOFI1bjM=`.
pub(crate) const BASIC_AUTH: Entry = Entry {
    kind: "basic_auth",
    patterns: &[Pattern {
        regex: r"(?i)\bbasic[ \t]+([a-z0-9+/_-]{8,}={0,2})",
        keywords: &["basic"],
        cased: false,
        reach: Reach::line(0, 4096),
        find: Find::Gated(Gate::Word(8)),
        accept: basic_credentials,
    }],
};

/// `bearer_token`: the token of a `Bearer` authorization, of `Authorization: token …`-style
/// schemes, and a raw token as the whole `Authorization` value. Prose such as "bearer
/// authentication" stays: the value must look like a token. Shape:
/// `Authorization: Bearer q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8`.
pub(crate) const BEARER_TOKEN: Entry = Entry {
    kind: "bearer_token",
    patterns: &[
        Pattern {
            regex: r"(?i)\bbearer[ \t]+([a-z0-9._~+/=-]{12,})",
            keywords: &["bearer"],
            cased: false,
            reach: Reach::line(0, 16384),
            find: Find::Gated(Gate::Word(12)),
            accept: bearer,
        },
        Pattern {
            regex: r#"(?i)\bauthorization\\?["']?[ \t]*[:=][ \t]*\\?["']?(?:token|bot|sso-key|apikey|key)[ \t]+([a-z0-9._~+/=:-]{8,})"#,
            keywords: &["authorization"],
            cased: false,
            reach: Reach::line(0, 16384),
            find: Find::Gated(Gate::Assigned),
            accept: token,
        },
        Pattern {
            regex: r#"(?i)\bauthorization\\?["']?[ \t]*[:=][ \t]*\\?["']?([a-z0-9._~+/=-]{16,})"#,
            keywords: &["authorization"],
            cased: false,
            reach: Reach::line(0, 16384),
            find: Find::Gated(Gate::Assigned),
            accept: bearer,
        },
    ],
};

/// `cookie`: the whole value of a `Cookie` request header (raw, in a curl `-b`/`--cookie`, or
/// JSON-encoded), the value of a `Set-Cookie` response header (its attributes stay; so do
/// preferences such as `theme=dark`), and the value of a session cookie in a JSON cookie
/// object (`{"name": "sessionid", …, "value": "…"}`). Shape:
/// `Cookie: sid=q7Xk2M9vT1b8R5n3; theme=dark`.
pub(crate) const COOKIE: Entry = Entry {
    kind: "cookie",
    patterns: &[
        Pattern {
            regex: r"(?im)^[ \t>]*cookie[ \t]*:[ \t]*([^\r\n]+)",
            keywords: &["cookie"],
            cased: false,
            reach: Reach::line(64, 8192),
            find: Find::Gated(Gate::Assigned),
            accept: cookie_pairs,
        },
        Pattern {
            regex: r#"(?i)\\?["']cookie\\?["'][ \t]*[:=][ \t]*\\?["']([^"'\\\r\n]+)"#,
            keywords: &["cookie"],
            cased: false,
            reach: Reach::line(8, 8192),
            find: Find::Gated(Gate::Assigned),
            accept: cookie_pairs,
        },
        Pattern {
            regex: r#"(?:^|[ \t])(?:-b|--cookie)[ \t]+(?:"([^"\r\n]+)"|'([^'\r\n]+)'|([^\s"']+))"#,
            keywords: &["-b ", "--cookie"],
            cased: true,
            reach: Reach::line(8, 8192),
            find: Find::Regex,
            accept: cookie_pairs,
        },
        Pattern {
            regex: r"(?i)\bset-cookie[ \t]*:[ \t]*[^=;\s]+=([^;\r\n]+)",
            keywords: &["set-cookie"],
            cased: false,
            reach: Reach::line(0, 8192),
            find: Find::Gated(Gate::Assigned),
            accept: set_cookie,
        },
        sibling!(
            ["session", "_sess", "sid\"", "sid'", "csrf", "xsrf", "remember"],
            sibling_cookie,
            r"[a-z0-9_.-]*(?:sess|sid|csrf|xsrf|remember)[a-z0-9_.-]*"
        ),
    ],
};

/// `session_token`: a session identifier behind a session-named key or cookie
/// (`session_id`, `sessionToken`, `PHPSESSID`, `JSESSIONID`, `connect.sid`, `csrftoken`), 16+
/// characters. Shape: `JSESSIONID=Q7XK2M9VT1B8R5N3LP0WZ4YC`.
pub(crate) const SESSION_TOKEN: Entry = Entry {
    kind: "session_token",
    patterns: &[Pattern {
        regex: r#"(?i)(?:[a-z0-9_.-]*session[_.-]?(?:id|token|key|secret)?|phpsessid|jsessionid|connect\.sid|\bsid|csrftoken|xsrf-token|_csrf)\\?["']?[ \t]*[:=][ \t]*\\?["']?([a-z0-9%._~+/:-]{16,})"#,
        keywords: &[
            "session", "sid=", "sid:", "sid\"", "sid'", "sid ", "csrf", "xsrf",
        ],
        cased: false,
        reach: Reach::line(128, 2048),
        find: Find::Gated(Gate::Assigned),
        accept: session,
    }],
};

/// `query_secret`: the value of a secret query-string parameter (`access_token`, `token`,
/// `sig`/`signature`, `X-Amz-Signature`, `X-Amz-Credential`, `X-Goog-Signature`, `api_key`,
/// `key`, `client_secret`, `password`, …); the URL and the other parameters stay. Shape:
/// `https://api.example.net/v1/items?access_token=q7Xk2M9vT1b8R5n3&page=2`.
pub(crate) const QUERY_SECRET: Entry = Entry {
    kind: "query_secret",
    patterns: &[Pattern {
        regex: r#"[?&#](?i:access_token|refresh_token|id_token|auth_token|token|api_key|apikey|api-key|key|sig|signature|x-amz-signature|x-amz-credential|x-amz-security-token|x-goog-signature|x-goog-credential|client_secret|password|passwd|pwd|secret|code_verifier|private_token|jwt|auth)=([^&#\s"'<>\\]+)"#,
        keywords: &[
            "token",
            "key",
            "sig",
            "x-amz-",
            "x-goog-",
            "secret",
            "password",
            "passwd",
            "pwd",
            "code_verifier",
            "jwt",
            "auth",
        ],
        cased: false,
        reach: Reach::line(32, 4096),
        find: Find::Gated(Gate::Query),
        accept: query_value,
    }],
};
