//! Properties of the redactor that no list of examples can show: it never panics, redacting
//! twice changes nothing, and a secret survives in no surrounding text.

use ackrite::secrets::{redact, redact_rescanning_everything};
use ackrite::CrossesBoundary;
use proptest::prelude::*;

/// Fragments that put the engine's keywords, separators and markers next to each other, so that
/// generated text lands where the patterns have to make decisions.
const FRAGMENTS: &[&str] = &[
    "password",
    "passwd",
    "token",
    "secret",
    "api_key",
    "key",
    "auth",
    "Authorization: ",
    "Bearer ",
    "Basic ",
    "Cookie: ",
    "session",
    "=",
    ":",
    ": ",
    " ",
    "\"",
    "'",
    "\n",
    "\t",
    ";",
    "&",
    "?",
    "#",
    "://",
    "@",
    "/",
    "-",
    "_",
    ".",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "$",
    "<",
    ">",
    "[REDACTED:jwt]",
    "[REDACTED:password_assignment]",
    "[REDACTED:",
    "REDACTED",
    "ghp_",
    "AKIA",
    "sk-",
    "sk_live_",
    "xoxb-",
    "eyJ",
    "-----BEGIN RSA PRIVATE KEY-----",
    "-----END RSA PRIVATE KEY-----",
    "postgres://",
    "mysql -p",
    "--password",
    "é",
    "日本",
    "🔑",
    "q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke",
    "0123",
    "EXAMPLE",
    "changeme",
    "\\n",
    "\\\"",
];

fn fragment_text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            prop::sample::select(FRAGMENTS).prop_map(str::to_string),
            "[A-Za-z0-9+/=_-]{1,40}",
        ],
        0..40,
    )
    .prop_map(|parts| parts.concat())
}

/// A token of a self-identifying format, from random characters.
fn provider_token() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Za-z0-9]{36}".prop_map(|s| format!("ghp_{s}")),
        "[A-Z0-9]{16}".prop_map(|s| format!("AKIA{s}")),
        "[A-Za-z0-9]{24,40}".prop_map(|s| format!("sk_live_{s}")),
        "[0-9]{10}-[0-9]{12}-[A-Za-z0-9]{24}".prop_map(|s| format!("xoxb-{s}")),
        "[A-Za-z0-9_-]{20}".prop_map(|s| format!("glpat-{s}")),
        "[A-Za-z0-9_-]{35}".prop_map(|s| format!("AIza{s}")),
        "[A-Za-z0-9_-]{60}".prop_map(|s| format!("sk-proj-{s}")),
        "[A-Za-z0-9]{36}".prop_map(|s| format!("npm_{s}")),
        "[a-f0-9]{64}".prop_map(|s| format!("dop_v1_{s}")),
        (
            "[A-Za-z0-9_-]{20}",
            "[A-Za-z0-9_-]{20}",
            "[A-Za-z0-9_-]{30}"
        )
            .prop_map(|(a, b, c)| format!("eyJ{a}.eyJ{b}.{c}")),
    ]
}

/// Lines of the kinds that put a rescan of some lines to the test: secrets next to keywords,
/// sibling fields whose value sits lines below their name, names without a value, private-key
/// blocks, and ordinary log lines.
const LINES: &[&str] = &[
    "2024-05-03T10:15:22Z INFO auth: token expired for user 42",
    "DEBUG config: loaded api_key_header=X-Api-Key max_tokens=1024",
    "trace: span=1f2e name=checkout.secret_scan ok",
    "  - name: DB_PASSWORD",
    "    value: hunter2-Prod-9f8e7d",
    "    valueFrom:",
    "{\"name\": \"__Secure-session-token\",",
    "  \"path\": \"/\", \"domain\": \".example.com\",",
    "  \"value\": \"q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2J\"}",
    "<add key=\"Password\" value=\"Winter2024!x\"/>",
    "<setting name=\"ApiToken\">",
    "  <value>9f8e7d6c5b4a39281706f5e4d3c2b1a0</value>",
    "password=",
    "password: hunter2x password: hunter3y",
    "export GITHUB_TOKEN=ghp_q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke",
    "Authorization: Bearer q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke",
    "postgres://app:Secr3t_pass@db.internal:5432/orders",
    "mysql -u root -pS3cr3tPass db",
    "-----BEGIN RSA PRIVATE KEY-----",
    "MIIEowIBAAKCAQEAq7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke",
    "-----END RSA PRIVATE KEY-----",
    "[REDACTED:password_assignment]",
    "",
];

