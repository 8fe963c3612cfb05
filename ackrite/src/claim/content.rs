//! What an item's content says beyond the words it shares with the claim (`docs/judgement.md`,
//! "Never more confident than the evidence"): whether it hedges, whether it ties a cause to an
//! effect, whether it reports a search of the whole place, several samples of a measurement, or
//! how many cases, and whether it says the opposite of the part it is labelled to support.
//!
//! Ackrite does not understand content; these are the few signals an engineer looks for first,
//! read from the fixed phrase lists of [`super::lexicon`].

use super::assertion::{specifics, without_parentheses, Assertion, Specific};
use super::lexicon::{self, Plain};
use crate::evidence::{Evidence, EvidenceType};

/// One item read for the signals the rules use.
#[derive(Debug, Clone)]
pub struct Content {
    /// Content and source, plain.
    pub plain: Plain,
    /// The content as written, for the lines a search printed.
    pub lines: Vec<String>,
    /// The hedge it is worded with, if any: it is then counted as an inference.
    pub hedge: Option<&'static str>,
    /// It states an intervention, a reproduction, an isolating difference or a reason.
    pub links: bool,
    /// It reports a search of the whole place.
    pub whole_search: bool,
    /// It covers every case of a range.
    pub every_case: bool,
    /// It reports several samples of a measurement (a median, a spread).
    pub samples: bool,
    /// It reports the sides measured alternately or in repeated separate runs.
    pub repeated: bool,
    /// The content words of what follows its first error word, parentheses left out: an error
    /// that gives a cause as its reason names it there.
    pub error_words: std::collections::BTreeSet<String>,
    /// The distinct cases it shows ("three fixtures", "run twice"); one at least.
    pub cases: usize,
    pub specifics: Vec<Specific>,
}

/// Types whose content is a machine's output: only an agent's own words around it hedge.
fn machine_output(kind: EvidenceType) -> bool {
    matches!(
        kind,
        EvidenceType::TestResult
            | EvidenceType::Log
            | EvidenceType::Code
            | EvidenceType::Config
            | EvidenceType::HttpRequest
            | EvidenceType::HttpResponse
    )
}

pub fn read(item: &Evidence) -> Content {
    let mut text = item.content.clone();
    if let Some(source) = &item.source {
        text.push_str(" \n ");
        text.push_str(source);
    }
    let plain = Plain::of(&text);
    let content = Plain::of(&item.content);
    let hedges = if machine_output(item.kind) {
        lexicon::AGENT_HEDGES
    } else {
        lexicon::HEDGES
    };
    let before_and_after = content.has(&["before"]) && content.has(&["after"]);
    Content {
        hedge: content.find(hedges),
        links: content.has(lexicon::LINKS) || before_and_after,
        whole_search: plain.has(lexicon::WHOLE_SEARCHES),
        every_case: content.has(lexicon::EVERY_CASE) || all_of(&content),
        samples: content.has(lexicon::SAMPLES),
        repeated: content.has(lexicon::REPEATED_SIDES)
            || counted(&content, &["runs", "rounds"]) >= 3,
        error_words: error_words(&item.content),
        cases: cases(&content),
        specifics: specifics(&text),
        lines: item.content.lines().map(str::to_owned).collect(),
        plain,
    }
}

/// "all 214 files", "214 of 214": a count of every case.
fn all_of(plain: &Plain) -> bool {
    let words: Vec<&str> = plain.as_str().split_whitespace().collect();
    words
        .windows(2)
        .any(|w| w[0] == "all" && w[1].parse::<usize>().is_ok())
        || words
            .windows(3)
            .any(|w| w[1] == "of" && w[0] == w[2] && w[0].parse::<usize>().is_ok_and(|n| n > 2))
}

/// The largest number written before one of `nouns`.
fn counted(plain: &Plain, nouns: &[&str]) -> usize {
    let words: Vec<&str> = plain.as_str().split_whitespace().collect();
    words
        .windows(2)
        .filter(|w| nouns.contains(&w[1]))
        .filter_map(|w| w[0].parse::<usize>().ok())
        .max()
        .unwrap_or(0)
}

fn error_words(content: &str) -> std::collections::BTreeSet<String> {
    let plain = Plain::of(&without_parentheses(content));
    match plain.find_at(lexicon::ERRORS) {
        Some((at, word)) => crate::words::content_words(&plain.as_str()[at + word.len()..]),
        None => Default::default(),
    }
}

