//! Cutting redacted text to a length: a replacement marker is longer than many secrets
//! (`p=ab` becomes `p=[REDACTED:password_assignment]`), so a field that was within its limit
//! can exceed it once redacted. It is cut again after redaction, on a character boundary,
//! and never inside a marker: half a marker would read as text and could no longer be
//! recognised as one.

use std::borrow::Cow;

use super::MARKER_OPEN;

/// The cut that ends a shortened text.
const ELLIPSIS: char = '…';

/// `text` in at most `max` characters: whole when it fits, otherwise its start (trailing blanks
/// trimmed) and `…`. A marker that does not fit whole is left out whole.
pub fn cut(text: &str, max: usize) -> Cow<'_, str> {
    if text.chars().nth(max).is_none() {
        return Cow::Borrowed(text);
    }
    let Some(keep) = max.checked_sub(1) else {
        return Cow::Borrowed("");
    };
    let mut end = text
        .char_indices()
        .nth(keep)
        .map_or(text.len(), |(at, _)| at);
    if let Some(open) = text[..end].rfind('[') {
        if marker_len(&text[open..]).is_some_and(|len| open + len > end) {
            end = open;
        }
    }
    let mut out = text[..end].trim_end().to_owned();
    out.push(ELLIPSIS);
    Cow::Owned(out)
}

/// The length of the `[REDACTED:kind]` marker that `text` starts with, if it does.
fn marker_len(text: &str) -> Option<usize> {
    let kind = text.strip_prefix(MARKER_OPEN)?;
    let len = kind
        .bytes()
        .take_while(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'_')
        .count();
    (len > 0 && kind.as_bytes().get(len) == Some(&b']')).then_some(MARKER_OPEN.len() + len + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_on_char_boundaries_and_never_inside_a_marker() {
        // (text, max, expected, the rule the row checks)
        #[rustfmt::skip]
        let rows: &[(&str, usize, &str, &str)] = &[
            ("short", 10, "short", "a text that fits stays whole"),
            ("exactly10!", 10, "exactly10!", "a text of exactly the limit stays whole"),
            ("ééééé", 3, "éé…", "cut on a character boundary, the ellipsis counted"),
            ("a=[REDACTED:jwt] tail", 10, "a=…", "a marker that would be cut is left out whole"),
            ("a=[REDACTED:jwt] tail", 17, "a=[REDACTED:jwt]…", "a marker that fits stays whole"),
            ("x [REDACTED:no", 8, "x [REDA…", "text that only looks like a marker's start is text"),
            ("abc", 0, "", "a zero limit leaves nothing"),
        ];
        for (text, max, expected, rule) in rows {
            let out = cut(text, *max);
            assert_eq!(out, *expected, "{rule}");
            assert!(out.chars().count() <= *max, "{rule}: over the limit");
        }
    }
}
