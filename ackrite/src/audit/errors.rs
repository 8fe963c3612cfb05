//! `error_handling`: errors swallowed or widened, or error paths changed without a test.

use std::sync::LazyLock;

use regex::Regex;

use super::{Context, Judgement};
use crate::audit::{Finding, FindingId};
use crate::phrasing::span;
use crate::severity::Severity;
use crate::words::{Cues, Word};

/// Code that swallows an error: `except: pass`, an empty `catch`, a discarded result.
static SWALLOWING_CODE: LazyLock<Vec<Regex>> = LazyLock::new(|| {
    [
        // Python: `except: pass`, `except Exception: pass`, `except ValueError as e: ...`.
        r"(?i)\bexcept\b[^:\n]*:\s*(?:pass|\.\.\.)\b",
        // An empty catch block, a comment at most inside.
        r"\bcatch\s*(?:\([^)]*\))?\s*\{\s*(?:/\*[^*]*\*/\s*)?\}",
        // A promise whose rejection is dropped.
        r"\.catch\(\s*(?:\(\s*\w*\s*\)|\w+)\s*=>\s*(?:\{\s*\}|null|undefined)\s*\)",
        // Go: the error assigned to `_`.
        r"(?:^|[^\w.])_\s*(?:,\s*_\s*)?:?=\s*[\w.]+\(|,\s*_\s*:?=\s*[\w.]+\(",
        // Rust: a result let go.
        r"\blet\s+_\s*=|\.ok\(\)\s*;",
        // Shell: failures ignored.
        r"\|\|\s*true\b|\bset\s+\+e\b",
        // Ruby, VB.
        r"(?i)\brescue\s+nil\b|\bon\s+error\s+resume\s+next\b",
    ]
    .iter()
    .map(|pattern| Regex::new(pattern).expect("valid regex"))
    .collect()
});

/// Words that say errors are swallowed or handled too widely.
const SWALLOWING: &[&str] = &[
    "swallow",
    "ignore the error",
    "ignore errors",
    "ignore the errors",
    "ignore all errors",
    "ignore exceptions",
    "ignore the exception",
    "ignore failures",
    "suppress the error",
    "suppress errors",
    "suppress exceptions",
    "silence the error",
    "silence errors",
    "discard the error",
    "catch all",
    "catch every exception",
    "catch all exceptions",
    "catch everything",
    "bare except",
    "broad except",
    "retry on any error",
    "retry on every error",
    "retry all errors",
    "retry everything",
    "retry on any exception",
];

/// Words that say an error path is changed, matched as written. "Raise" is left out: raising a
/// limit is no error path, and "raise ValueError" names its error anyway.
const ERROR_PATH: &[&str] = &[
    "error",
    "errors",
    "err",
    "exception",
    "exceptions",
    "throw",
    "throws",
    "throwing",
    "catch",
    "catches",
    "catching",
    "rescue",
    "retry",
    "retries",
    "retrying",
    "fallback",
    "fall back",
    "falls back",
    "panic",
    "panics",
    "recover",
];

static SWALLOWING_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(SWALLOWING));
static ERROR_PATH_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(ERROR_PATH));

/// `error_handling`. High when an error is swallowed or handled too widely — code such as
/// `except: pass`, an empty `catch {}`, `_ = f()`, `let _ =`, `|| true`, or words such as
/// "ignore the error", "swallow", "catch-all", "retry on any error"; a code pattern is not a
/// single word, so it can make a high finding on its own. Medium when an error path is changed
/// (errors returned, raised, caught, retried, fallen back from) and no test path is among the
/// changes and neither the proposal nor the test plan names a test.
pub(super) fn error_handling(context: &Context) -> Option<Judgement> {
    let mut swallowed: Vec<(Option<String>, String)> = Vec::new();
    let mut error_paths: Vec<(Option<String>, String)> = Vec::new();
    let mut read = |path: Option<String>, text: &str, text_words: &[Word]| {
        if let Some(quote) = swallowing(text, text_words) {
            swallowed.push((path, quote));
        } else if let Some(m) = ERROR_PATH_CUES.affirmed(text_words) {
            error_paths.push((path, span(text_words, m.start, m.end)));
        }
    };
    read(None, &context.proposal.proposal, &context.proposal_words);
    for change in context.changes.iter().filter(|c| c.behavioural()) {
        read(
            Some(change.change.path.clone()),
            &change.change.description,
            &change.description,
        );
    }
    let (severity, found) = if !swallowed.is_empty() {
        (Severity::High, swallowed)
    } else if !error_paths.is_empty() && !context.tested {
        (Severity::Medium, error_paths)
    } else {
        return None;
    };
    let cue = found[0].1.clone();
    let paths: Vec<String> = found.into_iter().filter_map(|(p, _)| p).collect();
    let (message, next_action) = match severity {
        Severity::High => (
            format!(
                "The change swallows or widens error handling (\"{cue}\"), which hides the \
                 reported failure and every other one that passes through there."
            ),
            format!(
                "Handle only the error you expect instead of \"{cue}\", report it where someone \
                 will see it, and show with a log or test that the failure is the one you handle."
            ),
        ),
        _ => (
            format!(
                "The change alters an error path (\"{cue}\") and no test is named that would \
                 show the new handling works."
            ),
            "Add a test that drives the changed error path and checks what callers now receive."
                .to_owned(),
        ),
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::ErrorHandling,
            severity,
            message,
            paths,
        },
        next_action,
    })
}

/// What in `text` swallows an error, quoted: a code pattern first, then words.
fn swallowing(text: &str, text_words: &[Word]) -> Option<String> {
    for pattern in SWALLOWING_CODE.iter() {
        if let Some(m) = pattern.find(text) {
            let code: String = m.as_str().split_whitespace().collect::<Vec<_>>().join(" ");
            // The Go pattern takes the character before `_` with it.
            let code =
                code.trim_start_matches(|c: char| c.is_whitespace() || "({[;,=`".contains(c));
            return Some(code.to_owned());
        }
    }
    SWALLOWING_CUES.quote_words(text_words)
}

#[cfg(test)]
pub(super) fn swallowing_in(text: &str) -> Option<String> {
    swallowing(text, &crate::words::words(text))
}
