//! The claim's own words for the texts of a proof plan (`docs/domains.md`, "Written for the
//! claim"): its subject, the claim as a statement, and for causal and absence claims the cause,
//! the effect and the thing said to be gone.
//!
//! A checklist item or an experiment that could be pasted under any claim is no answer, so the
//! texts quote these phrases. The subject is read without a parser: the words from the start
//! of the claim up to its first verb (a listed verb or adverb, or a word followed by an
//! article), at most eight words, ending at clause punctuation. A claim that starts with an
//! action ("Raising max_connections to 500 …") is about the thing acted on; a subject that only
//! names who acts ("The scheduler runs the cleanup job") gives way to what follows its verb. A
//! claim with no such phrase falls back to its first six words.

use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::OnceLock;

use super::parts::{ClaimParts, Role};

/// A word list written as one string for reading, looked up as a set: every word of a claim is
/// checked against several lists, and a scan of a 200-word string per check cost more than the
/// rest of writing the proof plan.
struct Listed {
    words: &'static str,
    set: OnceLock<HashSet<&'static str>>,
}

impl Listed {
    const fn new(words: &'static str) -> Self {
        Listed {
            words,
            set: OnceLock::new(),
        }
    }

    fn has(&self, word: &str) -> bool {
        self.set
            .get_or_init(|| self.words.split_whitespace().collect())
            .contains(word)
    }
}

/// Adverbs, negations and conjunctions that stand between a subject and its verb.
static STOPPERS: Listed = Listed::new(
    "still now always never no not only also already sometimes often \
    usually actually really currently intermittently randomly then because when if since so \
    which that while until after before anymore",
);

/// Words after which the previous word is read as a verb ("build strips the Retrofit …").
static DETERMINERS: Listed =
    Listed::new("the a an its their any some this these those our his her");

/// Prepositions and conjunctions, never read as verbs.
static LINKS: Listed = Listed::new("of in on for to at from with by and or as into over under");

/// First words that are lowercased when the phrase moves into the middle of a sentence.
static LOWERABLE: Listed = Listed::new(
    "the a an all every each some two three both our my this these those \
    its their any no several multiple many users clients customers requests jobs tests builds \
    pods workers deploys deployments messages events orders sessions queries writes reads logs \
    files tokens rows tables errors retries migrations services containers nodes",
);

/// Subjects that only name who acts; the claim is then about what follows the verb.
static AGENTS: Listed = Listed::new(
    "scheduler system service server app application it we they code cron \
    platform team",
);

/// Words ending in "ing" that are not gerunds.
static NOT_GERUNDS: Listed = Listed::new("spring string thing ring ping king swing");

const MAX_WORDS: usize = 8;

/// The claim's words, read for the texts of its proof plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimText {
    /// The claim as a statement: no final period, first word lowercased when it may be.
    pub statement: String,
    /// The noun phrase the claim is about ("the nightly backup job").
    pub subject: String,
    /// For a causal claim, the named cause and the effect, as noun phrases.
    pub cause: Option<String>,
    pub effect: Option<String>,
    /// For an absence claim, what is said to be gone ("native authentication").
    pub gone: String,
    /// The subject is a client (an app, a browser, an SDK): what it sends is observed where it
    /// arrives, not by sending a request of one's own.
    pub client: bool,
}

/// Words that make a subject a client of an API rather than the API, read as the subject's head
/// noun: "the mobile API" is an API. "Our app" alone is as often the server as the client, so an
/// app is one only with a device named ("the mobile app").
const CLIENTS: &[&str] = &[
    "client",
    "clients",
    "browser",
    "frontend",
    "sdk",
    "ui",
    "spa",
    "extension",
];
const DEVICES: &[&str] = &["mobile", "ios", "android", "desktop"];

/// A chunk without the punctuation around it, lowercased.
fn bare(chunk: &str) -> Cow<'_, str> {
    crate::words::lowercase(chunk.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''))
}

fn ends_clause(chunk: &str) -> bool {
    chunk.ends_with([',', ';', ':', '.', '!', '?'])
}

/// "Raising", "Upgrading": a claim that starts with an action.
fn is_gerund(word: &str) -> bool {
    // Borrowed when the word is lowercase already, as most are.
    let lower = crate::words::lowercase(word);
    lower.len() > 5
        && lower.ends_with("ing")
        && lower.chars().all(|c| c.is_ascii_alphabetic())
        && !NOT_GERUNDS.has(&lower)
}

