//! Reading a proposal's text: identifiers set apart from prose, and a proposal cut into the
//! pieces of work it bundles.

use std::sync::LazyLock;

use regex::Regex;

use crate::words::Word;

/// Identifiers and paths: words joined by `_`, `.`, `::` or `/`, and camelCase words.
static IDENTIFIER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"[A-Za-z0-9][A-Za-z0-9\-]*(?:(?:_|\.|::|/)[A-Za-z0-9\-]+)+|\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Z]{2,}[a-z][A-Za-z0-9]*\b|\b[A-Z][a-z]+[A-Z][A-Za-z0-9]*\b",
    )
    .expect("valid regex")
});

/// `text` with every identifier and path blanked out, so that only prose is left: in
/// "Rename `page_token` to `next_page_token`" no word is about tokens. A word that is only
/// inside an identifier names that identifier, not the topic.
pub(crate) fn prose(text: &str) -> String {
    IDENTIFIER.replace_all(text, " ").into_owned()
}

/// Verbs a piece of bundled work starts with ("… and bump lodash", "… and update the README").
const WORK_VERBS: &[&str] = &[
    "add",
    "bump",
    "update",
    "upgrade",
    "switch",
    "rename",
    "refactor",
    "reformat",
    "restyle",
    "change",
    "remove",
    "delete",
    "fix",
    "move",
    "replace",
    "rewrite",
    "drop",
    "clean",
    "tidy",
    "migrate",
    "convert",
    "enable",
    "disable",
    "introduce",
    "make",
    "reorder",
    "format",
    "lint",
];

/// The pieces of work a proposal names, each as a range of words: it is cut before "also" and
/// "plus", and at "and" or clause punctuation when the next word is a work verb ("…, bump lodash
/// and update the README"). Two verbs joined by "and" ("fix and update the parser") stay one
/// piece.
pub(crate) fn pieces(text: &[Word]) -> Vec<(usize, usize)> {
    let is_work = |k: usize| {
        text.get(k)
            .is_some_and(|w| WORK_VERBS.contains(&w.raw.as_ref()))
    };
    let mut out = Vec::new();
    let mut start = 0;
    for (i, current) in text.iter().enumerate().skip(1) {
        let word = current.raw.as_ref();
        let cut_after = match word {
            "also" | "plus" => true,
            "and" => is_work(i + 1) && !is_work(i - 1),
            _ => false,
        };
        if cut_after {
            out.push((start, i));
            start = i + 1;
        } else if current.clause_start && is_work(i) && i > start {
            out.push((start, i));
            start = i;
        }
    }
    if start < text.len() {
        out.push((start, text.len()));
    }
    out.retain(|(a, b)| a < b);
    out
}

#[cfg(test)]
mod tests {
    use super::{pieces, prose};
    use crate::phrasing::span;
    use crate::words::words;

    #[test]
    fn prose_rows() {
        #[rustfmt::skip]
        let rows = [
            ("snake case", "Rename page_token to next_page_token", "Rename   to  "),
            ("path", "Fix docs/tokens.md now", "Fix   now"),
            ("camel case", "Call getSecretValue once", "Call   once"),
            ("prose stays", "Rotate the API key", "Rotate the API key"),
            ("hyphenated words stay", "Fix the sign-in page", "Fix the sign-in page"),
        ];
        for (rule, text, expected) in rows {
            let got = prose(text);
            assert_eq!(
                got.split_whitespace().collect::<Vec<_>>(),
                expected.split_whitespace().collect::<Vec<_>>(),
                "{rule}"
            );
        }
    }

    #[test]
    fn piece_rows() {
        #[rustfmt::skip]
        let rows: [(&str, &str, &[&str]); 5] = [
            ("bundled work after and", "Fix the login redirect, bump lodash and update the README", &["Fix the login redirect", "bump lodash", "update the README"]),
            ("also", "Fix the off-by-one; also a drive-by bump of eslint", &["Fix the off-by-one", "a drive-by bump of eslint"]),
            ("two verbs joined by and stay one piece", "Fix and update the parser", &["Fix and update the parser"]),
            ("and before a non-verb", "Guard the order and its shipping address", &["Guard the order and its shipping address"]),
            ("one piece", "Round the total", &["Round the total"]),
        ];
        for (rule, text, expected) in rows {
            let text_words = words(text);
            let got: Vec<String> = pieces(&text_words)
                .into_iter()
                .map(|(a, b)| span(&text_words, a, b))
                .collect();
            assert_eq!(got, expected, "{rule}");
        }
    }
}