/// Text of whole lines, each from [`LINES`] or generated fragments, some joined on one line.
fn line_text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            3 => prop::sample::select(LINES).prop_map(str::to_string),
            1 => fragment_text(),
            1 => (prop::sample::select(LINES), provider_token())
                .prop_map(|(line, token)| format!("{line} {token}")),
        ],
        0..24,
    )
    .prop_map(|lines| lines.join("\n"))
}

/// The redactor's seeds that need a second pass (`fuzz/seeds/redactor/needs-a-second-pass-*`),
/// each edited by inserting fragments and lines at random places: texts where a pass after the
/// first finds more, and its neighbours.
fn second_pass_text() -> impl Strategy<Value = String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/seeds/redactor");
    let mut seeds: Vec<String> = std::fs::read_dir(&dir)
        .expect("fuzz/seeds/redactor exists")
        .filter_map(Result::ok)
        .filter(|entry| {
            entry
                .file_name()
                .to_string_lossy()
                .starts_with("needs-a-second-pass")
        })
        .map(|entry| std::fs::read_to_string(entry.path()).expect("a UTF-8 seed"))
        .collect();
    seeds.sort();
    let insert = prop_oneof![
        prop::sample::select(FRAGMENTS).prop_map(str::to_string),
        prop::sample::select(LINES).prop_map(|line| format!("\n{line}\n")),
    ];
    (
        prop::sample::select(seeds),
        prop::collection::vec((any::<prop::sample::Index>(), insert), 0..4),
    )
        .prop_map(|(seed, edits)| {
            let mut text = seed;
            for (at, fragment) in edits {
                let mut at = at.index(text.len() + 1);
                while !text.is_char_boundary(at) {
                    at -= 1;
                }
                text.insert_str(at, &fragment);
            }
            text
        })
}

const SEPARATORS: &[&str] = &[
    " ", "\n", "=", ": ", "\"", "'", "(", ", ", "\t", "/", "?token=",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn never_panics_and_is_idempotent_on_arbitrary_text(text in any::<String>()) {
        let once = redact(&text).into_owned();
        let twice = redact(&once).into_owned();
        prop_assert_eq!(once, twice);
    }

    #[test]
    fn is_idempotent_where_patterns_meet(text in fragment_text()) {
        let once = redact(&text).into_owned();
        let twice = redact(&once).into_owned();
        prop_assert_eq!(once, twice, "input: {:?}", text);
    }

    #[test]
    fn a_secret_never_survives_its_surroundings(
        before in prop_oneof![any::<String>(), fragment_text()],
        after in prop_oneof![any::<String>(), fragment_text()],
        left in prop::sample::select(SEPARATORS),
        right in prop::sample::select(SEPARATORS),
        token in provider_token(),
    ) {
        let text = format!("{before}{left}{token}{right}{after}");
        let output = redact(&text);
        prop_assert!(!output.contains(&token), "survived in {:?} -> {:?}", text, output);
    }

    /// The passes after the first read only the lines around what was replaced; that must give
    /// exactly what reading the whole text on every pass gives.
    #[test]
    fn rescanning_some_lines_redacts_as_rescanning_everything(
        text in prop_oneof![line_text(), fragment_text(), second_pass_text()],
    ) {
        prop_assert_eq!(redact(&text), redact_rescanning_everything(&text), "input: {:?}", text);
    }

    /// The answer's final JSON value is redacted string by string, map keys included: what a
    /// serializer wrote, whatever the derive saw.
    #[test]
    fn redacting_a_value_is_redacting_each_string(
        texts in prop::collection::vec(
            prop_oneof![line_text(), fragment_text(), second_pass_text(), provider_token(), any::<String>()],
            0..10,
        ),
    ) {
        let mut map = serde_json::Map::new();
        for (i, text) in texts.iter().enumerate() {
            map.insert(text.clone(), serde_json::Value::String(format!("{i}:{text}")));
        }
        let mut value = serde_json::json!({ "items": texts, "extra": map });
        value.redact();
        let items: Vec<String> = texts.iter().map(|t| redact(t).into_owned()).collect();
        prop_assert_eq!(&value["items"], &serde_json::json!(items));
        let keys: std::collections::BTreeSet<String> =
            value["extra"].as_object().expect("a map").keys().cloned().collect();
        let expected: std::collections::BTreeSet<String> =
            texts.iter().map(|t| redact(t).into_owned()).collect();
        prop_assert_eq!(keys, expected);
    }

    #[test]
    fn clean_text_is_borrowed(text in "[a-z ,.]{0,200}") {
        // Lowercase prose without digits holds no secret format: returned as it is, not copied.
        prop_assert!(matches!(redact(&text), std::borrow::Cow::Borrowed(_)));
    }
}
