//! Table-driven tests of the catalogue: one row per case, each row naming the rule it checks.
//! The values are arbitrary characters typed for these tests; none is a real secret.

use super::{kinds, redact};

/// (input, expected output, the rule the row checks)
type Row = (&'static str, &'static str, &'static str);

fn check(rows: &[Row]) {
    let mut failures = Vec::new();
    for (input, expected, rule) in rows {
        let got = redact(input);
        if got != *expected {
            failures.push(format!(
                "{rule}\n   input: {input}\n  wanted: {expected}\n     got: {got}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} row(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_pattern_compiles_and_kinds_are_unique() {
    assert!(super::scan::compiled().len() > 40);
    let mut all: Vec<&str> = kinds().collect();
    let count = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), count, "a kind is listed twice");
    assert!(count >= 40, "only {count} kinds");
    for kind in all {
        assert!(
            kind.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
            "{kind}"
        );
    }
}

#[test]
fn provider_tokens() {
    check(&[
        ("key AKIAQ7X2M9K4T1B8R5N3 used", "key [REDACTED:aws_access_key_id] used", "AWS key id anywhere"),
        ("aws_secret_access_key = q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd/Fg+Js8Ke2Qa1", "aws_secret_access_key = [REDACTED:aws_secret_access_key]", "AWS secret behind its key"),
        ("GITHUB_TOKEN=ghp_q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke", "GITHUB_TOKEN=[REDACTED:github_token]", "provider prefix beats the generic token key"),
        ("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f7Gh0Jk3", "[REDACTED:github_fine_grained_pat]", "fine-grained PAT"),
        ("Private-Token: glpat-q7Xk2M9vT1b8R5n3Lp0W", "Private-Token: [REDACTED:gitlab_token]", "GitLab header"),
        ("SLACK_BOT_TOKEN=xoxb-4815162342-1123581321-q7Xk2M9vT1b8R5n3Lp0Wz4Yc", "SLACK_BOT_TOKEN=[REDACTED:slack_token]", "Slack bot token"),
        ("post https://hooks.slack.com/services/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", "post https://hooks.slack.com/services/[REDACTED:slack_webhook]", "webhook keeps host"),
        ("stripe sk_live_q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8", "stripe [REDACTED:stripe_secret_key]", "Stripe secret key"),
        ("pk_live_q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8", "pk_live_q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8", "publishable key is public"),
        ("OPENAI_API_KEY=sk-proj-q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke2Qa1Vb7Nm4Xc9", "OPENAI_API_KEY=[REDACTED:openai_api_key]", "OpenAI project key"),
        ("x-api-key: sk-ant-api03-q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke2Qa1Vb7Nm4Xc9Zl3Pq5Rt8Uw2-AA", "x-api-key: [REDACTED:anthropic_api_key]", "Anthropic key in header"),
        ("https://maps.example.net/api?key=AIzaQ7x2M9k4T1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8K", "https://maps.example.net/api?key=[REDACTED:google_api_key]", "Google key in query"),
        ("bot 4815162342:AAq7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8K", "bot [REDACTED:telegram_bot_token]", "Telegram token"),
        ("AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE", "documentation key stays"),
        ("ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "masked token stays"),
    ]);
}

#[test]
fn structural_secrets() {
    check(&[
        ("postgres://app:q7Xk2M9vT1@db.internal:5432/orders", "postgres://app:[REDACTED:url_credentials]@db.internal:5432/orders", "connection string keeps host and db"),
        ("redis://:q7Xk2M9vT1@cache:6379/0", "redis://:[REDACTED:url_credentials]@cache:6379/0", "password without user"),
        ("postgres://app:${DB_PASSWORD}@db/orders", "postgres://app:${DB_PASSWORD}@db/orders", "template stays"),
        ("https://example.com:8443/path@x", "https://example.com:8443/path@x", "port is not a password"),
        ("-----BEGIN RSA PRIVATE KEY-----\nMIIEq7Xk2M9vT1b8R5n3\nLp0Wz4Yc6Hd8Fg2Js8Ke\n-----END RSA PRIVATE KEY-----\nnext", "[REDACTED:private_key]\nnext", "PEM block"),
        ("-----BEGIN PUBLIC KEY-----\nMIIBq7Xk2M9vT1b8R5n3\n-----END PUBLIC KEY-----", "-----BEGIN PUBLIC KEY-----\nMIIBq7Xk2M9vT1b8R5n3\n-----END PUBLIC KEY-----", "public key stays"),
        ("token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJxN3hrMm05In0.q7Xk2M9vT1b8R5n3Lp0Wz4Yc", "token [REDACTED:jwt]", "JWT"),
    ]);
}

#[test]
fn http_secrets() {
    #[rustfmt::skip]
    let rows = [
        ("Authorization: Bearer q7Xk2M9vT1b8R5n3Lp0Wz4Yc", "Authorization: Bearer [REDACTED:bearer_token]", "bearer header"),
        ("Use bearer authentication for the API", "Use bearer authentication for the API", "prose about bearer"),
        ("Authorization: Basic dXNlcjpxN1hrMk05dlQx", "Authorization: Basic [REDACTED:basic_auth]", "basic header"),
        ("Cookie: sid=q7Xk2M9vT1b8R5n3; theme=dark", "Cookie: [REDACTED:cookie]", "cookie header"),
        ("Set-Cookie: sid=q7Xk2M9vT1b8R5n3; Path=/; HttpOnly", "Set-Cookie: sid=[REDACTED:cookie]; Path=/; HttpOnly", "set-cookie keeps attributes"),
        ("GET /cb?code=42&access_token=q7Xk2M9vT1b8R5n3&page=2", "GET /cb?code=42&access_token=[REDACTED:query_secret]&page=2", "secret query key"),
        ("GET /search?q=tokens&page=2", "GET /search?q=tokens&page=2", "ordinary query"),
        ("JSESSIONID=Q7XK2M9VT1B8R5N3LP0WZ4YC", "JSESSIONID=[REDACTED:session_token]", "session id"),
    ];
    check(&rows);
}

#[test]
fn assignments() {
    #[rustfmt::skip]
    let rows = [
        ("password=q7Xk2M9vT1", "password=[REDACTED:password_assignment]", "env password"),
        ("DB_PASS=hunter2", "DB_PASS=[REDACTED:password_assignment]", "pass as a key segment"),
        ("  password: \"q7Xk 2M9v\"", "  password: \"[REDACTED:password_assignment]\"", "quoted YAML value with a space"),
        ("{\"password\": \"q7Xk2M9vT1\", \"user\": \"bob\"}", "{\"password\": \"[REDACTED:password_assignment]\", \"user\": \"bob\"}", "JSON"),
        ("password = get_password()", "password = get_password()", "code call"),
        ("password = config.password", "password = config.password", "code reference"),
        ("password: String,", "password: String,", "type annotation"),
        ("Password: click the link to reset it", "Password: click the link to reset it", "prose after colon"),
        ("password_min_length: 128", "password_min_length: 128", "descriptive key"),
        ("PASSWORD_FILE=/run/secrets/db", "PASSWORD_FILE=/run/secrets/db", "reference"),
        ("password=changeme", "password=changeme", "placeholder"),
        ("Server=db;Database=orders;User Id=app;Password=q7Xk2M9vT1;", "Server=db;Database=orders;User Id=app;Password=[REDACTED:password_assignment];", "ADO.NET"),
        ("mysql -u app -pq7Xk2M9vT1 orders", "mysql -u app -p[REDACTED:cli_password_flag] orders", "mysql -p"),
        ("deploy --password q7Xk2M9vT1 --user bob", "deploy --password [REDACTED:cli_password_flag] --user bob", "long flag"),
        ("the --password flag sets it", "the --password flag sets it", "prose about a flag"),
        ("api_key_header = \"X-Api-Key\"", "api_key_header = \"X-Api-Key\"", "identifier naming a header"),
        ("max_tokens=1024", "max_tokens=1024", "token count"),
        ("\"access_token\": \"q7Xk2M9vT1b8R5n3Lp0W\"", "\"access_token\": \"[REDACTED:token_assignment]\"", "token field"),
        ("client_secret: q7Xk2M9vT1b8R5n3Lp0W", "client_secret: [REDACTED:client_secret]", "client secret"),
        ("secretName: db-credentials", "secretName: db-credentials", "k8s name"),
        ("ENCRYPTION_KEY=q7Xk2M9vT1b8R5n3Lp0Wz4Yc", "ENCRYPTION_KEY=[REDACTED:generic_secret]", "random value behind a key name"),
        ("sort_key=created_at", "sort_key=created_at", "ordinary value behind a key name"),
        ("commit 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b", "commit 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b", "git SHA"),
        ("request_id=123e4567-e89b-12d3-a456-426614174000", "request_id=123e4567-e89b-12d3-a456-426614174000", "UUID"),
        ("\"integrity\": \"sha512-q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke2Qa1Vb7Nm4Xc9==\"", "\"integrity\": \"sha512-q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke2Qa1Vb7Nm4Xc9==\"", "integrity string"),
    ];
    check(&rows);
}

#[test]
fn markers_are_never_matched_again() {
    #[rustfmt::skip]
    let rows = [
        ("password=[REDACTED:password_assignment]", "password=[REDACTED:password_assignment]", "marker after key"),
        ("Authorization: Bearer [REDACTED:bearer_token]", "Authorization: Bearer [REDACTED:bearer_token]", "marker after bearer"),
        ("postgres://u:[REDACTED:url_credentials]@h/db", "postgres://u:[REDACTED:url_credentials]@h/db", "marker in URL"),
    ];
    check(&rows);
}
