//! Secrets recognised by the name they are assigned to: `password=…`, `"api_key": "…"`,
//! `--token …`, `<password>…</password>`, in env files, YAML, JSON, TOML, INI, XML, code and
//! command lines.
//!
//! Each family has three shapes (one regex with one capture group per shape), because the value's delimiters decide how much of it is the
//! secret and how sure we can be that it is one:
//!
//! - quoted (`"…"`, `'…'`, also escaped `\"…\"` inside a JSON string): everything up to the
//!   closing quote; an optional type annotation may sit between key and `=`
//!   (`password: str = "…"`);
//! - after `=`, `:=` or `=>`, unquoted: up to whitespace or a delimiter (`,;&<>`);
//! - after a bare `:`, unquoted: the same, judged more strictly, because this is also how
//!   prose and type annotations look (`Password: click the link`, `token: String`).
//!
//! The key is kept (`password=[REDACTED:password_assignment]`); only the value is replaced.

use super::accept::{
    password, password_by_shape, random, sibling_password, sibling_random, sibling_token, token,
};
use super::files::{NETRC_LINE, NETRC_MACHINE, PGPASS, SQL_IDENTIFIED, SQL_PASSWORD};
use super::{Entry, Find, Gate, Pattern, Reach, LINE};

/// The shapes for a key regex, as one regex (one search instead of several). The key may be an
/// index (`$config['smtp_pass']`, `os.environ["DB_PASSWORD"]`). The value is capture group 1
/// (double-quoted), 2 (single-quoted), 3 (after `=`, `:=` or `=>`; blanks after the separator
/// only with blanks before it, since `the password= field` is prose), 4 (after a bare `:`, a
/// `|` or a tab, judged strictly), 5 (in parentheses) or 6 (in backticks). `$min` is the
/// shortest value the family accepts: stating it in the regex spares the engine resolving
/// capture groups for every `component: message` log prefix.
macro_rules! assigned {
    ($min:literal, $rest:literal, $($key:tt)+) => {
        concat!(
            "(?i)",
            $($key)+,
            r#"\\?["'`]?\]?(?:(?:[ \t]*:[ \t]*&?[a-z_][a-z0-9_<>]*)?[ \t]*(?::=|=>|=|:)[ \t]*(?:\\?"([^"\\\r\n]{"#, $min, r#",})|'([^'\r\n]{"#, $min, r#",}))"#,
            r#"|(?:[ \t]+(?::=|=>|=)[ \t]*|(?::=|=>|=))([^\s"'`,;&<>=\\(][^\s"'`,;&<>\\]{"#, $rest, r#",})"#,
            r#"|[ \t]*(?:[:|]|\t)[ \t]*([^\s"'`,;&<>=:\\\[{|(][^\s"'`,;&<>\\]{"#, $rest, r#",})"#,
            r#"|[ \t]*(?::=|=>|=|:)[ \t]*(?:\(([^\s()"'`]{"#, $min, r#",})\)|`([^\s`]{"#, $min, r#",})`))"#
        )
    };
}

/// One pattern for a key regex in all three shapes. The engine runs the assignment scanner
/// with `$rule`, the key regex as a function on the lowercased key, instead of the regex;
/// `scanner_agrees_with_the_regexes` holds the two to the same answers.
macro_rules! assignment {
    ($min:literal, $rest:literal, $key:literal, $rule:expr, [$($keyword:literal),+], $accept:expr) => {
        Pattern {
            regex: assigned!($min, $rest, $key),
            keywords: &[$($keyword),+],
            cased: false,
            reach: LINE,
            find: Find::Assignment { key: $rule, min: $min },
            accept: $accept,
        }
    };
}

/// A password key: `password`, `passwd`, `passphrase`, `pwd` anywhere in the key, or `pass` as
/// a whole segment (`DB_PASS`, but not `bypass` or `passed`).
macro_rules! password_key {
    () => {
        r"(?:[a-z0-9_.-]*(?:password|passwd|passphrase|pwd)[a-z0-9_.-]*|[a-z0-9_.-]*[_.-]pass\b|\bpass\b)"
    };
}

