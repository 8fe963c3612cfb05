//! Token formats of code hosting, chat, payment, model-API, package-registry and SaaS providers.
//!
//! Most providers prefix their tokens with a fixed string precisely so that scanners like this
//! one can find them without guessing; those prefixes are the prefilter keywords. The example
//! shapes are made of arbitrary characters; none is a real token.

use super::accept::{any, password};
use super::{Entry, Find, Gate, Pattern, Reach, LINE};

/// Shorthand for the common case: a prefixed token found anywhere, accepted as it is.
macro_rules! prefixed {
    ($regex:literal, [$($keyword:literal),+]) => {
        Pattern {
            regex: $regex,
            keywords: &[$($keyword),+],
            cased: true,
            reach: LINE,
            find: Find::Regex,
            accept: any,
        }
    };
}

/// `github_token`: GitHub personal (`ghp_`), OAuth (`gho_`), user-to-server (`ghu_`),
/// server-to-server (`ghs_`) and refresh (`ghr_`, often much longer) tokens. Shape: `ghp_` + 36
/// alphanumerics, e.g. `ghp_q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke`.
pub(crate) const GITHUB_TOKEN: Entry = Entry {
    kind: "github_token",
    patterns: &[prefixed!(
        r"\bgh[pousr]_[A-Za-z0-9]{36,}\b",
        ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]
    )],
};

/// `github_fine_grained_pat`: a GitHub fine-grained personal access token. Shape:
/// `github_pat_` + 22 alphanumerics + `_` + 59 alphanumerics.
pub(crate) const GITHUB_FINE_GRAINED_PAT: Entry = Entry {
    kind: "github_fine_grained_pat",
    patterns: &[prefixed!(
        r"\bgithub_pat_[A-Za-z0-9_]{50,}",
        ["github_pat_"]
    )],
};

/// `gitlab_token`: GitLab personal, deploy, runner, pipeline-trigger, CI-build, feed, incoming
/// mail, agent, OAuth-application, service-account and feature-flag tokens. Shape: `glpat-` + 20
/// of `[A-Za-z0-9_-]`, e.g. `glpat-q7Xk2M9vT1b8R5n3Lp0W`.
pub(crate) const GITLAB_TOKEN: Entry = Entry {
    kind: "gitlab_token",
    patterns: &[prefixed!(
        r"\b(?:glpat|gldt|glrt|glptt|glcbt|glft|glimt|glagent|gloas|glsoat|glffct)-[A-Za-z0-9_-]{20,}",
        [
            "glpat-", "gldt-", "glrt-", "glptt-", "glcbt-", "glft-", "glimt-", "glagent-",
            "gloas-", "glsoat-", "glffct-"
        ]
    )],
};

/// `gitlab_runner_token`: a legacy GitLab runner registration token. Shape: `GR1348941` + 20 of
/// `[A-Za-z0-9_-]`.
pub(crate) const GITLAB_RUNNER_TOKEN: Entry = Entry {
    kind: "gitlab_runner_token",
    patterns: &[prefixed!(r"\bGR1348941[A-Za-z0-9_-]{20,}", ["GR1348941"])],
};

/// `slack_token`: Slack bot, user, app-level, workspace, refresh and legacy tokens. Shape:
/// `xoxb-` + digits and alphanumerics in dash-separated groups, e.g.
/// `xoxb-4815162342-1123581321-q7Xk2M9vT1b8R5n3Lp0Wz4Yc`.
pub(crate) const SLACK_TOKEN: Entry = Entry {
    kind: "slack_token",
    patterns: &[prefixed!(r"\bxox[abposre]-[A-Za-z0-9-]{10,}", ["xox"])],
};

