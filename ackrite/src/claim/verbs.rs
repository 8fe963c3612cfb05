//! The verbs that make a stretch of a claim an assertion of its own (`docs/judgement.md`,
//! "Compound claims").
//!
//! Why a list: a comma or "and" joins either two assertions ("the worker fails on startup and
//! the queue is growing") or two nouns inside one ("retries on 502, 503 and 504"; "the API and
//! the worker share one pool"). The difference is whether each side says something — holds a
//! verb. A fixed list of auxiliaries, modals and the verbs common in technical claims decides it
//! predictably; a listed word directly after an article or possessive is a noun ("the read and
//! write timeouts", "the build").

use std::collections::HashSet;
use std::sync::LazyLock;

/// Auxiliaries and modals, as written.
const AUXILIARIES: &[&str] = &[
    "is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "can", "could",
    "does", "do", "did", "will", "would", "should", "shall", "may", "might", "must", "isn", "aren",
    "wasn", "weren", "hasn", "haven", "doesn", "don", "didn", "won", "can't", "cannot",
];

/// Verbs of technical claims, each with the forms a claim uses. Regular forms (`-s`, `-es`,
/// `-ed`, `-d`, `-ing`) are generated from the base; irregular ones are listed after it.
const VERBS: &[&[&str]] = &[
    &["run", "ran", "running"],
    &["evict"],
    &["lack"],
    &["override", "overrode", "overridden"],
    &["prevent"],
    &["slow"],
    &["let", "lets", "letting"],
    &["display"],
    &["default"],
    &["cascade"],
    &["scan"],
    &["invalidate"],
    &["spawn"],
    &["queue"],
    &["redirect"],
    &["forward"],
    &["route"],
    &["encrypt"],
    &["truncate"],
    &["round"],
    &["batch"],
    &["throttle"],
    &["deadlock"],
    &["rerender"],
    &["rebalance"],
    &["carry", "carried", "carries"],
    &["corrupt"],
    &["return"],
    &["fail"],
    &["use", "using"],
    &["come", "came", "coming"],
    &["receive", "receiving"],
    &["build", "built"],
    &["read"],
    &["write", "wrote", "written", "writing"],
    &["send", "sent"],
    &["get", "got", "gets", "getting"],
    &["take", "took", "taken", "taking"],
    &["make", "made", "making"],
    &["show", "shown"],
    &["crash"],
    &["hang", "hung"],
    &["throw", "threw", "thrown"],
    &["break", "broke", "broken"],
    &["pass"],
    &["accept"],
    &["reject"],
    &["drop", "dropped", "dropping"],
    &["skip", "skipped", "skipping"],
    &["serve", "serving"],
    &["handle", "handling"],
    &["load"],
    &["reach"],
    &["exceed"],
    &["hit", "hits", "hitting"],
    &["wait"],
    &["retry", "retries", "retried"],
    &["restart"],
    &["create", "creating"],
    &["delete", "deleting"],
    &["remove", "removing"],
    &["add"],
    &["contain"],
    &["include", "including"],
    &["expose"],
    &["listen"],
    &["connect"],
    &["resolve", "resolving"],
    &["leak"],
    &["grow", "grew", "grown"],
    &["spike"],
    &["increase", "increasing"],
    &["decrease", "decreasing"],
    &["allow"],
    &["deny", "denies", "denied"],
    &["require", "requiring"],
    &["ignore", "ignoring"],
    &["emit", "emitted", "emitting"],
    &["print"],
    &["produce", "producing"],
    &["trigger"],
    &["fire", "firing"],
    &["deploy"],
    &["install"],
    &["upgrade", "upgrading"],
    &["migrate", "migrating"],
    &["apply", "applies", "applied"],
    &["commit", "committed", "committing"],
    &["merge", "merging"],
    &["compile", "compiling"],
    &["parse", "parsing"],
    &["validate", "validating"],
    &["render"],
    &["restore", "restoring"],
    &["expire", "expiring"],
    &["rotate", "rotating"],
    &["verify", "verifies", "verified"],
    &["acquire", "acquiring"],
    &["consume", "consuming"],
    &["publish"],
    &["enable", "enabling"],
    &["disable", "disabling"],
    &["omit", "omitted", "omitting"],
    &["embed"],
    &["strip", "stripped", "stripping"],
    &["gate", "gating"],
    &["keep", "kept"],
    &["lose", "lost", "losing"],
    &["miss"],
    &["depend"],
    &["belong"],
    &["differ"],
    &["exist"],
    &["happen"],
    &["occur", "occurred", "occurring"],
    &["stay"],
    &["remain"],
    &["look"],
    &["seem"],
    &["become", "became", "becoming"],
    &["go", "goes", "went", "gone"],
    &["leave", "left", "leaving"],
    &["point"],
    &["match"],
    &["share"],
    &["stop", "stopped", "stopping"],
    &["start"],
    &["call"],
    &["store", "storing"],
    &["save", "saving"],
    &["block"],
    &["time"],
    &["sign"],
    &["lock"],
    &["release", "releasing"],
    &["schedule", "scheduling"],
    &["process"],
    &["support"],
    &["work"],
    &["need"],
    &["change", "changing"],
    &["update", "updating"],
    &["set", "sets", "setting"],
    &["log", "logged", "logging"],
    &["cache", "caching"],
    &["limit"],
    &["filter"],
    &["sort"],
    &["paginate", "paginating"],
    &["respond"],
    &["answer"],
    &["die", "died", "dies", "dying"],
    &["kill"],
    &["finish"],
    &["succeed"],
    &["open"],
    &["close", "closing"],
    &["hold", "held"],
    &["find", "found"],
    &["see", "saw", "seen"],
    &["say", "said", "says"],
    &["fix"],
    &["raise", "raising"],
    &["lower"],
    &["bump", "bumped", "bumping"],
    &["pin", "pinned", "pinning"],
    &["rename", "renaming"],
    &["move", "moving"],
    &["switch"],
    &["replace", "replacing"],
    &["rewrite", "rewrote", "rewritten", "rewriting"],
    &["revert"],
    &["roll"],
    &["patch"],
    &["scale", "scaling"],
    &["warm"],
    &["backfill"],
    &["reduce", "reducing"],
    &["double", "doubling"],
    &["mark"],
    &["wrap", "wrapped", "wrapping"],
];

