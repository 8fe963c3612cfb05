//! `unrelated_change`: work that has nothing to do with the reported problem.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use super::text::pieces;
use super::{Context, Judgement};
use crate::attempt::quote as shorten;
use crate::audit::{Finding, FindingId};
use crate::claim::lexicon::Plain;
use crate::phrasing::list;
use crate::phrasing::span;
use crate::severity::Severity;
use crate::words::{self, Cues, Word};

/// Words a description uses to say it is unrelated to the problem.
const SELF_UNRELATED: &[&str] = &[
    "unrelated",
    "incidental",
    "incidentally",
    "opportunistic",
    "unconnected",
    "drive-by",
    "drive by",
    "while i am here",
    "while i m here",
    "while we are here",
    "while at it",
    "while i m at it",
];

/// Words every change and every path shares, which therefore relate nothing to anything: verbs
/// of changing ("Change the palette" is no closer to "Change the login flow"), words about
/// testing (a test is how any fix is checked), and path boilerplate (`src`, file extensions).
const GENERIC: &[&str] = &[
    "change",
    "fix",
    "update",
    "add",
    "remove",
    "delete",
    "modify",
    "edit",
    "adjust",
    "tweak",
    "improve",
    "clean",
    "cleanup",
    "refactor",
    "rewrite",
    "replace",
    "make",
    "use",
    "move",
    "rename",
    "implement",
    "introduce",
    "create",
    "new",
    "old",
    "code",
    "file",
    "logic",
    "test",
    "regression",
    "unit",
    "case",
    "coverage",
    "integration",
    "src",
    "lib",
    "app",
    "index",
    "mod",
    "main",
    "ts",
    "tsx",
    "js",
    "jsx",
    "mjs",
    "cjs",
    "rs",
    "py",
    "go",
    "rb",
    "java",
    "kt",
    "cs",
    "cpp",
    "cc",
    "hpp",
    "swift",
    "php",
    "md",
    "json",
    "yaml",
    "yml",
    "toml",
    "also",
    "bump",
];

static GENERIC_WORDS: LazyLock<BTreeSet<String>> = LazyLock::new(|| {
    GENERIC
        .iter()
        .flat_map(|w| words::content_words(w))
        .collect()
});

static SELF_UNRELATED_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(SELF_UNRELATED));

/// What one unrelated piece of work is, for the message.
struct Unrelated {
    quote: String,
    path: Option<String>,
}