/// `slack_app_token`: a Slack app-level token for Socket Mode. Shape:
/// `xapp-1-A0Q7XK2M9VT-4815162342-` + 64 hex characters.
pub(crate) const SLACK_APP_TOKEN: Entry = Entry {
    kind: "slack_app_token",
    patterns: &[prefixed!(
        r"\bxapp-[0-9]+-[A-Za-z0-9]+-[0-9]+-[A-Za-z0-9]+",
        ["xapp-"]
    )],
};

/// `slack_webhook`: the secret path of a Slack incoming webhook; the host stays. Shape:
/// `https://hooks.slack.com/services/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`.
pub(crate) const SLACK_WEBHOOK: Entry = Entry {
    kind: "slack_webhook",
    patterns: &[Pattern {
        regex: r"hooks\.slack\.com/(?:services|workflows|triggers)/([A-Za-z0-9/_+-]{20,})",
        keywords: &["hooks.slack.com"],
        cased: false,
        reach: LINE,
        find: Find::Regex,
        accept: any,
    }],
};

/// `discord_webhook`: the id and secret of a Discord webhook URL; the host stays. Shape:
/// `https://discord.com/api/webhooks/1123581321345589/` + 68 of `[A-Za-z0-9_-]`.
pub(crate) const DISCORD_WEBHOOK: Entry = Entry {
    kind: "discord_webhook",
    patterns: &[Pattern {
        regex: r"discord(?:app)?\.com/api/webhooks/([0-9]{5,30}/[A-Za-z0-9_-]{30,})",
        keywords: &["discord"],
        cased: false,
        reach: LINE,
        find: Find::Regex,
        accept: any,
    }],
};

/// `discord_bot_token`: a Discord bot token, recognised by its three dot-separated parts when
/// "discord" or `Bot ` is near (its shape alone is too generic). Shape:
/// `MTEyMzU4MTMyMTM0NTU4OTE0.Gq7Xk2.M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke2Qa1V`.
pub(crate) const DISCORD_BOT_TOKEN: Entry = Entry {
    kind: "discord_bot_token",
    patterns: &[Pattern {
        regex: r"\b[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}",
        keywords: &["discord", "bot "],
        cased: false,
        reach: Reach::line(256, 512),
        find: Find::Regex,
        accept: any,
    }],
};

/// `telegram_bot_token`: a Telegram Bot API token, also inside `api.telegram.org/bot<token>/`
/// URLs. Shape: `4815162342:AA` + 33 of `[A-Za-z0-9_-]`.
pub(crate) const TELEGRAM_BOT_TOKEN: Entry = Entry {
    kind: "telegram_bot_token",
    patterns: &[Pattern {
        regex: r"([0-9]{8,10}:AA[A-Za-z0-9_-]{33})",
        keywords: &[":AA"],
        cased: true,
        reach: Reach::line(16, 64),
        find: Find::Regex,
        accept: any,
    }],
};

/// `stripe_secret_key`: Stripe secret and restricted keys, live and test (publishable `pk_`
/// keys are public and stay). Shape: `sk_live_` + 24+ alphanumerics.
pub(crate) const STRIPE_SECRET_KEY: Entry = Entry {
    kind: "stripe_secret_key",
    patterns: &[prefixed!(
        r"\b[sr]k_(?:live|test)_[A-Za-z0-9]{16,}",
        ["sk_live_", "sk_test_", "rk_live_", "rk_test_"]
    )],
};

/// `stripe_webhook_secret`: a Stripe webhook signing secret. Shape: `whsec_` + 32+ characters.
pub(crate) const STRIPE_WEBHOOK_SECRET: Entry = Entry {
    kind: "stripe_webhook_secret",
    patterns: &[prefixed!(r"\bwhsec_[A-Za-z0-9+/=]{24,}", ["whsec_"])],
};

/// `shopify_token`: Shopify admin, custom-app, private-app and shared-secret tokens. Shape:
/// `shpat_` + 32 hex characters.
pub(crate) const SHOPIFY_TOKEN: Entry = Entry {
    kind: "shopify_token",
    patterns: &[prefixed!(
        r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b",
        ["shpat_", "shpca_", "shppa_", "shpss_"]
    )],
};

