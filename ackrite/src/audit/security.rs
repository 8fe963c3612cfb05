//! `security_sensitive`: authentication, authorisation, secrets, cryptography, permissions or
//! input validation changed.

use std::sync::LazyLock;

use super::bar::HIGH_BAR;
use super::text::prose;
use super::{Context, Judgement};
use crate::audit::{Finding, FindingId};
use crate::phrasing::{list, span};
use crate::severity::Severity;
use crate::words::{words, Cues, Word};

/// Security words and what they are about, matched as written (lowercased) on prose only.
const HIGH: &[(&str, &[&str])] = &[
    (
        "authentication",
        &[
            "authentication",
            "authenticate",
            "authenticated",
            "authenticating",
            "authn",
            "login",
            "logins",
            "log in",
            "logged in",
            "signin",
            "sign in",
            "signed in",
            "sign on",
            "sso",
            "oauth",
            "oauth2",
            "saml",
            "oidc",
            "openid",
            "jwt",
            "jwts",
            "credential",
            "credentials",
            "mfa",
            "2fa",
            "totp",
        ],
    ),
    (
        "authorisation",
        &[
            "authorization",
            "authorisation",
            "authorize",
            "authorise",
            "authorized",
            "authorised",
            "authz",
        ],
    ),
    (
        "secrets",
        &[
            "password",
            "passwords",
            "passwd",
            "passphrase",
            "secret",
            "secrets",
            "access token",
            "access tokens",
            "refresh token",
            "refresh tokens",
            "bearer token",
            "bearer tokens",
            "session token",
            "session tokens",
            "id token",
            "auth token",
            "auth tokens",
            "api key",
            "api keys",
            "secret key",
            "secret keys",
            "private key",
            "private keys",
            "signing key",
            "signing keys",
            "client secret",
            "shared secret",
        ],
    ),
    (
        "cryptography",
        &[
            "encrypt",
            "encrypted",
            "encryption",
            "decrypt",
            "decryption",
            "cipher",
            "crypto",
            "cryptography",
            "cryptographic",
            "hmac",
            "tls",
            "ssl",
            "certificate",
            "certificates",
            "signature",
            "signatures",
            "signing method",
            "hs256",
            "rs256",
            "es256",
        ],
    ),
    (
        "permissions",
        &[
            "permission",
            "permissions",
            "privilege",
            "privileges",
            "rbac",
            "acl",
            "acls",
            "iam",
            "access control",
            "role based",
        ],
    ),
];

/// Input validation: security work of medium weight.
const VALIDATION: &[&str] = &[
    "input validation",
    "validate input",
    "validate the input",
    "validate user input",
    "validate the request",
    "sanitize",
    "sanitise",
    "sanitized",
    "sanitised",
    "sanitization",
    "sanitisation",
    "injection",
    "xss",
    "csrf",
    "cors",
    "path traversal",
    "allowlist",
    "whitelist",
    "escape html",
    "html escaping",
];

/// Topic words: a name for many things besides security, so alone they make at most a low
/// finding — and none where a neighbour makes them part of another name ([`incidental`]).
const TOPIC: &[&str] = &[
    "auth", "token", "tokens", "key", "keys", "session", "sessions", "cookie", "cookies",
];

