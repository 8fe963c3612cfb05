//! The catalogue: one documented entry per kind of secret the redactor knows.
//!
//! An [`Entry`] names a kind (the word that appears in `[REDACTED:<kind>]`) and lists the
//! [`Pattern`]s that find it. A pattern is a regular expression plus what the engine needs to run
//! it cheaply and to judge what it found:
//!
//! - `keywords`: literal strings of which at least one occurs in or near every match. The engine
//!   searches all keywords of all patterns in one pass and runs a pattern only in small windows
//!   around its keywords' hits, so clean text costs one literal scan.
//! - `reach`: how far before and after a keyword hit a match can extend.
//! - `find`: whether the engine runs the regex around every hit, only around hits that pass a
//!   cheap gate, or reads the assignment by hand instead.
//! - `accept`: a judgement on the value the regex captured (is it code, a word, a reference, a
//!   key that describes a secret rather than holding one?).
//!
//! The value that gets replaced is the first capture group that took part in the match, or the
//! whole match when the regex has no capture group; everything else the regex matched (a key
//! name, a header name, a URL's scheme, user and host) is context that stays.
//!
//! Order matters in one way only: when two kinds claim the same span, the entry listed first
//! names it. Specific formats therefore come before the structural rules, and the generic
//! entropy rule comes last.

/// `KEY = VALUE` in any common syntax (env, INI, YAML, JSON, TOML, Ruby/PHP `=>`, Go `:=`), the
/// value optionally quoted; the value regex is the captured group. Case-insensitive.
macro_rules! keyed {
    ($key:literal, $value:literal) => {
        concat!(
            "(?i)",
            $key,
            r#"\\?["']?[ \t]*(?::=|=>|=|:)[ \t]*\\?["']?("#,
            $value,
            ")"
        )
    };
}

/// A name in a `name`/`key` field and its value in a sibling field: Kubernetes and container
/// env lists (`- name: DB_PASSWORD` / `value: …`), JSON name/value lists and cookie objects
/// (fields such as `"path"` may sit between), HCL blocks, XML (`<add key="Password"
/// value="…"/>`, `<entry key="db.password">…</entry>`, `<setting name="…"><value>…</value>`).
/// `$name` is the name regex; the value is group 1 (double-quoted), 2 (single-quoted), 3
/// (unquoted) or 4 (element text).
macro_rules! sibling {
    ([$($keyword:literal),+], $accept:expr, $($name:tt)+) => {
        Pattern {
            regex: concat!(
                r#"(?i)\b(?:name|key|parameterkey)\\?["']?[ \t]*[:=][ \t]*\\?["']?(?:"#,
                $($name)+,
                r#")\\?["']?(?:[ \t]*[,;]?[ \t]*(?:\r?\n[ \t]*)?(?:\\?"[a-z_]+\\?"[ \t]*:[ \t]*(?:\\?"[^"\\\r\n]*\\?"|[a-z0-9.]+)[ \t]*,[ \t\r\n]*){0,8}\\?["']?(?:value|parametervalue)\\?["']?[ \t]*[:=][ \t]*(?:\\?"([^"\\\r\n]+)|'([^'\r\n]+)'|([^\s"'`,;&<>{}\\]+))"#,
                r#"|(?:[ \t]+[a-z:]+="[^"]*")*[ \t]*>[ \t]*(?:\r?\n[ \t]*)?(?:<value>)?([^<\s][^<\r\n]*)</)"#
            ),
            keywords: &[$($keyword),+],
            cased: false,
            reach: Reach { back: 128, forward: 2048, multiline: true },
            find: Find::Gated(Gate::Named),
            accept: $accept,
        }
    };
}

mod accept;
mod arguments;
mod assignments;
mod cloud;
mod command_line;
mod descriptive;
mod files;
mod http;
mod providers;
mod structure;

pub(crate) use crate::secrets::gate::Gate;
pub(crate) use accept::Found;

/// One kind of secret: its name and the patterns that find it.
pub(crate) struct Entry {
    /// The kind, as it appears in `[REDACTED:<kind>]`: lowercase words joined by `_`.
    pub kind: &'static str,
    /// Every way this kind shows up in text.
    pub patterns: &'static [Pattern],
}

/// One regular expression of an entry, with its prefilter keywords and its value check.
pub(crate) struct Pattern {
    /// The regex (the `regex` crate's syntax: no lookaround, no backreferences).
    pub regex: &'static str,
    /// Literals of which one occurs in or near every match; they gate the regex.
    pub keywords: &'static [&'static str],
    /// Whether the keywords must match case-sensitively (provider prefixes such as `SK`, whose
    /// lowercase form is everywhere in prose).
    pub cased: bool,
    /// How far around a keyword hit a match can reach.
    pub reach: Reach,
    /// How the engine looks for the pattern around a hit.
    pub find: Find,
    /// Whether a found value is really a secret.
    pub accept: fn(&Found<'_>) -> bool,
}

