//! The engine against its regexes, its marker reader and its gates, on generated text.

use super::{compile, markers, CATALOGUE, ENGINE};
use crate::secrets::splitmix::SplitMix;

const PIECES: &[&str] = &[
    "password",
    "token",
    "secret",
    "key",
    "auth",
    "session",
    "sid",
    "csrf",
    "cookie",
    "Cookie: ",
    "set-cookie",
    "authorization",
    "Bearer ",
    "Basic ",
    "bearer\t",
    "requirepass ",
    "<db_password>",
    "</",
    ">",
    "<",
    "?",
    "&",
    "#",
    "access_token",
    "X-Amz-Signature",
    "=",
    ":",
    ": ",
    " ",
    "\"",
    "'",
    "\\",
    "\n",
    "://",
    "@",
    "/",
    "--password",
    " -",
    "--api-key",
    "aws_secret_access_key",
    "AWS_SESSION_TOKEN",
    "\"private_key\"",
    ":_authToken",
    "AccountKey",
    "heroku_api_key",
    "vault_token",
    "DD_API_KEY",
    "q7Xk2M9vT1b8R5n3Lp0Wz4Yc",
    "dXNlcjpwYXNzd29yZA==",
    "9f86d081-884c-7d65-9a2f-eaa0c55ad015",
    "user",
    "é",
    "name: ",
    "key=\"",
    "\"name\": \"",
    "\"value\": \"",
    "\n  value: ",
    "<add key=\"",
    "\" value=\"",
    "DB_PASSWORD",
    "\t",
    "|",
    "machine ",
    "password ",
    "for ",
    "set ",
    "reset ",
    "-storepass ",
    "IDENTIFIED BY ",
    "docker login",
    " -p ",
    "--account-key ",
    "default ",
    "Default\t",
    "PassWord ",
    "\r",
    " login x ",
    "checkout.secret_scan",
    "private key",
    "X-Api-Key",
    "api_key_header",
];

/// Regexes compile on first use, so a bad one would only show on the first text that
/// needs it: every pattern is compiled here, and each that does not compile is named.
#[test]
fn every_regex_compiles() {
    let broken: Vec<String> = CATALOGUE
        .iter()
        .flat_map(|entry| {
            entry.patterns.iter().filter_map(move |pattern| {
                let error = compile(pattern.regex).err()?;
                Some(format!("`{}`: {error}", entry.kind))
            })
        })
        .collect();
    assert!(broken.is_empty(), "invalid regexes:\n{}", broken.join("\n"));
}

/// The marker reader finds what the marker regex `\[REDACTED:[a-z0-9_]+\]` finds.
#[test]
fn markers_are_read_as_the_regex_finds_them() {
    let regex = compile(r"\[REDACTED:[a-z0-9_]+\]").expect("the marker regex compiles");
    let pieces = [
        "[REDACTED:",
        "[",
        "]",
        "github_token",
        "a",
        "9",
        "_",
        "Z",
        "-",
        " ",
        "é",
    ];
    let mut state = 0x3A7C_u64;
    let mut next = move |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        ((state >> 33) % n as u64) as usize
    };
    for _ in 0..20_000 {
        let text: String = (0..next(10)).map(|_| pieces[next(pieces.len())]).collect();
        let expected: Vec<(usize, usize)> = regex
            .find_iter(text.as_bytes())
            .map(|m| (m.start(), m.end()))
            .collect();
        assert_eq!(markers(&text), expected, "{text:?}");
    }
}

/// A gate only turns away hits where its pattern cannot match: on generated text, the
/// findings are the same with and without gates.
#[test]
fn gates_change_no_result() {
    let mut next = SplitMix::new(0x6A7E).below();
    let mut found = 0;
    for _ in 0..20_000 {
        let text: String = (0..next(16)).map(|_| PIECES[next(PIECES.len())]).collect();
        let gated = ENGINE.findings(&text, true, None).findings;
        assert_eq!(
            gated,
            ENGINE.findings(&text, false, None).findings,
            "{text:?}"
        );
        found += gated.len();
    }
    assert!(found > 1000, "only {found} findings compared");
}
