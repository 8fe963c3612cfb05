//! The assignment scanner: `KEY = VALUE` read by hand, for the families that recognise a
//! secret by the name it is assigned to (`password`, `token`, `secret`, `api_key`,
//! `client_secret`, and the generic key-material names).
//!
//! Why not their regexes: their keywords are the commonest words of logs and configs, so they
//! hit on almost every line, and a regex search costs a fixed overhead per window plus the work of
//! resolving capture groups for every match, for each of six families. By hand, a hit
//! costs a few byte comparisons: the key is the run of name characters around the keyword, and
//! anything but `:` or `=` after it (after an optional quote) ends the look. Only a key that is
//! assigned is read further, once for all families: each family's rule (the key regex as a
//! function, in the catalogue) says whether the key is one of its names, and the value is
//! parsed in the three shapes of the family's regex (quoted, after `=`, after a bare `:`), with
//! the same classes and the same order of preference.
//!
//! The regexes stay in the catalogue as the statement of what is matched; the test
//! `scanner_agrees_with_the_regexes` holds the scanner to them.

use super::catalogue::{Found, Reach};
use super::gate::{is_key_byte, is_space, separator_follows, Run};

/// One family of assignments, as the scanner runs it.
pub(crate) struct Family {
    /// Index of the pattern in the engine.
    pub pattern: usize,
    /// Index into the catalogue.
    pub entry: usize,
    /// Whether a lowercased key is one of the family's names.
    pub key: fn(&[u8]) -> bool,
    /// The shortest value the family takes.
    pub min: usize,
    pub accept: fn(&Found<'_>) -> bool,
}

/// A value the scanner read, in the terms of the family's regex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Assignment {
    /// Start of the key (the regex's whole match starts here).
    pub key_start: usize,
    /// The value's bounds; the whole match ends with it.
    pub value: (usize, usize),
    /// The regex's capture group for the value's shape: 1 double-quoted, 2 single-quoted,
    /// 3 after `=`, `:=` or `=>`, 4 after a bare `:`.
    pub group: usize,
    /// Where the regex's window would have ended: what the value could not see past.
    pub window_end: usize,
}

/// Reads the assignment at every hit (sorted by start; each with the mask of the families
/// its keyword gates) and hands each value a family claims to `judge`, which returns where the
/// value ends once judged (a value cut at its window is extended), or `None` when the family
/// must go on reading inside it. Like the regex's own iteration, a family does not look inside a value it has
/// already read; each key run is read once, however many keywords it holds. `reach` bounds
/// the key before the hit and the value after the key, as the regex's window would.
pub(crate) fn scan(
    bytes: &[u8],
    hits: &[(usize, usize, u32)],
    families: &[Family],
    reach: Reach,
    mut judge: impl FnMut(&Family, &Assignment) -> Option<usize>,
) {
    let mut consumed = vec![0; families.len()];
    let mut run = Run::default();
    let mut read_to = 0;
    let mut key = Vec::new();
    let mut shapes: Vec<(usize, Option<Assignment>)> = Vec::new();
    for (at, &(start, end, _)) in hits.iter().enumerate() {
        let Some(first) = (start..end).find(|&i| is_key_byte(bytes[i])) else {
            continue;
        };
        if first < read_to {
            continue;
        }
        let key_end = run.end_of(bytes, first, is_key_byte);
        read_to = key_end;
        if !separator_follows(bytes, key_end) {
            continue;
        }
        // A family can only claim a key that holds one of its keywords: the families to try
        // are those gated by the hits in this run.
        let mask = hits[at..]
            .iter()
            .take_while(|hit| hit.0 < key_end)
            .fold(0, |mask, hit| mask | hit.2);
        let floor = start.saturating_sub(reach.back);
        let mut key_start = first;
        while key_start > floor && is_key_byte(bytes[key_start - 1]) {
            key_start -= 1;
        }
        // A family is open to this key when it is gated and has not read past the key's start.
        let open = |consumed: &[usize], index: usize| {
            mask & (1 << index) != 0 && key_start >= consumed[index]
        };
        if !(0..families.len()).any(|index| open(&consumed, index)) {
            continue;
        }
        key.clear();
        key.extend(bytes[key_start..key_end].iter().map(u8::to_ascii_lowercase));
        let window_end = key_end.saturating_add(reach.forward).min(bytes.len());
        shapes.clear();
        for (index, family) in families.iter().enumerate() {
            if !open(&consumed, index) || !(family.key)(&key) {
                continue;
            }
            let shape = match shapes.iter().find(|(min, _)| *min == family.min) {
                Some((_, shape)) => *shape,
                None => {
                    let shape =
                        read(&bytes[..window_end], key_end, family.min).map(|(value, group)| {
                            Assignment {
                                key_start,
                                value,
                                group,
                                window_end,
                            }
                        });
                    shapes.push((family.min, shape));
                    shape
                }
            };
            if let Some(end) = shape.and_then(|assignment| judge(family, &assignment)) {
                consumed[index] = end;
            }
        }
    }
}

