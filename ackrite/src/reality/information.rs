//! An attempt that taught nothing.

use std::collections::BTreeSet;

use super::{Found, History, Issue, IssueKind};

/// `no_new_information` (low). Two or more attempts, the latest did not succeed, and its outcome
/// adds no content word the earlier outcomes had not already reported (an empty outcome adds
/// none): the last attempt produced nothing to reason from.
pub(super) fn no_new_information(history: &History) -> Option<Found> {
    let (latest, earlier) = history.outcome_words.split_last()?;
    let last = history.attempts.len() - 1;
    if earlier.is_empty() || history.succeeded(last) {
        return None;
    }
    let seen: BTreeSet<&String> = earlier.iter().flatten().collect();
    if !latest.iter().all(|w| seen.contains(w)) {
        return None;
    }
    let outcome = history.attempts[last].quoted_outcome();
    Some(Found {
        issue: Issue {
            kind: IssueKind::NoNewInformation,
            severity: IssueKind::NoNewInformation.severity(),
            message: format!(
                "The latest outcome (\"{outcome}\") reports nothing the earlier outcomes had \
                 not, so the last attempt produced no new information."
            ),
        },
        recommendation: "Run a check that can produce new information — a focused test, a \
                         captured response or a log from the failing step — instead of another \
                         attempt that ends the same way."
            .to_owned(),
    })
}
