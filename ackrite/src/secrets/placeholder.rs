//! What a value that only *stands in* for a secret looks like.
//!
//! Documentation, examples and templates are full of secret-shaped text that is not secret:
//! `<YOUR_TOKEN>`, `${DB_PASSWORD}`, `changeme`, `AKIAIOSFODNN7EXAMPLE`, `sk_live_xxxxxxxx`.
//! Redacting them would hide exactly the part of a pasted config that explains it, and would
//! make the redactor look noisy enough that people stop trusting it. Every candidate the
//! catalogue finds passes through [`is_placeholder`] before it is redacted.
//!
//! A placeholder is recognised **as a whole value**, never by a fragment: `your-api-key-here`
//! is one, `Welcome12345678!` and `TodoApp#Prod2024` are not, and neither is a random token or
//! a private key whose base64 happens to spell `todo`, `fake` or `xxxx` somewhere (about one
//! 2048-bit RSA key in 300 does). Only syntax that no generated secret contains counts
//! wherever it appears: a template expression (`${…}`, `{{…}}`) or a mask run (`****`, `…`).
//! A PEM private key block is never a placeholder, whatever its body says.

/// Whole values (compared case-insensitively) that are placeholders, null-likes or type names.
const PLACEHOLDER_WORDS: &[&str] = &[
    "changeme",
    "changeit",
    "password",
    "passwd",
    "pass",
    "pwd",
    "secret",
    "token",
    "none",
    "null",
    "nil",
    "undefined",
    "true",
    "false",
    "test",
    "testing",
    "demo",
    "foo",
    "bar",
    "foobar",
    "empty",
    "default",
    "required",
    "optional",
    "string",
    "str",
    "hidden",
    "n/a",
    "na",
    "tbd",
    "?",
    "-",
    "unset",
    "value",
    "sample",
    "masked",
    "omitted",
    "secure",
    "yes",
    "no",
    "redacted",
];

/// Words that make a phrase a placeholder (`your`, `replace`, `example`, …): a value made only
/// of these and of [`FILLERS`], with at least one of these, stands in for a secret.
const MARKERS: &[&str] = &[
    "your",
    "yours",
    "my",
    "replace",
    "insert",
    "enter",
    "put",
    "placeholder",
    "example",
    "sample",
    "dummy",
    "fake",
    "todo",
    "fixme",
    "tbd",
    "change",
    "changeme",
    "changeit",
    "redacted",
    "mock",
    "bogus",
    "test",
    "demo",
    "foo",
    "bar",
    "baz",
    "here",
    "xxx",
    "lorem",
    "ipsum",
    "some",
    "not",
];

/// Words a placeholder phrase is made of besides its [`MARKERS`] (`api`, `key`, `me`, `goes`).
const FILLERS: &[&str] = &[
    "a",
    "an",
    "the",
    "of",
    "for",
    "to",
    "go",
    "goes",
    "me",
    "it",
    "this",
    "is",
    "no",
    "real",
    "actual",
    "own",
    "new",
    "value",
    "key",
    "keys",
    "api",
    "token",
    "tokens",
    "secret",
    "secrets",
    "password",
    "passwd",
    "pass",
    "pwd",
    "passphrase",
    "access",
    "auth",
    "client",
    "id",
    "string",
    "user",
    "username",
    "name",
    "account",
    "db",
    "database",
    "service",
    "private",
    "public",
    "signing",
    "webhook",
    "session",
    "bearer",
    "jwt",
    "credential",
    "credentials",
    "admin",
    "root",
    "sk",
    "pk",
    "rk",
    "live",
    "proj",
    "aws",
    "github",
    "gitlab",
    "stripe",
    "slack",
    "openai",
    "with",
    "and",
    "or",
    "long",
    "random",
    "strong",
];

/// Keys that providers publish in their documentation as the example to copy; they are meant
/// to appear in pasted text and hold no secret.
const DOCUMENTATION_KEYS: &[&str] = &[
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "sk_test_BQokikJOvBiI2HlWgH4olfQ2",
    "sk_test_26PHem9AhJZvU623DfE1x4sd",
];

/// Template expressions (opening, closing): the value is computed elsewhere.
const TEMPLATES: &[(&str, &str)] = &[
    ("${", "}"),
    ("{{", "}}"),
    ("{%", "%}"),
    ("<%", "%>"),
    ("#{", "}"),
    ("$(", ")"),
    ("%(", ")"),
];

/// Runs that only a masked or shortened display contains. A run of `x` is not one of them: a
/// random token can hold "xxxxxx" by chance, so x's only mask a value they mostly make up.
const MASK_RUNS: &[&str] = &["****", "…", "•", "...."];

