//! What makes an approach or a change wide: a rewrite, a component replaced, a module
//! restructured, or breadth (`docs/judgement.md`, "Audit" and "Reality check"). `audit`'s
//! `rewrite_scope` and `reality_check`'s `escalating_scope` read the same words, so a change one
//! tool calls a rewrite the other calls a widening.

use std::sync::LazyLock;

use crate::words::{Cues, Word};

/// What kind of widening a word is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum ScopeKind {
    /// A rewrite verb with its object.
    Rewrite,
    /// A component replaced, migrated or switched.
    Replacement,
    /// One module restructured.
    Restructure,
    /// Whole, entire, everything, across all.
    Breadth,
}

/// One widening found in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScopeChange {
    pub kind: ScopeKind,
    /// The widening word's canonical form, so that "rewrote" and "rewriting" are one word.
    pub word: String,
    /// What triggered it, as written (lowercased): the verb with its object where there is one.
    pub quote: String,
    /// True when a component noun goes with it.
    pub component: bool,
}

const REWRITE: &[&str] = &[
    "rewrite",
    "rewrote",
    "rewritten",
    "rewriting",
    "reimplement",
    "re-implement",
    "rearchitect",
    "re-architect",
    "redesign",
    "overhaul",
    "rebuild",
    "from scratch",
    "start over",
    "throw away",
];

const REPLACE: &[&str] = &["replace", "migrate", "switch", "swap", "port", "move to"];

const RESTRUCTURE: &[&str] = &[
    "restructure",
    "reorganise",
    "reorganize",
    "refactor",
    "rework",
    "split up",
];

const BREADTH: &[&str] = &[
    "whole",
    "entire",
    "everything",
    "everywhere",
    "across all",
    "across every",
    "all of the",
];

/// Nouns that name a component rather than a value.
const COMPONENT: &[&str] = &[
    "client",
    "library",
    "lib",
    "framework",
    "module",
    "layer",
    "service",
    "stack",
    "engine",
    "orm",
    "sdk",
    "driver",
    "server",
    "backend",
    "frontend",
    "implementation",
    "architecture",
    "platform",
    "cluster",
    "provider",
    "database",
    "system",
    "parser",
    "serializer",
    "serialiser",
    "runtime",
    "app",
    "application",
    "crate",
    "package",
    "dependency",
    "toolchain",
    "bundler",
    "compiler",
    "integration",
    "subsystem",
    "component",
    "codebase",
    "pipeline",
    "infrastructure",
];

/// Nouns that, right after a component noun, make it a name for something else: a "service
/// account" is a credential, not a service, and "integration tests" are tests.
const NOT_COMPONENT_AFTER: &[&str] = &[
    "account", "name", "key", "url", "token", "id", "test", "tests", "spec", "specs",
];

/// Objects that make a rewrite verb an edit.
const EDIT_OBJECT: &[&str] = &[
    "line",
    "string",
    "sentence",
    "comment",
    "message",
    "heading",
    "title",
    "word",
    "command",
    "value",
    "paragraph",
    "docstring",
    "typo",
    "label",
    "text",
    "wording",
    "description",
    "example",
    "snippet",
];

/// How many words after a verb its object may reach.
const OBJECT_REACH: usize = 8;

/// Words that end a verb's object: what follows is another clause.
const OBJECT_ENDS: &[&str] = &[
    "and", "then", "so", "because", "but", "while", "since", "which", "until", "or",
];

/// What a widening word needs of its object to count.
#[derive(PartialEq, Eq)]
enum Object {
    /// Anything but a piece of text ("rewrite the error message" edits a string).
    NotText,
    /// A component, or "from X to Y".
    ComponentOrFromTo,
    /// A component.
    Component,
    /// Nothing: the word widens whatever it goes with.
    Any,
}

/// One kind of widening: its words, what it needs of its object, and how many words after it
/// the quote reaches.
struct Row {
    kind: ScopeKind,
    cues: Cues,
    object: Object,
    quote_reach: usize,
}

