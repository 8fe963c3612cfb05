//! Strict input: field paths, the errors that name them, declared limits, and the lenient number
//! form models need.
//!
//! An error here is shown to the calling model so it can correct its call, so every message
//! names the field (`evidence[2].reliability`) and what is allowed there.

use std::fmt;

use serde::{de, Deserialize, Deserializer};

/// Where a value sits in a request, built on the stack while walking it and only turned into text
/// when an error needs it.
#[derive(Clone, Copy, Debug)]
pub enum FieldPath<'a> {
    Root,
    Field(&'a FieldPath<'a>, &'a str),
    Index(&'a FieldPath<'a>, usize),
    Key(&'a FieldPath<'a>, &'a str),
}

impl<'a> FieldPath<'a> {
    pub fn field<'b>(&'b self, name: &'b str) -> FieldPath<'b> {
        FieldPath::Field(self, name)
    }

    pub fn index(&self, index: usize) -> FieldPath<'_> {
        FieldPath::Index(self, index)
    }

    pub fn key<'b>(&'b self, key: &'b str) -> FieldPath<'b> {
        FieldPath::Key(self, key)
    }
}

impl fmt::Display for FieldPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldPath::Root => Ok(()),
            FieldPath::Field(FieldPath::Root, name) | FieldPath::Key(FieldPath::Root, name) => {
                f.write_str(name)
            }
            FieldPath::Field(parent, name) | FieldPath::Key(parent, name) => {
                write!(f, "{parent}.{name}")
            }
            FieldPath::Index(parent, index) => write!(f, "{parent}[{index}]"),
        }
    }
}

/// A rejected request: which field, and what is allowed there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", render(.path, .message))]
pub struct InputError {
    /// `evidence[2].reliability`; empty for the arguments as a whole.
    pub path: String,
    pub message: String,
    /// Not the request's fault: the tool could not produce a response. Kept apart from the
    /// text, which a caller's field names can imitate.
    pub internal: bool,
}

fn render(path: &str, message: &str) -> String {
    if path.is_empty() {
        format!("arguments: {message}")
    } else {
        format!("{path}: {message}")
    }
}

impl InputError {
    pub fn new(path: impl fmt::Display, message: impl Into<String>) -> Self {
        InputError {
            path: path.to_string(),
            message: message.into(),
            internal: false,
        }
    }

    /// A failure of the tool itself, on a request that was accepted.
    pub fn internal(message: impl Into<String>) -> Self {
        InputError {
            internal: true,
            ..InputError::new("", message)
        }
    }
}

/// What `#[limit(chars = N)]` can measure.
#[diagnostic::on_unimplemented(
    message = "#[limit(chars = N)] applies to String or Option<String> fields, not `{Self}`"
)]
pub trait CharCount {
    fn char_count(&self) -> usize;
    /// Cuts the text to `max` characters (see `secrets::cut`).
    fn cut_chars(&mut self, max: usize);
}

impl CharCount for String {
    fn char_count(&self) -> usize {
        self.chars().count()
    }

    fn cut_chars(&mut self, max: usize) {
        if let std::borrow::Cow::Owned(cut) = crate::secrets::cut(self, max) {
            *self = cut;
        }
    }
}

impl CharCount for Option<String> {
    fn char_count(&self) -> usize {
        self.as_ref().map_or(0, CharCount::char_count)
    }

    fn cut_chars(&mut self, max: usize) {
        if let Some(text) = self {
            text.cut_chars(max);
        }
    }
}

/// What `#[limit(items = N)]` can count.
#[diagnostic::on_unimplemented(
    message = "#[limit(items = N)] applies to Vec<T> or Option<Vec<T>> fields, not `{Self}`"
)]
pub trait ItemCount {
    fn item_count(&self) -> usize;
}

impl<T> ItemCount for Vec<T> {
    fn item_count(&self) -> usize {
        self.len()
    }
}

impl<T> ItemCount for Option<Vec<T>> {
    fn item_count(&self) -> usize {
        self.as_ref().map_or(0, Vec::len)
    }
}

pub fn check_chars<T: CharCount + ?Sized>(
    value: &T,
    max: usize,
    at: &FieldPath<'_>,
) -> Result<(), InputError> {
    let count = value.char_count();
    if count > max {
        return Err(InputError::new(
            at,
            format!("at most {max} characters are allowed, got {count}"),
        ));
    }
    Ok(())
}

