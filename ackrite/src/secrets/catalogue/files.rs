//! Passwords in credential files and SQL, as patterns of `password_assignment`: `.netrc`
//! (`machine … login … password …`, one field per line or all on one), `.pgpass`
//! (`host:port:database:user:password`), and SQL's `IDENTIFIED BY '…'`, `PASSWORD '…'` and
//! `SET PASSWORD FOR … = '…'`. None of these writes a separator between the word and the value,
//! so the assignment scanner cannot read them.

use super::accept::{password, password_after_colon, quoted_or_strict};
use super::{Find, Gate, Pattern, Reach};

/// A one-line `.netrc` entry: `machine HOST` (or `default`), then `login USER`, `account A`,
/// `port P` in any order, then `password VALUE`.
pub(crate) const NETRC_MACHINE: Pattern = Pattern {
    regex: r"(?i)\b(?:machine[ \t]+\S+|default)(?:[ \t]+(?:login|account|port)[ \t]+\S+)*[ \t]+password[ \t]+(\S+)",
    keywords: &["machine", "default"],
    cased: false,
    reach: Reach::line(0, 1024),
    find: Find::Gated(Gate::BlankThen("password")),
    accept: password,
};

/// `password VALUE` as a whole line, as `.netrc` writes one field per line. Prose looks the same
/// (`Password reset`), so letters alone are not taken as a password.
pub(crate) const NETRC_LINE: Pattern = Pattern {
    regex: r"(?im)^[ \t]*password[ \t]+(\S+)[ \t]*\r?$",
    keywords: &["password"],
    cased: false,
    reach: Reach::line(64, 1024),
    find: Find::Gated(Gate::Spaced),
    accept: password_after_colon,
};

/// A `.pgpass` line: `host:port:database:user:password`, the port a number or `*`. Lines are
/// recognised by their port field (PostgreSQL's and PgBouncer's usual ports, or `*`).
pub(crate) const PGPASS: Pattern = Pattern {
    regex: r"(?m)^[ \t]*[A-Za-z0-9_.*-]+:(?:[0-9]{2,5}|\*):[^:\s]+:[^:\s]+:(\S+)[ \t]*\r?$",
    keywords: &[":5432:", ":5433:", ":5434:", ":6432:", ":*:"],
    cased: true,
    reach: Reach::line(256, 1024),
    find: Find::Regex,
    accept: password,
};

/// `IDENTIFIED BY 'x'`, `IDENTIFIED WITH plugin BY 'x'`, Oracle's unquoted `IDENTIFIED BY x`.
pub(crate) const SQL_IDENTIFIED: Pattern = Pattern {
    regex: r#"(?i)\bidentified[ \t]+(?:with[ \t]+[a-z0-9_]+[ \t]+)?by[ \t]+(?:'([^'\r\n]+)'|"([^"\r\n]+)"|([^\s;'"()]+))"#,
    keywords: &["identified"],
    cased: false,
    reach: Reach::line(0, 1024),
    find: Find::Gated(Gate::Blank),
    accept: quoted_or_strict,
};

/// `PASSWORD 'x'` (PostgreSQL's `CREATE ROLE … PASSWORD`, `WITH PASSWORD`) and MySQL's
/// `SET PASSWORD FOR user = 'x'` (or `= PASSWORD('x')`): a quoted value after the word.
pub(crate) const SQL_PASSWORD: Pattern = Pattern {
    regex: r#"(?i)\bpassword[ \t]+(?:for[ \t]+[^\s=]+[ \t]*=[ \t]*(?:password\()?)?(?:'([^'\r\n]+)'|"([^"\r\n]+)")"#,
    keywords: &["password"],
    cased: false,
    reach: Reach::line(0, 1024),
    find: Find::Gated(Gate::Spaced),
    accept: password,
};