/// `openai_api_key`: OpenAI project, service-account, admin and legacy keys. Shape:
/// `sk-proj-` + 40+ of `[A-Za-z0-9_-]`, or legacy `sk-` + 48 alphanumerics.
pub(crate) const OPENAI_API_KEY: Entry = Entry {
    kind: "openai_api_key",
    patterns: &[prefixed!(
        r"\bsk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|[A-Za-z0-9]{48}\b)",
        ["sk-"]
    )],
};

/// `anthropic_api_key`: Anthropic API and admin keys. Shape: `sk-ant-api03-` + 90+ of
/// `[A-Za-z0-9_-]`.
pub(crate) const ANTHROPIC_API_KEY: Entry = Entry {
    kind: "anthropic_api_key",
    patterns: &[prefixed!(
        r"\bsk-ant-(?:api|admin|oat|ort|sid)[0-9]{2}-[A-Za-z0-9_-]{32,}",
        ["sk-ant-"]
    )],
};

/// `huggingface_token`: Hugging Face user (`hf_`) and organisation (`api_org_`) tokens. Shape:
/// `hf_` + 34 alphanumerics.
pub(crate) const HUGGINGFACE_TOKEN: Entry = Entry {
    kind: "huggingface_token",
    patterns: &[prefixed!(
        r"\b(?:hf_|api_org_)[A-Za-z0-9]{30,}\b",
        ["hf_", "api_org_"]
    )],
};

/// `twilio_api_key`: a Twilio API key SID, which travels with its secret. Shape: `SK` + 32 hex
/// characters.
pub(crate) const TWILIO_API_KEY: Entry = Entry {
    kind: "twilio_api_key",
    patterns: &[prefixed!(r"\bSK[0-9a-fA-F]{32}\b", ["SK"])],
};

/// `sendgrid_api_key`: a SendGrid API key. Shape: `SG.` + 22 + `.` + 43 of `[A-Za-z0-9_-]`.
pub(crate) const SENDGRID_API_KEY: Entry = Entry {
    kind: "sendgrid_api_key",
    patterns: &[prefixed!(
        r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
        ["SG."]
    )],
};

/// `mailgun_api_key`: a Mailgun private API key. Shape: `key-` + 32 hex characters.
pub(crate) const MAILGUN_API_KEY: Entry = Entry {
    kind: "mailgun_api_key",
    patterns: &[prefixed!(r"\bkey-[0-9a-f]{32}\b", ["key-"])],
};

/// `npm_token`: an npm access token. Shape: `npm_` + 36 alphanumerics.
pub(crate) const NPM_TOKEN: Entry = Entry {
    kind: "npm_token",
    patterns: &[prefixed!(r"\bnpm_[A-Za-z0-9]{36}\b", ["npm_"])],
};

/// `npmrc_auth_token`: the `_authToken`, `_auth` or `_password` of a registry line in `.npmrc`,
/// whatever the token's format. Shape: `//registry.npmjs.org/:_authToken=q7Xk2M9v…`.
pub(crate) const NPMRC_AUTH_TOKEN: Entry = Entry {
    kind: "npmrc_auth_token",
    patterns: &[Pattern {
        regex: r#"(?i):_(?:authtoken|auth|password)[ \t]*=[ \t]*["']?([^\s"']+)"#,
        keywords: &[":_auth", ":_password"],
        cased: false,
        reach: LINE,
        find: Find::Gated(Gate::Assigned),
        accept: password,
    }],
};

/// `pypi_token`: a PyPI or TestPyPI upload token (a macaroon). Shape: `pypi-AgEIcHlwaS5vcmc` +
/// 50+ of `[A-Za-z0-9_-]`.
pub(crate) const PYPI_TOKEN: Entry = Entry {
    kind: "pypi_token",
    patterns: &[prefixed!(r"\bpypi-AgE[A-Za-z0-9_-]{50,}", ["pypi-"])],
};

