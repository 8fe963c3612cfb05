//! One generator per catalogue kind (private keys aside, see `pem`), and the carriers it travels
//! in: a self-identifying kind in every carrier there is, a kind known by its key or its place
//! in all the syntaxes that carry it.

use super::generate::{encode_base64, ALNUM, BASE64, BECH32, DIGITS, HEX, UPPER_DIGITS, URLSAFE};
use super::Body;

pub struct Kind {
    pub kind: &'static str,
    pub make: fn(&mut Body<'_>) -> String,
    pub carriers: &'static [&'static str],
}

/// Every carrier a self-identifying token can sit in: logs, env, JSON, YAML, headers, URLs,
/// command lines, credential files, SQL, sibling fields, PHP, positional arguments and the
/// separators and wrappers of issue 9.
const ANYWHERE: &[&str] = &[
    "{}",
    "2024-05-03T10:15:22Z INFO uploader: using credential {} for bucket eu-media",
    "DEPLOY_CREDENTIAL={}",
    "{\"service\": \"billing\", \"credential\": \"{}\", \"region\": \"eu-west-1\"}",
    "  credential: {}\n  region: eu-west-1",
    "curl -sS -H \"Authorization: Bearer {}\" https://api.example.net/v1/me",
    "tool login --token {} --org acme",
    "GET https://ci.example.net/hook?token={}&build=418 -> 202",
    "redis-cli -h cache -a {} ping",
    "docker login -u ci -p {} registry.acme.internal",
    "aws configure set aws_secret_access_key {}",
    "machine api.acme.internal login ci password {}",
    "db.internal:5432:orders:app:{}",
    "CREATE USER app IDENTIFIED BY '{}';",
    "- name: DEPLOY_TOKEN\n  value: {}",
    "<add key=\"ApiToken\" value=\"{}\" />",
    "{\"name\": \"sessionid\", \"path\": \"/\", \"value\": \"{}\"}",
    "$config['api_token'] = '{}';",
    "server.login(\"ci@acme.internal\", \"{}\")",
    "token|{}",
    "TOKEN=({})",
    "token=`{}`",
    "token\t{}",
];

/// Where a password travels.
const PASSWORD: &[&str] = &[
    "DB_PASSWORD={}",
    "{\"username\": \"svc\", \"password\": \"{}\"}",
    "database:\n  password: {}\n  pool: 10",
    "[smtp]\npass={}",
    "<password>{}</password>",
    "Server=db;Database=orders;User Id=app;Password={};",
    "requirepass {}",
    "$config['smtp_pass'] = '{}';",
    "os.environ[\"DB_PASSWORD\"] = \"{}\"",
    "- name: DB_PASSWORD\n  value: \"{}\"",
    "{\"name\": \"POSTGRES_PASSWORD\", \"value\": \"{}\"}",
    "<add key=\"Password\" value=\"{}\" />",
    "<entry key=\"db.password\">{}</entry>",
    "password|{}",
    "| DB_PASSWORD | {} |",
    "password\t{}",
    "PASSWORD=({})",
    "password=`{}`",
    "machine db.internal login app password {}",
    "machine db.internal\n  login app\n  password {}",
    "db.internal:5432:orders:app:{}",
    "CREATE USER 'app'@'%' IDENTIFIED BY '{}';",
    "CREATE ROLE app WITH LOGIN PASSWORD '{}';",
    "SET PASSWORD FOR 'app'@'%' = '{}';",
];

/// Where a password given to a command or a client travels.
const COMMAND: &[&str] = &[
    "deploy --password {} --user release",
    "pg_dumpall --db-password={} > all.sql",
    "mysql -h db -u app -p{} orders",
    "sshpass -p '{}' ssh ops@bastion",
    "curl -u admin:{} https://jenkins.acme.internal/api/json",
    "redis-cli -h cache -a '{}' ping",
    "docker login -u ci -p {} registry.acme.internal",
    "mongosh mongodb://db:27017 -u admin -p {}",
    "sqlcmd -S db -U sa -P '{}'",
    "ldapsearch -x -D cn=admin -w {} uid=bob",
    "keytool -list -keystore a.jks -storepass {}",
    "az storage blob list --account-key {} -c media",
    "aws configure set aws_secret_access_key {}",
    "gh secret set DEPLOY_TOKEN --body {}",
    "git config --global sendemail.smtppass {}",
];

/// Where a password given by position to a client travels.
const ARGUMENT: &[&str] = &[
    "server.login(\"alerts@acme.internal\", \"{}\")",
    "requests.get(url, auth=HTTPBasicAuth('ci', '{}'))",
    "r = requests.post(url, auth=('api', '{}'))",
    "ftp = FTP('ftp.acme.internal', 'backup', '{}')",
    "conn = pymysql.connect(\"db\", \"app\", \"{}\", \"orders\")",
];

