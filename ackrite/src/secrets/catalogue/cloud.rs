//! Cloud platforms and infrastructure tools: AWS, Google Cloud, Azure, DigitalOcean, Heroku,
//! Databricks, Terraform Cloud, Pulumi, Vault, Doppler.
//!
//! The example shapes below are made of arbitrary characters; none is a real key.

use super::accept::{any, token};
use super::{Entry, Find, Gate, Pattern, Reach, LINE};

/// `aws_access_key_id`: an AWS access key id, long-term (`AKIA`) or temporary (`ASIA`), plus the
/// rarer `ABIA`/`ACCA`/`A3T…` prefixes. Shape: `AKIA` + 16 of `[A-Z0-9]`, e.g.
/// `AKIAQ7X2M9K4T1B8R5N3`. The documentation key ending in `EXAMPLE` stays.
pub(crate) const AWS_ACCESS_KEY_ID: Entry = Entry {
    kind: "aws_access_key_id",
    patterns: &[Pattern {
        regex: r"\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}\b",
        keywords: &["AKIA", "ASIA", "ABIA", "ACCA", "A3T"],
        cased: true,
        reach: LINE,
        find: Find::Regex,
        accept: any,
    }],
};

/// `aws_secret_access_key`: the 40-character secret paired with an access key id, behind a key
/// that names it (`aws_secret_access_key = …`, `"SecretAccessKey": "…"`, `AWS_SECRET_KEY=…`).
/// Shape: `aws_secret_access_key = q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd/Fg+Js8Ke2Qa1`.
pub(crate) const AWS_SECRET_ACCESS_KEY: Entry = Entry {
    kind: "aws_secret_access_key",
    patterns: &[Pattern {
        regex: keyed!(
            r"[a-z0-9_.-]*(?:secret[_.-]?access[_.-]?key|aws[_.-]?secret[_.-]?key)",
            r"[A-Za-z0-9/+]{38,}={0,2}"
        ),
        keywords: &["secret"],
        cased: false,
        reach: LINE,
        find: Find::Gated(Gate::Assigned),
        accept: any,
    }],
};

/// `aws_session_token`: the long STS session token behind `aws_session_token`,
/// `"SessionToken"` or `X-Amz-Security-Token`. Shape: `AWS_SESSION_TOKEN=IQoJb3JpZ2luX2Vj…`
/// (100+ base64 characters).
pub(crate) const AWS_SESSION_TOKEN: Entry = Entry {
    kind: "aws_session_token",
    patterns: &[Pattern {
        regex: keyed!(
            r"[a-z0-9_.-]*(?:session[_.-]?token|security[_.-]?token)",
            r"[A-Za-z0-9/+%]{64,}={0,2}"
        ),
        keywords: &["session", "security"],
        cased: false,
        reach: Reach::line(128, 8192),
        find: Find::Gated(Gate::Assigned),
        accept: any,
    }],
};

/// `gcp_service_account_key`: the `private_key` (and `private_key_id`) fields of a Google
/// service-account JSON file. Shape:
/// `"private_key": "-----BEGIN PRIVATE KEY-----\nMIIEv…\n-----END PRIVATE KEY-----\n"`.
pub(crate) const GCP_SERVICE_ACCOUNT_KEY: Entry = Entry {
    kind: "gcp_service_account_key",
    patterns: &[
        Pattern {
            regex: r#"\\?"private_key\\?"[ \t]*:[ \t]*\\?"(-----BEGIN[^"]*)""#,
            keywords: &["\"private_key"],
            cased: false,
            reach: Reach::line(8, 16384),
            find: Find::Gated(Gate::Assigned),
            accept: any,
        },
        Pattern {
            regex: r#"\\?"private_key_id\\?"[ \t]*:[ \t]*\\?"([a-f0-9]{40})\\?""#,
            keywords: &["\"private_key_id"],
            cased: false,
            reach: Reach::line(8, 128),
            find: Find::Gated(Gate::Assigned),
            accept: any,
        },
    ],
};

