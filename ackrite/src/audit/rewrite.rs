//! `rewrite_scope`: a component replaced or re-implemented rather than repaired.

use super::bar::HIGH_BAR_EVIDENCE;
use super::{Context, Judgement};
use crate::attempt::{scope_changes, ScopeChange, ScopeKind};
use crate::audit::{Finding, FindingId};
use crate::phrasing::list;
use crate::severity::Severity;
use crate::words::Word;

/// Words before "rewrite" that make it a noun naming the work ("the rewrite"), not a rewrite
/// verb with its object: a single word, so at most a low finding.
const DETERMINERS: &[&str] = &["the", "a", "an", "this", "that", "our", "my", "your", "its"];

/// One rewrite found, graded.
struct Hit {
    severity: Severity,
    quote: String,
    /// The change it was found in; `None` for the proposal text.
    change: Option<usize>,
}

/// `rewrite_scope`, graded by what is replaced (`docs/judgement.md`, "Audit"). The message weighs
/// the evidence against the higher bar a rewrite has to clear: that the current design, not a
/// fault within it, causes the problem.
pub(super) fn rewrite_scope(context: &Context) -> Option<Judgement> {
    let mut hits: Vec<Hit> = hits_in(&context.proposal_words, None);
    for (i, change) in context.changes.iter().enumerate() {
        hits.extend(hits_in(&change.description, Some(i)));
    }
    let docs_only_change = |i: usize| !context.changes[i].behavioural();
    for hit in &mut hits {
        let docs_only = match hit.change {
            Some(i) => docs_only_change(i),
            None => context.only_docs_comments_or_fixtures(),
        };
        if docs_only {
            hit.severity = Severity::Low;
        }
    }
    let severity = hits.iter().map(|h| h.severity).min()?;
    let first = hits.iter().find(|h| h.severity == severity)?;
    let mut paths: Vec<String> = hits
        .iter()
        .filter_map(|h| h.change)
        .map(|i| context.changes[i].change.path.clone())
        .collect();
    if paths.is_empty() {
        paths = context
            .changes
            .iter()
            .filter(|c| c.behavioural())
            .map(|c| c.change.path.clone())
            .collect();
    }
    paths.sort();
    paths.dedup();
    let touches = match paths.len() {
        0 => String::new(),
        1 => format!(", touching {}", paths[0]),
        n => format!(", touching {n} files ({})", list(&paths)),
    };
    let what = match severity {
        Severity::High => "replaces or re-implements a component",
        Severity::Medium => "rewrites or restructures code",
        Severity::Low => "mentions a rewrite",
    };
    let shortfall = context.high_bar_shortfall();
    let evidence = match &shortfall {
        Some(s) => format!("but {}", s.describe()),
        None => "and the supplied evidence meets that bar".to_owned(),
    };
    let next_action = match &shortfall {
        Some(s) => format!(
            "Before rewriting, {}, or make the smallest repair that fixes the reported problem.",
            s.remedy("that the current design, not a fixable fault in it, causes the problem")
        ),
        None => "Keep the rewrite to what the evidence shows is broken, and land it behind the \
                 test plan."
            .to_owned(),
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::RewriteScope,
            severity,
            message: format!(
                "The proposal {what} (\"{}\"){touches}; a rewrite needs {HIGH_BAR_EVIDENCE} \
                 showing that the current design, not a fault within it, causes the problem, \
                 {evidence}.",
                first.quote
            ),
            paths,
        },
        next_action,
    })
}

/// The rewrites in one text, graded before the documentation-only cap.
fn hits_in(text: &[Word], change: Option<usize>) -> Vec<Hit> {
    let found: Vec<ScopeChange> = scope_changes(text);
    let broad = found.iter().any(|c| c.kind == ScopeKind::Breadth);
    found
        .iter()
        .filter(|c| c.kind != ScopeKind::Breadth)
        .map(|c| {
            let severity = match c.kind {
                ScopeKind::Replacement => Severity::High,
                ScopeKind::Rewrite if is_noun(text, c) => Severity::Low,
                ScopeKind::Rewrite if c.component || broad || c.word.contains("scratch") => {
                    Severity::High
                }
                _ => Severity::Medium,
            };
            Hit {
                severity,
                quote: c.quote.clone(),
                change,
            }
        })
        .collect()
}

/// True when the rewrite word is a noun after a determiner ("the rewrite").
fn is_noun(text: &[Word], change: &ScopeChange) -> bool {
    let first = change.quote.split_whitespace().next().unwrap_or("");
    text.windows(2)
        .any(|pair| DETERMINERS.contains(&pair[0].raw.as_ref()) && pair[1].raw == first)
        && !change.component
}
