//! Positive samples: a generated secret of each kind inside a realistic carrier.

use super::generate::{
    base64url_json, Rng, ALNUM, BASE64, BECH32, DIGITS, HEX, UPPER_DIGITS, URLSAFE,
};

/// One secret in its carrier.
pub struct Positive {
    pub kind: &'static str,
    pub text: String,
    /// The part of `text` that must not survive redaction.
    pub secret: String,
}

type Token = fn(&mut Rng) -> String;

/// Kinds whose value identifies itself (a provider prefix or a fixed structure), with a
/// generator of one value.
const SELF_IDENTIFYING: &[(&str, Token)] = &[
    ("aws_access_key_id", |r| {
        format!("{}{}", r.pick(&["AKIA", "ASIA"]), r.chars(UPPER_DIGITS, 16))
    }),
    ("google_api_key", |r| {
        format!("AIza{}", r.chars(URLSAFE, 35))
    }),
    ("google_oauth_client_secret", |r| {
        format!("GOCSPX-{}", r.chars(URLSAFE, 28))
    }),
    ("google_oauth_token", |r| {
        format!("ya29.a0{}", r.chars(URLSAFE, 60))
    }),
    ("azure_client_secret", |r| {
        format!(
            "{}{}Q~{}",
            r.chars(ALNUM, 3),
            r.chars(DIGITS, 1),
            r.mixed(34)
        )
    }),
    ("digitalocean_token", |r| {
        format!("dop_v1_{}", r.chars(HEX, 64))
    }),
    ("heroku_api_key", |r| {
        format!("HRKU-{}", r.chars(URLSAFE, 60))
    }),
    ("databricks_token", |r| format!("dapi{}", r.chars(HEX, 32))),
    ("terraform_cloud_token", |r| {
        format!("{}.atlasv1.{}", r.mixed(14), r.chars(URLSAFE, 67))
    }),
    ("pulumi_token", |r| format!("pul-{}", r.chars(HEX, 40))),
    ("vault_token", |r| format!("hvs.{}", r.chars(URLSAFE, 90))),
    ("doppler_token", |r| format!("dp.st.{}", r.mixed(43))),
    ("github_token", |r| {
        format!("{}_{}", r.pick(&["ghp", "gho", "ghu", "ghs"]), r.mixed(36))
    }),
    ("github_fine_grained_pat", |r| {
        format!("github_pat_{}_{}", r.mixed(22), r.mixed(59))
    }),
    ("gitlab_token", |r| {
        format!(
            "{}-{}",
            r.pick(&["glpat", "gldt", "glrt", "glptt"]),
            r.chars(URLSAFE, 20)
        )
    }),
    ("gitlab_runner_token", |r| {
        format!("GR1348941{}", r.chars(URLSAFE, 20))
    }),
    ("slack_token", |r| {
        format!(
            "{}-{}-{}-{}",
            r.pick(&["xoxb", "xoxp", "xoxa"]),
            r.chars(DIGITS, 11),
            r.chars(DIGITS, 12),
            r.mixed(24)
        )
    }),
    ("slack_app_token", |r| {
        format!(
            "xapp-1-A{}-{}-{}",
            r.chars(UPPER_DIGITS, 10),
            r.chars(DIGITS, 13),
            r.chars(HEX, 64)
        )
    }),
    ("telegram_bot_token", |r| {
        format!("{}:AA{}", r.chars(DIGITS, 10), r.chars(URLSAFE, 33))
    }),
    ("stripe_secret_key", |r| {
        format!(
            "{}_{}",
            r.pick(&["sk_live", "sk_test", "rk_live"]),
            r.mixed(24)
        )
    }),
    ("stripe_webhook_secret", |r| {
        format!("whsec_{}", r.mixed(32))
    }),
    ("shopify_token", |r| {
        format!(
            "{}_{}",
            r.pick(&["shpat", "shpca", "shppa", "shpss"]),
            r.chars(HEX, 32)
        )
    }),
    ("openai_api_key", |r| {
        format!("sk-proj-{}", r.chars(URLSAFE, 64))
    }),
    ("anthropic_api_key", |r| {
        format!("sk-ant-api03-{}", r.chars(URLSAFE, 93))
    }),
    ("huggingface_token", |r| format!("hf_{}", r.mixed(34))),
    ("twilio_api_key", |r| format!("SK{}", r.chars(HEX, 32))),
    ("sendgrid_api_key", |r| {
        format!("SG.{}.{}", r.chars(URLSAFE, 22), r.chars(URLSAFE, 43))
    }),
    ("mailgun_api_key", |r| format!("key-{}", r.chars(HEX, 32))),
    ("npm_token", |r| format!("npm_{}", r.mixed(36))),
    ("pypi_token", |r| {
        format!("pypi-AgEIcHlwaS5vcmc{}", r.chars(URLSAFE, 70))
    }),
    ("dockerhub_token", |r| {
        format!("dckr_pat_{}", r.chars(URLSAFE, 27))
    }),
    ("grafana_token", |r| {
        format!("glsa_{}_{}", r.mixed(32), r.chars(HEX, 8))
    }),
    ("sentry_token", |r| format!("sntrys_{}", r.mixed(60))),
    ("newrelic_api_key", |r| {
        format!("NRAK-{}", r.chars(UPPER_DIGITS, 27))
    }),
    ("linear_api_key", |r| format!("lin_api_{}", r.mixed(40))),
    ("postman_api_key", |r| {
        format!("PMAK-{}-{}", r.chars(HEX, 24), r.chars(HEX, 34))
    }),
    ("atlassian_api_token", |r| {
        format!("ATATT3{}", r.chars(URLSAFE, 180))
    }),
    ("age_secret_key", |r| {
        format!("AGE-SECRET-KEY-1{}", r.chars(BECH32, 58))
    }),
    ("jwt", |r| {
        let header = base64url_json(&format!("{{\"alg\":\"HS256\",\"kid\":\"{}\"}}", r.mixed(8)));
        let payload = base64url_json(&format!(
            "{{\"sub\":\"{}\",\"iat\":{}}}",
            r.mixed(12),
            r.chars(DIGITS, 10)
        ));
        format!("{header}.{payload}.{}", r.chars(URLSAFE, 43))
    }),
];

