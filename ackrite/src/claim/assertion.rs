//! What one part of a claim asserts (`docs/judgement.md`, "Shows, not shares"): its subject,
//! its assertion, its specifics, and whether it speaks of every case, of an absence or of a
//! comparison.
//!
//! Why the split: an item that shares only the subject ("Linux" in "the Linux crypto stack signs
//! the JWT differently") says nothing of what is asserted about it. The assertion starts at the
//! part's first verb; a part without one (a bare noun phrase: "the checkout timeouts") asserts
//! all its words. Specifics — numbers with their units, status codes, versions, identifiers with
//! digits — are kept as written, since normalisation drops numbers but "504" is exactly what a
//! retry claim is about.

use std::collections::BTreeSet;

use super::lexicon::{self, Plain};
use super::verbs::first_verb;
use crate::words;

/// What a part asserts.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Assertion {
    /// Where the assertion starts in the part's text (0 for a bare noun phrase).
    pub at: usize,
    /// The content words of the assertion.
    pub words: BTreeSet<String>,
    /// Numbers, codes, versions and identifiers with digits, in the assertion.
    pub specifics: Vec<Specific>,
    /// The word that makes it speak of every case ("always", "every"), if any.
    pub universal: Option<&'static str>,
    /// The wording that makes it an absence ("unused", "no longer"), if any.
    pub absence: Option<&'static str>,
    /// The comparative that makes it a comparison ("slower", "dropped"), if any.
    pub comparison: Option<&'static str>,
}

/// One specific: as written, and what it is compared as.
#[derive(Debug, Clone, PartialEq)]
pub struct Specific {
    pub text: String,
    pub value: Value,
}

impl Eq for Specific {}

/// How a specific is compared.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    /// A quantity in a base unit (milliseconds, percent, bytes, or none), with the side of a
    /// threshold it states ("above 90%": at least, exclusive).
    Quantity {
        amount: f64,
        unit: Unit,
        bound: Bound,
    },
    /// A token compared as written, lowercased (a version, `SA5011`, `#1877`).
    Token,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    None,
    Millis,
    Percent,
    Bytes,
    Times,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    Exactly,
    Above,
    Below,
}

/// Reads what `text` (one part) asserts.
pub fn read(text: &str) -> Assertion {
    let at = first_verb(text)
        .filter(|&at| !modifies_a_noun(text, at))
        .unwrap_or(0);
    // A parenthesis explains; it does not add to what is asserted.
    let asserted = without_parentheses(&text[at..]);
    let asserted = asserted.as_str();
    let plain = Plain::of(text);
    Assertion {
        at,
        words: words::content_words(asserted),
        specifics: specifics(asserted),
        universal: universal(&plain),
        absence: absence(&plain),
        comparison: comparison(text, &plain),
    }
}

impl Assertion {
    /// The assertion's words and specifics that `shown` (words) and `specifics_shown` leave
    /// out, as the claim writes them: the `unshown` list of a part.
    pub fn unshown(
        &self,
        text: &str,
        shown_words: &BTreeSet<String>,
        shown_specifics: &[bool],
    ) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut seen = BTreeSet::new();
        for raw in text[self.at..].split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-')) {
            if raw.is_empty() || raw.chars().any(|c| c.is_ascii_digit()) {
                continue;
            }
            let canon = words::content_words(raw);
            if canon.is_empty() || canon.iter().all(|w| shown_words.contains(w)) {
                continue;
            }
            if seen.insert(raw.to_lowercase()) {
                out.push(raw.to_owned());
            }
        }
        for (specific, &shown) in self.specifics.iter().zip(shown_specifics) {
            if !shown && seen.insert(specific.text.to_lowercase()) {
                out.push(specific.text.clone());
            }
        }
        out
    }
}

/// A verb that opens a relative clause ("the migration that added a column") or a participle
/// after a noun ("a lock taken by the migration") describes the subject; the part is then a noun
/// phrase, and all of it is asserted.
fn modifies_a_noun(text: &str, at: usize) -> bool {
    let before = text[..at]
        .split_whitespace()
        .next_back()
        .unwrap_or_default()
        .to_lowercase();
    let rest = &text[at..];
    let mut words = rest.split_whitespace();
    let verb = words.next().unwrap_or_default().to_lowercase();
    let next = words.next().unwrap_or_default().to_lowercase();
    let relative = matches!(before.as_str(), "that" | "which" | "who");
    let participle = (verb.ends_with("ed") || verb.ends_with("en"))
        && matches!(next.as_str(), "by" | "in" | "from" | "during")
        && !matches!(
            before.as_str(),
            "is" | "was" | "are" | "were" | "been" | "be" | "has" | "have" | "had" | "being"
        );
    relative || participle
}

