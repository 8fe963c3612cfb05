//! How findings and issues put the caller's words into a sentence.

use crate::words::Word;

/// The words `start..end` as the caller wrote them (case, hyphens and the punctuation between
/// them kept), for quoting.
pub(crate) fn span(text: &[Word], start: usize, end: usize) -> String {
    match (
        text.get(start),
        end.checked_sub(1).and_then(|last| text.get(last)),
    ) {
        (Some(first), Some(last)) if start < end => first.text[first.start..last.end].to_owned(),
        _ => String::new(),
    }
}

/// `a, b and c`: several items named in one sentence.
pub(crate) fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