/// Carriers for a self-identifying value.
const CARRIERS: &[&str] = &[
    "2024-05-03T10:15:22Z INFO uploader: using credential {} for bucket eu-media",
    "DEPLOY_CREDENTIAL={}",
    "{\"service\": \"billing\", \"credential\": \"{}\", \"region\": \"eu-west-1\"}",
    "  credential: {}\n  region: eu-west-1",
    "curl -sS -H \"Authorization: Bearer {}\" https://api.example.net/v1/me",
    "Error: request rejected (401) for {}\n    at Client.send (client.js:42:11)\n    at main (index.js:7:3)",
    "[deploy]\ncredential = \"{}\"",
    "tool login --token {} --org acme",
    "HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"access_token\":\"{}\",\"expires_in\":3600}",
    "GET https://ci.example.net/hook?token={}&build=418 -> 202",
];

/// Generates every positive sample.
pub fn all(rng: &mut Rng) -> Vec<Positive> {
    let mut out = Vec::new();
    for (index, (kind, token)) in SELF_IDENTIFYING.iter().enumerate() {
        for round in 0..5 {
            let secret = token(rng);
            let carrier = CARRIERS[(index * 3 + round * 7) % CARRIERS.len()];
            out.push(Positive {
                kind,
                text: carrier.replace("{}", &secret),
                secret,
            });
        }
    }
    keyed(rng, &mut out);
    out
}

