//! Positive samples of the kinds known by their structure or by the key that holds them:
//! PEM blocks, URLs, HTTP headers and cookies, command lines and assignments.

use super::generate::{encode_base64, Rng, ALNUM, BASE64, HEX};
use super::positives::Positive;

/// `(kind, carrier, value generator)`; `{}` is the secret, `{A}`/`{B}` neutral filler.
type Row = (&'static str, &'static str, fn(&mut Rng) -> String);

const ROWS: &[Row] = &[
    ("url_credentials", "DATABASE_URL=postgres://app:{}@db.internal:5432/orders", |r| r.password().replace(['%'], "")),
    ("url_credentials", "mysql://root:{}@127.0.0.1:3306/shop?charset=utf8mb4", |r| r.mixed(16)),
    ("url_credentials", "MONGO_URI=\"mongodb+srv://svc-{A}:{}@cluster0.q7xk2.mongodb.net/app?retryWrites=true\"", |r| r.mixed(20)),
    ("url_credentials", "2024-05-03 ERROR cache: connect redis://:{}@redis-master:6379/0 refused", |r| r.mixed(24)),
    ("url_credentials", "broker_url: amqp://worker:{}@rabbitmq.internal:5672/jobs", |r| r.mixed(18)),
    ("url_credentials", "git clone https://deploy:{}@git.acme.internal/platform/api.git", |r| r.mixed(20)),
    ("basic_auth", "Authorization: Basic {}", basic),
    ("basic_auth", "curl -H \"Authorization: Basic {}\" https://registry.acme.internal/v2/", basic),
    ("basic_auth", "{\"headers\": {\"Authorization\": \"Basic {}\"}}", basic),
    ("basic_auth", "> GET /v2/ HTTP/1.1\n> Host: registry.acme.internal\n> Authorization: Basic {}\n> Accept: */*", basic),
    ("basic_auth", "proxy-authorization: basic {}", basic),
    ("bearer_token", "Authorization: Bearer {}", |r| r.mixed(40)),
    ("bearer_token", "curl -H 'Authorization: Bearer {}' https://api.acme.internal/v2/orders", |r| r.mixed(32)),
    ("bearer_token", "fetch(url, { headers: { Authorization: \"Bearer {}\" } })", |r| r.mixed(48)),
    ("bearer_token", "> POST /graphql HTTP/2\n> authorization: bearer {}\n> content-type: application/json", |r| r.mixed(36)),
    ("bearer_token", "{\"method\":\"GET\",\"headers\":{\"authorization\":\"Bearer {}\"}}", |r| r.mixed(44)),
    ("cookie", "> GET /account HTTP/1.1\n> Cookie: session={}; theme=dark\n> Accept: text/html", |r| r.mixed(32)),
    ("cookie", "curl -b 'sid={}' https://shop.acme.internal/cart", |r| r.mixed(24)),
    ("cookie", "< HTTP/1.1 302 Found\n< Set-Cookie: auth={}; Path=/; HttpOnly; Secure", |r| r.mixed(40)),
    ("cookie", "{\"headers\": {\"cookie\": \"_gh_sess={}; logged_in=yes\"}}", |r| r.mixed(30)),
    ("cookie", "Cookie: csrftoken=abc; sessionid={}", |r| r.mixed(32)),
    ("session_token", "2024-05-03 WARN web: stale JSESSIONID={} for /checkout", |r| r.chars(HEX, 32).to_uppercase()),
    ("session_token", "PHPSESSID={}", |r| r.chars(ALNUM, 26).to_lowercase() + "9"),
    ("session_token", "{\"session_id\": \"{}\", \"user\": 42}", |r| r.mixed(32)),
    ("session_token", "  sessionToken: {}", |r| r.mixed(40)),
    ("session_token", "GET /app;jsessionid={}?page=1", |r| r.chars(HEX, 32).to_uppercase()),
    ("query_secret", "GET https://api.acme.internal/v1/items?access_token={}&page=2", |r| r.mixed(32)),
    ("query_secret", "https://acme-media.s3.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature={}", |r| r.chars(HEX, 64)),
    ("query_secret", "https://acme.blob.core.windows.net/media/a.png?sv=2022-11-02&se=2024-05-04&sp=r&sig={}", |r| r.base64_of(32).replace('+', "%2B").replace('/', "%2F")),
    ("query_secret", "redirect to https://app.acme.internal/cb#access_token={}&token_type=bearer", |r| r.mixed(40)),
    ("query_secret", "wget \"https://downloads.acme.internal/build.tar.gz?api_key={}\"", |r| r.mixed(24)),
    ("query_secret", "https://storage.googleapis.com/acme/x.bin?X-Goog-Credential=svc%2F20240503&X-Goog-Signature={}", |r| r.chars(HEX, 64)),
    ("cli_password_flag", "mysql -h db.internal -u app -p{} orders", |r| r.mixed(14)),
    ("cli_password_flag", "$ deploy --password {} --user release", |r| r.password().replace('-', "")),
    ("cli_password_flag", "pg_dumpall --db-password={} > all.sql", |r| r.mixed(16)),
    ("cli_password_flag", "sshpass -p '{}' ssh ops@bastion.acme.internal", |r| r.password()),
    ("cli_password_flag", "curl -u admin:{} https://jenkins.acme.internal/api/json", |r| r.mixed(18)),
    ("client_secret", "client_secret: {}", |r| r.mixed(32)),
    ("client_secret", "{\"clientId\": \"web\", \"clientSecret\": \"{}\"}", |r| r.mixed(40)),
    ("client_secret", "AZURE_CLIENT_SECRET={}", |r| r.mixed(34)),
    ("client_secret", "OAUTH_CLIENT_SECRET='{}'", |r| r.mixed(28)),
    ("client_secret", "spring.security.oauth2.client.registration.acme.client-secret={}", |r| r.mixed(36)),
    ("password_assignment", "DB_PASSWORD={}", |r| r.password()),
    ("password_assignment", "database:\n  host: db.internal\n  password: {}\n  pool: 10", |r| r.mixed(14)),
    ("password_assignment", "{\"username\": \"svc\", \"password\": \"{}\"}", |r| r.password()),
    ("password_assignment", "[database]\nuser = \"app\"\npassword = \"{}\"", |r| r.password()),
    ("password_assignment", "[smtp]\npass={}\nport=587", |r| r.mixed(12)),
    ("password_assignment", "<datasource><user>app</user><password>{}</password></datasource>", |r| r.password()),
    ("password_assignment", "Server=db.internal;Database=orders;User Id=app;Password={};Encrypt=true", |r| r.mixed(16)),
    ("password_assignment", "requirepass {}", |r| r.mixed(24)),
    ("password_assignment", "SMTP_PASSWORD = \"{}\"  # rotated monthly", |r| r.password()),
    ("password_assignment", "export PGPASSWORD={}", |r| r.mixed(12)),
    ("api_key_assignment", "X-API-Key: {}", |r| r.mixed(32)),
    ("api_key_assignment", "{\"apiKey\": \"{}\", \"region\": \"eu\"}", |r| r.mixed(40)),
    ("api_key_assignment", "API_KEY={}", |r| r.mixed(24)),
    ("api_key_assignment", "api-key = '{}'", |r| r.chars(HEX, 32)),
    ("api_key_assignment", "  subscription_key: {}", |r| r.chars(HEX, 32)),
    ("token_assignment", "{\"access_token\": \"{}\", \"expires_in\": 3600}", |r| r.mixed(40)),
    ("token_assignment", "AUTH_TOKEN={}", |r| r.mixed(32)),
    ("token_assignment", "  refreshToken: {}", |r| r.mixed(48)),
    ("token_assignment", "> X-Auth-Token: {}", |r| r.mixed(32)),
    ("token_assignment", "CI_JOB_TOKEN=\"{}\"", |r| r.mixed(20)),
    ("secret_assignment", "SECRET_KEY={}", |r| r.mixed(50)),
    ("secret_assignment", "app_secret: {}", |r| r.mixed(32)),
    ("secret_assignment", "{\"webhookSecret\": \"{}\"}", |r| r.mixed(32)),
    ("secret_assignment", "JWT_SECRET=\"{}\"", |r| r.mixed(64)),
    ("secret_assignment", "secret_key_base: {}", |r| r.chars(HEX, 128)),
    ("generic_secret", "ENCRYPTION_KEY={}", |r| r.mixed(32)),
    ("generic_secret", "signing_key: {}", |r| r.mixed(44)),
    ("generic_secret", "{\"hmacKey\": \"{}\"}", |r| r.chars(BASE64, 44)),
    ("generic_secret", "MASTER_SALT={}", |r| r.mixed(24)),
    ("generic_secret", "credentials = \"{}\"", |r| r.mixed(40)),
];