/// Where a URL credential travels.
const URL: &[&str] = &[
    "DATABASE_URL=postgres://app:{}@db.internal:5432/orders",
    "redis://:{}@redis-master:6379/0",
    "git clone https://deploy:{}@git.acme.internal/platform/api.git",
    "dsn := \"app:{}@tcp(db.internal:3306)/orders\"",
    "svc:{}@unix(/var/run/mysqld/mysqld.sock)/app",
    "git clone https://{}@github.com/acme/api.git",
];

/// Where an API key, token or secret behind a name travels; `NAME` is the family's name.
macro_rules! named {
    ($lower:literal, $upper:literal, $camel:literal) => {
        &[
            concat!($upper, "={}"),
            concat!("{\"", $camel, "\": \"{}\", \"region\": \"eu\"}"),
            concat!("  ", $lower, ": {}"),
            concat!($lower, " = '{}'"),
            concat!("$settings[\"", $lower, "\"] = \"{}\";"),
            concat!("- name: ", $upper, "\n  value: {}"),
            concat!("{\"name\": \"", $upper, "\", \"value\": \"{}\"}"),
            concat!("<add key=\"", $camel, "\" value=\"{}\" />"),
            concat!($lower, "|{}"),
            concat!($upper, "\t{}"),
            concat!($upper, "=({})"),
            concat!("`", $lower, "`: `{}`"),
        ]
    };
}

/// A password: letters, digits and punctuation, starting with a letter or digit.
fn password(b: &mut Body<'_>) -> String {
    loop {
        let s = b.chars(
            concat!(
                "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789",
                "!*^_+#"
            ),
            16,
        );
        let has = |f: fn(&u8) -> bool| s.bytes().any(|c| f(&c));
        if s.as_bytes()[0].is_ascii_alphanumeric()
            && has(u8::is_ascii_digit)
            && has(u8::is_ascii_alphabetic)
        {
            return s;
        }
    }
}

fn token(b: &mut Body<'_>) -> String {
    b.mixed(32)
}

fn basic(b: &mut Body<'_>) -> String {
    let user = b.rng.chars("abcdefghijklmnopqrstuvwxyz", 6);
    let secret = b.mixed(14);
    encode_base64(format!("{user}:{secret}").as_bytes())
}

