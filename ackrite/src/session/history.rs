//! One session's history: five collections, each capped so a long-running agent cannot grow the
//! process without bound.

use std::collections::VecDeque;

use crate::attempt::Attempt;
use crate::claim::{carry, Recorded};
use crate::evidence::Evidence;

/// Entries kept per collection; the oldest is dropped first.
pub const MAX_ENTRIES: usize = 64;

/// A queue that keeps only the newest [`MAX_ENTRIES`] entries.
#[derive(Debug, Clone)]
pub struct Bounded<T>(VecDeque<T>);

impl<T> Default for Bounded<T> {
    fn default() -> Self {
        Bounded(VecDeque::new())
    }
}

impl<T> Bounded<T> {
    pub fn push(&mut self, entry: T) {
        if self.0.len() == MAX_ENTRIES {
            self.0.pop_front();
        }
        self.0.push_back(entry);
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> {
        self.0.iter()
    }
}

/// A claim judged earlier, kept by its normalised text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgedClaim {
    pub claim: String,
    pub status: String,
}

/// A claim tool's call as the contradiction carry needs it: the claim (normalised), the call's
/// evidence, and the contradictions of earlier calls it reconciled (`(call, index)`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ClaimCall {
    pub claim: String,
    pub evidence: Vec<Evidence>,
    pub reconciled: Vec<(u64, usize)>,
}

/// Contradictions judged in a session, each with the claim it stands against. Bounded like the
/// other collections, except that an unreconciled contradiction is dropped only when nothing
/// else is left to drop: forgetting it would let an agent outwait its own evidence.
#[derive(Debug, Clone, Default)]
pub struct Contradictions(VecDeque<(String, Recorded)>);

impl Contradictions {
    fn push(&mut self, claim: String, recorded: Recorded) {
        if self.0.len() == MAX_ENTRIES {
            let oldest_reconciled = self.0.iter().position(|(_, r)| r.reconciled).unwrap_or(0);
            self.0.remove(oldest_reconciled);
        }
        self.0.push_back((claim, recorded));
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every entry, oldest first.
    pub fn entries(&self) -> Vec<(String, Recorded)> {
        self.0.iter().cloned().collect()
    }

    /// The contradictions recorded against `claim` (normalised), oldest first.
    pub fn of(&self, claim: &str) -> Vec<Recorded> {
        self.0
            .iter()
            .filter(|(c, _)| c == claim)
            .map(|(_, r)| r.clone())
            .collect()
    }

    /// Applies one claim call: marks what it reconciled, then keeps its new counted
    /// contradictions.
    fn apply(&mut self, call: u64, claim_call: ClaimCall) {
        for (c, recorded) in self.0.iter_mut() {
            if *c == claim_call.claim
                && claim_call
                    .reconciled
                    .contains(&(recorded.call, recorded.index))
            {
                recorded.reconciled = true;
            }
        }
        let known = self.of(&claim_call.claim);
        let silenced = known
            .iter()
            .filter(|r| r.reconciled)
            .map(|r| carry::duplicate_key(r.item.kind, r.item.polarity, &r.item.content))
            .collect();
        for recorded in carry::to_record(call, &claim_call.evidence, &known, &silenced) {
            self.push(claim_call.claim.clone(), recorded);
        }
    }
}

/// What one successful call adds to its session, already redacted.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Record {
    /// The claim judged, normalised, with the status it got.
    pub judged: Option<JudgedClaim>,
    pub evidence: Vec<String>,
    pub attempts: Vec<Attempt>,
    /// One line naming the tool and its verdict.
    pub conclusion: Option<String>,
    pub assumptions: Vec<String>,
    /// Set by the claim tools, for the contradiction carry.
    pub claim_call: Option<ClaimCall>,
}

#[derive(Debug, Clone, Default)]
pub struct SessionHistory {
    pub calls: u64,
    pub claims: Bounded<JudgedClaim>,
    pub evidence: Bounded<String>,
    pub attempts: Bounded<Attempt>,
    pub conclusions: Bounded<String>,
    pub assumptions: Bounded<String>,
    pub contradictions: Contradictions,
}

impl SessionHistory {
    /// The status the same claim got last time, if it was judged before.
    pub fn previous_status(&self, claim: &str) -> Option<&str> {
        self.claims
            .iter()
            .rev()
            .find(|judged| judged.claim == claim)
            .map(|judged| judged.status.as_str())
    }

    pub fn add(&mut self, record: Record) {
        self.calls += 1;
        if let Some(claim_call) = record.claim_call {
            self.contradictions.apply(self.calls, claim_call);
        }
        if let Some(judged) = record.judged {
            self.claims.push(judged);
        }
        record
            .evidence
            .into_iter()
            .for_each(|e| self.evidence.push(e));
        record
            .attempts
            .into_iter()
            .for_each(|a| self.attempts.push(a));
        if let Some(conclusion) = record.conclusion {
            self.conclusions.push(conclusion);
        }
        record
            .assumptions
            .into_iter()
            .for_each(|a| self.assumptions.push(a));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_collection_stops_at_64_dropping_the_oldest() {
        let mut queue = Bounded::default();
        for i in 0..100 {
            queue.push(i);
        }
        assert_eq!(queue.len(), MAX_ENTRIES);
        assert_eq!(queue.iter().next(), Some(&36));
        assert_eq!(queue.iter().last(), Some(&99));
    }

    #[test]
    fn every_collection_of_a_history_is_capped() {
        let mut history = SessionHistory::default();
        for i in 0..200 {
            history.add(Record {
                judged: Some(JudgedClaim {
                    claim: format!("claim {i}"),
                    status: "UNVERIFIED".into(),
                }),
                evidence: vec![format!("e{i}")],
                attempts: vec![Attempt {
                    approach: format!("a{i}"),
                    outcome: "failed".into(),
                }],
                conclusion: Some(format!("c{i}")),
                assumptions: vec![format!("s{i}")],
                claim_call: None,
            });
        }
        assert_eq!(history.calls, 200);
        for len in [
            history.claims.len(),
            history.evidence.len(),
            history.attempts.len(),
            history.conclusions.len(),
            history.assumptions.len(),
        ] {
            assert_eq!(len, MAX_ENTRIES);
        }
        assert_eq!(history.previous_status("claim 199"), Some("UNVERIFIED"));
        assert_eq!(
            history.previous_status("claim 0"),
            None,
            "dropped as oldest"
        );
    }
}
