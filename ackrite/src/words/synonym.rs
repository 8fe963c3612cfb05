//! A small synonym table, so that equal meaning compares equal.
//!
//! Why a table at all: an agent says "login" in the problem and "authentication" in the fix; a
//! word-overlap rule without synonyms would call the fix unrelated to the problem. Why small: each
//! entry merges words for every rule at once, so only groups that are interchangeable in
//! technical prose are listed. "log" alone is deliberately absent — it is usually a log file —
//! and only the joined forms ("log-in", "logged in") count as signing in.

use std::borrow::Cow;
use std::sync::LazyLock;

use super::lookup::WordMap;
use super::stem::{stem, stem_into};

/// (canonical word, words that mean it). The canonical word is what `content_words` returns.
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
    (
        "test",
        &["test", "tests", "testing", "spec", "specs", "unittest"],
    ),
    ("timeout", &["timeout", "timeouts", "timedout"]),
    ("fail", &["fail", "failure", "failures"]),
    ("env", &["env", "envs", "environment", "environments"]),
    ("dir", &["dir", "dirs", "directory", "directories"]),
    ("doc", &["doc", "docs", "documentation"]),
    ("request", &["request", "requests", "req"]),
    ("response", &["response", "responses", "resp"]),
    ("connection", &["connection", "connections", "conn"]),
    ("message", &["message", "messages", "msg"]),
    ("parameter", &["parameter", "parameters", "param", "params"]),
    (
        "permission",
        &["permission", "permissions", "perm", "perms"],
    ),
];

/// Stems shorter than this are not looked up by stem: the stem of "setting" is "set", and "set
/// the header" is not about configuration. Short members are matched as written instead.
const MIN_STEM_LOOKUP: usize = 4;

/// Every member and every long enough member stem, mapped to its canonical word; built once.
static TABLE: LazyLock<WordMap<String, &'static str>> = LazyLock::new(|| {
    let mut map = WordMap::default();
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
    canonical_in(&Cow::Borrowed(raw), &mut String::new()).into_owned()
}

/// [`canonical`] without allocating in the common cases: a synonym is the table's own string,
/// and a stem that is a prefix of a borrowed token ("retrying" → "retry") borrows it too.
/// `buffer` is scratch space for stemming, reused across tokens.
pub(super) fn canonical_in<'t>(raw: &Cow<'t, str>, buffer: &mut String) -> Cow<'t, str> {
    if let Some(canonical) = TABLE.get(raw.as_ref()) {
        return Cow::Borrowed(canonical);
    }
    stem_into(raw, buffer);
    if let Some(canonical) = TABLE.get(buffer.as_str()) {
        return Cow::Borrowed(canonical);
    }
    match raw {
        Cow::Borrowed(token) if token.starts_with(buffer.as_str()) => {
            Cow::Borrowed(&token[..buffer.len()])
        }
        _ => Cow::Owned(buffer.clone()),
    }
}

/// Two tokens that mean one word: "sign in", "time-out", "logged in". Returns the joined word,
/// which then goes through the table like any other. `hyphenated` says whether the pair was
/// written with a hyphen ("log-in"), the only way plain "log" + "in" counts as signing in —
/// "the log in staging" is about a log file.
pub fn compound(first: &str, second: &str, hyphenated: bool) -> Option<&'static str> {
    let inout = matches!(second, "in" | "on" | "out");
    match first {
        "sign" | "signs" | "signed" | "signing" if inout => Some("signin"),
        "logged" | "logging" if inout => Some("login"),
        "log" if inout && hyphenated => Some("login"),
        "time" | "timed" | "times" | "timing" if second == "out" => Some("timeout"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{canonical, compound};

    #[test]
    fn synonyms_map_to_one_canonical_word() {
        let rows = [
            ("auth group", "authentication", "auth"),
            ("auth group", "login", "auth"),
            ("auth group by stem", "logins", "auth"),
            ("auth group by stem", "authenticates", "auth"),
            ("auth group", "credentials", "auth"),
            ("config group", "settings", "config"),
            ("config group by stem", "configuring", "config"),
            ("db group", "database", "db"),
            ("repo group", "repositories", "repo"),
            ("dependency group", "deps", "dependency"),
            ("dependency group", "package", "dependency"),
            ("test group", "spec", "test"),
            ("test by stem", "testing", "test"),
            ("timeout group", "timeouts", "timeout"),
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
        let rows = [
            ("sign in", "signs", "in", false, Some("signin")),
            ("sign-on", "sign", "on", true, Some("signin")),
            ("logged in", "logged", "in", false, Some("login")),
            ("log-in with hyphen", "log", "in", true, Some("login")),
            (
                "log in without hyphen is a log file",
                "log",
                "in",
                false,
                None,
            ),
            ("time-out", "time", "out", true, Some("timeout")),
            ("timed out", "timed", "out", false, Some("timeout")),
            ("not a compound", "time", "in", false, None),
        ];
        for (rule, first, second, hyphen, expected) in rows {
            assert_eq!(compound(first, second, hyphen), expected, "{rule}");
        }
    }
}
