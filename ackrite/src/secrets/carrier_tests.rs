//! Table-driven tests of the carriers and false positives a secret scanner must handle: one row
//! per case, each row naming the rule it checks. The values are arbitrary characters typed for
//! these tests.

use super::redact;

#[test]
fn carriers_and_look_alikes() {
    // (input, expected output, the rule the row checks)
    #[rustfmt::skip]
    let rows: &[(&str, &str, &str)] = &[
        ("mysql -u root -p hunter2Xy9 shop", "mysql -u root -p [REDACTED:cli_password_flag] shop", "mysql's -p with a space, as pasted"),
        ("mysql -u app -p orders", "mysql -u app -p orders", "mysql's -p before a database name"),
        ("psql --password hunter2Xy9", "psql --password [REDACTED:cli_password_flag]", "--password VALUE"),
        ("redis-cli -h cache -p 6379 -a 'hunter2Xy9' ping", "redis-cli -h cache -p 6379 -a '[REDACTED:cli_password_flag]' ping", "redis-cli -a, not its -p port"),
        ("az storage blob list --account-key Zm9vYmFyYmF6cXV4MTIz==", "az storage blob list --account-key [REDACTED:cli_password_flag]", "--account-key"),
        ("keytool -list -storepass hunter2Xy9", "keytool -list -storepass [REDACTED:cli_password_flag]", "keytool's -storepass"),
        ("keytool -list -storepass:env KS_PASS", "keytool -list -storepass:env KS_PASS", "-storepass:env names a variable"),
        ("docker login -u ci -p hunter2Xy9 registry", "docker login -u ci -p [REDACTED:cli_password_flag] registry", "docker login -p"),
        ("docker run -p 8080:80 nginx", "docker run -p 8080:80 nginx", "docker run -p is a port"),
        ("aws configure set aws_secret_access_key q7Xk2M9vT1b8", "aws configure set aws_secret_access_key [REDACTED:cli_password_flag]", "a subcommand setting a secret-named key"),
        ("aws configure set region eu-west-1", "aws configure set region eu-west-1", "a subcommand setting another key"),
        ("machine h.example login bob password hunter2Xy9", "machine h.example login bob password [REDACTED:password_assignment]", ".netrc on one line"),
        ("machine h.example\n  login bob\n  password hunter2Xy9", "machine h.example\n  login bob\n  password [REDACTED:password_assignment]", ".netrc, one field per line"),
        ("Password reset", "Password reset", "a line of prose is no .netrc"),
        ("db.example:5432:app:bob:hunter2Xy9", "db.example:5432:app:bob:[REDACTED:password_assignment]", ".pgpass"),
        ("CREATE USER bob IDENTIFIED BY 'hunter2Xy9';", "CREATE USER bob IDENTIFIED BY '[REDACTED:password_assignment]';", "SQL IDENTIFIED BY"),
        ("ALTER ROLE bob WITH PASSWORD 'hunter2Xy9';", "ALTER ROLE bob WITH PASSWORD '[REDACTED:password_assignment]';", "SQL WITH PASSWORD"),
        ("SET PASSWORD FOR 'bob'@'%' = 'hunter2Xy9';", "SET PASSWORD FOR 'bob'@'%' = '[REDACTED:password_assignment]';", "SQL SET PASSWORD FOR"),
        ("- name: SECRET_KEY_BASE\n  value: 3f9a8c7d6e5b4a392817f6e5", "- name: SECRET_KEY_BASE\n  value: [REDACTED:secret_assignment]", "Kubernetes env, name and value in sibling fields"),
        ("- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef: {name: db}", "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef: {name: db}", "a value from elsewhere"),
        ("<add key=\"Password\" value=\"hunter2Xy9\"/>", "<add key=\"Password\" value=\"[REDACTED:password_assignment]\"/>", "XML add key/value"),
        ("<add key=\"PasswordPolicy\" value=\"strict\"/>", "<add key=\"PasswordPolicy\" value=\"strict\"/>", "a descriptive name"),
        ("{\"name\": \"sessionid\", \"path\": \"/\", \"value\": \"q7Xk2M9vT1b8R5n3Lp0W\"}", "{\"name\": \"sessionid\", \"path\": \"/\", \"value\": \"[REDACTED:cookie]\"}", "a JSON cookie object, fields between"),
        ("{\"name\": \"theme\", \"value\": \"dark\"}", "{\"name\": \"theme\", \"value\": \"dark\"}", "a preference cookie object"),
        ("$config['smtp_pass'] = 'hunter2Xy9';", "$config['smtp_pass'] = '[REDACTED:password_assignment]';", "a PHP array index"),
        ("bob:hunter2Xy9@tcp(db:3306)/app", "bob:[REDACTED:url_credentials]@tcp(db:3306)/app", "a DSN without a scheme"),
        ("https://q7Xk2M9vT1b8R5n3Lp0W@github.com/o/r.git", "https://[REDACTED:url_credentials]@github.com/o/r.git", "a token as the whole userinfo"),
        ("https://release-bot@github.com/o/r.git", "https://release-bot@github.com/o/r.git", "a user name as the whole userinfo"),
        ("Client(\"AC0123456789abcdef0123456789abcdef\", \"0123456789abcdef0123456789abcdef\")", "Client(\"AC0123456789abcdef0123456789abcdef\", \"[REDACTED:credential_argument]\")", "Twilio's positional auth token"),
        ("server.login(\"me@example.net\", \"hunter2Xy9\")", "server.login(\"me@example.net\", \"[REDACTED:credential_argument]\")", "login(user, password)"),
        ("server.login(user, password)", "server.login(user, password)", "variables hold no secret"),
        ("password|hunter2Xy9", "password|[REDACTED:password_assignment]", "a pipe separator"),
        ("password=(hunter2Xy9)", "password=([REDACTED:password_assignment])", "a value in parentheses"),
        ("password=`hunter2Xy9`", "password=`[REDACTED:password_assignment]`", "a value in backticks"),
        ("password=`cat /run/secrets/db`", "password=`cat /run/secrets/db`", "command substitution"),
        ("password\thunter2Xy9", "password\t[REDACTED:password_assignment]", "a tab separator"),
        ("sessionId: ackrite-a8071c22-1111-4222-8333-944445555666", "sessionId: ackrite-a8071c22-1111-4222-8333-944445555666", "a prefixed UUID is an id"),
        ("password: !vault_ref db/prod#password", "password: !vault_ref db/prod#password", "a YAML tag is a reference"),
        ("Set-Cookie: theme=dark; Path=/", "Set-Cookie: theme=dark; Path=/", "a preference cookie"),
        ("Set-Cookie: sid=q7Xk2M9vT1b8R5n3; Path=/", "Set-Cookie: sid=[REDACTED:cookie]; Path=/", "a session cookie"),
        ("the password= field is empty", "the password= field is empty", "prose after password="),
        ("password=Welcome12345678!", "password=[REDACTED:password_assignment]", "a placeholder fragment inside a password"),
        ("DB_PASSWORD=TodoApp#Prod2024", "DB_PASSWORD=[REDACTED:password_assignment]", "a placeholder word inside a password"),
        ("postgres://app:Secr3t_Todo_9@db/x", "postgres://app:[REDACTED:url_credentials]@db/x", "a placeholder word inside a URL password"),
        ("ghp_q7Xk2M9vTodoR5n3Lp0Wz4Yc6Hd8Fg2Js8Ke", "[REDACTED:github_token]", "a placeholder word inside a token"),
        ("password: your-password-here", "password: your-password-here", "a whole placeholder phrase"),
    ];
    let failures: Vec<String> = rows
        .iter()
        .filter(|(input, expected, _)| redact(input) != *expected)
        .map(|(input, expected, rule)| {
            format!(
                "{rule}\n   input: {input}\n  wanted: {expected}\n     got: {}",
                redact(input)
            )
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
