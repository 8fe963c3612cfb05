//! How much the proposal changes: rewrites, and changes that have nothing to do with the problem.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use super::bar::HIGH_BAR_EVIDENCE;
use super::{list, Context, Judgement};
use crate::audit::{Finding, FindingId};
use crate::severity::Severity;
use crate::words::{self, Cues, Word};

/// Words that announce a rewrite rather than a repair.
pub(super) const REWRITE: &[&str] = &[
    "rewrite",
    "rewritten",
    "rewrote",
    "replace",
    "rearchitect",
    "re-architect",
    "redesign",
    "reimplement",
    "re-implement",
    "migrate",
    "overhaul",
    "rebuild",
    "from scratch",
    "start over",
    "throw away",
];

/// Words a change description uses to say it is unrelated to the problem.
const SELF_UNRELATED: &[&str] = &[
    "unrelated",
    "incidental",
    "opportunistic",
    "unconnected",
    "drive-by",
];

/// Words every change and every path shares, which therefore relate nothing to anything: verbs
/// of changing ("Change the palette" is no closer to "Change the login flow"), and path
/// boilerplate (`src`, file extensions, `index`).
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
];

/// `rewrite_scope` (high). A proposal or change that rewrites, replaces, re-architects or
/// migrates must clear a higher evidence bar than a repair: it presumes that the current design
/// itself — not a fault within it — causes the problem, and a repair is cheaper to get wrong.
/// The bar is a supporting strong direct item (test result, HTTP response, observed behaviour,
/// user fact) with reliability ≥ 0.8 and nothing contradicting; below it the finding fires and
/// says what the evidence amounts to instead ([`super::bar::Shortfall`]).
pub(super) fn rewrite_scope(context: &Context) -> Option<Judgement> {
    static CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(REWRITE));
    let cue = context.first_cue(&CUES, false)?;
    let shortfall = context.high_bar_shortfall()?;
    let remedy = shortfall
        .remedy("that the current design, not a fixable fault in it, causes the reported problem");
    Some(Judgement {
        finding: Finding {
            id: FindingId::RewriteScope,
            severity: Severity::High,
            message: format!(
                "The proposal is a rewrite (\"{cue}\"), but {}, while a rewrite needs \
                 {HIGH_BAR_EVIDENCE}, with nothing contradicting it, showing that the current \
                 design, not a fault within it, causes the problem.",
                shortfall.describe()
            ),
            paths: context.changes_matching(&CUES, false),
        },
        next_action: format!("Before rewriting, {remedy}."),
    })
}

/// `unrelated_change` (medium). A change is unrelated when neither its path nor its description
/// shares a content word — after stemming and the synonym table, ignoring [`GENERIC`] words — with
/// the reported problem or the proposal, or when its description calls itself unrelated. When the
/// problem and proposal have no content words there is nothing to relate to, and the rule stays
/// silent rather than call every change unrelated.
pub(super) fn unrelated_change(context: &Context) -> Option<Judgement> {
    static GENERIC_WORDS: LazyLock<BTreeSet<String>> = LazyLock::new(|| {
        GENERIC
            .iter()
            .flat_map(|w| words::content_words(w))
            .collect()
    });
    static SELF_UNRELATED_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(SELF_UNRELATED));
    let mut purpose = words::content_words(&context.purpose());
    purpose.retain(|w| !GENERIC_WORDS.contains(w));
    if purpose.is_empty() {
        return None;
    }
    // The purpose holds no generic word, so a shared word is never a generic one.
    let shares_purpose = |text: &[Word]| {
        text.iter()
            .any(|w| !w.noise && purpose.contains(w.canon.as_ref()))
    };
    let paths: Vec<String> = context
        .change_words
        .iter()
        .filter(|change| {
            !(shares_purpose(&change.path) || shares_purpose(&change.description))
                || SELF_UNRELATED_CUES.affirmed(&change.description).is_some()
        })
        .map(|change| change.change.path.clone())
        .collect();
    if paths.is_empty() {
        return None;
    }
    let named = list(&paths);
    // Number agreement: "the change … looks … how it bears", "the changes … look … how they
    // bear".
    let (noun, verb, pronoun, bears) = if paths.len() == 1 {
        ("change", "looks", "it", "bears")
    } else {
        ("changes", "look", "they", "bear")
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::UnrelatedChange,
            severity: Severity::Medium,
            message: format!(
                "The {noun} to {named} {verb} unrelated to the reported problem and the proposal, \
                 judged from the path and description."
            ),
            paths,
        },
        next_action: format!(
            "Drop the {noun} to {named} from this proposal, or say how {pronoun} {bears} on the \
             reported problem."
        ),
    })
}