/// PEM flavours and the carriers a private key shows up in.
const PEM_LABELS: &[&str] = &[
    "RSA PRIVATE KEY",
    "PRIVATE KEY",
    "EC PRIVATE KEY",
    "OPENSSH PRIVATE KEY",
    "ENCRYPTED PRIVATE KEY",
    "DSA PRIVATE KEY",
    "PGP PRIVATE KEY BLOCK",
];

pub fn all(rng: &mut Rng, out: &mut Vec<Positive>) {
    for (kind, carrier, value) in ROWS {
        let secret = value(rng);
        let filler = rng.chars(HEX, 6);
        out.push(Positive {
            kind,
            text: carrier.replace("{A}", &filler).replace("{}", &secret),
            secret,
        });
    }
    for (index, label) in PEM_LABELS.iter().enumerate() {
        let lines: Vec<String> = (0..4 + index).map(|_| rng.chars(BASE64, 64)).collect();
        let body = lines.join("\n");
        let block = format!("-----BEGIN {label}-----\n{body}\n-----END {label}-----");
        let text = match index % 4 {
            0 => format!("$ cat ~/.ssh/id_rsa\n{block}\n$ ls"),
            1 => format!(
                "tls:\n  key: |\n    {}\n  cert: server.crt",
                block.replace('\n', "\n    ")
            ),
            2 => format!("2024-05-03 DEBUG loaded key material:\n{block}\n2024-05-03 DEBUG done"),
            _ => format!("{{\"key\": \"{}\"}}", block.replace('\n', "\\n")),
        };
        out.push(Positive {
            kind: "private_key",
            text,
            secret: lines[1].clone(),
        });
    }
    // A block cut off before its END line, as in a truncated log.
    let lines: Vec<String> = (0..3).map(|_| rng.chars(BASE64, 64)).collect();
    out.push(Positive {
        kind: "private_key",
        text: format!(
            "-----BEGIN RSA PRIVATE KEY-----\n{}\n[truncated]",
            lines.join("\n")
        ),
        secret: lines[2].clone(),
    });
}

fn basic(r: &mut Rng) -> String {
    let user = r.chars("abcdefghijklmnopqrstuvwxyz", 6);
    let password = r.mixed(14);
    encode_base64(format!("{user}:{password}").as_bytes())
}