/// Nouns whose count is a count of cases.
const CASE_NOUNS: &[&str] = &[
    "tests",
    "fixtures",
    "runs",
    "cases",
    "browsers",
    "platforms",
    "files",
    "machines",
    "hosts",
    "nodes",
    "environments",
    "times",
    "versions",
    "inputs",
    "users",
    "regions",
    "devices",
];

const COUNTS: &[(&str, usize)] = &[
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("twice", 2),
    ("both", 2),
];

/// The cases an item names: the largest count of a case noun it gives, else one.
fn cases(plain: &Plain) -> usize {
    let words: Vec<&str> = plain.as_str().split_whitespace().collect();
    let mut most = 1;
    for (i, w) in words.iter().enumerate() {
        let count = w
            .parse::<usize>()
            .ok()
            .or_else(|| COUNTS.iter().find(|(n, _)| n == w).map(|&(_, c)| c));
        let Some(count) = count else { continue };
        let noun = words.get(i + 1).is_some_and(|n| CASE_NOUNS.contains(n))
            || words.get(i + 2).is_some_and(|n| CASE_NOUNS.contains(n));
        if *w == "twice" || noun {
            most = most.max(count);
        }
    }
    most
}

impl Content {
    /// Whether one of this item's specifics is one of `assertion`'s, for each of them.
    pub fn specifics_shown(&self, assertion: &Assertion) -> Vec<bool> {
        assertion
            .specifics
            .iter()
            .map(|s| self.specifics.iter().any(|seen| s.matches(seen)))
            .collect()
    }

    /// The words of this item that plainly say the opposite of the part it supports, if any:
    /// for an absence, a use of the thing named; otherwise the part's verb negated, or its
    /// opposite ("did include" against "strips").
    pub fn conflict(&self, part_text: &str, assertion: &Assertion) -> Option<String> {
        let words: Vec<&str> = self.plain.as_str().split_whitespace().collect();
        let negated_before = |i: usize| {
            (i.saturating_sub(3)..i).any(|j| lexicon::NO_USE.contains(&words[j]) || words[j] == "t")
        };
        if assertion.absence.is_some() {
            if let Some(line) = self.call_site(part_text) {
                return Some(line);
            }
            for (i, w) in words.iter().enumerate() {
                if lexicon::USES.contains(w) && !negated_before(i) {
                    return Some(window(&words, i));
                }
            }
            return None;
        }
        let part = Plain::of(&part_text[assertion.at..]);
        let part_words: Vec<&str> = part.as_str().split_whitespace().collect();
        if part_words
            .iter()
            .any(|w| matches!(*w, "not" | "t" | "never" | "no" | "without"))
        {
            return None;
        }
        for &(claimed, opposites) in OPPOSITES {
            let has = |list: &[&str], w: &str| list.iter().any(|p| starts(w, p));
            if !part_words.iter().any(|w| has(&[claimed], w)) {
                continue;
            }
            // "arrived without the header" agrees with "strips the header".
            let absent = ["without", "missing", "absent", "no", "lacks", "lacking"];
            if words
                .iter()
                .any(|w| has(&[claimed], w) || absent.contains(w))
            {
                continue;
            }
            for (i, w) in words.iter().enumerate() {
                if has(opposites, w) && !negated_before(i) {
                    return Some(window(&words, i));
                }
            }
        }
        // The part's verb, negated in the item: "does not retry" against "retries".
        let verb = crate::words::stem(part_words.first()?);
        for (i, w) in words.iter().enumerate() {
            let negator = i > 0 && matches!(words[i - 1], "not" | "t" | "never");
            if negator && crate::words::stem(w) == verb && verb.len() > 2 {
                return Some(window(&words, i));
            }
        }
        None
    }
}

