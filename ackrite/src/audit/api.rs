//! `api_contract_assumption`: the change relies on how an external interface behaves.

use std::sync::LazyLock;

use regex::Regex;

use super::text::prose;
use super::{bears_on, Context, Judgement};
use crate::audit::{Finding, FindingId};
use crate::evidence::{EvidenceClass, EvidenceType};
use crate::phrasing::span;
use crate::severity::Severity;
use crate::words::{words, Cues, Word};

/// Words that name another party's interface on their own, matched as written: "provides" is
/// not a provider.
const EXTERNAL: &[&str] = &[
    "integration",
    "integrations",
    "provider",
    "providers",
    "provider's",
    "upstream",
    "third party",
    "vendor",
    "vendors",
    "sdk",
    "status code",
    "status codes",
    "response field",
    "response fields",
    "response body",
    "response header",
    "response headers",
    "api version",
    "api contract",
    "wire format",
];

/// Words that name an interface, and count when the clause also says it is relied on.
const INTERFACE: &[&str] = &["api", "endpoint", "webhook", "partner", "graphql", "grpc"];

/// Verbs that say the change relies on the interface behaving a certain way.
const RELIANCE: &[&str] = &[
    "return",
    "returns",
    "send",
    "sends",
    "accept",
    "accepts",
    "support",
    "supports",
    "paginate",
    "paginates",
    "expect",
    "expects",
    "rely",
    "relies",
    "assume",
    "assumes",
    "respond",
    "responds",
    "provide",
    "provides",
    "require",
    "requires",
    "allow",
    "allows",
    "call",
    "calls",
    "fetch",
    "read",
    "reads",
    "parse",
    "integrate",
    "honour",
    "honor",
];

/// Words that say the interface is ours, being served rather than called: a handler that
/// returns 404 defines the contract instead of assuming one.
const PRODUCER: &[&str] = &[
    "handler",
    "route",
    "router",
    "controller",
    "middleware",
    "resolver",
    "our api",
    "our endpoint",
    "serve",
    "serves",
];

/// Path segments of code that serves an interface.
static PRODUCER_PATH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|/)(?:handlers?|routes?|routers?|controllers?|views|resolvers|middleware|server)(?:/|\.|$)")
        .expect("valid regex")
});

/// A field read from a response: `response['has_more']`, `resp.json()["next"]`, `res.data.items`.
static FIELD_ACCESS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"(?i)\b(?:response|resp|reply|payload|body)\s*(?:\[\s*['"]|\.json\(\)|\.get\(\s*['"])"#,
    )
    .expect("valid regex")
});

/// Words between a reliance verb and the interface it relies on.
const RELIANCE_REACH: usize = 8;

struct ApiCues {
    external: Cues,
    interface: Cues,
    reliance: Cues,
    producer: Cues,
}

static CUES: LazyLock<ApiCues> = LazyLock::new(|| ApiCues {
    external: Cues::exact(EXTERNAL),
    interface: Cues::new(INTERFACE),
    reliance: Cues::exact(RELIANCE),
    producer: Cues::new(PRODUCER),
});

/// Evidence types that show how an interface behaves: what came back, or what was observed.
const BEHAVIOUR_EVIDENCE: &[EvidenceType] = &[EvidenceType::Log, EvidenceType::HttpResponse];

/// `api_contract_assumption` (medium): the change relies on another party's interface and no
/// behaviour evidence bears on it (`docs/judgement.md`, "Audit"). Code that serves an interface
/// defines its contract, so it never counts.
pub(super) fn api_contract_assumption(context: &Context) -> Option<Judgement> {
    let mut triggers: Vec<(Option<String>, String)> = Vec::new();
    if !producer_text(&context.proposal.proposal) {
        if let Some(cue) = reliance(&context.proposal.proposal) {
            triggers.push((None, cue));
        }
    }
    for change in &context.changes {
        let path = &change.change.path;
        if PRODUCER_PATH.is_match(path) || producer_text(&change.change.description) {
            continue;
        }
        if change.kind != super::change::PathKind::Code {
            continue;
        }
        if let Some(cue) = reliance(&change.change.description) {
            triggers.push((Some(path.clone()), cue));
        }
    }
    let (_, cue) = triggers.first()?.clone();
    let observed = context.supporting().any(|i| {
        let shows = i.item.kind.class() == EvidenceClass::StrongDirect
            || BEHAVIOUR_EVIDENCE.contains(&i.item.kind);
        shows
            && (bears_on(i.item, &cue)
                || bears_on(i.item, &context.proposal.proposal)
                || context
                    .changes
                    .iter()
                    .any(|c| bears_on(i.item, &c.change.description)))
    });
    if observed {
        return None;
    }
    let paths: Vec<String> = triggers.into_iter().filter_map(|(p, _)| p).collect();
    Some(Judgement {
        finding: Finding {
            id: FindingId::ApiContractAssumption,
            severity: Severity::Medium,
            message: format!(
                "The change relies on how an external interface behaves (\"{cue}\") without a \
                 supporting HTTP response, log, test result or observation of that behaviour."
            ),
            paths,
        },
        next_action: format!(
            "Capture one real request and response showing \"{cue}\" (or a contract test \
             result) and supply it as evidence before building on it."
        ),
    })
}

/// Imperatives that make the text define what an interface answers ("Return 404 …", "Map
/// NotFound to status code 404"), not rely on what another party's interface does.
const PRODUCING: &[&str] = &["return", "map", "respond", "emit", "serve", "expose"];

/// True when the text is about code that serves an interface.
fn producer_text(text: &str) -> bool {
    let plain = prose(text);
    let text_words = words(&plain);
    let opens_producing = text_words
        .first()
        .is_some_and(|w| PRODUCING.contains(&w.raw.as_ref()));
    opens_producing || CUES.producer.affirmed(&text_words).is_some()
}

/// What in `text` relies on an external interface, quoted; identifiers and paths left out.
fn reliance(text: &str) -> Option<String> {
    if let Some(m) = FIELD_ACCESS.find(text) {
        let end = text[m.end()..]
            .find([']', ')', ' '])
            .map_or(text.len(), |e| m.end() + e + 1);
        return Some(text[m.start()..end.min(text.len())].trim().to_owned());
    }
    let plain = prose(text);
    let text_words: Vec<Word> = words(&plain);
    let cues = &*CUES;
    if let Some(m) = cues.external.affirmed(&text_words) {
        if !is_test_word(text_words.get(m.end)) {
            let from = (m.start.saturating_sub(3)..m.start)
                .find(|&i| (i + 1..=m.start).all(|k| !text_words[k].clause_start))
                .unwrap_or(m.start);
            return Some(span(&text_words, from, m.end));
        }
    }
    let verbs = cues.reliance.matches(&text_words);
    cues.interface
        .matches(&text_words)
        .into_iter()
        .filter(|m| !m.negated && !is_test_word(text_words.get(m.end)))
        .find(|m| {
            verbs.iter().any(|v| {
                v.start.abs_diff(m.start) <= RELIANCE_REACH
                    && (v.start.min(m.start) + 1..=v.start.max(m.start))
                        .all(|i| !text_words[i].clause_start)
            })
        })
        .map(|m| {
            let end = (m.end + 3).min(text_words.len());
            span(&text_words, m.start, end)
        })
}

/// True when the next word makes the interface word a kind of test ("integration test").
fn is_test_word(word: Option<&Word>) -> bool {
    word.is_some_and(|w| w.canon == "test")
}