/// `client_secret`: an OAuth client secret behind `client_secret`, `clientSecret`,
/// `AZURE_CLIENT_SECRET`, … Shape: `client_secret: q7Xk2M9vT1b8R5n3Lp0Wz4Yc`.
pub(crate) const CLIENT_SECRET: Entry = Entry {
    kind: "client_secret",
    patterns: &[
        assignment!(
            8,
            7,
            r"[a-z0-9_.-]*client[_.-]?secret[a-z0-9_.-]*",
            |key| joined(key, b"client", b"secret"),
            ["secret"],
            token
        ),
        sibling!(
            ["secret"],
            sibling_token,
            r"[a-z0-9_.-]*client[_.-]?secret[a-z0-9_.-]*"
        ),
    ],
};

/// `password_assignment`: a password behind a password-named key in env, YAML, JSON, TOML, INI,
/// XML, ADO.NET/ODBC connection strings (`Password=…;`, `PWD=…;`) and Redis configuration
/// (`requirepass …`). Code (`password = get_password()`), references (`PASSWORD_FILE=/run/…`)
/// and descriptive keys (`password_min_length: 12`) stay. Shape: `DB_PASSWORD=q7Xk2M9vT1`.
pub(crate) const PASSWORD_ASSIGNMENT: Entry = Entry {
    kind: "password_assignment",
    patterns: &[
        Pattern {
            regex: assigned!(1, 0, password_key!()),
            // `pass` alone only as a key: followed by a separator, a quote or a space.
            keywords: &[
                "password",
                "passwd",
                "passphrase",
                "pwd",
                "pass=",
                "pass:",
                "pass\"",
                "pass'",
                "pass ",
                "pass\t",
                "pass\\",
            ],
            cased: false,
            reach: LINE,
            find: Find::Assignment {
                key: password_key,
                min: 1,
            },
            accept: password_by_shape,
        },
        Pattern {
            regex: r"(?i)<[a-z0-9_.:-]*(?:password|passwd|pwd)[a-z0-9_.:-]*>([^<\r\n]+)</",
            keywords: &["password", "passwd", "pwd"],
            cased: false,
            reach: LINE,
            find: Find::Gated(Gate::Element),
            accept: password,
        },
        Pattern {
            regex: r"(?i)\b(?:requirepass|masterauth)[ \t]+([^\s]+)",
            keywords: &["requirepass", "masterauth"],
            cased: false,
            reach: LINE,
            find: Find::Gated(Gate::Blank),
            accept: password,
        },
        sibling!(
            [
                "password",
                "passwd",
                "passphrase",
                "pwd",
                "_pass",
                ".pass",
                "-pass"
            ],
            sibling_password,
            password_key!()
        ),
        NETRC_MACHINE,
        NETRC_LINE,
        PGPASS,
        SQL_IDENTIFIED,
        SQL_PASSWORD,
    ],
};

/// `api_key_assignment`: a key behind `api_key`, `apiKey`, `X-API-Key`, `access_key`,
/// `app_key`, `master_key`, `license_key`, `subscription_key`, `auth_key`. Shape:
/// `X-API-Key: q7Xk2M9vT1b8R5n3Lp0W`.
pub(crate) const API_KEY_ASSIGNMENT: Entry = Entry {
    kind: "api_key_assignment",
    patterns: &[
        assignment!(
            8,
            7,
            r"[a-z0-9_.-]*(?:api[_.-]?key|apikey|access[_.-]?key|app[_.-]?key|master[_.-]?key|license[_.-]?key|subscription[_.-]?key|auth[_.-]?key)[a-z0-9_.-]*",
            |key| {
                [
                    &b"api"[..],
                    b"access",
                    b"app",
                    b"master",
                    b"license",
                    b"subscription",
                    b"auth",
                ]
                .iter()
                .any(|head| joined(key, head, b"key"))
            },
            ["key"],
            token
        ),
        sibling!(
            ["key"],
            sibling_token,
            r"[a-z0-9_.-]*(?:api[_.-]?key|apikey|access[_.-]?key|app[_.-]?key|master[_.-]?key|license[_.-]?key|subscription[_.-]?key|auth[_.-]?key)[a-z0-9_.-]*"
        ),
    ],
};