/// `unrelated_change` (medium). A change is unrelated when neither its path nor its description
/// shares a content word (after normalisation, leaving out [`GENERIC`] words) with the reported
/// problem — or, when no problem is reported, with the proposal — or when its description calls
/// itself unrelated, incidental or drive-by. With a reported problem, when the proposal names
/// several pieces of work ([`super::text::pieces`]) and one of them is about the problem, the
/// others are judged the same way, so work the proposal bundles ("…, and bump lodash") is
/// flagged even when no change lists it. When the reference has no content
/// words there is nothing to relate to, and the rule judges only self-described changes.
pub(super) fn unrelated_change(context: &Context) -> Option<Judgement> {
    let problem = context
        .proposal
        .reported_problem
        .as_deref()
        .filter(|p| !reference(p).is_empty());
    let against = problem.unwrap_or(&context.proposal.proposal);
    let purpose = reference(against);
    let shares = |text: &[Word]| {
        text.iter()
            .any(|w| !w.noise && purpose.contains(w.canon.as_ref()))
    };
    let judged = |text: &[Word]| {
        text.iter()
            .any(|w| !w.noise && !GENERIC_WORDS.contains(w.canon.as_ref()))
    };
    // Issue and ticket numbers ("#2738", "PAY-771") relate what names them, though
    // normalisation drops numbers.
    let asked = tickets(against);
    let names_ticket = |text: &str| asked.iter().any(|t| tickets(text).contains(t));
    // A deletion the reported problem asks for is the fix, whatever words it shares.
    let asks_deletion = problem.is_some_and(|p| Plain::of(p).has(DELETIONS));
    let deletion = |description: &str| {
        Plain::of(description)
            .as_str()
            .split_whitespace()
            .next()
            .is_some_and(|first| DELETIONS.contains(&first))
    };
    let mut found: Vec<Unrelated> = Vec::new();
    for change in &context.changes {
        let self_described = SELF_UNRELATED_CUES.affirmed(&change.description).is_some();
        let asked_for = (asks_deletion && deletion(&change.change.description))
            || names_ticket(&change.change.description)
            || names_ticket(&change.change.path);
        let unshared = !purpose.is_empty()
            && !asked_for
            && (judged(&change.path) || judged(&change.description))
            && !shares(&change.path)
            && !shares(&change.description);
        if self_described || unshared {
            found.push(Unrelated {
                quote: shorten(&change.change.description),
                path: Some(change.change.path.clone()),
            });
        }
    }
    // The proposal's pieces are judged only when it bundles several and one of them is about the
    // problem: a proposal of one piece is the fix itself, however it is worded.
    let text = &context.proposal_words;
    let pieces = pieces(text);
    let bundles = pieces.len() > 1 && pieces.iter().any(|&(a, b)| shares(&text[a..b]));
    if problem.is_some() && bundles {
        for (start, end) in pieces {
            let piece = &text[start..end];
            let self_described = SELF_UNRELATED_CUES.affirmed(piece).is_some();
            if self_described || (judged(piece) && !shares(piece)) {
                found.push(Unrelated {
                    quote: shorten(&span(text, start, end)),
                    path: None,
                });
            }
        }
    }
    if found.is_empty() {
        return None;
    }
    let reference_name = if problem.is_some() {
        "the reported problem"
    } else {
        "the proposal"
    };
    let described: Vec<String> = found
        .iter()
        .take(3)
        .map(|u| match &u.path {
            Some(path) => format!("{path} (\"{}\")", u.quote),
            None => format!("the proposal's \"{}\"", u.quote),
        })
        .collect();
    let more = match found.len() {
        n if n > 3 => format!(" and {} more", n - 3),
        _ => String::new(),
    };
    let paths: Vec<String> = found.iter().filter_map(|u| u.path.clone()).collect();
    let (pronoun, bears) = if found.len() == 1 {
        ("it", "bears")
    } else {
        ("they", "bear")
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::UnrelatedChange,
            severity: Severity::Medium,
            message: format!(
                "Unrelated to {reference_name} (no shared content word, or unrelated by its own \
                 account): {}{more}.",
                list(&described)
            ),
            paths,
        },
        next_action: format!(
            "Move the unrelated work into its own change, or say how {pronoun} {bears} on \
             {reference_name}."
        ),
    })
}

/// Verbs with which a problem asks for something to go, or a change says it removes it.
const DELETIONS: &[&str] = &["remove", "delete", "drop", "deleting", "removing"];

/// Issue, pull-request and ticket numbers in `text`: `#2738`, `PAY-771`.
fn tickets(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '#' || c == '-'))
        .map(|t| t.trim_matches('-'))
        .filter(|t| {
            let hash = t
                .strip_prefix('#')
                .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
            let ticket = t.split_once('-').is_some_and(|(key, n)| {
                key.len() >= 2
                    && key.chars().all(|c| c.is_ascii_uppercase())
                    && !n.is_empty()
                    && n.chars().all(|c| c.is_ascii_digit())
            });
            hash || ticket
        })
        .map(str::to_owned)
        .collect()
}

/// The content words of the text work is judged against, without [`GENERIC`] words.
fn reference(text: &str) -> BTreeSet<String> {
    let mut purpose = words::content_words(text);
    purpose.retain(|w| !GENERIC_WORDS.contains(w));
    purpose
}
