//! The synonym table: the words agents use for the same action or object, mapped to one
//! canonical word (`docs/judgement.md`, "Words").
//!
//! Why a table at all: an agent says "login" in the problem and "authentication" in the fix, or
//! "raise the timeout" in one attempt and "extend the deadline" in the next; a word-overlap rule
//! without synonyms would call the fix unrelated and the retry new. Why small: each entry merges
//! words for every rule at once, so only groups that are interchangeable in technical prose are
//! listed. "log" alone is deliberately absent — it is usually a log file — and only the joined
//! forms ("log-in", "logged in") count as signing in. "update" alone is absent from the upgrade
//! group: it is also SQL's `FOR UPDATE` and "update the README". "bump" is read in context: before
//! a version it is an upgrade, otherwise an increase ([`bump_canonical`]).

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use super::stem::{stem, stem_into};

/// (canonical word, words that mean it). The canonical word is what `content_words` returns.
/// Members are matched as written and by their Snowball stem.
const GROUPS: &[(&str, &[&str])] = &[
    (
        "auth",
        &[
            "auth",
            "authn",
            "authentication",
            "authenticate",
            "authenticated",
            "authenticating",
            "authenticator",
            "login",
            "logon",
            "logout",
            "signin",
            "signon",
            "signout",
            "sso",
            "credential",
            "credentials",
            "creds",
        ],
    ),
    (
        "increase",
        &["increase", "raise", "extend", "lengthen", "enlarge"],
    ),
    ("upgrade", &["upgrade"]),
    ("timeout", &["timeout", "timeouts", "timedout", "deadline"]),
    ("retry", &["retry", "rerun", "reran", "rerunning"]),
    (
        "freeze",
        &[
            "freeze", "freezes", "froze", "frozen", "hang", "hangs", "hung", "stall", "stalls",
            "stalled",
        ],
    ),
    ("restart", &["restart", "reboot", "redeploy", "relaunch"]),
    ("clear", &["clear", "wipe", "purge", "flush"]),
    (
        "config",
        &[
            "config",
            "configs",
            "configuration",
            "configurations",
            "configure",
            "configured",
            "cfg",
            "conf",
            "setting",
            "settings",
        ],
    ),
    ("db", &["db", "dbs", "database", "databases"]),
    ("repo", &["repo", "repos", "repository", "repositories"]),
    (
        "dependency",
        &[
            "dependency",
            "dependencies",
            "dep",
            "deps",
            "package",
            "packages",
        ],
    ),
    ("test", &["test", "tests", "testing", "unittest"]),
    ("fail", &["fail", "failure", "failures"]),
    ("env", &["env", "envs", "environment", "environments"]),
    ("dir", &["dir", "dirs", "directory", "directories"]),
    ("doc", &["doc", "docs", "documentation"]),
    ("request", &["request", "requests", "req"]),
    ("response", &["response", "responses", "resp"]),
    (
        "connection",
        &["connection", "connections", "conn", "connect"],
    ),
    ("message", &["message", "messages", "msg"]),
    ("parameter", &["parameter", "parameters", "param", "params"]),
    (
        "permission",
        &["permission", "permissions", "perm", "perms"],
    ),
];

/// The forms of "bump", read in context by [`bump_canonical`].
pub(crate) fn is_bump(raw: &str) -> bool {
    matches!(raw, "bump" | "bumps" | "bumped" | "bumping")
}

/// "bump" is an upgrade when a version follows within three words (a version number such as
/// `1.2`, `4.17.21` or `v3`, or the word "version"), and an increase otherwise ("bump the
/// timeout to 60s"). `rest` is the text after the word.
pub(super) fn bump_canonical(rest: &str) -> &'static str {
    let version_follows = rest.split_whitespace().take(3).any(|chunk| {
        let chunk = chunk.to_ascii_lowercase();
        let chunk = chunk.trim_matches(|c: char| !c.is_ascii_alphanumeric());
        chunk.starts_with("version") || is_version_number(chunk)
    });
    if version_follows {
        "upgrade"
    } else {
        "increase"
    }
}

/// `v3`, `1.2`, `4.17.21`, `lodash@4.17.21`: a `v` with digits, or digits, a dot and digits.
fn is_version_number(chunk: &str) -> bool {
    if let Some(digits) = chunk.strip_prefix('v') {
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
            return true;
        }
    }
    let bytes = chunk.as_bytes();
    bytes
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && w[1] == b'.' && w[2].is_ascii_digit())
}

/// Stems shorter than this are not looked up by stem: the stem of "setting" is "set", and "set
/// the header" is not about configuration. Short members are matched as written instead.
const MIN_STEM_LOOKUP: usize = 4;

/// Every member and every long enough member stem, mapped to its canonical word; built once.
static TABLE: LazyLock<HashMap<String, &'static str>> = LazyLock::new(|| {
    let mut map = HashMap::default();
    for (canonical, members) in GROUPS {
        for member in *members {
            map.insert((*member).to_owned(), *canonical);
            let stemmed = stem(member);
            if stemmed.len() >= MIN_STEM_LOOKUP {
                map.entry(stemmed).or_insert(*canonical);
            }
        }
    }
    map
});

/// The canonical form of a token: its synonym group if the token (or its stem) belongs to one,
/// otherwise its stem.
#[cfg(test)]
pub fn canonical(raw: &str) -> String {
    canonical_of(raw, &mut String::new())
        .of(&Cow::Borrowed(raw))
        .into_owned()
}