/// After redaction, `#[limit(chars = N)]` again: a marker is longer than many secrets, so a
/// field within its limit can exceed it once redacted; it is cut back to the limit, without
/// splitting a marker.
pub fn cut_chars<T: CharCount + ?Sized>(value: &mut T, max: usize) {
    value.cut_chars(max);
}

pub fn check_items<T: ItemCount + ?Sized>(
    value: &T,
    max: usize,
    at: &FieldPath<'_>,
) -> Result<(), InputError> {
    let count = value.item_count();
    if count > max {
        return Err(InputError::new(
            at,
            format!("at most {max} items are allowed, got {count}"),
        ));
    }
    Ok(())
}

/// `#[limit(nonblank)]`: an empty observation is no observation.
pub fn check_nonblank(value: &str, at: &FieldPath<'_>) -> Result<(), InputError> {
    if value.trim().is_empty() {
        return Err(InputError::new(
            at,
            "must not be empty: give the text of what you observed",
        ));
    }
    Ok(())
}

/// A number in [0, 1]. Models often quote numbers, so a numeric string such as `"0.9"` is taken
/// as the number; anything else — including `"NaN"`, `"inf"`, or 1.2 — is rejected rather than
/// clamped, because a silently changed value would change the verdict without telling anyone.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub struct Fraction(pub f64);

const FRACTION_EXPECTED: &str =
    "a number from 0 to 1 (a numeric string such as \"0.9\" is accepted)";

impl<'de> Deserialize<'de> for Fraction {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl de::Visitor<'_> for Visitor {
            type Value = Fraction;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(FRACTION_EXPECTED)
            }

            fn visit_f64<E: de::Error>(self, value: f64) -> Result<Fraction, E> {
                if value.is_finite() && (0.0..=1.0).contains(&value) {
                    Ok(Fraction(value))
                } else {
                    Err(E::custom(format!(
                        "expected {FRACTION_EXPECTED}, got {value}"
                    )))
                }
            }

            fn visit_u64<E: de::Error>(self, value: u64) -> Result<Fraction, E> {
                self.visit_f64(value as f64)
            }

            fn visit_i64<E: de::Error>(self, value: i64) -> Result<Fraction, E> {
                self.visit_f64(value as f64)
            }

            fn visit_str<E: de::Error>(self, value: &str) -> Result<Fraction, E> {
                let trimmed = value.trim();
                let numeric = !trimmed.is_empty()
                    && trimmed
                        .chars()
                        .all(|c| c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | 'e' | 'E'));
                match trimmed.parse::<f64>() {
                    Ok(number) if numeric => self.visit_f64(number),
                    _ => Err(E::custom(format!(
                        "expected {FRACTION_EXPECTED}, got a string that is not a number"
                    ))),
                }
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

impl schemars::JsonSchema for Fraction {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Fraction".into()
    }

    fn inline_schema() -> bool {
        true
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        // The range is in the field's description; a numeric string is accepted but not offered.
        schemars::json_schema!({ "type": "number" })
    }
}

impl crate::CrossesBoundary for Fraction {
    fn redact(&mut self) {}
}

/// Turns serde's error into ours, keeping serde's path (it already reads `evidence[2].type`).
pub fn from_serde(error: serde_path_to_error::Error<serde_json::Error>) -> InputError {
    let mut path = error.path().to_string();
    let field = match error.path().iter().next_back() {
        Some(serde_path_to_error::Segment::Map { key }) => Some(key.as_str()),
        _ => None,
    };
    let message = label_echo(&error.inner().to_string(), field);
    // serde's path to an unknown field ends with the caller's name, which the message quotes
    // as an excerpt: a 10 KB name must not make a 10 KB path.
    if let Some(last @ serde_path_to_error::Segment::Map { .. }) = error.path().iter().next_back() {
        if message.starts_with("unknown field,") {
            let cut = path.len() - last.to_string().len();
            path.truncate(cut.saturating_sub(1));
        }
    }
    if path == "." {
        path.clear();
    }
    InputError::new(path, message)
}