/// Bases that are nouns just as often ("a log", "the cache", "the API call"): their bare form
/// counts as a verb only after a plural subject or a pronoun ("pods restart", "they share"),
/// their inflected forms always.
const NOUN_LIKE: &[&str] = &[
    "time", "sign", "lock", "release", "schedule", "process", "support", "work", "need", "change",
    "update", "set", "log", "cache", "limit", "filter", "sort", "block", "call", "start", "stop",
    "build", "store", "point", "match", "share", "load", "commit", "deploy", "restart", "retry",
    "spike", "leak", "crash", "return", "answer", "gate", "render", "trigger", "fire", "hit",
    "increase", "decrease", "upgrade", "print", "miss", "bump", "default", "queue", "route",
    "round", "batch", "deadlock", "scan", "display", "slow", "forward",
];

/// Words after which a listed verb is a noun.
const NOUN_MARKERS: &[&str] = &[
    "the", "a", "an", "this", "that", "these", "those", "its", "their", "our", "my", "your", "his",
    "her", "each", "every", "any", "no",
];

/// Pronouns after which a bare verb is a verb.
const PRONOUNS: &[&str] = &["they", "we", "you", "i", "both", "all"];

static NOUN_LIKE_BASES: LazyLock<HashSet<&'static str>> =
    LazyLock::new(|| NOUN_LIKE.iter().copied().collect());

static VERB_FORMS: LazyLock<HashSet<String>> = LazyLock::new(|| {
    let mut forms = HashSet::default();
    for &aux in AUXILIARIES {
        forms.insert(aux.to_owned());
    }
    for group in VERBS {
        let base = group[0];
        let noun_like = NOUN_LIKE.contains(&base);
        if !noun_like {
            forms.insert(base.to_owned());
        }
        let stem = base.strip_suffix('e').unwrap_or(base);
        let sibilant = ["s", "sh", "ch", "x", "z"]
            .iter()
            .any(|s| base.ends_with(s));
        forms.insert(if sibilant {
            format!("{base}es")
        } else {
            format!("{base}s")
        });
        forms.insert(format!("{stem}ed"));
        forms.insert(format!("{stem}ing"));
        for form in &group[1..] {
            forms.insert((*form).to_owned());
        }
    }
    forms
});