/// `token_assignment`: a token behind a token-named key (`access_token`, `GITHUB_TOKEN`,
/// `X-Auth-Token`, `refreshToken`); counts and settings (`max_tokens`, `token_type`,
/// `token_url`) stay. Shape: `"access_token": "q7Xk2M9vT1b8R5n3Lp0W"`.
pub(crate) const TOKEN_ASSIGNMENT: Entry = Entry {
    kind: "token_assignment",
    patterns: &[
        assignment!(
            8,
            7,
            r"[a-z0-9_.-]*token[a-z0-9_.-]*",
            |key| contains(key, b"token"),
            ["token"],
            token
        ),
        sibling!(["token"], sibling_token, r"[a-z0-9_.-]*token[a-z0-9_.-]*"),
    ],
};

/// `secret_assignment`: a value behind a secret-named key (`SECRET_KEY`, `app_secret`,
/// `webhookSecret`); names and references (`secretName: db-credentials`) stay. Shape:
/// `SECRET_KEY_BASE=9f86d081884c7d65…`.
pub(crate) const SECRET_ASSIGNMENT: Entry = Entry {
    kind: "secret_assignment",
    patterns: &[
        assignment!(
            8,
            7,
            r"[a-z0-9_.-]*secret[a-z0-9_.-]*",
            |key| contains(key, b"secret"),
            ["secret"],
            token
        ),
        sibling!(["secret"], sibling_token, r"[a-z0-9_.-]*secret[a-z0-9_.-]*"),
    ],
};

/// `generic_secret`: a random-looking value (16+ characters, letters and digits mixed, high
/// entropy) behind any other key that suggests key material: `*key*`, `*credential*`,
/// `*auth*`, `*signing*`, `*salt*`, `*seed*`, `*hmac*`, `*encrypt*`, `*cipher*`, `*private*`.
/// Shape: `ENCRYPTION_KEY=q7Xk2M9vT1b8R5n3Lp0Wz4Yc`.
pub(crate) const GENERIC_SECRET: Entry = Entry {
    kind: "generic_secret",
    patterns: &[
        assignment!(
            16,
            15,
            r"[a-z0-9_.-]*(?:key|credential|auth|signing|salt|seed|hmac|encrypt|cipher|private)[a-z0-9_.-]*",
            |key| GENERIC_WORDS.iter().any(|word| contains(key, word)),
            [
                "key",
                "credential",
                "auth",
                "signing",
                "salt",
                "seed",
                "hmac",
                "encrypt",
                "cipher",
                "private"
            ],
            random
        ),
        sibling!(
            [
                "key",
                "credential",
                "auth",
                "signing",
                "salt",
                "seed",
                "hmac",
                "encrypt",
                "cipher",
                "private"
            ],
            sibling_random,
            r"[a-z0-9_.-]*(?:key|credential|auth|signing|salt|seed|hmac|encrypt|cipher|private)[a-z0-9_.-]*"
        ),
    ],
};

/// The words of [`GENERIC_SECRET`]'s key regex.
const GENERIC_WORDS: &[&[u8]] = &[
    b"key",
    b"credential",
    b"auth",
    b"signing",
    b"salt",
    b"seed",
    b"hmac",
    b"encrypt",
    b"cipher",
    b"private",
];

/// [`password_key!`] on a lowercased key: a password word anywhere, or `pass` as the whole key
/// or as its last segment.
fn password_key(key: &[u8]) -> bool {
    [&b"password"[..], b"passwd", b"passphrase", b"pwd"]
        .iter()
        .any(|word| contains(key, word))
        || key == b"pass"
        || (key.ends_with(b"pass") && matches!(key[key.len() - 5], b'_' | b'.' | b'-'))
}

/// `word` anywhere in `key`. (By hand: these run on every assigned key, and a call to
/// `memcmp` per position costs more than the comparison.)
fn contains(key: &[u8], word: &[u8]) -> bool {
    (0..key.len()).any(|at| at_word(key, at, word))
}

/// `head`, at most one of `_.-`, then `tail`, anywhere in `key` (`api_key`, `apikey`).
fn joined(key: &[u8], head: &[u8], tail: &[u8]) -> bool {
    (0..key.len()).any(|at| {
        at_word(key, at, head) && {
            let next = at + head.len();
            at_word(key, next, tail)
                || (matches!(key.get(next), Some(b'_' | b'.' | b'-'))
                    && at_word(key, next + 1, tail))
        }
    })
}

/// `word` at `at` in `key`.
fn at_word(key: &[u8], at: usize, word: &[u8]) -> bool {
    key.get(at..at + word.len())
        .is_some_and(|here| here.iter().zip(word).all(|(a, b)| a == b))
}
