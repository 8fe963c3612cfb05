//! How findings and issues put the caller's words into a sentence.

use crate::words::Word;

/// The words `start..end` as written (lowercased), for quoting.
pub(crate) fn span(text: &[Word], start: usize, end: usize) -> String {
    text[start..end]
        .iter()
        .map(|w| w.raw.as_ref())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `a, b and c`: several items named in one sentence.
pub(crate) fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
