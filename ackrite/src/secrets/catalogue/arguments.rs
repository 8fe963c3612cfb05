//! Credentials passed by position to a known client, where no key names them: Twilio's
//! `Client(account_sid, auth_token)`, `smtplib`'s and `ftplib`'s `login(user, password)`,
//! `requests`' `HTTPBasicAuth(user, password)` and `auth=(user, password)`, `FTP(host, user,
//! password)`, `pymysql.connect(host, user, password, db)`. Only string literals count: a call
//! with variables (`server.login(user, password)`) holds no secret.

use super::accept::{any, password};
use super::{Entry, Find, Pattern, Reach};

/// A quoted argument, skipped.
macro_rules! arg {
    () => {
        r#"[ \t]*(?:"[^"\r\n]*"|'[^'\r\n]*')[ \t]*,"#
    };
}

/// The quoted argument that is the secret: group 1 (double quotes) or 2 (single quotes).
macro_rules! secret_arg {
    () => {
        r#"[ \t]*(?:"([^"\r\n]+)"|'([^'\r\n]+)')"#
    };
}

/// `credential_argument`: a password or token passed by position to a known client. Shape:
/// `server.login("alerts@acme.internal", "q7Xk2M9vT1b8")`.
pub(crate) const CREDENTIAL_ARGUMENT: Entry = Entry {
    kind: "credential_argument",
    patterns: &[
        Pattern {
            regex: r#"\b(?:Client|Twilio|TwilioRestClient)\([ \t]*["']AC[0-9a-fA-F]{32}["'][ \t]*,[ \t]*["']([0-9a-fA-F]{32})["']"#,
            keywords: &["(\"AC", "('AC"],
            cased: true,
            reach: Reach::line(32, 128),
            find: Find::Regex,
            accept: any,
        },
        Pattern {
            regex: concat!(
                r#"(?i)(?:\.login|basicauth|digestauth|\bauth[ \t]*=[ \t]*|\.auth)\("#,
                arg!(),
                secret_arg!()
            ),
            keywords: &[
                ".login(",
                "basicauth(",
                "digestauth(",
                "auth=(",
                "auth = (",
                ".auth(",
            ],
            cased: false,
            reach: Reach::line(16, 1024),
            find: Find::Regex,
            accept: password,
        },
        Pattern {
            regex: concat!(
                r#"(?i)\b(?:ftp(?:_tls)?|smb|(?:pymysql|mysqldb|mysql\.connector)\.connect)\("#,
                arg!(),
                arg!(),
                secret_arg!()
            ),
            keywords: &["ftp(", "ftp_tls(", "smb(", ".connect("],
            cased: false,
            reach: Reach::line(32, 1024),
            find: Find::Regex,
            accept: password,
        },
    ],
};