/// `text` without what stands inside parentheses: an aside, not what is said.
pub(super) fn without_parentheses(text: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Absence wording, unless a condition or a relative clause introduces it: "skips rows when the
/// key is missing" and "returns 500 for ids that do not exist" describe a case, they do not say
/// something is gone.
fn absence(plain: &Plain) -> Option<&'static str> {
    let (at, phrase) = plain.find_at(lexicon::ABSENCES)?;
    let before = &plain.as_str()[..at];
    // "ids that do not exist", "rows whose ids are missing": right after a relative pronoun
    // (or within a "whose" phrase), the absence describes the noun before it. "Code which seems
    // not to be used" keeps its absence: a verb of its own stands between.
    let mut last = before.split_whitespace().rev();
    let relative = last
        .next()
        .is_some_and(|w| matches!(w, "that" | "which" | "who" | "where"))
        || before
            .split_whitespace()
            .rev()
            .take(3)
            .any(|w| w == "whose");
    (!relative && !Plain::of(before).has(lexicon::CONDITIONS)).then_some(phrase)
}

fn universal(plain: &Plain) -> Option<&'static str> {
    let (at, word) = plain.find_at(lexicon::UNIVERSALS)?;
    let after = &plain.as_str()[at + word.len()..];
    let next = after.split_whitespace().next().unwrap_or_default();
    // "every 5 minutes", "every five minutes", "every night": a frequency.
    let frequency = lexicon::PERIODS.contains(&next)
        || next.starts_with(|c: char| c.is_ascii_digit())
        || NUMBER_WORDS.contains(&next);
    let at_all = plain.as_str()[..at].ends_with(" at ");
    let if_any = word == "any" && plain.as_str()[..at].ends_with(" if ");
    (!(frequency || at_all || if_any)).then_some(word)
}

/// A comparative counts with a quantity or a before-and-after ("dropped from 98% to 91%",
/// "slower than 2.3", "since the upgrade"); "drops messages" is no comparison.
fn comparison(text: &str, plain: &Plain) -> Option<&'static str> {
    let word = plain.find(lexicon::COMPARATIVES)?;
    let quantity = text.chars().any(|c| c.is_ascii_digit());
    (quantity || plain.has(lexicon::BEFORE_AND_AFTER)).then_some(word)
}

/// The specifics of `text`.
pub fn specifics(text: &str) -> Vec<Specific> {
    let mut out: Vec<Specific> = Vec::new();
    let tokens: Vec<&str> = text
        .split(|c: char| {
            c.is_whitespace()
                || matches!(
                    c,
                    ',' | ';' | '(' | ')' | '"' | '`' | '[' | ']' | '\'' | '='
                )
        })
        .map(|t| t.trim_end_matches(['.', ':', '!', '?']))
        // "{502, 503, 504}": braces around a number belong to the code, not to it; a path
        // template keeps its own ("/v2/orders/{id}").
        .map(|t| {
            if t.contains('/') {
                t
            } else {
                t.trim_matches(['{', '}'])
            }
        })
        .filter(|t| !t.is_empty())
        .collect();
    for (i, &token) in tokens.iter().enumerate() {
        let token = token.strip_suffix("'s").unwrap_or(token);
        let spelled = NUMBER_WORDS
            .iter()
            .position(|w| token.eq_ignore_ascii_case(w))
            .map(|k| (k + 2).to_string());
        let token = spelled.as_deref().unwrap_or(token);
        if !token.chars().any(|c| c.is_ascii_digit()) {
            continue;
        }
        let before = i.checked_sub(1).map(|j| tokens[j].to_ascii_lowercase());
        let before2 = i.checked_sub(2).map(|j| tokens[j].to_ascii_lowercase());
        let bound =
            match (before2.as_deref(), before.as_deref()) {
                (_, Some("above" | "over" | ">" | ">="))
                | (Some("more" | "greater"), Some("than")) => Bound::Above,
                (_, Some("below" | "under" | "<" | "<="))
                | (Some("less" | "fewer"), Some("than")) => Bound::Below,
                _ => Bound::Exactly,
            };
        // "30 * time.Second", "500 * time.Millisecond": a duration written in code.
        let next = match tokens.get(i + 1) {
            Some(&"*") => tokens.get(i + 2).map(|t| {
                let unit = t.to_ascii_lowercase();
                unit.strip_prefix("time.").unwrap_or(&unit).to_owned()
            }),
            next => next.map(|t| t.to_ascii_lowercase()),
        };
        let value = quantity(token, next.as_deref(), bound)
            .map(|v| unit_before(v, before.as_deref()))
            .unwrap_or(Value::Token);
        let specific = Specific {
            text: tokens[i].strip_suffix("'s").unwrap_or(tokens[i]).to_owned(),
            value,
        };
        if !out.contains(&specific) {
            out.push(specific);
        }
    }
    out
}

