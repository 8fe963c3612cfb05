//! Caller text quoted in an error message: redacted, cut to a short excerpt, and labelled.
//!
//! An error goes back to the calling model, and to logs. Echoing a rejected name or value whole
//! would let a request make its error as large as itself (a 10 KB field name came back whole),
//! could carry a secret out, and would present the caller's words as if Ackrite had said them.
//! So every echo is redacted first, then cut to at most [`QUOTE_CHARS`] characters on a character
//! boundary (never inside a `[REDACTED:…]` marker, which would leave half a marker), then JSON-
//! quoted so that where it ends is unambiguous, and labelled as the caller's text.

use crate::secrets;

/// The longest excerpt of caller text an error message quotes, in characters, `…` included.
pub const QUOTE_CHARS: usize = 120;

/// How a quotation is introduced, so the reader knows whose words follow.
pub const LABEL: &str = "caller's text";

/// What a redaction marker starts with; a cut never falls between this and its `]`.
const MARKER_OPEN: &str = "[REDACTED:";

/// `text` redacted, and cut with `…` to at most [`QUOTE_CHARS`] characters.
pub fn excerpt(text: &str) -> String {
    let text = secrets::redact(text);
    // The byte offset after which the `…` would go: QUOTE_CHARS - 1 characters are kept.
    let Some((cut, _)) = text.char_indices().nth(QUOTE_CHARS - 1) else {
        return text.into_owned();
    };
    if text[cut..].chars().nth(1).is_none() {
        // Exactly QUOTE_CHARS characters: nothing to cut.
        return text.into_owned();
    }
    let cut = marker_start_around(&text, cut).unwrap_or(cut);
    let mut out = text[..cut].to_owned();
    out.push('…');
    out
}

/// The start of the redaction marker that `cut` falls inside, if it falls inside one.
fn marker_start_around(text: &str, cut: usize) -> Option<usize> {
    let start = text
        .match_indices(MARKER_OPEN)
        .map(|(start, _)| start)
        .take_while(|&start| start < cut)
        .last()?;
    match text[start..].find(']') {
        Some(end) if start + end >= cut => Some(start),
        // The marker closed before the cut, or never closes (then it is not a marker).
        _ => None,
    }
}

/// `caller's text "…"`: the excerpt of `text`, quoted and labelled.
pub fn quote(text: &str) -> String {
    let excerpt = excerpt(text);
    let quoted = serde_json::to_string(&excerpt).unwrap_or_else(|_| String::from("\"\""));
    format!("{LABEL} {quoted}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "AKIAZQ7XW2LP9RT4VB6N";

    /// What must hold of an excerpt.
    type Check = Box<dyn Fn(&str) -> bool>;

    #[test]
    fn excerpts_are_redacted_short_and_cut_on_boundaries() {
        let long_marker_case = format!("{} {KEY} tail", "a".repeat(109));
        #[rustfmt::skip]
        let rows: Vec<(&str, String, Check)> = vec![
            ("short text is kept whole", "polarty".into(), Box::new(|e| e == "polarty")),
            ("exactly the limit is not cut", "b".repeat(QUOTE_CHARS), Box::new(|e| e == "b".repeat(QUOTE_CHARS))),
            ("one more is cut to the limit with an ellipsis", "b".repeat(QUOTE_CHARS + 1), Box::new(|e| e.chars().count() == QUOTE_CHARS && e.ends_with('…'))),
            ("multi-byte characters are cut on a boundary", "é".repeat(10_000), Box::new(|e| e.chars().count() == QUOTE_CHARS)),
            ("a secret is redacted before the cut", format!("{KEY} {}", "c".repeat(500)), Box::new(|e| e.starts_with("[REDACTED:") && !e.contains(KEY))),
            ("a cut never splits a marker", long_marker_case, Box::new(|e| { e.ends_with('…') && !e.contains("[REDACTED") && e.chars().count() <= QUOTE_CHARS })),
        ];
        for (rule, text, holds) in rows {
            let excerpt = excerpt(&text);
            assert!(excerpt.chars().count() <= QUOTE_CHARS, "{rule}: {excerpt}");
            assert!(holds(&excerpt), "{rule}: {excerpt}");
        }
    }

    #[test]
    fn a_marker_that_fits_is_kept_whole() {
        let text = format!("{} {KEY} {}", "a".repeat(10), "z".repeat(300));
        let excerpt = excerpt(&text);
        assert!(excerpt.contains("[REDACTED:"), "{excerpt}");
        let open = excerpt.find("[REDACTED:").unwrap();
        assert!(excerpt[open..].contains(']'), "{excerpt}");
    }

    #[test]
    fn quotes_are_labelled_and_unambiguous() {
        assert_eq!(quote("no\"such"), r#"caller's text "no\"such""#);
        assert!(!quote(&format!("x {KEY}")).contains(KEY));
        assert!(quote(&"q".repeat(10_000)).len() < 140);
    }
}