/// The noun phrase at the start of `chunks` (rules in the module documentation).
fn noun_phrase(chunks: &[&str], stop_at_to: bool) -> String {
    let mut out: Vec<&str> = Vec::new();
    // Each chunk is read bare once: as the word after one chunk, then as the next word.
    let mut next = chunks.first().map(|c| bare(c)).unwrap_or_default();
    for (i, chunk) in chunks.iter().enumerate() {
        let word = std::mem::replace(
            &mut next,
            chunks.get(i + 1).map(|c| bare(c)).unwrap_or_default(),
        );
        let verb_by_position = word.chars().all(|c| c.is_ascii_lowercase())
            && DETERMINERS.has(&next)
            && !STOPPERS.has(&word)
            && !DETERMINERS.has(&word)
            && !LINKS.has(&word);
        // An -ing word inside a noun phrase names a thing ("the allowed-origins setting").
        // A capitalised word after the first is a name ("the new Go transport"), not a verb.
        let name = i > 0 && chunk.starts_with(|c: char| c.is_uppercase());
        let ends = (super::verbs::is_verb(&word) && !word.ends_with("ing") && !name)
            || STOPPERS.has(&word)
            || (stop_at_to && word == "to")
            || verb_by_position;
        if i > 0 && ends {
            break;
        }
        out.push(chunk);
        if ends_clause(chunk) || out.len() == MAX_WORDS {
            break;
        }
    }
    let phrase = out.join(" ");
    lower_first(phrase.trim_end_matches([',', ';', ':', '.', '!', '?']))
}

/// Lowercase the first word when it only starts the sentence ("The", "All", "Raising"); names
/// keep their case ("Kafka", "GC").
fn lower_first(phrase: &str) -> String {
    let first = phrase.split_whitespace().next().unwrap_or("");
    if LOWERABLE.has(&crate::words::lowercase(first)) || is_gerund(first) {
        let mut chars = phrase.chars();
        chars.next().map_or_else(String::new, |c| {
            c.to_lowercase().collect::<String>() + chars.as_str()
        })
    } else {
        phrase.to_owned()
    }
}

fn non_empty(phrase: String) -> Option<String> {
    phrase.chars().any(char::is_alphanumeric).then_some(phrase)
}

/// Read `claim`, split into `parts`, for its texts.
pub(crate) fn read(claim: &str, parts: &ClaimParts) -> ClaimText {
    let chunks: Vec<&str> = claim.split_whitespace().collect();
    let words: Vec<Cow<'_, str>> = chunks.iter().map(|c| bare(c)).collect();
    let mut subject = subject(&chunks);
    if crate::words::content_words(&subject).is_empty() {
        // A noun phrase cut to its article ("the"): the words before the claim's first verb.
        let head = super::verbs::first_verb(claim).map_or(claim, |at| &claim[..at]);
        if let Some(head) = non_empty(lower_first(head.trim())) {
            subject = head;
        }
    }
    // "In the worker, the HTTP client timeout": a leading phrase set off by a comma frames the
    // subject, it is not part of it.
    if let Some((_, after)) = subject.rsplit_once(", ") {
        if !crate::words::content_words(after).is_empty() {
            subject = after.to_owned();
        }
    }
    // "In production the worker": without the comma, the frame ends where the subject's own
    // determiner starts.
    let subject_words: Vec<&str> = subject.split_whitespace().collect();
    let framed = subject_words.first().is_some_and(|w| {
        matches!(
            w.to_lowercase().as_str(),
            "in" | "on" | "at" | "for" | "during" | "under" | "with" | "after"
        )
    });
    if framed {
        let determiner = |i: &usize| DETERMINERS.has(&subject_words[*i].to_lowercase());
        if let Some(at) = (1..subject_words.len()).find(determiner) {
            subject = subject_words[at..].join(" ");
        }
    }
    // A phrase of five words or more in a claim without a recognised verb may be the whole
    // clause ("the consumer group rebalances every five minutes"): a slot that wants a noun
    // phrase gets the claim quoted instead of a fragment of the wrong kind.
    let statement = claim.trim().trim_end_matches(['.', '!']).trim_end();
    if super::verbs::first_verb(claim).is_none() && subject.split_whitespace().count() >= 5 {
        subject = format!("\"{statement}\"");
    }
    // The cause and the effect are the claim's own causal parts: one list of causal forms
    // decides where a claim names a cause (`super::causal`).
    let role_at = |role: Role| parts.parts.iter().position(|p| p.role == role);
    let (cause_at, effect_at) = (role_at(Role::Cause), role_at(Role::Effect));
    let phrase_of = |at: usize, stop_at_to: bool| {
        let chunks: Vec<&str> = parts.parts[at].text.split_whitespace().collect();
        non_empty(noun_phrase(&chunks, stop_at_to))
    };
    let cause = cause_at.and_then(|c| phrase_of(c, false));
    // "Y causes X to fail": an effect written after its cause ends before "to".
    let effect = effect_at.and_then(|e| phrase_of(e, cause_at.is_some_and(|c| c < e)));
    let gone = gone(&chunks, &words).unwrap_or_else(|| subject.clone());
    let words: Vec<String> = subject
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let head = words.last().map_or("", String::as_str);
    let client = CLIENTS.contains(&head)
        || (matches!(head, "app" | "apps") && words.iter().any(|w| DEVICES.contains(&w.as_str())));
    ClaimText {
        client,
        statement: lower_first(statement),
        subject,
        cause,
        effect,
        gone,
    }
}