pub const KINDS: &[Kind] = &[
    Kind { kind: "aws_access_key_id", make: |b| format!("AKIA{}", b.chars(UPPER_DIGITS, 16)), carriers: ANYWHERE },
    Kind { kind: "aws_secret_access_key", make: |b| b.chars(BASE64, 40), carriers: &[
        "aws_secret_access_key = {}", "AWS_SECRET_ACCESS_KEY={}", "{\"SecretAccessKey\": \"{}\"}",
        "    aws_secret_key: {}", "aws configure set aws_secret_access_key {}",
        "- name: AWS_SECRET_ACCESS_KEY\n  value: {}",
    ] },
    Kind { kind: "aws_session_token", make: |b| b.chars(BASE64, 200), carriers: &[
        "aws_session_token = {}", "{\"SessionToken\": \"{}\"}", "X-Amz-Security-Token: {}",
        "aws configure set aws_session_token {}",
    ] },
    Kind { kind: "google_api_key", make: |b| format!("AIza{}", b.chars(URLSAFE, 35)), carriers: ANYWHERE },
    Kind { kind: "google_oauth_client_secret", make: |b| format!("GOCSPX-{}", b.chars(URLSAFE, 28)), carriers: ANYWHERE },
    Kind { kind: "google_oauth_token", make: |b| format!("ya29.a0{}", b.chars(URLSAFE, 60)), carriers: ANYWHERE },
    Kind { kind: "azure_storage_key", make: |b| format!("{}==", b.chars(BASE64, 86)), carriers: &[
        "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey={};EndpointSuffix=core.windows.net",
        "AZURE_STORAGE_KEY={}", "{\"accountKey\": \"{}\"}",
    ] },
    Kind { kind: "azure_shared_access_key", make: |b| format!("{}=", b.chars(BASE64, 43)), carriers: &[
        "Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey={}",
    ] },
    Kind { kind: "azure_client_secret", make: |b| format!("{}{}Q~{}", b.rng.chars(ALNUM, 3), b.rng.chars(DIGITS, 1), b.mixed(34)), carriers: ANYWHERE },
    Kind { kind: "digitalocean_token", make: |b| format!("dop_v1_{}", b.chars(HEX, 64)), carriers: ANYWHERE },
    Kind { kind: "heroku_api_key", make: |b| format!("HRKU-{}", b.chars(URLSAFE, 60)), carriers: ANYWHERE },
    Kind { kind: "databricks_token", make: |b| format!("dapi{}", b.chars(HEX, 32)), carriers: ANYWHERE },
    Kind { kind: "terraform_cloud_token", make: |b| format!("{}.atlasv1.{}", b.rng.mixed(14), b.chars(URLSAFE, 67)), carriers: ANYWHERE },
    Kind { kind: "pulumi_token", make: |b| format!("pul-{}", b.chars(HEX, 40)), carriers: ANYWHERE },
    Kind { kind: "vault_token", make: |b| format!("hvs.{}", b.chars(URLSAFE, 90)), carriers: ANYWHERE },
    Kind { kind: "doppler_token", make: |b| format!("dp.st.{}", b.mixed(43)), carriers: ANYWHERE },
    Kind { kind: "github_token", make: |b| format!("ghp_{}", b.mixed(36)), carriers: ANYWHERE },
    Kind { kind: "github_fine_grained_pat", make: |b| format!("github_pat_{}_{}", b.mixed(22), b.mixed(59)), carriers: ANYWHERE },
    Kind { kind: "gitlab_token", make: |b| format!("glpat-{}", b.chars(URLSAFE, 20)), carriers: ANYWHERE },
    Kind { kind: "gitlab_runner_token", make: |b| format!("GR1348941{}", b.chars(URLSAFE, 20)), carriers: ANYWHERE },
    Kind { kind: "slack_token", make: |b| format!("xoxb-{}-{}-{}", b.rng.chars(DIGITS, 11), b.rng.chars(DIGITS, 12), b.mixed(24)), carriers: ANYWHERE },
    Kind { kind: "slack_app_token", make: |b| format!("xapp-1-A{}-{}-{}", b.rng.chars(UPPER_DIGITS, 10), b.rng.chars(DIGITS, 13), b.chars(HEX, 64)), carriers: ANYWHERE },
    Kind { kind: "slack_webhook", make: |b| format!("T{}/B{}/{}", b.rng.chars(UPPER_DIGITS, 10), b.rng.chars(UPPER_DIGITS, 10), b.mixed(24)), carriers: &[
        "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/{}", "{\"webhook\": \"https://hooks.slack.com/services/{}\"}",
        "- name: SLACK_WEBHOOK\n  value: https://hooks.slack.com/services/{}",
    ] },
    Kind { kind: "discord_webhook", make: |b| format!("{}/{}", b.rng.chars(DIGITS, 18), b.chars(URLSAFE, 68)), carriers: &[
        "DISCORD_WEBHOOK=https://discord.com/api/webhooks/{}", "<add key=\"Hook\" value=\"https://discord.com/api/webhooks/{}\" />",
    ] },
    Kind { kind: "discord_bot_token", make: |b| format!("M{}.{}.{}", b.mixed(25), b.rng.chars(URLSAFE, 6), b.chars(URLSAFE, 38)), carriers: &[
        "DISCORD_BOT_TOKEN={}", "curl -H \"Authorization: Bot {}\" https://discord.com/api/v10/users/@me",
        "client.run(\"{}\")  # discord bot", "- name: DISCORD_TOKEN\n  value: {}",
    ] },
    Kind { kind: "telegram_bot_token", make: |b| format!("{}:AA{}", b.rng.chars(DIGITS, 10), b.chars(URLSAFE, 33)), carriers: ANYWHERE },
    Kind { kind: "stripe_secret_key", make: |b| format!("sk_live_{}", b.mixed(24)), carriers: ANYWHERE },
    Kind { kind: "stripe_webhook_secret", make: |b| format!("whsec_{}", b.mixed(32)), carriers: ANYWHERE },
    Kind { kind: "shopify_token", make: |b| format!("shpat_{}", b.chars(HEX, 32)), carriers: ANYWHERE },
    Kind { kind: "openai_api_key", make: |b| format!("sk-proj-{}", b.chars(URLSAFE, 64)), carriers: ANYWHERE },
    Kind { kind: "anthropic_api_key", make: |b| format!("sk-ant-api03-{}", b.chars(URLSAFE, 93)), carriers: ANYWHERE },
    Kind { kind: "huggingface_token", make: |b| format!("hf_{}", b.mixed(34)), carriers: ANYWHERE },
    Kind { kind: "twilio_api_key", make: |b| format!("SK{}", b.chars(HEX, 32)), carriers: ANYWHERE },
    Kind { kind: "sendgrid_api_key", make: |b| format!("SG.{}.{}", b.chars(URLSAFE, 22), b.chars(URLSAFE, 43)), carriers: ANYWHERE },
    Kind { kind: "mailgun_api_key", make: |b| format!("key-{}", b.chars(HEX, 32)), carriers: ANYWHERE },
    Kind { kind: "npm_token", make: |b| format!("npm_{}", b.mixed(36)), carriers: ANYWHERE },
    Kind { kind: "npmrc_auth_token", make: token, carriers: &[
        "//registry.npmjs.org/:_authToken={}", "//nexus.acme.internal/repository/npm/:_auth={}",
        "npm config set //registry.acme.internal/:_password {}",
    ] },
    Kind { kind: "pypi_token", make: |b| format!("pypi-AgEIcHlwaS5vcmc{}", b.chars(URLSAFE, 70)), carriers: ANYWHERE },
    Kind { kind: "dockerhub_token", make: |b| format!("dckr_pat_{}", b.chars(URLSAFE, 27)), carriers: ANYWHERE },
    Kind { kind: "datadog_api_key", make: |b| b.chars(HEX, 32), carriers: &[
        "DD_API_KEY={}", "curl -H \"DD-API-KEY: {}\" https://api.datadoghq.eu/api/v1/validate", "{\"dd_api_key\": \"{}\"}",
        "- name: DD_API_KEY\n  value: \"{}\"",
    ] },
    Kind { kind: "grafana_token", make: |b| format!("glsa_{}_{}", b.mixed(32), b.rng.chars(HEX, 8)), carriers: ANYWHERE },
    Kind { kind: "sentry_token", make: |b| format!("sntrys_{}", b.mixed(60)), carriers: ANYWHERE },
    Kind { kind: "newrelic_api_key", make: |b| format!("NRAK-{}", b.chars(UPPER_DIGITS, 27)), carriers: ANYWHERE },
    Kind { kind: "linear_api_key", make: |b| format!("lin_api_{}", b.mixed(40)), carriers: ANYWHERE },
    Kind { kind: "postman_api_key", make: |b| format!("PMAK-{}-{}", b.chars(HEX, 24), b.chars(HEX, 34)), carriers: ANYWHERE },
    Kind { kind: "atlassian_api_token", make: |b| format!("ATATT3{}", b.chars(URLSAFE, 180)), carriers: ANYWHERE },
    Kind { kind: "age_secret_key", make: |b| format!("AGE-SECRET-KEY-1{}", b.chars(BECH32, 58)), carriers: ANYWHERE },
    Kind { kind: "jwt", make: |b| format!("eyJhbGciOiJIUzI1NiJ9.eyJ{}.{}", b.rng.chars(URLSAFE, 30), b.chars(URLSAFE, 43)), carriers: ANYWHERE },
    Kind { kind: "url_credentials", make: token, carriers: URL },
    Kind { kind: "basic_auth", make: basic, carriers: &[
        "Authorization: Basic {}", "curl -H \"Authorization: Basic {}\" https://registry.acme.internal/v2/",
        "{\"headers\": {\"Authorization\": \"Basic {}\"}}", "proxy-authorization: basic {}",
    ] },
    Kind { kind: "bearer_token", make: token, carriers: &[
        "Authorization: Bearer {}", "fetch(url, { headers: { Authorization: \"Bearer {}\" } })",
        "{\"headers\":{\"authorization\":\"Bearer {}\"}}", "Authorization: token {}",
    ] },
    Kind { kind: "cookie", make: token, carriers: &[
        "Cookie: session={}; theme=dark", "curl -b 'sid={}' https://shop.acme.internal/cart",
        "Set-Cookie: auth={}; Path=/; HttpOnly", "{\"name\": \"__Secure-next-auth.session-token\", \"value\": \"{}\"}",
        "[{\"domain\": \".acme.internal\", \"name\": \"sessionid\", \"path\": \"/\", \"secure\": true, \"value\": \"{}\"}]",
    ] },
    Kind { kind: "session_token", make: token, carriers: &[
        "JSESSIONID={}", "{\"session_id\": \"{}\", \"user\": 42}", "  sessionToken: {}", "GET /app;jsessionid={}?page=1",
    ] },
    Kind { kind: "query_secret", make: token, carriers: &[
        "GET https://api.acme.internal/v1/items?access_token={}&page=2", "https://a.blob.core.windows.net/m/a.png?sv=2022&sig={}",
        "https://app.acme.internal/cb#access_token={}&token_type=bearer",
    ] },
    Kind { kind: "cli_password_flag", make: password, carriers: COMMAND },
    Kind { kind: "credential_argument", make: password, carriers: ARGUMENT },
    Kind { kind: "client_secret", make: token, carriers: named!("client_secret", "CLIENT_SECRET", "clientSecret") },
    Kind { kind: "password_assignment", make: password, carriers: PASSWORD },
    Kind { kind: "api_key_assignment", make: token, carriers: named!("api_key", "API_KEY", "apiKey") },
    Kind { kind: "token_assignment", make: token, carriers: named!("access_token", "AUTH_TOKEN", "refreshToken") },
    Kind { kind: "secret_assignment", make: token, carriers: named!("app_secret", "SECRET_KEY_BASE", "webhookSecret") },
    Kind { kind: "generic_secret", make: token, carriers: named!("encryption_key", "SIGNING_KEY", "hmacKey") },
];