/// `google_api_key`: a Google API key. Shape: `AIza` + 35 of `[A-Za-z0-9_-]`, e.g.
/// `AIzaQ7x2M9k4T1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8K`.
pub(crate) const GOOGLE_API_KEY: Entry = Entry {
    kind: "google_api_key",
    patterns: &[Pattern {
        regex: r"\bAIza[0-9A-Za-z_-]{35,}",
        keywords: &["AIza"],
        cased: true,
        reach: LINE,
        find: Find::Regex,
        accept: any,
    }],
};

/// `google_oauth_client_secret`: a Google OAuth client secret. Shape:
/// `GOCSPX-q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd`.
pub(crate) const GOOGLE_OAUTH_CLIENT_SECRET: Entry = Entry {
    kind: "google_oauth_client_secret",
    patterns: &[Pattern {
        regex: r"\bGOCSPX-[A-Za-z0-9_-]{20,}",
        keywords: &["GOCSPX-"],
        cased: true,
        reach: LINE,
        find: Find::Regex,
        accept: any,
    }],
};

/// `google_oauth_token`: Google OAuth access tokens (`ya29.…`) and refresh tokens (`1//0…`).
/// Shape: `ya29.a0Q7xK2m9Vt1B8r5N3lP0wZ4yC6hD8fG2jS8k`.
pub(crate) const GOOGLE_OAUTH_TOKEN: Entry = Entry {
    kind: "google_oauth_token",
    patterns: &[Pattern {
        regex: r"\b(?:ya29\.[A-Za-z0-9_-]{20,}|1//0[A-Za-z0-9_-]{40,})",
        keywords: &["ya29.", "1//0"],
        cased: true,
        reach: Reach::line(16, 4096),
        find: Find::Regex,
        accept: any,
    }],
};

/// `azure_storage_key`: an Azure storage account key (`AccountKey=` in a connection string, or
/// behind an `azure_storage_key` name). Shape: `AccountKey=` + 86 base64 characters + `==`.
pub(crate) const AZURE_STORAGE_KEY: Entry = Entry {
    kind: "azure_storage_key",
    patterns: &[Pattern {
        regex: keyed!(
            r"(?:accountkey|azure[_.-]?storage[_.-]?(?:account[_.-]?)?(?:access[_.-]?)?key)",
            r"[A-Za-z0-9+/]{40,}={0,2}"
        ),
        keywords: &["accountkey", "storage"],
        cased: false,
        reach: LINE,
        find: Find::Gated(Gate::Assigned),
        accept: any,
    }],
};

/// `azure_shared_access_key`: the `SharedAccessKey=` of a Service Bus / Event Hubs connection
/// string. Shape: `SharedAccessKey=q7Xk2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke2Qa1Vb=`.
pub(crate) const AZURE_SHARED_ACCESS_KEY: Entry = Entry {
    kind: "azure_shared_access_key",
    patterns: &[Pattern {
        regex: keyed!(r"sharedaccesskey", r"[A-Za-z0-9+/]{32,}={0,2}"),
        keywords: &["sharedaccesskey"],
        cased: false,
        reach: LINE,
        find: Find::Gated(Gate::Assigned),
        accept: any,
    }],
};

/// `azure_client_secret`: an Entra ID (Azure AD) application client secret, recognisable by the
/// `Q~` after three characters and a digit. Shape: `q7X8Q~k2M9vT1b8R5n3Lp0Wz4Yc6Hd8Fg2Js8Ke`.
pub(crate) const AZURE_CLIENT_SECRET: Entry = Entry {
    kind: "azure_client_secret",
    patterns: &[Pattern {
        regex: r"(?:^|[^A-Za-z0-9_~.-])([A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34})",
        keywords: &["Q~"],
        cased: true,
        reach: Reach::line(8, 64),
        find: Find::Regex,
        accept: any,
    }],
};

/// `digitalocean_token`: DigitalOcean personal, OAuth and refresh tokens. Shape: `dop_v1_` + 64
/// hex characters.
pub(crate) const DIGITALOCEAN_TOKEN: Entry = Entry {
    kind: "digitalocean_token",
    patterns: &[Pattern {
        regex: r"\bdo[por]_v1_[a-f0-9]{64}\b",
        keywords: &["dop_v1_", "doo_v1_", "dor_v1_"],
        cased: true,
        reach: LINE,
        find: Find::Regex,
        accept: any,
    }],
};