/// True when `word` (lowercase) is an auxiliary or a modal ("is", "has", "can").
pub fn is_auxiliary(word: &str) -> bool {
    AUXILIARIES.contains(&word)
}

/// True when `word` (lowercase) is a listed verb form or auxiliary, wherever it stands.
pub fn is_verb(word: &str) -> bool {
    VERB_FORMS.contains(word)
}

/// True when `text` holds a verb that is not directly after an article or possessive.
pub fn has_verb(text: &str) -> bool {
    first_verb(text).is_some()
}

/// Where the first verb of `text` starts (a byte offset): the first listed verb form that is
/// not directly after an article or possessive. What stands before it is the subject of the
/// assertion the verb opens.
pub fn first_verb(text: &str) -> Option<usize> {
    // A plain verb form wins over a noun-like base read as a verb ("The Windows build of the
    // CLI writes …": "writes", not "build").
    first_verb_by(text, false).or_else(|| first_verb_by(text, true))
}

fn first_verb_by(text: &str, noun_like: bool) -> Option<usize> {
    let mut previous: Option<String> = None;
    for (start, raw) in spans(text) {
        let word = raw.to_lowercase();
        let after_marker = previous
            .as_deref()
            .is_some_and(|p| NOUN_MARKERS.contains(&p));
        let after_subject = previous.as_deref().is_some_and(|p| {
            PRONOUNS.contains(&p)
                || (p.len() > 3
                    && p.ends_with('s')
                    // "the reporter's build": a possessive, not a plural subject.
                    && !p.ends_with("'s")
                    && !p.ends_with("ss")
                    && !VERB_FORMS.contains(p))
        });
        // An -ing form is a verb only after an auxiliary ("is growing"): opening the stretch it
        // is its subject ("Setting the read …"), after a noun it describes it ("the finding").
        let gerund = word.ends_with("ing")
            && !previous
                .as_deref()
                .is_some_and(|p| AUXILIARIES.contains(&p));
        // "the new Go transport": a capitalised word inside the text is a name, not a verb.
        let name = start > 0 && raw.starts_with(|c: char| c.is_uppercase());
        let verb = !gerund
            && !name
            && (VERB_FORMS.contains(word.as_str())
                || (noun_like && NOUN_LIKE_BASES.contains(word.as_str()) && after_subject));
        if !after_marker && verb {
            return Some(start);
        }
        previous = Some(word);
    }
    None
}

/// The words of `text` (letters, digits, apostrophes and underscores) with where each starts.
fn spans(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut start = None;
    let mut out = Vec::new();
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        // `send_receipt` is one name, not the verb "send".
        let inside = c.is_alphanumeric() || c == '\'' || c == '_';
        match (start, inside) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                out.push((s, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out.into_iter()
}

#[cfg(test)]
mod tests {
    use super::has_verb;

    #[test]
    fn verb_rows() {
        #[rustfmt::skip]
        let rows = [
            ("auxiliary", "the retry queue is growing", true),
            ("third person", "The importer accepts CSV", true),
            ("base form after a plural subject", "The canary pods run image v5.2.1", true),
            ("irregular past", "the job ran twice", true),
            ("modal", "it can fail", true),
            ("a bare noun list", "TSV", false),
            ("a verb after an article is a noun", "The read", false),
            ("a noun-like base alone is a noun", "the npm cache", false),
            ("a noun-like base after a plural subject is a verb", "the workers share a pool", true),
            ("a noun-like base in a compound noun is a noun", "The API call", false),
            ("an inflected noun-like verb is a verb", "the queue logged it", true),
            ("numbers only", "503", false),
            ("an opening -ing form is a subject", "Setting the read", false),
        ];
        for (rule, text, expected) in rows {
            assert_eq!(has_verb(text), expected, "{rule}: {text}");
        }
    }
}