struct ScopeCues {
    rows: [Row; 4],
    component: Cues,
    edit_object: Cues,
}

static CUES: LazyLock<ScopeCues> = LazyLock::new(|| ScopeCues {
    rows: [
        Row {
            kind: ScopeKind::Rewrite,
            cues: Cues::new(REWRITE),
            object: Object::NotText,
            quote_reach: 4,
        },
        Row {
            kind: ScopeKind::Replacement,
            cues: Cues::new(REPLACE),
            object: Object::ComponentOrFromTo,
            quote_reach: 5,
        },
        Row {
            kind: ScopeKind::Restructure,
            cues: Cues::new(RESTRUCTURE),
            object: Object::Component,
            quote_reach: 4,
        },
        Row {
            kind: ScopeKind::Breadth,
            cues: Cues::exact(BREADTH),
            object: Object::Any,
            quote_reach: 3,
        },
    ],
    component: Cues::new(COMPONENT),
    edit_object: Cues::new(EDIT_OBJECT),
});

/// Every widening in `text`: the rows in order, each row's in order of appearance.
pub(crate) fn scope_changes(text: &[Word]) -> Vec<ScopeChange> {
    let cues = &*CUES;
    let mut found = Vec::new();
    // The object runs to the next conjunction, at most OBJECT_REACH words on. Clause punctuation
    // does not end it: the dot in `moment.js` or the colon in `start:dev` is no clause break.
    let object_end = |end: usize| {
        (end..text.len().min(end + OBJECT_REACH))
            .find(|&i| i > end && OBJECT_ENDS.contains(&text[i].raw.as_ref()))
            .unwrap_or(text.len().min(end + OBJECT_REACH))
    };
    let component_in = |from: usize, to: usize| {
        cues.component
            .matches(&text[from..to])
            .into_iter()
            .any(|m| {
                let next = text.get(from + m.end);
                !next.is_some_and(|w| NOT_COMPONENT_AFTER.contains(&w.raw.as_ref()))
            })
    };
    // Quoted without trailing stop words: "rewrite the authentication client", not "… to".
    let quote = |from: usize, to: usize| {
        let to = (from + 1..=to)
            .rev()
            .find(|&end| !text[end - 1].noise)
            .unwrap_or(to);
        text[from..to]
            .iter()
            .map(|w| w.raw.as_ref())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let word = |from: usize, to: usize| {
        text[from..to]
            .iter()
            .map(|w| w.canon.as_ref())
            .collect::<Vec<_>>()
            .join(" ")
    };
    for row in &cues.rows {
        for m in row.cues.matches(text).into_iter().filter(|m| !m.negated) {
            let stop = match row.object {
                Object::Any => text.len(),
                _ => object_end(m.end),
            };
            let object = &text[m.end..stop];
            let component = row.object != Object::Any && component_in(m.end, stop);
            let counts = match row.object {
                Object::NotText => cues
                    .edit_object
                    .matches(object)
                    .first()
                    .is_none_or(|o| o.start > 3),
                Object::ComponentOrFromTo => component || from_to(object),
                Object::Component => component,
                Object::Any => true,
            };
            if counts {
                found.push(ScopeChange {
                    kind: row.kind,
                    word: word(m.start, m.end),
                    quote: quote(m.start, stop.min(m.end + row.quote_reach)),
                    component: component || row.object == Object::ComponentOrFromTo,
                });
            }
        }
    }
    found
}

/// True when the object reads "from X to Y" (or "X to Y" after a switch verb's "from") with names
/// on both sides, not numbers: "from reqwest to ureq", "from Express to NestJS".
fn from_to(object: &[Word]) -> bool {
    let Some(from) = object.iter().position(|w| w.raw == "from") else {
        return false;
    };
    let Some(to) = object[from + 1..]
        .iter()
        .position(|w| w.raw == "to")
        .map(|p| from + 1 + p)
    else {
        return false;
    };
    let named = |part: &[Word]| part.iter().any(|w| !w.noise);
    to > from + 1 && named(&object[from + 1..to]) && named(&object[to + 1..])
}
