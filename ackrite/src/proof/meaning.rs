//! Matching evidence to checklist items by meaning words (`docs/domains.md`, "Checklists").

use super::checklists::ProofItem;
use super::subject::ClaimText;
use crate::evidence::Evidence;
use crate::words::{self, Cues, Word};

/// The meaning groups of one checklist, read for one claim: placeholders become the content
/// words of the claim's part they stand for.
pub(super) struct Meanings {
    /// For each checklist item, its groups; an empty group can never be met.
    items: Vec<Vec<Cues>>,
}

impl Meanings {
    pub(super) fn new(items: &[ProofItem], text: &ClaimText) -> Self {
        let items = items
            .iter()
            .map(|item| item.meaning.iter().map(|g| group(g, text)).collect())
            .collect();
        Meanings { items }
    }

    /// For each checklist item, whether `evidence` speaks to it: every group has a word in its
    /// content or its source.
    pub(super) fn spoken_to(&self, evidence: &Evidence) -> Vec<bool> {
        let content = words::words(&evidence.content);
        let source = words::words(evidence.source.as_deref().unwrap_or(""));
        self.items
            .iter()
            .map(|groups| groups.iter().all(|g| met(g, &content) || met(g, &source)))
            .collect()
    }
}

fn met(group: &Cues, text: &[Word<'_>]) -> bool {
    group.matches(text).iter().any(|m| {
        // A single word must be a content word of the evidence: "after" or "other" say nothing.
        m.end - m.start > 1 || !text[m.start].noise
    })
}

/// One group: its words (`+` joins a phrase), placeholders replaced by the claim's words;
/// stop words on their own are dropped, as they carry no meaning.
fn group(spec: &str, text: &ClaimText) -> Cues {
    let mut forms: Vec<String> = Vec::new();
    for member in spec.split_whitespace() {
        let part = match member {
            "{s}" => Some(&text.subject),
            "{cause}" => text.cause.as_ref(),
            "{effect}" => text.effect.as_ref().or(Some(&text.subject)),
            "{gone}" => Some(&text.gone),
            _ => None,
        };
        match part {
            Some(phrase) => forms.extend(
                words::words(phrase)
                    .into_iter()
                    .filter(|w| !w.noise)
                    .map(|w| w.raw.into_owned()),
            ),
            None if member.starts_with('{') => {}
            None => {
                let phrase = member.replace('+', " ");
                let is_single_noise = words::words(&phrase).iter().all(|w| w.noise);
                if !is_single_noise {
                    forms.push(phrase);
                }
            }
        }
    }
    let refs: Vec<&str> = forms.iter().map(String::as_str).collect();
    Cues::of_phrases(&refs)
}