/// The value after a key ending at `key_end`, in the first shape of the regex that matches
/// (`assigned!` in the catalogue): its bounds and the shape's group. `bytes` ends where the
/// regex's window would.
pub(crate) fn read(bytes: &[u8], key_end: usize, min: usize) -> Option<((usize, usize), usize)> {
    let pos = after_key(bytes, key_end);
    // Quoted: with a type annotation between key and separator first, then without.
    if let Some(value) = annotation(bytes, pos).and_then(|after| quoted(bytes, after, min)) {
        return Some(value);
    }
    if let Some(value) = quoted(bytes, pos, min) {
        return Some(value);
    }
    let at = blanks(bytes, pos);
    let rest = &bytes[at..];
    let separator = if rest.starts_with(b":=") || rest.starts_with(b"=>") {
        2
    } else {
        usize::from(matches!(rest.first(), Some(b'=' | b':')))
    };
    // In parentheses or backticks, after any of `:=`, `=>`, `=`, `:`.
    if separator > 0 {
        let start = blanks(bytes, at + separator);
        let close = match bytes.get(start) {
            Some(b'(') => Some(b')'),
            Some(b'`') => Some(b'`'),
            _ => None,
        };
        if let Some(close) = close {
            let inner = start + 1;
            let end = span(bytes, inner, |b| {
                !(is_space(b) || (close == b')' && matches!(b, b'(' | b')' | b'"' | b'\'' | b'`')))
                    && b != close
            });
            return (end - inner >= min && bytes.get(end) == Some(&close))
                .then_some(((inner, end), if close == b')' { 5 } else { 6 }));
        }
    }
    let equals = (separator > 0 && rest[0] != b':') || rest.starts_with(b":=");
    let (group, start, excluded): (usize, usize, &[u8]) = if equals {
        // Blanks after the separator only with blanks before it (`password = x`, not prose's
        // `the password= field`).
        let start = blanks(bytes, at + separator);
        if start > at + separator && at == pos {
            return None;
        }
        (3, start, b"\"'`,;&<>=\\(")
    } else if matches!(rest.first(), Some(b':' | b'|')) {
        (4, blanks(bytes, at + 1), b"\"'`,;&<>=:\\[{|(")
    } else if bytes[pos..at].contains(&b'\t') {
        (4, at, b"\"'`,;&<>=:\\[{|(")
    } else {
        return None;
    };
    // After `:=` or `=>` a failed value leaves nothing to fall back to: a bare `=` or `:`
    // would make `=` or `>` the value's first character, which no shape allows.
    let first = *bytes.get(start)?;
    if is_space(first) || excluded.contains(&first) {
        return None;
    }
    let end = span(bytes, start + 1, |b| !ENDS_UNQUOTED[usize::from(b)]);
    (end - start >= min).then_some(((start, end), group))
}

/// Past what may close a key before its separator: `\`, a quote or backtick, an index's `]`.
pub(crate) fn after_key(bytes: &[u8], mut pos: usize) -> usize {
    if bytes.get(pos) == Some(&b'\\') {
        pos += 1;
    }
    if matches!(bytes.get(pos), Some(b'"' | b'\'' | b'`')) {
        pos += 1;
    }
    if bytes.get(pos) == Some(&b']') {
        pos += 1;
    }
    pos
}

/// `[ \t]*:[ \t]*&?[a-z_][a-z0-9_<>]*` at `pos` (`password: str = "…"`): where it ends.
fn annotation(bytes: &[u8], pos: usize) -> Option<usize> {
    let at = blanks(bytes, pos);
    if bytes.get(at) != Some(&b':') {
        return None;
    }
    let mut at = blanks(bytes, at + 1);
    if bytes.get(at) == Some(&b'&') {
        at += 1;
    }
    let first = *bytes.get(at)?;
    if !(first.is_ascii_alphabetic() || first == b'_') {
        return None;
    }
    Some(span(bytes, at + 1, |b| {
        b.is_ascii_alphanumeric() || matches!(b, b'_' | b'<' | b'>')
    }))
}

