//! Secrets on a command line: flags, the password options of known clients, and subcommands
//! that set a secret-named key.

use super::accept::{flag_by_shape, password, quoted_or_strict};
use super::{Entry, Find, Gate, Pattern, Reach, LINE};

/// `cli_password_flag`: a password or token given on a command line: `--password=…`,
/// `--db-password …`, `--token …`, `--api-key …`, `--account-key …`, keytool's `-storepass …`,
/// MySQL's `-p…`, `sshpass -p …`, `curl -u user:…`, the password flag of a known client
/// (`redis-cli -a`, `docker login -p`, `mongosh -p`, `sqlcmd -P`, `ldapsearch -w`), and a
/// subcommand that sets a secret-named key (`aws configure set aws_secret_access_key …`,
/// `gh secret set NAME --body …`). Shape: `mysql -u app -pq7Xk2M9vT1 orders`.
pub(crate) const CLI_PASSWORD_FLAG: Entry = Entry {
    kind: "cli_password_flag",
    patterns: &[
        Pattern {
            regex: r#"(?i)(?:^|[\s'"])--?(?:[a-z0-9]+-)*(?:password|passwd|pass|pwd|passphrase|token|secret|api-key|apikey|(?:account|access|secret|auth|master|shared|sas|storage)-key|(?:src|dest)?(?:store|key)pass)(?:=(?:"([^"\r\n]+)"|'([^'\r\n]+)'|([^\s"'][^\s"']*))|[ \t]+(?:"([^"\r\n]+)"|'([^'\r\n]+)'|([^\s"'-][^\s"']*)))"#,
            keywords: &[
                "-password",
                "-passwd",
                "-pass",
                "-pwd",
                "-token",
                "-secret",
                // `-key` stands for every `-…-key` flag the pattern knows: every keyword makes
                // each keyword pass over every text a little slower (see `keywords`).
                "-key",
                "-apikey",
                "storepass",
                "keypass",
            ],
            cased: false,
            reach: LINE,
            find: Find::Gated(Gate::Flag),
            accept: flag_by_shape,
        },
        Pattern {
            regex: r#"(?i)\b(?:mysql|mysqldump|mysqladmin|mariadb|mysqlsh)\b[^\r\n]*?[ \t](?-i:-p)(?:"([^"\r\n]+)"|'([^'\r\n]+)'|([^\s"'-][^\s"']*)|[ \t]+(?:"([^"\r\n]+)"|'([^'\r\n]+)'|([^\s"'-][^\s"']*)))"#,
            keywords: &["mysql", "mariadb"],
            cased: false,
            reach: Reach::line(0, 1024),
            find: Find::Regex,
            // `-p value` (groups 4–6) is how people paste it, though MySQL reads a database
            // there: a word (`-p orders`) is left alone.
            accept: flag_by_shape,
        },
        Pattern {
            regex: r#"\bsshpass[ \t]+-p[ \t]*(?:"([^"\r\n]+)"|'([^'\r\n]+)'|([^\s"']+))"#,
            keywords: &["sshpass"],
            cased: true,
            reach: LINE,
            find: Find::Regex,
            accept: password,
        },
        Pattern {
            regex: r#"(?:^|[ \t])(?:-u|--user)[ \t]+["']?[^\s:"']+:([^\s"']+)"#,
            keywords: &["-u ", "--user"],
            cased: true,
            reach: LINE,
            find: Find::Regex,
            accept: password,
        },
        Pattern {
            regex: r#"(?i)\b(?:redis-cli\b[^\r\n]*?[ \t]-a|(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \t]+registry)[ \t]+login\b[^\r\n]*?[ \t]-p|mongo(?:sh|dump|restore|export|import)?\b[^\r\n]*?[ \t]-p|(?:sqlcmd|bcp)\b[^\r\n]*?[ \t](?-i:-P)|ldap[a-z]*\b[^\r\n]*?[ \t]-w)[ \t]+(?:"([^"\r\n]+)"|'([^'\r\n]+)'|([^\s"'-][^\s"']*))"#,
            keywords: &[
                "redis-cli",
                "docker",
                "podman",
                "nerdctl",
                "buildah",
                "skopeo",
                "oras",
                "helm",
                "mongo",
                "sqlcmd",
                "bcp",
                "ldap",
            ],
            cased: false,
            reach: Reach::line(0, 1024),
            find: Find::Regex,
            accept: quoted_or_strict,
        },
        Pattern {
            regex: r#"(?i)\b(?:set|config)(?:[ \t]+--?[a-z][a-z-]*)*[ \t]+["']?[a-z0-9_.:/@-]*(?:password|passwd|pass|pwd|secret|token|_auth|api[_-]?key|access[_-]?key)[a-z0-9_.:/@-]*["']?(?:[ \t]+--body)?[ \t]+(?:"([^"\r\n]+)"|'([^'\r\n]+)'|([^\s"'<>|-][^\s"'<>|]*))"#,
            keywords: &["set", "config"],
            cased: false,
            reach: Reach::line(0, 1024),
            find: Find::Gated(Gate::WordStart),
            accept: quoted_or_strict,
        },
    ],
};