/// Numbers agents spell out, from two (one is too common to be a specific).
const NUMBER_WORDS: &[&str] = &[
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
];

/// "minutes=30": a bare number whose unit is written before it.
fn unit_before(value: Value, before: Option<&str>) -> Value {
    match (value, before) {
        (
            Value::Quantity {
                amount,
                unit: Unit::None,
                bound,
            },
            Some(word),
        ) => match quantity(&format!("{amount}"), Some(word), bound) {
            Some(Value::Quantity { unit, amount, .. }) if unit != Unit::None => Value::Quantity {
                amount,
                unit,
                bound,
            },
            _ => value,
        },
        _ => value,
    }
}

/// A number with an optional unit, glued to it or in the next token.
fn quantity(token: &str, next: Option<&str>, bound: Bound) -> Option<Value> {
    let digits_end = token
        .char_indices()
        .find(|&(_, c)| !(c.is_ascii_digit() || c == '.'))
        .map_or(token.len(), |(i, _)| i);
    let (number, glued) = token.split_at(digits_end);
    let number = number.trim_end_matches('.');
    if number.is_empty() || number.matches('.').count() > 1 {
        return None;
    }
    let amount: f64 = number.parse().ok()?;
    let unit_word = if glued.is_empty() {
        next.unwrap_or_default()
    } else {
        glued
    };
    // "502s", "the 1990s": a plural, not seconds.
    let plural = glued == "s" && amount.fract() == 0.0 && (100.0..=599.0).contains(&amount);
    let unit_word = if plural { "" } else { unit_word };
    let glued = if plural { "" } else { glued };
    let (unit, scale) = match unit_word.to_ascii_lowercase().as_str() {
        "ms" | "millisecond" | "milliseconds" => (Unit::Millis, 1.0),
        "s" | "sec" | "secs" | "second" | "seconds" => (Unit::Millis, 1000.0),
        "min" | "mins" | "minute" | "minutes" => (Unit::Millis, 60_000.0),
        "h" | "hour" | "hours" => (Unit::Millis, 3_600_000.0),
        "%" | "percent" => (Unit::Percent, 1.0),
        "kb" | "kib" => (Unit::Bytes, 1024.0),
        "mb" | "mib" => (Unit::Bytes, 1024.0 * 1024.0),
        "gb" | "gib" => (Unit::Bytes, 1024.0 * 1024.0 * 1024.0),
        "x" | "×" => (Unit::Times, 1.0),
        _ if glued.is_empty() => (Unit::None, 1.0),
        _ => return None,
    };
    Some(Value::Quantity {
        amount: amount * scale,
        unit,
        bound,
    })
}

impl Specific {
    /// Whether `other` (a specific of an item) is the same thing: the same token, or the same
    /// quantity in the same kind of unit — on the claimed side of a threshold.
    pub fn matches(&self, other: &Specific) -> bool {
        match (self.value, other.value) {
            (
                Value::Quantity {
                    amount,
                    unit,
                    bound,
                },
                Value::Quantity {
                    amount: seen,
                    unit: seen_unit,
                    ..
                },
            ) => {
                unit == seen_unit
                    && match bound {
                        Bound::Exactly => (amount - seen).abs() <= amount.abs() * 1e-9,
                        Bound::Above => seen > amount,
                        Bound::Below => seen < amount,
                    }
            }
            (Value::Token, Value::Token) => {
                self.text.eq_ignore_ascii_case(&other.text) || same_route(&self.text, &other.text)
            }
            _ => false,
        }
    }
}