/// A token's canonical form, held without a string of its own where it can be: the table's own
/// word, or the stem as a prefix of the token ("retrying" → "retry").
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Canonical {
    Listed(&'static str),
    Prefix(usize),
    Stem(String),
}

impl Canonical {
    /// The canonical word of `raw`, the token it was made from: borrowed from the table or from
    /// the text wherever it can be.
    pub(super) fn of<'t>(self, raw: &Cow<'t, str>) -> Cow<'t, str> {
        match (self, raw) {
            (Canonical::Listed(word), _) => Cow::Borrowed(word),
            (Canonical::Prefix(length), Cow::Borrowed(token)) => Cow::Borrowed(&token[..length]),
            (Canonical::Prefix(length), Cow::Owned(token)) => {
                Cow::Owned(token[..length].to_owned())
            }
            (Canonical::Stem(stem), _) => Cow::Owned(stem),
        }
    }
}

/// The canonical word of a token listed in the table as written (not by its stem).
pub(super) fn listed(raw: &str) -> Option<&'static str> {
    TABLE.get(raw).copied()
}

/// [`canonical`] of a lowercase token. `buffer` is scratch space for stemming, reused across
/// tokens.
pub(super) fn canonical_of(raw: &str, buffer: &mut String) -> Canonical {
    if let Some(canonical) = listed(raw) {
        return Canonical::Listed(canonical);
    }
    stem_into(raw, buffer);
    if let Some(canonical) = TABLE.get(buffer.as_str()) {
        return Canonical::Listed(canonical);
    }
    if raw.starts_with(buffer.as_str()) {
        Canonical::Prefix(buffer.len())
    } else {
        Canonical::Stem(buffer.clone())
    }
}

/// Two tokens that mean one word: "sign in", "time-out", "logged in", "re-run", "try again".
/// Returns the joined word, which then goes through the table like any other. `hyphenated` says
/// whether the pair was written with a hyphen ("log-in"), the only way plain "log" + "in" counts
/// as signing in — "the log in staging" is about a log file.
pub fn compound(first: &str, second: &str, hyphenated: bool) -> Option<&'static str> {
    let inout = matches!(second, "in" | "on" | "out");
    match first {
        "sign" | "signs" | "signed" | "signing" if inout => Some("signin"),
        "logged" | "logging" if inout => Some("login"),
        "log" if inout && hyphenated => Some("login"),
        "time" | "timed" | "times" | "timing" if second == "out" => Some("timeout"),
        "re" if matches!(second, "run" | "runs" | "ran" | "running") => Some("rerun"),
        "try" | "tries" | "tried" | "trying" if second == "again" => Some("retry"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{bump_canonical, canonical, compound};

    #[test]
    fn synonyms_map_to_one_canonical_word() {
        let rows = [
            ("auth group", "authentication", "auth"),
            ("auth group", "login", "auth"),
            ("auth group by stem", "logins", "auth"),
            ("auth group by stem", "authenticates", "auth"),
            ("auth group", "credentials", "auth"),
            ("increase group", "raise", "increase"),
            ("increase group by stem", "extending", "increase"),
            ("timeout group", "deadline", "timeout"),
            ("timeout group", "timeouts", "timeout"),
            ("retry group by stem", "retries", "retry"),
            ("restart group", "reboot", "restart"),
            ("restart group by stem", "redeployed", "restart"),
            ("upgrade group by stem", "upgraded", "upgrade"),
            ("update alone is not an upgrade", "update", "updat"),
            ("config group", "settings", "config"),
            ("config group by stem", "configuring", "config"),
            ("db group", "database", "db"),
            ("repo group", "repositories", "repo"),
            ("dependency group", "deps", "dependency"),
            ("test group by stem", "testing", "test"),
            ("fail group", "failure", "fail"),
            ("log file is not login", "log", "log"),
            ("short stem not looked up", "set", "set"),
            ("no group: plain stem", "palette", "palett"),
        ];
        for (rule, raw, expected) in rows {
            assert_eq!(canonical(raw), expected, "{rule}: {raw}");
        }
    }

    #[test]
    fn compounds() {
        #[rustfmt::skip]
        let rows = [
            ("sign in", "signs", "in", false, Some("signin")),
            ("sign-on", "sign", "on", true, Some("signin")),
            ("logged in", "logged", "in", false, Some("login")),
            ("log-in with hyphen", "log", "in", true, Some("login")),
            ("log in without hyphen is a log file", "log", "in", false, None),
            ("time-out", "time", "out", true, Some("timeout")),
            ("timed out", "timed", "out", false, Some("timeout")),
            ("re-run", "re", "run", true, Some("rerun")),
            ("try again", "tried", "again", false, Some("retry")),
            ("not a compound", "time", "in", false, None),
        ];
        for (rule, first, second, hyphen, expected) in rows {
            assert_eq!(compound(first, second, hyphen), expected, "{rule}");
        }
    }

    #[test]
    fn bump_reads_its_context() {
        #[rustfmt::skip]
        let rows = [
            ("a version number follows", " lodash to 4.17.21", "upgrade"),
            ("a v-version follows", " serde to v3", "upgrade"),
            ("the word version follows", " the version of serde", "upgrade"),
            ("a value follows", " the timeout to 60s", "increase"),
            ("a version too far away", " the pool size a bit to 1.5", "increase"),
            ("a bare number is not a version", " it to 2", "increase"),
        ];
        for (rule, rest, expected) in rows {
            assert_eq!(bump_canonical(rest), expected, "{rule}");
        }
    }
}
