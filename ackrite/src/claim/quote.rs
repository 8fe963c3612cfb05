//! How generated sentences quote the caller: evidence by type, index and source, claim words
//! shortened. Every quotation is one short phrase, so a sentence stays one sentence whatever the
//! caller wrote, and every conclusion cites the indices it rests on.

use super::reading::Observation;

/// At most this many characters of caller text are quoted inside a generated sentence.
pub const QUOTED_CHARS: usize = 80;

/// `text` as one short phrase: secrets redacted, whitespace collapsed, double quotes made single,
/// cut between words to [`QUOTED_CHARS`] characters (marked `…`), trailing punctuation dropped.
/// Redaction comes first because cutting could split a secret into a piece no longer recognised.
pub fn phrase(text: &str) -> String {
    const TRAILING: [char; 7] = ['.', '!', '?', ',', ';', ':', ' '];
    let redacted = crate::secrets::redact(text);
    // Room for a quotation and the word that crosses its end, so it is not grown word by word.
    let mut collapsed = String::with_capacity(redacted.len().min(2 * QUOTED_CHARS));
    for word in redacted.split_whitespace() {
        if !collapsed.is_empty() {
            collapsed.push(' ');
        }
        collapsed.push_str(word);
        // Once the words so far, trimmed, are longer than a quotation, the rest cannot change
        // it: the phrase is their head, cut (a long evidence item is not collapsed whole).
        if collapsed.len() > QUOTED_CHARS
            && collapsed.trim_end_matches(TRAILING).chars().count() > QUOTED_CHARS
        {
            break;
        }
    }
    if collapsed.contains('"') {
        collapsed = collapsed.replace('"', "'");
    }
    let trimmed = collapsed.trim_end_matches(TRAILING);
    if trimmed.chars().count() <= QUOTED_CHARS {
        collapsed.truncate(trimmed.len());
        return collapsed;
    }
    // The first QUOTED_CHARS - 1 characters, sliced where the next one starts.
    let end = trimmed
        .char_indices()
        .nth(QUOTED_CHARS - 1)
        .map_or(trimmed.len(), |(at, _)| at);
    let head = &trimmed[..end];
    let head = match head.rfind(' ') {
        Some(space) if space > head.len() / 2 => &head[..space],
        _ => head,
    };
    format!("{}…", head.trim_end_matches([',', ';', ':', ' ', '.']))
}

/// `text` with its first letter in upper case, for a sentence that opens with a quotation.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    let mut out = String::with_capacity(text.len() + 2);
    if let Some(first) = chars.next() {
        out.extend(first.to_uppercase());
        out.push_str(chars.as_str());
    }
    out
}

/// `"…"` around [`phrase`].
pub fn quoted(text: &str) -> String {
    format!("\"{}\"", phrase(text))
}

/// `[3]`, or `[3] (carried from call 2)` for a carried contradiction.
pub fn cite(observation: &Observation<'_>) -> String {
    match observation.carried_from {
        Some(call) => format!("[{}] (carried from call {call})", observation.index),
        None => format!("[{}]", observation.index),
    }
}

/// `the test_result [2] from "pytest tests/search"`: type, citation and source.
pub fn label(observation: &Observation<'_>) -> String {
    let kind = observation.item.kind.as_str();
    match observation.item.source.as_deref().map(str::trim) {
        Some(source) if !source.is_empty() => {
            format!("the {kind} {} from {}", cite(observation), quoted(source))
        }
        _ => format!("the {kind} {}", cite(observation)),
    }
}

/// [`label`] followed by the quoted content: `the log [0] from "app log" ("upstream timed out")`.
pub fn described(observation: &Observation<'_>) -> String {
    format!(
        "{} ({})",
        label(observation),
        quoted(&observation.item.content)
    )
}

#[cfg(test)]
mod tests {
    use super::phrase;

    #[test]
    fn phrases_are_short_and_single_line() {
        let rows = [
            ("kept", "Login fails.", "Login fails"),
            ("collapsed", "a\n  b", "a b"),
            ("double quotes made single", "say \"hi\"", "say 'hi'"),
        ];
        for (rule, text, expected) in rows {
            assert_eq!(phrase(text), expected, "{rule}");
        }
        let long = phrase(&"word ".repeat(40));
        assert!(long.ends_with("word…"), "cut between words: {long}");
        assert!(long.chars().count() <= 80);
    }

    /// Collapsing stops once the words read are longer than a quotation; the phrase is the one
    /// collapsing all of the text gives, at and around every length where that could differ.
    #[test]
    fn a_long_text_is_quoted_as_if_collapsed_whole() {
        let whole = |text: &str| {
            let collapsed = text
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .replace('"', "'");
            let trimmed = collapsed.trim_end_matches(['.', '!', '?', ',', ';', ':', ' ']);
            if trimmed.chars().count() <= super::QUOTED_CHARS {
                return trimmed.to_owned();
            }
            let head: String = trimmed.chars().take(super::QUOTED_CHARS - 1).collect();
            let head = match head.rfind(' ') {
                Some(space) if space > head.len() / 2 => &head[..space],
                _ => head.as_str(),
            };
            format!("{}…", head.trim_end_matches([',', ';', ':', ' ', '.']))
        };
        let mut texts = Vec::new();
        for n in 70..95 {
            let base = "ab cd. ".repeat(20);
            let head: String = base.chars().take(n).collect();
            texts.push(head.clone());
            texts.push(format!("{head}..."));
            texts.push(format!("{head} . ; !"));
            texts.push(format!("{head}\"quoted\" tail"));
            texts.push(format!("{head}é{}", "x".repeat(n)));
            texts.push(format!("{}{head}", "x".repeat(n)));
        }
        for text in texts {
            assert_eq!(super::phrase(&text), whole(&text), "{text:?}");
        }
    }
}
