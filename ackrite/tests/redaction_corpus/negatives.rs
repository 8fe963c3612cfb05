//! Negative samples: text that looks secret-adjacent and must come out unchanged.

use super::generate::{Rng, ALNUM, BASE64, HEX, LOWER};

/// One negative sample and the family it belongs to.
pub struct Negative {
    pub family: &'static str,
    pub text: String,
}

const PLACEHOLDERS: &[&str] = &[
    "password=<YOUR_PASSWORD>",
    "API_KEY=${API_KEY}",
    "token: {{ secrets.DEPLOY_TOKEN }}",
    "password=changeme",
    "secret: xxxx",
    "\"password\": \"****\"",
    "token=REDACTED",
    "Authorization: Bearer <token>",
    "Authorization: Bearer $TOKEN",
    "curl -H \"Authorization: Bearer ${GITHUB_TOKEN}\" https://api.github.com/user",
    "DATABASE_URL=postgres://app:${DB_PASSWORD}@db.internal:5432/orders",
    "set API_KEY=%API_KEY%",
    "password: \"your-password-here\"",
    "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "STRIPE_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
    "client_secret: <client-secret>",
    "DB_PASSWORD=\"\"",
    "password=",
    "password: null",
    "api_key = None",
    "mysql -u root -p",
    "redis://:*****@cache:6379",
    "JWT_SECRET={{ vault_jwt_secret }}",
    "aws_secret_access_key = <secret>",
    "Cookie: <redacted>",
];

const PROSE: &[&str] = &[
    "Make sure your password is at least 12 characters long.",
    "The token expires after one hour; refresh it before then.",
    "Rotate the API key every 90 days.",
    "Use bearer authentication with a short-lived token.",
    "Never commit secrets to the repository.",
    "Passwords must not be reused across services.",
    "Password: click the link we emailed you to reset it",
    "Enter your password:",
    "the --password flag reads the value from stdin",
    "We store only a salted hash of each password.",
    "If the session token is missing, the server answers 401.",
    "Basic authentication sends credentials on every request.",
    "Set the private key path in the config, not the key itself.",
    "A JWT has three parts: header, payload and signature.",
    "Secret scanning runs on every push.",
    "Token: see the onboarding guide for how to get one",
    "The cookie is set with HttpOnly and Secure.",
    "authorization failed for user bob: missing scope repo",
    "api key rotation is tracked in OPS-1234",
    "mysql -u app -p orders   # prompts for the password",
];

const CODE: &[&str] = &[
    "def get_password(self):",
    "password = get_password()",
    "api_key_header = \"X-Api-Key\"",
    "let token = self.token.clone();",
    "if password == confirm_password {",
    "const TOKEN_TTL = 3600;",
    "    password: String,",
    "fn verify(password: &str) -> bool {",
    "secret_key = os.environ[\"SECRET_KEY\"]",
    "token = request.headers.get(\"Authorization\")",
    "tokenizer = AutoTokenizer.from_pretrained(\"gpt2\")",
    "max_tokens=1024",
    "\"token_type\": \"Bearer\"",
    "password_hash = bcrypt.hashpw(password, salt)",
    "password = config.password",
    "api_key: Option<String>,",
    "self.secret = secret",
    "PASSWORD_FILE=/run/secrets/db_password",
    "password_min_length: 12",
    "token_url: https://auth.acme.internal/oauth/token",
    "secretName: db-credentials",
    "secretKeyRef:",
    "private_key_path = \"~/.ssh/id_ed25519\"",
    "auth_method=oauth",
    "sort_key=created_at",
    "key=user:1234:profile hit=true",
    "primary_key: id",
    "session_timeout=3600",
    "export PWD=/home/ci/build",
    "keyboard_layout = \"us\"",
];

/// Issue 9's false positives, and look-alikes of the carriers it added.
const LOOKALIKES: &[&str] = &[
    "sessionId: ackrite-a8071c22-5f3e-4b1d-9c7a-2e6f8d0b4a13",
    "2024-05-03 INFO session_id=sess-0f8e2d4c-1a3b-4c5d-8e9f-a0b1c2d3e4f5 user=42",
    "{\"sessionToken\": \"web_5b2e9c1d-7f4a-4e3b-a6d8-c9e0f1a2b3c4\"}",
    "X-Session-Id: req-9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    "JSESSIONID=node01-3f2e1d0c-b9a8-4765-8432-10fedcba9876",
    "password: !vault_ref db/prod#password",
    "  db_password: !vault |\n    $ANSIBLE_VAULT;1.1;AES256",
    "MasterUserPassword: !Ref DbPassword",
    "api_token: !secret github_api_token",
    "  password: !env_var DB_PASSWORD",
    "Set-Cookie: theme=dark; Path=/; Max-Age=31536000",
    "< Set-Cookie: lang=en-US; Path=/; SameSite=Lax",
    "Set-Cookie: consent=accepted; Secure",
    "set-cookie: tz=Europe%2FBerlin; path=/",
    "Set-Cookie: dark-mode-v2=on; Path=/",
    "the password= field is empty when the form is submitted",
    "if you leave token= blank the CLI prompts for it",
    "Note: secret= must be set before the first deploy",
    "a request with api_key= missing returns 401",
    "it fails when password= contains nothing",
    "docker run -p 8080:80 nginx",
    "ssh -p 2222 ops@bastion.acme.internal",
    "redis-cli -h cache.internal -p 6379 ping",
    "psql -h db.internal -p 5432 -U app orders",
    "docker login -u ci-bot --password-stdin registry.acme.internal",
    "keytool -list -keystore app.jks -storepass:env KEYSTORE_PASS",
    "aws configure set region eu-west-1",
    "git config --global user.name \"Release Bot\"",
    "machine github.com login ci-bot",
    "localhost:5432:orders",
    "GRANT SELECT ON orders TO reporting;",
    "Use IDENTIFIED BY to set the password when you create a user.",
    "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db-credentials\n      key: password",
    "- name: LOG_LEVEL\n  value: debug",
    "<add key=\"PasswordPolicy\" value=\"strict\" />",
    "<add key=\"Password\" value=\"\" />",
    "{\"name\": \"theme\", \"value\": \"dark\", \"domain\": \"acme.internal\"}",
    "{\"name\": \"api_key_header\", \"value\": \"X-Api-Key\"}",
    "$config['smtp_pass'] = getenv('SMTP_PASS');",
    "if (config[\"password\"] == confirm) {",
    "git@github.com:acme/api.git",
    "ops@bastion.acme.internal:22",
    "https://deploy@git.acme.internal/platform/api.git",
    "https://release-bot@github.com/acme/api.git",
    "client = Client(account_sid, auth_token)",
    "server.login(user, password)",
    "auth=HTTPBasicAuth(user, os.environ['PASS'])",
    "| password | string | required |",
    "| Field | Type |\n|---|---|\n| password | string |",
    "password\tstring\trequired",
    "PASSWORD=$(cat /run/secrets/db_password)",
    "password=`vault read -field=password secret/db`",
];