/// `dockerhub_token`: Docker Hub personal and organisation access tokens. Shape: `dckr_pat_` +
/// 27 of `[A-Za-z0-9_-]`.
pub(crate) const DOCKERHUB_TOKEN: Entry = Entry {
    kind: "dockerhub_token",
    patterns: &[prefixed!(
        r"\bdckr_(?:pat|oat)_[A-Za-z0-9_-]{20,}",
        ["dckr_"]
    )],
};

/// `datadog_api_key`: a Datadog API or application key behind its usual names (`DD_API_KEY`,
/// `DD-APPLICATION-KEY`, `datadog_api_key`); the bare hex shape is too common to match alone.
/// Shape: `DD_API_KEY=` + 32 hex characters.
pub(crate) const DATADOG_API_KEY: Entry = Entry {
    kind: "datadog_api_key",
    patterns: &[Pattern {
        regex: keyed!(
            r"(?:dd|datadog)[_.-]?(?:api|app|application)[_.-]?key",
            r"[a-f0-9]{32,40}"
        ),
        keywords: &["dd_api", "dd_app", "dd-api", "dd-app", "datadog"],
        cased: false,
        reach: LINE,
        find: Find::Gated(Gate::Assigned),
        accept: any,
    }],
};

/// `grafana_token`: Grafana service-account tokens and Grafana Cloud access policy tokens.
/// Shape: `glsa_` + 32 alphanumerics + `_` + 8 hex characters.
pub(crate) const GRAFANA_TOKEN: Entry = Entry {
    kind: "grafana_token",
    patterns: &[prefixed!(
        r"\b(?:glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,}={0,2})",
        ["glsa_", "glc_"]
    )],
};

/// `sentry_token`: Sentry organisation, user and system auth tokens. Shape: `sntrys_` + 40+
/// base64 characters.
pub(crate) const SENTRY_TOKEN: Entry = Entry {
    kind: "sentry_token",
    patterns: &[prefixed!(r"\bsntry[su]_[A-Za-z0-9+/=_-]{40,}", ["sntry"])],
};

/// `newrelic_api_key`: a New Relic user API key. Shape: `NRAK-` + 27 of `[A-Z0-9]`.
pub(crate) const NEWRELIC_API_KEY: Entry = Entry {
    kind: "newrelic_api_key",
    patterns: &[prefixed!(r"\bNRAK-[A-Z0-9]{27}\b", ["NRAK-"])],
};

/// `linear_api_key`: a Linear personal API key. Shape: `lin_api_` + 40 alphanumerics.
pub(crate) const LINEAR_API_KEY: Entry = Entry {
    kind: "linear_api_key",
    patterns: &[prefixed!(r"\blin_api_[A-Za-z0-9]{40}\b", ["lin_api_"])],
};

/// `postman_api_key`: a Postman API key. Shape: `PMAK-` + 24 hex + `-` + 34 hex characters.
pub(crate) const POSTMAN_API_KEY: Entry = Entry {
    kind: "postman_api_key",
    patterns: &[prefixed!(r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b", ["PMAK-"])],
};

/// `atlassian_api_token`: an Atlassian (Jira, Confluence) API token. Shape: `ATATT3` + 180+
/// characters.
pub(crate) const ATLASSIAN_API_TOKEN: Entry = Entry {
    kind: "atlassian_api_token",
    patterns: &[prefixed!(r"\bATATT3[A-Za-z0-9_=-]{100,}", ["ATATT3"])],
};

/// `age_secret_key`: an `age` encryption identity. Shape: `AGE-SECRET-KEY-1` + 58 bech32
/// characters.
pub(crate) const AGE_SECRET_KEY: Entry = Entry {
    kind: "age_secret_key",
    patterns: &[prefixed!(
        r"\bAGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
        ["AGE-SECRET-KEY-"]
    )],
};
