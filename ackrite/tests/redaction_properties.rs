//! Properties of the redactor that no list of examples can show: it never panics, redacting
//! twice changes nothing, and a secret survives in no surrounding text.

use ackrite::secrets::redact;
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

    #[test]
    fn clean_text_is_borrowed(text in "[a-z ,.]{0,200}") {
        // Lowercase prose without digits holds no secret format: returned as it is, not copied.
        prop_assert!(matches!(redact(&text), std::borrow::Cow::Borrowed(_)));
    }
}
