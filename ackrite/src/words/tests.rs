use super::*;

fn set(words: &[&str]) -> BTreeSet<String> {
    words.iter().map(|w| (*w).to_owned()).collect()
}

#[test]
fn tokens_split_on_everything_but_letters_and_digits() {
    #[rustfmt::skip]
    let rows: [(&str, &str, &[&str]); 10] = [
        ("hyphens separate", "log-in time-out", &["log", "in", "time", "out"]),
        ("slashes and dots separate", "src/auth.ts", &["src", "auth", "ts"]),
        ("underscores separate", "test_auth_flow", &["test", "auth", "flow"]),
        ("lowercased", "Login FAILED", &["login", "failed"]),
        ("apostrophes separate", "doesn't", &["doesn", "t"]),
        ("camelCase splits", "getUserById", &["get", "user", "by", "id"]),
        ("acronym then word", "HTTPServer", &["http", "server"]),
        ("action names split", "s3:PutObject", &["s3", "put", "object"]),
        ("one-letter prefix and plurals stay", "OAuth iOS URLs", &["oauth", "ios", "urls"]),
        ("digit then capital", "v2Api", &["v2", "api"]),
    ];
    for (rule, text, expected) in rows {
        assert_eq!(tokens(text), expected, "{rule}");
    }
}

#[test]
fn content_word_rows() {
    #[rustfmt::skip]
    let rows: [(&str, &str, &[&str]); 16] = [
        ("stop words dropped", "the client is in the repo", &["client", "repo"]),
        ("unit glued to number dropped", "timeout after 30s", &["timeout"]),
        ("number and unit word dropped", "timeout after 60 seconds", &["timeout"]),
        ("milliseconds dropped", "took 250ms", &["took"]),
        ("hyphenated compound joined", "the time-out hit", &["timeout", "hit"]),
        ("stemming", "retrying replaced handlers", &["retry", "replac", "handler"]),
        ("synonym: login ~ authentication", "Login", &["auth"]),
        ("synonym: sign-in", "sign-in", &["auth"]),
        ("synonym: signs in", "The app signs in", &["app", "auth"]),
        ("log file is not login", "the log in staging", &["log", "stage"]),
        ("synonym: settings", "settings", &["config"]),
        ("NLTK stop words dropped, others kept", "it still has not run once", &["still", "run"]),
        ("identifier split, then stemmed", "nightly_backup jobRunner", &["night", "backup", "job", "runner"]),
        ("bump before a version is an upgrade", "bump lodash to 4.17.21", &["upgrade", "lodash"]),
        ("bump before a value is an increase", "bump the timeout to 60s", &["increase", "timeout"]),
        ("path split and stemmed", "src/theme.ts", &["src", "theme", "ts"]),
    ];
    for (rule, text, expected) in rows {
        assert_eq!(content_words(text), set(expected), "{rule}: {text}");
    }
}

#[test]
fn equal_meaning_compares_equal() {
    #[rustfmt::skip]
    let rows = [
        ("units do not make outcomes differ", "Timeout after 30s", "timeout after 60 seconds", true),
        ("filler does not make a repeat new", "Failed with timeout.", "Failed with the same timeout again.", true),
        ("authentication ~ login", "authentication", "login", true),
        ("database ~ db", "database migration", "db migrating", true),
        ("repository ~ repo", "repository", "repo", true),
        ("dependencies ~ package", "update dependencies", "package update", true),
        ("testing ~ tests", "tests", "testing", true),
        ("paraphrased timeout bump", "raise the timeout to 60s", "bump the deadline", true),
        ("re-run ~ retry", "re-run the job", "retry the job", true),
        ("try again ~ retry", "try again", "retry", true),
        ("reboot ~ restart", "reboot the worker", "restart worker", true),
        ("different words stay different", "theme palette", "login", false),
    ];
    for (rule, a, b, equal) in rows {
        assert_eq!(content_words(a) == content_words(b), equal, "{rule}");
    }
}

#[test]
fn jaccard_rows() {
    let rows: [(&str, &[&str], &[&str], f64); 4] = [
        ("both empty is zero", &[], &[], 0.0),
        ("identical is one", &["a", "b"], &["a", "b"], 1.0),
        ("disjoint is zero", &["a"], &["b"], 0.0),
        ("two of three", &["a", "b", "c"], &["a", "b"], 2.0 / 3.0),
    ];
    for (rule, a, b, expected) in rows {
        assert!(
            (jaccard(&set(a), &set(b)) - expected).abs() < 1e-9,
            "{rule}"
        );
    }
}

#[test]
fn share_content_word_rows() {
    #[rustfmt::skip]
    let rows = [
        ("synonym shared", "Login returns an unexpected response.", "src/auth.ts", true),
        ("only stop words shared", "the a of", "the a of", false),
        ("nothing shared", "Change unrelated color palette.", "Login returns an unexpected response.", false),
    ];
    for (rule, a, b, expected) in rows {
        assert_eq!(share_content_word(a, b), expected, "{rule}");
    }
}

#[test]
fn lowercase_is_to_lowercase() {
    let rows = [
        "already lowercase",
        "Capital",
        "ALTER TABLE",
        "straße",
        "ǅemal",
        "ΟΔΟΣ",
        "Ⅻ",
        "i̇stanbul",
        "İstanbul",
        "émigré",
        "ÉMIGRÉ",
        "snake_case-and.dots",
        "",
    ];
    for text in rows {
        assert_eq!(super::lowercase(text), text.to_lowercase(), "{text}");
    }
}