struct SecurityCues {
    high: Vec<(&'static str, Cues)>,
    validation: Cues,
    topic: Cues,
}

static CUES: LazyLock<SecurityCues> = LazyLock::new(|| SecurityCues {
    high: HIGH
        .iter()
        .map(|(topic, list)| (*topic, Cues::exact(list)))
        .collect(),
    validation: Cues::exact(VALIDATION),
    topic: Cues::exact(TOPIC),
});

/// One security word found.
struct Hit {
    severity: Severity,
    topic: &'static str,
    quote: String,
}

/// The most serious security word in `text` (prose only: identifiers and paths blanked out).
fn strongest(text: &[Word]) -> Option<Hit> {
    let cues = &*CUES;
    for (topic, list) in &cues.high {
        if let Some(m) = list.affirmed(text) {
            return Some(Hit {
                severity: Severity::High,
                topic,
                quote: span(text, m.start, m.end),
            });
        }
    }
    if let Some(m) = cues.validation.affirmed(text) {
        return Some(Hit {
            severity: Severity::Medium,
            topic: "input validation",
            quote: span(text, m.start, m.end),
        });
    }
    cues.topic
        .matches(text)
        .into_iter()
        .filter(|m| !m.negated && !incidental(text, m.start))
        .map(|m| Hit {
            severity: Severity::Low,
            topic: "a security topic word",
            quote: span(text, m.start, m.end),
        })
        .next()
}

/// Words that make a topic word part of a name for something else: a primary key, a cache key,
/// a session cache, a page token, a token bucket.
const INCIDENTAL_BEFORE: &[&str] = &[
    "primary",
    "foreign",
    "cache",
    "idempotency",
    "sort",
    "partition",
    "composite",
    "unique",
    "map",
    "hash",
    "lookup",
    "dedup",
    "routing",
    "page",
    "pagination",
    "continuation",
    "next",
    "cancellation",
    "sticky",
];
const INCIDENTAL_AFTER: &[&str] = &[
    "cache",
    "affinity",
    "bucket",
    "count",
    "counts",
    "limit",
    "limits",
    "window",
    "stickiness",
];

/// True when the topic word at `index` is part of a name for something else.
fn incidental(text: &[Word], index: usize) -> bool {
    let before = index
        .checked_sub(1)
        .and_then(|i| text.get(i))
        .is_some_and(|w| INCIDENTAL_BEFORE.contains(&w.raw.as_ref()));
    let after = text
        .get(index + 1)
        .is_some_and(|w| INCIDENTAL_AFTER.contains(&w.raw.as_ref()));
    before || after
}

/// `security_sensitive`. High for authentication, authorisation, secrets (passwords; API,
/// secret, private and signing keys; access, refresh, bearer and session tokens), cryptography
/// and permissions; medium for input validation. Words are read in prose only — an identifier
/// such as `page_token` or `csrf_token_test_fixture` counts for nothing — so a security word has
/// to appear in the description outside the identifier. Capped at low: a topic word alone (auth,
/// token, key, session, cookie), a word found only in a path, and any finding on changes that
/// touch only documentation, comments or test fixtures (where a topic word alone raises
/// nothing). The message says whether a test plan and strong evidence are there.
pub(super) fn security_sensitive(context: &Context) -> Option<Judgement> {
    let mut hits: Vec<(Hit, Option<String>)> = Vec::new();
    let docs_only = context.only_docs_comments_or_fixtures();
    if let Some(mut hit) = strongest(&words(&prose(&context.proposal.proposal))) {
        if docs_only {
            hit.severity = Severity::Low;
        }
        if !(docs_only && hit.topic == "a security topic word") {
            hits.push((hit, None));
        }
    }
    for change in &context.changes {
        let path = change.change.path.clone();
        let behavioural = change.behavioural();
        if let Some(mut hit) = strongest(&words(&prose(&change.change.description))) {
            if !behavioural && hit.severity != Severity::Low {
                hit.severity = Severity::Low;
                hits.push((hit, Some(path.clone())));
            } else if behavioural {
                hits.push((hit, Some(path.clone())));
            }
        }
        if behavioural {
            if let Some(mut hit) = strongest(&change.path) {
                hit.severity = Severity::Low;
                hits.push((hit, Some(path)));
            }
        }
    }
    let severity = hits.iter().map(|(h, _)| h.severity).min()?;
    let (first, _) = hits.iter().find(|(h, _)| h.severity == severity)?;
    let paths: Vec<String> = hits.iter().filter_map(|(_, p)| p.clone()).collect();
    let tested = context.tested;
    let shortfall = context.high_bar_shortfall();
    let gaps = match (&shortfall, tested) {
        (None, true) => "a test is planned and the supplied evidence meets the bar".to_owned(),
        (None, false) => "no test is planned".to_owned(),
        (Some(s), true) => format!("a test is planned but {}", s.describe()),
        (Some(s), false) => format!("no test is planned and {}", s.describe()),
    };
    let target = if paths.is_empty() {
        "this code".to_owned()
    } else {
        list(&{
            let mut p = paths.clone();
            p.sort();
            p.dedup();
            p
        })
    };
    let what = "the problem this change addresses";
    let next_action = match (&shortfall, tested) {
        (None, true) => format!(
            "Have someone review the change to {target} and run the planned test before merging."
        ),
        (None, false) => format!(
            "Before changing {target}, add a test that pins the current security behaviour."
        ),
        (Some(s), true) => format!("Before changing {target}, {}.", s.remedy(what)),
        (Some(s), false) => format!(
            "Before changing {target}, add a test that pins the current security behaviour, and \
             {}.",
            s.remedy(what)
        ),
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::SecuritySensitive,
            severity,
            message: format!(
                "The change touches security-sensitive work ({}: \"{}\"); {gaps}, while the bar \
                 for such work is a test and {HIGH_BAR}.",
                first.topic, first.quote
            ),
            paths,
        },
        next_action,
    })
}