impl Content {
    /// A line of the item that calls an identifier the subject names (`name(` outside a
    /// definition): a search hit that is a use, not the absence it was sent to support.
    fn call_site(&self, subject: &str) -> Option<String> {
        let names: Vec<&str> = subject
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| w.len() > 3 && w.chars().any(|c| c.is_uppercase() || c == '_'))
            .collect();
        self.lines.iter().find_map(|line| {
            names.iter().find_map(|name| {
                let call = format!("{name}(");
                line.match_indices(&call).find_map(|(at, _)| {
                    let before = line[..at].trim_end();
                    let definition = ["function", "def", "fn", "func", "sub", "class", "void"]
                        .iter()
                        .any(|k| before.ends_with(k));
                    let from = before.rfind([':', '\n']).map_or(0, |i| i + 1);
                    (!definition).then(|| line[from..].trim().chars().take(80).collect())
                })
            })
        })
    }
}

/// Pairs of a claimed verb (as a prefix) and the words that say its opposite.
const OPPOSITES: &[(&str, &[&str])] = &[
    (
        "strip",
        &["include", "contain", "kept", "keeps", "forward", "preserv"],
    ),
    ("drop", &["kept", "keeps", "deliver", "preserv"]),
    ("remov", &["still present", "kept", "retain", "still there"]),
    ("reject", &["accept"]),
    ("accept", &["reject", "refus", "denied"]),
    ("block", &["allow", "let through"]),
    ("ignor", &["honor", "honour", "respect", "appl"]),
    ("skip", &["ran ", "execut"]),
];

fn starts(word: &str, prefix: &str) -> bool {
    word.starts_with(prefix.trim())
}

/// A few words around word `i`, quoted.
fn window(words: &[&str], i: usize) -> String {
    let from = i.saturating_sub(2);
    let to = (i + 4).min(words.len());
    words[from..to].join(" ")
}

#[cfg(test)]
mod tests {
    use super::read;
    use crate::claim::assertion;
    use crate::evidence::{Evidence, EvidenceType, Polarity};

    fn item(kind: EvidenceType, content: &str) -> Evidence {
        Evidence {
            kind,
            source: None,
            content: content.to_owned(),
            polarity: Polarity::Supports,
            reliability: 0.9,
        }
    }

    #[test]
    fn hedges_in_prose_and_in_output() {
        #[rustfmt::skip]
        let rows = [
            ("a guess filed as an observation", EvidenceType::ObservedBehavior, "the pool must have been exhausted", Some("must have")),
            ("a negated hedge hedges the same", EvidenceType::ObservedBehavior, "it is not likely that any row changed", Some("likely")),
            ("a test's own wording is output", EvidenceType::TestResult, "test_should_return_401 passed; retries may be retried", None),
            ("an agent's hedge around output", EvidenceType::Log, "probably the cause: ERROR pool exhausted", Some("probably")),
        ];
        for (rule, kind, content, hedge) in rows {
            assert_eq!(read(&item(kind, content)).hedge, hedge, "{rule}");
        }
    }

    #[test]
    fn signals() {
        let bisect = read(&item(
            EvidenceType::TestResult,
            "git bisect points at 4f2a; reverting it makes the test pass",
        ));
        assert!(bisect.links);
        let side_by_side = read(&item(
            EvidenceType::Log,
            "openssl 3.2.1 handshake failed: unknown ca",
        ));
        assert!(!side_by_side.links);
        assert_eq!(
            read(&item(EvidenceType::TestResult, "passes in three fixtures")).cases,
            3
        );
        assert_eq!(
            read(&item(EvidenceType::TestResult, "54 passed (run twice)")).cases,
            2
        );
        assert!(read(&item(EvidenceType::Log, "repository-wide search: no hits")).whole_search);
    }

    #[test]
    fn conflicts() {
        #[rustfmt::skip]
        let rows = [
            ("the opposite verb", "the proxy strips the Authorization header", "the request did include the Authorization header", true),
            ("agreeing wording is no conflict", "the proxy strips the Authorization header", "the request arrived without the Authorization header", false),
            ("a caller against an absence", "formatLegacyInvoice is unused", "src/billing/export.ts:88 calls formatLegacyInvoice(inv)", true),
            ("no callers agrees with an absence", "formatLegacyInvoice is unused", "grep: no callers of formatLegacyInvoice", false),
            ("the verb negated", "the client retries on 504", "the client does not retry on 504", true),
        ];
        for (rule, part, content, conflict) in rows {
            let a = assertion::read(part);
            let c = read(&item(EvidenceType::Log, content));
            assert_eq!(c.conflict(part, &a).is_some(), conflict, "{rule}");
        }
    }
}