/// True when `value` is a template variable, a mask, a documentation example or a null-like:
/// something that shows *where* a secret goes rather than the secret.
pub(crate) fn is_placeholder(value: &str) -> bool {
    let value = value.trim();
    if value.is_empty() {
        return true;
    }
    if value.starts_with("-----BEGIN") {
        return false;
    }
    value.starts_with('$')
        || is_template(value)
        || is_wrapped(value)
        || is_documentation_key(value)
        || PLACEHOLDER_WORDS
            .iter()
            .any(|word| word.eq_ignore_ascii_case(value))
        || is_masked(value)
        || is_sequence(value)
        || is_phrase(value)
}

/// `${X}`, `{{ X }}`, `{% X %}`, `<%= X %>`, `#{X}`, `$(cmd)`, `%(x)s` anywhere in the value.
fn is_template(value: &str) -> bool {
    TEMPLATES.iter().any(|(open, close)| {
        value
            .find(open)
            .is_some_and(|at| value[at + open.len()..].contains(close))
    })
}

/// The whole value in `<…>` or `%…%`, a `{name}` format field, or one of our own markers.
fn is_wrapped(value: &str) -> bool {
    let wrapped = |open: char, close: char| value.starts_with(open) && value.ends_with(close);
    let inner = value.get(1..value.len().saturating_sub(1)).unwrap_or("");
    (value.len() > 2 && (wrapped('<', '>') || wrapped('%', '%')))
        || (wrapped('{', '}')
            && !inner.is_empty()
            && inner
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.'))
        || value.starts_with("[REDACTED")
}

/// AWS's documentation keys end in `EXAMPLE` (`AKIAIOSFODNN7EXAMPLE`, `…/bPxRfiCYEXAMPLEKEY`);
/// others are published verbatim.
fn is_documentation_key(value: &str) -> bool {
    value.ends_with("EXAMPLE")
        || value.ends_with("EXAMPLEKEY")
        || DOCUMENTATION_KEYS.contains(&value)
}

/// A value made of one repeated character (`xxxx`), holding a mask run (`sk-proj-ab…yz`,
/// `AKIA****************`), or whose last segment — after its final `_` or `-` — is at least
/// eight mask characters (`sk_live_xxxxxxxx`, `ghp_XXXXXXXXXXXX`), optionally followed by up to
/// four shown characters (`xxxxxxxx1234`). Mask characters scattered through a random body never
/// count: a real token can hold "xxxx" by chance.
fn is_masked(value: &str) -> bool {
    let mut chars = value.chars();
    let Some(first) = chars.next() else {
        return true;
    };
    let repeated = value.chars().count() > 2 && chars.all(|c| c == first);
    let is_mask = |c: char| matches!(c, 'x' | 'X' | '*' | '#' | '.');
    let segment = value.rsplit(['_', '-']).next().unwrap_or(value);
    let masked_run = segment.chars().take_while(|&c| is_mask(c)).count();
    let shown = segment.chars().count() - masked_run;
    let masked_segment = masked_run >= 8
        && shown <= 4
        && segment
            .chars()
            .skip(masked_run)
            .all(|c| c.is_ascii_alphanumeric());
    repeated || masked_segment || MASK_RUNS.iter().any(|run| value.contains(run))
}

/// The whole value an ascending run of digits or letters (`12345678`, `abcdefgh`, `0123456`).
fn is_sequence(value: &str) -> bool {
    let bytes = value.as_bytes();
    bytes.len() >= 6
        && bytes.iter().all(u8::is_ascii_alphanumeric)
        && bytes
            .windows(2)
            .all(|pair| pair[1].to_ascii_lowercase() == pair[0].to_ascii_lowercase() + 1)
}

/// A value made only of placeholder words, at least one of them a [`MARKERS`] word:
/// `your-api-key-here`, `YOUR_TOKEN`, `yourApiKey`, `replace_me`, `dummy-password`,
/// `not-a-real-secret`. Words may be joined by separators, by case changes or not at all
/// (`yourtoken`); a segment that is not entirely such words (`Prod2024`, any random run)
/// makes the value a real one.
fn is_phrase(value: &str) -> bool {
    if value.len() > 64 {
        return false;
    }
    let mut marked = false;
    let all_words = segments(value).all(|segment| {
        let lower = segment.to_ascii_lowercase();
        match split_words(&lower) {
            Some(has_marker) => {
                marked |= has_marker;
                true
            }
            None => false,
        }
    });
    all_words && marked
}

/// The runs of `value`, split at separators, at letter/digit changes and at lower-to-upper case
/// changes. A run of digits fails [`split_words`], so a value with a digit is never a phrase.
fn segments(value: &str) -> impl Iterator<Item = &str> {
    let bytes = value.as_bytes();
    let mut pos = 0;
    std::iter::from_fn(move || {
        while pos < bytes.len() && !bytes[pos].is_ascii_alphanumeric() {
            pos += 1;
        }
        if pos >= bytes.len() {
            return None;
        }
        let start = pos;
        if bytes[pos].is_ascii_digit() {
            while pos < bytes.len() && bytes[pos].is_ascii_digit() {
                pos += 1;
            }
            return Some(&value[start..pos]);
        }
        pos += 1;
        while pos < bytes.len()
            && bytes[pos].is_ascii_alphabetic()
            && !(bytes[pos].is_ascii_uppercase() && bytes[pos - 1].is_ascii_lowercase())
        {
            pos += 1;
        }
        Some(&value[start..pos])
    })
}

/// Whether a lowercase segment splits entirely into [`MARKERS`] and [`FILLERS`] words (a
/// shortest-path split over at most 32 letters); `Some(true)` when a marker is among them.
fn split_words(segment: &str) -> Option<bool> {
    let bytes = segment.as_bytes();
    if bytes.is_empty() || bytes.len() > 32 || !bytes.iter().all(u8::is_ascii_lowercase) {
        return None;
    }
    // reach[i]: a split of the first i bytes exists, and whether it has a marker.
    let mut reach: [Option<bool>; 33] = [None; 33];
    reach[0] = Some(false);
    for start in 0..bytes.len() {
        let Some(marked) = reach[start] else {
            continue;
        };
        for (list, is_marker) in [(MARKERS, true), (FILLERS, false)] {
            for word in list {
                if bytes[start..].starts_with(word.as_bytes()) {
                    let end = start + word.len();
                    let next = marked || is_marker;
                    reach[end] = Some(reach[end].unwrap_or(false) || next);
                }
            }
        }
    }
    reach[bytes.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_recognised_as_whole_values() {
        #[rustfmt::skip]
        let rows: &[(&str, bool, &str)] = &[
            ("<YOUR_TOKEN>", true, "angle-bracket template"),
            ("${TOKEN}", true, "shell/compose interpolation"),
            ("prefix-${TOKEN}", true, "a template anywhere"),
            ("{{ secrets.X }}", true, "CI/Jinja template"),
            ("{password}", true, "format field"),
            ("changeme", true, "conventional default"),
            ("xxxx", true, "mask"),
            ("xxxxxxxx", true, "mask"),
            ("****", true, "mask"),
            ("sk-proj-ab…yz", true, "shortened display"),
            ("REDACTED", true, "already redacted"),
            ("[REDACTED:password_assignment]", true, "our own marker"),
            ("AKIAIOSFODNN7EXAMPLE", true, "documentation key"),
            ("sk_test_4eC39HqLyjWDarjtT1zdp7dc", true, "published test key"),
            ("sk_live_xxxxxxxxxxxxxxxx", true, "masked provider key"),
            ("$DB_PASSWORD", true, "variable reference"),
            ("%API_KEY%", true, "Windows variable"),
            ("null", true, "null-like"),
            ("your-api-key-here", true, "placeholder phrase"),
            ("YOUR_TOKEN_HERE", true, "placeholder phrase in capitals"),
            ("yourApiKey", true, "placeholder phrase in camelCase"),
            ("yourtoken", true, "placeholder words joined"),
            ("replace_me", true, "placeholder phrase"),
            ("dummy-password", true, "placeholder phrase"),
            ("not-a-real-secret", true, "placeholder phrase"),
            ("12345678", true, "a whole ascending run"),
            ("abcdefgh", true, "a whole ascending run"),
            ("Qm9vH3kT2pL8vX1z", false, "random value"),
            ("hunter2", false, "weak but real password"),
            ("Welcome12345678!", false, "a run inside a password"),
            ("TodoApp#Prod2024", false, "a marker word inside a password"),
            ("Secr3t_Todo_9", false, "a marker word inside a password"),
            ("q7XkFakeM9vT1b8R5n3Lp0W", false, "a marker word inside a token"),
            ("ghp_q7Xk2xxxxM9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2J", false, "xxxx inside a token"),
            ("sk_live_q7Xk2dummyM9vT1b8R5n3Lp0W", false, "a word inside a key"),
            ("api-key", false, "fillers without a marker"),
            ("TodoApp", false, "a marker next to a word that is no filler"),
            ("-----BEGIN RSA PRIVATE KEY-----\nyour-key-here", false, "a PEM block"),
        ];
        for (value, expected, rule) in rows {
            assert_eq!(is_placeholder(value), *expected, "{rule}: {value}");
        }
    }

    #[test]
    fn phrases_split_into_words() {
        assert_eq!(split_words("yourapikeyhere"), Some(true));
        assert_eq!(split_words("apikey"), Some(false));
        assert_eq!(split_words("todoq"), None);
        let parts: Vec<&str> = segments("yourApiKey_32-x9").collect();
        assert_eq!(parts, ["your", "Api", "Key", "32", "x", "9"]);
    }
}
