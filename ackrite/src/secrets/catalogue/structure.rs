//! Secrets recognised by their own structure rather than by a provider's prefix: PEM private
//! keys, JSON Web Tokens and credentials inside URLs.

use super::accept::{any, password, userinfo_token};
use super::{Entry, Find, Gate, Pattern, Reach};

/// `private_key`: a PEM private key of any flavour (PKCS#1 `RSA`, `EC`, `DSA`, PKCS#8,
/// `ENCRYPTED`, `OPENSSH`, `PGP … BLOCK`), across lines or with escaped `\n` inside a JSON
/// string; also a block cut off before its `END` line, up to where the base64 stops. Public
/// keys and certificates stay. Shape:
/// `-----BEGIN RSA PRIVATE KEY-----` / lines of base64 / `-----END RSA PRIVATE KEY-----`.
pub(crate) const PRIVATE_KEY: Entry = Entry {
    kind: "private_key",
    patterns: &[
        Pattern {
            regex: r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?s:.)*?-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----",
            keywords: &["PRIVATE KEY"],
            cased: true,
            reach: Reach {
                back: 64,
                forward: 65536,
                multiline: true,
            },
            find: Find::Regex,
            accept: any,
        },
        Pattern {
            regex: r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:[A-Za-z0-9+/=]|\r?\n[ \t]*|\\n)+",
            keywords: &["PRIVATE KEY"],
            cased: true,
            reach: Reach {
                back: 64,
                forward: 65536,
                multiline: true,
            },
            find: Find::Regex,
            accept: any,
        },
    ],
};

/// `jwt`: a JSON Web Token (a JWS in compact form: base64url header and payload that both
/// start with `{"`, hence `eyJ`, and a signature that may be empty). Shape:
/// `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJxN3hrMm05In0.q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke2Qa1Vb`.
pub(crate) const JWT: Entry = Entry {
    kind: "jwt",
    patterns: &[Pattern {
        regex: r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*",
        keywords: &["eyJ"],
        cased: true,
        reach: Reach::line(8, 32768),
        find: Find::Regex,
        accept: any,
    }],
};

/// `url_credentials`: the password in a URL's userinfo, which covers connection strings
/// (`postgres`, `mysql`, `mongodb+srv`, `redis`, `amqp`, …); scheme, user, host, port and
/// database stay. Also a token as the whole userinfo (`https://<token>@github.com/…`, when it
/// looks random: `https://deploy@…` is a user name) and Go's scheme-less DSN
/// (`user:password@tcp(host:3306)/db`). Shape:
/// `postgres://app:q7Xk2M9vT1b8@db.internal:5432/orders` becomes
/// `postgres://app:[REDACTED:url_credentials]@db.internal:5432/orders`.
pub(crate) const URL_CREDENTIALS: Entry = Entry {
    kind: "url_credentials",
    patterns: &[
        Pattern {
            regex: r#"\b[A-Za-z][A-Za-z0-9+.-]{1,31}://[^\s:@/?#"'<>]*:([^\s@/?"'<>]+)@[^\s@]"#,
            keywords: &["://"],
            cased: true,
            reach: Reach::line(48, 1024),
            find: Find::Gated(Gate::Userinfo),
            accept: any,
        },
        Pattern {
            regex: r#"\b[A-Za-z][A-Za-z0-9+.-]{1,31}://([A-Za-z0-9_.~-]{16,})@[^\s@]"#,
            keywords: &["://"],
            cased: true,
            reach: Reach::line(48, 1024),
            find: Find::Gated(Gate::Userinfo),
            accept: userinfo_token,
        },
        Pattern {
            regex: r#"\b[A-Za-z0-9_.-]+:([^\s:@/"'()]+)@(?:tcp|udp|unix)\("#,
            keywords: &["@tcp(", "@udp(", "@unix("],
            cased: false,
            reach: Reach::line(256, 8),
            find: Find::Regex,
            accept: password,
        },
    ],
};