/// `heroku_api_key`: Heroku's `HRKU-` tokens, and the older UUID-shaped key when a `heroku…key`
/// or `heroku…token` name holds it (a bare UUID stays). Shape: `HRKU-q7Xk2M9vT1b8R5n3Lp0Wz4…`.
pub(crate) const HEROKU_API_KEY: Entry = Entry {
    kind: "heroku_api_key",
    patterns: &[
        Pattern {
            regex: r"\bHRKU-[A-Za-z0-9_-]{20,}",
            keywords: &["HRKU-"],
            cased: true,
            reach: LINE,
            find: Find::Regex,
            accept: any,
        },
        Pattern {
            regex: keyed!(
                r"heroku[a-z0-9_.-]*(?:key|token)",
                r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
            ),
            keywords: &["heroku"],
            cased: false,
            reach: LINE,
            find: Find::Gated(Gate::Assigned),
            accept: any,
        },
    ],
};

/// `databricks_token`: a Databricks personal access token. Shape: `dapi` + 32 hex characters,
/// optionally `-2`.
pub(crate) const DATABRICKS_TOKEN: Entry = Entry {
    kind: "databricks_token",
    patterns: &[Pattern {
        regex: r"\bdapi[a-f0-9]{32}(?:-[0-9])?\b",
        keywords: &["dapi"],
        cased: true,
        reach: LINE,
        find: Find::Regex,
        accept: any,
    }],
};

/// `terraform_cloud_token`: a Terraform Cloud / Enterprise API token. Shape:
/// `q7Xk2M9vT1b8R5.atlasv1.` + 60+ characters.
pub(crate) const TERRAFORM_CLOUD_TOKEN: Entry = Entry {
    kind: "terraform_cloud_token",
    patterns: &[Pattern {
        regex: r"\b[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{60,}",
        keywords: &[".atlasv1."],
        cased: true,
        reach: Reach::line(24, 1024),
        find: Find::Regex,
        accept: any,
    }],
};

/// `pulumi_token`: a Pulumi access token. Shape: `pul-` + 40 hex characters.
pub(crate) const PULUMI_TOKEN: Entry = Entry {
    kind: "pulumi_token",
    patterns: &[Pattern {
        regex: r"\bpul-[a-f0-9]{40}\b",
        keywords: &["pul-"],
        cased: true,
        reach: LINE,
        find: Find::Regex,
        accept: any,
    }],
};

/// `vault_token`: HashiCorp Vault service, batch and recovery tokens (`hvs.`, `hvb.`, `hvr.`),
/// and a legacy `s.` token behind a `VAULT_TOKEN` name. Shape: `hvs.CAESIq7Xk2M9vT1b8R5n3Lp0W…`.
pub(crate) const VAULT_TOKEN: Entry = Entry {
    kind: "vault_token",
    patterns: &[
        Pattern {
            regex: r"\bhv[sbr]\.[A-Za-z0-9_-]{20,}",
            keywords: &["hvs.", "hvb.", "hvr."],
            cased: true,
            reach: LINE,
            find: Find::Regex,
            accept: any,
        },
        Pattern {
            regex: keyed!(r"vault[_.-]?token", r"s\.[A-Za-z0-9]{24}"),
            keywords: &["vault"],
            cased: false,
            reach: LINE,
            find: Find::Gated(Gate::Assigned),
            accept: token,
        },
    ],
};

/// `doppler_token`: Doppler personal, service, service-account, CLI, SCIM and audit tokens.
/// Shape: `dp.st.` + 40+ alphanumerics.
pub(crate) const DOPPLER_TOKEN: Entry = Entry {
    kind: "doppler_token",
    patterns: &[Pattern {
        regex: r"\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,}",
        keywords: &["dp."],
        cased: true,
        reach: LINE,
        find: Find::Regex,
        accept: any,
    }],
};
