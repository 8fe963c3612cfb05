//! Profiles of the domains about the interface a system offers: its API contract, how callers
//! authenticate, its security properties, and whether something it offered is gone.

use super::{ExperimentText, Profile, ABSENCE_PHRASES, STRONG, WEAK};
use crate::domain::cues::Shape;
use crate::domain::ProofItem;
use crate::evidence::EvidenceType::{
    Code, Documentation, HttpRequest, HttpResponse, Log, ObservedBehavior, TestResult, UserFact,
};

pub(super) static API_CONTRACT: Profile = Profile {
    strong: &["api", "endpoint", "http", "rest", "graphql", "grpc", "contract"],
    weak: &[
        "route", "request", "response", "payload", "header", "webhook", "parameter", "status",
        "url", "query",
    ],
    strong_phrases: &["status code"],
    weak_phrases: &[],
    shapes: &[
        (Shape::HttpMethod, STRONG),
        (Shape::UrlPath, WEAK),
        (Shape::HttpStatus, WEAK),
    ],
    subject: "request and response",
    checklist: &[
        ProofItem {
            item: "A captured request and its response from the exact endpoint and environment the claim is about",
            accepts: &[HttpRequest, HttpResponse, Log],
            cues: &[
                "request", "response", "status", "header", "body", "returned", "get", "post",
                "curl",
            ],
        },
        ProofItem {
            item: "The contract in the version the server actually runs (specification, schema or changelog)",
            accepts: &[Documentation, HttpResponse, UserFact],
            cues: &[
                "contract", "specification", "openapi", "schema", "changelog", "documented",
                "reference", "deprecated",
            ],
        },
        ProofItem {
            item: "A focused test that calls the endpoint and asserts the claimed behaviour",
            accepts: &[TestResult],
            cues: &["test", "assert", "assertion", "expected", "pass", "passed", "fail", "failed"],
        },
        ProofItem {
            item: "The client code that builds the request, showing what is really sent",
            accepts: &[Code, HttpRequest, Log],
            cues: &["client", "request", "send", "sent", "header", "body", "url", "fetch"],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The endpoint behaves as claimed in the environment the claim is about.",
        procedure: "Send one minimal request to that endpoint in that environment with a plain HTTP client outside the application, then send the exact request the application sends, and record both full requests and responses (status, headers, body).",
        confirms_if: "Both responses show the claimed behaviour (the claimed status, fields or error code).",
        refutes_if: "Either response differs from the claim, or the plain request succeeds where the application's request fails, which puts the difference in the request rather than the API.",
    },
};

pub(super) static AUTHENTICATION: Profile = Profile {
    strong: &[
        "auth", "authentication", "authenticate", "login", "logon", "logout", "signin",
        "credential", "password", "oauth", "sso", "saml", "jwt", "mfa", "unauthorized",
        "unauthenticated",
    ],
    weak: &["session", "token", "cookie", "sign"],
    strong_phrases: &[],
    // "log in" without a hyphen may be a log file ("the log in staging"), so it is only weak.
    weak_phrases: &["log in"],
    shapes: &[],
    subject: "sign-in flow",
    checklist: &[
        ProofItem {
            item: "A sign-in attempt with credentials known to be valid, against the system and environment the claim is about, with its full response",
            accepts: &[HttpResponse, ObservedBehavior, TestResult, Log],
            cues: &[
                "signin", "login", "credential", "attempt", "response", "success", "successfully",
                "rejected", "accepted", "unauthorized",
            ],
        },
        ProofItem {
            item: "The request the client actually sends: endpoint, credential type and headers, with secret values removed",
            accepts: &[HttpRequest, Log, Code],
            cues: &[
                "request", "client", "send", "sent", "endpoint", "credential", "header", "token",
            ],
        },
        ProofItem {
            item: "The same attempt from a client, version or account where sign-in is known to work",
            accepts: &[ObservedBehavior, TestResult, HttpResponse, UserFact],
            cues: &[
                "older", "previous", "other", "another", "account", "working", "works", "worked",
            ],
        },
        ProofItem {
            item: "The error code or reason the server gives for any rejection",
            accepts: &[HttpResponse, Log],
            cues: &[
                "error", "reason", "rejected", "rejection", "denied", "forbidden", "unauthorized",
                "invalid", "status",
            ],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "Authentication behaves as claimed for the system and environment the claim is about.",
        procedure: "Perform one sign-in with credentials known to be valid against the same endpoint and environment, once from the client in question and once from a client or version known to have signed in, and capture both requests and responses (status, error code, headers) with secret values removed.",
        confirms_if: "Both attempts show the claimed behaviour with the same status and error code.",
        refutes_if: "The two attempts differ (the difference then lies in what each client sends), or both succeed where the claim says sign-in fails.",
    },
};

pub(super) static SECURITY: Profile = Profile {
    strong: &[
        "security", "insecure", "vulnerability", "vulnerable", "exploit", "injection", "xss",
        "csrf", "cve", "attack", "attacker", "escalation", "exposed", "exposure",
    ],
    weak: &[
        "secure", "secret", "encryption", "encrypt", "tls", "ssl", "certificate", "permission",
        "privilege", "sanitize", "sanitise", "cors",
    ],
    strong_phrases: &["access control"],
    weak_phrases: &[],
    shapes: &[],
    subject: "security behaviour",
    checklist: &[
        ProofItem {
            item: "A reproduction of the claimed exposure or protection with one concrete input, in a non-production environment",
            accepts: &[TestResult, ObservedBehavior, HttpResponse],
            cues: &[
                "reproduce", "reproduction", "input", "payload", "crafted", "exploit", "injected",
                "accepted", "rejected", "blocked", "bypass", "exposed",
            ],
        },
        ProofItem {
            item: "The code path that handles the untrusted input or the protected resource",
            accepts: &[Code],
            cues: &[
                "handler", "handle", "input", "untrusted", "validate", "sanitize", "escape",
                "check", "authorize", "permission",
            ],
        },
        ProofItem {
            item: "The version and configuration of the security-relevant component actually deployed (library, TLS settings, access policy)",
            accepts: &[Log, ObservedBehavior, UserFact, Code],
            cues: &[
                "version", "configuration", "deployed", "library", "tls", "cipher", "policy",
                "certificate",
            ],
        },
        ProofItem {
            item: "An advisory or specification stating the expected behaviour",
            accepts: &[Documentation, UserFact],
            cues: &[
                "advisory", "cve", "specification", "rfc", "owasp", "standard", "expected",
                "documented",
            ],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The claimed security property holds, or fails, for the component and environment the claim is about.",
        procedure: "In a non-production environment, send one crafted input that can only succeed if the property fails and one ordinary input as a control, and record both responses and any log lines they produce.",
        confirms_if: "The crafted input behaves as the claim predicts (accepted if the claim says the property fails, rejected if it says the property holds) while the control behaves normally.",
        refutes_if: "The crafted input behaves the opposite way to the claim's prediction.",
    },
};

pub(super) static ABSENCE: Profile = Profile {
    strong: &[],
    weak: &[],
    strong_phrases: ABSENCE_PHRASES,
    weak_phrases: &[],
    shapes: &[],
    subject: "behaviour",
    checklist: &[
        ProofItem {
            item: "A direct attempt to use the thing in the system, version and environment the claim is about, with its result",
            accepts: &[TestResult, HttpResponse, ObservedBehavior, Log],
            cues: &[
                "attempt", "tried", "call", "called", "use", "used", "result", "error", "unknown",
                "unsupported", "succeeds", "success", "successfully", "not found",
            ],
        },
        ProofItem {
            item: "Evidence from where the thing would be if it existed (the server, the current release, the whole code base), not only from one client or file",
            accepts: &[HttpResponse, Log, TestResult],
            cues: &[
                "server", "release", "provider", "upstream", "codebase", "code base", "search",
                "grep", "everywhere",
            ],
        },
        ProofItem {
            item: "The change that removed it (commit, changelog entry, release note or migration), or a statement that it never existed",
            accepts: &[Documentation, Log, UserFact],
            cues: &[
                "commit", "changelog", "release note", "release notes", "migration", "removed",
                "deprecated", "dropped", "never existed",
            ],
        },
        ProofItem {
            item: "A version or environment where it is known to have existed, checked the same way",
            accepts: &[ObservedBehavior, TestResult, HttpResponse, UserFact],
            cues: &["older", "previous", "earlier", "old", "worked", "working", "used to"],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The thing the claim says is missing is absent from the system the claim is about, not only from the part that was inspected.",
        procedure: "Exercise the thing directly in the system and environment the claim is about (call it, request it or run the test that uses it) and record the exact result, then repeat the same step against a version or environment where it is known to have existed.",
        confirms_if: "The direct attempt fails with an error saying the thing is unknown, unsupported or not found, while the known-good version succeeds.",
        refutes_if: "The direct attempt succeeds, or it fails for another reason (credentials, network, input), which leaves the absence unshown.",
    },
};