/// `[ \t]*(?::=|=>|=|:)[ \t]*` then a double-quoted (group 1) or single-quoted (group 2)
/// value of at least `min` bytes, closing quote optional.
fn quoted(bytes: &[u8], pos: usize, min: usize) -> Option<((usize, usize), usize)> {
    let at = blanks(bytes, pos);
    let rest = &bytes[at..];
    let separator = if rest.starts_with(b":=") || rest.starts_with(b"=>") {
        2
    } else if matches!(rest.first(), Some(b'=' | b':')) {
        1
    } else {
        return None;
    };
    let at = blanks(bytes, at + separator);
    let (start, group) = match (bytes.get(at), bytes.get(at + 1)) {
        (Some(b'\\'), Some(b'"')) => (at + 2, 1),
        (Some(b'"'), _) => (at + 1, 1),
        (Some(b'\''), _) => (at + 1, 2),
        _ => return None,
    };
    let end = if group == 1 {
        span(bytes, start, |b| !matches!(b, b'"' | b'\\' | b'\r' | b'\n'))
    } else {
        span(bytes, start, |b| !matches!(b, b'\'' | b'\r' | b'\n'))
    };
    (end - start >= min).then_some(((start, end), group))
}

/// The bytes that end an unquoted value: `[\s"'`,;&<>\\]`.
static ENDS_UNQUOTED: [bool; 256] = {
    let mut table = [false; 256];
    let ends = b"\t\n\x0B\x0C\r \"'`,;&<>\\";
    let mut at = 0;
    while at < ends.len() {
        table[ends[at] as usize] = true;
        at += 1;
    }
    table
};

fn blanks(bytes: &[u8], pos: usize) -> usize {
    span(bytes, pos, |b| b == b' ' || b == b'\t')
}

/// The end of the run of bytes in `class` from `pos`.
fn span(bytes: &[u8], pos: usize, class: impl Fn(u8) -> bool) -> usize {
    let pos = pos.min(bytes.len());
    bytes[pos..]
        .iter()
        .position(|&b| !class(b))
        .map_or(bytes.len(), |offset| pos + offset)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::secrets::catalogue::Find;
    use crate::secrets::scan::compiled;
    use crate::secrets::splitmix::SplitMix;

    const KEYS: &[&str] = &[
        "password",
        "DB_PASS",
        "pass",
        "bypass",
        "Passwd",
        "api_key",
        "X-Api-Key",
        "apikey",
        "client_secret",
        "clientSecret",
        "token",
        "max_tokens",
        "secret",
        "ENCRYPTION_KEY",
        "auth",
        "key",
        "name",
        "pwd",
        "a.pass",
        "monkey",
        "private",
    ];
    const PIECES: &[&str] = &[
        "=",
        ":",
        ": ",
        " = ",
        ":=",
        "=>",
        "\"",
        "'",
        "\\\"",
        "\\",
        " ",
        "\t",
        ": str = ",
        ": &str=",
        ": Option<String> = ",
        "&",
        ",",
        ";",
        "\n",
        "\r",
        "[",
        "{",
        "|",
        "<",
        ">",
        "`",
        "é",
        "q7Xk2M9vT1b8",
        "ab",
        "x",
        "hunter2",
        "-",
        ".",
        "_",
        "=",
        "==",
        "]",
        "(",
        ")",
        "'] = ",
        "\"]=",
        "(q7Xk2M9v)",
        "`hunter2`",
        "| ",
        "\t",
        "= ",
    ];

    /// For every family, the value its regex captures in a match starting at the key is the
    /// value the scanner reads, in the same shape, on many generated assignments.
    #[test]
    fn scanner_agrees_with_the_regexes() {
        let mut next = SplitMix::new(0x5EED).below();
        let families: Vec<_> = compiled()
            .iter()
            .filter_map(|c| match c.pattern.find {
                Find::Assignment { key, min } => Some((c, key, min)),
                _ => None,
            })
            .collect();
        assert_eq!(families.len(), 6);
        let mut checked = 0;
        for _ in 0..20_000 {
            let mut text = KEYS[next(KEYS.len())].to_string();
            // Most keys get a separator, so that most samples reach the value.
            text.push_str(PIECES[next(16)]);
            if next(8) == 0 {
                text.push_str(PIECES[PIECES.len() - 10 + next(10)]);
            }
            for _ in 0..next(6) {
                text.push_str(PIECES[next(PIECES.len())]);
            }
            let bytes = text.as_bytes();
            let key_end = bytes
                .iter()
                .position(|&b| !is_key_byte(b))
                .unwrap_or(bytes.len());
            let key = bytes[..key_end].to_ascii_lowercase();
            for (compiled, rule, min) in &families {
                let by_regex = compiled.regex().captures(bytes).and_then(|caps| {
                    let whole = caps.get(0)?;
                    (whole.start() == 0).then(|| {
                        (1..caps.len()).find_map(|g| caps.get(g).map(|m| ((m.start(), m.end()), g)))
                    })?
                });
                let by_scanner = if rule(&key) {
                    read(bytes, key_end, *min)
                } else {
                    None
                };
                assert_eq!(
                    by_scanner, by_regex,
                    "{} on {text:?}",
                    compiled.pattern.regex
                );
                checked += usize::from(by_regex.is_some());
            }
        }
        assert!(checked > 1000, "only {checked} matches compared");
    }
}