/// Two paths that name one route: the same segments, where a placeholder (`{id}`, `:id`,
/// `<id>`) stands for any one segment ("/v2/orders/{id}", "/v2/orders/:id", "/v2/orders/8812"),
/// a URL standing for its path.
fn same_route(a: &str, b: &str) -> bool {
    let placeholder = |s: &str| {
        (s.starts_with('{') && s.ends_with('}'))
            || (s.starts_with('<') && s.ends_with('>'))
            || (s.starts_with(':') && s.len() > 1)
    };
    // "https://api.example.com/v2/orders/8812": the path of a URL is its route.
    let route = |s: &str| -> String {
        match s.split_once("://") {
            Some((_, rest)) => rest
                .find('/')
                .map_or(String::new(), |at| rest[at..].to_owned()),
            None => s.to_owned(),
        }
    };
    let (a, b) = (route(a), route(b));
    let (a, b) = (a.trim_end_matches('/'), b.trim_end_matches('/'));
    if !(a.starts_with('/') && b.starts_with('/')) {
        return false;
    }
    let (a, b): (Vec<&str>, Vec<&str>) = (a.split('/').collect(), b.split('/').collect());
    a.len() == b.len()
        && a.iter().zip(&b).all(|(x, y)| {
            x.eq_ignore_ascii_case(y)
                || ((placeholder(x) || placeholder(y)) && !x.is_empty() && !y.is_empty())
        })
}

#[cfg(test)]
mod tests {
    use super::{read, specifics, Bound, Unit, Value};

    #[test]
    fn subject_and_assertion() {
        #[rustfmt::skip]
        let rows = [
            ("the subject is what stands before the first verb", "The Linux crypto stack signs the JWT differently", "signs the JWT differently"),
            ("a listed verb opens the assertion", "The nightly export writes Parquet with Snappy compression", "writes Parquet with Snappy compression"),
            ("a bare noun phrase asserts all its words", "the checkout timeouts", "the checkout timeouts"),
        ];
        for (rule, text, assertion) in rows {
            assert_eq!(&text[read(text).at..], assertion, "{rule}");
        }
    }

    #[test]
    fn specifics_and_units() {
        let found = specifics("retries on 502 and 504 within 0.5 s, above 90%");
        let values: Vec<Value> = found.iter().map(|s| s.value).collect();
        assert!(values.contains(&Value::Quantity {
            amount: 502.0,
            unit: Unit::None,
            bound: Bound::Exactly
        }));
        assert!(values.contains(&Value::Quantity {
            amount: 500.0,
            unit: Unit::Millis,
            bound: Bound::Exactly
        }));
        assert!(values.contains(&Value::Quantity {
            amount: 90.0,
            unit: Unit::Percent,
            bound: Bound::Above
        }));
        let code = specifics("client.Timeout = 30 * time.Second; RETRY = {502, 503, 504}");
        assert!(
            specifics("times out after 30s")[0].matches(&code[0]),
            "a Go duration is a duration"
        );
        assert!(
            found[0].matches(&code[1]),
            "a number inside braces is a number"
        );
        let route = &specifics("PATCH /v2/orders/{id} returns 409")[0];
        for path in [
            "router.patch('/v2/orders/:id', h)",
            "PATCH /v2/orders/8812 -> 409",
        ] {
            assert!(specifics(path).iter().any(|s| route.matches(s)), "{path}");
        }
        assert!(
            !route.matches(&specifics("GET /v2/orders/8812/items")[0]),
            "another route"
        );
        let ms = &specifics("took 500 ms")[0];
        assert!(found.iter().any(|s| s.matches(ms)), "500 ms is 0.5 s");
        let seen = &specifics("disk at 93%")[0];
        assert!(found.iter().any(|s| s.matches(seen)), "93% is above 90%");
    }

    #[test]
    fn kinds() {
        #[rustfmt::skip]
        let rows = [
            ("a universal", "it always gives up after three attempts", true, false, false),
            ("a frequency is no universal", "the job runs every 5 minutes", false, false, false),
            ("an absence", "formatLegacyInvoice is unused", false, true, false),
            ("a comparison with a quantity", "PR 942 makes it 17% slower", false, false, true),
            ("a comparative alone is no comparison", "the broker drops messages", false, false, false),
        ];
        for (rule, text, universal, absence, comparison) in rows {
            let a = read(text);
            assert_eq!(a.universal.is_some(), universal, "{rule}");
            assert_eq!(a.absence.is_some(), absence, "{rule}");
            assert_eq!(a.comparison.is_some(), comparison, "{rule}");
        }
    }
}