/// The messages in which serde repeats what the caller sent, what each says in our words, and
/// how the repeated part is delimited: it runs from the prefix to the delimiter before serde's
/// own ending. An unknown variant is named after its field (`unknown type`), when there is one.
const ECHOES: [(&str, &str, char); 4] = [
    ("unknown variant `", "unknown value", '`'),
    ("unknown field `", "unknown field", '`'),
    (
        "invalid type: string \"",
        "a string is not allowed here",
        '"',
    ),
    ("invalid value: string \"", "invalid value", '"'),
];

/// How serde ends those messages, after the repeated part.
const ECHO_ENDINGS: [&str; 2] = [", expected ", ", there are no "];

/// serde's `message` for the value of `field` (the last name of its path, if any), with the
/// caller's text in it replaced by a labelled excerpt (see `caller_quote`): serde repeats a wrong
/// value or name whole, however long. It reads `unknown type, caller's text "rumour"; expected
/// one of …`.
fn label_echo(message: &str, field: Option<&str>) -> String {
    for (prefix, plain, close) in ECHOES {
        let Some(rest) = message.strip_prefix(prefix) else {
            continue;
        };
        // The last ending: the caller's text may itself contain one.
        let end = ECHO_ENDINGS
            .iter()
            .filter_map(|ending| rest.rfind(&format!("{close}{ending}")))
            .max();
        if let Some(end) = end {
            let what = match (prefix, field) {
                ("unknown variant `", Some(field)) => format!("unknown {field}"),
                _ => plain.to_owned(),
            };
            let quoted = crate::boundary::caller_quote::quote(&rest[..end]);
            let ending = &rest[end + close.len_utf8() + 2..];
            return format!("{what}, {quoted}; {ending}");
        }
    }
    message.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_read_like_javascript() {
        let root = FieldPath::Root;
        let evidence = root.field("evidence");
        let item = evidence.index(2);
        assert_eq!(
            item.field("reliability").to_string(),
            "evidence[2].reliability"
        );
        assert_eq!(root.to_string(), "");
    }

    #[test]
    fn fractions_accept_numbers_and_numeric_strings_only() {
        let ok = |json: &str| serde_json::from_str::<Fraction>(json).map(|f| f.0);
        assert_eq!(ok("0.9").unwrap(), 0.9);
        assert_eq!(ok("\"0.9\"").unwrap(), 0.9);
        assert_eq!(ok("1").unwrap(), 1.0);
        for bad in [
            "1.2", "-0.1", "\"NaN\"", "\"inf\"", "\"high\"", "\"\"", "true", "null",
        ] {
            let error = ok(bad).unwrap_err().to_string();
            assert!(error.contains("from 0 to 1"), "{bad}: {error}");
        }
    }

    #[test]
    fn serde_echoes_of_caller_text_are_labelled_excerpts() {
        let long = "x".repeat(10_000);
        #[rustfmt::skip]
        let rows = [
            ("unknown variant `rumour`, expected `log` or `code`".to_owned(), Some("type"), "unknown type, caller's text \"rumour\"; expected `log` or `code`"),
            ("unknown variant `rumour`, expected `log` or `code`".to_owned(), None, "unknown value, caller's text \"rumour\"; expected `log` or `code`"),
            (format!("unknown variant `{long}`, expected one of `log`"), Some("type"), "unknown type, caller's text \"xxx"),
            ("invalid type: string \"a, expected b\", expected a number".to_owned(), None, "a string is not allowed here, caller's text \"a, expected b\"; expected a number"),
            ("unknown field `polarty`, there are no fields".to_owned(), None, "unknown field, caller's text \"polarty\"; there are no fields"),
            ("missing field `claim`".to_owned(), None, "missing field `claim`"),
        ];
        for (message, field, start) in rows {
            let labelled = label_echo(&message, field);
            assert!(labelled.starts_with(start), "{message:.80}: {labelled}");
            assert!(labelled.len() < 300, "{labelled}");
        }
    }

    #[test]
    fn limits_name_the_field_and_the_bound() {
        let root = FieldPath::Root;
        let at = root.field("claim");
        let error = check_chars(&"é".repeat(5), 4, &at).unwrap_err();
        assert_eq!(
            error.to_string(),
            "claim: at most 4 characters are allowed, got 5"
        );
        assert!(check_chars(&"é".repeat(4), 4, &at).is_ok());
        assert!(check_items(&vec![1, 2], 1, &at).is_err());
        assert!(check_nonblank(" \n", &at).is_err());
    }
}