/// The claim's subject (the rules in the module documentation).
fn subject(chunks: &[&str]) -> String {
    if chunks.first().is_some_and(|w| is_gerund(w)) {
        let rest = &chunks[1..];
        let end = rest
            .iter()
            .position(|c| matches!(bare(c).as_ref(), "to" | "by" | "from"))
            .unwrap_or(rest.len());
        if let Some(phrase) = non_empty(noun_phrase(&rest[..end], false)) {
            return phrase;
        }
    }
    let mut phrase = noun_phrase(chunks, false);
    // The subject ends where the claim's first verb starts, as the parts' assertions read it
    // ("the billing webhook | answers 409", "Checkout requests | time out").
    let joined = chunks.join(" ");
    if let Some(at) = super::verbs::first_verb(&joined) {
        let before = joined[..at].split_whitespace().count();
        if before > 0 && phrase.split_whitespace().count() > before {
            phrase = phrase
                .split_whitespace()
                .take(before)
                .collect::<Vec<_>>()
                .join(" ");
        }
    }
    let length = phrase.split_whitespace().count();
    let agent_only = phrase.split_whitespace().all(|w| {
        let w = crate::words::lowercase(w);
        LOWERABLE.has(&w) || AGENTS.has(&w)
    });
    let names_agent = agent_only
        && phrase
            .split_whitespace()
            .any(|w| AGENTS.has(&crate::words::lowercase(w)));
    // "Our app is exposed to …": after a copula or an auxiliary comes a predicate, no object.
    let auxiliary = chunks
        .get(length)
        .is_some_and(|verb| super::verbs::is_auxiliary(&bare(verb)));
    if agent_only && names_agent && !auxiliary && length + 1 < chunks.len() {
        // Skip the verb after the agent and read its object.
        if let Some(object) = non_empty(noun_phrase(&chunks[length + 1..], false)) {
            return object;
        }
    }
    non_empty(phrase).unwrap_or_else(|| lower_first(&chunks[..chunks.len().min(6)].join(" ")))
}

/// What "X no longer supports Y", "nothing calls Y" or "X removed Y" says is gone: Y.
fn gone(chunks: &[&str], words: &[Cow<'_, str>]) -> Option<String> {
    for i in 0..words.len() {
        let verb_at = if words[i] == "no" && words.get(i + 1).is_some_and(|w| w == "longer") {
            i + 2
        } else if matches!(words[i].as_ref(), "nothing" | "nobody") {
            i + 1
        } else if i > 0
            && matches!(words[i].as_ref(), "removed" | "deleted" | "deprecated")
            && words
                .get(i + 1)
                .is_some_and(|w| DETERMINERS.has(w) || w == "all")
        {
            i
        } else {
            continue;
        };
        // "X is no longer used by Y": a participle or "by" after it says the subject is gone.
        let verb = words.get(verb_at).map_or("", |w| w.as_ref());
        let passive = verb.ends_with("ed")
            || matches!(verb, "available" | "present" | "needed")
            || words.get(verb_at + 1).is_some_and(|w| w == "by");
        if passive && words[i] == "no" {
            return None;
        }
        let object = chunks.get(verb_at + 1..)?;
        return non_empty(noun_phrase(object, false));
    }
    None
}

/// The first letter uppercased, for a text that starts with the phrase; a first word that is a
/// name as written (`spring.datasource.url`, `package-lock.json`, `iOS`) keeps its case.
pub(crate) fn capitalised(phrase: &str) -> String {
    let first = phrase.split_whitespace().next().unwrap_or("");
    if !first.chars().all(|c| c.is_ascii_lowercase()) {
        return phrase.to_owned();
    }
    let mut chars = phrase.chars();
    let mut out = String::with_capacity(phrase.len() + 2);
    if let Some(first) = chars.next() {
        out.extend(first.to_uppercase());
        out.push_str(chars.as_str());
    }
    out
}