const URLS: &[&str] = &[
    "https://github.com/acme/api/pull/42",
    "https://example.com/search?q=password+reset&page=2",
    "https://api.acme.internal/v1/users?limit=50&offset=100",
    "postgres://db.internal:5432/orders",
    "https://deploy@git.acme.internal/platform/api.git",
    "git@github.com:acme/api.git",
    "https://cdn.acme.internal/assets/app.3f2a1b.js",
    "https://example.com:8443/status@v2",
    "https://acme.internal/reset-password?step=2",
    "https://auth.acme.internal/authorize?response_type=code&client_id=web&scope=openid",
    "https://hooks.slack.com/services/",
    "http://localhost:3000/api/token/refresh",
];

/// Every negative sample, generated families first, then the fixed ones.
pub fn all(rng: &mut Rng) -> Vec<Negative> {
    let mut out = Vec::new();
    for _ in 0..12 {
        let sha = rng.chars(HEX, 40);
        let short = &sha[..7];
        let uuid = rng.uuid();
        let hash = rng.chars(HEX, 64);
        let integrity = rng.base64_of(64);
        let generated = [
            (
                "git_sha",
                format!("commit {sha}\nAuthor: Dev <dev@acme.internal>"),
            ),
            (
                "git_sha",
                format!("Merge: {short} {}  fixed in {sha}", &rng.chars(HEX, 7)),
            ),
            (
                "uuid",
                format!("2024-05-03 INFO request_id={uuid} status=200 took=41ms"),
            ),
            (
                "uuid",
                format!("{{\"id\": \"{uuid}\", \"session_id\": \"{}\"}}", rng.uuid()),
            ),
            ("hash", format!("\"integrity\": \"sha512-{integrity}\"")),
            ("hash", format!("FROM node@sha256:{hash}")),
            ("hash", format!("checksum: {hash}  dist/app.tar.gz")),
            ("hash", format!("ETag: \"{}\"", rng.chars(HEX, 32))),
            ("public_key", public_key(rng)),
            (
                "public_key",
                format!(
                    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{} dev@laptop",
                    rng.chars(BASE64, 43)
                ),
            ),
            (
                "log",
                format!(
                    "2024-05-03T10:{:02}:11Z INFO GET /api/orders/{} 200 {}ms",
                    rng.below(60),
                    rng.below(100000),
                    rng.below(900)
                ),
            ),
            (
                "log",
                format!("cache key={}:{} miss", rng.chars(LOWER, 6), rng.below(9999)),
            ),
            (
                "identifier",
                format!("let {}_token_count = tokens.len();", rng.chars(LOWER, 5)),
            ),
            (
                "example",
                format!(
                    "AWS_ACCESS_KEY_ID=AKIA{}EXAMPLE",
                    rng.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 9)
                ),
            ),
            (
                "example",
                format!("aws_secret_access_key = {}EXAMPLEKEY", rng.chars(ALNUM, 30)),
            ),
        ];
        for (family, text) in generated {
            out.push(Negative { family, text });
        }
    }
    for (family, list) in [
        ("placeholder", PLACEHOLDERS),
        ("prose", PROSE),
        ("code", CODE),
        ("url", URLS),
        ("lookalike", LOOKALIKES),
    ] {
        for text in list {
            out.push(Negative {
                family,
                text: (*text).to_string(),
            });
        }
    }
    out
}

fn public_key(rng: &mut Rng) -> String {
    let label = *rng.pick(&["PUBLIC KEY", "CERTIFICATE", "RSA PUBLIC KEY"]);
    let body: Vec<String> = (0..3).map(|_| rng.chars(BASE64, 64)).collect();
    format!(
        "-----BEGIN {label}-----\n{}\n-----END {label}-----",
        body.join("\n")
    )
}