/// `(kind, carrier, value generator)`: kinds that are known by where the value sits.
fn keyed(rng: &mut Rng, out: &mut Vec<Positive>) {
    let b64_40 = |r: &mut Rng| r.chars(BASE64, 40);
    let rows: &[(&str, &str, Token)] = &[
        ("aws_secret_access_key", "[default]\naws_access_key_id = AKIA{A}\naws_secret_access_key = {}", b64_40),
        ("aws_secret_access_key", "AWS_SECRET_ACCESS_KEY={}", b64_40),
        ("aws_secret_access_key", "{\"Credentials\": {\"SecretAccessKey\": \"{}\", \"Expiration\": \"2024-05-03T11:00:00Z\"}}", b64_40),
        ("aws_secret_access_key", "export AWS_SECRET_ACCESS_KEY=\"{}\"", b64_40),
        ("aws_secret_access_key", "    aws_secret_key: {}", b64_40),
        ("aws_session_token", "aws_session_token = {}", |r| r.chars(BASE64, 300)),
        ("aws_session_token", "{\"SessionToken\": \"{}\"}", |r| r.chars(BASE64, 300)),
        ("aws_session_token", "AWS_SESSION_TOKEN={}", |r| r.chars(BASE64, 220)),
        ("aws_session_token", "X-Amz-Security-Token: {}", |r| r.chars(BASE64, 180)),
        ("aws_session_token", "  aws_session_token: \"{}\"", |r| r.chars(BASE64, 250)),
        ("gcp_service_account_key", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{}\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"ci@acme-prod.iam.gserviceaccount.com\"\n}", |r| r.chars(BASE64, 64)),
        ("gcp_service_account_key", "{\"type\":\"service_account\",\"private_key\":\"-----BEGIN PRIVATE KEY-----\\n{}\\n{A}\\n-----END PRIVATE KEY-----\\n\",\"client_id\":\"1123581321\"}", |r| r.chars(BASE64, 64)),
        ("gcp_service_account_key", "  \"private_key_id\": \"{}\",", |r| r.chars(HEX, 40)),
        ("azure_storage_key", "DefaultEndpointsProtocol=https;AccountName=acmemedia;AccountKey={};EndpointSuffix=core.windows.net", |r| r.base64_of(64)),
        ("azure_storage_key", "AZURE_STORAGE_KEY={}", |r| r.base64_of(64)),
        ("azure_storage_key", "{\"accountName\": \"acmemedia\", \"accountKey\": \"{}\"}", |r| r.base64_of(64)),
        ("azure_shared_access_key", "Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={}", |r| r.base64_of(32)),
        ("azure_shared_access_key", "SERVICEBUS=Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey={};EntityPath=orders", |r| r.base64_of(32)),
        ("heroku_api_key", "HEROKU_API_KEY={}", |r| r.uuid()),
        ("heroku_api_key", "heroku_token: {}", |r| r.uuid()),
        ("datadog_api_key", "DD_API_KEY={}", |r| r.chars(HEX, 32)),
        ("datadog_api_key", "curl -H \"DD-API-KEY: {}\" https://api.datadoghq.eu/api/v1/validate", |r| r.chars(HEX, 32)),
        ("datadog_api_key", "datadog_app_key: {}", |r| r.chars(HEX, 40)),
        ("datadog_api_key", "{\"dd_api_key\": \"{}\"}", |r| r.chars(HEX, 32)),
        ("vault_token", "VAULT_TOKEN=s.{}", |r| r.mixed(24)),
        ("discord_bot_token", "DISCORD_BOT_TOKEN={}", discord),
        ("discord_bot_token", "curl -H \"Authorization: Bot {}\" https://discord.com/api/v10/users/@me", discord),
        ("discord_bot_token", "client.run(\"{}\")  # discord bot", discord),
        ("discord_bot_token", "{\"discord\": {\"token\": \"{}\"}}", discord),
        ("discord_bot_token", "discord: token={}", discord),
        ("slack_webhook", "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/{}", slack_path),
        ("slack_webhook", "curl -X POST -d '{\"text\":\"deploy done\"}' https://hooks.slack.com/services/{}", slack_path),
        ("slack_webhook", "{\"webhook\": \"https://hooks.slack.com/services/{}\"}", slack_path),
        ("slack_webhook", "notify:\n  url: https://hooks.slack.com/workflows/{}", slack_path),
        ("slack_webhook", "POST https://hooks.slack.com/services/{} -> 200 ok", slack_path),
        ("discord_webhook", "DISCORD_WEBHOOK=https://discord.com/api/webhooks/{}", discord_path),
        ("discord_webhook", "curl -H 'Content-Type: application/json' -d '{\"content\":\"hi\"}' https://discord.com/api/webhooks/{}", discord_path),
        ("discord_webhook", "  webhook_url: https://discordapp.com/api/webhooks/{}", discord_path),
        ("discord_webhook", "{\"url\":\"https://discord.com/api/webhooks/{}\"}", discord_path),
        ("discord_webhook", "POST https://canary.discord.com/api/webhooks/{} 204", discord_path),
        ("npmrc_auth_token", "//registry.npmjs.org/:_authToken={}", |r| r.mixed(36)),
        ("npmrc_auth_token", "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={}", |r| r.mixed(40)),
        ("npmrc_auth_token", "//nexus.acme.internal/repository/npm/:_auth={}", |r| r.base64_of(24)),
        ("npmrc_auth_token", "//registry.acme.internal/:_password=\"{}\"", |r| r.base64_of(18)),
        ("npmrc_auth_token", "RUN echo \"//registry.npmjs.org/:_authToken={}\" > ~/.npmrc", |r| r.uuid()),
    ];
    for (kind, carrier, value) in rows {
        let secret = value(rng);
        let filler = rng.chars(UPPER_DIGITS, 16);
        out.push(Positive {
            kind,
            text: carrier.replace("{A}", &filler).replace("{}", &secret),
            secret,
        });
    }
    super::structured::all(rng, out);
    super::carriers::all(rng, out);
}

fn discord(r: &mut Rng) -> String {
    format!(
        "{}{}.{}.{}",
        r.pick(&["M", "N", "O"]),
        r.mixed(25),
        r.chars(URLSAFE, 6),
        r.chars(URLSAFE, 38)
    )
}

fn slack_path(r: &mut Rng) -> String {
    format!(
        "T{}/B{}/{}",
        r.chars(UPPER_DIGITS, 10),
        r.chars(UPPER_DIGITS, 10),
        r.mixed(24)
    )
}

fn discord_path(r: &mut Rng) -> String {
    format!("{}/{}", r.chars(DIGITS, 18), r.chars(URLSAFE, 68))
}