/// How the engine looks for a pattern around its keywords' hits.
#[derive(Clone, Copy)]
pub(crate) enum Find {
    /// The regex, in a window around every hit.
    Regex,
    /// The regex, in a window around the hits that pass a look at the bytes next to the
    /// keyword. The gate is a necessary condition of a match, so the hits it turns away hold
    /// none; prose that merely names the keyword then costs no regex search.
    Gated(Gate),
    /// No regex search at all: the assignment scanner (`secrets::assignment`) reads the key
    /// around the hit and the value after it by hand, and `key` (the key regex as a function
    /// of the lowercased key) says whether the key belongs to this family; `min` is the
    /// shortest value. The regex states the same rule, and a test holds the two together.
    Assignment { key: fn(&[u8]) -> bool, min: usize },
}

/// The distance, in bytes, that a match can extend before and after its keyword.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Reach {
    /// Bytes before the keyword's start (a key prefix such as `SPRING_DATASOURCE_`).
    pub back: usize,
    /// Bytes after the keyword's end (the value, up to the longest token of the kind).
    pub forward: usize,
    /// Whether a match may span lines (PEM blocks); otherwise the window stops at line ends.
    pub multiline: bool,
}

impl Reach {
    /// A single-line match around a keyword.
    pub(crate) const fn line(back: usize, forward: usize) -> Self {
        Reach {
            back,
            forward,
            multiline: false,
        }
    }
}

/// The usual reach: a key prefix before, a long token after, on one line.
pub(crate) const LINE: Reach = Reach::line(128, 1024);

/// Every entry, in priority order (see the module docs).
pub(crate) const CATALOGUE: &[&Entry] = &[
    // Cloud providers.
    &cloud::AWS_ACCESS_KEY_ID,
    &cloud::AWS_SECRET_ACCESS_KEY,
    &cloud::AWS_SESSION_TOKEN,
    &cloud::GCP_SERVICE_ACCOUNT_KEY,
    &cloud::GOOGLE_API_KEY,
    &cloud::GOOGLE_OAUTH_CLIENT_SECRET,
    &cloud::GOOGLE_OAUTH_TOKEN,
    &cloud::AZURE_STORAGE_KEY,
    &cloud::AZURE_SHARED_ACCESS_KEY,
    &cloud::AZURE_CLIENT_SECRET,
    &cloud::DIGITALOCEAN_TOKEN,
    &cloud::HEROKU_API_KEY,
    &cloud::DATABRICKS_TOKEN,
    &cloud::TERRAFORM_CLOUD_TOKEN,
    &cloud::PULUMI_TOKEN,
    &cloud::VAULT_TOKEN,
    &cloud::DOPPLER_TOKEN,
    // Code hosting, chat, payments, model APIs, package registries, SaaS.
    &providers::GITHUB_TOKEN,
    &providers::GITHUB_FINE_GRAINED_PAT,
    &providers::GITLAB_TOKEN,
    &providers::GITLAB_RUNNER_TOKEN,
    &providers::SLACK_TOKEN,
    &providers::SLACK_APP_TOKEN,
    &providers::SLACK_WEBHOOK,
    &providers::DISCORD_WEBHOOK,
    &providers::DISCORD_BOT_TOKEN,
    &providers::TELEGRAM_BOT_TOKEN,
    &providers::STRIPE_SECRET_KEY,
    &providers::STRIPE_WEBHOOK_SECRET,
    &providers::SHOPIFY_TOKEN,
    &providers::OPENAI_API_KEY,
    &providers::ANTHROPIC_API_KEY,
    &providers::HUGGINGFACE_TOKEN,
    &providers::TWILIO_API_KEY,
    &providers::SENDGRID_API_KEY,
    &providers::MAILGUN_API_KEY,
    &providers::NPM_TOKEN,
    &providers::NPMRC_AUTH_TOKEN,
    &providers::PYPI_TOKEN,
    &providers::DOCKERHUB_TOKEN,
    &providers::DATADOG_API_KEY,
    &providers::GRAFANA_TOKEN,
    &providers::SENTRY_TOKEN,
    &providers::NEWRELIC_API_KEY,
    &providers::LINEAR_API_KEY,
    &providers::POSTMAN_API_KEY,
    &providers::ATLASSIAN_API_TOKEN,
    &providers::AGE_SECRET_KEY,
    // Formats that carry their own structure.
    &structure::PRIVATE_KEY,
    &structure::JWT,
    &structure::URL_CREDENTIALS,
    // HTTP.
    &http::BASIC_AUTH,
    &http::BEARER_TOKEN,
    &http::COOKIE,
    &http::SESSION_TOKEN,
    &http::QUERY_SECRET,
    // Command lines and code, then assignments from the most to the least specific key.
    &command_line::CLI_PASSWORD_FLAG,
    &arguments::CREDENTIAL_ARGUMENT,
    &assignments::CLIENT_SECRET,
    &assignments::PASSWORD_ASSIGNMENT,
    &assignments::API_KEY_ASSIGNMENT,
    &assignments::TOKEN_ASSIGNMENT,
    &assignments::SECRET_ASSIGNMENT,
    &assignments::GENERIC_SECRET,
];
