//! What the change touches: an API contract, security-sensitive code, error paths.

use std::sync::LazyLock;

use super::bar::HIGH_BAR;
use super::{list, Context, Judgement};
use crate::audit::{Finding, FindingId};
use crate::evidence::EvidenceClass;
use crate::severity::Severity;
use crate::words::{Cues, Word};

/// Words that say the change depends on how an API behaves.
const API_CONTRACT: &[&str] = &[
    "api",
    "endpoint",
    "contract",
    "response",
    "schema",
    "integration",
    "integrate",
    "payload",
    "status code",
    "graphql",
    "grpc",
    "webhook",
    "openapi",
    "swagger",
    "sdk",
    "wire format",
    "request body",
];

/// Words that mark security-sensitive work. `auth` covers its synonyms (login, sign-in,
/// credential). A bare "key" or "hash" is left out: cache keys and hash maps are not security.
const SECURITY: &[&str] = &[
    "auth",
    "authz",
    "authorization",
    "authorize",
    "authorise",
    "oauth",
    "saml",
    "jwt",
    "crypto",
    "cryptography",
    "encrypt",
    "encryption",
    "decrypt",
    "cipher",
    "signature",
    "hmac",
    "tls",
    "ssl",
    "certificate",
    "cert",
    "permission",
    "privilege",
    "rbac",
    "acl",
    "token",
    "secret",
    "password",
    "passwd",
    "passphrase",
    "session",
    "cookie",
    "csrf",
    "xss",
    "cors",
    "sanitize",
    "sanitise",
    "api key",
    "private key",
    "sudo",
    "access control",
];

/// Words that describe handling an error rather than removing its cause.
const MASKING: &[&str] = &[
    "catch",
    "try catch",
    "swallow",
    "ignore",
    "suppress",
    "silence",
    "mute",
    "retry",
    "fallback",
    "fall back",
    "default to",
    "rescue",
    "recover",
    "unwrap or",
    "or default",
    "skip",
];

/// Words that lengthen a timeout when they appear with "timeout" in one description.
const LENGTHEN: &[&str] = &[
    "increase", "raise", "bump", "extend", "longer", "double", "lengthen",
];

/// `api_contract_assumption` (medium). The proposal or a change talks about an API, endpoint,
/// contract, response, schema or integration, and no strong direct item (an HTTP response, a
/// test result, an observed behaviour, a user fact) supports the premise. How an API behaves is
/// something to observe, not to infer from client code or documentation.
pub(super) fn api_contract_assumption(context: &Context) -> Option<Judgement> {
    static CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(API_CONTRACT));
    let cue = context.first_cue(&CUES, true)?;
    if context.supported_by(&[EvidenceClass::StrongDirect]) {
        return None;
    }
    Some(Judgement {
        finding: Finding {
            id: FindingId::ApiContractAssumption,
            severity: Severity::Medium,
            message: format!(
                "The proposal assumes how an API behaves (\"{cue}\") without a supporting HTTP \
                 response, test result, observed behaviour or user fact."
            ),
            paths: context.changes_matching(&CUES, true),
        },
        next_action: "Capture one real request and response from the API (or a contract test \
                      result) and supply it as evidence before changing the integration."
            .to_owned(),
    })
}

/// `security_sensitive` (high). The proposal, a change's path or its description names
/// authentication, authorisation, cryptography, tokens, secrets, passwords, sessions or cookies.
/// Such work has a higher bar: a test plan *and* a supporting strong direct item with
/// reliability ≥ 0.8 with nothing contradicting. The finding fires while either is missing; its
/// message says which, and what the supplied evidence amounts to ([`super::bar::Shortfall`]),
/// and its next action asks only for what is missing.
pub(super) fn security_sensitive(context: &Context) -> Option<Judgement> {
    static CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(SECURITY));
    let cue = context.first_cue(&CUES, true)?;
    let tested = super::proof::test_plan_given(context.proposal);
    let shortfall = context.high_bar_shortfall();
    if tested && shortfall.is_none() {
        return None;
    }
    let paths = context.changes_matching(&CUES, true);
    let target = if paths.is_empty() {
        "this code".to_owned()
    } else {
        list(&paths)
    };
    const NO_PLAN: &str = "no test plan was given";
    const PIN: &str = "add to the test plan a test that pins the current security behaviour";
    let what = "the problem this change addresses";
    let (gaps, remedies) = match (&shortfall, tested) {
        (Some(s), true) => (s.describe(), s.remedy(what)),
        (Some(s), false) => (
            format!("{NO_PLAN} and {}", s.describe()),
            format!("{PIN}, and {}", s.remedy(what)),
        ),
        (None, _) => (NO_PLAN.to_owned(), PIN.to_owned()),
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::SecuritySensitive,
            severity: Severity::High,
            message: format!(
                "The change touches security-sensitive work (\"{cue}\"), but {gaps}, while the \
                 bar for such work is a test plan and {HIGH_BAR}."
            ),
            paths,
        },
        next_action: format!("Before changing {target}, {remedies}."),
    })
}

/// `error_handling` (medium). The proposal or a change catches, swallows, ignores, suppresses,
/// retries, falls back, skips, or lengthens a timeout. Each of these can make the reported
/// failure disappear from view while its cause stays; the finding asks for evidence that the
/// failure is transient and for where the handled error will be reported. (A reported error with
/// no handling plan is not flagged: most fixes remove a cause and need none.)
pub(super) fn error_handling(context: &Context) -> Option<Judgement> {
    static MASKING_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(MASKING));
    static LENGTHEN_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(LENGTHEN));
    let lengthens = |text: &[Word]| {
        LENGTHEN_CUES.affirmed(text).is_some()
            && text.iter().any(|w| !w.noise && w.canon == "timeout")
    };
    let cue = context.first_cue(&MASKING_CUES, false).or_else(|| {
        std::iter::once(&context.proposal_words)
            .chain(context.change_words.iter().map(|c| &c.description))
            .any(|text| lengthens(text))
            .then(|| "longer timeout".to_owned())
    })?;
    let paths: Vec<String> = context
        .change_words
        .iter()
        .filter(|c| MASKING_CUES.affirmed(&c.description).is_some() || lengthens(&c.description))
        .map(|c| c.change.path.clone())
        .collect();
    Some(Judgement {
        finding: Finding {
            id: FindingId::ErrorHandling,
            severity: Severity::Medium,
            message: format!(
                "The change handles the error (\"{cue}\") rather than removing its cause, which \
                 can hide the reported failure instead of fixing it."
            ),
            paths,
        },
        next_action: format!(
            "Show with a log or test result that the failure is transient, and say where the \
             handled error will be reported, before adding the \"{cue}\"."
        ),
    })
}
